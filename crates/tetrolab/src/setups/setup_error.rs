//! Why a fumen or a record gives no setup.

use std::fmt;

use crate::notation::fumen::FumenError;

/// Where a setup's piece came from, for messages: a fumen page or a
/// record's move, both counted from 1 as viewers and records number them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A fumen page, from 1.
    Page(usize),
    /// A record's move, from 1.
    Move(usize),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Page(n) => write!(f, "page {n}"),
            Origin::Move(n) => write!(f, "move {n}"),
        }
    }
}

/// A fumen or record that gives no setup.
///
/// ```
/// use tetrolab::setups::Setup;
/// let err = Setup::from_fumen("v115@vhAAgH").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "pages 1 to 1 lock no piece: a setup is the pieces its pages lock; \
///      draw them with lock on"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    /// The fumen does not decode.
    #[error("{0}")]
    Fumen(#[from] FumenError),
    /// The `#start:end` after a fumen is not a page range.
    #[error(
        "{} is not a page range: write `#start:end` after the fumen, pages from 1, \
         `end` empty or -1 for the last page (`#2:5`, `#3:`, `#:-1`)",
        crate::quote::quoted(.0)
    )]
    PageRange(String),
    /// The page range lies outside the fumen.
    #[error("pages {start} to {end} are not all in the fumen, which has {pages}: {hint}")]
    PagesOutside {
        /// The first page asked for, from 1.
        start: usize,
        /// The last page asked for (as written; `-1` is the last page).
        end: i64,
        /// How many pages the fumen has.
        pages: usize,
        /// What to write instead.
        hint: &'static str,
    },
    /// No page in the range locks a piece.
    #[error(
        "pages {start} to {end} lock no piece: a setup is the pieces its pages lock; \
         draw them with lock on"
    )]
    NoPiece {
        /// The first page, from 1.
        start: usize,
        /// The last page, from 1.
        end: usize,
    },
    /// A page flips the field or raises garbage, which moves the pieces
    /// already drawn.
    #[error(
        "page {page} uses `{flag}`, which moves the field under the pieces: \
         a setup can only place pieces; draw it without `{flag}`"
    )]
    MovesField {
        /// The page, from 1.
        page: usize,
        /// `mirror` or `rise`.
        flag: &'static str,
    },
    /// A piece lies partly outside the field's columns or below its floor.
    #[error("{origin}: the piece lies partly outside the field's 10 columns or below its floor")]
    OffField {
        /// Where the piece came from.
        origin: Origin,
    },
    /// A piece would sit above the start field's 24 rows once the rows
    /// cleared before it are put back.
    #[error(
        "{origin}: the piece reaches above row 24 of the start field once the rows cleared \
         before it are counted back; sfinder's boards are 24 rows high"
    )]
    AboveField {
        /// Where the piece came from.
        origin: Origin,
    },
    /// A piece overlaps filled cells, so the setup can never be built.
    #[error("{origin}: the piece overlaps filled cells, so the setup can never be built")]
    Overlap {
        /// Where the piece came from.
        origin: Origin,
    },
    /// A record's board is narrower than 10 columns.
    #[error(
        "the record's board is {width} columns wide: a setup is built on 10 columns; \
         remove the Width tag"
    )]
    Narrow {
        /// The board's width.
        width: u8,
    },
    /// A record's setup fills cells above row 24.
    #[error("the record's setup fills row {row}: a setup's field is at most 24 rows high")]
    TallSetup {
        /// The highest filled row, from 1.
        row: u16,
    },
}
