//! History randomizers: reroll a piece that was dealt recently.

use super::ahead::{AheadBytes, LOOK};
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
    /// How many draws at most; the last one is kept unchecked.
    pub rolls: u32,
    /// How the first piece is chosen.
    pub first: FirstPiece,
    /// What the history holds before the first piece, oldest first.
    pub initial: Vec<Piece>,
}

/// Draw `I J L O S T Z[below(7)]` up to `rolls` times, stopping at the first
/// piece not in the history (the last draw is kept either way); then the
/// piece joins the history, pushing out the oldest.
///
/// Seed document 000's NES randomizer is size 1, 2 rolls, empty history,
/// first piece rolled; its TGM randomizer is size 4, 4 rolls, history
/// `S Z S`, first piece from I J L T.
///
/// ```
/// use tetrolab::{FirstPiece, History, HistoryConfig, Piece, Randomizer};
/// use tetrolab::rng::DefaultRng;
/// let config = HistoryConfig { size: 1, rolls: 2, first: FirstPiece::Roll, initial: vec![] };
/// let mut nes = History::new(&config, DefaultRng::seed_from_u64(9));
/// let p = nes.next_piece();
/// assert!(Piece::ALL.contains(&p));
/// ```
#[derive(Debug, Clone)]
pub struct History<R: PieceRng> {
    recent: Recent,
    /// The next draws of `below(7)`, as one-hot bytes.
    ahead: AheadBytes,
    rolls: u32,
    first: Option<FirstPiece>,
    draws: Draws<R>,
}

/// One in every byte.
const BYTE_ONES: u64 = 0x0101_0101_0101_0101;
/// The top bit of every byte.
const BYTE_TOPS: u64 = 0x8080_8080_8080_8080;

impl<R: PieceRng> History<R> {
    /// A randomizer with the given parameters (`size` is capped at 16 and
    /// `rolls` raised to 1).
    pub fn new(config: &HistoryConfig, rng: R) -> History<R> {
        History {
            recent: Recent::new(config.size.clamp(1, MAX_HISTORY), &config.initial),
            ahead: AheadBytes::EMPTY,
            rolls: config.rolls.max(1),
            first: Some(config.first),
            draws: Draws::new(rng),
        }
    }

    /// Deals into `out`, at most eight rolls and eight entries, all
    /// candidates at once: the eight next draws are one-hot bytes, AND-ed
    /// with the history's mask a byte is zero exactly when its piece is
    /// absent, and the lowest zero byte among the rolls (else the last
    /// roll) is the one taken. No branch depends on the pieces, which suits
    /// histories that reject often; state lives in locals (registers).
    fn fill_by_eights(&mut self, out: &mut [Piece], (mut ring, mask): (u64, u64)) {
        let rolls = self.rolls;
        let candidates = BYTE_TOPS >> (64 - 8 * rolls);
        let last = 0x80 << (8 * (rolls - 1));
        let mut at = self.ahead.at;
        for slot in out {
            at = self.ahead.ensure(at, &mut self.draws, 7, one_hot);
            let eight = self.ahead.eight(at);
            let hits = eight & (u64::from(fold(ring)) * BYTE_ONES);
            let zero = hits.wrapping_sub(BYTE_ONES) & !hits;
            let taken = ((zero & candidates) | last).trailing_zeros() & !7;
            let bit = (eight >> taken) as u8;
            at += (taken / 8) as usize + 1;
            ring = ((ring << 8) | u64::from(bit)) & mask;
            *slot = piece_of_one_hot(bit);
        }
        (self.recent.ring, self.ahead.at) = (u128::from(ring), at);
    }

    /// Deals into `out` for a one-piece history, one roll at a time: a
    /// reroll is rare (at most 1 in 7) and well predicted, and prediction
    /// lets the next piece start before this one is known.
    fn fill_after_last(&mut self, out: &mut [Piece]) {
        let mut last = self.recent.ring as u8;
        let mut at = self.ahead.at;
        for slot in out {
            let mut rolls = 1;
            at = self.ahead.ensure(at, &mut self.draws, 7, one_hot);
            let mut bit = self.ahead.one(at);
            at += 1;
            while bit == last && rolls < self.rolls {
                at = self.ahead.ensure(at, &mut self.draws, 7, one_hot);
                bit = self.ahead.one(at);
                at += 1;
                rolls += 1;
            }
            last = bit;
            *slot = piece_of_one_hot(bit);
        }
        (self.recent.ring, self.ahead.at) = (u128::from(last), at);
    }

    /// Deals one piece a draw at a time (for more than eight rolls or
    /// entries).
    fn deal_serially(&mut self) -> Piece {
        let mut bit = self.draw_one_hot();
        for _ in 1..self.rolls {
            if self.recent.present() & bit == 0 {
                break;
            }
            bit = self.draw_one_hot();
        }
        self.recent.push(bit);
        piece_of_one_hot(bit)
    }

    /// The next `below(7)` draw as a one-hot byte.
    fn draw_one_hot(&mut self) -> u8 {
        let at = self
            .ahead
            .ensure(self.ahead.at, &mut self.draws, 7, one_hot);
        self.ahead.at = at + 1;
        self.ahead.one(at)
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
        if let Some(FirstPiece::NotSzo) = self.first.take() {
            let piece = FirstPiece::not_szo(&mut self.draws);
            self.recent.push(one_hot(piece.index() as u32));
            out[0] = piece;
            out = &mut out[1..];
        }
        match self.recent.short() {
            Some((_, 0xFF)) => self.fill_after_last(out),
            Some(ring) if self.rolls as usize <= LOOK => self.fill_by_eights(out, ring),
            _ => out.iter_mut().for_each(|slot| *slot = self.deal_serially()),
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
        for i in 0..count {
            let piece = if i == 0 && config.first == FirstPiece::NotSzo {
                [I, J, L, T][rng.below(4) as usize]
            } else {
                let mut piece = Piece::ALL[rng.below(7) as usize];
                for _ in 1..config.rolls {
                    if !history.contains(&piece) {
                        break;
                    }
                    piece = Piece::ALL[rng.below(7) as usize];
                }
                piece
            };
            history.push(piece);
            if history.len() > config.size {
                history.remove(0);
            }
            pieces.push(piece);
        }
        pieces
    }

    /// Both paths (eight candidates at once, and one draw at a time), one
    /// piece or many at a time, deal the definition's pieces.
    #[test]
    fn fast_paths_deal_the_definition() {
        for rolls in [1, 2, 4, 6, 8, 9, 16, 40] {
            for (size, first) in [
                (1, FirstPiece::Roll),
                (4, FirstPiece::NotSzo),
                (16, FirstPiece::Roll),
            ] {
                let config = HistoryConfig {
                    size,
                    rolls,
                    first,
                    initial: [S, Z, S][..size.min(3)].to_vec(),
                };
                let rng = Minstd::from_state(77).unwrap();
                let expected = definition(&config, rng.clone(), 3_000);
                let mut history = History::new(&config, rng);
                let mut got = vec![I; 3_000];
                let (a, b) = got.split_at_mut(1_000);
                history.fill(a);
                for slot in &mut b[..7] {
                    *slot = history.next_piece();
                }
                history.fill(&mut b[7..]);
                assert_eq!(got, expected, "rolls {rolls}, size {size}");
            }
        }
    }

    #[test]
    fn one_roll_is_memoryless_and_many_rolls_avoid_repeats() {
        let config = |rolls| HistoryConfig {
            size: 1,
            rolls,
            first: FirstPiece::Roll,
            initial: vec![],
        };
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
