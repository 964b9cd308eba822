//! The default generator: xoshiro256++ seeded through SplitMix64.

/// SplitMix64 (Steele, Lea and Flood 2014), used to expand a `u64` seed
/// into a xoshiro state and to derive independent seeds from one seed.
///
/// ```
/// use tetrolab::rng::SplitMix64;
/// let mut mix = SplitMix64::new(0);
/// assert_eq!(mix.next_u64(), 0xE220A8397B1DCDAF);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A SplitMix64 stream starting from `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next output.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// xoshiro256++ (Blackman and Vigna 2019): tetrolab's fast default.
///
/// A `u64` seed fills the 256-bit state with four SplitMix64 outputs (the
/// authors' recommendation, and what `rand_xoshiro`'s `seed_from_u64` does).
/// Randomizers draw from it through [`Bits`](super::Bits) (see
/// [`DefaultRng`](super::DefaultRng)).
///
/// Portability: value-stable. Checked word for word against the
/// `rand_xoshiro` crate.
///
/// ```
/// use tetrolab::rng::Xoshiro256PlusPlus;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// assert_ne!(rng.next_u64(), rng.next_u64());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Xoshiro256PlusPlus {
    s: [u64; 4],
}

impl Xoshiro256PlusPlus {
    /// The generator seeded from a `u64` through SplitMix64.
    pub fn seed_from_u64(seed: u64) -> Xoshiro256PlusPlus {
        let mut mix = SplitMix64::new(seed);
        Xoshiro256PlusPlus {
            s: std::array::from_fn(|_| mix.next_u64()),
        }
    }

    /// The next 64-bit output.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }
}

impl rand_core::TryRng for Xoshiro256PlusPlus {
    type Error = core::convert::Infallible;

    /// The high half of a word, as `rand_xoshiro` does.
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok((self.next_u64() >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(self.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        rand_core::utils::fill_bytes_via_next_word(dst, || self.try_next_u64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::{Rng, SeedableRng};

    /// Reference: the `rand_xoshiro` crate (a port of the authors' C code).
    #[test]
    fn matches_rand_xoshiro() {
        for seed in [0u64, 1, 42, u64::MAX] {
            let mut ours = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut theirs = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
            for _ in 0..1000 {
                assert_eq!(ours.next_u64(), theirs.next_u64());
            }
        }
    }
}
