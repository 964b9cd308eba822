//! Each chart kind, built from library results (measurements beside
//! exact answers, curves, sweeps, traces) as a [`Chart`]: what `tetrolab
//! plot` draws and report pages embed.

mod balance;
mod compare;
mod frontier;
mod game;
mod laws;
mod subtitle;
mod sweep;
mod weights;

pub use balance::{SAMPLES as BALANCE_SAMPLES, balance};
pub use compare::compare;
pub use frontier::{frontier, frontier_axes};
pub use game::{GameQuestion, game, lengths as game_lengths};
pub use laws::{drought, entropy, gap, histogram};
pub use subtitle::{count_text, sources};
pub use sweep::{SweepQuestion, sweep};
pub use weights::weights_of;

#[cfg(doc)]
use crate::chart::Chart;
