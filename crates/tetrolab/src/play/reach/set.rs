//! A set of placements of one piece, one bit per state.

use crate::Piece;
use crate::play::{Placement, Rotation, WIDTH};

/// One word per column: bit `y` for the state with its centre in row `y`.
pub(crate) type Board = [u64; WIDTH as usize];

/// Placements of one piece in their canonical forms (one per set of cells),
/// as [`placements`](super::placements) finds them: a bit per state, so
/// membership is one lookup. Iterates in the order of [`Placement`]'s `Ord`.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Drop, Field, Kicks, Placement, Rotation, Rules, placements};
/// let srs = Kicks::srs();
/// let found = placements(&Field::new(4)?, Piece::I, &Rules::new(&srs, Drop::Soft))?;
/// assert_eq!(found.len(), 7 + 10); // lying down in 7 columns, standing in 10
/// let standing = Placement::new(Piece::I, Rotation::Right, 0, 2);
/// assert!(found.contains(&standing)); // the same cells as its canonical form
/// assert_eq!(found.iter().next(), Some(Placement::new(Piece::I, Rotation::Spawn, 1, 0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placements {
    piece: Piece,
    boards: [Board; 4],
}

impl Placements {
    /// The set of the states whose bits `boards` holds, by orientation,
    /// made canonical.
    pub(crate) fn from_boards(piece: Piece, boards: &[Board; 4]) -> Placements {
        let mut canonical = [[0u64; WIDTH as usize]; 4];
        for rotation in Rotation::ALL {
            let to = Placement::new(piece, rotation, 0, 0).canonical();
            for (x, &bits) in boards[rotation.turns() as usize].iter().enumerate() {
                if bits == 0 {
                    continue;
                }
                let column = x as i8 + to.x;
                let moved = if to.y < 0 {
                    bits >> -to.y
                } else {
                    bits << to.y
                };
                canonical[to.rotation.turns() as usize][column as usize] |= moved;
            }
        }
        Placements {
            piece,
            boards: canonical,
        }
    }

    /// The set of `placements` (all of `piece`; made canonical).
    pub(crate) fn from_placements(
        piece: Piece,
        placements: impl IntoIterator<Item = Placement>,
    ) -> Placements {
        let mut boards = [[0u64; WIDTH as usize]; 4];
        for p in placements {
            let p = p.canonical();
            if p.piece == piece && (0..WIDTH).contains(&p.x) && (0..64).contains(&p.y) {
                boards[p.rotation.turns() as usize][p.x as usize] |= 1 << p.y;
            }
        }
        Placements { piece, boards }
    }

    /// The piece.
    pub const fn piece(&self) -> Piece {
        self.piece
    }

    /// How many placements.
    pub fn len(&self) -> usize {
        self.boards
            .iter()
            .flatten()
            .map(|b| b.count_ones() as usize)
            .sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.boards.iter().flatten().all(|&b| b == 0)
    }

    /// Whether the set holds `placement` or a state with the same cells.
    pub fn contains(&self, placement: &Placement) -> bool {
        let p = placement.canonical();
        p.piece == self.piece
            && (0..WIDTH).contains(&p.x)
            && (0..64).contains(&p.y)
            && self.boards[p.rotation.turns() as usize][p.x as usize] >> p.y & 1 == 1
    }

    /// The placements, by orientation, column, row.
    pub fn iter(&self) -> impl Iterator<Item = Placement> + '_ {
        Rotation::ALL.into_iter().flat_map(move |rotation| {
            (0..WIDTH).flat_map(move |x| {
                // The set bits, lowest first: one step per placement rather
                // than one per row.
                let mut bits = self.boards[rotation.turns() as usize][x as usize];
                std::iter::from_fn(move || {
                    let y = (bits != 0).then(|| bits.trailing_zeros())?;
                    bits &= bits - 1;
                    Some(Placement::new(self.piece, rotation, x, y as i8))
                })
            })
        })
    }
}
