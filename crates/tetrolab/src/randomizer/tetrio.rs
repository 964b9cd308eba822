//! TETR.IO's bag types beyond the plain shuffled bag, total mayhem and
//! classic.
//!
//! Every type draws from [`Minstd`](crate::rng::Minstd) with the piece order
//! `ZLOSIJT` (seed document 001; the newer types as the client's code for
//! them reads). The 7-bag and 14-bag are [`Bag`](super::Bag)s, total mayhem
//! is [`Memoryless`](super::Memoryless) and classic is
//! [`Classic`](super::Classic), each made seven at a time.

use super::Batch;
use crate::Piece;
use crate::piece::order::TETRIO;
use crate::rng::Draw;
use crate::sample;

/// TETR.IO's "pairs": shuffle `ZLOSIJT`, take its first two pieces, and deal
/// three of each in a shuffled order (six per batch).
///
/// ```
/// use tetrolab::randomizer::{Batch, TetrioPairs};
/// use tetrolab::rng::{DefaultRng, Draws};
/// use tetrolab::Piece;
/// let mut out = [Piece::I; 6];
/// TetrioPairs.deal_batch(&mut (), &mut Draws::new(DefaultRng::seed_from_u64(2)), &mut out);
/// out.sort();
/// assert!(out[0] == out[2] && out[3] == out[5] && out[2] != out[3]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TetrioPairs;

impl Batch for TetrioPairs {
    type State = ();

    fn start(&self) {}

    fn max_len(&self) -> usize {
        6
    }

    fn deal_batch(&self, _: &mut (), draw: &mut impl Draw, out: &mut [Piece]) -> usize {
        let mut shuffled = TETRIO;
        sample::shuffle(draw, &mut shuffled);
        let [a, b, ..] = shuffled;
        let batch = &mut out[..6];
        batch.copy_from_slice(&[a, a, a, b, b, b]);
        sample::shuffle(draw, batch);
        6
    }
}

/// TETR.IO's "7+1-bag" and "7+2-bag": draw `extras` pieces uniformly
/// (`ZLOSIJT[below(7)]` each) before shuffling, add them to a 7-bag, and
/// shuffle the 8 or 9 pieces.
///
/// ```
/// use tetrolab::randomizer::{Batch, TetrioExtras};
/// use tetrolab::rng::{DefaultRng, Draws};
/// use tetrolab::Piece;
/// let mut out = [Piece::I; 9];
/// let made = TetrioExtras { extras: 2 }.deal_batch(&mut (), &mut Draws::new(DefaultRng::seed_from_u64(2)), &mut out);
/// assert_eq!(made, 9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TetrioExtras {
    /// Extra pieces per bag.
    pub extras: usize,
}

impl Batch for TetrioExtras {
    type State = ();

    fn start(&self) {}

    fn max_len(&self) -> usize {
        7 + self.extras
    }

    fn deal_batch(&self, _: &mut (), draw: &mut impl Draw, out: &mut [Piece]) -> usize {
        let batch = &mut out[..7 + self.extras];
        batch[..7].copy_from_slice(&TETRIO);
        for slot in &mut batch[7..] {
            *slot = TETRIO[draw.below(7) as usize];
        }
        sample::shuffle(draw, batch);
        batch.len()
    }
}

/// TETR.IO's "7+X-bag": bags 1–4 get 3, 2, 1, 1 extra pieces, later bags
/// none. Extras come from the front of a separate shuffled `ZLOSIJT` "extra
/// bag", replaced by a fresh one whenever it holds fewer than needed
/// (leftovers are discarded); then the 7 + extras pieces are shuffled.
///
/// ```
/// use tetrolab::randomizer::{Batch, TetrioSevenPlusX};
/// use tetrolab::rng::{DefaultRng, Draws};
/// use tetrolab::Piece;
/// let mut state = TetrioSevenPlusX.start();
/// let mut draws = Draws::new(DefaultRng::seed_from_u64(2));
/// let mut out = [Piece::I; 10];
/// let sizes: Vec<usize> = (0..6).map(|_| TetrioSevenPlusX.deal_batch(&mut state, &mut draws, &mut out)).collect();
/// assert_eq!(sizes, [10, 9, 8, 8, 7, 7]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TetrioSevenPlusX;

/// The state of a [`TetrioSevenPlusX`] randomizer.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SevenPlusXState {
    /// Bags made so far, counted up to the first bag without extras.
    pub bags: usize,
    /// The extra bag's pieces not handed out yet, next first.
    pub extra_bag: Vec<Piece>,
}

impl TetrioSevenPlusX {
    /// Extra pieces per bag, by bag index; later bags get none.
    const EXTRAS: [usize; 4] = [3, 2, 1, 1];
}

impl Batch for TetrioSevenPlusX {
    type State = SevenPlusXState;

    fn start(&self) -> SevenPlusXState {
        SevenPlusXState {
            bags: 0,
            extra_bag: Vec::new(),
        }
    }

    fn max_len(&self) -> usize {
        7 + Self::EXTRAS[0]
    }

    fn deal_batch(
        &self,
        state: &mut SevenPlusXState,
        draw: &mut impl Draw,
        out: &mut [Piece],
    ) -> usize {
        let extras = Self::EXTRAS.get(state.bags).copied().unwrap_or(0);
        state.bags = (state.bags + 1).min(Self::EXTRAS.len());
        let batch = &mut out[..7 + extras];
        batch[..7].copy_from_slice(&TETRIO);
        if extras > 0 {
            if state.extra_bag.len() < extras {
                state.extra_bag.clear();
                state.extra_bag.extend_from_slice(&TETRIO);
                sample::shuffle(draw, &mut state.extra_bag);
            }
            for (slot, extra) in batch[7..].iter_mut().zip(state.extra_bag.drain(..extras)) {
                *slot = extra;
            }
        }
        sample::shuffle(draw, batch);
        batch.len()
    }
}
