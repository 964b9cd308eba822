//! The pool randomizers' engine.

use super::ahead::{AheadBytes, LOOK};
use super::drought::DroughtOrder;
use super::one_hot::{Recent, fold, one_hot, piece_bit, piece_of_one_hot};
use crate::Piece;
use crate::piece::order::ALPHABETICAL;
use crate::randomizer::{FirstPiece, Pool, PoolFirst, Randomizer, clone_box};
use crate::rng::{Draws, PieceRng};

/// The engine of [`Pool`]: deals exactly what the definition deals from
/// the same generator, with slot draws made ahead as bytes (pools of at
/// most 256 slots), the pool and history as one-hot bytes (a roll is one
/// load and one test), the drought order packed in one word
/// ([`DroughtOrder`]), and the pool given 256 slots so that a draw byte
/// indexes it without a bounds check.
#[derive(Debug, Clone)]
pub(crate) struct FastPool<R: PieceRng> {
    /// Each slot's piece, one-hot; slots from the pool's size up are never
    /// drawn.
    pool: [u8; 256],
    size: u32,
    order: DroughtOrder,
    recent: Recent,
    rolls: u32,
    first: Option<PoolFirst>,
    ahead: AheadBytes,
    draws: Draws<R>,
}

impl<R: PieceRng> FastPool<R> {
    /// Whether the engine runs `config`: a pool of at most 256 slots (a
    /// slot draw fits a byte) and a history of at most 8 pieces (it fits a
    /// word). Others are dealt by the definition.
    pub(crate) fn supports(config: &Pool) -> bool {
        7 * config.copies.max(1) <= 256 && config.history_size <= Recent::MAX
    }

    /// The engine for `config`, one it [supports](FastPool::supports)
    /// (copies and rolls raised to 1, as the definition reads them),
    /// drawing from `rng`.
    pub(crate) fn new(config: &Pool, rng: R) -> FastPool<R> {
        debug_assert!(Self::supports(config));
        let start = ALPHABETICAL.repeat(config.copies.max(1));
        let mut pool = [0; 256];
        for (byte, &piece) in pool.iter_mut().zip(&start) {
            *byte = piece_bit(piece);
        }
        FastPool {
            pool,
            size: start.len() as u32,
            order: DroughtOrder::EMPTY,
            recent: Recent::new(config.history_size.max(1), &config.initial),
            rolls: config.rolls.max(1),
            first: Some(config.first),
            ahead: AheadBytes::EMPTY,
            draws: Draws::new(rng),
        }
    }

    /// The definition's loop with slot draws made ahead as bytes and the
    /// state in locals (registers). The loop branches per roll: evaluating
    /// every roll without branches (each storing back what it read)
    /// measured slower.
    ///
    /// `FULL`: every piece has been seen, so the drought order is full and
    /// moves in it take no branch ([`DroughtOrder::move_to_back_in_full`]);
    /// until then pieces are dealt one at a time with `FULL` false.
    fn fill_ahead<const FULL: bool>(&mut self, out: &mut [Piece]) {
        // If a piece's draws may pass what `ensure` keeps ready, every
        // draw checks.
        if self.rolls as usize > LOOK {
            self.fill_ahead_checked::<FULL, true>(out);
        } else {
            self.fill_ahead_checked::<FULL, false>(out);
        }
    }

    /// [`fill_ahead`](FastPool::fill_ahead) with `CHECK_EACH`: whether
    /// every draw, not just each piece's first, makes sure of the draws
    /// ahead.
    fn fill_ahead_checked<const FULL: bool, const CHECK_EACH: bool>(&mut self, out: &mut [Piece]) {
        let Recent { mut ring, mask } = self.recent;
        let (size, rolls) = (self.size, self.rolls);
        let (mut at, mut order) = (self.ahead.at, self.order);
        let (ahead, draws, pool) = (&mut self.ahead, &mut self.draws, &mut self.pool);
        let ensure = |ahead: &mut AheadBytes, draws: &mut Draws<R>, at: usize| {
            ahead.ensure(at, draws, size, |draw| draw as u8)
        };
        // The drought order's head, and its one-hot byte (meaningful once
        // the head is a piece, below 7), carried from one piece to the next.
        let mut head = order.head();
        let mut head_bit = one_hot(head & 7);
        for out_slot in out {
            let present = fold(ring);
            at = ensure(ahead, draws, at);
            let mut slot = usize::from(ahead.one(at));
            at += 1;
            for _ in 1..rolls {
                let bit = pool[slot];
                if present & bit == 0 {
                    break;
                }
                // Before any piece is seen the order is empty and a
                // rejected slot keeps its piece.
                if FULL || head < 7 {
                    pool[slot] = head_bit;
                }
                if CHECK_EACH {
                    at = ensure(ahead, draws, at);
                }
                slot = usize::from(ahead.one(at));
                at += 1;
            }
            let bit = pool[slot];
            let code = bit.trailing_zeros();
            head = if FULL {
                order.move_to_back_in_full(code)
            } else {
                order.move_to_back(code)
            };
            head_bit = one_hot(head & 7);
            pool[slot] = head_bit;
            ring = ((ring << 8) | u64::from(bit)) & mask;
            *out_slot = piece_of_one_hot(bit);
        }
        (self.recent.ring, self.ahead.at, self.order) = (ring, at, order);
    }
}

impl<R: PieceRng> Randomizer for FastPool<R> {
    fn next_piece(&mut self) -> Piece {
        super::next_by_fill(self)
    }

    fn fill(&mut self, mut out: &mut [Piece]) {
        if out.is_empty() {
            return;
        }
        if let Some(PoolFirst::NotSzo) = self.first.take() {
            let piece = FirstPiece::not_szo(&mut self.draws);
            self.recent.push(piece_bit(piece));
            out[0] = piece;
            out = &mut out[1..];
        }
        while !self.order.is_full() {
            let Some((first, rest)) = out.split_first_mut() else {
                return;
            };
            self.fill_ahead::<false>(std::slice::from_mut(first));
            out = rest;
        }
        self.fill_ahead::<true>(out);
    }

    clone_box!();
}
