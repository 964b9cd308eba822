//! Seed document 000's TGM3-style pool with drought-order replacement.

use super::draw_ahead::DrawAhead;
use super::history::{FirstPiece, MAX_HISTORY, Recent};
use super::{Randomizer, clone_box};
use crate::Piece;
use crate::piece::order::ALPHABETICAL;
use crate::rng::PieceRng;

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
/// use tetrolab::rng::Xoshiro256PlusPlus;
/// use Piece::{S, Z};
/// let config = PoolConfig { copies: 5, rolls: 6, first: FirstPiece::NotSzo,
///     history_size: 4, initial: vec![S, Z, S] };
/// let mut tgm3 = Pool::new(&config, Xoshiro256PlusPlus::seed_from_u64(1));
/// assert!(!tgm3.next_piece().is_szo());
/// ```
#[derive(Debug, Clone)]
pub struct Pool<R> {
    pool: Vec<Piece>,
    order: DroughtOrder,
    recent: Recent,
    rolls: u32,
    first: Option<FirstPiece>,
    ahead: DrawAhead,
    rng: R,
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
            ahead: DrawAhead::EMPTY,
            rng,
        }
    }

    /// The same rolls as [`Pool::draw_from_pool`] on drawn-ahead slots,
    /// without a branch per roll: every roll is evaluated, and those after
    /// the accepted one change nothing.
    #[inline]
    fn draw_ahead_from_pool(&mut self) -> Piece {
        let rolls = self.rolls as usize;
        let slots = self
            .ahead
            .peek(&mut self.rng, rolls, self.pool.len() as u32);
        let head = self.order.head();
        let (mut done, mut taken, mut piece) = (false, rolls - 1, Piece::I);
        for (k, &slot) in slots.iter().enumerate() {
            let slot = usize::from(slot);
            let candidate = self.pool[slot];
            let accept = !self.recent.contains(candidate) || k + 1 == rolls;
            let replacement = match head {
                Some(head) if !done && !accept => head,
                _ => candidate,
            };
            self.pool[slot] = replacement;
            if !done && accept {
                taken = k;
                piece = candidate;
            }
            done |= accept;
        }
        let slot = usize::from(slots[taken]);
        self.ahead.consume(taken + 1);
        self.pool[slot] = self.order.move_to_back(piece);
        piece
    }

    /// One roll at a time, exactly as seed 000's code runs (for more rolls
    /// than the branch-free path handles).
    fn draw_from_pool(&mut self) -> Piece {
        let size = self.pool.len() as u32;
        let mut slot = 0;
        let mut piece = Piece::I;
        for roll in 0..self.rolls {
            slot = self.rng.below(size) as usize;
            piece = self.pool[slot];
            if !self.recent.contains(piece) || roll + 1 == self.rolls {
                break;
            }
            if let Some(head) = self.order.head() {
                self.pool[slot] = head;
            }
        }
        self.pool[slot] = self.order.move_to_back(piece);
        piece
    }
}

/// Seed 000's `order`: the pieces seen so far, longest undealt first.
///
/// Kept as each piece's last deal time rather than as a list, so moving a
/// piece to the back is one store; the head (the seen piece dealt longest
/// ago) is recomputed after each deal, since rejected rolls only read it.
#[derive(Debug, Clone)]
struct DroughtOrder {
    /// When each piece was last dealt (`u64::MAX`: never).
    last_dealt: [u64; 7],
    clock: u64,
    head: Option<Piece>,
}

impl DroughtOrder {
    const EMPTY: DroughtOrder = DroughtOrder {
        last_dealt: [u64::MAX; 7],
        clock: 0,
        head: None,
    };

    /// The most droughted piece seen so far, if any.
    #[inline]
    fn head(&self) -> Option<Piece> {
        self.head
    }

    /// Moves `piece` to the back (appending it if unseen), as seed 000's
    /// `splice(indexOf(piece), 1)` then `push(piece)` do, and returns the
    /// new head.
    #[inline]
    fn move_to_back(&mut self, piece: Piece) -> Piece {
        self.last_dealt[piece.index()] = self.clock;
        self.clock += 1;
        let (mut head, mut oldest) = (piece, self.last_dealt[piece.index()]);
        for (candidate, &dealt) in Piece::ALL.into_iter().zip(&self.last_dealt) {
            if dealt < oldest {
                (head, oldest) = (candidate, dealt);
            }
        }
        self.head = Some(head);
        head
    }
}

impl<R: PieceRng> Randomizer for Pool<R> {
    #[inline]
    fn next_piece(&mut self) -> Piece {
        let piece = match self.first.take() {
            Some(FirstPiece::NotSzo) => FirstPiece::not_szo(&mut self.rng),
            Some(FirstPiece::Roll) | None if DrawAhead::suits(self.rolls) => {
                self.draw_ahead_from_pool()
            }
            Some(FirstPiece::Roll) | None => self.draw_from_pool(),
        };
        self.recent.push(piece);
        piece
    }

    clone_box!();
}
