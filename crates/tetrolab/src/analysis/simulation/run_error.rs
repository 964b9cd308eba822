//! Why a simulation gave no result.

use crate::Halted;
use crate::work::Stopped;

/// Why a simulation gave no result: refused before it dealt a piece (it
/// would deal past where its source stops), or stopped by its
/// [`Watch`](crate::work::Watch) while it dealt.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    /// Refused before any work.
    #[error(transparent)]
    Halted(#[from] Halted),
    /// Stopped, as asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}
