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
//! **Conditions** ([`Conditions`], sfinder's `--mode` and its options)
//! ask more of a build, and every one is answered along the build order
//! chosen, so a queue passes when *some* order meets them all:
//!
//! - [`CoverMode`]: `normal` asks nothing more; `1L`..`4L`, every
//!   placement that clears lines clears at least that many (no clear is
//!   required), and `NL-or-pc` also allows a smaller clear that empties the
//!   board; `tetris`, some I clears four lines; `tetris-end`, the last
//!   placement is one; `tsm` (`any`), `tss`, `tsd`, `tst`, some placement is
//!   a line-clearing T-spin of that kind ([`SpinNeed`]: mini or regular
//!   clearing one or more; regular clearing at least one, two, three);
//!   `b2b`, every clear is a T-spin (mini or regular) or an I clearing four.
//! - Limits, with the normal and line modes only: at most `max_soft`
//!   placements that a straight drop from above cannot make, at most
//!   `max_clears` placements that clear lines. `spins_first` (sfinder's
//!   `-sb`), with the T-spin modes only: the first that many clears must be
//!   T-spins (mini or regular) or I tetrises.
//! - A T-spin drop ([`CoverDrop::TSpin`], `tsz`…`tst`) changes the moves:
//!   every piece but the T drops straight; a T is placed only by a T-spin
//!   its need allows (`tsz` any, also clearing nothing), else not at all.
//!   `last_soft` (`--last-sd N`): the last N placements (counting the one
//!   being made) soft-drop whatever the drop, and a T-spin drop's T among
//!   them need not spin.
//!
//! **Which placement is a T-spin** is solution-finder's `SpinChecker`,
//! which our source describes only as "three corners, the last move a
//! turn from a soft-drop-reachable state, the privileged fifth kick
//! upgrading a mini". We take [`play::best_t_spin`](crate::play::best_t_spin),
//! the one T-spin rule the notation names T-spins with: the best kind over
//! every turn the moves allow into the placement, from a state they reach,
//! judged on the board before the T locks; its lines are the rows the T
//! completes. Two details are our reading where the source is silent: a
//! mini counts as a T-spin for `b2b` and `spins_first` (the source says
//! "a T-spin (any)" for `b2b`), and under a hard drop no T spins. All 82 of
//! sfinder's published cover cases count as it counts with this rule;
//! they would count the same with minis refused by `b2b` and
//! `spins_first`, or without the privileged kick, so those two details are
//! not pinned by them.
//!
//! [`definition::builds`] says it plainly for one queue: a search over
//! every choice. [`Cover`] answers the same from an automaton over build
//! states (which placements are made, which piece is held, the
//! [`Progress`] the conditions need), remembering
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
pub use mode::{CoverDrop, CoverMode, ParseModeError, SpinNeed};
