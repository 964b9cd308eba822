//! The random number generator of Sega's arcade Tetris (1988).

use super::{FromSeed, Seed, SeedError};

/// Sega Tetris's generator (System 16, 1988): a 32-bit seed; each call
/// takes `t` = the seed (or 0x2A6D365A when the seed is 0), multiplies it
/// by 41, stores `t + (t << 16)` as the new seed, and returns the sum of
/// the product's two 16-bit halves OR-ed with the old seed's high half.
/// The game fills a 1000-piece table from it at the start of each game
/// (see [`Sega`](crate::randomizer::Sega)).
///
/// Portability: value-stable. Checked, through `sega`, against the stored
/// power-on and Flash Point patterns (`docs/sources.md` §4).
///
/// ```
/// use tetrolab::rng::SegaRng;
/// let mut rng = SegaRng::from_state(0);
/// assert_eq!(rng.rand(), SegaRng::from_state(SegaRng::POWER_ON).rand());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SegaRng {
    seed: u32,
}

impl SegaRng {
    /// The seed at power-on (a seed of 0 stands for it, as in the game).
    pub const POWER_ON: u32 = 0x2A6D_365A;

    /// The generator with seed `seed`.
    pub const fn from_state(seed: u32) -> SegaRng {
        SegaRng { seed }
    }

    /// The next value: the game's `rand()`.
    #[inline]
    pub fn rand(&mut self) -> u32 {
        let old = if self.seed == 0 {
            Self::POWER_ON
        } else {
            self.seed
        };
        let t = old.wrapping_mul(41);
        self.seed = t.wrapping_add(t << 16);
        ((t & 0xFFFF) + (t >> 16)) | (old & 0xFFFF_0000)
    }
}
impl FromSeed for SegaRng {
    const NAME: &'static str = "sega";
    const SEEDS: &'static str =
        "a 32-bit seed, 0 to 0xFFFFFFFF (power-on is 0x2A6D365A; 0 stands for it)";

    /// The generator whose seed is the user's seed.
    fn from_seed(seed: &Seed) -> Result<SegaRng, SeedError> {
        let state = seed.to_u32().ok_or_else(|| Self::out_of_range(seed))?;
        Ok(SegaRng::from_state(state))
    }

    fn seed_from_bits(bits: u64) -> Seed {
        Seed::from(bits as u32)
    }
}
