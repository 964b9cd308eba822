//! An adapter that lets any `rand_core` generator drive a randomizer.

use super::PieceRng;
use crate::sample;

/// Wraps any [`rand_core::Rng`] so randomizers can draw from it, with the
/// same draws as the default generator: floats from the top 53 bits of
/// `next_u64`, indices by [`sample::bounded_u64`].
///
/// Reproducibility is the wrapped generator's: portable generators (such as
/// `rand_pcg` or `rand_xoshiro`) stay reproducible across platforms.
///
/// ```
/// use tetrolab::rng::{Bits, PieceRng, Xoshiro256PlusPlus};
/// let mut wrapped = Bits(Xoshiro256PlusPlus::seed_from_u64(1));
/// let mut plain = Xoshiro256PlusPlus::seed_from_u64(1);
/// assert_eq!(wrapped.below(7), plain.below(7));
/// ```
#[derive(Debug, Clone)]
pub struct Bits<R>(pub R);

impl<R> PieceRng for Bits<R>
where
    R: rand_core::Rng + Clone + std::fmt::Debug + Send + Sync + 'static,
{
    #[inline]
    fn next_float(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        sample::bounded_u64(|| self.0.next_u64(), n)
    }
}
