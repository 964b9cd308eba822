//! The "classic" reroll: TETR.IO's classic and the NES community's ideal
//! model.

use super::{Definition, VisibleState};
use crate::Piece;
use crate::rng::Draw;

/// Roll `below(8)`; if the roll is the 8th value (7) or repeats the
/// previous roll, roll again `below(7)`, accepted unchecked.
///
/// With TETR.IO's order `ZLOSIJT` on [`Minstd`](crate::rng::Minstd) this
/// is TETR.IO's "classic" (made seven per batch, which only its `no_szo`
/// rule can tell: see [`Sevens`](super::Sevens)); with NES Tetris's order
/// `TJZOSLI` it is the community's "NES (ideal)" model — the real NES
/// reroll is biased and depends on frame timing (see [`Nes`](super::Nes)).
///
/// ```
/// use tetrolab::randomizer::{Classic, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let mut r = Serial::new(Classic { order: Piece::ALL }, DefaultRng::seed_from_u64(3));
/// assert!(Piece::ALL.contains(&r.next_piece()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Classic {
    /// The piece each roll `0..7` stands for.
    pub order: [Piece; 7],
}

impl Definition for Classic {
    /// The previous roll (`None` before the first piece).
    type State = Option<u8>;

    fn start(&self) -> Option<u8> {
        None
    }

    fn deal(&self, previous: &mut Option<u8>, draw: &mut impl Draw) -> Piece {
        let mut roll = draw.below(8) as u8;
        if roll == 7 || Some(roll) == *previous {
            roll = draw.below(7) as u8;
        }
        *previous = Some(roll);
        self.order[usize::from(roll)]
    }

    /// The previous roll's piece: the one the next roll rerolls.
    fn visible(&self, previous: &Option<u8>) -> VisibleState {
        VisibleState::History(
            previous
                .map(|roll| self.order[usize::from(roll)])
                .into_iter()
                .collect(),
        )
    }
}
