//! Why a perfect clear cannot be asked for.

use crate::play::RulesError;

/// A perfect clear that cannot be asked for, or rules that cannot be
/// followed.
///
/// ```
/// use tetrolab::play::Field;
/// use tetrolab::setups::PerfectClear;
/// let err = PerfectClear::new(&Field::new(24)?, 25).unwrap_err();
/// assert_eq!(err.to_string(), "a perfect clear clears 1 to 24 lines, not 25");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PcError {
    /// Lines outside 1 to [`PerfectClear::MAX_LINES`](super::PerfectClear::MAX_LINES).
    #[error("a perfect clear clears 1 to {max} lines, not {0}", max = super::PerfectClear::MAX_LINES)]
    Lines(u64),
    /// A filled cell above the lines to clear.
    #[error(
        "row {row} (from 0 at the floor) has filled cells, above the {lines} lines to clear: clear more lines, or give a field without them"
    )]
    Above {
        /// The lowest such row.
        row: u8,
        /// The lines to clear.
        lines: u8,
    },
    /// Empty cells that pieces of 4 cells cannot fill exactly.
    #[error(
        "the lines to clear have {0} empty cells, not a multiple of 4: no number of pieces fills them; change the lines to clear"
    )]
    Cells(u32),
    /// Rules that cannot be followed.
    #[error(transparent)]
    Rules(#[from] RulesError),
}
