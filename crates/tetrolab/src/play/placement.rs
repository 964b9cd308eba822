//! A piece at a place: its kind, orientation and the SRS rotation centre on
//! the board, and the states that cover the same cells.

use std::fmt;

use super::shape::{Rotation, centred_squares};
use crate::Piece;

/// A piece in one orientation with its rotation centre at column `x`, row
/// `y` (x from 0 at the left wall, y from 0 at the floor, y up): the
/// coordinates solution-finder and fumen's API use, so a placement read from
/// either means the same cells here.
///
/// Fields compare as written: `I` turned right and `I` turned left one row
/// lower cover the same cells but are different values. Compare
/// [`canonical`](Placement::canonical) forms, or ask
/// [`same_cells`](Placement::same_cells), where only the cells matter.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Placement, Rotation};
/// let t = Placement::new(Piece::T, Rotation::Spawn, 4, 0);
/// assert_eq!(t.cells(), [(3, 0), (4, 0), (5, 0), (4, 1)]);
/// let right = Placement::new(Piece::I, Rotation::Right, 0, 2);
/// let left = Placement::new(Piece::I, Rotation::Left, 0, 1);
/// assert_ne!(right, left);
/// assert!(right.same_cells(&left));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Placement {
    /// The piece.
    pub piece: Piece,
    /// Its orientation.
    pub rotation: Rotation,
    /// The rotation centre's column.
    pub x: i8,
    /// The rotation centre's row.
    pub y: i8,
}

impl Placement {
    /// `piece` in `rotation` with its centre at (`x`, `y`).
    pub const fn new(piece: Piece, rotation: Rotation, x: i8, y: i8) -> Placement {
        Placement {
            piece,
            rotation,
            x,
            y,
        }
    }

    /// The four cells it covers, as (column, row), in the order of the
    /// shape table. Coordinates saturate at the ends of `i8`, which lie
    /// outside every field.
    pub fn cells(&self) -> [(i8, i8); 4] {
        centred_squares(self.piece, self.rotation)
            .map(|(dx, dy)| (self.x.saturating_add(dx), self.y.saturating_add(dy)))
    }

    /// The same piece and orientation moved by (`dx`, `dy`).
    pub const fn moved(self, dx: i8, dy: i8) -> Placement {
        Placement {
            x: self.x.saturating_add(dx),
            y: self.y.saturating_add(dy),
            ..self
        }
    }

    /// The one state among those covering the same cells that stands for
    /// them all (solution-finder's choice, `MinoShifter`): I and S lying
    /// down in spawn orientation and standing in left orientation, Z lying
    /// down in spawn and standing in right, O in spawn; T, J and L have no
    /// two states with the same cells and are their own canonical form.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::play::{Placement, Rotation};
    /// let o = Placement::new(Piece::O, Rotation::Reverse, 5, 1);
    /// assert_eq!(o.canonical(), Placement::new(Piece::O, Rotation::Spawn, 4, 0));
    /// ```
    pub const fn canonical(self) -> Placement {
        let (rotation, dx, dy) = canonical_shift(self.piece, self.rotation);
        Placement {
            rotation,
            ..self.moved(dx, dy)
        }
    }

    /// Whether the two placements cover the same cells with the same piece.
    pub fn same_cells(&self, other: &Placement) -> bool {
        self.canonical() == other.canonical()
    }

    /// Every state of the piece that covers the same cells as this one
    /// (this one included), in orientation order.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::play::{Placement, Rotation};
    /// let s = Placement::new(Piece::S, Rotation::Spawn, 4, 1);
    /// let twins: Vec<Placement> = s.same_shape_states().collect();
    /// assert_eq!(twins, [s, Placement::new(Piece::S, Rotation::Reverse, 4, 2)]);
    /// ```
    pub fn same_shape_states(self) -> impl Iterator<Item = Placement> {
        let canonical = self.canonical();
        Rotation::ALL.into_iter().filter_map(move |rotation| {
            let (to, dx, dy) = canonical_shift(self.piece, rotation);
            (to == canonical.rotation).then(|| Placement {
                rotation,
                ..canonical.moved(-dx, -dy)
            })
        })
    }
}

impl fmt::Display for Placement {
    /// `T2 (4, 1)`: the piece, its clockwise quarter turns, the centre.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{} ({}, {})",
            self.piece, self.rotation, self.x, self.y
        )
    }
}

/// The canonical orientation for `rotation` and how far the centre moves to
/// reach it (solution-finder's `MinoShifter`; `same_cells_means_same_canonical`
/// checks it against the cells).
const fn canonical_shift(piece: Piece, rotation: Rotation) -> (Rotation, i8, i8) {
    use Rotation::*;
    match (piece, rotation) {
        (Piece::I, Reverse) => (Spawn, -1, 0),
        (Piece::I, Right) => (Left, 0, -1),
        (Piece::O, Right) => (Spawn, 0, -1),
        (Piece::O, Reverse) => (Spawn, -1, -1),
        (Piece::O, Left) => (Spawn, -1, 0),
        (Piece::S, Reverse) | (Piece::Z, Reverse) => (Spawn, 0, -1),
        (Piece::S, Right) => (Left, 1, 0),
        (Piece::Z, Left) => (Right, -1, 0),
        _ => (rotation, 0, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell_set(p: &Placement) -> Vec<(i8, i8)> {
        let mut cells = p.cells().to_vec();
        cells.sort_unstable();
        cells
    }

    #[test]
    fn same_cells_means_same_canonical() {
        for index in 0..7 {
            let piece = Piece::from_index(index).unwrap();
            for a in Rotation::ALL {
                for b in Rotation::ALL {
                    for dx in -3..=3 {
                        for dy in -3..=3 {
                            let p = Placement::new(piece, a, 4, 4);
                            let q = Placement::new(piece, b, 4 + dx, 4 + dy);
                            assert_eq!(
                                cell_set(&p) == cell_set(&q),
                                p.canonical() == q.canonical(),
                                "{p} and {q}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn same_shape_states_are_every_state_with_the_cells() {
        for index in 0..7 {
            let piece = Piece::from_index(index).unwrap();
            for rotation in Rotation::ALL {
                let p = Placement::new(piece, rotation, 4, 4);
                let twins: Vec<Placement> = p.same_shape_states().collect();
                assert!(twins.contains(&p));
                assert!(twins.iter().all(|t| cell_set(t) == cell_set(&p)));
                let expected = match piece {
                    Piece::O => 4,
                    Piece::I | Piece::S | Piece::Z => 2,
                    _ => 1,
                };
                assert_eq!(twins.len(), expected, "{p}");
            }
        }
    }
}
