//! Why a request is refused: one sentence saying what is wrong and what
//! to do, naming options as the face that shows it spells them.

use std::fmt;

use crate::SpecError;
use crate::analysis::{ParseMetricError, PartError, SweepError};
use crate::input::TooLong;
use crate::quote::quoted;
use crate::results::TraceError;
use crate::spelling::{Spelled, Spelling};

/// A request refused before any work.
///
/// ```
/// use tetrolab::request::{Options, Given, StatsRequest};
/// use tetrolab::spelling::{Spelled, Spelling};
/// let mut options = Options::default();
/// options.set("spec", Given::Text("7-bag".into())).set("count", Given::number(-5));
/// let refused = StatsRequest::from_options(&options).unwrap_err();
/// let sentence = "not a whole number: write one such as 1000, 1_000_000 or 1e9";
/// assert_eq!(refused.message(Spelling::PYTHON), format!("count=-5: {sentence}"));
/// assert_eq!(refused.message(Spelling::CLI), format!("-n -5: {sentence}"));
/// ```
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RequestError {
    /// An option's value does not do.
    #[error("{}", self.message(Spelling::CLI))]
    Value {
        /// The option, by its request name (`count`, `game_length`).
        option: &'static str,
        /// The value as given.
        given: String,
        /// What is wrong with it and what to give instead.
        reason: String,
    },
    /// An option given as blank text (`--seed ''`): refused rather than
    /// read as not given, so an empty field never quietly means the
    /// default.
    #[error("{}", self.message(Spelling::CLI))]
    Blank {
        /// The option, by its request name.
        option: &'static str,
    },
    /// An option whose text runs past the bound on its kind of text
    /// (pieces past [`Text::Pieces`](crate::input::Text::Pieces)'s).
    #[error("{}", self.message(Spelling::CLI))]
    TooLong {
        /// The option, by its request name.
        option: &'static str,
        /// The bound it runs past.
        bound: TooLong,
    },
    /// An option the call does not take.
    #[error("{}", self.message(Spelling::CLI))]
    Unknown {
        /// The option as given.
        option: String,
        /// What the call does, for the message (`stats`).
        call: &'static str,
        /// The option it was probably meant to be.
        nearest: Option<&'static str>,
    },
    /// An option that means something only beside another one.
    #[error("{}", self.message(Spelling::CLI))]
    Needs {
        /// The option given.
        option: &'static str,
        /// The option it needs.
        needs: &'static str,
    },
    /// Two options that do not go together.
    #[error("{}", self.message(Spelling::CLI))]
    Conflict {
        /// The option given.
        option: &'static str,
        /// The option it does not go with.
        with: &'static str,
    },
    /// A needed option not given.
    #[error("{}", self.message(Spelling::CLI))]
    Missing {
        /// The option.
        option: &'static str,
        /// What it is, in words (`the randomizer`).
        what: &'static str,
    },
    /// A spec that does not parse or cannot run, or a seed its
    /// generator refuses.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// A sweep template that does not make a grid.
    #[error(transparent)]
    Sweep(SweepError),
    /// A name that is no metric.
    #[error(transparent)]
    Metric(#[from] ParseMetricError),
    /// A trace longer than a trace holds.
    #[error(transparent)]
    Trace(TraceError),
    /// A part of a run that cannot be measured as asked.
    #[error(transparent)]
    Part(PartError),
}

impl RequestError {
    /// `option` given as blank text.
    ///
    /// ```
    /// use tetrolab::request::RequestError;
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// let blank = RequestError::blank("seed");
    /// let advice = "empty: give a value, or leave the option out for its default";
    /// assert_eq!(blank.message(Spelling::CLI), format!("--seed '': {advice}"));
    /// assert_eq!(blank.message(Spelling::PYTHON), format!("seed='': {advice}"));
    /// ```
    pub fn blank(option: &'static str) -> Self {
        RequestError::Blank { option }
    }

    /// `option`'s value `given` refused because of `reason`.
    pub fn value(
        option: &'static str,
        given: impl fmt::Display,
        reason: impl Into<String>,
    ) -> Self {
        RequestError::Value {
            option,
            given: given.to_string(),
            reason: reason.into(),
        }
    }
}

impl Spelled for RequestError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            RequestError::Value {
                option,
                given,
                reason,
            } => {
                let shown = if given.chars().count() > 60 {
                    quoted(given)
                } else {
                    given.clone()
                };
                format!(
                    "{}: {reason}",
                    Spelling::set(&spelling.option(option), shown)
                )
            }
            RequestError::Blank { option } => format!(
                "{}: empty: give a value, or leave the option out for its default",
                Spelling::set(&spelling.option(option), "''")
            ),
            RequestError::TooLong { option, bound } => format!(
                "{} is too long: {bound}",
                spelling.option(option).trim_end()
            ),
            RequestError::Unknown {
                option,
                call,
                nearest,
            } => {
                let hint = nearest.map_or_else(String::new, |n| {
                    format!(" (did you mean {}?)", spelling.option(n).trim_end())
                });
                format!(
                    "{} is not an option of {call}{hint}",
                    quoted(spelling.option(option).trim_end())
                )
            }
            RequestError::Needs { option, needs } => format!(
                "{} means something only with {}: give both, or leave it out",
                spelling.option(option).trim_end(),
                spelling.option(needs).trim_end()
            ),
            RequestError::Conflict { option, with } => format!(
                "{} and {} do not go together: give one of them",
                spelling.option(option).trim_end(),
                spelling.option(with).trim_end()
            ),
            RequestError::Missing { option, what } => format!(
                "no {what} given: give {}",
                spelling.option(option).trim_end()
            ),
            RequestError::Spec(error) => error.message(spelling),
            RequestError::Sweep(error) => error.message(spelling),
            RequestError::Metric(error) => error.message(spelling),
            RequestError::Trace(error) => error.message(spelling),
            RequestError::Part(error) => error.message(spelling),
        }
    }
}
