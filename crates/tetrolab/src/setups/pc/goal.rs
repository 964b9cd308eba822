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
        let lines = Self::check_lines(u64::from(lines))?;
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

    /// `lines` as a number of lines to clear, if it is one: 1 to
    /// [`PerfectClear::MAX_LINES`]. Faces read a whole number of any size
    /// and ask here, so that 300 is refused as 300 rather than cut short.
    ///
    /// ```
    /// use tetrolab::setups::PerfectClear;
    /// assert_eq!(PerfectClear::check_lines(4), Ok(4));
    /// let err = PerfectClear::check_lines(300).unwrap_err();
    /// assert_eq!(err.to_string(), "a perfect clear clears 1 to 24 lines, not 300");
    /// ```
    ///
    /// # Errors
    /// 0 or more than [`PerfectClear::MAX_LINES`].
    pub fn check_lines(lines: u64) -> Result<u8, PcError> {
        u8::try_from(lines)
            .ok()
            .filter(|l| (1..=Self::MAX_LINES).contains(l))
            .ok_or(PcError::Lines(lines))
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
