//! Measuring randomizers: streaming metrics, their statistics, and
//! reproducible parallel Monte Carlo.
//!
//! [`Metrics`] counts everything in one pass over a piece stream, in
//! constant memory; [`Summary`] derives the statistics, each defined in its
//! doc (gap, drought, flood, snake, balance, conditional entropy — the
//! vocabulary of `ARCHITECTURE.md`); [`simulate`] runs batches of a
//! randomizer over all cores and attaches a standard error to every
//! estimate.

mod curves;
pub mod exact;
pub mod frontier;
pub mod inference;
mod measured;
pub mod simulation;

/// The decimals a probability is written with wherever the lab shows one
/// as a number (a guess accuracy, a setup's chance, in every face):
/// enough to tell apart odds that differ by one case in a million.
///
/// ```
/// assert_eq!(format!("{:.*}", tetrolab::analysis::PROBABILITY_DECIMALS, 1.0 / 3.0), "0.333333");
/// ```
pub const PROBABILITY_DECIMALS: usize = 6;

pub use curves::{BalanceCurve, GameCurve, balance_curve, game_curve};
pub use measured::{MeasureOptions, Measured, SideBySide, exact_beside, measure};

pub use inference::{
    Candidate, FoundSeed, Identification, MAX_LISTED, MAX_SHOWN_PIECES, ReadError, SeedSearch,
    SeedsError, Skipped, find_seeds, identify, listed_at_most, read,
};
pub(crate) use inference::{Undealt, first_undealt, searchable};
pub use simulation::{
    About, Axis, Balance, DROUGHT_QUANTILES, DROUGHT_TAILS, Detail, DroughtMeaning, Droughts,
    Estimate, FAMILIES, Game, GameEstimates, GameOdds, GamePlan, GameStudy, Gaps, MAX_CONTEXT,
    MAX_DROUGHT_LENGTHS, MergeError, Merged, Merging, Metric, Metrics, PARTIAL_FORMAT,
    ParseDroughtMeaningError, ParseMetricError, ParseStartError, PartError, Partial, PieceStats,
    Plan, Ratings, Run, RunError, Runs, Start, Study, Summary, Sweep, SweepError, SweepRow,
    SweepRows, TooManyLengths, checked_drought_lengths, drought_lengths, merge, part_seed,
    simulate, simulate_games, simulate_part, trace,
};
