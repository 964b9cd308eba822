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
//! state and each transition found so far, what merging states of equal
//! futures will take, and a fixed part for the observer's work and the
//! process itself; once merged, the answers' work is checked against the
//! merged chain's size ([`answers_fit`]), since how far a chain merges is
//! known only then.

/// The most memory an exact chain and its answers may take: the ~200 MB
/// no input may take a process past.
pub const MOST_CHAIN_BYTES: u64 = 200_000_000;

/// The memory an exact chain and its answers take per state, estimated
/// up front from the peak memory of `exact` on history chains, whose
/// states each have seven edges (823 772 states of
/// `history:size=7,rolls=2` took 544 MB, 117 682 of
/// `history:size=6,rolls=2` 111 MB, both with the 18 MB a process starts
/// with), rounded up: what sets [`MOST_STATES`]. It is only the up-front
/// estimate: a law's true cost is mostly its transitions, so each chain
/// is also counted as it is built and refused the moment it would pass
/// [`MOST_CHAIN_BYTES`] ([`ChainError::TooLarge`](super::ChainError::TooLarge)).
pub const CHAIN_BYTES_PER_STATE: u64 = 800;

/// The most states any chain may be allowed, whatever limit is asked for:
/// as many as [`MOST_CHAIN_BYTES`] holds at [`CHAIN_BYTES_PER_STATE`]. A
/// limit past this is refused before a state is built, with the memory
/// it would let a chain take.
pub const MOST_STATES: usize = (MOST_CHAIN_BYTES / CHAIN_BYTES_PER_STATE) as usize;

/// What an answer holds whatever the chain's size: the observer's work,
/// which its belief limits keep under about 30 MB, and the ~20 MB a
/// process starts with.
pub(crate) const FIXED_BYTES: usize = 50_000_000;

/// What merging takes at its peak for each state of the built chain,
/// beyond the built chain itself: each state's signature words, class
/// and index entry, and the merged chain's offsets (measured on
/// `history:size=6,rolls=2`, 117,682 states merged to 28,358, then
/// rounded up).
pub(crate) const LATER_STATE_BYTES: usize = 100;

/// What merging takes at its peak for each transition of the built
/// chain: its words in the signatures, and the merged chain's own edge (a
/// chain that does not merge is held twice while it is merged).
pub(crate) const LATER_EDGE_BYTES: usize = 40;

/// What the answers take for each state of the merged chain, its own
/// states included: the stationary law (exact and as floats), each
/// piece's lumping (two at a time), the sequences' walk. Measured on
/// `extras-bag:extras=6` and `=7` (27,890 and 46,923 states that do not
/// merge: 76.0 and 87.5 MB at the peak, with the 13 MB a process starts
/// with and the observer's work), then rounded up.
pub(crate) const ANSWER_STATE_BYTES: usize = 1300;

/// What the answers take for each transition of the merged chain.
pub(crate) const ANSWER_EDGE_BYTES: usize = 24;

/// Whether the answers of a merged chain of `states` states and
/// `transitions` transitions fit `budget` bytes.
pub(crate) fn answers_fit(states: usize, transitions: usize, budget: usize) -> bool {
    FIXED_BYTES
        .saturating_add(states.saturating_mul(ANSWER_STATE_BYTES))
        .saturating_add(transitions.saturating_mul(ANSWER_EDGE_BYTES))
        <= budget
}

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
