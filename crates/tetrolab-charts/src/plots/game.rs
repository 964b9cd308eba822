//! Per-game drought odds against game length.

use tetrolab::Piece;
use tetrolab::analysis::{DroughtMeaning, GameCurve};
use tetrolab::randomizer::Subject;

use super::laws::line;
use super::subtitle::{count_text, seeds};
use crate::ChartError;
use crate::chart::{Chart, Layer, Reach, Scale, XAxis, YAxis, palette};

/// What a game-odds chart asks.
#[derive(Debug, Clone, Copy)]
pub struct GameQuestion {
    /// The piece whose droughts count.
    pub piece: Piece,
    /// The drought length L: a run of at least L pieces without it.
    pub at_least: u64,
    /// What counts as a drought.
    pub droughts: DroughtMeaning,
    /// The longest game on the chart.
    pub max_length: u64,
    /// Games simulated per length.
    pub games: u64,
}

impl GameQuestion {
    /// Refuses a question too large to chart, before any work.
    ///
    /// # Errors
    /// A longest game beyond what a chart follows.
    pub fn check(&self) -> Result<(), ChartError> {
        if self.max_length > MAX_LENGTH {
            return Err(ChartError::LongGame {
                max_length: self.max_length,
                most: MAX_LENGTH,
            });
        }
        Ok(())
    }
}

/// The longest game a chart follows (the exact curve keeps one number
/// per length).
const MAX_LENGTH: u64 = 100_000;

/// Game lengths on the chart: about ten, at a round step (1, 2 or 5
/// times a power of ten), up to the longest.
pub fn lengths(max_length: u64) -> Vec<u64> {
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
/// each randomizer's start: estimated from simulated games with 95 %
/// intervals, and exact (dashed) where the curve has it — one
/// [`GameCurve`] per subject, from
/// [`game_curve`](tetrolab::analysis::game_curve) over [`lengths`].
pub fn game(subjects: &[Subject], q: GameQuestion, curves: &[GameCurve]) -> Chart {
    let mut layers = Vec::new();
    for (i, (Subject { name, .. }, curve)) in subjects.iter().zip(curves).enumerate() {
        let color = palette::series(i);
        layers.push(Layer::Band {
            name: Some(format!("{name} (estimated, 95% CI)")),
            color: color.to_string(),
            points: curve
                .estimated
                .iter()
                .map(|&(n, e)| {
                    let (lo, hi) = e.ci95().unwrap_or((e.value, e.value));
                    (n as f64, lo, hi)
                })
                .collect(),
        });
        layers.push(Layer::Line {
            name: None,
            color: color.to_string(),
            points: curve
                .estimated
                .iter()
                .map(|&(n, e)| (n as f64, e.value))
                .collect(),
            dashed: false,
        });
        if let Some(exact) = &curve.exact {
            let points = curve
                .estimated
                .iter()
                .zip(exact)
                .map(|(&(n, _), &p)| (n as f64, p))
                .collect();
            layers.push(line(format!("{name} (exact)"), color, points, true));
        }
    }
    let any_exact = curves.iter().any(|c| c.exact.is_some());
    Chart {
        title: format!(
            "Per-game odds of {} or more pieces in a row without {}{}",
            q.at_least,
            q.piece.letter(),
            match q.droughts {
                DroughtMeaning::Any => "",
                DroughtMeaning::Completed => ", between two of them",
            }
        ),
        subtitle: format!(
            "{}; estimated from {} games per length from each randomizer's start ({}){}",
            match q.droughts {
                DroughtMeaning::Any => "any stretch counts, the first and last included",
                DroughtMeaning::Completed => "completed droughts only",
            },
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
            label: match q.droughts {
                DroughtMeaning::Any => format!(
                    "P(some run of ≥ {} pieces without {} in the game)",
                    q.at_least,
                    q.piece.letter()
                ),
                DroughtMeaning::Completed => format!(
                    "P(some completed drought of ≥ {} pieces without {} in the game)",
                    q.at_least,
                    q.piece.letter()
                ),
            },
            scale: Scale::Linear,
            from_zero: true,
            reach: Reach::PROBABILITY,
        },
        layers,
    }
}
