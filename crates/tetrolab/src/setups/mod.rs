//! Setups: the openers and mid-game shapes players build, read the way
//! solution-finder ("sfinder", the players' reference tool) reads them, so
//! that tetrolab's counts can be checked against its published ones.
//!
//! - [`Pattern`] is sfinder's pattern language (`*p7`, `T,*!`, `[SZ]p2`):
//!   which piece sequences a setup is tried against. [`Pattern::iter`]
//!   streams them in sfinder's order with their number known up front
//!   ([`Pattern::sequences`]); [`Pattern::unique`] gathers them
//!   de-duplicated and sorted, as both sfinder commands count them (its
//!   `all`), refusing past a limit the caller sets; [`Pattern::truncated`]
//!   cuts them to the pieces `percent` needs ([`Pattern::percent_length`]).
//! - [`Setup`] is a setup as sfinder's `cover` sees it: a start
//!   [`play::Field`](crate::play::Field) (10 × 24) and the [`Placement`]s to make, each as its four cells in
//!   the start field's frame and the rows that must be cleared before it.
//!   The build order is free; only the cells and those rows matter. Made
//!   from a fumen ([`Setup::from_fumen`], with sfinder's `#start:end`
//!   [`Pages`]) or a TETRIS-SYSTEM record ([`Setup::from_game`]), and
//!   mirrored as sfinder's `--mirror` does ([`Setup::mirrored`]).
//!
//! - [`Cover`] says whether a queue lets a player build a setup (sfinder's
//!   `cover`), plainly in [`definition::builds`] and fast in [`Cover`],
//!   which is also the [`PieceTest`](crate::analysis::exact::PieceTest) for
//!   a setup's exact odds under a randomizer. Pieces move by
//!   [`play`](crate::play)'s rules.
//! - [`PerfectClear`] is sfinder's other question (`percent`): can a queue
//!   clear a field's bottom lines completely? Plainly in
//!   [`pc::definition::solve`], fast in [`PcSolver`], which is also the
//!   [`PieceTest`](crate::analysis::exact::PieceTest) for its exact odds;
//!   [`pc::PcGraph`] walks the same odds over a graph of the stacks that
//!   can still clear, mapped once, when the goal's stacks fit.
//!
//! ```
//! use tetrolab::setups::{Pattern, Setup};
//! let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
//! let sequences = Pattern::parse("*!")?.unique(10_000)?;
//! assert_eq!((setup.placements.len(), sequences.len()), (6, 5040));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod cover;
mod draws;
mod fumen_setup;
mod pattern;
mod pattern_error;
pub mod pc;
mod placement;
mod record_setup;
mod sequences;
mod setup;
mod setup_error;

pub use cover::{
    Build, Conditions, ConditionsError, Cover, CoverDrop, CoverError, CoverMode, Frontier, Join,
    Joined, ParseModeError, Part, Progress, SpinNeed, definition,
};
pub use fumen_setup::Pages;
pub use pattern::{Draw, Pattern};
pub use pattern_error::{PatternError, Spot};
pub use pc::{PcError, PcFrontier, PcSolver, PerfectClear};
pub use placement::Placement;
pub use sequences::{Sequences, TooManySequences};
pub use setup::Setup;
pub use setup_error::{Origin, SetupError};
