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

/// The exact analysis's memory bounds: the most any answer may take, the
/// up-front estimate a state, and the most states that estimate allows.
pub use crate::analysis::exact::{CHAIN_BYTES_PER_STATE, MOST_CHAIN_BYTES, MOST_STATES};

/// Pieces `seeds` shows after the ones given, for each seed found.
pub const SEEDS_NEXT: u64 = 14;

/// Pieces `trace` and `gen` deal when not told.
pub const TRACE_COUNT: u64 = 100;
