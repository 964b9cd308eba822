//! Choosing a generator by name and seeding it.

use std::fmt;
use std::str::FromStr;

use super::{DefaultRng, FromSeed, Minstd, PieceRng, PythonRandom, TgmLcg};

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

    /// The name used on the command line (the generator's
    /// [`FromSeed::NAME`]).
    pub const fn name(self) -> &'static str {
        match self {
            RngKind::Default => DefaultRng::NAME,
            RngKind::Minstd => Minstd::NAME,
            RngKind::Python => PythonRandom::NAME,
            RngKind::Tgm => TgmLcg::NAME,
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
#[error("{} is not a generator: {}", crate::quote::quoted(.0), ParseRngKindError::ADVICE)]
pub struct ParseRngKindError(pub String);

impl ParseRngKindError {
    /// The generators' names.
    pub const ADVICE: &'static str = "use default, minstd, python or tgm";
}

impl FromStr for RngKind {
    type Err = ParseRngKindError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RngKind::ALL
            .into_iter()
            .find(|kind| kind.name() == s)
            .ok_or_else(|| ParseRngKindError(s.to_owned()))
    }
}

/// Code that runs on a generator whose type is chosen at run time:
/// [`RngKind::with_type`] calls it with the kind's type, so the code is
/// compiled once per generator type and runs without dynamic calls.
///
/// ```
/// use tetrolab::rng::{Draw, Draws, FromSeed, PieceRng, RngKind, Seed, SeedError, WithRng};
/// struct FirstIndex(Seed);
/// impl WithRng for FirstIndex {
///     type Output = Result<u32, SeedError>;
///     fn with<R: PieceRng + FromSeed>(self) -> Self::Output {
///         Ok(Draws::new(R::from_seed(&self.0)?).below(7))
///     }
/// }
/// let i = RngKind::Minstd.with_type(FirstIndex(191836487u64.into())).unwrap();
/// assert!(i < 7);
/// ```
pub trait WithRng {
    /// What the code gives.
    type Output;
    /// Runs the code with the generator type `R`.
    fn with<R: PieceRng + FromSeed>(self) -> Self::Output;
}

impl RngKind {
    /// Runs `user` with this kind's generator type.
    pub fn with_type<U: WithRng>(self, user: U) -> U::Output {
        match self {
            RngKind::Default => user.with::<DefaultRng>(),
            RngKind::Minstd => user.with::<Minstd>(),
            RngKind::Python => user.with::<PythonRandom>(),
            RngKind::Tgm => user.with::<TgmLcg>(),
        }
    }
}
