//! The closed bag: shuffle a fixed multiset of pieces, deal it, repeat.

use super::Batch;
use crate::Piece;
use crate::rng::Draw;
use crate::sample;

/// A closed bag of any multiset of pieces: each batch is `contents`
/// shuffled by Fisher–Yates from the end ([`sample::shuffle`]), dealt front
/// to back — or back to front, as seed document 000's `bag.pop()` does.
/// [`Batched`](super::Batched) deals the batches.
///
/// With contents `ZLOSIJT` on [`Minstd`](crate::rng::Minstd) this is
/// TETR.IO's 7-bag; with `IJLOSTZ` dealt from the back it is seed document
/// 000's 7-bag; with two of each piece it is a 14-bag.
///
/// ```
/// use tetrolab::randomizer::{Bag, Batched, FirstBatch, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let bag = Bag { contents: Piece::ALL.to_vec(), from_back: false };
/// let mut r = Serial::new(Batched { batch: bag, first: FirstBatch::AsMade }, DefaultRng::seed_from_u64(1));
/// let mut first: Vec<Piece> = (0..7).map(|_| r.next_piece()).collect();
/// first.sort();
/// assert_eq!(first, Piece::ALL);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bag {
    /// The bag's pieces, in this order before each shuffle.
    pub contents: Vec<Piece>,
    /// Whether the shuffled bag is dealt from its back.
    pub from_back: bool,
}

impl Batch for Bag {
    /// Nothing: every bag is shuffled afresh.
    type State = ();

    fn start(&self) {}

    fn max_len(&self) -> usize {
        self.contents.len()
    }

    #[inline]
    fn deal_batch(&self, _: &mut (), draw: &mut impl Draw, out: &mut [Piece]) -> usize {
        let batch = &mut out[..self.contents.len()];
        sample::shuffle_into(draw, &self.contents, batch);
        if self.from_back {
            batch.reverse();
        }
        batch.len()
    }
}
