//! Seed document 000's TGM3-style pool with drought-order replacement.

use super::ahead::AheadBytes;
use super::history::{FirstPiece, MAX_HISTORY, Recent, fold, one_hot, piece_of_one_hot};
use super::{Randomizer, clone_box};
use crate::Piece;
use crate::piece::order::ALPHABETICAL;
use crate::rng::{Draws, PieceRng};

/// Parameters of a [`Pool`] randomizer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoolConfig {
    /// Copies of each piece in the pool (pool size = 7 × copies).
    pub copies: usize,
    /// Draws at most per piece; the last is kept unchecked.
    pub rolls: u32,
    /// How the first piece is chosen (not from the pool when `NotSzo`).
    pub first: FirstPiece,
    /// History size (1 to 16).
    pub history_size: usize,
    /// The history before the first piece, oldest first.
    pub initial: Vec<Piece>,
}

/// Seed document 000's "35 pool with 6 rolls", exactly as its code runs.
///
/// The pool starts as `copies` runs of I J L O S T Z. For each piece after
/// the first: draw a slot `below(pool size)` up to `rolls` times, keeping the
/// first piece not in the 4-piece history (the last draw unconditionally);
/// after each rejected draw the slot is overwritten with the head of the
/// drought order, if any piece has been seen. The dealt piece then moves to
/// the back of the drought order (which starts empty and never holds the
/// first piece), and its slot takes the order's head.
///
/// This differs from the real TGM3 (see `tetrolab list`): the game's first
/// piece, history, roll count, extra draws and a bug all differ.
///
/// ```
/// use tetrolab::{FirstPiece, Piece, Pool, PoolConfig, Randomizer};
/// use tetrolab::rng::DefaultRng;
/// use Piece::{S, Z};
/// let config = PoolConfig { copies: 5, rolls: 6, first: FirstPiece::NotSzo,
///     history_size: 4, initial: vec![S, Z, S] };
/// let mut tgm3 = Pool::new(&config, DefaultRng::seed_from_u64(1));
/// assert!(!tgm3.next_piece().is_szo());
/// ```
#[derive(Debug, Clone)]
pub struct Pool<R: PieceRng> {
    pool: Vec<Piece>,
    order: DroughtOrder,
    recent: Recent,
    rolls: u32,
    first: Option<FirstPiece>,
    /// The next slot draws, when the pool has at most 256 slots.
    ahead: AheadBytes,
    draws: Draws<R>,
}

impl<R: PieceRng> Pool<R> {
    /// A pool randomizer with the given parameters (copies raised to 1,
    /// rolls raised to 1, history size capped at 16).
    pub fn new(config: &PoolConfig, rng: R) -> Pool<R> {
        Pool {
            pool: ALPHABETICAL.repeat(config.copies.max(1)),
            order: DroughtOrder::EMPTY,
            recent: Recent::new(config.history_size.clamp(1, MAX_HISTORY), &config.initial),
            rolls: config.rolls.max(1),
            first: Some(config.first),
            ahead: AheadBytes::EMPTY,
            draws: Draws::new(rng),
        }
    }

    /// Draws a slot up to `rolls` times, keeping the first piece not in
    /// the history (the last draw unconditionally); a rejected slot takes
    /// the head of the drought order, if any piece has been seen. The
    /// dealt piece then moves to the back of the order and its slot takes
    /// the order's head — exactly seed 000's loop, one draw at a time.
    fn deal_serially(&mut self) -> Piece {
        let size = self.pool.len() as u32;
        let present = self.recent.present();
        let head = self.order.head();
        let mut slot = self.draws.below(size) as usize;
        for _ in 1..self.rolls {
            if present & one_hot(self.pool[slot].index() as u32) == 0 {
                break;
            }
            if let Some(head) = head {
                self.pool[slot] = head;
            }
            slot = self.draws.below(size) as usize;
        }
        let piece = self.pool[slot];
        self.pool[slot] = self.order.move_to_back(piece);
        self.recent.push(one_hot(piece.index() as u32));
        piece
    }

    /// The same loop with slot draws made ahead as bytes (a pool of at
    /// most 256 slots) and the state in locals (registers). The loop
    /// branches per roll: evaluating every roll without branches (each
    /// storing back what it read) measured slower.
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
                if present & one_hot(self.pool[slot].index() as u32) == 0 {
                    break;
                }
                if let Some(head) = head {
                    self.pool[slot] = head;
                }
                at = self.ahead.ensure(at, &mut self.draws, size, slot_byte);
                slot = usize::from(self.ahead.one(at));
                at += 1;
            }
            let bit = one_hot(self.pool[slot].index() as u32);
            self.pool[slot] = order.move_to_back(self.pool[slot]);
            ring = ((ring << 8) | u64::from(bit)) & mask;
            *out_slot = piece_of_one_hot(bit);
        }
        (self.recent.ring, self.ahead.at, self.order) = (u128::from(ring), at, order);
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

impl<R: PieceRng> Randomizer for Pool<R> {
    fn next_piece(&mut self) -> Piece {
        let mut one = [Piece::I];
        self.fill(&mut one);
        one[0]
    }

    fn fill(&mut self, mut out: &mut [Piece]) {
        if out.is_empty() {
            return;
        }
        if let Some(FirstPiece::NotSzo) = self.first.take() {
            let piece = FirstPiece::not_szo(&mut self.draws);
            self.recent.push(one_hot(piece.index() as u32));
            out[0] = piece;
            out = &mut out[1..];
        }
        match self.recent.short() {
            Some(ring) if self.pool.len() <= 256 => self.fill_ahead(out, ring),
            _ => out.iter_mut().for_each(|slot| *slot = self.deal_serially()),
        }
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::DefaultRng;
    use Piece::*;

    /// Seed 000's TGM3 loop transcribed literally, with lists for the
    /// pool, the order and the history, drawing one at a time.
    fn definition<R: PieceRng>(config: &PoolConfig, mut rng: R, count: usize) -> Vec<Piece> {
        let mut pool: Vec<Piece> = ALPHABETICAL.repeat(config.copies);
        let mut order: Vec<Piece> = Vec::new();
        let mut history = config.initial.clone();
        let mut pieces = Vec::new();
        for n in 0..count {
            let piece = if n == 0 && config.first == FirstPiece::NotSzo {
                [I, J, L, T][rng.below(4) as usize]
            } else {
                let (mut i, mut piece) = (0, I);
                for roll in 0..config.rolls {
                    i = rng.below(pool.len() as u32) as usize;
                    piece = pool[i];
                    if !history.contains(&piece) || roll == config.rolls - 1 {
                        break;
                    }
                    if let Some(&head) = order.first() {
                        pool[i] = head;
                    }
                }
                if let Some(at) = order.iter().position(|&p| p == piece) {
                    order.remove(at);
                }
                order.push(piece);
                pool[i] = order[0];
                piece
            };
            history.push(piece);
            if history.len() > config.history_size {
                history.remove(0);
            }
            pieces.push(piece);
        }
        pieces
    }

    /// The fast path (slot bytes ahead, locals) and the serial path (a
    /// pool over 256 slots or a history over 8) deal the definition's
    /// pieces, one at a time or many.
    #[test]
    fn both_paths_deal_the_definition() {
        for (copies, history_size, rolls, first) in [
            (5, 4, 6, FirstPiece::NotSzo),
            (2, 1, 3, FirstPiece::Roll),
            (40, 4, 6, FirstPiece::NotSzo),
            (5, 10, 9, FirstPiece::Roll),
            (5, 4, 9, FirstPiece::Roll),
            (5, 4, 1, FirstPiece::Roll),
        ] {
            let config = PoolConfig {
                copies,
                rolls,
                first,
                history_size,
                initial: [S, Z, S][..history_size.min(3)].to_vec(),
            };
            let rng = DefaultRng::seed_from_u64(copies as u64);
            let expected = definition(&config, rng.clone(), 2_000);
            let mut pool = Pool::new(&config, rng);
            let mut got = vec![I; 2_000];
            got[0] = pool.next_piece();
            pool.fill(&mut got[1..999]);
            pool.fill(&mut got[999..]);
            assert_eq!(got, expected, "copies {copies}, size {history_size}");
        }
    }

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
