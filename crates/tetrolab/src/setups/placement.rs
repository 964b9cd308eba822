//! One piece of a setup, where it ends up, in the frame of the start
//! field.

use crate::Piece;
use crate::notation::Rotation;

/// Where one piece of a setup goes: its four cells in the *start field's*
/// frame (row y is row y of the field the setup starts from, however many
/// rows clear before the piece is placed), and the rows of that frame that
/// must already be cleared when it is placed (sfinder's `needDeletedKey`:
/// rows cleared earlier that lie between its lowest and highest cell, so
/// a piece laid across a cleared row has a gap there).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::Rotation;
/// use tetrolab::setups::Placement;
/// // A vertical I laid over row 1 after row 1 cleared.
/// let i = Placement {
///     piece: Piece::I,
///     rotation: Rotation::Right,
///     cells: [(0, 0), (0, 2), (0, 3), (0, 4)],
///     cleared_first: 0b10,
/// };
/// assert_eq!(i.rows(), 0b11101);
/// let mirrored = i.mirrored();
/// assert_eq!((mirrored.rotation, mirrored.cells[0]), (Rotation::Left, (9, 0)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement {
    /// The piece.
    pub piece: Piece,
    /// Its orientation where it was drawn (pieces whose orientations share
    /// a shape, as I's right and left, fill the same cells either way).
    pub rotation: Rotation,
    /// Its cells as (column, row) in the start field's frame, sorted by row
    /// then column.
    pub cells: [(u8, u8); 4],
    /// The rows (bit y for row y) that must be cleared before it is placed.
    pub cleared_first: u32,
}

impl Placement {
    /// The rows its cells are in (bit y for row y).
    pub fn rows(&self) -> u32 {
        self.cells.iter().fold(0, |mask, &(_, y)| mask | 1 << y)
    }

    /// The placement flipped left to right as sfinder mirrors one: cells
    /// from column x to 9 − x, L and J swapped, S and Z swapped, right and
    /// left orientations swapped; the rows to clear first stay.
    pub fn mirrored(&self) -> Placement {
        let piece = match self.piece {
            Piece::L => Piece::J,
            Piece::J => Piece::L,
            Piece::S => Piece::Z,
            Piece::Z => Piece::S,
            other => other,
        };
        let rotation = match self.rotation {
            Rotation::Right => Rotation::Left,
            Rotation::Left => Rotation::Right,
            other => other,
        };
        let mut cells = self.cells.map(|(x, y)| (9 - x, y));
        cells.sort_unstable_by_key(|&(x, y)| (y, x));
        Placement {
            piece,
            rotation,
            cells,
            cleared_first: self.cleared_first,
        }
    }
}
