//! Why a spec has no exact answers.

use super::chain::ChainError;
use super::stationary::NotConverged;
use crate::rng::SeedError;
use crate::spelling::{Spelled, Spelling};
use crate::work::Stopped;

/// Why a spec has no exact answers.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExactError {
    /// Its states are infinite or far too many.
    #[error("{}", self.message(Spelling::CLI))]
    Refused {
        /// The spec.
        name: String,
        /// Why (the definition's [`exact_refusal`](crate::randomizer::Definition::exact_refusal)).
        why: String,
    },
    /// Its chain could not be built.
    #[error("{}", self.message(Spelling::CLI))]
    Chain {
        /// The spec.
        name: String,
        /// What stopped the chain.
        error: ChainError,
    },
    /// A seed was given for a law that holds for every seed.
    #[error("{}", self.message(Spelling::CLI))]
    SeedUnused {
        /// The spec.
        name: String,
    },
    /// An own generator without a power-on seed needs one.
    #[error("{}", self.message(Spelling::CLI))]
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
    #[error("{}", self.message(Spelling::CLI))]
    LongCycle {
        /// The spec.
        name: String,
        /// The seed.
        seed: String,
        /// The most pieces followed.
        max: usize,
    },
    /// A drought curve would follow more runs than memory allows.
    #[error("{}", self.message(Spelling::CLI))]
    LongDrought {
        /// The spec.
        name: String,
        /// The drought length asked for.
        at_least: u64,
    },
    /// More drought lengths than a question may ask about.
    #[error(transparent)]
    TooManyLengths(#[from] crate::analysis::TooManyLengths),
    /// A state limit past what a chain may hold in memory.
    #[error("{}", self.message(Spelling::CLI))]
    StateLimit {
        /// The limit asked for.
        asked: usize,
    },
    /// Its stationary law did not settle.
    #[error(transparent)]
    NotConverged(#[from] NotConverged),
    /// Stopped, as the watch asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// The memory `states` states would take, estimated, against the most an
/// answer may take.
fn memory(states: u128) -> String {
    use crate::analysis::exact::{CHAIN_BYTES_PER_STATE, MOST_CHAIN_BYTES};
    let megabytes = |bytes: u128| bytes.div_ceil(1_000_000);
    format!(
        "about {} MB (an estimated {CHAIN_BYTES_PER_STATE} bytes a state with its answers), more than the {} MB any answer may take",
        megabytes(states * u128::from(CHAIN_BYTES_PER_STATE)),
        megabytes(u128::from(MOST_CHAIN_BYTES))
    )
}

/// Why a chain past the most states any chain may have is not built: the
/// memory more would take, and what to do instead.
fn past_memory(spelling: Spelling) -> String {
    use crate::analysis::exact::{CHAIN_BYTES_PER_STATE, MOST_CHAIN_BYTES};
    format!(
        "the most that fit the {} MB any answer may take, at an estimated {CHAIN_BYTES_PER_STATE} bytes a state with its answers; measure it with {}",
        MOST_CHAIN_BYTES / 1_000_000,
        spelling.stats
    )
}

impl Spelled for ExactError {
    fn message(&self, spelling: Spelling) -> String {
        let instead =
            |s: Spelling| format!("raise {}, or measure it with {}", s.max_states, s.stats);
        match self {
            ExactError::Refused { name, why } => {
                format!(
                    "{name} has no exact chain: {why}; {} measures it",
                    spelling.stats
                )
            }
            ExactError::Chain {
                name,
                error: ChainError::TooManyStates(max),
            } if *max >= crate::analysis::exact::MOST_STATES => format!(
                "{name} has no exact chain: {} ({})",
                ChainError::TooManyStates(*max),
                past_memory(spelling)
            ),
            ExactError::Chain {
                name,
                error: error @ ChainError::TooLarge { budget, .. },
            } if *budget >= crate::analysis::exact::MOST_CHAIN_BYTES as usize => format!(
                "{name} has no exact chain: {error}, the most any answer may take; measure it with {}",
                spelling.stats
            ),
            ExactError::Chain { name, error } => {
                format!("{name} has no exact chain: {error} ({})", instead(spelling))
            }
            ExactError::SeedUnused { name } => format!(
                "{name} picks pieces by uniform draws, and its exact law (under ideal draws) holds for every seed: drop {} (it picks the one cycle a game dealing pieces its own way runs: nes, tetrisgym-sps or sega)",
                spelling.seed
            ),
            ExactError::NeedsSeed { name } => format!(
                "{name} has no power-on seed: give {} with the seed the game was set to, and its cycle is analysed",
                spelling.seed
            ),
            ExactError::LongCycle { name, seed, max } => format!(
                "{name} from seed {seed}: its pieces do not repeat within {max} pieces ({})",
                instead(spelling)
            ),
            ExactError::LongDrought { name, at_least } => format!(
                "{name}: the exact odds of a drought of {at_least} pieces would follow that many \
                 runs in each of its chain's classes, more than {} cells; ask for a shorter drought \
                 or measure it with {}",
                super::game::MAX_CELLS,
                spelling.stats
            ),
            ExactError::StateLimit { asked } => format!(
                "{} would let a chain take {}: give at most {} (or measure it with {})",
                Spelling::set(spelling.max_states, asked),
                memory(*asked as u128),
                crate::analysis::exact::MOST_STATES,
                spelling.stats
            ),
            other => other.to_string(),
        }
    }
}
