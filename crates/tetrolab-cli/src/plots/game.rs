//! Per-game drought odds against game length.

use tetrolab::Piece;
use tetrolab::analysis::exact::{self, Options};
use tetrolab::analysis::{Estimate, Start, simulate_games};
use tetrolab::rng::Generator;

use super::laws::line;
use super::measure::{Subject, count_text, seeds};
use crate::chart::{Chart, Layer, Scale, XAxis, YAxis, palette};
use crate::error::CliError;
use crate::progress::Progress;

/// What a game-odds chart asks.
#[derive(Debug, Clone, Copy)]
pub struct GameQuestion {
    /// The piece whose droughts count.
    pub piece: Piece,
    /// The drought length L: a run of at least L pieces without it.
    pub at_least: u64,
    /// The longest game on the chart.
    pub max_length: u64,
    /// Games simulated per length.
    pub games: u64,
}

impl GameQuestion {
    /// Refuses a question too large to chart, before any work.
    pub fn check(&self) -> Result<(), CliError> {
        if self.max_length > MAX_LENGTH {
            return Err(CliError::Usage(format!(
                "--max-length {} is longer than a chart of games needs: use at most {MAX_LENGTH} pieces",
                self.max_length
            )));
        }
        Ok(())
    }
}

/// The longest game a chart follows (the exact curve keeps one number
/// per length).
const MAX_LENGTH: u64 = 100_000;

/// Game lengths on the chart: about ten, at a round step (1, 2 or 5
/// times a power of ten), up to the longest.
fn lengths(max_length: u64) -> Vec<u64> {
    let rough = max_length.div_ceil(10).max(1);
    let mut power = 1;
    while power * 10 <= rough {
        power *= 10;
    }
    let step = [1, 2, 5, 10]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= rough)
        .unwrap_or(rough);
    (1..)
        .map(|k| k * step)
        .take_while(|&n| n <= max_length)
        .collect()
}

/// `P(a drought of L or more in a game of N pieces)` against `N`, from
/// each randomizer's start: exact where the randomizer has a finite
/// chain, and estimated from simulated games with 95 % intervals.
pub fn game(subjects: &[Subject], q: GameQuestion) -> Result<Chart, CliError> {
    let lengths = lengths(q.max_length);
    let total: u64 = lengths.iter().sum::<u64>() * q.games * subjects.len() as u64;
    let progress = Progress::start("playing games", total);
    let mut layers = Vec::new();
    let mut any_exact = false;
    for subject in subjects {
        let longest = lengths.last().copied().unwrap_or(0);
        CliError::refuse_halts(&subject.dealing, (0..q.games).map(|k| (k, longest)))?;
    }
    for (i, Subject { name, dealing }) in subjects.iter().enumerate() {
        let color = palette::series(i);
        let estimates: Vec<(f64, Estimate)> = lengths
            .iter()
            .map(|&n| {
                let study =
                    simulate_games(dealing, n, q.games, &[q.at_least], &|k| progress.add(k));
                (
                    n as f64,
                    study.per_piece[q.piece].p_drought_at_least[&q.at_least],
                )
            })
            .collect();
        let means = estimates.iter().map(|&(n, e)| (n, e.value)).collect();
        let estimates: Vec<(f64, f64, f64)> = estimates
            .iter()
            .map(|&(n, e)| {
                let (lo, hi) = e.ci95().unwrap_or((e.value, e.value));
                (n, lo, hi)
            })
            .collect();
        layers.push(Layer::Band {
            name: Some(format!("{name} (estimated, 95% CI)")),
            color: color.to_string(),
            points: estimates,
        });
        layers.push(Layer::Line {
            name: None,
            color: color.to_string(),
            points: means,
            dashed: false,
        });
        let options = Options {
            start: Start::Game,
            ..Options::default()
        };
        // A game on its own generator has one fixed sequence per seed,
        // not a law to set beside many simulated games (see `exact_of`).
        let exact = matches!(dealing.generator(), Generator::Drawn(_))
            .then(|| {
                exact::drought_curve(dealing.spec(), &options, q.piece, q.at_least, &lengths).ok()
            })
            .flatten()
            .map(|curve| lengths.iter().map(|&n| n as f64).zip(curve).collect());
        if let Some(points) = exact {
            any_exact = true;
            layers.push(line(format!("{name} (exact)"), color, points, true));
        }
    }
    drop(progress);
    Ok(Chart {
        title: format!(
            "Per-game odds of {} or more pieces in a row without {}",
            q.at_least,
            q.piece.letter()
        ),
        subtitle: format!(
            "estimated from {} games per length from each randomizer's start ({}){}",
            count_text(q.games),
            seeds(subjects),
            if any_exact {
                "; dashed: exact, by dynamic programming over the chain"
            } else {
                ""
            }
        ),
        x: XAxis::Numbers {
            label: "game length N (pieces dealt from the start)".to_string(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: format!(
                "P(some run of ≥ {} pieces without {} in the game)",
                q.at_least,
                q.piece.letter()
            ),
            scale: Scale::Linear,
            from_zero: true,
        },
        layers,
    })
}
