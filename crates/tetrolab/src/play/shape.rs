//! Piece shapes in their four orientations, generated at compile time from
//! one canonical (spawn) orientation per piece: the one table of shapes
//! that moving pieces ([`Placement`](super::Placement)), fumen and the
//! notation's boards all read.
//!
//! The canonical cells are the SRS spawn states as fumen, solution-finder
//! and the guideline games draw them, relative to the SRS rotation centre
//! with y pointing up: T, J and L flat side down, I horizontal. Orientation
//! `k` is `k` clockwise quarter turns about that centre, `(x, y) → (y, −x)`
//! per turn. TETRIS-SYSTEM places a piece by its *anchor*: the lowest square
//! of its leftmost column (see the [notation docs](crate::notation)), so
//! [`Shape`] is stored relative to that anchor.

use std::fmt;
use std::str::FromStr;

use crate::Piece;

/// An orientation: how many clockwise quarter turns a piece has made from
/// its spawn orientation (SRS states 0, R, 2, L).
///
/// The notation writes it as a subscript after the piece letter (`T1`),
/// nothing for the spawn orientation. `Display` writes the number of turns.
///
/// ```
/// use tetrolab::notation::Rotation;
/// assert_eq!(Rotation::from_turns(5), Rotation::Right);
/// assert_eq!("2".parse::<Rotation>().unwrap(), Rotation::Reverse);
/// assert_eq!(Rotation::Left.to_string(), "3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Rotation {
    /// The spawn orientation (SRS state 0): no subscript.
    #[default]
    Spawn = 0,
    /// One clockwise quarter turn (SRS state R).
    Right = 1,
    /// Two quarter turns (SRS state 2).
    Reverse = 2,
    /// Three clockwise quarter turns, one counter-clockwise (SRS state L).
    Left = 3,
}

impl Rotation {
    /// The four orientations in order of turns.
    pub const ALL: [Rotation; 4] = [
        Rotation::Spawn,
        Rotation::Right,
        Rotation::Reverse,
        Rotation::Left,
    ];

    /// The number of clockwise quarter turns from spawn, 0 to 3.
    pub const fn turns(self) -> u8 {
        self as u8
    }

    /// The orientation after `turns` clockwise quarter turns from spawn
    /// (taken modulo 4).
    pub const fn from_turns(turns: u8) -> Rotation {
        Rotation::ALL[(turns % 4) as usize]
    }
}

impl fmt::Display for Rotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.turns())
    }
}

/// Text that is not an orientation digit 0 to 3.
///
/// ```
/// use tetrolab::notation::Rotation;
/// assert_eq!("R".parse::<Rotation>().unwrap_err().0, "R");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an orientation: write 0, 1, 2 or 3 clockwise quarter turns")]
pub struct ParseRotationError(pub String);

impl FromStr for Rotation {
    type Err = ParseRotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "0" => Ok(Rotation::Spawn),
            "1" => Ok(Rotation::Right),
            "2" => Ok(Rotation::Reverse),
            "3" => Ok(Rotation::Left),
            _ => Err(ParseRotationError(text.to_owned())),
        }
    }
}

/// One piece in one orientation: its four squares relative to its anchor
/// (the lowest square of its leftmost column), and where its SRS rotation
/// centre lies relative to that anchor.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::{Rotation, shape};
/// // L after three clockwise turns: `##` on top of a stem on the right.
/// // Its anchor is the top-left square, so the stem hangs below it.
/// let l3 = shape(Piece::L, Rotation::Left);
/// assert_eq!(l3.squares(), [(0, 0), (1, -2), (1, -1), (1, 0)]);
/// assert_eq!(l3.centre(), (1, -1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    squares: [(i8, i8); 4],
    centre: (i8, i8),
}

impl Shape {
    /// The four squares as `(dx, dy)` from the anchor, y up, sorted by
    /// column then row. The anchor itself is `(0, 0)`; every `dx >= 0`.
    pub const fn squares(&self) -> [(i8, i8); 4] {
        self.squares
    }

    /// The SRS rotation centre (the square fumen and the guideline games
    /// rotate about) as `(dx, dy)` from the anchor.
    pub const fn centre(&self) -> (i8, i8) {
        self.centre
    }

    /// How many columns the piece spans.
    pub const fn width(&self) -> u8 {
        (self.squares[3].0 + 1) as u8
    }
}

/// The shape of `piece` in `rotation`.
pub fn shape(piece: Piece, rotation: Rotation) -> &'static Shape {
    &SHAPES[piece.index()][rotation as usize]
}

/// The squares of `piece` in its spawn orientation relative to the SRS
/// rotation centre, y up (tetris-fumen `getPieces`; the guideline's
/// orientation: T points up, J's corner is upper left, L's upper right).
const fn spawn_squares(piece: Piece) -> [(i8, i8); 4] {
    match piece {
        Piece::I => [(-1, 0), (0, 0), (1, 0), (2, 0)],
        Piece::J => [(-1, 1), (-1, 0), (0, 0), (1, 0)],
        Piece::L => [(-1, 0), (0, 0), (1, 0), (1, 1)],
        Piece::O => [(0, 0), (1, 0), (0, 1), (1, 1)],
        Piece::S => [(-1, 0), (0, 0), (0, 1), (1, 1)],
        Piece::T => [(-1, 0), (0, 0), (1, 0), (0, 1)],
        Piece::Z => [(-1, 1), (0, 1), (0, 0), (1, 0)],
    }
}

/// Squares relative to the rotation centre after `turns` clockwise turns.
pub(crate) const fn centred_squares(piece: Piece, rotation: Rotation) -> [(i8, i8); 4] {
    let mut squares = spawn_squares(piece);
    let mut turn = 0;
    while turn < rotation.turns() {
        let mut i = 0;
        while i < 4 {
            let (x, y) = squares[i];
            squares[i] = (y, -x);
            i += 1;
        }
        turn += 1;
    }
    squares
}

const fn build(piece: Piece, rotation: Rotation) -> Shape {
    let mut squares = centred_squares(piece, rotation);
    // Sort by column, then row (insertion sort: const fn has no sort).
    let mut i = 1;
    while i < 4 {
        let mut j = i;
        while j > 0
            && (squares[j - 1].0 > squares[j].0
                || (squares[j - 1].0 == squares[j].0 && squares[j - 1].1 > squares[j].1))
        {
            let swap = squares[j - 1];
            squares[j - 1] = squares[j];
            squares[j] = swap;
            j -= 1;
        }
        i += 1;
    }
    let anchor = squares[0];
    let mut k = 0;
    while k < 4 {
        squares[k] = (squares[k].0 - anchor.0, squares[k].1 - anchor.1);
        k += 1;
    }
    Shape {
        squares,
        centre: (-anchor.0, -anchor.1),
    }
}

const fn build_piece(piece: Piece) -> [Shape; 4] {
    [
        build(piece, Rotation::Spawn),
        build(piece, Rotation::Right),
        build(piece, Rotation::Reverse),
        build(piece, Rotation::Left),
    ]
}

/// Every shape, indexed by piece (alphabetical) and orientation.
static SHAPES: [[Shape; 4]; 7] = [
    build_piece(Piece::I),
    build_piece(Piece::J),
    build_piece(Piece::L),
    build_piece(Piece::O),
    build_piece(Piece::S),
    build_piece(Piece::T),
    build_piece(Piece::Z),
];

#[cfg(test)]
mod tests {
    use super::*;
    use Piece::*;

    /// Draws a shape top row first, `#` for squares, like the reference's
    /// offset table.
    fn picture(s: &Shape) -> String {
        let squares = s.squares();
        let top = squares.iter().map(|q| q.1).max().unwrap();
        let bottom = squares.iter().map(|q| q.1).min().unwrap();
        let rows: Vec<String> = (bottom..=top)
            .rev()
            .map(|y| {
                (0..s.width() as i8)
                    .map(|x| if squares.contains(&(x, y)) { '#' } else { '.' })
                    .collect()
            })
            .collect();
        rows.join("/")
    }

    /// A table computed from tetris-fumen's piece offsets: shape and the "LB" offset
    /// (SRS centre − anchor, anchor = leftmost column, then lowest).
    #[test]
    fn shapes_and_centres_match_the_reference_table() {
        let table: [(Piece, Rotation, &str, (i8, i8)); 28] = [
            (I, Rotation::Spawn, "####", (1, 0)),
            (I, Rotation::Right, "#/#/#/#", (0, 2)),
            (I, Rotation::Reverse, "####", (2, 0)),
            (I, Rotation::Left, "#/#/#/#", (0, 1)),
            (J, Rotation::Spawn, "#../###", (1, 0)),
            (J, Rotation::Right, "##/#./#.", (0, 1)),
            (J, Rotation::Reverse, "###/..#", (1, 0)),
            (J, Rotation::Left, ".#/.#/##", (1, 1)),
            (L, Rotation::Spawn, "..#/###", (1, 0)),
            (L, Rotation::Right, "#./#./##", (0, 1)),
            (L, Rotation::Reverse, "###/#..", (1, 1)),
            (L, Rotation::Left, "##/.#/.#", (1, -1)),
            (O, Rotation::Spawn, "##/##", (0, 0)),
            (O, Rotation::Right, "##/##", (0, 1)),
            (O, Rotation::Reverse, "##/##", (1, 1)),
            (O, Rotation::Left, "##/##", (1, 0)),
            (S, Rotation::Spawn, ".##/##.", (1, 0)),
            (S, Rotation::Right, "#./##/.#", (0, 0)),
            (S, Rotation::Reverse, ".##/##.", (1, 1)),
            (S, Rotation::Left, "#./##/.#", (1, 0)),
            (T, Rotation::Spawn, ".#./###", (1, 0)),
            (T, Rotation::Right, "#./##/#.", (0, 1)),
            (T, Rotation::Reverse, "###/.#.", (1, 0)),
            (T, Rotation::Left, ".#/##/.#", (1, 0)),
            (Z, Rotation::Spawn, "##./.##", (1, -1)),
            (Z, Rotation::Right, ".#/##/#.", (0, 1)),
            (Z, Rotation::Reverse, "##./.##", (1, 0)),
            (Z, Rotation::Left, ".#/##/#.", (1, 1)),
        ];
        for (piece, rotation, drawn, centre) in table {
            let s = shape(piece, rotation);
            assert_eq!(picture(s), drawn, "{piece}{rotation}");
            assert_eq!(s.centre(), centre, "{piece}{rotation}");
            assert_eq!(s.squares()[0], (0, 0));
        }
    }

    #[test]
    fn rotations_parse_and_wrap() {
        for r in Rotation::ALL {
            assert_eq!(r.to_string().parse::<Rotation>().unwrap(), r);
            assert_eq!(Rotation::from_turns(r.turns() + 4), r);
        }
        assert!("4".parse::<Rotation>().is_err());
    }
}
