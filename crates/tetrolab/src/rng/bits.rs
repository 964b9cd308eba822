//! Any 64-bit `rand_core` generator as a source of draws; the default
//! generator is this adapter around xoshiro256++.

use super::xoshiro::XoshiroLanes;
use super::{
    FromSeed, PieceRng, Seed, SeedError, Xoshiro256PlusPlus, float_from_halves, lemire_below,
    lemire_rejected_below,
};

/// Draws from any [`rand_core::Rng`]: each 64-bit output is split into two
/// 32-bit words, low half first; a bounded index is Lemire's exact
/// multiply-shift on one word (`lemire_below`) and a float is
/// built from two words as CPython builds `random()`
/// (`float_from_halves`).
///
/// Splitting outputs doubles the draws per generator step: bounds in a
/// randomizer are small, so 32 bits are plenty, and rejection keeps every
/// draw exactly uniform.
///
/// Around [`Xoshiro256PlusPlus`] this is tetrolab's default generator,
/// [`DefaultRng`]. Reproducibility is the wrapped generator's: portable
/// generators (such as `rand_pcg` or `rand_xoshiro`) stay reproducible
/// across platforms.
///
/// ```
/// use tetrolab::rng::{Bits, DefaultRng, PieceRng, Xoshiro256PlusPlus};
/// let mut wrapped = Bits::new(Xoshiro256PlusPlus::seed_from_u64(1));
/// let mut default = DefaultRng::seed_from_u64(1);
/// assert_eq!(wrapped.below(7), default.below(7));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bits<R> {
    rng: R,
    /// The high half of the last output, when its low half was used alone.
    spare: Option<u32>,
}

/// tetrolab's default generator: xoshiro256++ seeded through SplitMix64,
/// drawing through [`Bits`]. Value-stable.
pub type DefaultRng = Bits<Xoshiro256PlusPlus>;

impl DefaultRng {
    /// The default generator for a `u64` seed.
    pub fn seed_from_u64(seed: u64) -> DefaultRng {
        Bits::new(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// Fills `floats[k][lane]` with the `k`-th next float of
    /// `lanes[lane]`, the lanes' generators stepped together
    /// ([`XoshiroLanes`]): exactly what each lane's
    /// [`fill_floats`](PieceRng::fill_floats) makes. Returns `false`,
    /// filling nothing, when a lane holds a spare half (its floats do not
    /// start at an output); the caller then fills lane by lane.
    #[inline(always)]
    #[must_use]
    pub(crate) fn fill_floats_lanes<const N: usize>(
        mut lanes: [&mut DefaultRng; N],
        floats: &mut [[f64; N]],
    ) -> bool {
        if lanes.iter().any(|lane| lane.spare.is_some()) {
            return false;
        }
        let mut together = XoshiroLanes::new(lanes.each_ref().map(|lane| &lane.rng));
        for row in floats.iter_mut() {
            let outputs = together.next_u64();
            *row = outputs.map(|output| float_from_halves(output as u32, (output >> 32) as u32));
        }
        together.store(lanes.each_mut().map(|lane| &mut lane.rng));
        true
    }
}

impl FromSeed for DefaultRng {
    const NAME: &'static str = "default";
    const SEEDS: &'static str = "an integer from 0 to 18446744073709551615";

    fn from_seed(seed: &Seed) -> Result<DefaultRng, SeedError> {
        seed.to_u64()
            .map(DefaultRng::seed_from_u64)
            .ok_or_else(|| Self::out_of_range(seed))
    }

    fn seed_from_bits(bits: u64) -> Seed {
        Seed::from(bits)
    }
}

impl<R> Bits<R> {
    /// Draws from `rng`, starting at its next output.
    pub fn new(rng: R) -> Bits<R> {
        Bits { rng, spare: None }
    }
}

impl<R> PieceRng for Bits<R>
where
    R: rand_core::Rng + Clone + std::fmt::Debug + Send + Sync + 'static,
{
    /// Half of a 64-bit output.
    type Word = u32;

    #[inline]
    fn next_word(&mut self) -> u32 {
        match self.spare.take() {
            Some(high) => high,
            None => {
                let output = self.rng.next_u64();
                self.spare = Some((output >> 32) as u32);
                output as u32
            }
        }
    }

    #[inline]
    fn fill_words(&mut self, words: &mut [u32]) {
        let mut rest = words;
        if let Some(high) = self.spare {
            let Some((first, tail)) = rest.split_first_mut() else {
                return;
            };
            *first = high;
            self.spare = None;
            rest = tail;
        }
        let mut pairs = rest.chunks_exact_mut(2);
        for pair in &mut pairs {
            let output = self.rng.next_u64();
            pair[0] = output as u32;
            pair[1] = (output >> 32) as u32;
        }
        if let [last] = pairs.into_remainder() {
            *last = self.next_word();
        }
    }

    /// Outputs made in blocks, then every half turned into its draw in
    /// one loop without branches (which the compiler vectorizes); a block
    /// in which a half is rejected (fewer than `bound` in 2^32 per half)
    /// is made again one draw at a time.
    #[inline]
    fn fill_below<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        // On a local copy, the generator's state stays in registers.
        let mut local = self.clone();
        local.fill_below_here(bound, out, map);
        *self = local;
    }

    /// One output per float, its halves in stream order: the low and high
    /// half of each output, or — when a high half is left over from
    /// before — that half and the next output's low half.
    #[inline]
    fn fill_floats(&mut self, out: &mut [f64]) {
        let mut rng = self.rng.clone();
        match self.spare {
            None => {
                for float in out {
                    let output = rng.next_u64();
                    *float = float_from_halves(output as u32, (output >> 32) as u32);
                }
            }
            Some(mut spare) => {
                for float in out {
                    let output = rng.next_u64();
                    *float = float_from_halves(spare, output as u32);
                    spare = (output >> 32) as u32;
                }
                self.spare = Some(spare);
            }
        }
        self.rng = rng;
    }

    #[inline]
    fn float_from(mut next: impl FnMut() -> u32) -> f64 {
        let low = next();
        float_from_halves(low, next())
    }

    #[inline]
    fn word_below(word: u32, n: u32) -> Option<u32> {
        lemire_below(word, n)
    }
}

impl<R> Bits<R>
where
    R: rand_core::Rng + Clone + std::fmt::Debug + Send + Sync + 'static,
{
    /// [`PieceRng::fill_below`] on `self` in place.
    #[inline(always)]
    fn fill_below_here<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        let rejected_below = lemire_rejected_below(bound);
        let mut halves = [0u32; 2 * OUTPUTS_PER_BLOCK];
        let mut filled = 0;
        while filled < out.len() {
            let pairs = (out.len() - filled) / 2;
            if self.spare.is_some() || pairs == 0 {
                // A spare half, or one slot left over.
                out[filled] = map(self.below(bound));
                filled += 1;
                continue;
            }
            let halves = &mut halves[..2 * pairs.min(OUTPUTS_PER_BLOCK)];
            let before = self.rng.clone();
            for pair in halves.chunks_exact_mut(2) {
                let output = self.rng.next_u64();
                pair[0] = output as u32;
                pair[1] = (output >> 32) as u32;
            }
            let block = &mut out[filled..filled + halves.len()];
            let mut rejected = false;
            for (slot, &half) in block.iter_mut().zip(halves.iter()) {
                let product = u64::from(half) * u64::from(bound);
                rejected |= (product as u32) < rejected_below;
                *slot = map((product >> 32) as u32);
            }
            if rejected {
                // Made again by the definition, from the block's start.
                self.rng = before;
                for slot in block.iter_mut() {
                    *slot = map(self.below(bound));
                }
            }
            filled += block.len();
        }
    }
}

/// How many outputs [`Bits::fill_below_here`] makes before converting
/// them (128 draws): enough for the conversion to run almost wholly in
/// vector steps, few enough that a block with a rejection costs little to
/// make again.
const OUTPUTS_PER_BLOCK: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::checks;

    /// Lanes filled together give each lane's own floats and leave each
    /// lane where its own draws would; with a spare half in one lane they
    /// refuse and leave every lane as it was.
    #[test]
    fn lanes_of_floats_are_each_lanes_floats() {
        for spare_in_lane in [None, Some(2)] {
            for rows in [0, 1, 33] {
                let mut alone: [_; 5] =
                    std::array::from_fn(|k| DefaultRng::seed_from_u64(90 + k as u64));
                if let Some(lane) = spare_in_lane {
                    alone[lane].next_word();
                }
                let mut together = alone.clone();
                let mut floats = vec![[0.0; 5]; rows];
                let filled = DefaultRng::fill_floats_lanes(together.each_mut(), &mut floats);
                assert_eq!(filled, spare_in_lane.is_none(), "{rows} rows");
                if !filled {
                    assert_eq!(together, alone, "{rows} rows");
                    continue;
                }
                for row in &floats {
                    for (rng, &float) in alone.iter_mut().zip(row) {
                        assert_eq!(rng.next_float(), float, "{rows} rows");
                    }
                }
                assert_eq!(together, alone, "{rows} rows");
            }
        }
    }

    #[test]
    fn block_fills_equal_one_word_at_a_time() {
        for count in [0, 1, 2, 3, 8, 63, 64] {
            let mut fast = DefaultRng::seed_from_u64(2026);
            let mut slow = fast.clone();
            fast.next_word();
            slow.next_word();
            let mut words = vec![0; count];
            fast.fill_words(&mut words);
            let serial: Vec<u32> = (0..count).map(|_| slow.next_word()).collect();
            assert_eq!(words, serial, "count {count}");
            assert_eq!(fast, slow);
        }
    }

    /// Bulk floats equal one float at a time, from a whole output and from
    /// a half left over, with the generator left where the serial one is.
    #[test]
    fn bulk_floats_equal_one_at_a_time() {
        for skipped in [0, 1, 2, 3] {
            for count in [0, 1, 2, 5, 64] {
                let mut fast = DefaultRng::seed_from_u64(77);
                for _ in 0..skipped {
                    fast.next_word();
                }
                let mut slow = fast.clone();
                let mut floats = vec![0.0; count];
                fast.fill_floats(&mut floats);
                let serial: Vec<f64> = (0..count).map(|_| slow.next_float()).collect();
                assert_eq!(floats, serial, "after {skipped} words, {count} floats");
                assert_eq!(fast, slow, "after {skipped} words, {count} floats");
            }
        }
    }

    /// Bulk draws equal one draw at a time, across the rare rejections
    /// (bound 14,300,000 rejects about one word in 900, so some blocks
    /// hold a rejection and most do not; 2^31 + 1 rejects about half).
    #[test]
    fn bulk_draws_equal_one_at_a_time() {
        for bound in [7, 35, 14_300_000, (1 << 31) + 1] {
            let mut rng = DefaultRng::seed_from_u64(bound.into());
            rng.next_word();
            checks::bulk_draws_equal_serial(&rng, &[bound], &[0, 1, 2, 3, 100, 128, 129, 300]);
            rng.next_word();
            checks::bulk_draws_equal_serial(&rng, &[bound], &[1, 2, 127, 128, 300]);
        }
    }

    /// Value stability of the default generator's draws; the values were
    /// computed independently by a Python transcription of xoshiro256++,
    /// SplitMix64 seeding, the low-half-first split and Lemire's draw.
    #[test]
    fn default_draws_are_value_stable() {
        let mut rng = DefaultRng::seed_from_u64(2026);
        let below: Vec<u32> = (0..12).map(|_| rng.below(7)).collect();
        assert_eq!(below, VALUE_STABLE_BELOW);
        assert_eq!(rng.next_float().to_bits(), VALUE_STABLE_FLOAT_BITS);
    }

    const VALUE_STABLE_BELOW: [u32; 12] = [4, 2, 3, 4, 2, 5, 6, 6, 6, 0, 4, 6];
    /// 0.5366057441290893.
    const VALUE_STABLE_FLOAT_BITS: u64 = 4_603_008_534_403_885_685;
}
