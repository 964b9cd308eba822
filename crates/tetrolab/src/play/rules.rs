//! What a piece may do on its way to a placement: the moves (`Drop`), where
//! it comes from (`Entry`), the kick table, and the ceiling it must stay
//! under.

use std::fmt;
use std::str::FromStr;

use super::field::Field;
use super::kicks::{Kicks, Turn};
use crate::Piece;

/// Which moves bring a piece to its placement (solution-finder's `--drop`).
///
/// ```
/// use tetrolab::play::Drop;
/// assert_eq!("180".parse::<Drop>()?, Drop::Soft180);
/// assert_eq!("softdrop".parse::<Drop>()?, Drop::Soft);
/// assert_eq!(Drop::TSoft.to_string(), "t-soft");
/// # Ok::<(), tetrolab::play::ParseDropError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Drop {
    /// Any number of shifts left and right, soft drops, and quarter turns
    /// with kicks, in any order (`soft`).
    #[default]
    Soft,
    /// Any orientation and column from above, then straight down, nothing
    /// after (`hard`).
    Hard,
    /// [`Drop::Soft`]'s moves and half turns (`180`); the kick table must
    /// have half turns.
    Soft180,
    /// The T moves as [`Drop::Soft`], every other piece as [`Drop::Hard`]
    /// (`t-soft`).
    TSoft,
}

/// Text that is not a drop.
///
/// ```
/// use tetrolab::play::Drop;
/// assert_eq!(
///     "sonic".parse::<Drop>().unwrap_err().to_string(),
///     "`sonic` is not a drop: write soft, hard, 180 or t-soft"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a drop: write soft, hard, 180 or t-soft")]
pub struct ParseDropError(pub String);

impl Drop {
    /// The four drops.
    pub const ALL: [Drop; 4] = [Drop::Soft, Drop::Hard, Drop::Soft180, Drop::TSoft];

    /// The turns `piece` may make under this drop on its way down: `None`
    /// when it only drops straight down.
    pub(super) const fn turns(self, piece: Piece) -> Option<&'static [Turn]> {
        match (self, piece) {
            (Drop::Soft, _) | (Drop::TSoft, Piece::T) => Some(&Turn::QUARTERS),
            (Drop::Soft180, _) => Some(&Turn::ALL),
            (Drop::Hard | Drop::TSoft, _) => None,
        }
    }
}

impl FromStr for Drop {
    type Err = ParseDropError;

    /// Our names and solution-finder's spellings of them.
    fn from_str(text: &str) -> Result<Drop, ParseDropError> {
        match text {
            "soft" | "softdrop" => Ok(Drop::Soft),
            "hard" | "harddrop" => Ok(Drop::Hard),
            "180" | "softdrop180" => Ok(Drop::Soft180),
            "t-soft" | "tsoft" | "t-softdrop" | "tsoftdrop" => Ok(Drop::TSoft),
            _ => Err(ParseDropError(text.to_owned())),
        }
    }
}

impl fmt::Display for Drop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Drop::Soft => "soft",
            Drop::Hard => "hard",
            Drop::Soft180 => "180",
            Drop::TSoft => "t-soft",
        })
    }
}

/// Where a piece comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Entry {
    /// From above, in any orientation and column where it has a clear
    /// straight path to the top of the field — the community tools'
    /// convention (solution-finder has no spawn). The field is open above:
    /// cells over its top row are empty.
    #[default]
    Top,
    /// From one spawn position in spawn orientation, as a game deals it;
    /// the field is the game's whole matrix, closed above (no cell over its
    /// top row is free). A piece whose spawn is blocked reaches nothing.
    Spawn {
        /// The spawn's centre column.
        x: i8,
        /// The spawn's centre row.
        y: i8,
    },
}

impl Entry {
    /// The guideline's spawn for a 10 × 20 visible field: centre column 4,
    /// row 20, so that every piece lies flat in the two rows just above the
    /// visible field (rows 21 and 22 counting from 1; the I in row 21), I
    /// and O in the middle columns and the others one column left of
    /// middle. The guideline's matrix is 40 rows, 20 above the visible
    /// ones; a field of at least 22 rows holds the spawn.
    pub const GUIDELINE_SPAWN: Entry = Entry::Spawn { x: 4, y: 20 };
}

/// Everything reachability depends on besides the field and the piece.
///
/// ```
/// use tetrolab::play::{Drop, Entry, Kicks, Rules};
/// let srs = Kicks::srs();
/// let rules = Rules::new(&srs, Drop::Soft);
/// assert_eq!(rules.entry, Entry::Top);
/// assert_eq!(rules.ceiling, None);
/// let pc = Rules { ceiling: Some(4), ..rules };
/// assert_eq!(pc.ceiling, Some(4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules<'k> {
    /// The kick table rotations use.
    pub kicks: &'k Kicks,
    /// Which moves a piece makes.
    pub drop: Drop,
    /// Where pieces come from.
    pub entry: Entry,
    /// Placements must lie entirely below this row (solution-finder's
    /// `validHeight` for a perfect clear: the lines still to clear). `None`,
    /// or a row above the field, means the field's top: solution-finder's
    /// `cover` on its 24-row field, whose `validHeight = 24 − minY` asks
    /// only that the piece enter from above the field.
    pub ceiling: Option<u8>,
}

/// Rules that cannot be followed.
///
/// ```
/// use tetrolab::play::{Drop, Kicks, Rules};
/// let srs = Kicks::srs();
/// let err = Rules::new(&srs, Drop::Soft180).check().unwrap_err();
/// assert!(err.to_string().starts_with("drop 180 turns pieces by half turns"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// Drop 180 with a kick table that has no half turns.
    #[error(
        "drop 180 turns pieces by half turns, but the kick table has none: choose srs+, nullpomino180 or jstris180, or a kick file with all 84 entries"
    )]
    NoHalfTurns,
}

impl<'k> Rules<'k> {
    /// `kicks` and `drop`, entering from the top, under the field's top:
    /// solution-finder's `cover` conventions.
    pub const fn new(kicks: &'k Kicks, drop: Drop) -> Rules<'k> {
        Rules {
            kicks,
            drop,
            entry: Entry::Top,
            ceiling: None,
        }
    }

    /// Whether the rules can be followed.
    pub fn check(&self) -> Result<(), RulesError> {
        if self.drop == Drop::Soft180 && !self.kicks.has_half_turns() {
            return Err(RulesError::NoHalfTurns);
        }
        Ok(())
    }

    /// The row placements must lie below on `field`.
    pub fn ceiling_on(&self, field: &Field) -> u8 {
        self.ceiling
            .map_or(field.height(), |row| row.min(field.height()))
    }
}
