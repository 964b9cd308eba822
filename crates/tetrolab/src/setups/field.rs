//! The field a setup starts from: 10 columns and 24 rows, as
//! solution-finder's `cover` sees a board.

use std::fmt;

use crate::notation::fumen;

/// A board of 10 columns and 24 rows, each row a bit mask (bit x is
/// column x, from the left; row 0 is the bottom). Cells are only filled
/// or empty: which piece filled them does not matter to a setup.
///
/// ```
/// use tetrolab::setups::Field;
/// let field = Field::from_rows(&["X_________", "XXXXXX____"]).unwrap();
/// assert!(field.is_filled(0, 1) && field.is_filled(5, 0) && !field.is_filled(6, 0));
/// assert_eq!(field.blocks(), 7);
/// assert_eq!(field.to_string(), "X_________\nXXXXXX____\n");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Field {
    rows: [u16; 24],
}

/// Text that is no field: a row wider than 10 columns, or more than 24
/// rows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    /// A row of more than 10 cells.
    #[error("row {row} from the top has {cells} cells: a field is 10 cells wide")]
    TooWide {
        /// The row, from 1 at the top of the text.
        row: usize,
        /// Its cells.
        cells: usize,
    },
    /// More than 24 rows.
    #[error("the field has {rows} rows: a field is at most 24 rows high")]
    TooTall {
        /// How many rows.
        rows: usize,
    },
}

impl Field {
    /// Columns.
    pub const WIDTH: u8 = 10;
    /// Rows.
    pub const HEIGHT: u8 = 24;
    /// A full row's mask.
    pub const FULL_ROW: u16 = (1 << 10) - 1;
    /// The empty field.
    pub const EMPTY: Field = Field { rows: [0; 24] };

    /// A field from text rows, top row first and bottom-aligned (the last
    /// row is row 0), as sfinder's field files write it: `_` and space are
    /// empty, any other character is filled; a short row is empty past
    /// its end.
    ///
    /// # Errors
    /// A row longer than 10 cells, or more than 24 rows.
    pub fn from_rows(rows: &[&str]) -> Result<Field, FieldError> {
        if rows.len() > usize::from(Field::HEIGHT) {
            return Err(FieldError::TooTall { rows: rows.len() });
        }
        let mut field = Field::EMPTY;
        for (i, text) in rows.iter().enumerate() {
            let cells = text.chars().count();
            if cells > usize::from(Field::WIDTH) {
                return Err(FieldError::TooWide { row: i + 1, cells });
            }
            let y = rows.len() - 1 - i;
            for (x, c) in text.chars().enumerate() {
                if c != '_' && c != ' ' {
                    field.rows[y] |= 1 << x;
                }
            }
        }
        Ok(field)
    }

    /// Whether the cell at column `x`, row `y` is filled (cells outside
    /// the field are empty).
    pub fn is_filled(&self, x: u8, y: u8) -> bool {
        x < Field::WIDTH
            && self
                .rows
                .get(usize::from(y))
                .is_some_and(|row| row & (1 << x) != 0)
    }

    /// Fills the cell at column `x`, row `y`; false (and nothing changes)
    /// outside the field.
    pub fn fill(&mut self, x: u8, y: u8) -> bool {
        match self.rows.get_mut(usize::from(y)) {
            Some(row) if x < Field::WIDTH => {
                *row |= 1 << x;
                true
            }
            _ => false,
        }
    }

    /// Row `y` as a mask (0 outside the field).
    pub fn row(&self, y: u8) -> u16 {
        self.rows.get(usize::from(y)).copied().unwrap_or(0)
    }

    /// How many cells are filled.
    pub fn blocks(&self) -> u32 {
        self.rows.iter().map(|r| r.count_ones()).sum()
    }

    /// The full rows, as a mask (bit y for row y).
    pub fn full_rows(&self) -> u32 {
        (0..Field::HEIGHT)
            .filter(|&y| self.row(y) == Field::FULL_ROW)
            .fold(0, |mask, y| mask | 1 << y)
    }

    /// The field flipped left to right (column x to 9 − x).
    pub fn mirrored(&self) -> Field {
        let mut field = Field::EMPTY;
        for (mirrored, row) in field.rows.iter_mut().zip(self.rows) {
            *mirrored = row.reverse_bits() >> (16 - Field::WIDTH);
        }
        field
    }
}

/// A fumen page's field: its 23 rows, filled wherever a cell holds any
/// colour; the garbage row below is not part of it.
impl From<&fumen::Field> for Field {
    fn from(page: &fumen::Field) -> Field {
        let mut field = Field::EMPTY;
        for y in 0..fumen::Field::HEIGHT {
            for x in 0..fumen::Field::WIDTH {
                if page.get(x, y).is_filled() {
                    field.fill(x as u8, y as u8);
                }
            }
        }
        field
    }
}

/// The rows from the highest filled one down to row 0, `X` filled and `_`
/// empty, one line each (nothing for an empty field).
impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = self.rows.iter().rposition(|&r| r != 0).map_or(0, |y| y + 1);
        for row in self.rows[..top].iter().rev() {
            let line: String = (0..Field::WIDTH)
                .map(|x| if row & (1 << x) != 0 { 'X' } else { '_' })
                .collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_bottom_aligned() {
        let field = Field::from_rows(&["XX", "XXXXXXXXXX", ""]).unwrap();
        assert_eq!(field.row(0), 0);
        assert_eq!(field.row(1), Field::FULL_ROW);
        assert_eq!(field.row(2), 0b11);
        assert_eq!(field.full_rows(), 0b10);
        assert_eq!(
            Field::from_rows(&["XXXXXXXXXXX"]),
            Err(FieldError::TooWide { row: 1, cells: 11 })
        );
        assert_eq!(
            Field::from_rows(&["X"; 25]),
            Err(FieldError::TooTall { rows: 25 })
        );
    }

    #[test]
    fn mirroring_flips_columns() {
        let field = Field::from_rows(&["X________X", "XX___X____"]).unwrap();
        let mirrored = field.mirrored();
        assert_eq!(mirrored.to_string(), "X________X\n____X___XX\n");
        assert_eq!(mirrored.mirrored(), field);
    }

    #[test]
    fn cells_outside_are_empty_and_cannot_be_filled() {
        let mut field = Field::EMPTY;
        assert!(!field.fill(10, 0));
        assert!(!field.fill(0, 24));
        assert!(field.fill(9, 23));
        assert!(field.is_filled(9, 23) && !field.is_filled(10, 23) && !field.is_filled(9, 24));
        assert_eq!(field.blocks(), 1);
    }
}
