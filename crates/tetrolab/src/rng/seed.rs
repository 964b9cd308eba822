//! Seeds as users write them, and what each generator accepts.

use std::fmt;
use std::str::FromStr;

/// A seed that cannot be a master seed (see [`Seed::to_master`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a master seed: use an integer from 0 to {max}", max = u64::MAX)]
pub struct NotAMasterSeed(pub Seed);

/// An integer seed as written by a user: decimal or `0x` hexadecimal, with
/// an optional sign and `_` separators, magnitude below 2^128.
///
/// Each generator decides which seeds it takes (see [`SeedError`]); the seed
/// itself is just the integer.
///
/// ```
/// use tetrolab::rng::Seed;
/// let s: Seed = "-0x10".parse().unwrap();
/// assert_eq!(s.to_string(), "-16");
/// assert_eq!(s, Seed::from(-16i64));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seed {
    negative: bool,
    magnitude: u128,
}

impl Seed {
    /// Whether the seed is below zero.
    pub const fn is_negative(self) -> bool {
        self.negative
    }

    /// The absolute value.
    pub const fn magnitude(self) -> u128 {
        self.magnitude
    }

    /// The seed as a `u64`, if it is one.
    pub fn to_u64(self) -> Option<u64> {
        if self.negative {
            return None;
        }
        u64::try_from(self.magnitude).ok()
    }

    /// The seed as a master seed (the one `compare` derives each
    /// randomizer's seed from): a whole number that fits 64 bits.
    ///
    /// ```
    /// use tetrolab::rng::Seed;
    /// assert_eq!(Seed::from(7u64).to_master(), Ok(7));
    /// let refused = Seed::from(-3i64).to_master().unwrap_err();
    /// assert_eq!(refused.to_string(), "`-3` is not a master seed: use an integer from 0 to 18446744073709551615");
    /// ```
    ///
    /// # Errors
    /// [`NotAMasterSeed`] for a negative seed or one of 2^64 or more.
    pub fn to_master(self) -> Result<u64, NotAMasterSeed> {
        self.to_u64().ok_or(NotAMasterSeed(self))
    }

    /// The seed as a `u32`, if it is one.
    pub fn to_u32(self) -> Option<u32> {
        self.to_u64().and_then(|s| u32::try_from(s).ok())
    }
}

impl From<u64> for Seed {
    fn from(value: u64) -> Self {
        Seed {
            negative: false,
            magnitude: value.into(),
        }
    }
}

impl From<u32> for Seed {
    fn from(value: u32) -> Self {
        u64::from(value).into()
    }
}

impl From<i64> for Seed {
    fn from(value: i64) -> Self {
        Seed {
            negative: value < 0,
            magnitude: value.unsigned_abs().into(),
        }
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.negative {
            f.write_str("-")?;
        }
        write!(f, "{}", self.magnitude)
    }
}

/// Text that is not an integer seed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{} is not a seed: {}",
    crate::quote::quoted(text),
    ParseSeedError::ADVICE
)]
pub struct ParseSeedError {
    /// The rejected text.
    pub text: String,
}

impl ParseSeedError {
    /// What a seed is written as.
    pub const ADVICE: &'static str =
        "write an integer such as 12345, -7 or 0x2A6D365A (at most 2^128 - 1 in size)";
}

impl FromStr for Seed {
    type Err = ParseSeedError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseSeedError {
            text: text.to_owned(),
        };
        let trimmed = text.trim();
        let (negative, unsigned) = match trimmed.as_bytes().first() {
            Some(b'-') => (true, &trimmed[1..]),
            Some(b'+') => (false, &trimmed[1..]),
            _ => (false, trimmed),
        };
        let (radix, digits) = match unsigned.get(..2) {
            Some("0x" | "0X") => (16, &unsigned[2..]),
            _ => (10, unsigned),
        };
        let digits: String = digits.chars().filter(|&c| c != '_').collect();
        if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
            return Err(error());
        }
        let magnitude = u128::from_str_radix(&digits, radix).map_err(|_| error())?;
        Ok(Seed {
            negative: negative && magnitude != 0,
            magnitude,
        })
    }
}

/// A generator a user seeds: the one place its seed rules live — its
/// name, which seeds it takes (in words, for messages and `tetrolab list`),
/// how a seed becomes the generator, and how to make a seed it takes.
///
/// ```
/// use tetrolab::rng::{FromSeed, TgmLcg};
/// assert_eq!(TgmLcg::NAME, "tgm");
/// let seed = TgmLcg::seed_from_bits(u64::MAX);
/// assert!(TgmLcg::from_seed(&seed).is_ok());
/// let error = TgmLcg::from_seed(&(1u64 << 32).into()).unwrap_err();
/// assert!(error.to_string().ends_with(TgmLcg::SEEDS));
/// ```
pub trait FromSeed: Sized {
    /// The generator's name, as `--rng` and every output show it.
    const NAME: &'static str;
    /// Which seeds it takes, in words.
    const SEEDS: &'static str;

    /// The generator for `seed`.
    ///
    /// # Errors
    /// The seed is out of the generator's range, or names a state it
    /// never reaches or never leaves.
    fn from_seed(seed: &Seed) -> Result<Self, SeedError>;

    /// A seed the generator takes, made from 64 random bits (the caller
    /// supplies the randomness: the library reads no entropy).
    fn seed_from_bits(bits: u64) -> Seed;

    /// The error for a seed outside [`SEEDS`](FromSeed::SEEDS).
    fn out_of_range(seed: &Seed) -> SeedError {
        SeedError::OutOfRange {
            seed: *seed,
            generator: Self::NAME,
            range: Self::SEEDS,
        }
    }
}

/// A seed the chosen generator cannot take, with what to use instead.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeedError {
    /// The seed is outside the range the generator accepts.
    #[error("seed {seed} is out of range for the {generator} generator: use {range}")]
    OutOfRange {
        /// The rejected seed.
        seed: Seed,
        /// The generator's name.
        generator: &'static str,
        /// The accepted range, in words.
        range: &'static str,
    },
    /// The seed names a state the game's generator never reaches.
    #[error("seed {seed} is not a state the {generator} generator can be in: {why}")]
    Unreachable {
        /// The rejected seed.
        seed: Seed,
        /// The generator's name.
        generator: &'static str,
        /// Which states it reaches, and what to use instead.
        why: &'static str,
    },
    /// The seed would put the generator in a state it never leaves.
    #[error("seed {seed} leaves the {generator} generator stuck in state {state}: {advice}")]
    Degenerate {
        /// The rejected seed.
        seed: Seed,
        /// The generator's name.
        generator: &'static str,
        /// The stuck state.
        state: u64,
        /// What to do instead.
        advice: &'static str,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_decimal_hex_signs_and_separators() {
        assert_eq!("12345".parse::<Seed>().unwrap(), Seed::from(12345u64));
        assert_eq!(
            "0xDEADBEEF".parse::<Seed>().unwrap(),
            Seed::from(0xDEAD_BEEFu64)
        );
        assert_eq!("-5".parse::<Seed>().unwrap(), Seed::from(-5i64));
        assert_eq!("+1_000".parse::<Seed>().unwrap(), Seed::from(1000u64));
        assert_eq!("-0".parse::<Seed>().unwrap(), Seed::from(0u64));
        let big: Seed = "18446744073709551619".parse().unwrap();
        assert_eq!(big.magnitude(), (1u128 << 64) + 3);
        assert_eq!(big.to_u64(), None);
    }

    #[test]
    fn rejects_non_integers() {
        for bad in [
            "",
            "-",
            "0x",
            "1.5",
            "12a",
            "0xG",
            "seed",
            "1e9",
            "340282366920938463463374607431768211456",
        ] {
            let err = bad.parse::<Seed>().unwrap_err();
            assert_eq!(err.text, bad);
        }
    }

    #[test]
    fn display_round_trips() {
        for text in ["0", "-1", "191836487", "-9007199254740991"] {
            assert_eq!(text.parse::<Seed>().unwrap().to_string(), text);
        }
    }
}
