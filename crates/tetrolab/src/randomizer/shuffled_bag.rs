//! The closed bag: shuffle a fixed multiset of pieces, deal it, repeat.

use super::BatchSource;
use crate::Piece;
use crate::rng::{Draws, PieceRng};
use crate::sample;

/// A closed bag of any multiset of pieces, shuffled by Fisher–Yates from the
/// end (see [`PieceRng::shuffle`]) and dealt front to back — or back to
/// front, as seed document 000's `bag.pop()` does.
///
/// With contents `ZLOSIJT` on [`Minstd`](crate::rng::Minstd) this is
/// TETR.IO's 7-bag; with `IJLOSTZ` dealt from the back it is seed document
/// 000's 7-bag; with two of each piece it is a 14-bag.
///
/// ```
/// use tetrolab::{Dealer, FirstBatch, Piece, Randomizer, ShuffledBag};
/// use tetrolab::rng::DefaultRng;
/// let bag = ShuffledBag::new(Piece::ALL.to_vec(), false, DefaultRng::seed_from_u64(1));
/// let mut dealer = Dealer::new(bag, FirstBatch::AsMade);
/// let mut first = [Piece::I; 7];
/// dealer.fill(&mut first);
/// first.sort();
/// assert_eq!(first, Piece::ALL);
/// ```
#[derive(Debug, Clone)]
pub struct ShuffledBag<R: PieceRng> {
    contents: Vec<Piece>,
    from_back: bool,
    draws: Draws<R>,
}

impl<R: PieceRng> ShuffledBag<R> {
    /// A bag holding `contents` (in this order before each shuffle).
    pub fn new(contents: Vec<Piece>, from_back: bool, rng: R) -> ShuffledBag<R> {
        ShuffledBag {
            contents,
            from_back,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> BatchSource for ShuffledBag<R> {
    fn max_batch(&self) -> usize {
        self.contents.len()
    }

    #[inline]
    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        let batch = &mut out[..self.contents.len()];
        sample::shuffle_into(&mut self.draws, &self.contents, batch);
        if self.from_back {
            batch.reverse();
        }
        batch.len()
    }
}
