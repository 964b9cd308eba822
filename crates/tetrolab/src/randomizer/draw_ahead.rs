//! Drawing bounded indices ahead of time, for branch-free rolls.

use crate::rng::PieceRng;

/// Draws of `below(bound)` made ahead of time, in stream order, so a
/// randomizer can look at its next few draws at once and decide without a
/// branch per draw (rejection rolls mispredict about half the time).
///
/// Only the *timing* of draws changes, never their values or order, so the
/// pieces dealt are those of drawing one at a time. A randomizer must use
/// one bound throughout and make no other draws once it starts drawing
/// ahead.
#[derive(Debug, Clone)]
pub(crate) struct DrawAhead {
    draws: [u16; DrawAhead::CAPACITY],
    next: usize,
    end: usize,
}

impl DrawAhead {
    const CAPACITY: usize = 64;
    /// The fewest rolls worth drawing ahead for: with one or two, a
    /// rejection is rare or cheap enough that the branch predicts well.
    pub(crate) const MIN_ROLLS: u32 = 3;
    /// The most rolls the branch-free paths handle (bits of a `u32` mask).
    pub(crate) const MAX_ROLLS: u32 = 32;

    pub(crate) const EMPTY: DrawAhead = DrawAhead {
        draws: [0; DrawAhead::CAPACITY],
        next: 0,
        end: 0,
    };

    /// Whether `rolls` suits the branch-free paths.
    pub(crate) fn suits(rolls: u32) -> bool {
        (Self::MIN_ROLLS..=Self::MAX_ROLLS).contains(&rolls)
    }

    /// The next `n` draws of `below(bound)` (at most 32), drawing more from
    /// `rng` when fewer are buffered. `bound` must not exceed 65 536.
    #[inline]
    pub(crate) fn peek<R: PieceRng>(&mut self, rng: &mut R, n: usize, bound: u32) -> &[u16] {
        if self.end - self.next < n {
            self.draws.copy_within(self.next..self.end, 0);
            self.end -= self.next;
            self.next = 0;
            for slot in &mut self.draws[self.end..] {
                *slot = rng.below(bound) as u16;
            }
            self.end = Self::CAPACITY;
        }
        &self.draws[self.next..self.next + n]
    }

    /// Marks the first `n` peeked draws as used.
    #[inline]
    pub(crate) fn consume(&mut self, n: usize) {
        self.next += n;
    }
}
