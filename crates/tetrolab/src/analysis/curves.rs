//! Quantities followed along a run or across game lengths, for charts:
//! balance over time (the mean over many runs, with its interval), and
//! per-game drought odds against game length (simulated, with the exact
//! curve beside it where it may stand).

use super::exact::{self, Options};
use super::simulation::Samples;
use super::{DroughtMeaning, Estimate, RunError, Start, simulate_games};
use crate::rng::Generator;
use crate::work::{StopOnly, Stopped, Watch};
use crate::{Dealing, Piece};

/// `max over pieces |count − t/7|` after `t` pieces, sampled along runs
/// from the start: its mean over the runs, with a standard error from
/// their spread.
#[derive(Debug, Clone, PartialEq)]
pub struct BalanceCurve {
    /// Pieces per run.
    pub pieces: u64,
    /// Runs averaged (streams 0.. of the dealing).
    pub runs: u64,
    /// Pieces between samples.
    pub every: u64,
    /// `(t, mean deviation after t pieces)`, `t = 0` first.
    pub points: Vec<(u64, Estimate)>,
}

/// The balance of `runs` runs of `pieces` pieces (streams `0..runs` of
/// `dealing`), sampled about `samples` times along each.
///
/// ```
/// use tetrolab::Dealing;
/// use tetrolab::analysis::balance_curve;
/// let bag = Dealing::new("7-bag".parse()?, None, 1u64.into())?;
/// let curve = balance_curve(&bag, 700, 20, 100, &tetrolab::work::Unwatched)?;
/// // After each whole bag every piece has been dealt equally often.
/// let at_700 = curve.points.iter().find(|(t, _)| *t == 700).unwrap().1;
/// assert_eq!(at_700.value, 0.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A run that would deal past where its source stops, found before any
/// work.
pub fn balance_curve(
    dealing: &Dealing,
    pieces: u64,
    runs: u64,
    samples: u64,
    watch: &dyn Watch,
) -> Result<BalanceCurve, RunError> {
    dealing.check_streams((0..runs).map(|k| (k, pieces)))?;
    let every = pieces.div_ceil(samples.max(1)).max(1);
    let mut times = Vec::new();
    let mut spreads: Vec<Samples> = Vec::new();
    for k in 0..runs {
        if watch.stopped() {
            return Err(Stopped.into());
        }
        let (at, values) = deviations(&dealing.stream(k), pieces, every);
        spreads.resize(values.len(), Samples::default());
        for (spread, value) in spreads.iter_mut().zip(values) {
            spread.add(value);
        }
        times = at;
        watch.add(pieces);
    }
    let points = times
        .into_iter()
        .zip(spreads)
        .filter_map(|(t, spread)| Some((t, spread.estimate()?)))
        .collect();
    Ok(BalanceCurve {
        pieces,
        runs,
        every,
        points,
    })
}

/// One run's deviation `max |count − t/7|` at `t = 0, every, 2·every, …,
/// pieces`.
fn deviations(dealing: &Dealing, pieces: u64, every: u64) -> (Vec<u64>, Vec<f64>) {
    const CHUNK: u64 = 1 << 16;
    let mut randomizer = dealing.randomizer();
    let mut counts = [0u64; 7];
    let (mut times, mut values) = (vec![0], vec![0.0]);
    let mut chunk = vec![Piece::I; every.min(CHUNK) as usize];
    let mut dealt = 0u64;
    while dealt < pieces {
        let sample_at = (dealt + every).min(pieces);
        while dealt < sample_at {
            let n = (sample_at - dealt).min(CHUNK) as usize;
            randomizer.fill(&mut chunk[..n]);
            for &p in &chunk[..n] {
                counts[p.index()] += 1;
            }
            dealt += n as u64;
        }
        let even = dealt as f64 / 7.0;
        times.push(dealt);
        values.push(
            counts
                .iter()
                .map(|&c| (c as f64 - even).abs())
                .fold(0.0, f64::max),
        );
    }
    (times, values)
}

/// The per-game odds of a drought against game length: P(a run of at
/// least `at_least` pieces without `piece` within a game's first N
/// pieces), simulated at each length and exact where the randomizer's
/// chain describes what the games sample.
#[derive(Debug, Clone, PartialEq)]
pub struct GameCurve {
    /// The piece whose droughts count.
    pub piece: Piece,
    /// The drought length.
    pub at_least: u64,
    /// What counts as a drought.
    pub droughts: DroughtMeaning,
    /// Games simulated per length.
    pub games: u64,
    /// `(N, the odds estimated from the games)`.
    pub estimated: Vec<(u64, Estimate)>,
    /// The exact odds at each length, when the randomizer draws from a
    /// generic generator and has a finite chain (a game's own generator
    /// deals one sequence per seed: its games have no one exact curve).
    pub exact: Option<Vec<f64>>,
}

/// Plays `games` games of each length in `lengths` from `dealing`'s start
/// (game `k` is stream `k`) and computes the exact curve beside them.
///
/// ```
/// use tetrolab::{Dealing, Piece};
/// use tetrolab::analysis::{DroughtMeaning, game_curve};
/// let bag = Dealing::new("7-bag".parse()?, None, 1u64.into())?;
/// let curve = game_curve(&bag, &[50, 100], 200, Piece::I, 13, DroughtMeaning::Any, &tetrolab::work::Unwatched)?;
/// assert_eq!(curve.estimated[1].1.value, 0.0); // a 7-bag never goes 13 without an I
/// assert_eq!(curve.exact, Some(vec![0.0, 0.0]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A game that would deal past where its source stops, found before any
/// game is played.
pub fn game_curve(
    dealing: &Dealing,
    lengths: &[u64],
    games: u64,
    piece: Piece,
    at_least: u64,
    droughts: DroughtMeaning,
    watch: &dyn Watch,
) -> Result<GameCurve, RunError> {
    let longest = lengths.iter().copied().max().unwrap_or(0);
    dealing.check_streams((0..games).map(|k| (k, longest)))?;
    let estimated = lengths
        .iter()
        .map(|&n| {
            let study = simulate_games(dealing, n, games, &[at_least], droughts, watch)?;
            Ok((n, study.per_piece[piece].p_drought_at_least[&at_least]))
        })
        .collect::<Result<_, RunError>>()?;
    let options = Options {
        start: Start::Game,
        droughts,
        ..Options::default()
    };
    let exact = matches!(dealing.generator(), Generator::Drawn(_))
        .then(|| {
            let stop_only = StopOnly(watch);
            exact::drought_curve(
                dealing.spec(),
                &options,
                piece,
                at_least,
                lengths,
                &stop_only,
            )
            .ok()
        })
        .flatten();
    if watch.stopped() {
        return Err(Stopped.into());
    }
    Ok(GameCurve {
        piece,
        at_least,
        droughts,
        games,
        estimated,
        exact,
    })
}
