//! The reroll-once engine: a table walk over its reading positions.

use super::dealer::BatchSource;
use crate::randomizer::{Classic, FirstPiece, History};
use crate::rng::PieceRng;
use crate::{Piece, PieceSet};

/// How many generator words one block of draws holds.
const POSITIONS: usize = 256;
/// A first roll of 7: the roll that always rerolls (only `below(8)` makes
/// it). It also stands for "no previous roll": no roll below 7 equals it,
/// and a roll of 7 rerolls anyway.
const REROLL: u8 = 7;
/// A word the generator rejects for this bound (the draw takes the next).
const REJECTED: u8 = 0xFF;

/// The engine of two definitions that roll once and reroll once, seven
/// pieces per batch: [`Classic`] (`FIRST` = 8: a first roll of `below(8)`,
/// rerolled when it is 7 or repeats the previous roll) and a one-piece
/// [`History`] with two rolls (`FIRST` = 7: a first roll of `below(7)`,
/// rerolled when it repeats the previous piece, as seed 000's NES model
/// does). Deals exactly what the definition deals from the same generator.
///
/// Each generator word stands for both of its possible draws, `below(FIRST)`
/// and `below(7)`, made in blocks. Where the next piece starts reading
/// depends only on the word position and on whether the previous piece
/// came from a first or a second roll (that decides which draw of the word
/// before was the previous roll). Those `(position, second)` states, and
/// for each the piece it deals and the state after it, are computed for a
/// whole block at once with no branch, so dealing is one table look-up per
/// piece instead of a hard-to-predict reroll branch.
#[derive(Debug, Clone)]
pub(crate) struct ClassicTable<R: PieceRng, const FIRST: u32> {
    /// The piece each roll picks (roll 7 never deals).
    pieces: [Piece; 8],
    rng: R,
    /// Per position, the first roll, or [`REJECTED`]. Position 0 holds the
    /// previous roll carried over from the block before.
    first: [u8; POSITIONS],
    /// Per position, the second roll, or [`REJECTED`].
    second: [u8; POSITIONS],
    /// How many positions hold draws.
    len: usize,
    /// Per state, the state after its piece. State `p` is position `p`
    /// after a first roll, state `POSITIONS + p` after a second roll.
    next: [u16; 2 * POSITIONS],
    /// Per state, the roll it deals.
    roll: [u8; 2 * POSITIONS],
    /// The current state.
    state: usize,
    /// States at this position and beyond are not computed yet.
    limit: usize,
}

impl<R: PieceRng> ClassicTable<R, 8> {
    /// The engine for `classic` with no previous roll, drawing from `rng`.
    pub(crate) fn new(classic: &Classic, rng: R) -> ClassicTable<R, 8> {
        ClassicTable::from_order(&classic.order, None, rng)
    }
}

impl<R: PieceRng> ClassicTable<R, 7> {
    /// Whether `history` is a reroll-once randomizer: one piece remembered,
    /// two rolls, no extra draw, the first piece rolled like the rest, and
    /// an order naming each piece once (so that comparing pieces compares
    /// rolls).
    pub(crate) fn supports(history: &History) -> bool {
        history.size == 1
            && history.rolls == 2
            && !history.extra_draw
            && history.first == FirstPiece::Roll
            && history.initial.len() <= 1
            && PieceSet::from_pieces(&history.order) == PieceSet::ALL
    }

    /// The engine for `history`, one it [supports](ClassicTable::supports),
    /// drawing from `rng`.
    pub(crate) fn for_history(history: &History, rng: R) -> ClassicTable<R, 7> {
        debug_assert!(Self::supports(history));
        let previous = history.initial.last().map(|&piece| {
            let roll = history.order.iter().position(|&p| p == piece);
            roll.expect("the order names every piece") as u8
        });
        ClassicTable::from_order(&history.order, previous, rng)
    }
}

impl<R: PieceRng, const FIRST: u32> ClassicTable<R, FIRST> {
    /// The engine dealing `order[roll]` for each roll, with `previous` the
    /// roll before the first (`None`: no roll before), drawing from `rng`.
    fn from_order(order: &[Piece; 7], previous: Option<u8>, rng: R) -> ClassicTable<R, FIRST> {
        let mut pieces = [Piece::I; 8];
        pieces[..7].copy_from_slice(order);
        let mut first = [REJECTED; POSITIONS];
        // No previous roll compares like a roll of 7, which no roll equals
        // but the one that rerolls anyway.
        first[0] = previous.unwrap_or(REROLL);
        ClassicTable {
            pieces,
            rng,
            first,
            second: [REJECTED; POSITIONS],
            len: 1,
            next: [0; 2 * POSITIONS],
            roll: [0; 2 * POSITIONS],
            state: 1,
            limit: 0,
        }
    }

    /// Starts a new block at the current state: carries its previous roll
    /// and the unread positions to the front, draws new words behind them
    /// and computes the block's states. Returns the new state.
    #[inline(never)]
    fn refill(&mut self) -> usize {
        let position = self.state % POSITIONS;
        let previous = if self.state >= POSITIONS {
            self.second[position - 1]
        } else {
            self.first[position - 1]
        };
        let kept = self.len - position;
        self.first.copy_within(position..self.len, 1);
        self.second.copy_within(position..self.len, 1);
        self.first[0] = previous;
        self.second[0] = REJECTED;
        let mut words = [R::Word::default(); POSITIONS];
        let words = &mut words[..POSITIONS - 1 - kept];
        self.rng.fill_words(words);
        // A block computed one by one stops before the state that reads
        // past it, so a rejected word can be carried over unread.
        let carried = 1..1 + kept;
        let mut rejected = R::REJECTS
            && (self.first[carried.clone()].contains(&REJECTED)
                || self.second[carried].contains(&REJECTED));
        let fresh = 1 + kept..POSITIONS;
        let firsts = self.first[fresh.clone()].iter_mut();
        let seconds = self.second[fresh].iter_mut();
        for ((first, second), &word) in firsts.zip(seconds).zip(words.iter()) {
            *first = R::word_below_const::<FIRST>(word).map_or(REJECTED, |roll| roll as u8);
            *second = if FIRST == 7 {
                *first
            } else {
                R::word_below_const::<7>(word).map_or(REJECTED, |roll| roll as u8)
            };
            rejected |= R::REJECTS && (*first | *second) == REJECTED;
        }
        self.len = POSITIONS;
        self.limit = if rejected {
            self.compute_states_one_by_one()
        } else {
            self.compute_states()
        };
        self.state = 1;
        1
    }

    /// Computes every state of a block without rejected words, each piece
    /// taking one word or two; returns the limit (the first position whose
    /// next state may lie beyond the block's last position).
    ///
    /// When both rolls are `below(7)` (`FIRST` = 7) a word's two draws are
    /// one, so a piece's previous roll is the draw before its position
    /// either way: a reroll leads to the first-roll state two positions on,
    /// and a block computed here never enters (nor computes) second-roll
    /// states (blocks computed one by one still do, harmlessly).
    fn compute_states(&mut self) -> usize {
        let (next_first, next_second) = self.next.split_at_mut(POSITIONS);
        let (roll_first, roll_second) = self.roll.split_at_mut(POSITIONS);
        let after_reroll = if FIRST == 7 { 0 } else { POSITIONS };
        for p in 1..POSITIONS - 2 {
            let roll = self.first[p];
            let reroll = self.second[p + 1];
            let after = |rerolls: bool| {
                let next = if rerolls { after_reroll + p + 2 } else { p + 1 };
                (next as u16, if rerolls { reroll } else { roll })
            };
            let rerolls_after_first = roll == self.first[p - 1] || roll == REROLL;
            (next_first[p], roll_first[p]) = after(rerolls_after_first);
            if FIRST != 7 {
                let rerolls_after_second = roll == self.second[p - 1] || roll == REROLL;
                (next_second[p], roll_second[p]) = after(rerolls_after_second);
            }
        }
        POSITIONS - 2
    }

    /// Computes the states of a block with rejected words, following the
    /// definition draw by draw, up to the first position with a state whose
    /// piece needs words beyond the block; returns that position.
    #[cold]
    fn compute_states_one_by_one(&mut self) -> usize {
        for position in 1..self.len {
            for state in [position, POSITIONS + position] {
                let Some((next, roll)) = self.deal_from(state) else {
                    return position;
                };
                self.next[state] = next as u16;
                self.roll[state] = roll;
            }
        }
        self.len
    }

    /// The state after `state` and the roll it deals, or `None` if that
    /// state would lie beyond the block's last position.
    fn deal_from(&self, state: usize) -> Option<(usize, u8)> {
        let position = state % POSITIONS;
        let previous = if state >= POSITIONS {
            self.second[position - 1]
        } else {
            self.first[position - 1]
        };
        let accepted =
            |draws: &[u8], from: usize| (from..self.len - 1).find(|&at| draws[at] != REJECTED);
        let at = accepted(&self.first, position)?;
        let roll = self.first[at];
        if roll != previous && roll != REROLL {
            return Some((at + 1, roll));
        }
        let at = accepted(&self.second, at + 1)?;
        Some((POSITIONS + at + 1, self.second[at]))
    }
}

impl<R: PieceRng, const FIRST: u32> BatchSource for ClassicTable<R, FIRST> {
    fn max_batch(&self) -> usize {
        7
    }

    fn next_batch(&mut self, out: &mut [Piece]) -> usize {
        let mut state = self.state;
        for slot in &mut out[..7] {
            if state % POSITIONS >= self.limit {
                self.state = state;
                state = self.refill();
            }
            *slot = self.pieces[usize::from(self.roll[state] & 7)];
            state = usize::from(self.next[state]);
        }
        self.state = state;
        7
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::randomizer::{Randomizer, Serial};
    use crate::rng::DefaultRng;

    /// A generator that rejects every `every`-th word it makes, for every
    /// bound: the word carries its verdict in its high half. Every third
    /// word takes every block down the one-by-one path; a rare rejection
    /// mixes blocks of both paths and, for some spacings, leaves a rejected
    /// word at a block's end, carried into the next.
    #[derive(Debug, Clone)]
    struct Rejecting {
        rng: DefaultRng,
        every: u64,
        made: u64,
    }

    impl Rejecting {
        fn new(seed: u64, every: u64) -> Rejecting {
            let rng = DefaultRng::seed_from_u64(seed);
            Rejecting {
                rng,
                every,
                made: 0,
            }
        }
    }

    impl PieceRng for Rejecting {
        type Word = u64;

        fn next_word(&mut self) -> u64 {
            self.made += 1;
            let rejected = self.made.is_multiple_of(self.every);
            u64::from(self.rng.next_word()) | u64::from(rejected) << 32
        }

        fn float_from(mut next: impl FnMut() -> u64) -> f64 {
            DefaultRng::float_from(|| next() as u32)
        }

        fn word_below(word: u64, n: u32) -> Option<u32> {
            (word >> 32 == 0)
                .then(|| DefaultRng::word_below(word as u32, n))
                .flatten()
        }
    }

    /// Deals 7000 pieces from `table` and from `definition` and compares.
    fn assert_deals(mut table: impl BatchSource, mut definition: impl Randomizer) {
        let mut batch = [Piece::I; 7];
        for _ in 0..1_000 {
            table.next_batch(&mut batch);
            for &piece in &batch {
                assert_eq!(piece, definition.next_piece());
            }
        }
    }

    /// `tetrio-classic`'s table against its definition on `rng`.
    fn assert_classic_deals(rng: Rejecting) {
        let classic = Classic {
            order: crate::piece::order::TETRIO,
        };
        let definition = Serial::new(classic.clone(), rng.clone());
        assert_deals(ClassicTable::new(&classic, rng), definition);
    }

    /// A one-piece history's table against its definition on `rng`.
    fn assert_history_deals(history: &History, rng: Rejecting) {
        let definition = Serial::new(history.clone(), rng.clone());
        assert_deals(ClassicTable::for_history(history, rng), definition);
    }

    /// On a generator that rejects words, the table walk still deals the
    /// definition's pieces (the generic engine tests cover the others).
    #[test]
    fn deals_the_definition_when_words_are_rejected() {
        assert_classic_deals(Rejecting::new(5, 3));
    }

    /// The same for a one-piece history, starting from a remembered piece.
    #[test]
    fn deals_a_one_piece_history_when_words_are_rejected() {
        let history = History {
            initial: vec![Piece::S],
            order: crate::piece::order::TGM,
            ..History::plain(1, 2, FirstPiece::Roll, &[])
        };
        assert_history_deals(&history, Rejecting::new(6, 3));
    }

    /// Rare rejections at every spacing from 200 to 599 words: blocks of
    /// both paths follow each other, and a rejected word carried from a
    /// block's end into a block without fresh rejections is still skipped.
    #[test]
    fn deals_the_definition_across_rare_rejections() {
        let history = History::plain(1, 2, FirstPiece::Roll, &[]);
        for every in 200..600 {
            assert_classic_deals(Rejecting::new(every, every));
            assert_history_deals(&history, Rejecting::new(every, every));
        }
    }
}
