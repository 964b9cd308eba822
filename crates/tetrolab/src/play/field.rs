//! The board pieces move on: 10 columns, each row a bitmask.

use std::fmt;

use super::lines::Lines;
use super::placement::Placement;

/// The number of columns.
pub const WIDTH: i8 = 10;

/// A board of 10 columns and 1 to [`Field::MAX_HEIGHT`] rows, each row a
/// bitmask (bit `x` for column `x`, row 0 at the floor).
///
/// Outside it, columns left of 0 and right of 9 are walls and rows below 0
/// the floor: filled. Rows at and above its height are open sky: empty, as
/// solution-finder treats the cells above its 24-row field (a piece entering
/// from above passes through them). [`Entry::Spawn`](super::Entry) reads the
/// field as the game's whole matrix instead, with nothing above it.
///
/// ```
/// use tetrolab::play::Field;
/// let mut field = Field::from_text("X________X\nXXXXXXXXXX", 24)?;
/// assert!(field.is_filled(0, 1) && !field.is_filled(1, 1));
/// assert!(field.is_filled(-1, 5) && !field.is_filled(3, 30));
/// let cleared = field.clear_lines();
/// assert_eq!(cleared.iter().collect::<Vec<_>>(), [0]);
/// assert_eq!(field.to_string(), "X________X\n");
/// # Ok::<(), tetrolab::play::FieldTextError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Field {
    rows: [u16; Field::MAX_HEIGHT as usize],
    height: u8,
}

/// A field height outside 1 to [`Field::MAX_HEIGHT`].
///
/// ```
/// use tetrolab::play::Field;
/// assert_eq!(
///     Field::new(0).unwrap_err().to_string(),
///     "a field is 1 to 64 rows high, not 0"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a field is 1 to {max} rows high, not {0}", max = Field::MAX_HEIGHT)]
pub struct FieldHeightError(pub u8);

/// Why a placement cannot be put on a field.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Field, PutError, Placement, Rotation};
/// let mut field = Field::new(4)?;
/// let high = Placement::new(Piece::I, Rotation::Left, 0, 3);
/// assert_eq!(field.put(&high), Err(PutError::Outside));
/// # Ok::<(), tetrolab::play::FieldHeightError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PutError {
    /// A cell lies outside the field (past a wall, below the floor or above
    /// the top row).
    #[error("the piece reaches outside the field")]
    Outside,
    /// A cell is already filled.
    #[error("the piece overlaps filled cells")]
    Overlap,
}

impl Field {
    /// The tallest field: 64 rows, one bit of a `u64` each.
    pub const MAX_HEIGHT: u8 = 64;

    /// A row with every column filled, as a bitmask.
    pub const FULL_ROW: u16 = (1 << WIDTH) - 1;

    /// An empty field `height` rows high.
    pub fn new(height: u8) -> Result<Field, FieldHeightError> {
        if height == 0 || height > Field::MAX_HEIGHT {
            return Err(FieldHeightError(height));
        }
        Ok(Field {
            rows: [0; Field::MAX_HEIGHT as usize],
            height,
        })
    }

    /// How many rows it has.
    pub const fn height(&self) -> u8 {
        self.height
    }

    /// Row `y` as a bitmask (bit `x` for column `x`); 0 above the field.
    pub const fn row(&self, y: u8) -> u16 {
        if y < self.height {
            self.rows[y as usize]
        } else {
            0
        }
    }

    /// The rows from the floor up, as bitmasks.
    pub fn rows(&self) -> &[u16] {
        &self.rows[..self.height as usize]
    }

    /// How many rows up the highest filled cell is (0 for an empty field).
    pub fn stack_height(&self) -> u8 {
        self.rows()
            .iter()
            .rposition(|&row| row != 0)
            .map_or(0, |y| y as u8 + 1)
    }

    /// How many cells are filled.
    pub fn count(&self) -> u32 {
        self.rows().iter().map(|row| row.count_ones()).sum()
    }

    /// The field flipped left to right: column `x` becomes column 9 − `x`.
    ///
    /// ```
    /// use tetrolab::play::Field;
    /// let field = Field::from_text("XX___X____", 24)?;
    /// assert_eq!(field.mirrored().to_string(), "____X___XX\n");
    /// assert_eq!(field.mirrored().mirrored(), field);
    /// # Ok::<(), tetrolab::play::FieldTextError>(())
    /// ```
    pub fn mirrored(&self) -> Field {
        let mut mirrored = *self;
        for row in &mut mirrored.rows[..self.height as usize] {
            *row = row.reverse_bits() >> (16 - WIDTH);
        }
        mirrored
    }

    /// Whether no cell is filled.
    pub fn is_empty(&self) -> bool {
        self.rows().iter().all(|&row| row == 0)
    }

    /// Whether column `x`, row `y` is filled: walls (x outside 0 to 9) and
    /// the floor (y below 0) are, cells above the field are not.
    pub fn is_filled(&self, x: i8, y: i8) -> bool {
        if !(0..WIDTH).contains(&x) || y < 0 {
            return true;
        }
        self.row(y as u8) >> x & 1 == 1
    }

    /// Fills or empties the cell at column `x`, row `y`; cells outside the
    /// field are left alone.
    pub fn set(&mut self, x: u8, y: u8, filled: bool) {
        if x < WIDTH as u8 && y < self.height {
            let bit = 1 << x;
            if filled {
                self.rows[y as usize] |= bit;
            } else {
                self.rows[y as usize] &= !bit;
            }
        }
    }

    /// Whether the placement lies inside the walls, on or above the floor,
    /// and on empty cells (cells above the field are empty).
    pub fn fits(&self, placement: &Placement) -> bool {
        placement
            .cells()
            .iter()
            .all(|&(x, y)| !self.is_filled(x, y))
    }

    /// Whether the placement rests on something: one row lower it would
    /// reach the floor or a filled cell.
    pub fn is_grounded(&self, placement: &Placement) -> bool {
        !self.fits(&placement.moved(0, -1))
    }

    /// Fills the placement's cells. Every cell must lie inside the field
    /// and be empty; otherwise the field is left as it was.
    pub fn put(&mut self, placement: &Placement) -> Result<(), PutError> {
        let cells = placement.cells();
        if cells
            .iter()
            .any(|&(x, y)| !(0..WIDTH).contains(&x) || y < 0 || y >= self.height as i8)
        {
            return Err(PutError::Outside);
        }
        if !self.fits(placement) {
            return Err(PutError::Overlap);
        }
        for (x, y) in cells {
            self.set(x as u8, y as u8, true);
        }
        Ok(())
    }

    /// Removes every full row, moving the rows above down, and returns the
    /// rows removed, numbered as they were before.
    pub fn clear_lines(&mut self) -> Lines {
        let mut cleared = 0u64;
        let mut kept = 0;
        for y in 0..self.height as usize {
            let row = self.rows[y];
            if row == Field::FULL_ROW {
                cleared |= 1 << y;
            } else {
                self.rows[kept] = row;
                kept += 1;
            }
        }
        self.rows[kept..self.height as usize].fill(0);
        Lines::from_bits(cleared)
    }
}

impl fmt::Display for Field {
    /// The rows from the highest filled one down to the floor, one line
    /// each: `X` filled, `_` empty (what [`Field::from_text`] reads).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in (0..self.stack_height()).rev() {
            let row = self.row(y);
            for x in 0..WIDTH {
                f.write_str(if row >> x & 1 == 1 { "X" } else { "_" })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Field(height {}):\n{self}", self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::play::Rotation;

    #[test]
    fn put_fills_cells_and_refuses_overlap_and_outside() {
        let mut field = Field::new(4).unwrap();
        let t = Placement::new(Piece::T, Rotation::Spawn, 1, 0);
        assert!(field.fits(&t) && field.is_grounded(&t));
        field.put(&t).unwrap();
        assert_eq!(field.rows(), [0b111, 0b010, 0, 0]);
        assert_eq!(field.put(&t), Err(PutError::Overlap));
        assert_eq!(field.rows(), [0b111, 0b010, 0, 0]);
        let wall = Placement::new(Piece::T, Rotation::Spawn, 0, 2);
        assert!(!field.fits(&wall));
        assert_eq!(field.put(&wall), Err(PutError::Outside));
        let floating = Placement::new(Piece::O, Rotation::Spawn, 5, 2);
        assert!(field.fits(&floating) && !field.is_grounded(&floating));
        let above = Placement::new(Piece::O, Rotation::Spawn, 5, 3);
        assert!(field.fits(&above), "cells above the field are empty");
        assert_eq!(field.put(&above), Err(PutError::Outside));
    }

    #[test]
    fn clearing_moves_the_rows_above_down_and_names_the_old_rows() {
        let mut field = Field::from_text(
            "X_________\nXXXXXXXXXX\n_X________\nXXXXXXXXXX\nXXXXXXXXXX\n__X_______",
            8,
        )
        .unwrap();
        let cleared = field.clear_lines();
        assert_eq!(cleared.iter().collect::<Vec<_>>(), [1, 2, 4]);
        assert_eq!(field.to_string(), "X_________\n_X________\n__X_______\n");
        assert_eq!(field.stack_height(), 3);
        assert_eq!(5 - cleared.below(5), 2, "old row 5 is now row 2");
        assert_eq!(field.clear_lines(), Lines::NONE);
    }
}
