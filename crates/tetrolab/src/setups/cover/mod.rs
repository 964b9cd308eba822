//! Cover: does a queue of pieces let a player build a setup?
//!
//! The rules (solution-finder's `cover`, docs/sources.md §14): the build
//! order is free. Each piece drawn may fill any placement of its type not
//! made yet whose rows to clear first are cleared, that fits the board as
//! it is now, rests on something and can be reached under the
//! [`Rules`](crate::play::Rules) (drop, kicks). Full rows clear at once;
//! the placements left keep their cells in the start field's frame and
//! move down by the rows cleared below them
//! ([`Setup::placeable`](super::Setup::placeable) says which placements can
//! be made next).
//!
//! - **Without hold** the first *n* pieces (*n* placements) are placed in
//!   their order; a shorter queue fails.
//! - **With hold** (hold starts empty, any number of holds) each piece is
//!   placed or swapped with the held one, and once the queue is read the
//!   held piece may still be placed (the next piece, unseen, takes its
//!   place in hold). So only the first *n* + 1 pieces matter, and one of
//!   them may stay unused.
//!
//! [`definition::builds`] says it plainly for one queue: a search over
//! every choice. [`Cover`] answers the same from an automaton over build
//! states (which placements are made, which piece is held), remembering
//! which placements each set of made ones allows, so that queues sharing a
//! prefix and the many queues of a pattern share the work; it is also the
//! [`PieceTest`](crate::analysis::exact::PieceTest) that gives a setup's
//! exact odds under any randomizer.
//!
//! ```
//! use tetrolab::Piece::*;
//! use tetrolab::play::{Drop, Kicks, Rules};
//! use tetrolab::setups::{Cover, Setup};
//! // I, Z, L, S, O, J lying in the bottom rows (sfinder's cover case 1).
//! let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
//! let srs = Kicks::srs();
//! let cover = Cover::new(&setup, Rules::new(&srs, Drop::Soft), true)?;
//! assert!(cover.builds(&[T, I, L, S, Z, J, O]));
//! assert!(!cover.builds(&[T, I, O, L, J, S, Z]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod build;
mod builds;
mod conditions;
pub mod definition;
mod error;
mod joined;
mod mode;
mod placeable;
mod test;

pub use build::{Build, Frontier};
pub use builds::Cover;
pub use conditions::{Conditions, ConditionsError, Progress};
pub use error::CoverError;
pub use joined::{Join, Joined, Part};
pub use mode::{CoverMode, ParseModeError, SpinNeed};
