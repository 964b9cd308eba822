//! What a design is judged on: each objective named as `exact --json`
//! names its value, read from the exact answer, with the direction that
//! counts as better.

use std::fmt;
use std::str::FromStr;

use crate::Piece;
use crate::analysis::exact::Exact;

/// One number of the exact answer a design is judged on, named by its
/// path in `tetrolab exact SPEC --json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Objective {
    /// `drought.max`: the longest drought any piece can have (unbounded
    /// reads as infinite).
    DroughtMax,
    /// `drought.p_at_least.L`: the chance a drought (all pieces pooled)
    /// lasts at least L pieces.
    DroughtAtLeast(u64),
    /// `repeat_probability`: the chance the next piece repeats the last.
    RepeatProbability,
    /// `flood.max`: the longest run of one piece (unbounded reads as
    /// infinite).
    FloodMax,
    /// `guess_accuracy`: the share of next pieces the best observer of
    /// the pieces names right (seed 003's predictability).
    GuessAccuracy,
    /// `entropy_rate`: the pieces' long-run uncertainty, bits per piece.
    EntropyRate,
    /// `gap.variance`: the variance of the gap between two of a piece
    /// (all pieces pooled).
    GapVariance,
    /// `game.per_piece.P.p_drought_at_least.L`: the chance a game (of the
    /// request's game length) holds a drought of piece P of at least L.
    GameDrought {
        /// The piece.
        piece: Piece,
        /// The drought length.
        at_least: u64,
    },
}

/// Whether less or more of an objective is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Goal {
    /// Less is better.
    Minimize,
    /// More is better.
    Maximize,
}

/// An objective's value for one design: a number (infinite for a limit
/// that does not exist) and, where it is estimated, its 95 % half-width.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Value {
    /// The value (`f64::INFINITY` for an unbounded maximum).
    pub value: f64,
    /// For an estimate, its 95 % confidence half-width; `None` when exact.
    pub half_width: Option<f64>,
}

impl Value {
    /// An exact value.
    pub fn exact(value: f64) -> Value {
        Value {
            value,
            half_width: None,
        }
    }

    /// The lowest and highest value its interval allows (the value
    /// itself when exact).
    pub fn interval(self) -> (f64, f64) {
        let half = self.half_width.unwrap_or(0.0);
        (self.value - half, self.value + half)
    }
}

/// A name that is no objective.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} is not an objective: name one of {}", crate::quote::quoted(.0), Objective::NAMES.join(", "))]
pub struct ParseObjectiveError(pub String);

impl Objective {
    /// Every objective's name, `L` and `P` standing for a drought length
    /// and a piece letter.
    pub const NAMES: &'static [&'static str] = &[
        "drought.max",
        "drought.p_at_least.L",
        "repeat_probability",
        "flood.max",
        "guess_accuracy",
        "entropy_rate",
        "gap.variance",
        "game.per_piece.P.p_drought_at_least.L",
    ];

    /// The drought length this objective needs the exact answer to
    /// report, if any.
    pub fn drought_length(self) -> Option<u64> {
        match self {
            Objective::DroughtAtLeast(length)
            | Objective::GameDrought {
                at_least: length, ..
            } => Some(length),
            _ => None,
        }
    }

    /// Whether this objective names a piece (so renaming a bag's pieces
    /// may change it); every other objective pools the pieces.
    ///
    /// ```
    /// use tetrolab::analysis::frontier::Objective;
    /// assert!(!Objective::DroughtMax.names_a_piece());
    /// assert!("game.per_piece.I.p_drought_at_least.13".parse::<Objective>()?.names_a_piece());
    /// # Ok::<(), tetrolab::analysis::frontier::ParseObjectiveError>(())
    /// ```
    pub fn names_a_piece(self) -> bool {
        matches!(self, Objective::GameDrought { .. })
    }

    /// This objective's value in `exact`.
    ///
    /// The observer's values (guess accuracy, entropy rate) carry the
    /// half-width the exact answer gives when it estimates them.
    ///
    /// ```
    /// use tetrolab::analysis::exact::{analyze, Options};
    /// use tetrolab::analysis::frontier::Objective;
    /// let exact = analyze(&"7-bag".parse()?, &Options::default(), &tetrolab::work::Unwatched)?;
    /// assert_eq!(Objective::DroughtMax.read(&exact).value, 12.0);
    /// let memoryless = analyze(&"memoryless".parse()?, &Options::default(), &tetrolab::work::Unwatched)?;
    /// assert_eq!(Objective::FloodMax.read(&memoryless).value, f64::INFINITY);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Panics
    /// If `exact` was computed without this objective's drought length
    /// (ask for it with [`drought_length`](Objective::drought_length)).
    pub fn read(self, exact: &Exact) -> Value {
        let limit = |max: Option<u64>| Value::exact(max.map_or(f64::INFINITY, |m| m as f64));
        let observed = |value: f64, half: fn(&crate::analysis::exact::HalfWidths) -> f64| {
            let estimated = exact.observer.method == "estimated"
                && exact.guess_accuracy == exact.observer.guess_accuracy;
            Value {
                value,
                half_width: exact
                    .observer
                    .half_width_95
                    .filter(|_| estimated)
                    .as_ref()
                    .map(half),
            }
        };
        let asked = "the exact answer was asked for this drought length";
        match self {
            Objective::DroughtMax => limit(exact.drought.max),
            Objective::DroughtAtLeast(l) => {
                Value::exact(*exact.drought.p_at_least.get(&l).expect(asked))
            }
            Objective::RepeatProbability => Value::exact(exact.repeat_probability),
            Objective::FloodMax => limit(exact.flood.max),
            Objective::GuessAccuracy => observed(exact.guess_accuracy, |h| h.guess_accuracy),
            Objective::EntropyRate => observed(exact.entropy_rate, |h| h.entropy),
            Objective::GapVariance => Value::exact(exact.gap.variance),
            Objective::GameDrought { piece, at_least } => Value::exact(
                *exact.game.per_piece[piece]
                    .p_drought_at_least
                    .get(&at_least)
                    .expect(asked),
            ),
        }
    }
}

impl fmt::Display for Objective {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Objective::DroughtMax => f.write_str("drought.max"),
            Objective::DroughtAtLeast(l) => write!(f, "drought.p_at_least.{l}"),
            Objective::RepeatProbability => f.write_str("repeat_probability"),
            Objective::FloodMax => f.write_str("flood.max"),
            Objective::GuessAccuracy => f.write_str("guess_accuracy"),
            Objective::EntropyRate => f.write_str("entropy_rate"),
            Objective::GapVariance => f.write_str("gap.variance"),
            Objective::GameDrought { piece, at_least } => {
                write!(f, "game.per_piece.{piece}.p_drought_at_least.{at_least}")
            }
        }
    }
}

impl FromStr for Objective {
    type Err = ParseObjectiveError;

    fn from_str(text: &str) -> Result<Objective, ParseObjectiveError> {
        let bad = || ParseObjectiveError(text.to_owned());
        let length = |l: &str| l.parse::<u64>().ok().filter(|&l| l >= 1).ok_or_else(bad);
        let name = text.trim();
        let simple = [
            Objective::DroughtMax,
            Objective::RepeatProbability,
            Objective::FloodMax,
            Objective::GuessAccuracy,
            Objective::EntropyRate,
            Objective::GapVariance,
        ];
        if let Some(objective) = simple.into_iter().find(|o| o.to_string() == name) {
            return Ok(objective);
        }
        if let Some(l) = name.strip_prefix("drought.p_at_least.") {
            return Ok(Objective::DroughtAtLeast(length(l)?));
        }
        let rest = name.strip_prefix("game.per_piece.").ok_or_else(bad)?;
        let (letter, l) = rest.split_once(".p_drought_at_least.").ok_or_else(bad)?;
        let piece = letter.parse::<Piece>().map_err(|_| bad())?;
        Ok(Objective::GameDrought {
            piece,
            at_least: length(l)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for name in [
            "drought.max",
            "drought.p_at_least.13",
            "repeat_probability",
            "flood.max",
            "guess_accuracy",
            "entropy_rate",
            "gap.variance",
            "game.per_piece.I.p_drought_at_least.13",
        ] {
            assert_eq!(name.parse::<Objective>().unwrap().to_string(), name);
        }
        for bad in [
            "drought",
            "drought.p_at_least.0",
            "game.per_piece.X.p_drought_at_least.3",
            "flood",
        ] {
            assert!(bad.parse::<Objective>().is_err(), "{bad}");
        }
    }
}
