//! fumen's field (23 rows of 10 and a garbage row) and its pieces.

use crate::Piece;
use crate::notation::board::Cell;
use crate::play::{Rotation, centred_squares};

/// A piece on a fumen page: kind, orientation and the SRS rotation centre
/// (x from 0 at the left, y from 0 at the bottom), as tetris-fumen's API
/// gives it. The wire format stores a slightly different centre for some
/// O, I, S and Z states; encoding and decoding convert.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::Rotation;
/// use tetrolab::notation::fumen::FumenPiece;
/// let i = FumenPiece { piece: Piece::I, rotation: Rotation::Spawn, x: 4, y: 0 };
/// assert_eq!(i.squares(), [(3, 0), (4, 0), (5, 0), (6, 0)]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FumenPiece {
    /// The piece.
    pub piece: Piece,
    /// Its SRS orientation (fumen's spawn, right, reverse, left).
    pub rotation: Rotation,
    /// The rotation centre's column, 0 to 9.
    pub x: i8,
    /// The rotation centre's row, 0 at the bottom.
    pub y: i8,
}

impl FumenPiece {
    /// The four squares as (x, y) (saturating at the ends of `i8`).
    pub fn squares(&self) -> [(i8, i8); 4] {
        centred_squares(self.piece, self.rotation)
            .map(|(dx, dy)| (self.x.saturating_add(dx), self.y.saturating_add(dy)))
    }

    /// How the wire's centre differs from the SRS centre (tetris-fumen
    /// `encodePosition`).
    fn wire_offset(piece: Piece, rotation: Rotation) -> (i8, i8) {
        match (piece, rotation) {
            (Piece::O, Rotation::Left) => (-1, 1),
            (Piece::O, Rotation::Reverse) | (Piece::I, Rotation::Reverse) => (-1, 0),
            (Piece::O, Rotation::Spawn)
            | (Piece::I, Rotation::Left)
            | (Piece::S, Rotation::Spawn)
            | (Piece::Z, Rotation::Spawn) => (0, 1),
            (Piece::S, Rotation::Right) => (1, 0),
            (Piece::Z, Rotation::Left) => (-1, 0),
            _ => (0, 0),
        }
    }

    /// The piece read from the wire: type code 1–7, rotation code, and the
    /// stored centre.
    pub(super) fn from_wire(code: u32, rotation: u32, x: i32, y: i32) -> Option<FumenPiece> {
        let piece = piece_of_code(code)?;
        let rotation = match rotation {
            0 => Rotation::Reverse,
            1 => Rotation::Right,
            2 => Rotation::Spawn,
            _ => Rotation::Left,
        };
        let (dx, dy) = FumenPiece::wire_offset(piece, rotation);
        Some(FumenPiece {
            piece,
            rotation,
            x: (x - i32::from(dx)) as i8,
            y: (y - i32::from(dy)) as i8,
        })
    }

    /// The type code, rotation code and stored centre for the wire.
    pub(super) fn to_wire(self) -> (u32, u32, i32, i32) {
        let (dx, dy) = FumenPiece::wire_offset(self.piece, self.rotation);
        let rotation = match self.rotation {
            Rotation::Reverse => 0,
            Rotation::Right => 1,
            Rotation::Spawn => 2,
            Rotation::Left => 3,
        };
        (
            code_of(Cell::Piece(self.piece)),
            rotation,
            i32::from(self.x) + i32::from(dx),
            i32::from(self.y) + i32::from(dy),
        )
    }
}

/// fumen's cell codes: 0 empty, 1 I, 2 L, 3 O, 4 Z, 5 T, 6 J, 7 S, 8 grey.
pub(super) const fn code_of(cell: Cell) -> u32 {
    match cell {
        Cell::Empty => 0,
        Cell::Piece(Piece::I) => 1,
        Cell::Piece(Piece::L) => 2,
        Cell::Piece(Piece::O) => 3,
        Cell::Piece(Piece::Z) => 4,
        Cell::Piece(Piece::T) => 5,
        Cell::Piece(Piece::J) => 6,
        Cell::Piece(Piece::S) => 7,
        Cell::Garbage => 8,
    }
}

fn piece_of_code(code: u32) -> Option<Piece> {
    match cell_of_code(code)? {
        Cell::Piece(piece) => Some(piece),
        _ => None,
    }
}

fn cell_of_code(code: u32) -> Option<Cell> {
    Some(match code {
        0 => Cell::Empty,
        1 => Cell::Piece(Piece::I),
        2 => Cell::Piece(Piece::L),
        3 => Cell::Piece(Piece::O),
        4 => Cell::Piece(Piece::Z),
        5 => Cell::Piece(Piece::T),
        6 => Cell::Piece(Piece::J),
        7 => Cell::Piece(Piece::S),
        8 => Cell::Garbage,
        _ => return None,
    })
}

/// A fumen field: 23 rows of 10 squares (y 0 to 22 from the bottom) and a
/// garbage row below them (y = −1) that the `rise` flag pushes up.
///
/// ```
/// use tetrolab::notation::Cell;
/// use tetrolab::notation::fumen::Field;
/// let mut field = Field::default();
/// field.set(0, -1, Cell::Garbage);
/// assert_eq!(field.get(0, -1), Cell::Garbage);
/// assert_eq!(field.get(0, 0), Cell::Empty);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Field {
    rows: [[Cell; 10]; 23],
    garbage: [Cell; 10],
}

impl Field {
    /// Rows above the garbage row.
    pub const HEIGHT: i8 = 23;
    /// Columns.
    pub const WIDTH: i8 = 10;

    /// The square at (x, y); y = −1 is the garbage row. Empty outside.
    pub fn get(&self, x: i8, y: i8) -> Cell {
        self.slot(x, y).map_or(Cell::Empty, |c| *c)
    }

    /// Sets the square at (x, y); returns false (and does nothing) outside
    /// the field.
    pub fn set(&mut self, x: i8, y: i8, cell: Cell) -> bool {
        self.slot_mut(x, y).map(|c| *c = cell).is_some()
    }

    fn slot(&self, x: i8, y: i8) -> Option<&Cell> {
        let row = if y == -1 {
            &self.garbage
        } else {
            self.rows.get(usize::try_from(y).ok()?)?
        };
        row.get(usize::try_from(x).ok()?)
    }

    fn slot_mut(&mut self, x: i8, y: i8) -> Option<&mut Cell> {
        let row = if y == -1 {
            &mut self.garbage
        } else {
            self.rows.get_mut(usize::try_from(y).ok()?)?
        };
        row.get_mut(usize::try_from(x).ok()?)
    }

    /// The page's 23 rows as a board of filled and empty cells, 24 rows
    /// high as solution-finder reads a fumen (the top row empty); the
    /// garbage row below is not part of it.
    ///
    /// ```
    /// use tetrolab::notation::Cell;
    /// use tetrolab::notation::fumen::Field;
    /// let mut page = Field::default();
    /// page.set(0, 0, Cell::Piece(tetrolab::Piece::T));
    /// page.set(5, -1, Cell::Garbage);
    /// let board = page.to_play();
    /// assert_eq!((board.height(), board.count()), (24, 1));
    /// assert!(board.is_filled(0, 0));
    /// ```
    pub fn to_play(&self) -> crate::play::Field {
        let mut board =
            crate::play::Field::new(Field::HEIGHT as u8 + 1).expect("24 rows is a field's height");
        for y in 0..Field::HEIGHT {
            for x in 0..Field::WIDTH {
                board.set(x as u8, y as u8, self.get(x, y).is_filled());
            }
        }
        board
    }

    /// The cell code at (x, y).
    pub(super) fn code(&self, x: i8, y: i8) -> u32 {
        code_of(self.get(x, y))
    }

    /// Adds `delta` to the code at (x, y); false if that is no cell code.
    pub(super) fn add(&mut self, x: i8, y: i8, delta: i32) -> bool {
        let code = self.code(x, y) as i32 + delta;
        match u32::try_from(code).ok().and_then(cell_of_code) {
            Some(cell) => self.set(x, y, cell),
            None => false,
        }
    }

    /// The field after a page: with `piece` filled in if it locks, full
    /// rows cleared (never the garbage row), then the garbage row pushed in
    /// (`rise`) and the rows flipped (`mirror`).
    ///
    /// `None` if a locked piece lies partly outside the field.
    pub fn after(&self, piece: Option<&FumenPiece>, flags: &super::Flags) -> Option<Field> {
        let mut field = self.clone();
        if !flags.lock {
            return Some(field);
        }
        if let Some(piece) = piece {
            for (x, y) in piece.squares() {
                if y < 0 || !field.set(x, y, Cell::Piece(piece.piece)) {
                    return None;
                }
            }
        }
        let kept: Vec<[Cell; 10]> = field
            .rows
            .iter()
            .filter(|row| !row.iter().all(|c| c.is_filled()))
            .copied()
            .collect();
        field.rows = [[Cell::Empty; 10]; 23];
        field.rows[..kept.len()].copy_from_slice(&kept);
        if flags.rise {
            field.rows.copy_within(..22, 1);
            field.rows[0] = field.garbage;
            field.garbage = [Cell::Empty; 10];
        }
        if flags.mirror {
            for row in &mut field.rows {
                row.reverse();
            }
        }
        Some(field)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_centres_round_trip() {
        for piece in Piece::ALL {
            for rotation in Rotation::ALL {
                let p = FumenPiece {
                    piece,
                    rotation,
                    x: 4,
                    y: 5,
                };
                let (code, rot, x, y) = p.to_wire();
                assert_eq!(FumenPiece::from_wire(code, rot, x, y), Some(p));
            }
        }
        assert_eq!(FumenPiece::from_wire(0, 0, 0, 0), None);
        assert_eq!(FumenPiece::from_wire(8, 0, 0, 0), None);
    }
}
