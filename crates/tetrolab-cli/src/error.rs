//! The errors a command can end with, and their exit codes.

use tetrolab::analysis::exact::ExactError;
use tetrolab::analysis::{ReadError, SweepError};
use tetrolab::request::{CallError, Ending, RequestError};
use tetrolab::results::PredictError;
use tetrolab::spelling::Spelled;
use tetrolab::{Halted, SpecError};

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad input: a spec, generator or seed that does not work (exit 2).
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// Bad input: a sweep template that does not work (exit 2).
    #[error(transparent)]
    Sweep(#[from] SweepError),
    /// No exact answers: refused or too large (exit 2), or not settled
    /// (exit 1).
    #[error(transparent)]
    Exact(#[from] ExactError),
    /// No likelihood for observed pieces: as `Exact`.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// No prediction: as `Read`, or pieces the randomizer cannot deal
    /// (exit 2).
    #[error(transparent)]
    Predict(#[from] tetrolab::results::PredictError),
    /// Bad input of another kind, with what to do (exit 2).
    #[error("{0}")]
    Usage(String),
    /// Writing the output failed (exit 1; a broken pipe exits 0 quietly).
    #[error("writing output: {0}")]
    Io(#[from] std::io::Error),
    /// Bad input: more pieces than the source deals before it stops
    /// (exit 2).
    #[error("{}", .0.message(tetrolab::spelling::Spelling::CLI))]
    Halted(#[from] Halted),
    /// Stopped by Ctrl-C (exit 130, as a shell reports an interrupt).
    #[error("{0}")]
    Stopped(#[from] tetrolab::work::Stopped),
    /// Bad input to a chart or page (exit 2).
    #[error("{}", chart_message(.0))]
    Chart(#[from] tetrolab_charts::ChartError),
    /// A check failed: the input is read but not valid (exit 1).
    #[error("{0}")]
    Failed(String),
    /// A library request refused or stopped (exit as its ending says).
    #[error("{}", .0.message(tetrolab::spelling::Spelling::CLI))]
    Call(Box<CallError>),
}

impl From<CallError> for CliError {
    fn from(error: CallError) -> CliError {
        CliError::Call(Box::new(error))
    }
}

impl From<RequestError> for CliError {
    fn from(error: RequestError) -> CliError {
        CliError::from(CallError::from(error))
    }
}

impl CliError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Chart(tetrolab_charts::ChartError::Stopped(_)) => 130,
            CliError::Exact(ExactError::NotConverged(_))
            | CliError::Read(ReadError::NoChain(ExactError::NotConverged(_)))
            | CliError::Predict(PredictError::Read(ReadError::NoChain(
                ExactError::NotConverged(_),
            ))) => 1,
            CliError::Spec(_)
            | CliError::Halted(_)
            | CliError::Chart(_)
            | CliError::Sweep(_)
            | CliError::Usage(_)
            | CliError::Exact(_)
            | CliError::Read(_)
            | CliError::Predict(_) => 2,
            CliError::Io(_) | CliError::Failed(_) => 1,
            CliError::Call(call) => match call.ending() {
                Ending::BadInput => 2,
                Ending::Failed => 1,
                Ending::Stopped => 130,
            },
            CliError::Stopped(_) => 130,
        }
    }
}

impl From<tetrolab::analysis::RunError> for CliError {
    fn from(error: tetrolab::analysis::RunError) -> CliError {
        match error {
            tetrolab::analysis::RunError::Halted(halted) => CliError::Halted(halted),
            tetrolab::analysis::RunError::Stopped(stopped) => CliError::Stopped(stopped),
        }
    }
}

/// A chart's error in the command line's words (a refused run names
/// `-n` and `--seed` as this face spells them).
fn chart_message(error: &tetrolab_charts::ChartError) -> String {
    error.message(tetrolab::spelling::Spelling::CLI)
}
