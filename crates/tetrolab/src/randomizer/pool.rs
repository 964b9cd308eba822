//! Seed document 000's TGM3-style pool with drought-order replacement.

use super::history::{last_pieces, remember};
use super::{Definition, FirstPiece};
use crate::Piece;
use crate::piece::order::ALPHABETICAL;
use crate::rng::Draw;

/// How a [`Pool`] chooses its first piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PoolFirst {
    /// From the pool like every other piece.
    Roll,
    /// One draw from I, J, L, T, outside the pool (seed document 000).
    NotSzo,
}

/// Seed document 000's "35 pool with 6 rolls", exactly as its code runs.
///
/// The pool starts as `copies` runs of I J L O S T Z. For each piece after
/// the first: draw a slot `below(pool size)` up to `rolls` times, keeping the
/// first piece not in the history (the last draw unconditionally); after
/// each rejected draw the slot is overwritten with the head of the drought
/// order, if any piece has been seen. The dealt piece then moves to the
/// back of the drought order (which starts empty and never holds a first
/// piece dealt from outside the pool), and its slot takes the order's head.
///
/// This differs from the real TGM3 ([`Ti`](super::Ti)): the game's first
/// piece, history, roll count, extra draws and a bug all differ.
///
/// ```
/// use tetrolab::randomizer::{Pool, PoolFirst, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::Randomizer;
/// use tetrolab::Piece::{S, Z};
/// let tgm3 = Pool { copies: 5, rolls: 6, first: PoolFirst::NotSzo, history_size: 4, initial: vec![S, Z, S] };
/// let mut r = Serial::new(tgm3, DefaultRng::seed_from_u64(1));
/// assert!(!r.next_piece().is_szo());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pool {
    /// Copies of each piece in the pool (pool size = 7 × copies, at least 7).
    pub copies: usize,
    /// Draws at most per piece; the last is kept unchecked.
    pub rolls: u32,
    /// How the first piece is chosen.
    pub first: PoolFirst,
    /// History size (1 to 16).
    pub history_size: usize,
    /// The history before the first piece, oldest first.
    pub initial: Vec<Piece>,
}

/// The state of a [`Pool`] randomizer.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PoolState {
    /// The pool's slots.
    pub pool: Vec<Piece>,
    /// The pieces dealt from the pool so far, longest undealt first (seed
    /// 000's `order`).
    pub drought_order: Vec<Piece>,
    /// The last pieces dealt, oldest first.
    pub recent: Vec<Piece>,
    /// Whether a first piece from outside the pool is still to come.
    pub first_pending: bool,
}

impl Pool {
    /// A piece from the pool: the rolls, the replacements, the drought
    /// order.
    fn pool_piece(&self, state: &mut PoolState, draw: &mut impl Draw) -> Piece {
        let rolls = self.rolls.max(1);
        let mut slot = 0;
        for roll in 1..=rolls {
            slot = draw.below(state.pool.len() as u32) as usize;
            if roll == rolls || !state.recent.contains(&state.pool[slot]) {
                break;
            }
            if let Some(&head) = state.drought_order.first() {
                state.pool[slot] = head;
            }
        }
        let piece = state.pool[slot];
        state.drought_order.retain(|&p| p != piece);
        state.drought_order.push(piece);
        state.pool[slot] = state.drought_order[0];
        piece
    }
}

impl Definition for Pool {
    type State = PoolState;

    fn exact_refusal(&self) -> Option<&'static str> {
        Some("its 35-slot pool and drought bookkeeping have far too many states")
    }

    fn start(&self) -> PoolState {
        PoolState {
            pool: ALPHABETICAL.repeat(self.copies.max(1)),
            drought_order: Vec::new(),
            recent: last_pieces(&self.initial, self.history_size),
            first_pending: self.first == PoolFirst::NotSzo,
        }
    }

    fn deal(&self, state: &mut PoolState, draw: &mut impl Draw) -> Piece {
        let piece = if std::mem::take(&mut state.first_pending) {
            FirstPiece::not_szo(draw)
        } else {
            self.pool_piece(state, draw)
        };
        remember(&mut state.recent, piece, self.history_size);
        piece
    }
}
