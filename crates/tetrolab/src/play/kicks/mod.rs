//! Kick tables: where a rotating piece may land.
//!
//! A rotation tries the table's tests for the piece, its orientation and the
//! turn in order; the first test whose spot is free is taken, and if none
//! is, the piece does not turn. A test is an offset of the rotation centre
//! in solution-finder's centres ([`Placement`]), so the first test of
//! standard SRS is not always (0, 0): for I and O it moves the centre to
//! where the guideline's "true" rotation puts the piece.
//!
//! The built-in tables ([`Kicks::NAMES`]):
//!
//! - `srs`: the guideline's Super Rotation System, 90° turns only, derived
//!   as solution-finder derives its default from the offset tables
//!   (docs/sources.md §11): test *i* is offset(from)*i* − offset(to)*i*.
//! - `srs+`: TETR.IO's SRS+ (docs/sources.md §12): SRS with the I piece's
//!   kicks made mirror-symmetric, and 180° turns with 6 tests for J, L, S,
//!   T, Z and 2 for I.
//! - `nullpomino180`: SRS with NullpoMino's 180° table (2 to 12 tests),
//!   solution-finder's shipped `kicks/nullpomino180.properties`.
//! - `jstris180`: SRS with Jstris's 180° table (2 tests each), the one
//!   solution-finder's tests use (`kicks/jstris180.properties`).
//! - `none`: one test per turn, the plain rotation (solution-finder's
//!   `kicks/nokicks.properties`, 180° turns included).
//!
//! Any other table is read from solution-finder's kick-file format with
//! [`Kicks::parse`].
//!
//! **The T's privileged test.** A test may be *privileged*: solution-finder
//! marks the fifth test of a T turning into its left or right orientation
//! (`@` in a kick file). A T-spin that the corners call a mini is a regular
//! T-spin when its last rotation took a privileged test (the guideline's
//! T-spin triple and "fin" rule); see [`tspin`](super::tspin).

mod file;
mod half_turns;
mod srs;
#[cfg(test)]
mod tests;
mod tetrio;

pub use file::{KickFileError, KickFileProblem};

use super::placement::Placement;
use super::shape::Rotation;
use crate::Piece;

/// One kick test: move the rotation centre by (`x`, `y`) after turning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kick {
    /// Columns to the right.
    pub x: i8,
    /// Rows up.
    pub y: i8,
    /// Whether a T-spin landed by this test is regular even when its front
    /// corners say mini.
    pub privileged: bool,
}

impl Kick {
    /// A test that is not privileged.
    pub const fn new(x: i8, y: i8) -> Kick {
        Kick {
            x,
            y,
            privileged: false,
        }
    }
}

/// Which way a piece turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    /// A quarter turn clockwise.
    Clockwise,
    /// A quarter turn counter-clockwise.
    CounterClockwise,
    /// A half turn (180°).
    Half,
}

impl Turn {
    /// The three turns.
    pub const ALL: [Turn; 3] = [Turn::Clockwise, Turn::CounterClockwise, Turn::Half];

    /// The two quarter turns.
    pub const QUARTERS: [Turn; 2] = [Turn::Clockwise, Turn::CounterClockwise];

    /// The orientation after turning from `from`.
    ///
    /// ```
    /// use tetrolab::play::{Rotation, Turn};
    /// assert_eq!(Turn::CounterClockwise.from(Rotation::Spawn), Rotation::Left);
    /// assert_eq!(Turn::Half.from(Rotation::Right), Rotation::Left);
    /// ```
    pub const fn from(self, from: Rotation) -> Rotation {
        let turns = match self {
            Turn::Clockwise => 1,
            Turn::CounterClockwise => 3,
            Turn::Half => 2,
        };
        Rotation::from_turns(from.turns() + turns)
    }

    /// The turn from one orientation to another (`None` for the same one).
    pub const fn between(from: Rotation, to: Rotation) -> Option<Turn> {
        match (to.turns() + 4 - from.turns()) % 4 {
            1 => Some(Turn::Clockwise),
            2 => Some(Turn::Half),
            3 => Some(Turn::CounterClockwise),
            _ => None,
        }
    }
}

/// A kick table: for every piece, orientation and turn, the tests in order.
/// Quarter turns always have tests; half turns have them only in a table
/// that supports them ([`has_half_turns`](Kicks::has_half_turns)).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Field, Kick, Kicks, Placement, Rotation, Turn};
/// let srs = Kicks::srs();
/// let tests = srs.tests(Piece::T, Rotation::Spawn, Turn::Clockwise);
/// assert_eq!(tests[1], Kick::new(-1, 0));
/// assert!(tests[4].privileged);
/// assert!(!srs.has_half_turns());
/// // Against the left wall the plain turn does not fit, the next test does.
/// let field = Field::new(24)?;
/// let t = Placement::new(Piece::T, Rotation::Right, 0, 5);
/// let (turned, kick) = srs.rotate(&t, Turn::Clockwise, |p| field.fits(p)).unwrap();
/// assert_eq!(turned, Placement::new(Piece::T, Rotation::Reverse, 1, 5));
/// assert_eq!(kick, Kick::new(1, 0));
/// # Ok::<(), tetrolab::play::FieldHeightError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kicks {
    /// Tests by piece index, orientation and turn (`entry_index`).
    entries: Vec<Box<[Kick]>>,
    half_turns: bool,
    /// The most rows any test moves a piece down, and up.
    drop: i8,
    lift: i8,
}

/// Where the tests of a piece, orientation and turn are kept.
fn entry_index(piece: Piece, from: Rotation, turn: Turn) -> usize {
    (piece.index() * 4 + from.turns() as usize) * 3 + turn as usize
}

impl Kicks {
    /// The built-in tables' names, as [`Kicks::named`] reads them.
    pub const NAMES: [&'static str; 5] = ["srs", "srs+", "nullpomino180", "jstris180", "none"];

    /// A built-in table by name (one of [`Kicks::NAMES`], or `default` for
    /// `srs` as solution-finder spells it).
    ///
    /// ```
    /// use tetrolab::play::Kicks;
    /// assert_eq!(Kicks::named("srs+"), Some(Kicks::srs_plus()));
    /// assert_eq!(Kicks::named("ars"), None);
    /// ```
    pub fn named(name: &str) -> Option<Kicks> {
        match name {
            "srs" | "default" => Some(Kicks::srs()),
            "srs+" => Some(Kicks::srs_plus()),
            "nullpomino180" => Some(Kicks::nullpomino180()),
            "jstris180" => Some(Kicks::jstris180()),
            "none" => Some(Kicks::none()),
            _ => None,
        }
    }

    /// A table whose tests `tests` gives for every piece, orientation and
    /// turn (asked for half turns only when `half_turns`).
    fn from_fn(
        half_turns: bool,
        mut tests: impl FnMut(Piece, Rotation, Turn) -> Vec<Kick>,
    ) -> Kicks {
        let mut entries = vec![Box::default(); 7 * 4 * 3];
        for index in 0..7 {
            let piece = Piece::from_index(index).expect("seven pieces");
            for from in Rotation::ALL {
                for turn in Turn::ALL {
                    if turn != Turn::Half || half_turns {
                        entries[entry_index(piece, from, turn)] =
                            tests(piece, from, turn).into_boxed_slice();
                    }
                }
            }
        }
        let rows = || entries.iter().flat_map(|tests| tests.iter()).map(|k| k.y);
        let drop = rows().map(|y| -y).max().unwrap_or(0).max(0);
        let lift = rows().max().unwrap_or(0).max(0);
        Kicks {
            entries,
            half_turns,
            drop,
            lift,
        }
    }

    /// The tests for `piece` turning from `from`, in order (empty for a
    /// half turn in a table without them).
    pub fn tests(&self, piece: Piece, from: Rotation, turn: Turn) -> &[Kick] {
        &self.entries[entry_index(piece, from, turn)]
    }

    /// Whether the table has tests for half turns.
    pub const fn has_half_turns(&self) -> bool {
        self.half_turns
    }

    /// The most rows any test moves a piece down (0 if none does): how
    /// far below where it starts a turn can land.
    pub const fn deepest_drop(&self) -> i8 {
        self.drop
    }

    /// The most rows any test moves a piece up (0 if none does).
    pub const fn highest_lift(&self) -> i8 {
        self.lift
    }

    /// Turns `from`: the placement of the first test whose spot `fits`
    /// accepts, and that test; `None` when no test fits (or the table has
    /// no half turns and `turn` is one).
    pub fn rotate(
        &self,
        from: &Placement,
        turn: Turn,
        fits: impl Fn(&Placement) -> bool,
    ) -> Option<(Placement, Kick)> {
        let turned = Placement {
            rotation: turn.from(from.rotation),
            ..*from
        };
        self.tests(from.piece, from.rotation, turn)
            .iter()
            .map(|&kick| (turned.moved(kick.x, kick.y), kick))
            .find(|(placement, _)| fits(placement))
    }
}
