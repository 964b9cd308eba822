//! Reading a randomizer from its pieces: which randomizer most likely
//! dealt them ([`identify`]), what comes next ([`read`]), and which seeds
//! of a real game's generator deal them ([`find_seeds`]).

mod identify;
mod seeds;

pub use identify::{Candidate, Identification, ReadError, Skipped, identify, read};
pub use seeds::{
    FoundSeed, MAX_LISTED, MAX_SHOWN_PIECES, SeedSearch, SeedsError, find_seeds, listed_at_most,
};
pub(crate) use seeds::{Undealt, first_undealt, searchable};
