//! Random number generators, and the draws randomizers make from them.
//!
//! A generator is a stream of raw **words**; every draw a randomizer makes
//! is a pure function of the next word (or the next few): a bounded index
//! `below(n)` or a uniform float. Each generator defines those
//! functions the way its reference does, which is what makes the seed
//! documents' code reproducible from a seed:
//!
//! | generator | word | float | `below(n)` | reference |
//! |---|---|---|---|---|
//! | [`Xoshiro256PlusPlus`] (default) | 32 bits: each output's low half, then its high half | `((a >> 5) · 2^26 + (b >> 6)) / 2^53` from two words | Lemire's multiply-shift, rejecting about `n` words in 2^32 | xoshiro256++ by Blackman & Vigna, seeded through SplitMix64 |
//! | [`Minstd`] | the new state `t` | `(t − 1) / 2147483646` | `floor(float · n)` | TETR.IO's client (seed document 001) |
//! | [`PythonRandom`] | one `random()` (two MT19937 outputs) | the word | `floor(word · n)` | CPython's `random` module |
//! | [`TgmLcg`] | one `rand()`, 15 bits | `word / 32768` | `word % n` (the games' own, slightly biased) | the TGM series (Arika) |
//!
//! The layers, from the bottom (as in `rand`: `rand_core` below, samplers
//! above):
//!
//! - **words**: each generator's own type and its [`PieceRng`]
//!   implementation; the word arithmetic they share (`lemire_below`,
//!   `float_from_halves`, `float_index`) is in one place;
//! - **draws**: [`Draw`], the interface randomizer definitions consume, and
//!   [`Draws`], which makes a generator's words ahead in blocks — faster,
//!   and with exactly the values of drawing one at a time, because draws
//!   are functions of words;
//! - **seeds**: [`Seed`] as users write it; each generator's rules for
//!   taking one live in its [`FromSeed`] implementation, and [`Generator`]
//!   names any generator by value.
//!
//! Shuffles and weighted picks sit above, in [`crate::sample`].
//!
//! The games' own generators — [`NesLfsr`] (with [`GymSeed`]) and
//! [`SegaRng`] — are not draw sources: their games pick pieces from them in
//! game-specific ways, so the randomizers for those games use them
//! directly.
//!
//! Every generator here is portable and value-stable: a (generator, seed)
//! pair gives the same draws on every platform and in every tetrolab release.

mod bits;
mod draws;
mod generator;
mod gym_seed;
mod kind;
mod minstd;
mod nes_lfsr;
mod python;
mod seed;
mod sega_rng;
mod tgm_lcg;
mod word;
mod xoshiro;

pub use bits::{Bits, DefaultRng};
pub use draws::{Draw, Draws, Unbuffered};
pub use generator::{Generator, OwnGenerator};
pub use gym_seed::GymSeed;
pub use kind::{ParseRngKindError, RngKind, WithRng};
pub use minstd::Minstd;
pub use nes_lfsr::{LfsrJump, NesLfsr};
pub use python::PythonRandom;
pub use seed::{FromSeed, NotAMasterSeed, ParseSeedError, Seed, SeedError};
pub use sega_rng::SegaRng;
pub use tgm_lcg::TgmLcg;
pub(crate) use word::{float_from_halves, float_index, lemire_below, lemire_rejected_below};
pub use xoshiro::{SplitMix64, Xoshiro256PlusPlus};

/// A generator as randomizers see it: a stream of words, and the draws
/// each word stands for.
///
/// Implementations must keep `word_below(_, n)` uniform over `0..n` (up to
/// the generator's own resolution) and must never change their output for a
/// given state: golden vectors pin every implementation in this crate.
pub trait PieceRng: Clone + std::fmt::Debug + Send + Sync + 'static {
    /// One raw output, from which one draw is computed.
    type Word: Copy + Default + std::fmt::Debug + Send + Sync + 'static;

    /// Whether [`word_below`](PieceRng::word_below) ever rejects a word;
    /// generators that never do convert blocks of words without a branch.
    const REJECTS: bool = true;

    /// The next word.
    fn next_word(&mut self) -> Self::Word;

    /// The next `words.len()` words, in stream order. Generators may compute
    /// them faster than one at a time (MINSTD jumps ahead on independent
    /// chains) but must produce exactly the same words.
    #[inline]
    fn fill_words(&mut self, words: &mut [Self::Word]) {
        for word in words {
            *word = self.next_word();
        }
    }

    /// A uniform float in `[0, 1)` from the words `next` gives (most
    /// generators take one word, the default takes two).
    fn float_from(next: impl FnMut() -> Self::Word) -> f64;

    /// The index in `0..n` that `word` stands for (`n >= 1`), or `None` if
    /// the generator rejects this word for this bound, in which case the
    /// draw takes the next word instead.
    fn word_below(word: Self::Word, n: u32) -> Option<u32>;

    /// [`word_below`](PieceRng::word_below) for a bound known when
    /// compiling, which some generators compute faster (always the same
    /// value).
    #[inline(always)]
    fn word_below_const<const N: u32>(word: Self::Word) -> Option<u32> {
        Self::word_below(word, N)
    }

    /// Fills `out` with the next draws of `below(bound)`, each passed
    /// through `map` — the same draws as that many calls to
    /// [`below`](PieceRng::below), from words made in blocks by
    /// [`fill_words`](PieceRng::fill_words) (a rejected word is skipped,
    /// as `below` skips it).
    #[inline]
    fn fill_below<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        let mut words = [Self::Word::default(); 64];
        let mut filled = 0;
        while filled < out.len() {
            let words = &mut words[..(out.len() - filled).min(64)];
            self.fill_words(words);
            if Self::REJECTS {
                for &word in words.iter() {
                    if let Some(draw) = Self::word_below(word, bound) {
                        out[filled] = map(draw);
                        filled += 1;
                    }
                }
            } else {
                let chunk = &mut out[filled..filled + words.len()];
                for (slot, &word) in chunk.iter_mut().zip(words.iter()) {
                    *slot = map(Self::word_below(word, bound).unwrap_or_default());
                }
                filled += words.len();
            }
        }
    }

    /// Fills `out` with the next floats: the same floats as that many calls
    /// to [`next_float`](PieceRng::next_float). Generators whose floats
    /// take whole outputs make them without a word buffer (the default
    /// generator: one xoshiro output per float).
    ///
    /// ```
    /// use tetrolab::rng::{DefaultRng, PieceRng};
    /// let rng = DefaultRng::seed_from_u64(3);
    /// let (mut bulk, mut serial) = (rng.clone(), rng);
    /// let mut floats = [0.0; 5];
    /// bulk.fill_floats(&mut floats);
    /// assert!(floats.iter().all(|&x| x == serial.next_float()));
    /// ```
    #[inline]
    fn fill_floats(&mut self, out: &mut [f64]) {
        for float in out {
            *float = self.next_float();
        }
    }

    /// Draws a uniform float from the next word.
    #[inline]
    fn next_float(&mut self) -> f64 {
        Self::float_from(|| self.next_word())
    }

    /// Draws a uniform index in `0..n` (`n >= 1`) from the next accepted word.
    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        loop {
            if let Some(index) = Self::word_below(self.next_word(), n) {
                return index;
            }
        }
    }
}

/// Checks shared by the generators' tests.
#[cfg(test)]
pub(crate) mod checks {
    use super::PieceRng;

    /// `fill_below` deals, for each bound and count, the draws of that
    /// many calls to `below`, and leaves the generator where they leave
    /// it.
    pub(crate) fn bulk_draws_equal_serial<R: PieceRng + Clone + PartialEq>(
        rng: &R,
        bounds: &[u32],
        counts: &[usize],
    ) {
        for &bound in bounds {
            for &count in counts {
                let (mut fast, mut slow) = (rng.clone(), rng.clone());
                let mut draws = vec![0; count];
                fast.fill_below(bound, &mut draws, |d| d);
                let serial: Vec<u32> = (0..count).map(|_| slow.below(bound)).collect();
                assert_eq!(draws, serial, "bound {bound}, count {count}");
                assert!(fast == slow, "bound {bound}, count {count}: states differ");
            }
        }
    }
}
