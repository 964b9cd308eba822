//! What a build must do besides making every placement (solution-finder's
//! cover `--mode`), and the T-spins its T-spin modes and drops ask for.

use std::fmt;
use std::str::FromStr;

use crate::Piece;
use crate::play::{Drop, TSpin};

/// A T-spin a T-spin mode or drop asks for: its kind and the fewest lines
/// it clears. `tsz`: any T-spin, mini or regular, clearing any number of
/// lines; `tsm`: any T-spin clearing at least one; `tss`, `tsd`, `tst`: a
/// regular T-spin clearing at least one, two, three.
///
/// ```
/// use tetrolab::play::TSpin;
/// use tetrolab::setups::SpinNeed;
/// let tsd: SpinNeed = "tspin2".parse()?;
/// assert_eq!(tsd, SpinNeed::Double);
/// assert!(tsd.allows(TSpin::Regular, 2));
/// assert!(!tsd.allows(TSpin::Mini, 2) && !tsd.allows(TSpin::Regular, 1));
/// assert!(SpinNeed::Zero.allows(TSpin::Mini, 0));
/// # Ok::<(), tetrolab::setups::ParseModeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpinNeed {
    /// Any T-spin (`tsz`).
    Zero,
    /// Any T-spin that clears a line: a mini will do (`tsm`).
    Mini,
    /// A regular T-spin single or better (`tss`).
    Single,
    /// A regular T-spin double or better (`tsd`).
    Double,
    /// A regular T-spin triple (`tst`).
    Triple,
}

impl SpinNeed {
    /// Whether a T-spin of kind `spin` clearing `lines` lines is one.
    pub fn allows(self, spin: TSpin, lines: u32) -> bool {
        let (mini, fewest) = match self {
            SpinNeed::Zero => (true, 0),
            SpinNeed::Mini => (true, 1),
            SpinNeed::Single => (false, 1),
            SpinNeed::Double => (false, 2),
            SpinNeed::Triple => (false, 3),
        };
        (mini || spin == TSpin::Regular) && lines >= fewest
    }

    /// The short name: `tsz`, `tsm`, `tss`, `tsd`, `tst`.
    pub const fn name(self) -> &'static str {
        match self {
            SpinNeed::Zero => "tsz",
            SpinNeed::Mini => "tsm",
            SpinNeed::Single => "tss",
            SpinNeed::Double => "tsd",
            SpinNeed::Triple => "tst",
        }
    }

    /// The need a name says: ours (`tsz`…`tst`) and solution-finder's
    /// other spellings (`tspin0`…`tspin3`, `tspinm`; for the mode, `any`
    /// and `any-tspin` are [`SpinNeed::Mini`]).
    fn named(text: &str) -> Option<SpinNeed> {
        Some(match text {
            "tsz" | "tspin0" => SpinNeed::Zero,
            "tsm" | "tspinm" => SpinNeed::Mini,
            "tss" | "tspin1" => SpinNeed::Single,
            "tsd" | "tspin2" => SpinNeed::Double,
            "tst" | "tspin3" => SpinNeed::Triple,
            _ => return None,
        })
    }
}

impl FromStr for SpinNeed {
    type Err = ParseModeError;

    fn from_str(text: &str) -> Result<SpinNeed, ParseModeError> {
        SpinNeed::named(&text.to_ascii_lowercase())
            .ok_or_else(|| ParseModeError::Spin(text.to_owned()))
    }
}

impl fmt::Display for SpinNeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a build must do besides making every placement (solution-finder's
/// cover `--mode`).
///
/// ```
/// use tetrolab::setups::{CoverMode, SpinNeed};
/// assert_eq!("3L-OR-PC".parse::<CoverMode>()?, CoverMode::Lines { fewest: 3, or_pc: true });
/// assert_eq!("any".parse::<CoverMode>()?, CoverMode::TSpin(SpinNeed::Mini));
/// assert_eq!(CoverMode::Lines { fewest: 2, or_pc: false }.to_string(), "2L");
/// assert_eq!(
///     "tsz".parse::<CoverMode>().unwrap_err().to_string(),
///     "`tsz` is not a cover mode: write normal, 1L to 4L, 1L-or-pc to 4L-or-pc, tetris, tetris-end, tsm (or any), tss, tsd, tst or b2b"
/// );
/// # Ok::<(), tetrolab::setups::ParseModeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CoverMode {
    /// Nothing more (`normal`).
    #[default]
    Normal,
    /// Every placement that clears lines clears at least `fewest`, or
    /// (with `or_pc`) empties the board (`2L`, `3L-or-pc`). No clear is
    /// required.
    Lines {
        /// The fewest lines a clear may clear, 1 to 4.
        fewest: u8,
        /// Whether a smaller clear may empty the board.
        or_pc: bool,
    },
    /// Some I clears four lines (`tetris`).
    Tetris,
    /// The last placement is an I clearing four lines (`tetris-end`).
    TetrisEnd,
    /// Some T-spin the need allows clears lines (`tsm`/`any`, `tss`,
    /// `tsd`, `tst`).
    TSpin(SpinNeed),
    /// Every clear is a T-spin, mini or regular, or an I clearing four
    /// lines (`b2b`).
    BackToBack,
}

impl CoverMode {
    /// Whether `-sb` (the first clears must be T-spins or tetrises) goes
    /// with the mode: the T-spin modes only.
    pub const fn guards_spins(self) -> bool {
        matches!(self, CoverMode::TSpin(_))
    }

    /// Whether the limits on soft drops and line clears go with the mode:
    /// normal and the line modes only.
    pub const fn takes_limits(self) -> bool {
        matches!(self, CoverMode::Normal | CoverMode::Lines { .. })
    }
}

/// Text that is not a cover mode, a T-spin need or a cover drop.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseModeError {
    /// Not a mode.
    #[error(
        "`{0}` is not a cover mode: write normal, 1L to 4L, 1L-or-pc to 4L-or-pc, tetris, tetris-end, tsm (or any), tss, tsd, tst or b2b"
    )]
    Mode(String),
    /// Not a T-spin need.
    #[error("`{0}` is not a T-spin: write tsz, tsm, tss, tsd or tst")]
    Spin(String),
    /// Not a cover drop.
    #[error(
        "`{0}` is not a drop: write soft, hard, 180, t-soft, or a T-spin drop: tsz, tsm, tss, tsd or tst"
    )]
    Drop(String),
}

impl FromStr for CoverMode {
    type Err = ParseModeError;

    /// Our names and solution-finder's spellings, in any case.
    fn from_str(text: &str) -> Result<CoverMode, ParseModeError> {
        let lower = text.to_ascii_lowercase();
        let lines = |rest: &str| match rest.as_bytes() {
            [n @ b'1'..=b'4', b'l'] => Some((n - b'0', false)),
            _ => None,
        };
        Ok(match lower.as_str() {
            "normal" => CoverMode::Normal,
            "tetris" => CoverMode::Tetris,
            "tetris-end" => CoverMode::TetrisEnd,
            "b2b" => CoverMode::BackToBack,
            "any" | "any-tspin" => CoverMode::TSpin(SpinNeed::Mini),
            "tsz" | "tspin0" => return Err(ParseModeError::Mode(text.to_owned())),
            other => {
                if let Some(need) = SpinNeed::named(other) {
                    CoverMode::TSpin(need)
                } else if let Some((fewest, _)) = lines(other) {
                    CoverMode::Lines {
                        fewest,
                        or_pc: false,
                    }
                } else if let Some((fewest, _)) = other.strip_suffix("-or-pc").and_then(lines) {
                    CoverMode::Lines {
                        fewest,
                        or_pc: true,
                    }
                } else {
                    return Err(ParseModeError::Mode(text.to_owned()));
                }
            }
        })
    }
}

impl fmt::Display for CoverMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoverMode::Normal => f.write_str("normal"),
            CoverMode::Lines { fewest, or_pc } => {
                write!(f, "{fewest}L{}", if *or_pc { "-or-pc" } else { "" })
            }
            CoverMode::Tetris => f.write_str("tetris"),
            CoverMode::TetrisEnd => f.write_str("tetris-end"),
            CoverMode::TSpin(need) => write!(f, "{need}"),
            CoverMode::BackToBack => f.write_str("b2b"),
        }
    }
}

/// What one placement does, as the mode sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Effect {
    /// The piece placed.
    pub piece: Piece,
    /// The lines it clears.
    pub lines: u32,
    /// The best T-spin it can be placed with under the moves used.
    pub spin: Option<TSpin>,
    /// Whether a straight drop from above cannot place it.
    pub soft: bool,
    /// Whether the board is empty after it.
    pub empties: bool,
}

impl Effect {
    /// Whether it is an I clearing four lines.
    pub fn is_tetris(&self) -> bool {
        self.piece == Piece::I && self.lines == 4
    }
}

/// How pieces move in a cover (solution-finder's cover `--drop`): a
/// [`Drop`], or a T-spin drop, under which every piece but the T drops
/// straight and a T is placed only by the T-spin its [`SpinNeed`] allows.
///
/// ```
/// use tetrolab::play::Drop;
/// use tetrolab::setups::{CoverDrop, SpinNeed};
/// assert_eq!("hard".parse::<CoverDrop>()?, CoverDrop::Moves(Drop::Hard));
/// assert_eq!("tspin0".parse::<CoverDrop>()?, CoverDrop::TSpin(SpinNeed::Zero));
/// assert_eq!(CoverDrop::TSpin(SpinNeed::Double).to_string(), "tsd");
/// assert_eq!(
///     "sonic".parse::<CoverDrop>().unwrap_err().to_string(),
///     "`sonic` is not a drop: write soft, hard, 180, t-soft, or a T-spin drop: tsz, tsm, tss, tsd or tst"
/// );
/// # Ok::<(), tetrolab::setups::ParseModeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CoverDrop {
    /// Every piece moves by the drop.
    Moves(Drop),
    /// A T-spin drop.
    TSpin(SpinNeed),
}

impl Default for CoverDrop {
    fn default() -> CoverDrop {
        CoverDrop::Moves(Drop::default())
    }
}

impl CoverDrop {
    /// The drop the rules carry: a T-spin drop's T soft-drops before its
    /// last turn.
    pub const fn moves(self) -> Drop {
        match self {
            CoverDrop::Moves(drop) => drop,
            CoverDrop::TSpin(_) => Drop::Soft,
        }
    }

    /// The T-spin a T-spin drop asks for.
    pub const fn spin(self) -> Option<SpinNeed> {
        match self {
            CoverDrop::Moves(_) => None,
            CoverDrop::TSpin(need) => Some(need),
        }
    }

    /// Whether every piece may already soft-drop, so that `--last-sd`
    /// changes nothing: `soft` and `180`.
    pub const fn soft_drops(self) -> bool {
        matches!(self, CoverDrop::Moves(Drop::Soft | Drop::Soft180))
    }
}

impl FromStr for CoverDrop {
    type Err = ParseModeError;

    fn from_str(text: &str) -> Result<CoverDrop, ParseModeError> {
        if let Ok(drop) = text.parse::<Drop>() {
            return Ok(CoverDrop::Moves(drop));
        }
        SpinNeed::named(&text.to_ascii_lowercase())
            .map(CoverDrop::TSpin)
            .ok_or_else(|| ParseModeError::Drop(text.to_owned()))
    }
}

impl fmt::Display for CoverDrop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoverDrop::Moves(drop) => write!(f, "{drop}"),
            CoverDrop::TSpin(need) => write!(f, "{need}"),
        }
    }
}
