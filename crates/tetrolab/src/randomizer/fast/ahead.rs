//! Draws of one bound made ahead in bulk, a byte each.

use crate::rng::{Draws, PieceRng};

/// A draw bound, known when compiling (`Const<7>`) or only when running
/// (`u32`): a constant bound turns each draw's `% n` or multiply-shift into
/// cheap arithmetic instead of a division.
pub(crate) trait Bound: Copy {
    /// The bound.
    fn get(self) -> u32;
}

/// A bound known when compiling.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Const<const N: u32>;

impl<const N: u32> Bound for Const<N> {
    #[inline(always)]
    fn get(self) -> u32 {
        N
    }
}

impl Bound for u32 {
    #[inline(always)]
    fn get(self) -> u32 {
        self
    }
}

/// How many draws a buffer holds.
const CAPACITY: usize = 256;
/// How many draws [`AheadBytes::ensure`] keeps ready after the read
/// position: a deal loop may read that many without checking again.
pub(crate) const LOOK: usize = 16;

/// The next draws of `below(bound)` (`bound <= 256`), each stored as a
/// byte through a map (its value, or a one-hot piece bit), made in bulk.
///
/// A randomizer that draws with a single bound throughout (a history's
/// `below(7)`, a pool's `below(35)`) sees a stream of draws that is a pure
/// function of the generator's words — a word the generator rejects simply
/// never becomes a draw — so draws can be made ahead of need without
/// changing a single one, and a randomizer can look at several draws
/// before deciding how many it uses.
///
/// Deal loops keep the read position in a local (a register) and pass it
/// in and out: `let at = ahead.ensure(at, …)` before reading, so the
/// buffer's refill, a call, cannot pin the position to memory.
///
/// The unread draws always run from the read position to the buffer's
/// end (an empty buffer reads at its end), so checking how many are left
/// is one comparison with a constant.
#[derive(Debug, Clone)]
pub(crate) struct AheadBytes {
    bytes: [u8; CAPACITY],
    /// The read position when no deal loop holds it.
    pub(crate) at: usize,
}

impl AheadBytes {
    /// No draws made yet.
    pub(crate) const EMPTY: AheadBytes = AheadBytes {
        bytes: [0; CAPACITY],
        at: CAPACITY,
    };

    /// The read position, with at least [`LOOK`] draws after it.
    #[inline(always)]
    pub(crate) fn ensure<R: PieceRng>(
        &mut self,
        at: usize,
        draws: &mut Draws<R>,
        bound: impl Bound,
        map: impl Fn(u32) -> u8,
    ) -> usize {
        if CAPACITY - at >= LOOK {
            at
        } else {
            self.refill(at, draws, bound, map)
        }
    }

    /// Moves the unread draws from `at` to the front and makes new ones
    /// after them; returns the new read position, 0.
    #[inline(never)]
    fn refill<R: PieceRng>(
        &mut self,
        at: usize,
        draws: &mut Draws<R>,
        bound: impl Bound,
        map: impl Fn(u32) -> u8,
    ) -> usize {
        let bound = bound.get();
        debug_assert!(bound <= 256);
        self.bytes.copy_within(at.., 0);
        let kept = CAPACITY - at;
        draws.fill_below(bound, &mut self.bytes[kept..], map);
        0
    }

    /// The draws made and not yet read.
    pub(crate) fn unread(&self) -> &[u8] {
        &self.bytes[self.at..]
    }

    /// The draw at `at` (call [`ensure`](AheadBytes::ensure) first).
    #[inline(always)]
    pub(crate) fn one(&self, at: usize) -> u8 {
        // `at` is below `CAPACITY`; the mask only spares the bounds check.
        self.bytes[at % CAPACITY]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{DefaultRng, PieceRng};

    /// Draws read through the buffer, in any grouping, are the serial
    /// draws.
    #[test]
    fn ahead_draws_are_the_serial_draws() {
        let rng = DefaultRng::seed_from_u64(3);
        let mut serial = rng.clone();
        let mut draws = Draws::new(rng);
        let mut ahead = AheadBytes::EMPTY;
        let mut at = ahead.at;
        for step in 0..5_000usize {
            at = ahead.ensure(at, &mut draws, 35, |d| d as u8);
            let used = 1 + step % LOOK;
            for k in 0..used {
                assert_eq!(
                    u32::from(ahead.one(at + k)),
                    serial.below(35),
                    "step {step}"
                );
            }
            at += used;
        }
    }
}
