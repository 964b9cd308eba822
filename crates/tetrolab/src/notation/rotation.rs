//! The `Rotation` tag: the rotation system a game was played under, so
//! that each placement can be checked reachable and T-spins found.
//!
//! The value is a built-in kick table's name, as `--kicks` spells it
//! (`srs`, `srs+`, `nullpomino180`, `jstris180`, `none`; `default` is read
//! as `srs`), optionally followed by a drop (`soft`, the default; `180`,
//! which adds half turns and needs a table that has them; `hard`;
//! `t-soft`): `[Rotation "srs"]`, `[Rotation "srs+ 180"]`. Pieces enter
//! from the top of the board in any column and orientation with a clear
//! path up — solution-finder's convention, which needs no spawn position
//! and so reads the same on a board of any height. A kick file is not a
//! value: a record is read without the files beside it.

use std::fmt;
use std::str::FromStr;

use crate::play::{Drop, Kicks, Rules};

/// The rotation system a `Rotation` tag names: a built-in kick table and
/// the drop pieces move by.
///
/// ```
/// use tetrolab::notation::RotationSystem;
/// use tetrolab::play::Drop;
/// let srs: RotationSystem = "srs".parse()?;
/// assert_eq!(srs.drop(), Drop::Soft);
/// let plus: RotationSystem = "SRS+  180".parse()?;
/// assert_eq!(plus.to_string(), "srs+ 180");
/// assert_eq!("default soft".parse::<RotationSystem>()?.to_string(), "srs");
/// assert!("srs 180".parse::<RotationSystem>().is_err()); // srs has no half turns
/// # Ok::<(), tetrolab::notation::RotationSystemError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RotationSystem {
    /// The kick table's name, one of [`Kicks::NAMES`].
    kicks: &'static str,
    drop: Drop,
}

/// A `Rotation` tag's value that names no rotation system: one sentence
/// saying what to write.
///
/// ```
/// use tetrolab::notation::RotationSystem;
/// let err = "srs-plus".parse::<RotationSystem>().unwrap_err();
/// assert!(err.to_string().starts_with("`srs-plus` is not a kick table: write srs, srs+"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RotationSystemError {
    /// The first word is not a built-in kick table.
    #[error(
        "`{0}` is not a kick table: write srs, srs+, nullpomino180, jstris180 or none, then optionally a drop (soft, 180, hard or t-soft)"
    )]
    Kicks(String),
    /// The second word is not a drop.
    #[error("{0}")]
    Drop(crate::play::ParseDropError),
    /// More than two words, or none.
    #[error(
        "a rotation system is a kick table and optionally a drop, such as `srs` or `srs+ 180`, not `{0}`"
    )]
    Form(String),
    /// The drop cannot be followed with the table (180 without half turns).
    #[error("{0}")]
    Rules(crate::play::RulesError),
}

impl RotationSystem {
    /// The kick table's name, as [`Kicks::named`] reads it.
    pub const fn kicks_name(&self) -> &'static str {
        self.kicks
    }

    /// The kick table.
    pub fn kicks(&self) -> Kicks {
        Kicks::named(self.kicks).expect("a rotation system names a built-in table")
    }

    /// The drop.
    pub const fn drop(&self) -> Drop {
        self.drop
    }

    /// The rules a placement is checked under with `kicks` (this system's
    /// [`kicks`](RotationSystem::kicks)): entry from the top, under the
    /// board's top.
    pub fn rules<'k>(&self, kicks: &'k Kicks) -> Rules<'k> {
        Rules::new(kicks, self.drop)
    }

    /// How pieces move under it, in words, for messages: `srs kicks;
    /// shifts, soft drops and quarter turns`.
    pub fn moves(&self) -> String {
        let moves = match self.drop {
            Drop::Soft => "shifts, soft drops and quarter turns",
            Drop::Soft180 => "shifts, soft drops, quarter and half turns",
            Drop::Hard => "straight drops from above",
            Drop::TSoft => "soft drops for the T, hard drops for the others",
        };
        format!("{} kicks; {moves}", self.kicks)
    }
}

impl FromStr for RotationSystem {
    type Err = RotationSystemError;

    fn from_str(text: &str) -> Result<RotationSystem, RotationSystemError> {
        let words: Vec<String> = text
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let (name, drop) = match words.as_slice() {
            [name] => (name, Drop::Soft),
            [name, drop] => (
                name,
                drop.parse::<Drop>().map_err(RotationSystemError::Drop)?,
            ),
            _ => return Err(RotationSystemError::Form(text.to_owned())),
        };
        let name = if name == "default" { "srs" } else { name };
        let kicks = Kicks::NAMES
            .into_iter()
            .find(|known| *known == name)
            .ok_or_else(|| RotationSystemError::Kicks(name.to_owned()))?;
        let system = RotationSystem { kicks, drop };
        system
            .rules(&system.kicks())
            .check()
            .map_err(RotationSystemError::Rules)?;
        Ok(system)
    }
}

impl fmt::Display for RotationSystem {
    /// The table's name, and the drop unless it is `soft`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kicks)?;
        if self.drop != Drop::Soft {
            write!(f, " {}", self.drop)?;
        }
        Ok(())
    }
}
