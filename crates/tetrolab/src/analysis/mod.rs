//! Measuring randomizers: streaming metrics, their statistics, and
//! reproducible parallel Monte Carlo.
//!
//! [`Metrics`] counts everything in one pass over a piece stream, in
//! constant memory; [`Summary`] derives the statistics, each defined in its
//! doc (gap, drought, flood, snake, balance, conditional entropy — the
//! vocabulary of `ARCHITECTURE.md`); [`simulate`] runs batches of a
//! randomizer over all cores and attaches a standard error to every
//! estimate.

pub mod exact;
mod games;
mod identify;
mod metric;
mod metrics;
mod montecarlo;
mod ratings;
mod seeds;
mod student_t;
mod summary;
mod sweep;
pub mod trace;

pub use games::{Game, GameEstimates, GameOdds, GameStudy, Start, drought_lengths, simulate_games};
pub use identify::{Candidate, Identification, ReadError, Skipped, identify, read};
pub use metric::{Metric, ParseMetricError};
pub use metrics::{Detail, MAX_CONTEXT, Metrics};
pub use montecarlo::{Estimate, Plan, Study, simulate};
pub use ratings::Ratings;
pub use seeds::{FoundSeed, SeedSearch, SeedsError, find_seeds};
pub use student_t::t_975;
pub use summary::{
    Balance, DROUGHT_QUANTILES, DROUGHT_TAILS, Droughts, Gaps, PieceStats, Runs, Summary,
};
pub use sweep::{Axis, Sweep, SweepError, SweepRow};
