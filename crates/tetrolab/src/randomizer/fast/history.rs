//! The history randomizers' engine.

use super::ahead::{AheadBytes, Const, LOOK};
use super::history_walk::{FullU32, Halves, Ring, Window, WindowWalk};
use super::one_hot::{Recent, draws_to_one_hots, fold, piece_bit, piece_of_one_hot};
use super::speculate::Speculation;
use crate::Piece;
use crate::randomizer::{FirstPiece, History, Randomizer, clone_box};
use crate::rng::{Draws, PieceRng};

/// The engine of [`History`]: deals exactly what the definition deals
/// from the same generator, with every candidate roll tested at once on
/// one-hot bytes (see [`WindowWalk`]) and four speculative walks over
/// draws made ahead (see [`Speculation`]), or one roll at a time where
/// rerolls are rare enough to predict.
#[derive(Debug, Clone)]
pub(crate) struct FastHistory<R: PieceRng> {
    /// The history (until a speculation takes it over).
    recent: Recent,
    /// The next draws of `below(7)`, as one-hot bytes of their pieces.
    ahead: AheadBytes,
    rolls: u32,
    extra_draw: bool,
    first: Option<FirstPiece>,
    /// One-hot byte of each draw's piece, padded to eight entries so a
    /// masked index needs no bounds check.
    one_hots: [u8; 8],
    draws: Draws<R>,
    /// Once the fast path starts: the speculative dealer, which then holds
    /// the true history and the draws made ahead.
    speculation: Option<Box<Speculation<u64>>>,
}

impl<R: PieceRng> FastHistory<R> {
    /// Whether the engine runs `definition`: a history of at most 8 pieces
    /// (it fits a word). Longer ones are dealt by the definition.
    pub(crate) fn supports(definition: &History) -> bool {
        definition.size <= Recent::MAX
    }

    /// The engine for `definition`, one it
    /// [supports](FastHistory::supports) (`rolls` raised to 1, as the
    /// definition reads it), drawing from `rng`.
    pub(crate) fn new(definition: &History, rng: R) -> FastHistory<R> {
        debug_assert!(Self::supports(definition));
        FastHistory {
            recent: Recent::new(definition.size.max(1), &definition.initial),
            ahead: AheadBytes::EMPTY,
            rolls: definition.rolls.max(1),
            extra_draw: definition.extra_draw,
            first: Some(definition.first),
            one_hots: std::array::from_fn(|d| definition.order.get(d).map_or(0, |&p| piece_bit(p))),
            draws: Draws::new(rng),
            speculation: None,
        }
    }

    /// How far apart checked rolls lie in the draw stream, and where the
    /// piece kept when every roll fails lies.
    fn roll_layout(&self) -> (u32, u32) {
        let stride = 1 + u32::from(self.extra_draw);
        (stride, (self.rolls - 1) * stride + stride - 1)
    }

    /// The next draw's piece as a one-hot byte.
    fn draw_one_hot(&mut self) -> u8 {
        let one_hots = self.one_hots;
        let at = self
            .ahead
            .ensure(self.ahead.at, &mut self.draws, Const::<7>, |d| {
                one_hots[d as usize & 7]
            });
        self.ahead.at = at + 1;
        self.ahead.one(at)
    }

    /// Deals into `out` with every candidate roll tested at once (see
    /// [`WindowWalk`]), as several speculative walks (see [`Speculation`]),
    /// for up to eight history entries and a roll layout within one window
    /// `W` of draws. The speculation takes over the history and the draws
    /// made ahead; every later piece comes from it.
    fn fill_speculatively<W: Window>(&mut self, out: &mut [Piece]) {
        match self.recent.mask {
            0xFFFF_FFFF => self.speculate::<W, FullU32>(out),
            mask if mask >> 32 == 0 => self.speculate::<W, u32>(out),
            _ => self.speculate::<W, u64>(out),
        }
    }

    /// [`fill_speculatively`](FastHistory::fill_speculatively) with the ring
    /// worked on as a `G`.
    fn speculate<W: Window, G: Ring>(&mut self, out: &mut [Piece]) {
        let (stride, fallback) = self.roll_layout();
        let Recent { ring, mask } = self.recent;
        let walk = WindowWalk::<W, G>::new(self.rolls, stride, fallback, mask);
        let ahead = &self.ahead;
        let speculation = self
            .speculation
            .get_or_insert_with(|| Box::new(Speculation::new(ring, ahead.unread())));
        let one_hots = self.one_hots;
        let draws = &mut self.draws;
        // The draws first, then their one-hot bytes: two loops that each
        // run in vector registers where the generator's draws allow it.
        speculation.fill(walk, out, |fresh| {
            draws.fill_below(7, fresh, |d| d as u8);
            draws_to_one_hots(fresh, one_hots);
        });
    }

    /// Deals into `out` one roll at a time, branching on each, for up to
    /// eight history entries: for a one-piece history a reroll is rare (at
    /// most 1 in 7) and well predicted, and prediction lets the next piece
    /// start before this one is known. State lives in locals (registers).
    fn fill_by_branches(&mut self, out: &mut [Piece], (mut ring, mask): (u64, u64)) {
        let one_hots = self.one_hots;
        let mut at = self.ahead.at;
        let refill = |ahead: &mut AheadBytes, draws: &mut Draws<R>, at: usize| {
            ahead.ensure(at, draws, Const::<7>, |d| one_hots[d as usize & 7])
        };
        // When a piece's draws fit the look-ahead, one check per piece
        // keeps the buffer ahead; otherwise every draw checks.
        let per_piece = self.rolls as usize * (1 + usize::from(self.extra_draw));
        let check_each_draw = per_piece > LOOK;
        // The read position goes in and out by value, so it stays in a
        // register.
        let draw = |ahead: &mut AheadBytes, draws: &mut Draws<R>, at: usize| {
            let at = if check_each_draw {
                refill(ahead, draws, at)
            } else {
                at
            };
            (ahead.one(at), at + 1)
        };
        for slot in out {
            if !check_each_draw {
                at = refill(&mut self.ahead, &mut self.draws, at);
            }
            let present = fold(ring);
            let mut roll = 0;
            let bit = loop {
                let bit;
                (bit, at) = draw(&mut self.ahead, &mut self.draws, at);
                roll += 1;
                if present & bit == 0 {
                    break bit;
                }
                let mut kept = bit;
                if self.extra_draw {
                    (kept, at) = draw(&mut self.ahead, &mut self.draws, at);
                }
                if roll == self.rolls {
                    break kept;
                }
            };
            ring = ((ring << 8) | u64::from(bit)) & mask;
            *slot = piece_of_one_hot(bit);
        }
        (self.recent.ring, self.ahead.at) = (ring, at);
    }

    /// The first piece, by its rule.
    fn first_piece(&mut self, rule: FirstPiece) -> Option<Piece> {
        match rule {
            FirstPiece::Roll => None,
            FirstPiece::NotSzo => Some(FirstPiece::not_szo(&mut self.draws)),
            FirstPiece::RerollSzo => loop {
                let piece = piece_of_one_hot(self.draw_one_hot());
                if !piece.is_szo() {
                    break Some(piece);
                }
            },
        }
    }
}

impl<R: PieceRng> Randomizer for FastHistory<R> {
    fn next_piece(&mut self) -> Piece {
        super::next_by_fill(self)
    }

    fn fill(&mut self, mut out: &mut [Piece]) {
        if out.is_empty() {
            return;
        }
        if let Some(piece) = self.first.take().and_then(|rule| self.first_piece(rule)) {
            self.recent.push(piece_bit(piece));
            out[0] = piece;
            out = &mut out[1..];
        }
        let (_, fallback) = self.roll_layout();
        let Recent { ring, mask } = self.recent;
        match mask {
            0xFF => self.fill_by_branches(out, (ring, mask)),
            _ if fallback < u32::BYTES => self.fill_speculatively::<u32>(out),
            _ if fallback < u64::BYTES => self.fill_speculatively::<u64>(out),
            _ if fallback < Halves::BYTES => self.fill_speculatively::<Halves>(out),
            _ => self.fill_by_branches(out, (ring, mask)),
        }
    }

    clone_box!();
}
