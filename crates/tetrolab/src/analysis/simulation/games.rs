//! Per-game drought odds by simulation: the odds players feel, for every
//! randomizer (the exact ones come from [`exact`](super::exact)).
//!
//! A game is `length` pieces from the randomizer's start. For each piece
//! and drought length `L`: the chance that a game holds a drought of at
//! least `L` pieces without the piece, and the expected number of such
//! droughts, a drought being what [`DroughtMeaning`] says: any stretch
//! without the piece (the one before its first arrival and the one the
//! game ends in included), each counted when it reaches `L`; or only
//! completed droughts, between two of the piece, as the gap laws count
//! them, each counted when the piece ends it.

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Serialize;

use rayon::prelude::*;

use super::RunError;
use super::montecarlo::{Estimate, Samples};
use super::summary::DROUGHT_TAILS;
use crate::quote::quoted;
use crate::spelling::{Spelled, Spelling};
use crate::work::{Stopped, Watch};
use crate::{Dealing, Piece, PieceMap};

/// Games per parallel task: tallies are integers merged in a fixed
/// order, so results do not depend on the threads.
const GAMES_PER_TASK: u64 = 64;

/// Pieces of a game dealt at a time: a long game streams through a
/// buffer of this size.
const CHUNK: u64 = 1 << 15;

/// The most drought lengths one question asks about, the standard ones
/// included: each costs a counter per piece in every game, and a list
/// longer than this is refused.
pub const MAX_DROUGHT_LENGTHS: usize = 64;

/// A list of drought lengths longer than [`MAX_DROUGHT_LENGTHS`]: refused
/// before any work, as each length costs a counter per piece in every
/// game (20 000 of them took ten minutes for a thousand short games).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{given} drought lengths asked for, the standard {} included, more than {MAX_DROUGHT_LENGTHS}: \
     give at most {} more",
    DROUGHT_TAILS.len(),
    MAX_DROUGHT_LENGTHS - DROUGHT_TAILS.len()
)]
pub struct TooManyLengths {
    /// The distinct lengths asked for, the standard ones included.
    pub given: usize,
}

/// The drought lengths of [`drought_lengths`], refused past
/// [`MAX_DROUGHT_LENGTHS`] (a length given twice counts once).
///
/// ```
/// use tetrolab::analysis::checked_drought_lengths;
/// assert_eq!(checked_drought_lengths(&[13, 13, 50]).unwrap().len(), 11);
/// let many: Vec<u64> = (1..=1000).collect();
/// assert!(checked_drought_lengths(&many).unwrap_err().to_string().starts_with("1000 drought lengths"));
/// ```
///
/// # Errors
/// More than [`MAX_DROUGHT_LENGTHS`] distinct lengths.
pub fn checked_drought_lengths(extra: &[u64]) -> Result<Vec<u64>, TooManyLengths> {
    let lengths = drought_lengths(extra);
    if lengths.len() > MAX_DROUGHT_LENGTHS {
        return Err(TooManyLengths {
            given: lengths.len(),
        });
    }
    Ok(lengths)
}

/// Drought lengths for per-game odds: the standard tails and any `extra`
/// (lengths of 0 left out), sorted, each once.
///
/// ```
/// use tetrolab::analysis::drought_lengths;
/// assert_eq!(drought_lengths(&[13, 50, 0])[..], [7, 10, 12, 13, 15, 17, 20, 25, 30, 40, 50]);
/// ```
pub fn drought_lengths(extra: &[u64]) -> Vec<u64> {
    let mut all: Vec<u64> = DROUGHT_TAILS.to_vec();
    all.extend(extra.iter().filter(|&&l| l >= 1));
    all.sort_unstable();
    all.dedup();
    all
}

/// Where a game's odds start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    /// As the randomizer starts a game (first-piece rule, initial
    /// history, fresh bag).
    #[default]
    Game,
    /// From the chain's stationary law: a game joined at a random time.
    Stationary,
}

impl std::str::FromStr for Start {
    type Err = ParseStartError;

    /// A start by its name in JSON: `game` or `stationary`.
    ///
    /// ```
    /// use tetrolab::analysis::Start;
    /// assert_eq!("stationary".parse(), Ok(Start::Stationary));
    /// assert!("middle".parse::<Start>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Start, ParseStartError> {
        match text {
            "game" => Ok(Start::Game),
            "stationary" => Ok(Start::Stationary),
            _ => Err(ParseStartError(text.to_owned())),
        }
    }
}

/// A word that names no [`Start`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} is not a start: write game or stationary", quoted(.0))]
pub struct ParseStartError(pub String);

/// What a game's drought is, for the per-game odds. Both are legitimate;
/// they differ in the stretches at a game's two ends (a 14-bag game of 100
/// pieces holds an I drought of at least 13 with chance 0.71219 counting
/// any stretch, 0.70349 counting completed ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DroughtMeaning {
    /// Any maximal stretch without the piece: the one before its first
    /// arrival and the one the game ends in count too — what a player
    /// waiting for the piece feels.
    #[default]
    Any,
    /// Only stretches between two of the piece, as the gap and drought
    /// laws count them (a drought is a gap minus one).
    Completed,
}

impl DroughtMeaning {
    /// Both, in the order they are listed.
    pub const ALL: [DroughtMeaning; 2] = [DroughtMeaning::Any, DroughtMeaning::Completed];

    /// Its name, as written in JSON and on the command line.
    ///
    /// ```
    /// use tetrolab::analysis::DroughtMeaning;
    /// assert_eq!(DroughtMeaning::Completed.name(), "completed");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            DroughtMeaning::Any => "any",
            DroughtMeaning::Completed => "completed",
        }
    }

    /// The other meaning, to say how to ask for it.
    ///
    /// ```
    /// use tetrolab::analysis::DroughtMeaning;
    /// assert_eq!(DroughtMeaning::Any.other(), DroughtMeaning::Completed);
    /// ```
    pub fn other(self) -> DroughtMeaning {
        match self {
            DroughtMeaning::Any => DroughtMeaning::Completed,
            DroughtMeaning::Completed => DroughtMeaning::Any,
        }
    }

    /// What it counts, in words, for help texts and headings.
    pub fn words(self) -> &'static str {
        match self {
            DroughtMeaning::Any => {
                "any stretch without the piece, the one before its first arrival and the one the game ends in included"
            }
            DroughtMeaning::Completed => {
                "completed droughts only, between two of the piece, as the gap laws count them"
            }
        }
    }
}

impl std::str::FromStr for DroughtMeaning {
    type Err = ParseDroughtMeaningError;

    /// A meaning by its [name](DroughtMeaning::name).
    ///
    /// ```
    /// use tetrolab::analysis::DroughtMeaning;
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// assert_eq!("completed".parse(), Ok(DroughtMeaning::Completed));
    /// let refused = "some".parse::<DroughtMeaning>().unwrap_err();
    /// assert!(refused.message(Spelling::PYTHON).starts_with("droughts=`some` is not a meaning"));
    /// ```
    fn from_str(text: &str) -> Result<DroughtMeaning, ParseDroughtMeaningError> {
        DroughtMeaning::ALL
            .into_iter()
            .find(|m| m.name() == text)
            .ok_or_else(|| ParseDroughtMeaningError(text.to_owned()))
    }
}

/// A word that names no [`DroughtMeaning`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseDroughtMeaningError(pub String);

impl Spelled for ParseDroughtMeaningError {
    fn message(&self, spelling: Spelling) -> String {
        let [any, completed] = DroughtMeaning::ALL.map(DroughtMeaning::name);
        format!(
            "{} is not a meaning: write \"{any}\" (any stretch without the piece) or \"{completed}\" (only between two of it)",
            Spelling::set(spelling.droughts, quoted(&self.0))
        )
    }
}

impl std::fmt::Display for ParseDroughtMeaningError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Spelling::CLI))
    }
}

impl std::error::Error for ParseDroughtMeaningError {}

/// One piece's per-game drought odds, by drought length.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameOdds {
    /// L → P(the game holds a drought of at least L).
    pub p_drought_at_least: BTreeMap<u64, f64>,
    /// L → the expected number of such droughts.
    pub expected_droughts: BTreeMap<u64, f64>,
}

impl GameOdds {
    /// The decimals a table writes a per-game probability with (`tetrolab
    /// exact` and `stats --game-length` print `0.1234`): every face rounds
    /// them this way.
    pub const DECIMALS: usize = 4;
}

/// Per-game odds for every piece.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Game {
    /// Pieces in the game.
    pub length: u64,
    /// Where it starts.
    pub start: Start,
    /// What counts as a drought.
    pub droughts: DroughtMeaning,
    /// Each piece's odds.
    pub per_piece: PieceMap<GameOdds>,
}

/// One piece's estimated per-game odds, by drought length.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GameEstimates {
    /// L → P(a game holds a drought of at least L pieces).
    pub p_drought_at_least: BTreeMap<u64, Estimate>,
    /// L → the expected number of such droughts in a game.
    pub expected_droughts: BTreeMap<u64, Estimate>,
}

/// Per-game odds measured over independent games.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GameStudy {
    /// Pieces in a game.
    pub length: u64,
    /// Games played (each an independent stream; its standard errors come
    /// from the games' spread).
    pub games: u64,
    /// What counts as a drought.
    pub droughts: DroughtMeaning,
    /// Each piece's odds.
    pub per_piece: PieceMap<GameEstimates>,
}

impl GameStudy {
    /// The estimates' values, in the shape exact answers take.
    pub fn values(&self) -> Game {
        let values = |estimates: &BTreeMap<u64, Estimate>| {
            estimates.iter().map(|(&l, e)| (l, e.value)).collect()
        };
        Game {
            length: self.length,
            start: Start::Game,
            droughts: self.droughts,
            per_piece: PieceMap(self.per_piece.0.each_ref().map(|odds| GameOdds {
                p_drought_at_least: values(&odds.p_drought_at_least),
                expected_droughts: values(&odds.expected_droughts),
            })),
        }
    }
}

/// Integer tallies over games, for each piece and drought length: what a
/// partial result keeps of its games ([`Partial`](super::Partial)).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Tally {
    games: u64,
    /// Games with a drought of at least L.
    #[serde(deserialize_with = "super::wire::at_most::<_, _, MAX_DROUGHT_LENGTHS>")]
    with: Vec<[u64; 7]>,
    /// Droughts reaching L, summed over games, and their squares.
    #[serde(deserialize_with = "super::wire::at_most::<_, _, MAX_DROUGHT_LENGTHS>")]
    count: Vec<[u64; 7]>,
    #[serde(deserialize_with = "super::wire::at_most::<_, _, MAX_DROUGHT_LENGTHS>")]
    squares: Vec<[u64; 7]>,
}

impl Tally {
    pub(crate) fn new(lengths: usize) -> Tally {
        Tally {
            games: 0,
            with: vec![[0; 7]; lengths],
            count: vec![[0; 7]; lengths],
            squares: vec![[0; 7]; lengths],
        }
    }

    /// Whether the tallies could come from `games` games of `length`
    /// pieces over `lengths` drought lengths: one slot per length, no more
    /// games with a drought than games, no more droughts reaching a length
    /// in a game than its pieces (so merging cannot overflow).
    pub(crate) fn fits(&self, games: u64, length: u64, lengths: usize) -> bool {
        let most = games.checked_mul(length);
        let squares = most.and_then(|m| m.checked_mul(length));
        let within = |table: &[[u64; 7]], bound: Option<u64>| {
            table
                .iter()
                .flatten()
                .all(|&n| bound.is_some_and(|b| n <= b))
        };
        self.games == games
            && [&self.with, &self.count, &self.squares]
                .iter()
                .all(|table| table.len() == lengths)
            && within(&self.with, Some(games))
            && within(&self.count, most)
            && within(&self.squares, squares)
    }

    /// Adds one finished game.
    fn add(&mut self, game: &GameRuns, lengths: &[u64]) {
        self.games += 1;
        for (i, &l) in lengths.iter().enumerate() {
            for x in 0..7 {
                self.with[i][x] += u64::from(game.longest[x] >= l);
                self.count[i][x] += game.reached[i][x];
                self.squares[i][x] += game.reached[i][x] * game.reached[i][x];
            }
        }
    }

    pub(crate) fn merge(mut self, other: &Tally) -> Tally {
        self.games += other.games;
        for (mine, theirs) in [
            (&mut self.with, &other.with),
            (&mut self.count, &other.count),
            (&mut self.squares, &other.squares),
        ] {
            for (a, b) in mine.iter_mut().zip(theirs) {
                for x in 0..7 {
                    a[x] += b[x];
                }
            }
        }
        self
    }
}

/// One game's runs without each piece, followed as its pieces stream
/// in, so a game of any length needs no buffer of its pieces.
#[derive(Debug)]
struct GameRuns {
    droughts: DroughtMeaning,
    /// The drought lengths, ascending.
    lengths: Vec<u64>,
    /// The current run without each piece.
    run: [u64; 7],
    /// Whether each piece has arrived yet.
    seen: [bool; 7],
    /// The longest drought of each piece so far.
    longest: [u64; 7],
    /// For each drought length's slot, the droughts that reached it.
    reached: Vec<[u64; 7]>,
}

impl GameRuns {
    fn new(lengths: &[u64], droughts: DroughtMeaning) -> GameRuns {
        GameRuns {
            droughts,
            lengths: lengths.to_vec(),
            run: [0; 7],
            seen: [false; 7],
            longest: [0; 7],
            reached: vec![[0; 7]; lengths.len()],
        }
    }

    /// Starts a new game.
    fn clear(&mut self) {
        self.run = [0; 7];
        self.seen = [false; 7];
        self.longest = [0; 7];
        self.reached.iter_mut().for_each(|r| *r = [0; 7]);
    }

    /// Follows the next pieces of the game; `slot[r]` is the slot of
    /// drought length `r` (`usize::MAX` for none), for every run length a
    /// game can reach.
    fn feed(&mut self, pieces: &[Piece], slot: &[usize]) {
        match self.droughts {
            DroughtMeaning::Any => self.feed_any(pieces, slot),
            DroughtMeaning::Completed => self.feed_completed(pieces),
        }
    }

    /// Any stretch counts, once, when it reaches a length.
    fn feed_any(&mut self, pieces: &[Piece], slot: &[usize]) {
        for &piece in pieces {
            for (x, r) in self.run.iter_mut().enumerate() {
                if x == piece.index() {
                    *r = 0;
                    continue;
                }
                *r += 1;
                self.longest[x] = self.longest[x].max(*r);
                if let Some(&i) = slot.get(*r as usize)
                    && i != usize::MAX
                {
                    self.reached[i][x] += 1;
                }
            }
        }
    }

    /// A drought counts when the piece ends it, after an earlier one.
    fn feed_completed(&mut self, pieces: &[Piece]) {
        for &piece in pieces {
            for r in &mut self.run {
                *r += 1;
            }
            let x = piece.index();
            let drought = self.run[x] - 1;
            if self.seen[x] {
                self.longest[x] = self.longest[x].max(drought);
                let reached = self.lengths.partition_point(|&l| l <= drought);
                self.reached[..reached].iter_mut().for_each(|r| r[x] += 1);
            }
            self.seen[x] = true;
            self.run[x] = 0;
        }
    }
}

/// Which slot of `lengths` each run length up to `length` is
/// (`usize::MAX` for none): droughts longer than a game cannot happen in
/// it, so the table never outgrows the game.
fn slots(lengths: &[u64], length: u64) -> Vec<usize> {
    let reach = lengths
        .iter()
        .copied()
        .filter(|&l| l <= length)
        .max()
        .unwrap_or(0);
    let mut slot = vec![usize::MAX; reach as usize + 1];
    for (i, &l) in lengths.iter().enumerate() {
        if l <= reach {
            slot[l as usize] = i;
        }
    }
    slot
}

/// The mean of per-game values with sum `sum` and sum of squares
/// `squares` over `games` games, with its standard error.
fn estimate(sum: u64, squares: u64, games: u64) -> Estimate {
    Samples::from_sums(games, sum as f64, squares as f64)
        .estimate()
        .unwrap_or(Estimate {
            value: 0.0,
            standard_error: None,
            samples: 0,
        })
}

/// Plays `games` games of `length` pieces — game `k` is the dealing's
/// stream `k` from its start — and estimates each piece's per-game
/// drought odds for the standard lengths and `extra` ones, droughts
/// counted as `droughts` says. `watch` is told of the pieces of each
/// chunk dealt (from any thread) and asked between chunks whether to stop.
///
/// # Errors
/// A game that would deal past where its source stops (seed 002's
/// script below denominator 1), found before any game is played; or a
/// stop asked for by `watch`.
///
/// ```
/// use tetrolab::analysis::{DroughtMeaning, simulate_games};
/// use tetrolab::{Dealing, Piece};
/// use tetrolab::work::Unwatched;
/// let dealing = Dealing::new("7-bag".parse().unwrap(), None, 1u64.into()).unwrap();
/// let study = simulate_games(&dealing, 100, 500, &[], DroughtMeaning::Any, &Unwatched)?;
/// let i = &study.per_piece[Piece::I];
/// // A 7-bag never leaves 13 pieces without an I.
/// assert_eq!(i.p_drought_at_least[&13].value, 0.0);
/// assert!(i.p_drought_at_least[&10].value > 0.0);
/// # Ok::<(), tetrolab::analysis::RunError>(())
/// ```
pub fn simulate_games(
    dealing: &Dealing,
    length: u64,
    games: u64,
    extra: &[u64],
    droughts: DroughtMeaning,
    watch: &dyn Watch,
) -> Result<GameStudy, RunError> {
    dealing.check_streams((0..games).map(|k| (k, length)))?;
    let lengths = drought_lengths(extra);
    let total = tally_games(dealing, length, 0..games, &lengths, droughts, watch)?;
    Ok(game_study(length, droughts, &lengths, &total))
}

/// Plays games `games` (game `k` from the dealing's stream `k`) over all
/// cores and tallies their droughts of `lengths`. `watch` is told of each
/// chunk dealt and asked before each whether to stop.
pub(crate) fn tally_games(
    dealing: &Dealing,
    length: u64,
    games: Range<u64>,
    lengths: &[u64],
    droughts: DroughtMeaning,
    watch: &dyn Watch,
) -> Result<Tally, Stopped> {
    let slot = slots(lengths, length);
    let tasks = (games.end - games.start).div_ceil(GAMES_PER_TASK);
    // Integer tallies: summed in any order, they give the same totals
    // whatever the threads (or machines), and no per-task list is kept.
    (0..tasks)
        .into_par_iter()
        .map(|task| {
            let mut tally = Tally::new(lengths.len());
            let mut game = GameRuns::new(lengths, droughts);
            let mut pieces = vec![Piece::I; length.min(CHUNK) as usize];
            let first = games.start + task * GAMES_PER_TASK;
            for k in first..(first + GAMES_PER_TASK).min(games.end) {
                let mut randomizer = dealing.stream(k).randomizer();
                game.clear();
                let mut left = length;
                while left > 0 {
                    if watch.stopped() {
                        return Err(Stopped);
                    }
                    let n = left.min(CHUNK) as usize;
                    randomizer.fill(&mut pieces[..n]);
                    game.feed(&pieces[..n], &slot);
                    watch.add(n as u64);
                    left -= n as u64;
                }
                tally.add(&game, lengths);
            }
            Ok(tally)
        })
        .try_reduce(|| Tally::new(lengths.len()), |a, b| Ok(a.merge(&b)))
}

/// The per-game estimates from the tallies of every game.
pub(crate) fn game_study(
    length: u64,
    droughts: DroughtMeaning,
    lengths: &[u64],
    total: &Tally,
) -> GameStudy {
    let per_piece = PieceMap::from_fn(|piece: Piece| {
        let x = piece.index();
        let by_length = |f: &dyn Fn(usize) -> Estimate| {
            lengths
                .iter()
                .enumerate()
                .map(|(i, &l)| (l, f(i)))
                .collect()
        };
        GameEstimates {
            // An indicator's square is itself.
            p_drought_at_least: by_length(&|i| {
                estimate(total.with[i][x], total.with[i][x], total.games)
            }),
            expected_droughts: by_length(&|i| {
                estimate(total.count[i][x], total.squares[i][x], total.games)
            }),
        }
    });
    GameStudy {
        length,
        games: total.games,
        droughts,
        per_piece,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand-made game: I, then 13 pieces without I, then I, then 3 —
    /// fed in two parts, as a long game streams in.
    fn hand_made(droughts: DroughtMeaning) -> (Tally, impl Fn(u64) -> usize) {
        let mut pieces = vec![Piece::I];
        pieces.extend([Piece::T; 13]);
        pieces.push(Piece::I);
        pieces.extend([Piece::O; 3]);
        let lengths = drought_lengths(&[3]);
        let mut tally = Tally::new(lengths.len());
        let mut game = GameRuns::new(&lengths, droughts);
        let table = slots(&lengths, pieces.len() as u64);
        game.feed(&pieces[..9], &table);
        game.feed(&pieces[9..], &table);
        tally.add(&game, &lengths);
        let slot = move |l: u64| lengths.iter().position(|&x| x == l).unwrap();
        (tally, slot)
    }

    #[test]
    fn any_stretch_is_tallied_run_by_run() {
        let (tally, slot) = hand_made(DroughtMeaning::Any);
        let (i, t, o) = (Piece::I.index(), Piece::T.index(), Piece::O.index());
        // I: one run of 13 and a closing run of 3.
        assert_eq!(tally.with[slot(13)][i], 1);
        assert_eq!(tally.with[slot(15)][i], 0);
        assert_eq!(tally.count[slot(3)][i], 2);
        // T: a leading run of 1, then 4 after its last (I, O, O, O).
        assert_eq!(tally.with[slot(3)][t], 1);
        assert_eq!(tally.count[slot(3)][t], 1);
        // O: the first 15 pieces.
        assert_eq!(tally.with[slot(15)][o], 1);
        assert_eq!(tally.with[slot(17)][o], 0);
        assert_eq!(tally.squares[slot(7)][o], 1);
    }

    /// The same game counting completed droughts only: I's 13 between its
    /// two arrivals; T's, O's and the closing stretches do not count.
    #[test]
    fn completed_droughts_are_tallied_when_they_end() {
        let (tally, slot) = hand_made(DroughtMeaning::Completed);
        let (i, t, o) = (Piece::I.index(), Piece::T.index(), Piece::O.index());
        assert_eq!(tally.with[slot(13)][i], 1);
        assert_eq!(tally.with[slot(15)][i], 0);
        assert_eq!(tally.count[slot(3)][i], 1);
        assert_eq!(tally.count[slot(13)][i], 1);
        // T's droughts between T's are all 0; O never repeats after a gap.
        assert_eq!(tally.count[slot(3)][t], 0);
        assert_eq!(tally.with[slot(3)][o], 0);
    }
}
