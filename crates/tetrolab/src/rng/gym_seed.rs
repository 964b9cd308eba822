//! TetrisGYM's 3-byte seeds for its "same piece sets" mode.

use super::{FromSeed, LfsrJump, NesLfsr, Seed, SeedError};

/// A TetrisGYM seed `hi lo s`, as its seed screen shows it (version 3 of
/// the "same piece sets" mode): the LFSR starts at `hi lo`, the picker's
/// `spawnCount` at `s`, and before each pick the LFSR steps `1 + (step +
/// 2)` times, where `step = s >> 4` (0 meaning 16).
///
/// Seeds whose LFSR bytes are `0000` or `0001` leave the register stuck at
/// 0 (TetrisGYM's known bad seeds) and are refused.
///
/// ```
/// use tetrolab::rng::{FromSeed, GymSeed};
/// let seed = GymSeed::from_seed(&0x8988_1Fu64.into()).unwrap();
/// assert_eq!((seed.lfsr().state(), seed.count(), seed.steps_before_pick()), (0x8988, 0x1F, 4));
/// assert!(GymSeed::from_seed(&0x0001_FFu64.into()).is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GymSeed {
    lfsr: NesLfsr,
    count: u8,
}

impl GymSeed {
    /// The LFSR at the start.
    pub const fn lfsr(self) -> NesLfsr {
        self.lfsr
    }

    /// `spawnCount` at the start.
    pub const fn count(self) -> u8 {
        self.count
    }

    /// How many times the LFSR steps before each pick.
    pub const fn steps_before_pick(self) -> u32 {
        let step = match self.count >> 4 {
            0 => 16,
            step => step as u32,
        };
        1 + step + 2
    }

    /// The jump the LFSR takes before each pick.
    pub fn jump_before_pick(self) -> LfsrJump {
        LfsrJump::new(self.steps_before_pick())
    }
}

impl FromSeed for GymSeed {
    const NAME: &'static str = "tetrisgym-seed";
    const SEEDS: &'static str = "3 bytes as TetrisGYM's seed screen shows them, 0x000200 to 0xFFFFFF (the first two bytes not 0000 or 0001)";

    fn from_seed(seed: &Seed) -> Result<GymSeed, SeedError> {
        let bytes = seed
            .to_u64()
            .filter(|&s| s <= 0xFF_FFFF)
            .ok_or_else(|| Self::out_of_range(seed))?;
        let state = (bytes >> 8) as u16;
        if state <= 1 {
            return Err(SeedError::Degenerate {
                seed: *seed,
                generator: Self::NAME,
                state: 0,
                advice: "seeds starting 0000 or 0001 are TetrisGYM's bad seeds; change the first two bytes",
            });
        }
        Ok(GymSeed {
            lfsr: NesLfsr::from_state(state),
            count: bytes as u8,
        })
    }

    fn seed_from_bits(bits: u64) -> Seed {
        Seed::from(0x200 + bits % (0x100_0000 - 0x200))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_bad_and_oversized_seeds() {
        for bad in [0x00_0010u64, 0x00_01FF] {
            assert!(matches!(
                GymSeed::from_seed(&bad.into()),
                Err(SeedError::Degenerate { .. })
            ));
        }
        assert!(matches!(
            GymSeed::from_seed(&0x100_0000u64.into()),
            Err(SeedError::OutOfRange { .. })
        ));
        assert_eq!(
            GymSeed::from_seed(&0x89_8805_u64.into())
                .unwrap()
                .steps_before_pick(),
            19
        );
    }
}
