//! One step of a history randomizer with every candidate roll tested at
//! once (SWAR), as a [`Walk`] for [`Speculation`](super::speculate).
//!
//! The draws are one-hot bytes of their pieces. AND-ed with the history's
//! pieces broadcast to every byte, a byte is zero exactly when its piece is
//! absent; the lowest such byte among the checked rolls — else the
//! fallback draw — is the one taken. No branch depends on the pieces.

use super::one_hot::{fold, piece_of_one_hot_counted};
use super::speculate::{Draws, MAX_READS, SPAN, Walk};
use crate::Piece;

/// A history randomizer's step: which window bytes are checked rolls,
/// which one is kept when all fail, and the ring's mask (its size).
#[derive(Debug, Clone, Copy)]
pub(crate) struct WindowWalk<W, G> {
    candidates: W,
    fallback: W,
    mask: G,
}

impl<W: Window, G: Ring> WindowWalk<W, G> {
    /// Checked rolls every `stride` draws (2 with TGM's extra draw), the
    /// last of the `fallback + 1` draws kept when every roll fails, and a
    /// ring of `mask`'s bytes.
    pub(crate) fn new(rolls: u32, stride: u32, fallback: u32, mask: u64) -> WindowWalk<W, G> {
        debug_assert!(fallback < W::BYTES && W::BYTES as usize <= MAX_READS);
        WindowWalk {
            candidates: (0..rolls).fold(W::ZERO, |set, k| set | W::top_bit(k * stride)),
            fallback: W::top_bit(fallback),
            mask: G::from_u64(mask),
        }
    }
}

impl<W: Window, G: Ring> Walk for WindowWalk<W, G> {
    /// The ring of recent one-hot bytes, newest lowest (worked on as a
    /// `G`).
    type State = u64;

    fn reach(self) -> usize {
        self.fallback.lowest_byte() as usize + 1
    }

    #[inline(always)]
    fn step(self, draws: &Draws, at: usize, ring: u64) -> (u8, usize, u64) {
        let ring = G::from_u64(ring);
        let window = W::read(draws, at % SPAN);
        let rejected = (window & W::broadcast(ring.present())).nonzero_tops();
        let taken = (!rejected & self.candidates | self.fallback).lowest_byte();
        let bit = window.byte(taken);
        (
            bit,
            at + taken as usize + 1,
            ring.push(bit, self.mask).into(),
        )
    }

    /// Counted, not scanned: the stitch converts whole blocks at once.
    fn piece(bit: u8) -> Piece {
        piece_of_one_hot_counted(bit)
    }

    /// The draws just before `at`, as if they had been dealt.
    fn guess(self, draws: &Draws, at: usize) -> u64 {
        let before = u64::from_le_bytes(draws[at - 8..at].try_into().expect("eight draws"));
        before.swap_bytes() & self.mask.into()
    }
}

/// A ring of one-hot bytes in a word: `u32` for up to four entries, `u64`
/// for up to eight.
pub(crate) trait Ring: Copy + Into<u64> {
    /// The pieces present, OR-ed together.
    fn present(self) -> u8;
    /// The ring with `bit` pushed in as the newest (lowest) byte, the
    /// oldest dropped by `mask`.
    fn push(self, bit: u8, mask: Self) -> Self;
    /// The low bytes of `ring`.
    fn from_u64(ring: u64) -> Self;
}

impl Ring for u32 {
    #[inline(always)]
    fn present(self) -> u8 {
        fold(self.into())
    }

    #[inline(always)]
    fn push(self, bit: u8, mask: u32) -> u32 {
        ((self << 8) | u32::from(bit)) & mask
    }

    #[inline(always)]
    fn from_u64(ring: u64) -> u32 {
        ring as u32
    }
}

/// A ring of exactly four entries, filling a `u32`: the shift alone drops
/// the oldest, so a push needs no mask.
#[derive(Debug, Clone, Copy)]
pub(crate) struct FullU32(u32);

impl From<FullU32> for u64 {
    fn from(ring: FullU32) -> u64 {
        u64::from(ring.0)
    }
}

impl Ring for FullU32 {
    #[inline(always)]
    fn present(self) -> u8 {
        self.0.present()
    }

    #[inline(always)]
    fn push(self, bit: u8, _: FullU32) -> FullU32 {
        FullU32((self.0 << 8) | u32::from(bit))
    }

    #[inline(always)]
    fn from_u64(ring: u64) -> FullU32 {
        FullU32(ring as u32)
    }
}

impl Ring for u64 {
    #[inline(always)]
    fn present(self) -> u8 {
        fold(self)
    }

    #[inline(always)]
    fn push(self, bit: u8, mask: u64) -> u64 {
        ((self << 8) | u64::from(bit)) & mask
    }

    #[inline(always)]
    fn from_u64(ring: u64) -> u64 {
        ring
    }
}

/// A word of one-hot draw bytes, tested all at once: `u32` for four
/// draws, `u64` for eight, [`Halves`] for sixteen.
pub(crate) trait Window:
    Copy
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::Not<Output = Self>
{
    const ZERO: Self;
    /// How many draws it holds.
    const BYTES: u32;
    /// The draws at `at`, the first in the lowest byte.
    fn read(draws: &Draws, at: usize) -> Self;
    /// `byte` in every byte.
    fn broadcast(byte: u8) -> Self;
    /// The top bit of byte `k`.
    fn top_bit(k: u32) -> Self;
    /// The top bit of each byte set exactly when the byte is not zero, for
    /// bytes of at most `0x7F` (one-hot pieces are): adding `0x7F` then
    /// carries into the top bit of nonzero bytes only, and never out of a
    /// byte. The other bits are garbage.
    fn nonzero_tops(self) -> Self;
    /// The index of the lowest byte with a bit set.
    fn lowest_byte(self) -> u32;
    /// Byte `k`.
    fn byte(self, k: u32) -> u8;
}

macro_rules! window {
    ($word:ty) => {
        impl Window for $word {
            const ZERO: Self = 0;
            const BYTES: u32 = <$word>::BITS / 8;

            #[inline(always)]
            fn read(draws: &Draws, at: usize) -> Self {
                const N: usize = (<$word>::BITS / 8) as usize;
                let bytes: [u8; N] = draws[at..at + N].try_into().expect("a window");
                <$word>::from_le_bytes(bytes)
            }

            #[inline(always)]
            fn broadcast(byte: u8) -> Self {
                Self::from(byte) * (Self::MAX / 0xFF)
            }

            #[inline(always)]
            fn top_bit(k: u32) -> Self {
                0x80 << (8 * k)
            }

            #[inline(always)]
            fn nonzero_tops(self) -> Self {
                self + Self::broadcast(0x7F)
            }

            #[inline(always)]
            fn lowest_byte(self) -> u32 {
                self.trailing_zeros() / 8
            }

            #[inline(always)]
            fn byte(self, k: u32) -> u8 {
                (self >> (8 * k)) as u8
            }
        }
    };
}

window!(u32);
window!(u64);

/// Sixteen draws as two `u64` halves, for layouts that reach past eight
/// draws (TAP's six rolls with their extra draws). The tests are a
/// `u128`'s, but finding and reading the taken byte chooses a half and
/// then scans or shifts one word, where a `u128` scans and shifts two
/// (`tap`: 134.7 instructions a piece with a `u128`, 111.1 with halves).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Halves {
    low: u64,
    high: u64,
}

impl std::ops::BitAnd for Halves {
    type Output = Halves;

    #[inline(always)]
    fn bitand(self, other: Halves) -> Halves {
        Halves {
            low: self.low & other.low,
            high: self.high & other.high,
        }
    }
}

impl std::ops::BitOr for Halves {
    type Output = Halves;

    #[inline(always)]
    fn bitor(self, other: Halves) -> Halves {
        Halves {
            low: self.low | other.low,
            high: self.high | other.high,
        }
    }
}

impl std::ops::Not for Halves {
    type Output = Halves;

    #[inline(always)]
    fn not(self) -> Halves {
        Halves {
            low: !self.low,
            high: !self.high,
        }
    }
}

impl Window for Halves {
    const ZERO: Halves = Halves { low: 0, high: 0 };
    const BYTES: u32 = 16;

    #[inline(always)]
    fn read(draws: &Draws, at: usize) -> Halves {
        Halves {
            low: u64::read(draws, at),
            high: u64::read(draws, at + 8),
        }
    }

    #[inline(always)]
    fn broadcast(byte: u8) -> Halves {
        let half = u64::broadcast(byte);
        Halves {
            low: half,
            high: half,
        }
    }

    #[inline(always)]
    fn top_bit(k: u32) -> Halves {
        match k {
            0..8 => Halves {
                low: u64::top_bit(k),
                high: 0,
            },
            _ => Halves {
                low: 0,
                high: u64::top_bit(k - 8),
            },
        }
    }

    #[inline(always)]
    fn nonzero_tops(self) -> Halves {
        Halves {
            low: self.low.nonzero_tops(),
            high: self.high.nonzero_tops(),
        }
    }

    #[inline(always)]
    fn lowest_byte(self) -> u32 {
        match self.low {
            0 => 8 + self.high.lowest_byte(),
            low => low.lowest_byte(),
        }
    }

    #[inline(always)]
    fn byte(self, k: u32) -> u8 {
        match k {
            0..8 => self.low.byte(k),
            _ => self.high.byte(k - 8),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonzero_tops_flag_exactly_the_nonzero_bytes() {
        let window = u64::from_le_bytes([0, 1, 0x40, 0, 0x7F, 0, 2, 0]);
        let tops = window.nonzero_tops() & u64::broadcast(0x80);
        assert_eq!(tops.to_le_bytes(), [0, 0x80, 0x80, 0, 0x80, 0, 0x80, 0]);
    }

    /// TAP's layout in two halves: six rolls two draws apart, the last
    /// draw (11) kept when all fail. Each step takes what the rule says,
    /// for windows whose taken byte lies in either half.
    #[test]
    fn a_step_over_two_halves_takes_what_the_rule_takes() {
        let walk = WindowWalk::<Halves, FullU32>::new(6, 2, 11, 0xFFFF_FFFF);
        let ring = u64::from(u32::from_le_bytes([1, 2, 4, 8]));
        let present = 1 | 2 | 4 | 8;
        let mut draws = Box::new([0; SPAN + MAX_READS]);
        let mut x = 7u32;
        for case in 0..2_000 {
            for draw in &mut draws[..16] {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                // Mostly pieces in the history, so later rolls are reached.
                let index = if (x >> 16) % 8 < 6 {
                    (x >> 20) % 4
                } else {
                    (x >> 20) % 7
                };
                *draw = 1 << index;
            }
            let taken = (0..6)
                .map(|k| 2 * k)
                .find(|&k| draws[k] & present == 0)
                .unwrap_or(11);
            let (bit, next, _) = walk.step(&draws, 0, ring);
            assert_eq!(
                (bit, next),
                (draws[taken], taken + 1),
                "case {case}: {:?}",
                &draws[..12]
            );
        }
    }

    /// A history of I and O, rolls at 0 and 2 (with extra draws between),
    /// the fallback at 3: the first absent checked roll is taken.
    #[test]
    fn a_step_takes_the_first_absent_checked_roll() {
        let walk = WindowWalk::<u64, u32>::new(2, 2, 3, 0xFFFF);
        let [i, o, t, s] = [1u8, 8, 32, 16];
        let ring = u64::from(u16::from_le_bytes([i, o]));
        let mut draws = Box::new([0; SPAN + MAX_READS]);
        for (first, expected) in [
            ([o, t, s, i], (s, 3)),
            ([o, t, i, s], (s, 4)),
            ([t, o, o, o], (t, 1)),
        ] {
            draws[..4].copy_from_slice(&first);
            let (bit, next, after) = walk.step(&draws, 0, ring);
            assert_eq!((bit, next), expected, "{first:?}");
            assert_eq!(after, u64::from(u16::from_le_bytes([bit, i])));
        }
    }
}
