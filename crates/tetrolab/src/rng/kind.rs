//! Choosing a generator by name and seeding it.

use std::fmt;
use std::str::FromStr;

use super::{DefaultRng, Minstd, PieceRng, PythonRandom, Seed, SeedError, TgmLcg};

/// The generators a user can name with `--rng`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum RngKind {
    /// [`DefaultRng`] (xoshiro256++), seeds 0 to 2^64 − 1.
    #[default]
    Default,
    /// [`Minstd`], TETR.IO's generator, seeds up to ±(2^53 − 1).
    Minstd,
    /// [`PythonRandom`], CPython's `random`, any integer seed.
    Python,
    /// [`TgmLcg`], the TGM games' generator, 32-bit states.
    Tgm,
}

impl RngKind {
    /// Every kind, in the order `--help` lists them.
    pub const ALL: [RngKind; 4] = [
        RngKind::Default,
        RngKind::Minstd,
        RngKind::Python,
        RngKind::Tgm,
    ];

    /// The name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            RngKind::Default => "default",
            RngKind::Minstd => "minstd",
            RngKind::Python => "python",
            RngKind::Tgm => "tgm",
        }
    }

    /// One line saying what the generator is.
    pub const fn summary(self) -> &'static str {
        match self {
            RngKind::Default => "xoshiro256++ seeded through SplitMix64 (fast; seeds 0..2^64-1)",
            RngKind::Minstd => "TETR.IO's MINSTD Lehmer generator with the JS client's seeding",
            RngKind::Python => "CPython's random module (MT19937, random.seed(int), random())",
            RngKind::Tgm => "the TGM games' LCG (rand() % n draws; seeds are 32-bit states)",
        }
    }
}

impl fmt::Display for RngKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a generator.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a generator: use default, minstd, python or tgm")]
pub struct ParseRngKindError(pub String);

impl FromStr for RngKind {
    type Err = ParseRngKindError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RngKind::ALL
            .into_iter()
            .find(|kind| kind.name() == s)
            .ok_or_else(|| ParseRngKindError(s.to_owned()))
    }
}

/// Something built around a generator whose type is chosen at run time:
/// [`with_seeded_rng`] seeds the chosen generator and hands it over, so the
/// code that uses it is compiled once per generator type.
pub trait SeededWith {
    /// What is built.
    type Output;
    /// Builds it around `rng`.
    fn with_rng<R: PieceRng>(self, rng: R) -> Self::Output;
}

/// Seeds the generator `kind` with `seed` and passes it to `user`.
///
/// # Errors
/// The seed is out of the generator's range or degenerate for it.
///
/// ```
/// use tetrolab::rng::{PieceRng, RngKind, SeededWith, with_seeded_rng};
/// struct FirstIndex;
/// impl SeededWith for FirstIndex {
///     type Output = u32;
///     fn with_rng<R: PieceRng>(self, mut rng: R) -> u32 { rng.below(7) }
/// }
/// let i = with_seeded_rng(RngKind::Minstd, &191836487u64.into(), FirstIndex).unwrap();
/// assert!(i < 7);
/// ```
pub fn with_seeded_rng<W: SeededWith>(
    kind: RngKind,
    seed: &Seed,
    user: W,
) -> Result<W::Output, SeedError> {
    Ok(match kind {
        RngKind::Default => {
            let seed = seed.to_u64().ok_or(SeedError::OutOfRange {
                seed: *seed,
                generator: "default",
                range: "an integer from 0 to 18446744073709551615",
            })?;
            user.with_rng(DefaultRng::seed_from_u64(seed))
        }
        RngKind::Minstd => user.with_rng(Minstd::from_seed(seed)?),
        RngKind::Python => user.with_rng(PythonRandom::new(seed)),
        RngKind::Tgm => user.with_rng(TgmLcg::from_seed(seed)?),
    })
}
