//! The pool randomizers' engine.

use super::ahead::AheadBytes;
use super::one_hot::{Recent, fold, piece_bit, piece_of_one_hot};
use crate::Piece;
use crate::piece::order::ALPHABETICAL;
use crate::randomizer::{FirstPiece, Pool, PoolFirst, Randomizer, clone_box};
use crate::rng::{Draws, PieceRng};

/// The engine of [`Pool`]: deals exactly what the definition deals from
/// the same generator, with slot draws made ahead as bytes (pools of at
/// most 256 slots), the history as a ring of one-hot bytes and the drought
/// order packed in one word.
#[derive(Debug, Clone)]
pub(crate) struct FastPool<R: PieceRng> {
    pool: Vec<Piece>,
    order: DroughtOrder,
    recent: Recent,
    rolls: u32,
    first: Option<PoolFirst>,
    /// The next slot draws, when the pool has at most 256 slots.
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
        FastPool {
            pool: ALPHABETICAL.repeat(config.copies.max(1)),
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
    fn fill_ahead(&mut self, out: &mut [Piece], (mut ring, mask): (u64, u64)) {
        let size = self.pool.len() as u32;
        let (mut at, mut order) = (self.ahead.at, self.order.clone());
        let slot_byte = |draw: u32| draw as u8;
        for out_slot in out {
            let present = fold(ring);
            let head = order.head();
            at = self.ahead.ensure(at, &mut self.draws, size, slot_byte);
            let mut slot = usize::from(self.ahead.one(at));
            at += 1;
            for _ in 1..self.rolls {
                if present & piece_bit(self.pool[slot]) == 0 {
                    break;
                }
                if let Some(head) = head {
                    self.pool[slot] = head;
                }
                at = self.ahead.ensure(at, &mut self.draws, size, slot_byte);
                slot = usize::from(self.ahead.one(at));
                at += 1;
            }
            let bit = piece_bit(self.pool[slot]);
            self.pool[slot] = order.move_to_back(self.pool[slot]);
            ring = ((ring << 8) | u64::from(bit)) & mask;
            *out_slot = piece_of_one_hot(bit);
        }
        (self.recent.ring, self.ahead.at, self.order) = (ring, at, order);
    }
}

/// Seed 000's `order`: the pieces seen so far, longest undealt first, as a
/// queue of 4-bit codes in one word (the head in the lowest nibble), so
/// moving a piece to the back is a few shifts.
#[derive(Debug, Clone)]
struct DroughtOrder {
    /// The codes, oldest lowest; nibbles from `4 · len` up are 0xF.
    queue: u32,
    len: u32,
}

impl DroughtOrder {
    const EMPTY: DroughtOrder = DroughtOrder {
        queue: u32::MAX,
        len: 0,
    };

    /// The most droughted piece seen so far, if any.
    #[inline]
    fn head(&self) -> Option<Piece> {
        Piece::from_index((self.queue & 0xF) as usize)
    }

    /// Moves `piece` to the back (appending it if unseen), as seed 000's
    /// `splice(indexOf(piece), 1)` then `push(piece)` do, and returns the
    /// new head.
    #[inline]
    fn move_to_back(&mut self, piece: Piece) -> Piece {
        let code = piece.index() as u32;
        // Nibbles equal to `code` become zero in `diff` (unused ones, 0xF,
        // cannot); the borrow trick finds the lowest zero nibble exactly.
        let diff = self.queue ^ code.wrapping_mul(0x1111_1111);
        let zeros = diff.wrapping_sub(0x1111_1111) & !diff & 0x8888_8888;
        if zeros != 0 {
            let at = zeros.trailing_zeros() & !3;
            let below = self.queue & ((1 << at) - 1);
            self.queue = below | ((self.queue >> (at + 4)) << at) | (0xF << 28);
            self.len -= 1;
        }
        let at = 4 * self.len;
        self.queue = (self.queue & !(0xF << at)) | (code << at);
        self.len += 1;
        Piece::ALL[(self.queue & 0xF) as usize]
    }
}

impl<R: PieceRng> Randomizer for FastPool<R> {
    fn next_piece(&mut self) -> Piece {
        let mut one = [Piece::I];
        self.fill(&mut one);
        one[0]
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
        let Recent { ring, mask } = self.recent;
        self.fill_ahead(out, (ring, mask));
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use Piece::*;

    /// The packed queue behaves as seed 000's array: `splice` the piece
    /// out if present, `push` it, and report `order[0]`.
    #[test]
    fn drought_order_matches_an_array() {
        let mut order = DroughtOrder::EMPTY;
        let mut array: Vec<Piece> = Vec::new();
        assert_eq!(order.head(), None);
        let deals = [
            T, T, S, Z, T, I, J, L, O, I, Z, Z, O, L, J, S, T, I, I, J, S,
        ];
        for piece in deals {
            if let Some(at) = array.iter().position(|&p| p == piece) {
                array.remove(at);
            }
            array.push(piece);
            assert_eq!(order.move_to_back(piece), array[0]);
            assert_eq!(order.head(), Some(array[0]));
            assert_eq!(order.len as usize, array.len());
        }
    }
}
