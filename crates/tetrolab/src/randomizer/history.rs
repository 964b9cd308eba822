//! History randomizers: reroll a piece that was dealt recently.

use super::draw_ahead::DrawAhead;
use super::{Randomizer, clone_box};
use crate::Piece;
use crate::piece::order::ALPHABETICAL;
use crate::rng::PieceRng;

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
    pub(crate) fn not_szo<R: PieceRng>(rng: &mut R) -> Piece {
        [Piece::I, Piece::J, Piece::L, Piece::T][rng.below(4) as usize]
    }
}

/// The last few pieces dealt (may hold repeats): a ring of entries plus a
/// count per piece, so membership is one lookup and pushing is O(1).
#[derive(Debug, Clone)]
pub(crate) struct Recent {
    ring: [Piece; MAX_HISTORY],
    counts: [u8; 7],
    /// Where the oldest entry is (when full) or the next one goes.
    oldest: usize,
    len: usize,
    size: usize,
}

impl Recent {
    /// A history of `size` (1 to 16) entries, starting with `initial`
    /// (oldest first).
    pub(crate) fn new(size: usize, initial: &[Piece]) -> Recent {
        let mut recent = Recent {
            ring: [Piece::I; MAX_HISTORY],
            counts: [0; 7],
            oldest: 0,
            len: 0,
            size,
        };
        for &piece in initial {
            recent.push(piece);
        }
        recent
    }

    #[inline]
    pub(crate) fn contains(&self, piece: Piece) -> bool {
        self.contains_index(piece.index())
    }

    /// Whether the piece with alphabetical index `index` is present.
    #[inline]
    pub(crate) fn contains_index(&self, index: usize) -> bool {
        self.counts[index] != 0
    }

    /// Adds `piece` as the newest entry, dropping the oldest if full.
    #[inline]
    pub(crate) fn push(&mut self, piece: Piece) {
        let slot = if self.len == self.size {
            let slot = self.oldest;
            self.counts[self.ring[slot].index()] -= 1;
            self.oldest = if slot + 1 == self.size { 0 } else { slot + 1 };
            slot
        } else {
            self.len += 1;
            self.len - 1
        };
        self.ring[slot] = piece;
        self.counts[piece.index()] += 1;
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
/// use tetrolab::rng::Xoshiro256PlusPlus;
/// let config = HistoryConfig { size: 1, rolls: 2, first: FirstPiece::Roll, initial: vec![] };
/// let mut nes = History::new(&config, Xoshiro256PlusPlus::seed_from_u64(9));
/// let p = nes.next_piece();
/// assert!(Piece::ALL.contains(&p));
/// ```
#[derive(Debug, Clone)]
pub struct History<R> {
    recent: Recent,
    rolls: u32,
    first: Option<FirstPiece>,
    ahead: DrawAhead,
    rng: R,
}

impl<R: PieceRng> History<R> {
    /// A randomizer with the given parameters (`size` is capped at 16 and
    /// `rolls` raised to 1).
    pub fn new(config: &HistoryConfig, rng: R) -> History<R> {
        History {
            recent: Recent::new(config.size.clamp(1, MAX_HISTORY), &config.initial),
            rolls: config.rolls.max(1),
            first: Some(config.first),
            ahead: DrawAhead::EMPTY,
            rng,
        }
    }

    /// Rolls with drawn-ahead values: the first draw not in the history,
    /// else the last, found from a bit mask instead of a branch per draw.
    #[inline]
    fn roll_ahead(&mut self) -> Piece {
        let rolls = self.rolls as usize;
        let draws = self.ahead.peek(&mut self.rng, rolls, 7);
        let mut fresh = 1u32 << (rolls - 1);
        for (k, &draw) in draws.iter().enumerate() {
            // The draw indexes I J L O S T Z, which is `Piece`'s own order.
            fresh |= u32::from(!self.recent.contains_index(usize::from(draw))) << k;
        }
        let taken = fresh.trailing_zeros() as usize;
        let piece = ALPHABETICAL[usize::from(draws[taken])];
        self.ahead.consume(taken + 1);
        piece
    }

    /// Rolls one draw at a time (for more rolls than the mask holds).
    fn roll(&mut self) -> Piece {
        let mut piece = ALPHABETICAL[self.rng.below(7) as usize];
        for _ in 1..self.rolls {
            if !self.recent.contains(piece) {
                break;
            }
            piece = ALPHABETICAL[self.rng.below(7) as usize];
        }
        piece
    }
}

impl<R: PieceRng> Randomizer for History<R> {
    #[inline]
    fn next_piece(&mut self) -> Piece {
        let piece = match self.first.take() {
            Some(FirstPiece::NotSzo) => FirstPiece::not_szo(&mut self.rng),
            Some(FirstPiece::Roll) | None if DrawAhead::suits(self.rolls) => self.roll_ahead(),
            Some(FirstPiece::Roll) | None => self.roll(),
        };
        self.recent.push(piece);
        piece
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use Piece::*;

    #[test]
    fn recent_drops_the_oldest() {
        let mut recent = Recent::new(3, &[S, Z]);
        recent.push(T);
        assert!(recent.contains(S));
        recent.push(I);
        assert!(!recent.contains(S));
        assert!(recent.contains(Z) && recent.contains(T) && recent.contains(I));
        recent.push(I);
        recent.push(I);
        assert!(!recent.contains(Z) && !recent.contains(T) && recent.contains(I));
        recent.push(O);
        recent.push(O);
        assert!(recent.contains(I), "one I is left of three");
        recent.push(O);
        assert!(!recent.contains(I));
    }

    /// Drawing ahead deals exactly what drawing one at a time deals.
    #[test]
    fn drawing_ahead_changes_nothing() {
        use crate::rng::Minstd;
        for rolls in [1, 2, 4, 6, 32] {
            let config = HistoryConfig {
                size: 4,
                rolls,
                first: FirstPiece::NotSzo,
                initial: vec![S, Z, S],
            };
            let mut ahead = History::new(&config, Minstd::from_state(77).unwrap());
            let mut serial = ahead.clone();
            for _ in 0..5_000 {
                let expected = match serial.first.take() {
                    Some(FirstPiece::NotSzo) => FirstPiece::not_szo(&mut serial.rng),
                    _ => serial.roll(),
                };
                serial.recent.push(expected);
                assert_eq!(ahead.next_piece(), expected, "rolls = {rolls}");
            }
        }
    }

    #[test]
    fn one_roll_is_memoryless_and_many_rolls_avoid_repeats() {
        use crate::rng::Xoshiro256PlusPlus;
        let config = |rolls| HistoryConfig {
            size: 1,
            rolls,
            first: FirstPiece::Roll,
            initial: vec![],
        };
        let repeats = |rolls| {
            let mut r = History::new(&config(rolls), Xoshiro256PlusPlus::seed_from_u64(5));
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
