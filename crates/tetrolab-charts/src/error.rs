//! Why a chart or page could not be made.

use tetrolab::analysis::{RunError, SweepError};
use tetrolab::request::CallError;
use tetrolab::spelling::{Spelled, Spelling};
use tetrolab::work::Stopped;
use tetrolab::{Halted, SpecError};

impl From<RunError> for ChartError {
    fn from(error: RunError) -> ChartError {
        match error {
            RunError::Halted(halted) => ChartError::Halted(halted),
            RunError::Stopped(stopped) => ChartError::Stopped(stopped),
        }
    }
}

impl From<CallError> for ChartError {
    /// A library call's failure, kept as the chart's own kind where it has
    /// one (so a stop is still a stop to the face).
    fn from(error: CallError) -> ChartError {
        match error {
            CallError::Stopped(stopped) => ChartError::Stopped(stopped),
            CallError::Halted(halted) => ChartError::Halted(halted),
            CallError::Sweep(sweep) => ChartError::Sweep(sweep),
            other => ChartError::Call(other),
        }
    }
}

/// Why a chart or a page could not be made: all bad input.
#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    /// A spec, generator or seed that does not work.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// A sweep template that does not work.
    #[error(transparent)]
    Sweep(#[from] SweepError),
    /// A run that would deal past where its source stops.
    #[error(transparent)]
    Halted(#[from] Halted),
    /// The work was stopped, as the face's watch asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
    /// A library request the chart is drawn from (the frontier's) that
    /// could not be answered.
    #[error("{}", .0.message(Spelling::CLI))]
    Call(CallError),
    /// A question the chart cannot answer, with what to ask instead.
    #[error("{0}")]
    Question(String),
    /// Games longer than a chart of games follows.
    #[error("{}", self.message(Spelling::CLI))]
    LongGame {
        /// The longest game asked for.
        max_length: u64,
        /// The longest a chart follows.
        most: u64,
    },
}

impl Spelled for ChartError {
    /// The message, naming options as `spelling` spells them (a refused
    /// run's count and seed, a spec's generator, the longest game).
    fn message(&self, spelling: Spelling) -> String {
        match self {
            ChartError::Spec(error) => error.message(spelling),
            ChartError::Sweep(error) => error.message(spelling),
            ChartError::Halted(halted) => halted.message(spelling),
            ChartError::Call(error) => error.message(spelling),
            ChartError::LongGame { max_length, most } => format!(
                "{} is longer than a chart of games needs: use at most {most} pieces",
                Spelling::set(spelling.max_length, max_length)
            ),
            other => other.to_string(),
        }
    }
}
