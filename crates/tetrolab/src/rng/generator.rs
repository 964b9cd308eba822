//! Every generator a randomizer can run on, by value: the draw generators
//! `--rng` names and the games' own generators.

use std::fmt;

use super::{
    DefaultRng, FromSeed, GymSeed, Minstd, NesLfsr, PythonRandom, RngKind, Seed, SeedError,
    SegaRng, TgmLcg,
};

/// A game's own generator: one its game picks pieces from in its own way,
/// not by uniform draws, so only that game's randomizer runs on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OwnGenerator {
    /// NES Tetris's LFSR ([`NesLfsr`]).
    NesLfsr,
    /// TetrisGYM's 3-byte seeds ([`GymSeed`]).
    TetrisGymSeed,
    /// Sega Tetris's generator ([`SegaRng`]).
    Sega,
}

/// The generator a randomizer runs on: a draw generator, or a game's own.
///
/// Each generator's seed rules live with its type ([`FromSeed`]); this
/// enum only names the type.
///
/// ```
/// use tetrolab::rng::{Generator, OwnGenerator, RngKind};
/// let tgm = Generator::Drawn(RngKind::Tgm);
/// assert_eq!(tgm.name(), "tgm");
/// assert!(tgm.check(&0x43B7u64.into()).is_ok());
/// assert!(tgm.check(&(-1i64).into()).is_err());
/// let sega = Generator::Own(OwnGenerator::Sega);
/// assert!(sega.check(&sega.seed_from_bits(12345)).is_ok());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Generator {
    /// A draw generator.
    Drawn(RngKind),
    /// A game's own generator.
    Own(OwnGenerator),
}

/// One generator's seed rules, read from its [`FromSeed`] implementation.
struct Rules {
    name: &'static str,
    seeds: &'static str,
    check: fn(&Seed) -> Result<(), SeedError>,
    fresh: fn(u64) -> Seed,
}

/// Whether `G` takes `seed`.
fn check<G: FromSeed>(seed: &Seed) -> Result<(), SeedError> {
    G::from_seed(seed).map(drop)
}

fn rules<G: FromSeed>() -> Rules {
    Rules {
        name: G::NAME,
        seeds: G::SEEDS,
        check: check::<G>,
        fresh: G::seed_from_bits,
    }
}

impl Generator {
    /// Every generator: the draw generators, then the games' own.
    pub const ALL: [Generator; 7] = [
        Generator::Drawn(RngKind::Default),
        Generator::Drawn(RngKind::Minstd),
        Generator::Drawn(RngKind::Python),
        Generator::Drawn(RngKind::Tgm),
        Generator::Own(OwnGenerator::NesLfsr),
        Generator::Own(OwnGenerator::TetrisGymSeed),
        Generator::Own(OwnGenerator::Sega),
    ];

    fn rules(self) -> Rules {
        match self {
            Generator::Drawn(RngKind::Default) => rules::<DefaultRng>(),
            Generator::Drawn(RngKind::Minstd) => rules::<Minstd>(),
            Generator::Drawn(RngKind::Python) => rules::<PythonRandom>(),
            Generator::Drawn(RngKind::Tgm) => rules::<TgmLcg>(),
            Generator::Own(OwnGenerator::NesLfsr) => rules::<NesLfsr>(),
            Generator::Own(OwnGenerator::TetrisGymSeed) => rules::<GymSeed>(),
            Generator::Own(OwnGenerator::Sega) => rules::<SegaRng>(),
        }
    }

    /// Its name, as `--rng` and every output show it.
    pub fn name(self) -> &'static str {
        self.rules().name
    }

    /// Which seeds it takes, in words.
    pub fn seeds(self) -> &'static str {
        self.rules().seeds
    }

    /// Whether it takes `seed`.
    ///
    /// # Errors
    /// The generator's own refusal: out of range, unreachable or stuck.
    pub fn check(self, seed: &Seed) -> Result<(), SeedError> {
        (self.rules().check)(seed)
    }

    /// A seed it takes, made from 64 random bits (the caller supplies the
    /// randomness: the library reads no entropy).
    pub fn seed_from_bits(self, bits: u64) -> Seed {
        (self.rules().fresh)(bits)
    }
}

impl fmt::Display for Generator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every seed a generator makes from random bits is one it takes, and
    /// its refusals quote its own seed rule.
    #[test]
    fn fresh_seeds_are_taken_and_refusals_name_the_rule() {
        let mut bits = crate::rng::SplitMix64::new(7);
        for generator in Generator::ALL {
            for _ in 0..2_000 {
                let seed = generator.seed_from_bits(bits.next_u64());
                assert!(generator.check(&seed).is_ok(), "{generator}: {seed}");
            }
            let huge: Seed = "0x1_0000_0000_0000_0000_0000_0000".parse().unwrap();
            let refusal = generator.check(&huge).err();
            if let Some(SeedError::OutOfRange {
                range,
                generator: name,
                ..
            }) = refusal
            {
                assert_eq!((range, name), (generator.seeds(), generator.name()));
            } else {
                assert_eq!(generator, Generator::Drawn(RngKind::Python), "{refusal:?}");
            }
        }
    }
}
