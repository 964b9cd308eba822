//! The simulated board: cells, placing pieces, clearing lines.

use std::fmt;

use super::column::Column;
use super::marker::Clear;
use super::triad::{MAX_ROW, Triad};
use crate::Piece;
use crate::play::{Rotation, shape};

/// What one square of a board holds.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::Cell;
/// assert_eq!(Cell::Piece(Piece::T).letter(), 'T');
/// assert_eq!(Cell::Garbage.letter(), 'X');
/// assert!(!Cell::Empty.is_filled());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Cell {
    /// Nothing.
    #[default]
    Empty,
    /// A filled square that belongs to no piece (a setup's squares, or
    /// fumen's grey cells).
    Garbage,
    /// A square of a locked piece.
    Piece(Piece),
}

impl Cell {
    /// Whether the square is filled.
    pub const fn is_filled(self) -> bool {
        !matches!(self, Cell::Empty)
    }

    /// `.` for empty, `X` for garbage, the piece's letter otherwise.
    pub const fn letter(self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Garbage => 'X',
            Cell::Piece(p) => p.letter(),
        }
    }
}

/// A square's name in the notation: column letter and row, `c4`.
pub(crate) fn square_name(x: u8, y: u16) -> String {
    match Column::new(x) {
        Some(column) => format!("{column}{}", y + 1),
        None => format!("column {} row {}", x + 1, y + 1),
    }
}

/// Squares' names, `b1, c1, c2`.
pub(crate) fn square_list(squares: &[(u8, u16)]) -> String {
    let names: Vec<String> = squares.iter().map(|&(x, y)| square_name(x, y)).collect();
    names.join(", ")
}

/// Why a triad cannot be placed on a board.
///
/// ```
/// use tetrolab::notation::{Board, PlacementError};
/// let board = Board::new(5, 20).unwrap();
/// let err = board.resolve(&"Id".parse().unwrap()).unwrap_err();
/// assert!(matches!(err, PlacementError::PastRightEdge { .. }));
/// assert_eq!(err.to_string(), "the piece reaches past the right edge: it needs columns d to g but the board ends at e");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// Part of the piece lies right of the last column.
    #[error(
        "the piece reaches past the right edge: it needs columns {first} to {} but the board ends at {}",
        column_name(*last),
        column_name(*width - 1)
    )]
    PastRightEdge {
        /// The piece's leftmost column.
        first: Column,
        /// The piece's rightmost column index (0-based; may be past m).
        last: u8,
        /// The board's width.
        width: u8,
    },
    /// The given row puts part of the piece below row 1.
    #[error("at row {row} the piece reaches below the floor (row 1 is the bottom)")]
    BelowFloor {
        /// The anchor row given.
        row: u16,
    },
    /// The given row puts part of the piece above the board.
    #[error("at row {row} the piece reaches above the board, which is {height} rows high")]
    AboveTop {
        /// The anchor row given.
        row: u16,
        /// The board's height.
        height: u16,
    },
    /// The given row puts the piece on filled squares.
    #[error("the piece overlaps filled squares {}", square_list(squares))]
    Collision {
        /// The filled squares it would cover, as (x, y) from 0.
        squares: Vec<(u8, u16)>,
    },
    /// The given row leaves the piece hanging: nothing is under it.
    #[error("nothing holds the piece at row {row}: it would fall to row {rests}")]
    Unsupported {
        /// The anchor row given.
        row: u16,
        /// The anchor row it would fall to.
        rests: u16,
    },
    /// The piece lands partly above the board.
    #[error(
        "the piece tops out: it lands with squares in row {top}, above the board's {height} rows"
    )]
    TopOut {
        /// The highest row the piece would cover.
        top: u16,
        /// The board's height.
        height: u16,
    },
}

fn column_name(index: u8) -> String {
    Column::new(index).map_or_else(|| format!("column {}", index + 1), |c| c.to_string())
}

/// Where a triad puts its piece on a board, and what that does.
///
/// ```
/// use tetrolab::notation::Board;
/// let board = Board::new(5, 20).unwrap();
/// let p = board.resolve(&"J2a".parse().unwrap()).unwrap();
/// assert_eq!(p.row, 2);
/// assert_eq!(p.squares, [(0, 1), (1, 1), (2, 0), (2, 1)]);
/// assert!(p.dropped);
/// assert_eq!(p.lines, 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// The piece.
    pub piece: Piece,
    /// Its orientation.
    pub rotation: Rotation,
    /// The anchor's column.
    pub column: Column,
    /// The anchor's row (1 = bottom).
    pub row: u16,
    /// The four squares as (x, y) from 0, sorted by column then row.
    pub squares: [(u8, u16); 4],
    /// Whether a straight drop lands the piece here.
    pub dropped: bool,
    /// How many lines the piece clears.
    pub lines: u8,
}

impl Placement {
    /// The placement of `triad` with its anchor at `row` (1 = bottom), which
    /// is on the board: the squares follow from the shape.
    pub(crate) fn landed(triad: &Triad, row: u16, dropped: bool, lines: u8) -> Placement {
        let squares = shape(triad.piece, triad.rotation)
            .squares()
            .map(|(dx, dy)| {
                (
                    triad.column.index() + dx as u8,
                    (i32::from(row) - 1 + i32::from(dy)) as u16,
                )
            });
        Placement {
            piece: triad.piece,
            rotation: triad.rotation,
            column: triad.column,
            row,
            squares,
            dropped,
            lines,
        }
    }

    /// The clear marker the placement earns, if it clears lines.
    pub fn clear(&self) -> Option<Clear> {
        Clear::from_lines(self.lines)
    }

    /// The same squares as [`play`](crate::play) places a piece: at its SRS
    /// rotation centre, from 0 at the bottom left.
    ///
    /// ```
    /// use tetrolab::notation::Board;
    /// use tetrolab::play::{Placement, Rotation};
    /// let board = Board::new(10, 20).unwrap();
    /// let t = board.resolve(&"T2c".parse().unwrap()).unwrap();
    /// assert_eq!(t.centred(), Placement::new(tetrolab::Piece::T, Rotation::Reverse, 3, 1));
    /// ```
    pub fn centred(&self) -> crate::play::Placement {
        let (cx, cy) = shape(self.piece, self.rotation).centre();
        crate::play::Placement::new(
            self.piece,
            self.rotation,
            self.column.index() as i8 + cx,
            (i32::from(self.row) - 1 + i32::from(cy)) as i8,
        )
    }

    /// The shortest triad for this placement: the row only when a straight
    /// drop would not land the piece here.
    pub fn triad(&self) -> Triad {
        Triad {
            piece: self.piece,
            rotation: self.rotation,
            column: self.column,
            row: (!self.dropped).then_some(self.row),
        }
    }
}

/// A board of 1 to 10 columns and 1 to [`Board::MAX_HEIGHT`] rows, each
/// square empty, garbage or part of a locked piece.
///
/// Coordinates in this API are 0-based: `x` 0 is column `a`, `y` 0 is row 1
/// (the bottom). Pieces arrive from above and lock where they land; full
/// rows clear and the rows above move down.
///
/// ```
/// use tetrolab::notation::Board;
/// let mut board = Board::new(4, 20).unwrap();
/// let p = board.play(&"Ia".parse().unwrap()).unwrap();
/// assert_eq!(p.lines, 1);
/// assert!(board.is_empty());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    width: u8,
    height: u16,
    rows: Vec<[Cell; 10]>,
}

/// A board size outside 1–10 columns or 1–[`Board::MAX_HEIGHT`] rows.
///
/// ```
/// use tetrolab::notation::Board;
/// let err = Board::new(11, 20).unwrap_err();
/// assert_eq!(err.to_string(), "a board is 1 to 10 columns wide and 1 to 1000 rows high, not 11×20");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "a board is 1 to 10 columns wide and 1 to {} rows high, not {width}×{height}",
    Board::MAX_HEIGHT
)]
pub struct BoardSizeError {
    /// The width asked for.
    pub width: u32,
    /// The height asked for.
    pub height: u32,
}

impl Board {
    /// The tallest board (a guard against absurd `Height` tags).
    pub const MAX_HEIGHT: u16 = MAX_ROW;
    /// The width when a record declares none: the standard 10 columns.
    pub const DEFAULT_WIDTH: u8 = 10;
    /// The height when a record declares none: the standard 20 rows.
    pub const DEFAULT_HEIGHT: u16 = 20;

    /// An empty board.
    ///
    /// # Errors
    /// The width is not 1–10 or the height not 1–[`Board::MAX_HEIGHT`].
    pub fn new(width: u8, height: u16) -> Result<Board, BoardSizeError> {
        if !(1..=Column::COUNT).contains(&width) || !(1..=Board::MAX_HEIGHT).contains(&height) {
            return Err(BoardSizeError {
                width: width.into(),
                height: height.into(),
            });
        }
        Ok(Board {
            width,
            height,
            rows: vec![[Cell::Empty; 10]; usize::from(height)],
        })
    }

    /// The number of columns.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// The number of rows.
    pub fn height(&self) -> u16 {
        self.height
    }

    /// The square at (x, y), 0-based from the bottom left; empty outside
    /// the board.
    pub fn cell(&self, x: u8, y: u16) -> Cell {
        if x >= self.width {
            return Cell::Empty;
        }
        self.rows
            .get(usize::from(y))
            .map_or(Cell::Empty, |row| row[usize::from(x)])
    }

    /// The square at (x, y) to change, if it is on the board.
    pub fn cell_mut(&mut self, x: u8, y: u16) -> Option<&mut Cell> {
        if x >= self.width {
            return None;
        }
        self.rows
            .get_mut(usize::from(y))
            .map(|row| &mut row[usize::from(x)])
    }

    /// The number of rows up to the highest filled square (0 if empty).
    pub fn stack_height(&self) -> u16 {
        self.rows
            .iter()
            .rposition(|row| row.iter().any(|c| c.is_filled()))
            .map_or(0, |y| y as u16 + 1)
    }

    /// Whether no square is filled.
    pub fn is_empty(&self) -> bool {
        self.stack_height() == 0
    }

    /// One more than the highest filled row in column `x` (0 if empty).
    fn column_top(&self, x: u8) -> u16 {
        (0..self.height)
            .rev()
            .find(|&y| self.cell(x, y).is_filled())
            .map_or(0, |y| y + 1)
    }

    /// The row (1-based) where the anchor of `piece` in `rotation` at
    /// `column` comes to rest when dropped straight down from above, even
    /// if that is above the board.
    ///
    /// # Errors
    /// The piece does not fit between the column and the right edge.
    pub fn drop_row(
        &self,
        piece: Piece,
        rotation: Rotation,
        column: Column,
    ) -> Result<u16, PlacementError> {
        let s = shape(piece, rotation);
        let last = column.index() + s.width() - 1;
        if last >= self.width {
            return Err(PlacementError::PastRightEdge {
                first: column,
                last,
                width: self.width,
            });
        }
        let y = s
            .squares()
            .iter()
            .map(|&(dx, dy)| i32::from(self.column_top(column.index() + dx as u8)) - i32::from(dy))
            .max()
            .unwrap_or(0);
        Ok(y as u16 + 1)
    }

    /// Where `triad` puts its piece on this board, without placing it.
    ///
    /// # Errors
    /// The piece does not fit: past the right edge, below the floor or above
    /// the board at a given row, on filled squares, unsupported at a given
    /// row, or landing above the board (top-out).
    pub fn resolve(&self, triad: &Triad) -> Result<Placement, PlacementError> {
        let s = shape(triad.piece, triad.rotation);
        let drop = self.drop_row(triad.piece, triad.rotation, triad.column)?;
        let row = triad.row.unwrap_or(drop);
        let at = |row: u16| -> [(u8, i32); 4] {
            s.squares().map(|(dx, dy)| {
                (
                    triad.column.index() + dx as u8,
                    i32::from(row) - 1 + i32::from(dy),
                )
            })
        };
        let squares = at(row);
        let lowest = squares.iter().map(|q| q.1).min().unwrap_or(0);
        let highest = squares.iter().map(|q| q.1).max().unwrap_or(0);
        if triad.row.is_some() {
            if lowest < 0 {
                return Err(PlacementError::BelowFloor { row });
            }
            if highest >= i32::from(self.height) {
                return Err(PlacementError::AboveTop {
                    row,
                    height: self.height,
                });
            }
            let filled: Vec<(u8, u16)> = squares
                .iter()
                .map(|&(x, y)| (x, y as u16))
                .filter(|&(x, y)| self.cell(x, y).is_filled())
                .collect();
            if !filled.is_empty() {
                return Err(PlacementError::Collision { squares: filled });
            }
            let supported = |squares: &[(u8, i32); 4]| {
                squares
                    .iter()
                    .any(|&(x, y)| y == 0 || self.cell(x, (y - 1) as u16).is_filled())
            };
            if !supported(&squares) {
                let mut rests = row;
                while !supported(&at(rests)) {
                    rests -= 1;
                }
                return Err(PlacementError::Unsupported { row, rests });
            }
        } else if highest >= i32::from(self.height) {
            return Err(PlacementError::TopOut {
                top: highest as u16 + 1,
                height: self.height,
            });
        }
        let squares = squares.map(|(x, y)| (x, y as u16));
        let mut rows: Vec<u16> = squares.iter().map(|q| q.1).collect();
        rows.sort_unstable();
        rows.dedup();
        let lines = rows
            .iter()
            .filter(|&&y| {
                (0..self.width).all(|x| self.cell(x, y).is_filled() || squares.contains(&(x, y)))
            })
            .count() as u8;
        Ok(Placement::landed(triad, row, row == drop, lines))
    }

    /// The board as [`play`](crate::play) moves pieces on it: `None` unless
    /// it is 10 columns wide and at most
    /// [`Field::MAX_HEIGHT`](crate::play::Field::MAX_HEIGHT) rows high.
    ///
    /// ```
    /// use tetrolab::notation::Board;
    /// let mut board = Board::new(10, 20).unwrap();
    /// board.play(&"T2c".parse().unwrap()).unwrap();
    /// assert_eq!(board.to_field().unwrap().to_string(), "__XXX_____\n___X______\n");
    /// assert!(Board::new(5, 20).unwrap().to_field().is_none());
    /// ```
    pub fn to_field(&self) -> Option<crate::play::Field> {
        if self.width != crate::play::WIDTH as u8 {
            return None;
        }
        let mut field = crate::play::Field::new(u8::try_from(self.height).ok()?).ok()?;
        for y in 0..self.stack_height() {
            for x in 0..self.width {
                if self.cell(x, y).is_filled() {
                    field.set(x, y as u8, true);
                }
            }
        }
        Some(field)
    }

    /// Places `triad`'s piece, clears full lines and returns the placement.
    ///
    /// # Errors
    /// As [`Board::resolve`]; the board is unchanged then.
    pub fn play(&mut self, triad: &Triad) -> Result<Placement, PlacementError> {
        let placement = self.resolve(triad)?;
        self.lock(&placement);
        Ok(placement)
    }

    /// Fills a resolved placement's squares and clears full lines.
    pub(crate) fn lock(&mut self, placement: &Placement) {
        for &(x, y) in &placement.squares {
            if let Some(cell) = self.cell_mut(x, y) {
                *cell = Cell::Piece(placement.piece);
            }
        }
        let width = usize::from(self.width);
        self.rows
            .retain(|row| !row[..width].iter().all(|c| c.is_filled()));
        self.rows
            .resize(usize::from(self.height), [Cell::Empty; 10]);
    }
}

/// The board as rows of letters, top row first (see [`Cell::letter`]).
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}×{}", self.width, self.height)?;
        for y in (0..self.stack_height()).rev() {
            let row: String = (0..self.width).map(|x| self.cell(x, y).letter()).collect();
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn triad(text: &str) -> Triad {
        text.parse().unwrap()
    }

    fn rows(board: &Board) -> Vec<String> {
        (0..board.stack_height())
            .rev()
            .map(|y| {
                (0..board.width())
                    .map(|x| board.cell(x, y).letter())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_papers_examples_drop_as_drawn() {
        let mut b = Board::new(5, 20).unwrap();
        b.play(&triad("La")).unwrap();
        assert_eq!(rows(&b), ["..L..", "LLL.."]);
        let mut b = Board::new(5, 20).unwrap();
        b.play(&triad("L3c")).unwrap();
        assert_eq!(rows(&b), ["..LL.", "...L.", "...L."]);
        b.play(&triad("Sa")).unwrap();
        assert_eq!(rows(&b), [".SS..", "SSLL.", "...L.", "...L."]);
    }

    #[test]
    fn tucks_need_empty_supported_squares() {
        let mut b = Board::new(5, 20).unwrap();
        b.play(&triad("L3c")).unwrap();
        // Under the L's overhang at c3, rows 1 and 2 of b and c are empty.
        let tuck = b.resolve(&triad("Ob1")).unwrap();
        assert_eq!(tuck.squares, [(1, 0), (1, 1), (2, 0), (2, 1)]);
        assert!(!tuck.dropped);
        assert_eq!(tuck.triad().to_string(), "Ob1");
        assert_eq!(b.drop_row(Piece::O, Rotation::Spawn, tuck.column), Ok(4));
        assert!(matches!(
            b.resolve(&triad("Oc1")),
            Err(PlacementError::Collision { .. })
        ));
        let t = b.resolve(&triad("Ia2")).unwrap_err();
        assert_eq!(
            t,
            PlacementError::Collision {
                squares: vec![(3, 1)]
            }
        );
        assert_eq!(
            b.resolve(&triad("Oa3")).unwrap_err(),
            PlacementError::Unsupported { row: 3, rests: 1 }
        );
        assert_eq!(
            b.resolve(&triad("L3a1")).unwrap_err(),
            PlacementError::BelowFloor { row: 1 }
        );
        assert_eq!(
            b.resolve(&triad("Oa20")).unwrap_err(),
            PlacementError::AboveTop {
                row: 20,
                height: 20
            }
        );
        let dropped = b.resolve(&triad("Oa1")).unwrap();
        assert!(dropped.dropped);
        assert_eq!(dropped.triad().to_string(), "Oa");
    }

    #[test]
    fn top_out_and_clears() {
        let mut b = Board::new(2, 3).unwrap();
        b.play(&triad("I1a")).unwrap_err();
        b.play(&triad("J1a")).unwrap();
        assert_eq!(
            b.resolve(&triad("Oa")).unwrap_err(),
            PlacementError::TopOut { top: 4, height: 3 }
        );
        let mut b = Board::new(4, 4).unwrap();
        for t in ["I1a", "I1b", "I1c"] {
            assert_eq!(b.play(&triad(t)).unwrap().lines, 0);
        }
        let p = b.play(&triad("I1d")).unwrap();
        assert_eq!((p.lines, p.clear()), (4, Some(Clear::Tetris)));
        assert!(b.is_empty());
    }
}
