//! Pieces that move: the field, SRS rotation with kick tables, which
//! placements a piece can reach, and T-spins. No I/O.
//!
//! Its conventions are solution-finder's (docs/sources.md §11), the tool the
//! community counts setups with, so that our counts can be compared with
//! its number for number:
//!
//! - **Coordinates.** A [`Field`] has 10 columns, x from 0 at the left, and
//!   rows y from 0 at the floor, upward. A [`Placement`] is a piece, an
//!   orientation ([`Rotation`]: spawn, right, reverse, left — clockwise
//!   quarter turns) and the position of its SRS rotation centre; its cells
//!   come from the one table of shapes ([`shape`]), which fumen and the
//!   notation's boards read too.
//! - **Same cells.** I, S and Z have two states covering the same cells and
//!   O four. A target counts as reached when any of its states is, and
//!   lists of placements hold each set of cells once, in solution-finder's
//!   canonical form ([`Placement::canonical`]).
//! - **Kicks** ([`Kicks`]). A turn lands by the first test of the kick
//!   table whose spot is free: inside the walls, on or above the floor, off
//!   filled cells. Built in: `srs` (solution-finder's default), `srs+`
//!   (TETR.IO's, §12), `nullpomino180`, `jstris180` and `none`; any other
//!   table is read from solution-finder's kick-file format.
//! - **Entry** ([`Entry`]). With [`Entry::Top`] there is no spawn: a piece
//!   enters in any orientation and column where it has a clear straight
//!   path to the top, and the cells above the field are empty (pieces pass
//!   through them; kicks may reach into them). [`Entry::Spawn`] starts
//!   from one position instead — [`Entry::GUIDELINE_SPAWN`] is the
//!   guideline's (§13) — in a field closed above, as a game's matrix is.
//! - **Drops** ([`Drop`]). `soft`: any number of shifts, soft drops and
//!   quarter turns; `hard`: straight down from above (from a spawn: after
//!   shifts and quarter turns at the spawn row); `180`: soft with half
//!   turns; `t-soft`: soft for the T, hard for the others. A placement must
//!   be grounded: resting on the floor or a filled cell.
//! - **Ceiling** ([`Rules::ceiling`]). Placements lie entirely below it:
//!   solution-finder's `validHeight` for a perfect clear (the lines still to
//!   clear); by default the field's top, which on a 24-row field is `cover`'s
//!   convention (`validHeight = 24 − minY`: the piece enters from above the
//!   board and may lock anywhere in it).
//! - **T-spins** ([`t_spin`], [`best_t_spin`]): three corners, mini or
//!   regular by the two corners the T points to, regular after a privileged
//!   kick test, and only when the last move was a turn.
//!
//! Reachability is defined once, plainly, in [`definition`]: breadth-first
//! searches over piece states, one at a time. [`placements`] and
//! [`reachable`] give the same answers from an engine that moves every state
//! of an orientation at once, one 64-bit word per column; a test holds the
//! two equal on random fields for every piece, drop, built-in kick table and
//! entry.
//!
//! ```
//! use tetrolab::Piece;
//! use tetrolab::play::{Drop, Field, Kicks, Placement, Rotation, Rules, placements};
//! let field = Field::from_text("
//!     XX________
//!     X_________
//!     X___XXXXXX
//! ", 24)?;
//! let srs = Kicks::srs();
//! let soft = placements(&field, Piece::T, &Rules::new(&srs, Drop::Soft))?;
//! let hard = placements(&field, Piece::T, &Rules::new(&srs, Drop::Hard))?;
//! // Tucked under the overhang at the left: soft drop only.
//! let tuck = Placement::new(Piece::T, Rotation::Reverse, 2, 1);
//! assert!(soft.contains(&tuck) && !hard.contains(&tuck));
//! assert!(hard.iter().all(|p| soft.contains(&p)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod field;
mod field_text;
mod kicks;
mod lines;
mod placement;
mod reach;
mod rules;
mod shape;
mod tspin;

pub use field::{Field, FieldHeightError, PutError, WIDTH};
pub use field_text::{FieldTextError, FieldTextProblem};
pub use kicks::{Kick, KickFileError, KickFileProblem, Kicks, Turn};
pub use lines::Lines;
pub use placement::Placement;
pub use reach::{Placements, definition, placements, reachable};
pub use rules::{Drop, Entry, ParseDropError, Rules, RulesError};
pub(crate) use shape::centred_squares;
pub use shape::{ParseRotationError, Rotation, Shape, shape};
pub use tspin::{LastMove, TSpin, best_t_spin, t_spin};
