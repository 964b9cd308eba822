//! How much a command measures when the user does not say: written once
//! here, so the command line, the Python package and the browser page
//! measure the same amount by default.

/// Pieces `stats` measures: enough for intervals on every metric in a
/// second or two.
pub const STATS_COUNT: u64 = 10_000_000;

/// Games `stats` plays for per-game drought odds.
pub const STATS_GAMES: u64 = 20_000;

/// Pieces `compare` measures per randomizer (it measures several).
pub const COMPARE_COUNT: u64 = 2_000_000;

/// Pieces a report measures per randomizer.
pub const REPORT_COUNT: u64 = 1_000_000;

/// Trials a sweep deals at each of its points.
pub const SWEEP_TRIALS: u64 = 100;

/// Pieces in each of a sweep's trials.
pub const SWEEP_LENGTH: u64 = 100;

/// Pieces in a game, for the exact per-game drought odds (the exact
/// analysis's own default, named here with the other commands').
pub use crate::analysis::exact::GAME_LENGTH as EXACT_GAME_LENGTH;

/// The most states an exact chain may have (`exact`, `identify`,
/// `predict`) before the answer is refused rather than built (the exact
/// analysis's own default).
pub use crate::analysis::exact::MAX_STATES;

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
/// [`MOST_CHAIN_BYTES`] (`ChainError::TooLarge`).
pub const CHAIN_BYTES_PER_STATE: u64 = 800;

/// The most states any chain may be allowed, whatever limit is asked for:
/// as many as [`MOST_CHAIN_BYTES`] holds at [`CHAIN_BYTES_PER_STATE`]. A
/// limit past this is refused before a state is built, with the memory
/// it would let a chain take.
pub const MOST_STATES: usize = (MOST_CHAIN_BYTES / CHAIN_BYTES_PER_STATE) as usize;

/// Pieces `seeds` shows after the ones given, for each seed found.
pub const SEEDS_NEXT: u64 = 14;

/// Pieces `trace` and `gen` deal when not told.
pub const TRACE_COUNT: u64 = 100;
