//! Why a spec has no exact answers.

use super::chain::ChainError;
use super::stationary::NotConverged;
use crate::rng::SeedError;

/// Why a spec has no exact answers.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExactError {
    /// Its states are infinite or far too many.
    #[error("{name} has no exact chain: {why}")]
    Refused {
        /// The spec.
        name: String,
        /// Why, and what to use instead.
        why: String,
    },
    /// Its chain could not be built.
    #[error(
        "{name} has no exact chain: {error} (raise --max-states, or measure it with `tetrolab stats`)"
    )]
    Chain {
        /// The spec.
        name: String,
        /// What stopped the chain.
        error: ChainError,
    },
    /// A seed was given for a law that holds for every seed.
    #[error(
        "{name} picks pieces by uniform draws, and its exact law (under ideal draws) holds for every seed: drop --seed (it picks the one cycle a game dealing pieces its own way runs: nes, tetrisgym-sps or sega)"
    )]
    SeedUnused {
        /// The spec.
        name: String,
    },
    /// An own generator without a power-on seed needs one.
    #[error(
        "{name} has no power-on seed: give --seed with the seed the game was set to, and its cycle is analysed"
    )]
    NeedsSeed {
        /// The spec.
        name: String,
    },
    /// The seed does not suit the game's own generator.
    #[error("{name}: {error}")]
    Seed {
        /// The spec.
        name: String,
        /// What is wrong with the seed.
        error: SeedError,
    },
    /// An own generator's pieces do not repeat soon enough.
    #[error(
        "{name} from seed {seed}: its pieces do not repeat within {max} pieces (raise --max-states, or measure it with `tetrolab stats`)"
    )]
    LongCycle {
        /// The spec.
        name: String,
        /// The seed.
        seed: String,
        /// The most pieces followed.
        max: usize,
    },
    /// Its stationary law did not settle.
    #[error(transparent)]
    NotConverged(#[from] NotConverged),
}
