//! The errors a command can end with, and their exit codes.

use tetrolab::analysis::exact::ExactError;
use tetrolab::analysis::{ReadError, SweepError};
use tetrolab::randomizer::Halt;
use tetrolab::{Dealing, SpecError};

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
    /// Bad input of another kind, with what to do (exit 2).
    #[error("{0}")]
    Usage(String),
    /// Writing the output failed (exit 1; a broken pipe exits 0 quietly).
    #[error("writing output: {0}")]
    Io(#[from] std::io::Error),
    /// A check failed: the input is read but not valid (exit 1).
    #[error("{0}")]
    Failed(String),
}

impl CliError {
    /// Bad input: more pieces than `dealing`'s source deals before it
    /// stops at `halt` (exit 2), with the count that runs.
    pub fn halted(dealing: &Dealing, halt: &Halt) -> CliError {
        let most = halt.piece - 1;
        CliError::Usage(format!(
            "{} on {} from seed {} stops before piece {}: {}; ask for at most {most} piece{} (-n {most}){}",
            dealing.spec(),
            dealing.generator(),
            dealing.seed(),
            halt.piece,
            halt.reason,
            if most == 1 { "" } else { "s" },
            if dealing.spec().warnings().is_empty() {
                ""
            } else {
                ", or a denominator of at least 1"
            }
        ))
    }

    /// Refuses a run split into streams (`(k, count)`: batches, games)
    /// if one would deal past where its source stops (seed 002's script
    /// below denominator 1), naming the stream's seed and the piece.
    pub fn refuse_halts(
        dealing: &Dealing,
        streams: impl IntoIterator<Item = (u64, u64)>,
    ) -> Result<(), CliError> {
        match dealing.first_halt(streams) {
            None => Ok(()),
            Some((stream, halt)) => Err(CliError::Usage(format!(
                "{} on {}: the stream seeded {} stops before piece {}: {}; seed 002's script cannot deal that far, so this run is refused (use a denominator of at least 1, or `gen` and `trace`, which deal up to the stop)",
                dealing.spec(),
                dealing.generator(),
                stream.seed(),
                halt.piece,
                halt.reason
            ))),
        }
    }

    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Exact(ExactError::NotConverged(_))
            | CliError::Read(ReadError::NoChain(ExactError::NotConverged(_))) => 1,
            CliError::Spec(_)
            | CliError::Sweep(_)
            | CliError::Usage(_)
            | CliError::Exact(_)
            | CliError::Read(_) => 2,
            CliError::Io(_) | CliError::Failed(_) => 1,
        }
    }
}
