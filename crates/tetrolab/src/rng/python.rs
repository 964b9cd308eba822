//! CPython's `random` module: MT19937 with `random.seed(int)` and `random()`.

use super::{FromSeed, PieceRng, Seed, SeedError, float_from_halves, float_index};

const N: usize = 624;
const M: usize = 397;

/// CPython's default generator: the Mersenne Twister MT19937, seeded as
/// `random.seed(n)` seeds it for an integer `n`, drawing floats as
/// `random.random()` does.
///
/// `random.seed(n)` takes `abs(n)`, splits it into 32-bit words (least
/// significant first; `[0]` for zero) and feeds them to MT19937's
/// `init_by_array`. `random()` builds a 53-bit float from two words:
/// `((a >> 5) · 2^26 + (b >> 6)) / 2^53`. `below(n)` is `floor(random() · n)`,
/// and weighted picks follow `random.choices` (see
/// [`crate::sample::weighted_index`]), so seed document 002's script is
/// reproduced exactly from its seed.
///
/// Portability: value-stable. Checked against CPython 3.11's output for
/// `random.seed(n); random.random()` and against seed document 002's script
/// (`tests/data/weighted.txt`).
///
/// ```
/// use tetrolab::rng::{PieceRng, PythonRandom};
/// // python3 -c 'import random; random.seed(42); print(random.random())'
/// let mut rng = PythonRandom::new(&42u64.into());
/// assert_eq!(rng.next_float(), 0.6394267984578837);
/// ```
#[derive(Clone)]
pub struct PythonRandom {
    state: Box<[u32; N]>,
    index: usize,
}

impl std::fmt::Debug for PythonRandom {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PythonRandom")
            .field("index", &self.index)
            .finish_non_exhaustive()
    }
}

impl PythonRandom {
    /// The generator after `random.seed(seed)`; every integer seed works.
    pub fn new(seed: &Seed) -> PythonRandom {
        let mut magnitude = seed.magnitude();
        let mut key = Vec::with_capacity(4);
        loop {
            key.push(magnitude as u32);
            magnitude >>= 32;
            if magnitude == 0 {
                break;
            }
        }
        PythonRandom::from_key(&key)
    }

    /// MT19937's `init_by_array(key)`.
    fn from_key(key: &[u32]) -> PythonRandom {
        let mut rng = PythonRandom::from_u32(19_650_218);
        let mt = &mut rng.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            let previous = mt[i - 1] ^ (mt[i - 1] >> 30);
            mt[i] = (mt[i] ^ previous.wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let previous = mt[i - 1] ^ (mt[i - 1] >> 30);
            mt[i] = (mt[i] ^ previous.wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
        rng
    }

    /// MT19937's `init_genrand(seed)`.
    fn from_u32(seed: u32) -> PythonRandom {
        let mut state = Box::new([0u32; N]);
        state[0] = seed;
        for i in 1..N {
            let previous = state[i - 1] ^ (state[i - 1] >> 30);
            state[i] = previous.wrapping_mul(1_812_433_253).wrapping_add(i as u32);
        }
        PythonRandom { state, index: N }
    }

    fn twist(&mut self) {
        let mt = &mut self.state;
        for i in 0..N {
            let y = (mt[i] & 0x8000_0000) | (mt[(i + 1) % N] & 0x7FFF_FFFF);
            let mag = if y & 1 == 0 { 0 } else { 0x9908_B0DF };
            mt[i] = mt[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.index = 0;
    }

    /// The next 32-bit word (`genrand_uint32`), tempered.
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9D2C_5680;
        y ^= (y << 15) & 0xEFC6_0000;
        y ^ (y >> 18)
    }
}

impl FromSeed for PythonRandom {
    const NAME: &'static str = "python";
    const SEEDS: &'static str =
        "any integer below 2^128 in size (random.seed takes its absolute value)";

    /// `random.seed(seed)`: every seed works.
    fn from_seed(seed: &Seed) -> Result<PythonRandom, SeedError> {
        Ok(PythonRandom::new(seed))
    }

    fn seed_from_bits(bits: u64) -> Seed {
        Seed::from(bits)
    }
}

impl PieceRng for PythonRandom {
    /// One `random()`: `((a >> 5) · 2^26 + (b >> 6)) / 2^53` from two
    /// outputs `a`, `b`.
    type Word = f64;

    const REJECTS: bool = false;

    #[inline]
    fn next_word(&mut self) -> f64 {
        let a = self.next_u32();
        float_from_halves(a, self.next_u32())
    }

    #[inline]
    fn float_from(mut next: impl FnMut() -> f64) -> f64 {
        next()
    }

    #[inline]
    fn word_below(word: f64, n: u32) -> Option<u32> {
        Some(float_index(word, n))
    }
}

impl rand_core::TryRng for PythonRandom {
    type Error = core::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.next_u32())
    }

    /// Two words, the first in the low half (as `getrandbits(64)` does).
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let low = u64::from(self.next_u32());
        Ok(low | (u64::from(self.next_u32()) << 32))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        rand_core::utils::fill_bytes_via_next_word(dst, || self.try_next_u32())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values printed by CPython 3.11.7:
    /// `python3 -c 'import random; random.seed(S); print([random.random() for _ in range(3)])'`.
    #[test]
    fn matches_cpython_random() {
        let cases: [(i64, [f64; 3]); 3] = [
            (
                0,
                [0.8444218515250481, 0.7579544029403025, 0.420571580830845],
            ),
            (
                42,
                [
                    0.6394267984578837,
                    0.025010755222666936,
                    0.27502931836911926,
                ],
            ),
            (
                -42,
                [
                    0.6394267984578837,
                    0.025010755222666936,
                    0.27502931836911926,
                ],
            ),
        ];
        for (seed, expected) in cases {
            let mut rng = PythonRandom::new(&seed.into());
            let got: Vec<f64> = (0..3).map(|_| rng.next_float()).collect();
            assert_eq!(got, expected, "seed {seed}");
        }
    }

    /// `random.seed(S); random.getrandbits(32)` in CPython 3.11.7, for a seed
    /// wider than one word and for a small one.
    #[test]
    fn multi_word_seeds() {
        let seed: Seed = "18446744073709551619".parse().unwrap();
        let mut rng = PythonRandom::new(&seed);
        assert_eq!(rng.next_u32(), 3_921_169_615);
        let mut rng = PythonRandom::new(&12345u64.into());
        assert_eq!(
            [rng.next_u32(), rng.next_u32()],
            [1_789_368_711, 3_146_859_322]
        );
    }
}
