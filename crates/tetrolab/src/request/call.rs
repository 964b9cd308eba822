//! Why a call made from a request gave no answer: refused up front, or
//! stopped on the way. Every face maps this one type to its own ending
//! (an exit code, an exception, a thrown `Error`).

use crate::Halted;
use crate::analysis::exact::ExactError;
use crate::analysis::{PartError, ReadError, RunError, SweepError};
use crate::results::{PredictError, SeedsAskError, TraceError};
use crate::spelling::{Spelled, Spelling};
use crate::work::Stopped;

use super::refusal::RequestError;

/// Why a call gave no answer.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CallError {
    /// The request was refused before any work.
    #[error(transparent)]
    Refused(#[from] RequestError),
    /// The run would deal past where its source stops.
    #[error("{}", .0.message(Spelling::CLI))]
    Halted(#[from] Halted),
    /// Stopped, as the face asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
    /// No exact answer.
    #[error(transparent)]
    Exact(#[from] ExactError),
    /// Observed pieces could not be read with a chain.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// No prediction.
    #[error(transparent)]
    Predict(#[from] PredictError),
    /// A sweep that cannot run.
    #[error(transparent)]
    Sweep(#[from] SweepError),
    /// A part of a run that cannot be measured.
    #[error(transparent)]
    Part(#[from] PartError),
    /// A seed search that cannot run.
    #[error(transparent)]
    Seeds(#[from] SeedsAskError),
    /// A trace that cannot run.
    #[error(transparent)]
    Trace(#[from] TraceError),
    /// Odds that cannot be worked out (pieces before that the randomizer
    /// cannot deal, or a stationary law that does not settle).
    #[error(transparent)]
    Odds(crate::analysis::exact::OddsError),
}

/// How a call ended without an answer, for a face to choose its exit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The input cannot be served (the command line's exit 2).
    BadInput,
    /// The input was fine, the work did not succeed (exit 1).
    Failed,
    /// Stopped, as asked (exit 130).
    Stopped,
}

impl CallError {
    /// How the call ended.
    ///
    /// ```
    /// use tetrolab::request::{CallError, Ending};
    /// use tetrolab::work::Stopped;
    /// assert_eq!(CallError::Stopped(Stopped).ending(), Ending::Stopped);
    /// ```
    pub fn ending(&self) -> Ending {
        let exact = match self {
            CallError::Stopped(_)
            | CallError::Part(PartError::Stopped(_))
            | CallError::Seeds(SeedsAskError::Search(crate::analysis::SeedsError::Stopped(_))) => {
                return Ending::Stopped;
            }
            CallError::Exact(e) => Some(e),
            CallError::Read(ReadError::NoChain(e))
            | CallError::Predict(PredictError::Read(ReadError::NoChain(e))) => Some(e),
            _ => None,
        };
        match exact {
            Some(ExactError::Stopped(_)) => Ending::Stopped,
            Some(ExactError::NotConverged(_)) => Ending::Failed,
            _ if matches!(
                self,
                CallError::Odds(crate::analysis::exact::OddsError::NotConverged(_))
            ) =>
            {
                Ending::Failed
            }
            _ => Ending::BadInput,
        }
    }
}

impl From<RunError> for CallError {
    fn from(error: RunError) -> CallError {
        match error {
            RunError::Halted(halted) => CallError::Halted(halted),
            RunError::Stopped(stopped) => CallError::Stopped(stopped),
        }
    }
}

impl Spelled for CallError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            CallError::Refused(e) => e.message(spelling),
            CallError::Halted(e) => e.message(spelling),
            CallError::Stopped(e) => e.to_string(),
            CallError::Exact(e) => e.message(spelling),
            CallError::Read(e) => e.message(spelling),
            CallError::Predict(e) => e.message(spelling),
            CallError::Sweep(e) => e.message(spelling),
            CallError::Part(e) => e.message(spelling),
            CallError::Seeds(e) => e.message(spelling),
            CallError::Trace(e) => e.message(spelling),
            CallError::Odds(e) => e.to_string(),
        }
    }
}
