//! Which placements a piece can reach.
//!
//! Each drop is defined once, plainly, in [`definition`]: a breadth-first
//! search over piece states (orientation and centre), whose moves are a
//! shift left or right, a soft drop one row, and turns that land by the kick
//! table's first test that fits. [`placements`] and [`reachable`] answer the
//! same questions with a faster engine that spreads over every state of an
//! orientation at once (a module of its own); a test holds them equal on
//! random fields for every piece, drop, built-in kick table and entry.
//!
//! The conventions are solution-finder's (docs/sources.md §11), so counts
//! can be compared with it number for number:
//!
//! - **Entry.** [`Entry::Top`](crate::play::Entry::Top): the piece enters in any orientation and
//!   column where it has a clear straight path up, with the cells above the
//!   field empty; walls and floor bound kicks, the sky does not. A spawn
//!   ([`Entry::Spawn`](crate::play::Entry::Spawn)) starts one state instead, in a field closed above.
//! - **Grounded.** A placement must rest on the floor or a filled cell.
//! - **Same cells.** A target is reached when any state covering its cells
//!   is (I, S and Z have two such states, O four), and the list of
//!   placements holds each set of cells once, in canonical form.
//! - **Ceiling.** A placement must lie entirely below [`Rules::ceiling`]:
//!   solution-finder's `validHeight` for a perfect clear, the field's top
//!   for `cover` (whose `validHeight = 24 − minY` asks only that the piece
//!   enter from above the 24-row field).

mod engine;
mod set;
mod space;

pub mod definition;

pub use set::Placements;
pub(crate) use space::Space;

use crate::Piece;
use crate::play::{Field, Placement, Rules, RulesError};

/// Every distinct placement `piece` can lock at under `rules`: reachable,
/// grounded, entirely below the ceiling, one per set of cells (equal to
/// [`definition::placements`], faster).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Drop, Field, Kicks, Rules, placements};
/// // A well of width 1 at the right: the I stands in it.
/// let field = Field::from_text("XXXXXXXXX_\nXXXXXXXXX_\nXXXXXXXXX_\nXXXXXXXXX_", 24)?;
/// let srs = Kicks::srs();
/// let found = placements(&field, Piece::I, &Rules::new(&srs, Drop::Hard))?;
/// assert!(found.iter().any(|p| p.cells().iter().all(|&(x, _)| x == 9)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn placements(
    field: &Field,
    piece: Piece,
    rules: &Rules<'_>,
) -> Result<Placements, RulesError> {
    engine::placements(field, piece, rules)
}

/// Whether `piece` can lock at `target` (or at a state covering the same
/// cells) under `rules` (equal to [`definition::reachable`], faster).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Drop, Field, Kicks, Placement, Rotation, Rules, reachable};
/// // A T tucked under the overhang at the left: soft drop reaches it, hard does not.
/// let field = Field::from_text("XX________\n__________\n__________", 24)?;
/// let tuck = Placement::new(Piece::T, Rotation::Spawn, 1, 0);
/// let srs = Kicks::srs();
/// assert!(reachable(&field, &tuck, &Rules::new(&srs, Drop::Soft))?);
/// assert!(!reachable(&field, &tuck, &Rules::new(&srs, Drop::Hard))?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn reachable(field: &Field, target: &Placement, rules: &Rules<'_>) -> Result<bool, RulesError> {
    Ok(placements(field, target.piece, rules)?.contains(target))
}

pub(crate) use engine::reached;

#[cfg(test)]
mod tests;
