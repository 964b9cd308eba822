//! The goal of a perfect clear: the field's bottom rows, with the full
//! ones taken out first, and how many pieces fill them.

use super::error::PcError;
use super::stack::Stack;
use crate::play::Field;

/// A perfect clear to make: clear the bottom `lines` rows of a field
/// completely (solution-finder's `percent`, docs/sources.md §14).
///
/// Rows among them that are already full are cleared first and lower the
/// goal; the empty cells left must be a multiple of 4, and a quarter of
/// them is the number of pieces placed ([`PerfectClear::pieces`]).
///
/// ```
/// use tetrolab::play::Field;
/// use tetrolab::setups::PerfectClear;
/// let field = Field::from_text("
///     XXXXXX____
///     XXXXXXXXXX
///     XXXXXX____
/// ", 24)?;
/// let goal = PerfectClear::new(&field, 3)?;
/// assert_eq!((goal.lines(), goal.pieces()), (2, 2)); // the full row is cleared first
/// assert!(PerfectClear::new(&field, 4).is_err()); // 18 empty cells
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PerfectClear {
    start: Stack,
    pieces: usize,
}

impl PerfectClear {
    /// The most lines a perfect clear may clear.
    pub const MAX_LINES: u8 = Stack::ROWS;

    /// The goal of clearing the bottom `lines` rows of `field`.
    ///
    /// # Errors
    /// `lines` of 0 or above [`PerfectClear::MAX_LINES`], filled cells above
    /// the lines, or empty cells that are not a multiple of 4.
    pub fn new(field: &Field, lines: u8) -> Result<PerfectClear, PcError> {
        if !(1..=Self::MAX_LINES).contains(&lines) {
            return Err(PcError::Lines(lines));
        }
        if let Some(row) = (lines..field.height()).find(|&y| field.row(y) != 0) {
            return Err(PcError::Above { row, lines });
        }
        let kept: Vec<u16> = (0..lines)
            .map(|y| field.row(y))
            .filter(|&row| row != Field::FULL_ROW)
            .collect();
        let empty: u32 = kept.iter().map(|row| 10 - row.count_ones()).sum();
        if !empty.is_multiple_of(4) {
            return Err(PcError::Cells(empty));
        }
        let mut start = Stack::EMPTY;
        start.rows[..kept.len()].copy_from_slice(&kept);
        start.lines = kept.len() as u8;
        Ok(PerfectClear {
            start,
            pieces: empty as usize / 4,
        })
    }

    /// The lines left to clear once the full rows are out.
    pub fn lines(&self) -> u8 {
        self.start.lines
    }

    /// How many pieces the clear places.
    pub fn pieces(&self) -> usize {
        self.pieces
    }

    /// The field the pieces start on ([`PerfectClear::MAX_LINES`] rows high,
    /// the full rows taken out).
    pub fn field(&self) -> Field {
        self.start.field()
    }

    /// The state the search starts from.
    pub(super) fn start(&self) -> Stack {
        self.start
    }
}
