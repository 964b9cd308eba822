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

/// `N` xoshiro256++ generators stepped together, their states held word by
/// word (`s[j][lane]` is lane `lane`'s word `j`): each lane's outputs are
/// exactly [`Xoshiro256PlusPlus::next_u64`]'s, and each step is a few
/// vector operations for all lanes (shifts, XORs and additions; no lane
/// waits on another).
#[derive(Debug, Clone)]
pub(crate) struct XoshiroLanes<const N: usize> {
    s: [[u64; N]; 4],
    /// The two rotations' shifts, left and right: 23 and 41, then 45 and
    /// 19.
    shifts: [u32; 4],
}

impl<const N: usize> XoshiroLanes<N> {
    /// The lanes at the generators' current states.
    ///
    /// Both fields pass through `black_box`, which changes no value but
    /// hides them from the optimiser, so that its AVX2 code keeps every
    /// step a vector operation (measured: without either, it made the
    /// steps one lane at a time). The states gathered from separate
    /// generators are then read as whole vectors, and each rotation stays
    /// two vector shifts and an OR: x86 vectors have no rotation before
    /// AVX-512, and with constant shifts the optimiser recognised
    /// rotations and made them lane by lane.
    #[inline(always)]
    pub(crate) fn new(rngs: [&Xoshiro256PlusPlus; N]) -> XoshiroLanes<N> {
        XoshiroLanes {
            s: std::hint::black_box(std::array::from_fn(|j| rngs.map(|rng| rng.s[j]))),
            shifts: std::hint::black_box([23, 64 - 23, 45, 64 - 45]),
        }
    }

    /// Writes each lane's state back to its generator.
    #[inline(always)]
    pub(crate) fn store(&self, rngs: [&mut Xoshiro256PlusPlus; N]) {
        for (lane, rng) in rngs.into_iter().enumerate() {
            rng.s = self.s.map(|word| word[lane]);
        }
    }

    /// Every lane's next output: [`Xoshiro256PlusPlus::next_u64`]'s steps,
    /// each made for all lanes.
    #[inline(always)]
    pub(crate) fn next_u64(&mut self) -> [u64; N] {
        // Whole arrays in and out of each step, which the optimiser
        // vectorises (updated in place, lane by lane, it did not).
        let [left, right, left_last, right_last] = self.shifts;
        let rotate = |x: [u64; N], left: u32, right: u32| x.map(|x| (x << left) | (x >> right));
        let add = |a: [u64; N], b: [u64; N]| -> [u64; N] {
            std::array::from_fn(|l| a[l].wrapping_add(b[l]))
        };
        let xor = |a: [u64; N], b: [u64; N]| -> [u64; N] { std::array::from_fn(|l| a[l] ^ b[l]) };
        let [s0, s1, s2, s3] = self.s;
        let result = add(rotate(add(s0, s3), left, right), s0);
        let t = s1.map(|x| x << 17);
        let s2 = xor(s2, s0);
        let s3 = xor(s3, s1);
        let s1 = xor(s1, s2);
        let s0 = xor(s0, s3);
        let s2 = xor(s2, t);
        let s3 = rotate(s3, left_last, right_last);
        self.s = [s0, s1, s2, s3];
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

    /// Lanes stepped together give each generator's own outputs, and leave
    /// each generator where its own steps would.
    #[test]
    fn lanes_step_as_each_generator_alone() {
        let mut alone: [_; 5] =
            std::array::from_fn(|k| Xoshiro256PlusPlus::seed_from_u64(k as u64 * 7));
        let mut together = alone.clone();
        let mut lanes = XoshiroLanes::new(together.each_ref());
        for _ in 0..100 {
            let outputs = lanes.next_u64();
            for (rng, output) in alone.iter_mut().zip(outputs) {
                assert_eq!(rng.next_u64(), output);
            }
        }
        lanes.store(together.each_mut());
        assert_eq!(together, alone);
    }
}
