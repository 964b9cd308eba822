//! TETR.IO's bag types beyond the plain shuffled bag, total mayhem and
//! classic.
//!
//! Every type draws from [`Minstd`](crate::rng::Minstd) with the piece order
//! `ZLOSIJT` (seed document 001; newer types from the reference notes
//! `randomizers.md` §5.3). The 7-bag and 14-bag are
//! [`ShuffledBag`](super::ShuffledBag)s, total mayhem is
//! [`Memoryless`](super::Memoryless) and classic is
//! [`Classic`](super::Classic).

use super::BatchSource;
use crate::Piece;
use crate::piece::order::TETRIO;
use crate::rng::{Draws, PieceRng};
use crate::sample;

/// TETR.IO's "pairs": shuffle `ZLOSIJT`, take its first two pieces, and deal
/// three of each in a shuffled order (six per batch).
#[derive(Debug, Clone)]
pub struct TetrioPairs<R: PieceRng> {
    draws: Draws<R>,
}

impl<R: PieceRng> TetrioPairs<R> {
    /// A fresh randomizer.
    pub fn new(rng: R) -> TetrioPairs<R> {
        TetrioPairs {
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> BatchSource for TetrioPairs<R> {
    fn max_batch(&self) -> usize {
        6
    }

    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        let mut shuffled = TETRIO;
        sample::shuffle(&mut self.draws, &mut shuffled);
        let [a, b, ..] = shuffled;
        let batch = &mut out[..6];
        batch.copy_from_slice(&[a, a, a, b, b, b]);
        sample::shuffle(&mut self.draws, batch);
        6
    }
}

/// TETR.IO's "7+1-bag" and "7+2-bag": draw `extras` pieces uniformly
/// (`ZLOSIJT[below(7)]` each) before shuffling, add them to a 7-bag, and
/// shuffle the 8 or 9 pieces.
#[derive(Debug, Clone)]
pub struct TetrioExtras<R: PieceRng> {
    extras: usize,
    draws: Draws<R>,
}

impl<R: PieceRng> TetrioExtras<R> {
    /// A 7-bag with `extras` uniformly drawn extra pieces per bag.
    pub fn new(extras: usize, rng: R) -> TetrioExtras<R> {
        TetrioExtras {
            extras,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> BatchSource for TetrioExtras<R> {
    fn max_batch(&self) -> usize {
        7 + self.extras
    }

    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        let batch = &mut out[..7 + self.extras];
        batch[..7].copy_from_slice(&TETRIO);
        for slot in &mut batch[7..] {
            *slot = TETRIO[self.draws.below(7) as usize];
        }
        sample::shuffle(&mut self.draws, batch);
        batch.len()
    }
}

/// TETR.IO's "7+X-bag": bags 1–4 get 3, 2, 1, 1 extra pieces, later bags
/// none. Extras come from the front of a separate shuffled `ZLOSIJT` "extra
/// bag", replaced by a fresh one whenever it holds fewer than needed
/// (leftovers are discarded); then the 7 + extras pieces are shuffled.
#[derive(Debug, Clone)]
pub struct TetrioSevenPlusX<R: PieceRng> {
    bag_index: usize,
    extra_bag: Vec<Piece>,
    draws: Draws<R>,
}

impl<R: PieceRng> TetrioSevenPlusX<R> {
    /// Extra pieces per bag, by bag index; later bags get none.
    const EXTRAS: [usize; 4] = [3, 2, 1, 1];

    /// A fresh randomizer.
    pub fn new(rng: R) -> TetrioSevenPlusX<R> {
        TetrioSevenPlusX {
            bag_index: 0,
            extra_bag: Vec::new(),
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> BatchSource for TetrioSevenPlusX<R> {
    fn max_batch(&self) -> usize {
        7 + Self::EXTRAS[0]
    }

    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        let extras = Self::EXTRAS.get(self.bag_index).copied().unwrap_or(0);
        self.bag_index = self.bag_index.saturating_add(1);
        let batch = &mut out[..7 + extras];
        batch[..7].copy_from_slice(&TETRIO);
        if extras > 0 {
            if self.extra_bag.len() < extras {
                self.extra_bag.clear();
                self.extra_bag.extend_from_slice(&TETRIO);
                sample::shuffle(&mut self.draws, &mut self.extra_bag);
            }
            for (slot, extra) in batch[7..].iter_mut().zip(self.extra_bag.drain(..extras)) {
                *slot = extra;
            }
        }
        sample::shuffle(&mut self.draws, batch);
        batch.len()
    }
}
