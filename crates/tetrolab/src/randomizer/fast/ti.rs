//! TGM3's engine: the drought counts kept as an order, the pool and
//! history as one-hot bytes, slot draws made ahead.

use super::ahead::{AheadBytes, Const, LOOK};
use super::drought::DroughtOrder;
use super::one_hot::{one_hot, piece_bit, piece_of_one_hot};
use crate::Piece;
use crate::piece::order::TGM;
use crate::randomizer::ti::POOL;
use crate::randomizer::{Randomizer, Ti, clone_box};
use crate::rng::{Draws, PieceRng};

/// The engine of [`Ti`]: deals exactly what the definition deals from the
/// same generator.
///
/// The definition keeps seven drought counts and scans them for the most
/// droughted piece; a roll only ever needs that piece, and the counts only
/// ever matter through their order. Dealing a piece gives it the shortest
/// drought, and pieces never dealt share the longest, tied, so the order is
/// a queue — the never-dealt pieces in ID order, then the rest by when each
/// was last dealt — in which the dealt piece moves to the back
/// ([`DroughtOrder`], always full). The scan's answer is the queue's head, and the bug
/// (a reroll, then the dealt piece was the single most droughted one) is
/// the head dealt while no other never-dealt piece ties with it. The
/// definition's counts saturate, but never come near it: while the head is
/// not dealt each piece puts it in one more slot, so it is dealt within
/// 35 pieces.
///
/// The pool and history are one-hot bytes (a roll is one load and one
/// test), the slot draws (`below(35)`, every draw after the first piece)
/// are made ahead in bulk, and the pool has 256 slots so a draw byte
/// indexes it without a bounds check.
#[derive(Debug, Clone)]
pub(crate) struct FastTi<R: PieceRng> {
    ti: Ti,
    /// Each slot's piece, one-hot; slots from 35 up are never drawn.
    pool: [u8; 256],
    order: DroughtOrder,
    /// The pieces never dealt from the pool, one-hot.
    never_dealt: u8,
    /// The last four pieces, one-hot, newest in the lowest byte.
    recent: u32,
    started: bool,
    ahead: AheadBytes,
    draws: Draws<R>,
}

impl<R: PieceRng> FastTi<R> {
    /// The engine for `ti` at power-on, drawing from `rng`.
    pub(crate) fn new(ti: Ti, rng: R) -> FastTi<R> {
        let mut pool = [0; 256];
        for (slot, byte) in pool[..POOL].iter_mut().enumerate() {
            *byte = piece_bit(TGM[slot / 5]);
        }
        let ids = TGM.map(|piece| piece.index() as u32);
        let recent = [Piece::S, Piece::S, Piece::S, Piece::Z]
            .iter()
            .fold(0, |ring, &piece| (ring << 8) | u32::from(piece_bit(piece)));
        FastTi {
            ti,
            pool,
            order: DroughtOrder::of(&ids),
            never_dealt: 0x7F,
            recent,
            started: false,
            ahead: AheadBytes::EMPTY,
            draws: Draws::new(rng),
        }
    }

    /// Pieces from the pool, the definition's steps 1–3 with the state in
    /// locals (registers).
    fn fill_pool(&mut self, out: &mut [Piece]) {
        let (rolls, bug) = (self.ti.rolls.max(1), self.ti.bug);
        // A piece draws at most twice per roll; if that may pass what
        // `ensure` keeps ready, every draw checks.
        let check_each = 2 * rolls as usize > LOOK;
        let (mut at, mut order, mut never_dealt, mut ring) =
            (self.ahead.at, self.order, self.never_dealt, self.recent);
        let (ahead, draws, pool) = (&mut self.ahead, &mut self.draws, &mut self.pool);
        let ensure = |ahead: &mut AheadBytes, draws: &mut Draws<R>, at: usize| {
            ahead.ensure(at, draws, Const::<{ POOL as u32 }>, |d| d as u8)
        };
        for out_slot in out {
            let present = fold4(ring);
            let head = order.head();
            at = ensure(ahead, draws, at);
            let mut slot = ahead.one(at);
            at += 1;
            let mut bit = pool[usize::from(slot)];
            let mut rerolled = false;
            let mut left = rolls;
            while bit & present != 0 {
                rerolled = true;
                pool[usize::from(slot)] = one_hot(head);
                // The extra draw: the piece, after the last roll.
                if check_each {
                    at = ensure(ahead, draws, at);
                }
                slot = ahead.one(at);
                at += 1;
                bit = pool[usize::from(slot)];
                left -= 1;
                if left == 0 {
                    break;
                }
                if check_each {
                    at = ensure(ahead, draws, at);
                }
                slot = ahead.one(at);
                at += 1;
                bit = pool[usize::from(slot)];
            }
            let code = bit.trailing_zeros();
            // At most one never-dealt piece: no tie with the head.
            let untied = never_dealt & never_dealt.wrapping_sub(1) == 0;
            let bugged = bug && rerolled && code == head && untied;
            never_dealt &= !bit;
            let next_head = order.move_to_back_in_full(code);
            pool[usize::from(slot)] = if bugged { bit } else { one_hot(next_head) };
            ring = (ring << 8) | u32::from(bit);
            *out_slot = piece_of_one_hot(bit);
        }
        (self.ahead.at, self.order, self.never_dealt, self.recent) = (at, order, never_dealt, ring);
    }
}

/// The pieces present in a ring of four one-hot bytes.
#[inline(always)]
fn fold4(ring: u32) -> u8 {
    let folded = ring | (ring >> 16);
    (folded | (folded >> 8)) as u8
}

impl<R: PieceRng> Randomizer for FastTi<R> {
    fn next_piece(&mut self) -> Piece {
        super::next_by_fill(self)
    }

    fn fill(&mut self, mut out: &mut [Piece]) {
        if out.is_empty() {
            return;
        }
        if !self.started {
            // The first piece draws before any slot is made ahead, and
            // changes neither pool nor droughts.
            self.started = true;
            let piece = Ti::first_piece(&mut self.draws);
            self.recent = (self.recent << 8) | u32::from(piece_bit(piece));
            out[0] = piece;
            out = &mut out[1..];
        }
        self.fill_pool(out);
    }

    clone_box!();
}
