//! The linear congruential generator of Arika's Tetris The Grand Master
//! series (TGM1, TAP, Ti).

use super::{FromSeed, PieceRng, Seed, SeedError};

/// The multiplier, 1103515245 (the C standard's example `rand`).
const MULTIPLIER: u32 = 0x41C6_4E6D;
/// The increment.
const INCREMENT: u32 = 12_345;
/// How many independent chains [`TgmLcg::fill_words`] runs.
const LANES: usize = 8;

/// `(A_k, C_k)` for `k` in `0..=LANES`: the state `k` steps after `s` is
/// `A_k · s + C_k (mod 2^32)`.
const JUMPS: [(u32, u32); LANES + 1] = {
    let mut jumps = [(1u32, 0u32); LANES + 1];
    let mut k = 1;
    while k <= LANES {
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
}

/// The 15-bit output of a state.
#[inline(always)]
fn output(state: u32) -> u16 {
    ((state >> 10) & 0x7FFF) as u16
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

    /// Jumps ahead: the first `LANES` states from the current one at
    /// once, then each state from the one `LANES` before it.
    #[inline]
    fn fill_words(&mut self, words: &mut [u16]) {
        let mut states = [0u32; 64];
        for chunk in words.chunks_mut(states.len()) {
            let states = &mut states[..chunk.len()];
            let start = self.state;
            for (k, state) in states.iter_mut().enumerate() {
                *state = if k < LANES {
                    let (a, c) = JUMPS[k + 1];
                    a.wrapping_mul(start).wrapping_add(c)
                } else {
                    0
                };
            }
            let (a, c) = JUMPS[LANES];
            for k in LANES..states.len() {
                states[k] = a.wrapping_mul(states[k - LANES]).wrapping_add(c);
            }
            for (word, &state) in chunk.iter_mut().zip(states.iter()) {
                *word = output(state);
            }
            if let Some(&last) = states.last() {
                self.state = last;
            }
        }
    }

    /// Eight independent lanes of states, each stepped by the jump of
    /// eight, converted to draws as they are made.
    #[inline]
    fn fill_below<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        let start = self.state;
        let mut lanes: [u32; LANES] = std::array::from_fn(|k| {
            let (a, c) = JUMPS[k + 1];
            a.wrapping_mul(start).wrapping_add(c)
        });
        let (a, c) = JUMPS[LANES];
        let mut chunks = out.chunks_exact_mut(LANES);
        for chunk in &mut chunks {
            for (slot, &state) in chunk.iter_mut().zip(&lanes) {
                *slot = map(u32::from(output(state)) % bound);
            }
            self.state = lanes[LANES - 1];
            for state in &mut lanes {
                *state = a.wrapping_mul(*state).wrapping_add(c);
            }
        }
        for (slot, &state) in chunks.into_remainder().iter_mut().zip(&lanes) {
            *slot = map(u32::from(output(state)) % bound);
            self.state = state;
        }
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
        for count in [0, 1, 7, 8, 9, 64, 65, 200] {
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
        for count in [0, 1, 7, 8, 9, 100] {
            let mut fast = TgmLcg::from_state(0x43B7);
            let mut slow = fast.clone();
            let mut draws = vec![0; count];
            fast.fill_below(7, &mut draws, |d| d);
            let serial: Vec<u32> = (0..count).map(|_| slow.below(7)).collect();
            assert_eq!(draws, serial, "count {count}");
            assert_eq!(fast, slow);
        }
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
