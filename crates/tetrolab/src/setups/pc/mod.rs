//! Perfect clears: can a queue of pieces clear the bottom lines of a field
//! completely, and how often does a pattern or a randomizer give one?
//! (solution-finder's `percent`, docs/sources.md §14).
//!
//! [`PerfectClear`] is the goal: the lines to clear, the full rows among
//! them taken out first, and the pieces that fill them (the empty cells
//! over 4). Each piece lies entirely below the ceiling — the lines still
//! to clear, lowered by each row cleared — rests on something and can be
//! reached under the [`Rules`](crate::play::Rules) (drop, kicks); full
//! rows clear after each placement. Hold works as in
//! [`cover`](super::cover): with hold only the first *n* + 1 pieces
//! matter.
//!
//! [`definition::solve`] says it plainly for one queue and gives one
//! solution. [`PcSolver`] answers the same from an automaton over the
//! rows still to clear, remembering each state's moves, pruning states
//! that cannot clear and learning every order of the clears it finds
//! (`orders.rs`), so that later queues dealing one need no search; it is
//! also the
//! [`PieceTest`](crate::analysis::exact::PieceTest) for a perfect clear's
//! exact odds under a randomizer. [`PcGraph`] answers those odds faster
//! when the goal's stacks fit in memory: it maps, once, every stack some
//! pieces make that some pieces can still clear, and walks only those.
//!
//! ```
//! use tetrolab::Piece::*;
//! use tetrolab::play::{Drop, Field, Kicks, Rules};
//! use tetrolab::setups::{PcSolver, PerfectClear};
//! // Four lines with a hole 4 wide: 4 pieces fill it; I pieces do, S pieces never.
//! let field = Field::from_text("
//!     XXXXXX____
//!     XXXXXX____
//!     XXXXXX____
//!     XXXXXX____
//! ", 24)?;
//! let goal = PerfectClear::new(&field, 4)?;
//! let srs = Kicks::srs();
//! let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
//! assert_eq!(goal.pieces(), 4);
//! assert!(solver.clears(&[I, I, I, I]));
//! assert!(!solver.clears(&[S, S, S, S, S]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod definition;
mod error;
mod goal;
mod graph;
mod orders;
mod queue_test;
mod record;
mod solver;
mod stack;
mod test;
mod tiling;

pub use error::PcError;
pub use goal::PerfectClear;
pub use graph::{GraphFrontier, PcGraph};
pub use queue_test::{QueueSearch, QueueTest};
pub use record::{solution_fumen, solution_record};
pub use solver::{PcFrontier, PcSolver};

#[cfg(test)]
mod tests;
