//! Which placements a piece can reach: the plain [`definition`], the fast
//! engine (`engine.rs`) beside it, the set they answer with (`set.rs`),
//! and the field as a piece sees it (`space.rs`). The conventions are in
//! the [`play`](super) module docs.

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
