//! The memoryless randomizer: every piece drawn independently.

use super::BatchSource;
use crate::Piece;
use crate::rng::{Draws, PieceRng};

/// Each piece is `order[below(7)]`, independent of everything before:
/// seed document 000's "truly pseudo random" randomizer and TETR.IO's
/// "total mayhem" (order `ZLOSIJT`, made seven per batch, which matters
/// only to `no_szo`).
///
/// ```
/// use tetrolab::{Dealer, FirstBatch, Memoryless, Piece, Randomizer};
/// use tetrolab::rng::DefaultRng;
/// let source = Memoryless::new(Piece::ALL, DefaultRng::seed_from_u64(3));
/// let mut dealer = Dealer::new(source, FirstBatch::AsMade);
/// assert!(Piece::ALL.contains(&dealer.next_piece()));
/// ```
#[derive(Debug, Clone)]
pub struct Memoryless<R: PieceRng> {
    order: [Piece; 7],
    draws: Draws<R>,
}

impl<R: PieceRng> Memoryless<R> {
    /// Draws from `order` (the game's piece order decides which index means
    /// which piece).
    pub fn new(order: [Piece; 7], rng: R) -> Memoryless<R> {
        Memoryless {
            order,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> BatchSource for Memoryless<R> {
    fn max_batch(&self) -> usize {
        7
    }

    #[inline]
    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        for slot in &mut out[..7] {
            *slot = self.order[self.draws.below(7) as usize];
        }
        7
    }
}
