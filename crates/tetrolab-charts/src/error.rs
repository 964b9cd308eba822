//! Why a chart or page could not be made.

use tetrolab::analysis::{RunError, SweepError};
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
    /// A question the chart cannot answer, with what to ask instead.
    #[error("{0}")]
    Question(String),
}
