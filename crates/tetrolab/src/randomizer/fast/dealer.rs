//! The batch randomizers' engine: batches made ahead into one buffer.

use crate::Piece;
use crate::randomizer::{Batch, FirstBatch, Randomizer, clone_box};
use crate::rng::{Draws, PieceRng};

/// Batches with their generator inside: a [`Batch`] definition on a
/// generator ([`Drawing`]), or an engine that makes the same batches
/// faster.
pub(crate) trait BatchSource: Clone + Send + std::fmt::Debug + 'static {
    /// The most pieces one batch holds.
    fn max_batch(&self) -> usize;

    /// Writes the next batch (never empty) to the front of `out`, which
    /// holds at least [`max_batch`](BatchSource::max_batch) pieces, and
    /// returns its length.
    fn next_batch(&mut self, out: &mut [Piece]) -> usize;
}

/// A [`Batch`] definition on a generator.
#[derive(Debug, Clone)]
pub(crate) struct Drawing<B: Batch, R: PieceRng> {
    batch: B,
    state: B::State,
    draws: Draws<R>,
}

impl<B: Batch, R: PieceRng> Drawing<B, R> {
    /// `batch` before its first batch, drawing from `rng`.
    pub(crate) fn new(batch: B, rng: R) -> Drawing<B, R> {
        Drawing {
            state: batch.start(),
            batch,
            draws: Draws::new(rng),
        }
    }
}

impl<B: Batch, R: PieceRng> BatchSource for Drawing<B, R> {
    fn max_batch(&self) -> usize {
        self.batch.max_len()
    }

    #[inline]
    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        self.batch.deal_batch(&mut self.state, &mut self.draws, out)
    }
}

/// The engine of [`Batched`](crate::randomizer::Batched): deals the
/// batches of a [`BatchSource`] front to back, exactly as the definition
/// deals them.
///
/// Batches are made a few hundred pieces ahead into one buffer, so dealing
/// copies long runs instead of one short batch at a time; the source is
/// private to the dealer, so making pieces early changes nothing dealt.
/// Where each batch begins in the buffer is kept, so a dealer whose
/// batches are its definition's bags marks where each bag begins (a
/// `Batched` definition refills its bag exactly when a batch begins).
#[derive(Debug, Clone)]
pub(crate) struct Dealer<S> {
    source: S,
    buffer: Vec<Piece>,
    next: usize,
    end: usize,
    first: Option<FirstBatch>,
    /// Where each batch in the buffer begins, in increasing order.
    starts: Vec<usize>,
    /// Whether the batches are the bags of the definition dealt.
    bags: bool,
}

/// How many pieces a refill makes at least.
const AHEAD: usize = 256;

impl<S: BatchSource> Dealer<S> {
    /// Deals `source`'s batches, applying `first` to the first one;
    /// `bags` says whether they are the bags of the definition dealt
    /// (else [`fill_marking_bags`](Randomizer::fill_marking_bags) declines).
    pub(crate) fn new(source: S, first: FirstBatch, bags: bool) -> Dealer<S> {
        let buffer = vec![Piece::I; AHEAD + source.max_batch()];
        Dealer {
            source,
            buffer,
            next: 0,
            end: 0,
            first: Some(first),
            starts: Vec::with_capacity(AHEAD + 1),
            bags,
        }
    }

    fn refill(&mut self) {
        self.next = 0;
        self.end = self.source.next_batch(&mut self.buffer);
        if let Some(rule) = self.first.take() {
            self.next = rule.apply(&mut self.buffer[..self.end]);
        }
        self.starts.clear();
        self.starts.push(self.next);
        while self.end < AHEAD {
            // A first batch wholly skipped begins where the next one does.
            if self.starts.last() != Some(&self.end) {
                self.starts.push(self.end);
            }
            self.end += self.source.next_batch(&mut self.buffer[self.end..]);
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

    fn fill_marking_bags(&mut self, out: &mut [Piece], starts: &mut Vec<usize>) -> bool {
        if !self.bags {
            return false;
        }
        let mut filled = 0;
        while filled < out.len() {
            if self.next >= self.end {
                self.refill();
            }
            let take = (self.end - self.next).min(out.len() - filled);
            let range = self.next..self.next + take;
            let first = self.starts.partition_point(|&s| s < range.start);
            for &start in self.starts[first..].iter().take_while(|&&s| s < range.end) {
                starts.push(filled + start - range.start);
            }
            out[filled..filled + take].copy_from_slice(&self.buffer[range]);
            self.next += take;
            filled += take;
        }
        true
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
        let mut dealer = Dealer::new(Fixed(batch.to_vec()), first, true);
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
    fn marks_where_each_batch_begins_across_fills() {
        let mut dealer = Dealer::new(Fixed(vec![S, Z, T]), FirstBatch::SkipSzo, true);
        let (mut out, mut starts, mut rest) = ([I; 11], Vec::new(), Vec::new());
        assert!(dealer.fill_marking_bags(&mut out[..4], &mut starts));
        assert!(dealer.fill_marking_bags(&mut out[4..], &mut rest));
        starts.extend(rest.iter().map(|s| s + 4));
        assert_eq!(out, [Z, T, S, Z, T, S, Z, T, S, Z, T]);
        assert_eq!(starts, [0, 2, 5, 8]);
        let mut unbagged = Dealer::new(Fixed(vec![S, Z, T]), FirstBatch::AsMade, false);
        assert!(!unbagged.fill_marking_bags(&mut out, &mut starts));
    }

    #[test]
    fn fill_equals_next_piece() {
        let batch = [I, J, L, O, S];
        let mut a = Dealer::new(Fixed(batch.to_vec()), FirstBatch::SkipSzo, true);
        let mut b = a.clone();
        let mut out = [I; 23];
        a.fill(&mut out[..3]);
        a.fill(&mut out[3..]);
        let expected: Vec<Piece> = (0..23).map(|_| b.next_piece()).collect();
        assert_eq!(out.to_vec(), expected);
    }
}
