//! The linear congruential generator of Arika's Tetris The Grand Master
//! series (TGM1, TAP, Ti).

use super::{FromSeed, PieceRng, Seed, SeedError};

/// The multiplier, 1103515245 (the C standard's example `rand`).
const MULTIPLIER: u32 = 0x41C6_4E6D;
/// The increment.
const INCREMENT: u32 = 12_345;
/// How many independent chains [`outputs_block`] runs.
const LANES: usize = 16;

/// How many outputs [`outputs_block`] makes at once.
const BLOCK: usize = 4 * LANES;

/// `(A_k, C_k)` for `k` in `0..=BLOCK`: the state `k` steps after `s` is
/// `A_k · s + C_k (mod 2^32)`.
const JUMPS: [(u32, u32); BLOCK + 1] = {
    let mut jumps = [(1u32, 0u32); BLOCK + 1];
    let mut k = 1;
    while k <= BLOCK {
        let (a, c) = jumps[k - 1];
        jumps[k] = (
            a.wrapping_mul(MULTIPLIER),
            c.wrapping_mul(MULTIPLIER).wrapping_add(INCREMENT),
        );
        k += 1;
    }
    jumps
};

/// The TGM series' generator: `s ← s · 0x41C64E6D + 12345 (mod 2^32)`, each
/// step's output `(s >> 10) & 0x7FFF`, 15 bits.
///
/// A draw `below(n)` is the games' own `rand() % n` — slightly biased
/// towards low values, which the games have too (32768 = 7 · 4681 + 1, so
/// index 0, the I piece, comes up 4682 times in 32768). A float is
/// `rand() / 32768`. Seeds are states, 0 to 2^32 − 1; every state lies on
/// the generator's one cycle of length 2^32.
///
/// Portability: value-stable. Checked against the LCG states from 0x4321
/// published with `raincomplex/randomizers` (`docs/sources.md`
/// §3) and, through `tgm1`, `tap` and `ti`, against the games' published
/// sequences.
///
/// ```
/// use tetrolab::rng::TgmLcg;
/// let mut lcg = TgmLcg::from_state(0x4321);
/// assert_eq!(lcg.rand(), 17844);
/// assert_eq!(lcg.state(), 0x6116_D346);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TgmLcg {
    state: u32,
}

impl TgmLcg {
    /// The generator in state `state`.
    pub const fn from_state(state: u32) -> TgmLcg {
        TgmLcg { state }
    }

    /// The current state.
    pub const fn state(&self) -> u32 {
        self.state
    }

    /// Steps and returns the 15-bit output: the games' `rand()`.
    #[inline]
    pub fn rand(&mut self) -> u16 {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(INCREMENT);
        output(self.state)
    }

    /// Fills `out` with the next outputs, each passed through `reduce`
    /// and then `make`. The reduced outputs come a block at a time from
    /// [`outputs_block`] (the lanes side by side in the processor's vector
    /// unit); of a last part block only the outputs needed are used, and
    /// the state jumps past just those.
    #[inline(always)]
    fn outputs_in_blocks<T>(
        &mut self,
        out: &mut [T],
        reduce: impl Fn(u16) -> u16,
        make: impl Fn(u16) -> T,
    ) {
        let mut outputs = [0u16; BLOCK];
        for block in out.chunks_mut(BLOCK) {
            let after = outputs_block(self.state, &mut outputs, &reduce);
            self.state = if block.len() == BLOCK {
                after
            } else {
                jump(self.state, block.len())
            };
            for (slot, &output) in block.iter_mut().zip(&outputs) {
                *slot = make(output);
            }
        }
    }
}

/// The 15-bit output of a state.
#[inline(always)]
fn output(state: u32) -> u16 {
    ((state >> 10) & 0x7FFF) as u16
}

/// The state `steps` (at most [`BLOCK`]) steps after `state`.
#[inline(always)]
fn jump(state: u32, steps: usize) -> u32 {
    let (a, c) = JUMPS[steps];
    a.wrapping_mul(state).wrapping_add(c)
}

/// The next [`BLOCK`] outputs after `state`, each passed through
/// `reduce`, into `outputs`, and the state after the last. `LANES`
/// independent states, each stepped by the jump of `LANES`, make a round
/// of outputs at a time: the block's fixed size and the lanes'
/// independence let the compiler run them side by side in vector
/// registers.
#[inline(always)]
fn outputs_block(state: u32, outputs: &mut [u16; BLOCK], reduce: impl Fn(u16) -> u16) -> u32 {
    let mut lanes: [u32; LANES] = std::array::from_fn(|k| jump(state, k + 1));
    let (a, c) = JUMPS[LANES];
    for (round, chunk) in outputs.chunks_exact_mut(LANES).enumerate() {
        if round > 0 {
            for lane in &mut lanes {
                *lane = a.wrapping_mul(*lane).wrapping_add(c);
            }
        }
        for (slot, &lane) in chunk.iter_mut().zip(&lanes) {
            *slot = reduce(output(lane));
        }
    }
    lanes[LANES - 1]
}

impl FromSeed for TgmLcg {
    const NAME: &'static str = "tgm";
    const SEEDS: &'static str = "a 32-bit state, 0 to 4294967295 (0xFFFFFFFF)";

    /// The generator whose state is the seed.
    fn from_seed(seed: &Seed) -> Result<TgmLcg, SeedError> {
        let state = seed.to_u32().ok_or_else(|| Self::out_of_range(seed))?;
        Ok(TgmLcg::from_state(state))
    }

    fn seed_from_bits(bits: u64) -> Seed {
        Seed::from(bits as u32)
    }
}

impl PieceRng for TgmLcg {
    /// One `rand()` output.
    type Word = u16;

    const REJECTS: bool = false;

    #[inline]
    fn next_word(&mut self) -> u16 {
        self.rand()
    }

    /// Outputs made 64 at a time in 16 independent lanes, which the
    /// compiler runs side by side in vector registers.
    #[inline]
    fn fill_words(&mut self, words: &mut [u16]) {
        self.outputs_in_blocks(words, |output| output, |output| output);
    }

    /// Draws made 64 at a time in 16 independent lanes, `% bound`
    /// included, then each passed through `map`.
    #[inline]
    fn fill_below<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        // `% bound` is taken in the vector registers too.
        let draw = |output| (u32::from(output) % bound) as u16;
        self.outputs_in_blocks(out, draw, |draw| map(u32::from(draw)));
    }

    #[inline]
    fn float_from(mut next: impl FnMut() -> u16) -> f64 {
        f64::from(next()) / 32_768.0
    }

    #[inline]
    fn word_below(word: u16, n: u32) -> Option<u32> {
        Some(u32::from(word) % n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::checks;

    /// `raincomplex/randomizers` (`randos/ti.py`): the states after 0x4321.
    #[test]
    fn published_states() {
        let mut lcg = TgmLcg::from_state(0x4321);
        let mut states = Vec::new();
        let mut outputs = Vec::new();
        for _ in 0..5 {
            outputs.push(lcg.rand());
            states.push(lcg.state());
        }
        assert_eq!(
            states,
            [
                0x6116_D346,
                0x793B_7907,
                0x1F9C_DA34,
                0x387C_F05D,
                0xA35C_DDD2
            ]
        );
        assert_eq!(outputs, [17_844, 20_190, 26_422, 7_996, 22_327]);
    }

    #[test]
    fn block_fills_equal_serial_steps() {
        for count in [0, 1, 15, 16, 17, 64, 65, 200] {
            let mut fast = TgmLcg::from_state(0x1106);
            let mut slow = fast.clone();
            let mut words = vec![0; count];
            fast.fill_words(&mut words);
            let serial: Vec<u16> = (0..count).map(|_| slow.rand()).collect();
            assert_eq!(words, serial, "count {count}");
            assert_eq!(fast, slow);
        }
    }

    #[test]
    fn bulk_draws_equal_serial_draws() {
        let counts = [0, 1, 15, 16, 17, 63, 64, 65, 129, 200];
        checks::bulk_draws_equal_serial(&TgmLcg::from_state(0x43B7), &[7, 13, 35], &counts);
    }

    #[test]
    fn seeds_are_32_bit_states() {
        assert_eq!(
            TgmLcg::from_seed(&0x43B7u64.into()).unwrap().state(),
            0x43B7
        );
        assert!(TgmLcg::from_seed(&(1u64 << 32).into()).is_err());
        assert!(TgmLcg::from_seed(&(-1i64).into()).is_err());
    }
}
