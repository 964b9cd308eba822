//! The memoryless randomizer: every piece drawn independently.

use super::{Definition, VisibleState};
use crate::Piece;
use crate::rng::Draw;

/// Each piece is `order[below(7)]`, independent of everything before:
/// seed document 000's "truly pseudo random" randomizer and TETR.IO's
/// "total mayhem" (order `ZLOSIJT`). The order decides which draw means
/// which piece, which only matters for reproducing a game's pieces.
///
/// ```
/// use tetrolab::randomizer::{Memoryless, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let mut r = Serial::new(Memoryless { order: Piece::ALL }, DefaultRng::seed_from_u64(3));
/// assert!(Piece::ALL.contains(&r.next_piece()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Memoryless {
    /// The piece each draw `0..7` stands for.
    pub order: [Piece; 7],
}

impl Definition for Memoryless {
    /// Nothing: every piece is independent.
    type State = ();

    fn start(&self) {}

    #[inline]
    fn deal(&self, _: &mut (), draw: &mut impl Draw) -> Piece {
        self.order[draw.below(7) as usize]
    }

    fn visible(&self, _: &()) -> VisibleState {
        VisibleState::Nothing
    }
}
