//! TETR.IO's pairs on a generator whose every word is a draw: a block of
//! batches from one block of words.

use super::dealer::BatchSource;
use crate::Piece;
use crate::piece::order::TETRIO;
use crate::rng::PieceRng;
use crate::sample::{SEVEN_OUTCOMES, SIX_OUTCOMES, outcome_index};

/// The words one batch takes: six draws to shuffle the seven pieces
/// (Fisher–Yates from the end, `below(7)` down to `below(2)`) and five to
/// shuffle the six dealt.
const WORDS_PER_BATCH: usize = 11;

/// How many batches one block of words makes.
const BATCHES: usize = 32;

/// The engine of [`TetrioPairs`](crate::randomizer::TetrioPairs) on a
/// generator that never rejects a word (`PieceRng::REJECTS` false, as
/// TETR.IO's own MINSTD): batch `b` of a block reads exactly words `11·b`
/// to `11·b + 10`, so a block of batches is made from one block of words
/// without a buffer check per draw. Each shuffle is read from the table of
/// every outcome, indexed by its draws, as
/// [`shuffle`](crate::sample::shuffle) reads it; of the seven pieces'
/// shuffle only the first two places are read, and the six dealt pieces
/// are `a` where the table names one of the first three copies, `b`
/// elsewhere.
#[derive(Debug, Clone)]
pub(crate) struct PairsInBlocks<R> {
    rng: R,
    batches: [[Piece; 6]; BATCHES],
    /// The next batch to deal; `BATCHES` when the block is used up.
    next: usize,
}

impl<R: PieceRng> PairsInBlocks<R> {
    /// The engine drawing from `rng`, which must never reject a word.
    pub(crate) fn new(rng: R) -> PairsInBlocks<R> {
        debug_assert!(!R::REJECTS, "every word must be a draw");
        PairsInBlocks {
            rng,
            batches: [[Piece::I; 6]; BATCHES],
            next: BATCHES,
        }
    }

    /// Makes the next block of batches.
    #[inline(never)]
    fn refill(&mut self) {
        let mut words = [R::Word::default(); WORDS_PER_BATCH * BATCHES];
        self.rng.fill_words(&mut words);
        for (batch, words) in self
            .batches
            .iter_mut()
            .zip(words.chunks_exact(WORDS_PER_BATCH))
        {
            let mut words = words.iter();
            let mut draw = |bound| {
                let word = *words.next().expect("a batch's words are its draws");
                R::word_below(word, bound).unwrap_or_default() as usize
            };
            let chosen = &SEVEN_OUTCOMES[outcome_index::<7>(&mut draw)];
            let [a, b] = [0, 1].map(|place| TETRIO[usize::from(chosen[place])]);
            for (slot, &from) in batch
                .iter_mut()
                .zip(&SIX_OUTCOMES[outcome_index::<6>(&mut draw)])
            {
                *slot = if from < 3 { a } else { b };
            }
        }
        self.next = 0;
    }
}

impl<R: PieceRng> BatchSource for PairsInBlocks<R> {
    fn max_batch(&self) -> usize {
        6
    }

    #[inline]
    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        if self.next == BATCHES {
            self.refill();
        }
        out[..6].copy_from_slice(&self.batches[self.next]);
        self.next += 1;
        6
    }
}
