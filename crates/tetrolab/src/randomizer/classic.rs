//! The "classic" reroll: TETR.IO's classic and the NES community's ideal
//! model.

use super::BatchSource;
use crate::Piece;
use crate::rng::{Draws, PieceRng};

/// Roll `below(8)`; if the roll is 8th value (7) or repeats the previous
/// roll, roll again `below(7)`, accepted unchecked. Made seven per batch
/// (which matters only to TETR.IO's `no_szo`).
///
/// With TETR.IO's order `ZLOSIJT` on [`Minstd`](crate::rng::Minstd) this
/// is TETR.IO's "classic"; with NES Tetris's order `TJZOSLI` it is the
/// community's "NES (ideal)" model — the real NES reroll is biased and
/// depends on frame timing (see [`Nes`](super::Nes)).
///
/// ```
/// use tetrolab::{Classic, Dealer, FirstBatch, Piece, Randomizer};
/// use tetrolab::rng::DefaultRng;
/// let source = Classic::new(Piece::ALL, DefaultRng::seed_from_u64(3));
/// let mut dealer = Dealer::new(source, FirstBatch::AsMade);
/// assert!(Piece::ALL.contains(&dealer.next_piece()));
/// ```
#[derive(Debug, Clone)]
pub struct Classic<R: PieceRng> {
    order: [Piece; 7],
    last: Option<u32>,
    draws: Draws<R>,
}

impl<R: PieceRng> Classic<R> {
    /// A fresh randomizer with no previous roll, rolls indexing `order`.
    pub fn new(order: [Piece; 7], rng: R) -> Classic<R> {
        Classic {
            order,
            last: None,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> BatchSource for Classic<R> {
    fn max_batch(&self) -> usize {
        7
    }

    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        for slot in &mut out[..7] {
            let mut index = self.draws.below(8);
            if Some(index) == self.last || index >= 7 {
                index = self.draws.below(7);
            }
            self.last = Some(index);
            *slot = self.order[index as usize];
        }
        7
    }
}
