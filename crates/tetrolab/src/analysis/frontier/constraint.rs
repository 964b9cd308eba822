//! `--where`: a bound on one objective a design must meet to be
//! considered, such as `drought.max<=14`.

use std::fmt;
use std::str::FromStr;

use super::objective::{Objective, ParseObjectiveError};

/// How a value is compared with a bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Comparison {
    /// `<`
    Below,
    /// `<=`
    AtMost,
    /// `>`
    Above,
    /// `>=`
    AtLeast,
    /// `=`
    Equal,
}

impl Comparison {
    /// Operators, longest first, so `<=` is read before `<`.
    const OPERATORS: [(&'static str, Comparison); 5] = [
        ("<=", Comparison::AtMost),
        (">=", Comparison::AtLeast),
        ("<", Comparison::Below),
        (">", Comparison::Above),
        ("=", Comparison::Equal),
    ];

    fn symbol(self) -> &'static str {
        Self::OPERATORS
            .iter()
            .find(|(_, c)| *c == self)
            .map(|(s, _)| *s)
            .expect("every comparison has a symbol")
    }
}

/// One bound: an objective, a comparison and a number. An unbounded
/// maximum is infinite, so `drought.max<=14` leaves out designs whose
/// droughts have no limit. An estimated value is compared as estimated
/// (its interval is not widened into the bound).
///
/// ```
/// use tetrolab::analysis::frontier::Constraint;
/// let bound: Constraint = "drought.max<=14".parse()?;
/// assert!(bound.holds(12.0));
/// assert!(!bound.holds(f64::INFINITY));
/// assert_eq!(bound.to_string(), "drought.max<=14");
/// # Ok::<(), tetrolab::analysis::frontier::ParseConstraintError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Constraint {
    /// What is bounded.
    pub objective: Objective,
    /// How.
    pub comparison: Comparison,
    /// The bound.
    pub bound: f64,
}

/// A `--where` that does not read as `OBJECTIVE<=NUMBER`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseConstraintError {
    /// No operator, or no number after it.
    #[error(
        "{} is not a bound: write OBJECTIVE then <=, <, >=, > or = then a number, e.g. drought.max<=14",
        crate::quote::quoted(.0)
    )]
    Malformed(String),
    /// The left side names no objective.
    #[error(transparent)]
    Objective(#[from] ParseObjectiveError),
}

impl Constraint {
    /// Whether `value` meets the bound.
    pub fn holds(&self, value: f64) -> bool {
        match self.comparison {
            Comparison::Below => value < self.bound,
            Comparison::AtMost => value <= self.bound,
            Comparison::Above => value > self.bound,
            Comparison::AtLeast => value >= self.bound,
            Comparison::Equal => value == self.bound,
        }
    }
}

impl fmt::Display for Constraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.objective,
            self.comparison.symbol(),
            self.bound
        )
    }
}

impl FromStr for Constraint {
    type Err = ParseConstraintError;

    fn from_str(text: &str) -> Result<Constraint, ParseConstraintError> {
        let malformed = || ParseConstraintError::Malformed(text.to_owned());
        let (at, symbol, comparison) = Comparison::OPERATORS
            .iter()
            .filter_map(|&(symbol, comparison)| {
                text.find(symbol).map(|at| (at, symbol, comparison))
            })
            .min_by_key(|&(at, symbol, _)| (at, usize::MAX - symbol.len()))
            .ok_or_else(malformed)?;
        let objective = text[..at].trim().parse()?;
        let bound = text[at + symbol.len()..]
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|b| !b.is_nan())
            .ok_or_else(malformed)?;
        Ok(Constraint {
            objective,
            comparison,
            bound,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_read_and_hold() {
        let below: Constraint = "repeat_probability < 0.1".parse().unwrap();
        assert_eq!(below.comparison, Comparison::Below);
        assert!(below.holds(0.05) && !below.holds(0.1));
        let least: Constraint = "guess_accuracy>=0.3".parse().unwrap();
        assert_eq!(least.comparison, Comparison::AtLeast);
        assert!(least.holds(0.3) && !least.holds(0.29));
        let equal: Constraint = "flood.max=2".parse().unwrap();
        assert!(equal.holds(2.0) && !equal.holds(3.0));
        assert!(matches!(
            "drought.max".parse::<Constraint>(),
            Err(ParseConstraintError::Malformed(_))
        ));
        assert!(matches!(
            "drought<=3".parse::<Constraint>(),
            Err(ParseConstraintError::Objective(_))
        ));
        assert!("drought.max<=many".parse::<Constraint>().is_err());
    }
}
