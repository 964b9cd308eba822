//! Dealing pieces batch by batch, as bag-shaped randomizers and TETR.IO do.

use super::{Randomizer, clone_box};
use crate::Piece;

/// A randomizer that makes its pieces a batch at a time (a shuffled bag, a
/// TETR.IO batch of seven single draws, …).
pub trait BatchSource: Clone + Send + std::fmt::Debug + 'static {
    /// The most pieces one batch holds.
    fn max_batch(&self) -> usize;

    /// Writes the next batch (never empty) to the front of `out`, which
    /// holds at least [`max_batch`](BatchSource::max_batch) pieces, and
    /// returns its length.
    fn next_batch(&mut self, out: &mut [Piece]) -> usize;
}

/// What happens to the first batch before it is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FirstBatch {
    /// Dealt as made.
    #[default]
    AsMade,
    /// TETR.IO's `no_szo`: move the head to the tail while it is S, Z or O,
    /// at most batch-length times (keeps the batch's pieces).
    RotateOffSzo,
    /// Seed document 001's sentence: skip the first piece once if it is S,
    /// Z or O (loses that piece).
    SkipSzo,
}

/// Deals the batches of a [`BatchSource`] from the front, in order.
///
/// Batches are made a few hundred pieces ahead into one buffer, so dealing
/// copies long runs instead of one short batch at a time; the source is
/// private to the dealer, so making pieces early changes nothing dealt.
#[derive(Debug, Clone)]
pub struct Dealer<S> {
    source: S,
    buffer: Vec<Piece>,
    next: usize,
    end: usize,
    first: Option<FirstBatch>,
}

/// How many pieces a refill makes at least.
const AHEAD: usize = 256;

impl<S: BatchSource> Dealer<S> {
    /// Deals `source`'s batches, applying `first` to the first one.
    pub fn new(source: S, first: FirstBatch) -> Dealer<S> {
        let buffer = vec![Piece::I; AHEAD + source.max_batch()];
        Dealer {
            source,
            buffer,
            next: 0,
            end: 0,
            first: Some(first),
        }
    }

    fn refill(&mut self) {
        self.next = 0;
        self.end = self.source.next_batch(&mut self.buffer);
        if let Some(rule) = self.first.take() {
            self.apply_first_batch_rule(rule);
        }
        while self.end < AHEAD {
            self.end += self.source.next_batch(&mut self.buffer[self.end..]);
        }
    }

    /// Applies `rule` to the batch at the front of the buffer.
    fn apply_first_batch_rule(&mut self, rule: FirstBatch) {
        let batch = &mut self.buffer[..self.end];
        match rule {
            FirstBatch::AsMade => {}
            FirstBatch::RotateOffSzo => {
                let turns = batch.iter().take_while(|p| p.is_szo()).count();
                batch.rotate_left(turns % batch.len());
            }
            FirstBatch::SkipSzo => self.next = usize::from(batch[0].is_szo()),
        }
    }
}

impl<S: BatchSource> Randomizer for Dealer<S> {
    #[inline]
    fn next_piece(&mut self) -> Piece {
        if self.next >= self.end {
            self.refill();
        }
        let piece = self.buffer[self.next];
        self.next += 1;
        piece
    }

    fn fill(&mut self, out: &mut [Piece]) {
        let mut filled = 0;
        while filled < out.len() {
            if self.next >= self.end {
                self.refill();
            }
            let take = (self.end - self.next).min(out.len() - filled);
            out[filled..filled + take].copy_from_slice(&self.buffer[self.next..self.next + take]);
            self.next += take;
            filled += take;
        }
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use Piece::*;

    /// A source that always makes the same batch.
    #[derive(Debug, Clone)]
    struct Fixed(Vec<Piece>);

    impl BatchSource for Fixed {
        fn max_batch(&self) -> usize {
            self.0.len()
        }

        fn next_batch(&mut self, out: &mut [Piece]) -> usize {
            out[..self.0.len()].copy_from_slice(&self.0);
            self.0.len()
        }
    }

    fn deal(batch: &[Piece], first: FirstBatch, n: usize) -> Vec<Piece> {
        let mut dealer = Dealer::new(Fixed(batch.to_vec()), first);
        (0..n).map(|_| dealer.next_piece()).collect()
    }

    #[test]
    fn rotation_moves_leading_szo_to_the_back_of_the_first_batch_only() {
        assert_eq!(
            deal(&[S, Z, T, O], FirstBatch::RotateOffSzo, 8),
            [T, O, S, Z, S, Z, T, O]
        );
        assert_eq!(deal(&[S, Z, O], FirstBatch::RotateOffSzo, 4), [S, Z, O, S]);
    }

    #[test]
    fn skip_drops_one_leading_szo() {
        assert_eq!(deal(&[S, Z, T], FirstBatch::SkipSzo, 5), [Z, T, S, Z, T]);
        assert_eq!(deal(&[O], FirstBatch::SkipSzo, 2), [O, O]);
        assert_eq!(deal(&[T, S], FirstBatch::SkipSzo, 3), [T, S, T]);
    }

    #[test]
    fn fill_equals_next_piece() {
        let batch = [I, J, L, O, S];
        let mut a = Dealer::new(Fixed(batch.to_vec()), FirstBatch::SkipSzo);
        let mut b = a.clone();
        let mut out = [I; 23];
        a.fill(&mut out[..3]);
        a.fill(&mut out[3..]);
        let expected: Vec<Piece> = (0..23).map(|_| b.next_piece()).collect();
        assert_eq!(out.to_vec(), expected);
    }
}
