//! History randomizers: reroll a piece that was dealt recently.

use super::ahead::{AheadBytes, Const, LOOK};
use super::history_walk::{Ring, Window, WindowWalk};
use super::speculate::Speculation;
use super::{Randomizer, clone_box};
use crate::Piece;
use crate::rng::{Draws, PieceRng};

/// The most pieces a history may remember.
pub const MAX_HISTORY: usize = 16;

/// How a history or pool randomizer chooses its first piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstPiece {
    /// Like every other piece (rolled against the initial history).
    Roll,
    /// Uniformly from I, J, L, T with one draw (`["I","J","L","T"][below(4)]`),
    /// as seed document 000 writes TGM's first piece.
    NotSzo,
    /// Drawn like the other pieces, again and again until it is not S, Z
    /// or O, as the TGM games do (history randomizers only).
    RerollSzo,
}

impl FirstPiece {
    /// The first piece under rule [`FirstPiece::NotSzo`].
    pub(crate) fn not_szo<R: PieceRng>(draws: &mut Draws<R>) -> Piece {
        [Piece::I, Piece::J, Piece::L, Piece::T][draws.below(4) as usize]
    }
}

/// A piece as a one-hot byte: bit `i` for the piece with alphabetical
/// index `i`.
#[inline(always)]
pub(crate) fn one_hot(index: u32) -> u8 {
    1 << index
}

/// The piece a one-hot byte stands for.
#[inline(always)]
pub(crate) fn piece_of_one_hot(bit: u8) -> Piece {
    // Padded to eight entries so the index needs no bounds check.
    const BY_INDEX: [Piece; 8] = {
        let mut table = [Piece::I; 8];
        let mut i = 0;
        while i < 7 {
            table[i] = Piece::ALL[i];
            i += 1;
        }
        table
    };
    BY_INDEX[(bit.trailing_zeros() & 7) as usize]
}

/// The pieces present in a ring of one-hot bytes, OR-ed together.
#[inline(always)]
pub(crate) fn fold(ring: u64) -> u8 {
    let folded = ring | (ring >> 32);
    let folded = folded | (folded >> 16);
    (folded | (folded >> 8)) as u8
}

/// The last few pieces dealt (may hold repeats) as one-hot bytes in one
/// register-sized ring, newest in the lowest byte; empty slots are 0.
/// Membership for every piece at once is the ring's bytes OR-ed together.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Recent {
    pub(crate) ring: u128,
    /// The ring's `size` bytes.
    mask: u128,
}

impl Recent {
    /// A history of `size` (1 to 16) entries, starting with `initial`
    /// (oldest first; extra pieces push out the oldest).
    pub(crate) fn new(size: usize, initial: &[Piece]) -> Recent {
        debug_assert!((1..=MAX_HISTORY).contains(&size));
        let mut recent = Recent {
            ring: 0,
            mask: u128::MAX >> (128 - 8 * size),
        };
        for &piece in initial {
            recent.push(one_hot(piece.index() as u32));
        }
        recent
    }

    /// The pieces present, as a one-hot mask.
    #[inline(always)]
    pub(crate) fn present(self) -> u8 {
        fold((self.ring | (self.ring >> 64)) as u64)
    }

    /// The ring as a `u64` and its mask, when it has at most 8 entries.
    pub(crate) fn short(self) -> Option<(u64, u64)> {
        (self.mask >> 64 == 0).then_some((self.ring as u64, self.mask as u64))
    }

    /// Adds a piece, given as a one-hot byte, as the newest entry,
    /// dropping the oldest.
    #[inline(always)]
    pub(crate) fn push(&mut self, bit: u8) {
        self.ring = ((self.ring << 8) | u128::from(bit)) & self.mask;
    }
}

/// Parameters of a [`History`] randomizer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryConfig {
    /// How many recent pieces are remembered (1 to 16).
    pub size: usize,
    /// How many draws are checked against the history (at least 1).
    pub rolls: u32,
    /// Whether a fresh draw follows every failed roll, the TGM games'
    /// quirk: the last one becomes the piece unchecked. Without it, the
    /// last roll is kept even if it failed.
    pub extra_draw: bool,
    /// How the first piece is chosen.
    pub first: FirstPiece,
    /// What the history holds before the first piece, oldest first.
    pub initial: Vec<Piece>,
    /// Which piece each draw `0..7` stands for (the game's piece order).
    pub order: [Piece; 7],
}

impl HistoryConfig {
    /// The history randomizer of seed document 000's TGM and NES models:
    /// `rolls` checked draws, no extra draw, alphabetical order.
    pub fn plain(size: usize, rolls: u32, first: FirstPiece, initial: &[Piece]) -> HistoryConfig {
        HistoryConfig {
            size,
            rolls,
            extra_draw: false,
            first,
            initial: initial.to_vec(),
            order: Piece::ALL,
        }
    }
}

/// Draw `order[below(7)]` up to `rolls` times, stopping at the first piece
/// not in the history; if every roll fails, the last roll is kept — or,
/// with `extra_draw`, a fresh draw made after each failed roll is, and it
/// is never checked. The piece then joins the history, pushing out the
/// oldest.
///
/// Seed document 000's NES randomizer is size 1, 2 rolls, empty history,
/// first piece rolled; its TGM randomizer is size 4, 4 rolls, history
/// `S Z S`, first piece from I J L T. The real TGM1 and TAP are this
/// family on TGM's generator with the extra draw, their piece order
/// `I Z S J L O T` and first piece rerolled until not S, Z or O.
///
/// ```
/// use tetrolab::{FirstPiece, History, HistoryConfig, Piece, Randomizer};
/// use tetrolab::rng::DefaultRng;
/// let config = HistoryConfig::plain(1, 2, FirstPiece::Roll, &[]);
/// let mut nes = History::new(&config, DefaultRng::seed_from_u64(9));
/// let p = nes.next_piece();
/// assert!(Piece::ALL.contains(&p));
/// ```
#[derive(Debug, Clone)]
pub struct History<R: PieceRng> {
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

impl<R: PieceRng> History<R> {
    /// A randomizer with the given parameters (`size` is capped at 16 and
    /// `rolls` raised to 1).
    pub fn new(config: &HistoryConfig, rng: R) -> History<R> {
        History {
            recent: Recent::new(config.size.clamp(1, MAX_HISTORY), &config.initial),
            ahead: AheadBytes::EMPTY,
            rolls: config.rolls.max(1),
            extra_draw: config.extra_draw,
            first: Some(config.first),
            one_hots: std::array::from_fn(|d| {
                config.order.get(d).map_or(0, |p| one_hot(p.index() as u32))
            }),
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
        match self.recent.short() {
            Some((_, mask)) if mask >> 32 == 0 => self.speculate::<W, u32>(out),
            _ => self.speculate::<W, u64>(out),
        }
    }

    /// [`fill_speculatively`](History::fill_speculatively) with the ring
    /// worked on as a `G`.
    fn speculate<W: Window, G: Ring>(&mut self, out: &mut [Piece]) {
        let (stride, fallback) = self.roll_layout();
        let (ring, mask) = self.recent.short().expect("at most eight entries");
        let walk = WindowWalk::<W, G>::new(self.rolls, stride, fallback, mask);
        let ahead = &self.ahead;
        let speculation = self
            .speculation
            .get_or_insert_with(|| Box::new(Speculation::new(ring, ahead.unread())));
        let one_hots = self.one_hots;
        let draws = &mut self.draws;
        speculation.fill(walk, out, |fresh| {
            draws.fill_below(7, fresh, |d| one_hots[d as usize & 7]);
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
        (self.recent.ring, self.ahead.at) = (u128::from(ring), at);
    }

    /// Deals one piece a draw at a time, for histories of more than eight
    /// entries (rare enough not to need speed).
    fn deal_serially(&mut self) -> Piece {
        let present = self.recent.present();
        let mut roll = 0;
        let bit = loop {
            let bit = self.draw_one_hot();
            roll += 1;
            if present & bit == 0 {
                break bit;
            }
            let kept = if self.extra_draw {
                self.draw_one_hot()
            } else {
                bit
            };
            if roll == self.rolls {
                break kept;
            }
        };
        self.recent.push(bit);
        piece_of_one_hot(bit)
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

impl<R: PieceRng> Randomizer for History<R> {
    fn next_piece(&mut self) -> Piece {
        let mut one = [Piece::I];
        self.fill(&mut one);
        one[0]
    }

    fn fill(&mut self, mut out: &mut [Piece]) {
        if out.is_empty() {
            return;
        }
        if let Some(piece) = self.first.take().and_then(|rule| self.first_piece(rule)) {
            self.recent.push(one_hot(piece.index() as u32));
            out[0] = piece;
            out = &mut out[1..];
        }
        let (_, fallback) = self.roll_layout();
        match self.recent.short() {
            Some(ring @ (_, 0xFF)) => self.fill_by_branches(out, ring),
            Some(_) if fallback < u32::BYTES => self.fill_speculatively::<u32>(out),
            Some(_) if fallback < u64::BYTES => self.fill_speculatively::<u64>(out),
            Some(_) if fallback < u128::BYTES => self.fill_speculatively::<u128>(out),
            Some(ring) => self.fill_by_branches(out, ring),
            None => out.iter_mut().for_each(|slot| *slot = self.deal_serially()),
        }
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{DefaultRng, Minstd};
    use Piece::*;

    impl Recent {
        fn contains(self, piece: Piece) -> bool {
            self.present() & one_hot(piece.index() as u32) != 0
        }
    }

    fn recent_contains(recent: Recent, pieces: &[Piece]) -> bool {
        pieces.iter().all(|&p| recent.contains(p))
    }

    #[test]
    fn recent_drops_the_oldest() {
        let push = |recent: &mut Recent, p: Piece| recent.push(one_hot(p.index() as u32));
        let mut recent = Recent::new(3, &[S, Z]);
        push(&mut recent, T);
        assert!(recent_contains(recent, &[S, Z, T]));
        push(&mut recent, I);
        assert!(!recent.contains(S) && recent_contains(recent, &[Z, T, I]));
        push(&mut recent, I);
        push(&mut recent, I);
        assert!(!recent.contains(Z) && !recent.contains(T) && recent.contains(I));
        push(&mut recent, O);
        push(&mut recent, O);
        assert!(recent.contains(I), "one I is left of three");
        push(&mut recent, O);
        assert!(!recent.contains(I));
        let full = Recent::new(16, &[I; 16]);
        assert!(full.contains(I) && !full.contains(J));
    }

    /// The algorithm as written, one draw at a time from the generator,
    /// with the history as a list: the definition the fast paths follow.
    fn definition<R: PieceRng>(config: &HistoryConfig, mut rng: R, count: usize) -> Vec<Piece> {
        let mut history = config.initial.clone();
        let mut pieces = Vec::new();
        let draw = |rng: &mut R| config.order[rng.below(7) as usize];
        for i in 0..count {
            let piece = match config.first {
                FirstPiece::NotSzo if i == 0 => [I, J, L, T][rng.below(4) as usize],
                FirstPiece::RerollSzo if i == 0 => loop {
                    let piece = draw(&mut rng);
                    if !piece.is_szo() {
                        break piece;
                    }
                },
                _ => {
                    // The reference's loop: a failed roll is followed by
                    // the extra draw, which the next roll overwrites.
                    let mut piece = I;
                    for _ in 0..config.rolls {
                        piece = draw(&mut rng);
                        if !history.contains(&piece) {
                            break;
                        }
                        if config.extra_draw {
                            piece = draw(&mut rng);
                        }
                    }
                    piece
                }
            };
            history.push(piece);
            if history.len() > config.size {
                history.remove(0);
            }
            pieces.push(piece);
        }
        pieces
    }

    /// Both paths (every candidate at once, and one draw at a time), one
    /// piece or many at a time, deal the definition's pieces.
    #[test]
    fn fast_paths_deal_the_definition() {
        const TGM_ORDER: [Piece; 7] = [I, Z, S, J, L, O, T];
        for rolls in [1, 2, 4, 6, 8, 9, 16, 40] {
            for (size, first, extra_draw, order) in [
                (1, FirstPiece::Roll, false, Piece::ALL),
                (4, FirstPiece::NotSzo, false, Piece::ALL),
                (6, FirstPiece::Roll, false, Piece::ALL),
                (16, FirstPiece::Roll, false, Piece::ALL),
                (4, FirstPiece::RerollSzo, true, TGM_ORDER),
                (1, FirstPiece::Roll, true, TGM_ORDER),
            ] {
                let config = HistoryConfig {
                    size,
                    rolls,
                    extra_draw,
                    first,
                    initial: [S, Z, S][..size.min(3)].to_vec(),
                    order,
                };
                let rng = Minstd::from_state(77).unwrap();
                let expected = definition(&config, rng.clone(), 10_000);
                let mut history = History::new(&config, rng);
                let mut got = vec![I; 10_000];
                let (a, b) = got.split_at_mut(1_000);
                history.fill(a);
                for slot in &mut b[..7] {
                    *slot = history.next_piece();
                }
                history.fill(&mut b[7..]);
                assert_eq!(
                    got, expected,
                    "rolls {rolls}, size {size}, extra {extra_draw}"
                );
            }
        }
    }

    #[test]
    fn one_roll_is_memoryless_and_many_rolls_avoid_repeats() {
        let config = |rolls| HistoryConfig::plain(1, rolls, FirstPiece::Roll, &[]);
        let repeats = |rolls| {
            let mut r = History::new(&config(rolls), DefaultRng::seed_from_u64(5));
            let pieces: Vec<Piece> = (0..70_000).map(|_| r.next_piece()).collect();
            pieces.windows(2).filter(|w| w[0] == w[1]).count()
        };
        // P(repeat) = (1/7)^rolls; with 69 999 pairs the standard error of
        // the count is below 100, so these bands are over 5 sigma wide.
        assert!((9_500..10_500).contains(&repeats(1)));
        assert!((1_250..1_600).contains(&repeats(2)));
        assert!(repeats(8) < 5);
    }
}
