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

/// Pieces in a game, for the exact per-game drought odds.
pub const EXACT_GAME_LENGTH: u64 = 1000;

/// The most states an exact chain may have (`exact`, `identify`,
/// `predict`) before the answer is refused rather than built.
pub const MAX_STATES: usize = 1_000_000;

/// The most states any chain may be allowed, whatever limit is asked for:
/// a chain and its answers take about 650 bytes a state (823 772 states
/// of `history:size=7,rolls=2` took 538 MB), so a limit past this is
/// refused before a state is built rather than let a chain fill memory.
pub const MOST_STATES: usize = 4_000_000;

/// Pieces `seeds` shows after the ones given, for each seed found.
pub const SEEDS_NEXT: u64 = 14;

/// Pieces `trace` and `gen` deal when not told.
pub const TRACE_COUNT: u64 = 100;
