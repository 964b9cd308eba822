//! Random number generators, and the draws randomizers make from them.
//!
//! Randomizers never touch raw generator words: they ask a [`PieceRng`] for
//! a uniform float or a bounded index. Each generator defines those two draws
//! the way its reference does, which is what makes the seed documents' code
//! reproducible from a seed:
//!
//! | generator | float draw | `below(n)` | reference |
//! |---|---|---|---|
//! | [`Xoshiro256PlusPlus`] (default) | top 53 bits / 2^53 | Lemire's multiply-shift with rejection | xoshiro256++ by Blackman & Vigna, seeded through SplitMix64 |
//! | [`Minstd`] | `(next() − 1) / 2147483646` | `floor(float · n)` | TETR.IO's client (seed document 001) |
//! | [`PythonRandom`] | CPython `random()` (53 bits from two MT19937 words) | `floor(random() · n)` | CPython's `random` module |
//!
//! Every generator here is portable and value-stable: a (generator, seed)
//! pair gives the same draws on every platform and in every tetrolab release.

mod bits;
mod kind;
mod minstd;
mod python;
mod seed;
mod xoshiro;

pub use bits::Bits;
pub use kind::{ParseRngKindError, RngKind, SeededWith, with_seeded_rng};
pub use minstd::Minstd;
pub use python::PythonRandom;
pub use seed::{ParseSeedError, Seed, SeedError};
pub use xoshiro::{SplitMix64, Xoshiro256PlusPlus};

/// The draws a randomizer makes: uniform floats, bounded indices, shuffles.
///
/// Implementations must keep `below(n)` uniform over `0..n` (up to the
/// generator's own resolution) and must never change their output for a
/// given state: golden vectors pin every implementation in this crate.
pub trait PieceRng: Clone + std::fmt::Debug + Send + Sync + 'static {
    /// A uniform float in `[0, 1)`, as the generator's reference defines it.
    fn next_float(&mut self) -> f64;

    /// A uniform index in `0..n`; `n` must be at least 1.
    fn below(&mut self, n: u32) -> u32;

    /// The draws Fisher–Yates from the end makes on `draws.len() + 1`
    /// items, in order: `below(len)`, `below(len − 1)`, …, `below(2)`.
    /// Generators may compute them faster (MINSTD jumps ahead) but must
    /// produce exactly these values.
    fn shuffle_draws(&mut self, draws: &mut [u32]) {
        let len = draws.len() as u32 + 1;
        for (k, draw) in draws.iter_mut().enumerate() {
            *draw = self.below(len - k as u32);
        }
    }

    /// Fisher–Yates from the end: for `i` from `len − 1` down to 1, swap
    /// item `i` with item `below(i + 1)` — TETR.IO's `shuffleArray`. See
    /// [`crate::sample::shuffle`].
    fn shuffle<T: Copy>(&mut self, items: &mut [T]) {
        crate::sample::shuffle(self, items);
    }
}
