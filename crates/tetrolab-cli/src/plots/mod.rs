//! The charts `tetrolab plot` draws and `tetrolab report` embeds: each
//! kind gathers its numbers from the library (one streaming simulation,
//! exact answers where a chain exists) and builds a [`Chart`].

mod balance;
mod compare;
mod game;
mod laws;
mod measure;
mod sweep;
mod weights;

pub use balance::balance;
pub use compare::{compare, exact_ratings, ratings};
pub use game::{GameQuestion, game};
pub use laws::{drought, entropy, gap, histogram};
pub use measure::{Measure, Measured, Subject, count_text, measure, subjects};
pub use sweep::{SweepQuestion, sweep};
pub use weights::weights_of;

#[cfg(doc)]
use crate::chart::Chart;
