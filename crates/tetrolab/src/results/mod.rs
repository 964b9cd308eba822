//! What each command answers, as data: every result a face shows (the
//! command line's text, JSON and CSV, the Python package's dicts, the
//! browser page) is one of these `Serialize` values, built here and only
//! here.
//!
//! # One vocabulary
//!
//! Every result names what it is about with the same fields:
//!
//! - `spec`: the randomizer as a spec (`tetrio-7-bag`, `history:size=4`);
//! - `generator`: the generator's name (`minstd`, `default`, `nes-lfsr`);
//! - `seed`: the seed as a string, exactly as it can be given back
//!   (decimal, or as the user wrote it for 128-bit seeds);
//! - `pieces`: pieces dealt or read; estimates carry `value`,
//!   `standard_error` and `samples`, and intervals are `ci95` pairs
//!   `[low, high]` (Student's t over the samples);
//! - exact values stand beside measured ones under `exact`, `null` where a
//!   maximum is unbounded.

mod bags;
mod catalog;
mod compare;
mod cover;
mod dealt;
mod defaults;
mod pc;
mod predict;
mod reading_tables;
mod seeds;
mod stats;
mod sweep;
mod table;
mod trace;
mod trace_text;

pub use bags::{Queue, bag_starts};
pub use catalog::{EntryView, Listing, ParamView};
pub use compare::{COMPARED, Compared, Comparison, Stars};
pub use cover::{Chance, CoverAnswer, PatternCover, RandomizerCover, SetupLabel};
pub use dealt::Dealt;
pub use defaults::{
    CHAIN_BYTES_PER_STATE, COMPARE_COUNT, EXACT_GAME_LENGTH, MAX_STATES, MOST_CHAIN_BYTES,
    MOST_STATES, REPORT_COUNT, SEEDS_NEXT, STATS_COUNT, STATS_GAMES, SWEEP_LENGTH, SWEEP_TRIALS,
    TRACE_COUNT,
};
pub use pc::{PatternPc, PcAnswer, PcSolution, PrefixCount, RandomizerPc};
pub use predict::{PredictError, Prediction};
pub use seeds::{MAX_CONTINUE, Seeds, SeedsAskError};
pub use stats::{GameReport, Stats, game_estimates};
pub use sweep::{SWEPT_BY_DEFAULT, StreamedSwept, Swept, SweptRow};
pub use table::{Table, flattened, headers, widths, write_aligned, write_csv_rows};
pub use trace::{MAX_TRACE, StateView, StepView, Trace, TraceError, TraceSteps};
pub use trace_text::WeightText;
