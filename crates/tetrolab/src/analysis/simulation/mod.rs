//! Measuring by simulation: streaming integer counters over a piece
//! stream ([`Metrics`]), the statistics they give ([`Summary`], each
//! [`Metric`] by name), reproducible parallel Monte Carlo ([`simulate`]),
//! whole games from a randomizer's start ([`simulate_games`]), parameter
//! sweeps ([`Sweep`]) and traces of a randomizer's state ([`trace`]);
//! a run's batches measured in parts on several machines and merged bit
//! for bit ([`simulate_part`], [`merge`]).

mod digest;
mod games;
mod metric;
mod metrics;
mod montecarlo;
mod ratings;
mod run_error;
mod shard;
mod student_t;
mod summary;
mod sweep;
pub mod trace;
mod wire;

pub use games::{
    DroughtMeaning, Game, GameEstimates, GameOdds, GameStudy, MAX_DROUGHT_LENGTHS,
    ParseDroughtMeaningError, ParseStartError, Start, TooManyLengths, checked_drought_lengths,
    drought_lengths, simulate_games,
};
pub use metric::{About, FAMILIES, Metric, ParseMetricError};
pub use metrics::{Detail, MAX_CONTEXT, Metrics};
pub(crate) use montecarlo::Samples;
pub use montecarlo::{Estimate, Plan, Study, simulate};
pub use ratings::Ratings;
pub use run_error::RunError;
pub use shard::{
    GamePlan, MergeError, Merged, Merging, PARTIAL_FORMAT, PartError, Partial, Run, merge,
    part_seed, simulate_part,
};
pub(crate) use student_t::t_975;
pub use summary::{
    Balance, DROUGHT_QUANTILES, DROUGHT_TAILS, Droughts, Gaps, PieceStats, Runs, Summary,
};
pub use sweep::{Axis, Sweep, SweepError, SweepRow, SweepRows};
