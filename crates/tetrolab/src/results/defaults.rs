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
