//! Why a cover cannot be searched.

use super::conditions::ConditionsError;
use crate::play::RulesError;

/// Why a cover cannot be searched: rules that cannot be followed, or a
/// setup too big for the search's sets of placements.
///
/// ```
/// use tetrolab::setups::CoverError;
/// assert_eq!(
///     CoverError::TooManyPlacements(70).to_string(),
///     "the setup has 70 placements: cover searches setups of at most 64"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CoverError {
    /// The rules cannot be followed (drop 180 without half turns).
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// Conditions that do not go together.
    #[error(transparent)]
    Conditions(#[from] ConditionsError),
    /// More placements than a set of placements holds.
    #[error(
        "the setup has {0} placements: cover searches setups of at most {max}",
        max = CoverError::MAX_PLACEMENTS
    )]
    TooManyPlacements(usize),
}

impl CoverError {
    /// The most placements a setup may have: one bit each of a `u64`.
    pub const MAX_PLACEMENTS: usize = 64;
}
