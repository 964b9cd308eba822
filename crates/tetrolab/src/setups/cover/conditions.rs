//! Everything a cover asks beyond the moves of [`Rules`](crate::play::Rules):
//! the mode, its limits, the T-spin drops and `--last-sd`; and the little a
//! build must remember along the way to answer them ([`Progress`]).

use std::fmt;

use super::mode::{CoverMode, Effect, SpinNeed};

/// What a cover asks beyond the moves of
/// [`Rules`](crate::play::Rules) (solution-finder's cover options; the
/// rules are in the [module docs](super)). The default asks nothing more.
///
/// ```
/// use tetrolab::setups::{Conditions, CoverMode, SpinNeed};
/// let tsd = Conditions { mode: CoverMode::TSpin(SpinNeed::Double), spins_first: 1, ..Conditions::default() };
/// assert!(tsd.check().is_ok());
/// let limited_tsd = Conditions { max_clears: Some(1), ..tsd };
/// assert!(limited_tsd.check().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Conditions {
    /// What the build must do (`--mode`).
    pub mode: CoverMode,
    /// The most placements a straight drop from above cannot make
    /// (`--max-softdrop`; `None` for any number). Normal and line modes
    /// only.
    pub max_soft: Option<u32>,
    /// The most placements that clear lines (`--max-clearline`). Normal
    /// and line modes only.
    pub max_clears: Option<u32>,
    /// How many of the first clears must be T-spins (mini or regular) or
    /// tetrises (`-sb`). T-spin modes only.
    pub spins_first: u32,
    /// A T-spin drop (`--drop tsz`…`tst`): every piece but the T drops
    /// straight down, and a T is placed only by a T-spin the need allows,
    /// turned into place from a state soft drops reach.
    pub spin_drop: Option<SpinNeed>,
    /// For the last this many placements, soft drops (with half turns
    /// under the 180 drop) whatever the drop (`--last-sd`).
    pub last_soft: u32,
}

/// Conditions that do not go together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ConditionsError {
    /// A limit with a mode that does not take one.
    #[error(
        "the limits on soft drops and line clears go with the normal and line modes only (1L to 4L, 1L-or-pc to 4L-or-pc), not with {0}: leave the limit out or change the mode"
    )]
    Limits(CoverMode),
    /// `-sb` with a mode that is not a T-spin mode.
    #[error(
        "the first clears can be asked to be T-spins only in a T-spin mode (tsm, tss, tsd, tst), not in {0}: leave it out or change the mode"
    )]
    Guard(CoverMode),
}

impl Conditions {
    /// Whether the conditions go together: limits only with the normal and
    /// line modes, `spins_first` only with a T-spin mode.
    ///
    /// # Errors
    /// The first pair that does not.
    pub fn check(&self) -> Result<(), ConditionsError> {
        if (self.max_soft.is_some() || self.max_clears.is_some()) && !self.mode.takes_limits() {
            return Err(ConditionsError::Limits(self.mode));
        }
        if self.spins_first > 0 && !self.mode.guards_spins() {
            return Err(ConditionsError::Guard(self.mode));
        }
        Ok(())
    }

    /// Whether the placements' T-spins matter.
    pub(super) fn needs_spins(&self) -> bool {
        self.spin_drop.is_some() || matches!(self.mode, CoverMode::TSpin(_) | CoverMode::BackToBack)
    }

    /// The progress after a placement with `effect`, or `None` when the
    /// conditions forbid it.
    pub(super) fn after(&self, progress: Progress, effect: &Effect) -> Option<Progress> {
        let clears = effect.lines > 0;
        let special = effect.spin.is_some() || effect.is_tetris();
        let allowed = match self.mode {
            CoverMode::Lines { fewest, or_pc } => {
                !clears || effect.lines >= u32::from(fewest) || or_pc && effect.empties
            }
            CoverMode::BackToBack => !clears || special,
            _ => true,
        };
        let guarded = !clears || u32::from(progress.clears) >= self.spins_first || special;
        let soft = u32::from(progress.soft) + u32::from(effect.soft);
        let cleared = u32::from(progress.clears) + u32::from(clears);
        if !allowed
            || !guarded
            || self.max_soft.is_some_and(|max| soft > max)
            || self.max_clears.is_some_and(|max| cleared > max)
        {
            return None;
        }
        let done = match self.mode {
            CoverMode::Tetris => effect.is_tetris(),
            CoverMode::TSpin(need) => effect
                .spin
                .is_some_and(|spin| clears && need.allows(spin, effect.lines)),
            _ => false,
        };
        // Counts no condition reads stay 0, so that builds differing only
        // in them are one.
        let counted = |wanted: bool, n: u32| if wanted { n.min(255) as u8 } else { 0 };
        Some(Progress {
            soft: counted(self.max_soft.is_some(), soft),
            clears: counted(
                self.max_clears.is_some() || self.spins_first > 0,
                cleared.min(self.spins_first.max(self.max_clears.unwrap_or(0) + 1)),
            ),
            done: progress.done || done,
            last_tetris: self.mode == CoverMode::TetrisEnd && effect.is_tetris(),
        })
    }

    /// Whether a build that has made every placement with `progress`
    /// meets the mode.
    pub(super) fn met(&self, progress: Progress) -> bool {
        match self.mode {
            CoverMode::Tetris | CoverMode::TSpin(_) => progress.done,
            CoverMode::TetrisEnd => progress.last_tetris,
            _ => true,
        }
    }
}

impl fmt::Display for Conditions {
    /// The mode, then each option in words (the T-spin drop is the drop's
    /// to say): `tsd, the first 1 clears T-spins or tetrises`.
    ///
    /// ```
    /// use tetrolab::setups::{Conditions, CoverMode};
    /// let two = Conditions { mode: CoverMode::Lines { fewest: 2, or_pc: false }, max_clears: Some(1), ..Conditions::default() };
    /// assert_eq!(two.to_string(), "2L, at most 1 line-clearing placements");
    /// assert_eq!(Conditions::default().to_string(), "normal");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mode)?;
        if let Some(k) = self.max_soft {
            write!(f, ", at most {k} soft-drop placements")?;
        }
        if let Some(k) = self.max_clears {
            write!(f, ", at most {k} line-clearing placements")?;
        }
        if self.spins_first > 0 {
            write!(
                f,
                ", the first {} clears T-spins or tetrises",
                self.spins_first
            )?;
        }
        if self.last_soft > 0 {
            write!(f, ", the last {} placements soft-dropped", self.last_soft)?;
        }
        Ok(())
    }
}

/// What a build remembers for the [`Conditions`]: soft-drop placements and
/// clears so far (each kept only when a condition reads it), whether the
/// mode's tetris or T-spin has been made, and whether the last placement
/// was a tetris.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Progress {
    /// Placements a straight drop could not make.
    pub soft: u8,
    /// Placements that cleared lines.
    pub clears: u8,
    /// Whether the mode's tetris or T-spin is made.
    pub done: bool,
    /// Whether the last placement was an I clearing four lines.
    pub last_tetris: bool,
}
