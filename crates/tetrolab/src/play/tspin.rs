//! T-spins: the guideline's three-corner rule as solution-finder applies it
//! (`SpinCommons`, `SpinChecker`; docs/sources.md §11).
//!
//! A T locked on a field (the field before it locks, nothing cleared yet)
//! is a T-spin when
//!
//! 1. its last move was a turn (not a shift or a drop), and
//! 2. at least three of the four cells diagonal to its centre are filled;
//!    cells past the walls and below the floor count as filled, cells
//!    above the field as empty.
//!
//! It is a **regular** T-spin when both corners on its pointed side (the
//! side its stem points to: up in spawn orientation, right after a
//! clockwise quarter turn) are filled, or when its last turn took a
//! *privileged* kick test — in SRS the fifth test into a sideways
//! orientation, the T-spin triple and "fin" kicks. Otherwise it is a
//! **mini**. The lines it clears are the caller's to count.

use super::field::Field;
use super::placement::Placement;
use super::reach::{Space, definition, reached};
use super::rules::{Rules, RulesError};
use super::shape::Rotation;
use crate::Piece;

/// A T-spin's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TSpin {
    /// A T-spin mini: a back corner is open and no privileged test made up
    /// for it.
    Mini,
    /// A (regular, or "proper") T-spin.
    Regular,
}

impl TSpin {
    /// The T-spin's name with the lines it clears, as players call it:
    /// `T-spin`, `T-spin single`, `double`, `triple`; `T-spin mini`,
    /// `T-spin mini single`, `mini double`.
    ///
    /// ```
    /// use tetrolab::play::TSpin;
    /// assert_eq!(TSpin::Regular.name(2), "T-spin double");
    /// assert_eq!(TSpin::Mini.name(0), "T-spin mini");
    /// assert_eq!(TSpin::Mini.name(1), "T-spin mini single");
    /// ```
    pub const fn name(self, lines: u8) -> &'static str {
        match (self, lines) {
            (TSpin::Regular, 0) => "T-spin",
            (TSpin::Regular, 1) => "T-spin single",
            (TSpin::Regular, 2) => "T-spin double",
            (TSpin::Regular, _) => "T-spin triple",
            (TSpin::Mini, 0) => "T-spin mini",
            (TSpin::Mini, 1) => "T-spin mini single",
            (TSpin::Mini, 2) => "T-spin mini double",
            (TSpin::Mini, _) => "T-spin mini triple",
        }
    }
}

/// The move that brought a piece to where it locks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LastMove {
    /// A shift or a drop.
    Slide,
    /// A turn, by a kick test privileged or not.
    Turn {
        /// Whether the test was privileged.
        privileged: bool,
    },
}

/// The four cells diagonal to the centre, the two on the pointed side
/// first.
fn corners(t: &Placement) -> [(i8, i8); 4] {
    let (x, y) = (t.x, t.y);
    let (up_left, up_right) = ((x - 1, y + 1), (x + 1, y + 1));
    let (down_left, down_right) = ((x - 1, y - 1), (x + 1, y - 1));
    match t.rotation {
        Rotation::Spawn => [up_left, up_right, down_left, down_right],
        Rotation::Right => [up_right, down_right, up_left, down_left],
        Rotation::Reverse => [down_left, down_right, up_left, up_right],
        Rotation::Left => [up_left, down_left, up_right, down_right],
    }
}

/// Whether a T locking at `t` on `field` after `last` is a T-spin, and of
/// which kind (`None` for any other piece).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Field, LastMove, Placement, Rotation, TSpin, t_spin};
/// // A T-spin double slot: the T points down into it.
/// let field = Field::from_text("__X_______\nXX___XXXXX\nXXX_XXXXXX", 24)?;
/// let t = Placement::new(Piece::T, Rotation::Reverse, 3, 1);
/// let turned = LastMove::Turn { privileged: false };
/// assert_eq!(t_spin(&field, &t, turned), Some(TSpin::Regular));
/// assert_eq!(t_spin(&field, &t, LastMove::Slide), None);
/// # Ok::<(), tetrolab::play::FieldTextError>(())
/// ```
pub fn t_spin(field: &Field, t: &Placement, last: LastMove) -> Option<TSpin> {
    let LastMove::Turn { privileged } = last else {
        return None;
    };
    if t.piece != Piece::T {
        return None;
    }
    let filled = corners(t).map(|(x, y)| field.is_filled(x, y));
    if filled.iter().filter(|&&f| f).count() < 3 {
        return None;
    }
    Some(if filled[0] && filled[1] || privileged {
        TSpin::Regular
    } else {
        TSpin::Mini
    })
}

/// The best T-spin a T can lock at `target` with under `rules`: for every
/// turn the rules allow into `target` — from a state the T can reach, lying
/// below the ceiling, whose kick table's first fitting test lands exactly
/// on `target` — the kind [`t_spin`] gives; regular beats mini. `None` when
/// no turn makes one (always for a T that only hard drops).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Drop, Field, Kicks, Placement, Rotation, Rules, TSpin, best_t_spin};
/// let field = Field::from_text("__X_______\nXX___XXXXX\nXXX_XXXXXX", 24)?;
/// let t = Placement::new(Piece::T, Rotation::Reverse, 3, 1);
/// let srs = Kicks::srs();
/// assert_eq!(best_t_spin(&field, &t, &Rules::new(&srs, Drop::Soft))?, Some(TSpin::Regular));
/// assert_eq!(best_t_spin(&field, &t, &Rules::new(&srs, Drop::Hard))?, None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn best_t_spin(
    field: &Field,
    target: &Placement,
    rules: &Rules<'_>,
) -> Result<Option<TSpin>, RulesError> {
    rules.check()?;
    let Some(turns) = rules.drop.turns(Piece::T) else {
        return Ok(None);
    };
    if target.piece != Piece::T {
        return Ok(None);
    }
    let space = Space::new(field, rules.entry);
    if !space.fits(target) {
        return Ok(None);
    }
    let is_reached: Box<dyn Fn(&Placement) -> bool> = match reached(field, Piece::T, rules) {
        Some((_, boards)) => Box::new(move |p: &Placement| {
            (0..10).contains(&p.x)
                && (0..64).contains(&p.y)
                && boards[p.rotation.turns() as usize][p.x as usize] >> p.y & 1 == 1
        }),
        None => {
            let states = definition::states(field, Piece::T, rules)?;
            Box::new(move |p: &Placement| states.contains(p))
        }
    };
    let ceiling = rules.ceiling_on(field) as i8;
    let mut best = None;
    for &turn in turns {
        // The orientation the turn leaves to enter the target's.
        let from = Rotation::ALL
            .into_iter()
            .find(|&r| turn.from(r) == target.rotation)
            .expect("every turn has a start");
        for kick in rules.kicks.tests(Piece::T, from, turn) {
            let before = Placement::new(Piece::T, from, target.x - kick.x, target.y - kick.y);
            let lands = rules.kicks.rotate(&before, turn, |p| space.fits(p));
            let Some((landed, used)) = lands else {
                continue;
            };
            if landed != *target
                || !space.fits(&before)
                || before.cells().iter().any(|&(_, y)| y >= ceiling)
                || !is_reached(&before)
            {
                continue;
            }
            let spin = t_spin(
                field,
                target,
                LastMove::Turn {
                    privileged: used.privileged,
                },
            );
            best = best.max(spin);
        }
    }
    Ok(best)
}
