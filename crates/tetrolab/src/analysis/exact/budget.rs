//! The memory an exact answer takes, counted while its chain is built: a
//! chain is refused the moment what it holds, with what its later stages
//! will need, would pass the most any answer may take
//! ([`MOST_CHAIN_BYTES`]).
//!
//! A flat cost a state cannot be true for every law: the cost is mostly
//! the transitions, and how many a law has a state (and how many of its
//! states merge) is known only as it is built. So the build counts the
//! bytes its own tables hold (states, their index, the transitions, the
//! table of fractions, taken from their capacities) and adds, for each
//! state and each transition found so far, what the stages after the build
//! take at their peak (merging states of equal futures, then the answers),
//! and a fixed part for the observer's work and the process itself.

use crate::results::{MOST_CHAIN_BYTES, MOST_STATES};

/// What an answer holds whatever the chain's size: the observer's work,
/// which its belief limits keep under about 30 MB, and the ~20 MB a
/// process starts with.
pub(crate) const FIXED_BYTES: usize = 50_000_000;

/// What the stages after the build take at their peak for each state of
/// the built chain, beyond the built chain itself: merging (each state's
/// signature, class and index entry, the merged chain's offsets) and the
/// answers (the stationary law, exact and as floats, and each piece's
/// lumping, two at a time on two threads). Measured, then rounded up
/// (see [`LATER_EDGE_BYTES`]).
pub(crate) const LATER_STATE_BYTES: usize = 200;

/// What the stages after the build take at their peak for each
/// transition of the built chain, beyond the built chain itself: its
/// words in the merging's signatures, and the merged chain's own edge
/// (a chain that does not merge is held twice while it is merged).
/// Measured with [`LATER_STATE_BYTES`] on the widest chains the catalog
/// builds (`history:size=6,rolls=2`, `extras:count=6`, `tgm3`), then
/// rounded up.
pub(crate) const LATER_EDGE_BYTES: usize = 64;

/// Whether a chain whose build holds `held` bytes, with `states` states
/// and `transitions` transitions found so far, still fits `budget` bytes
/// with what its later stages need.
pub(crate) fn fits(held: usize, states: usize, transitions: usize, budget: usize) -> bool {
    let later = states
        .saturating_mul(LATER_STATE_BYTES)
        .saturating_add(transitions.saturating_mul(LATER_EDGE_BYTES));
    FIXED_BYTES.saturating_add(held).saturating_add(later) <= budget
}

/// The bytes a vector's buffer holds.
pub(crate) fn vec_bytes<T>(items: &Vec<T>) -> usize {
    items.capacity() * size_of::<T>()
}

/// The bytes a hash map's table holds: each slot's entry and its control
/// byte.
pub(crate) fn map_bytes<K, V, S>(map: &std::collections::HashMap<K, V, S>) -> usize {
    // A table of n slots holds n * 7 / 8 entries at most.
    map.capacity().div_ceil(7) * 8 * (size_of::<(K, V)>() + 1)
}

/// The least memory a chain may take, whatever its state limit: a low
/// limit bounds a chain by its states, not by bytes.
const SMALLEST_BUDGET: usize = 64_000_000;

/// The bytes a chain and its answers may take under a limit of
/// `max_states` states: the share of the most any answer may take
/// ([`MOST_CHAIN_BYTES`]) that the limit is of the most states any chain
/// may have ([`MOST_STATES`]), so that the default limit allows all of it
/// and chains built side by side under shares of the limit share the
/// memory alike; never less than [`SMALLEST_BUDGET`].
pub(crate) fn chain_budget(max_states: usize) -> usize {
    let most = MOST_CHAIN_BYTES as usize;
    let share = most as u128 * max_states as u128 / MOST_STATES as u128;
    (share.min(most as u128) as usize).max(SMALLEST_BUDGET)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_limit_allows_the_whole_budget_and_shares_alike() {
        assert_eq!(chain_budget(MOST_STATES), MOST_CHAIN_BYTES as usize);
        assert_eq!(chain_budget(usize::MAX), MOST_CHAIN_BYTES as usize);
        assert_eq!(chain_budget(MOST_STATES / 2), MOST_CHAIN_BYTES as usize / 2);
        assert_eq!(chain_budget(1000), SMALLEST_BUDGET);
    }
}
