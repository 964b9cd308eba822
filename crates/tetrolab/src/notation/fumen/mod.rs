//! fumen v115, the board-diagram format of the Tetris community (FEN's
//! role in chess): decoding, encoding, and conversion to and from records.
//!
//! A fumen is a list of pages. Each page has a field (23 rows of 10 and a
//! garbage row), an optional piece placed on it, flags, and a comment. The
//! page's field is the board *before* its piece; the next page starts from
//! this page's field after the piece locks and full lines clear. The wire
//! format (base-64 digits, run-length field differences, JavaScript-escaped
//! comments, quiz comments) follows knewjade's tetris-fumen, the reference
//! implementation, so that decoding and re-encoding reproduces its strings.
//!
//! [`Fumen::from_game`] turns a [`ValidGame`](super::ValidGame) into one
//! page per move, the moves' text (markers, annotations, comments,
//! remarks) as page comments so viewers show them, the game's header in
//! the first page's comment, and columns past a narrow board's width as
//! grey walls; [`Fumen::encode_game`] does the same page by page for long
//! games. A game with a `Quiz` tag runs its quiz instead. [`Fumen::to_game`]
//! reads each locked piece back as a triad (with a row only where a
//! straight drop would not land it) and takes the header, annotations and
//! comments from the page comments, and a first-page quiz as the `Quiz` tag.
//!
//! ```
//! use tetrolab::notation::{Game, Mode};
//! use tetrolab::notation::fumen::Fumen;
//! let game: Game = "[Event \"demo\"]\n\nL3c, Ob1 (!) {a tuck}, J1e".parse().unwrap();
//! let text = Fumen::encode_game(&game.validate(Mode::Strict).unwrap()).unwrap();
//! assert!(text.starts_with("v115@"));
//! assert_eq!(Fumen::decode(&text).unwrap().to_game().unwrap(), game);
//! ```

mod decode;
mod digits;
mod encode;
mod export;
mod field;
mod import;
mod quiz;
mod text;

use encode::Encoder;
pub use field::{Field, FumenPiece};

use crate::notation::Problem;

/// A fumen: its pages in order.
///
/// ```
/// use tetrolab::notation::fumen::Fumen;
/// let fumen = Fumen::decode("v115@vhBAgHAAA").unwrap();
/// assert_eq!(fumen.pages.len(), 2);
/// assert_eq!(fumen.encode().unwrap(), "v115@vhBAgHAAA");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fumen {
    /// The pages.
    pub pages: Vec<Page>,
}

/// One page of a fumen.
///
/// ```
/// use tetrolab::notation::fumen::Fumen;
/// let fumen = Fumen::decode("v115@vhDAgWFAooMDEPBAAAAAPFA3XaDEEBAAAAAAAAPDAFrmAA").unwrap();
/// let page = &fumen.pages[2];
/// assert_eq!((page.comment.as_str(), page.comment_ref), ("world", Some(1)));
/// assert!(page.piece.is_none() && page.flags.lock);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Page {
    /// The field before the page's piece.
    pub field: Field,
    /// The piece placed on the page, if any.
    pub piece: Option<FumenPiece>,
    /// The comment a viewer shows: written on this page, inherited from an
    /// earlier one, or a quiz's next state.
    pub comment: String,
    /// The page whose comment this one inherits, if it writes none itself
    /// (`None` on the first page).
    pub comment_ref: Option<usize>,
    /// The page's flags.
    pub flags: Flags,
}

/// A page's flags.
///
/// ```
/// use tetrolab::notation::fumen::{Flags, Fumen};
/// let mirrored = Fumen::decode("v115@RhA8IeB8HeC8GeAQLvhAAAA").unwrap();
/// assert!(mirrored.pages[0].flags.mirror);
/// assert_eq!(mirrored.pages[1].flags, Flags::default());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Flags {
    /// Whether the piece locks (and full lines clear) after the page.
    pub lock: bool,
    /// Whether the field flips left to right after the page.
    pub mirror: bool,
    /// Whether the viewer uses guideline colours (set on the first page).
    pub colorize: bool,
    /// Whether the garbage row rises into the field after the page.
    pub rise: bool,
    /// Whether a quiz is running on the page. Decoding sets it; encoding
    /// ends a running quiz on a page without it.
    pub quiz: bool,
}

impl Default for Flags {
    /// A locking page and nothing else.
    fn default() -> Flags {
        Flags {
            lock: true,
            mirror: false,
            colorize: false,
            rise: false,
            quiz: false,
        }
    }
}

/// Why a fumen cannot be decoded or encoded, or converted to or from a
/// record. Pages are numbered from 0.
///
/// ```
/// use tetrolab::notation::fumen::{Fumen, FumenError};
/// assert_eq!(Fumen::decode("v115@vhAyO"), Err(FumenError::Truncated));
/// let mirror = Fumen::decode("v115@RhA8IeB8HeC8GeAQLvhAAAA").unwrap();
/// assert_eq!(
///     mirror.to_game().unwrap_err().to_string(),
///     "page 0 uses `mirror`, which a record cannot express"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FumenError {
    /// No version marker.
    #[error("not a fumen: expected v115@… (or m115@, d115@, v110@), alone or in a URL")]
    Version,
    /// A character that is no fumen digit.
    #[error("`{found}` (data character {index}) is not a fumen character: use A–Z a–z 0–9 + /")]
    Character {
        /// Its position in the data after the version marker, from 0.
        index: usize,
        /// The character.
        found: char,
    },
    /// The data ends inside a page.
    #[error("the fumen ends in the middle of a page: it was cut short")]
    Truncated,
    /// A field block is out of range.
    #[error("a field block does not fit the field (a run too long or a cell code out of range)")]
    Field,
    /// A comment value that is no printable character.
    #[error("a comment holds a value that is no printable character")]
    CommentCharacter,
    /// A quiz comment the reference decoder also rejects.
    #[error("page {page}: the quiz comment cannot advance")]
    Quiz {
        /// The page.
        page: usize,
    },
    /// A piece outside the field.
    #[error("page {page}: the piece lies outside the field")]
    PieceOffField {
        /// The page.
        page: usize,
    },
    /// The fumen has no page, so no board to read a record from.
    #[error("the fumen has no pages: there is no board to read a record from")]
    NoPages,
    /// The record's board reaches above fumen's 23 rows.
    #[error("move {}: the board reaches above row 23, the top of a fumen field", move_index + 1)]
    TooTall {
        /// The move, from 0.
        move_index: usize,
    },
    /// A page uses a flag records cannot express.
    #[error("page {page} uses `{flag}`, which a record cannot express")]
    Unsupported {
        /// The page.
        page: usize,
        /// `rise` or `mirror`.
        flag: &'static str,
    },
    /// A page has cells in the garbage row below its field, which only
    /// `rise` brings into play: a record has no row below its board, so
    /// reading would drop them.
    #[error(
        "page {page} has cells in the garbage row below the field, which a record cannot express: empty that row"
    )]
    GarbageRow {
        /// The page.
        page: usize,
    },
    /// A page's field differs from the previous pages' pieces.
    #[error("page {page} edits the field by hand; a record can only place pieces")]
    FieldEdited {
        /// The page.
        page: usize,
    },
    /// A page's piece cannot be a record's move.
    #[error("page {page}: {problem}")]
    Unplayable {
        /// The page.
        page: usize,
        /// Why.
        problem: Problem,
    },
    /// The text is longer than a fumen may be
    /// ([`Text::Fumen`](crate::input::Text::Fumen)).
    #[error(transparent)]
    TooLong(#[from] crate::input::TooLong),
    /// The pages decoded so far hold more than a fumen may decode to: a
    /// page written in three characters can repeat a field and a comment of
    /// four thousand.
    #[error(
        "the fumen's pages take more than {} MiB once decoded (at page {page}): split it into fumens of fewer pages",
        decode::DECODED_LIMIT >> 20
    )]
    TooManyPages {
        /// The page that went past the bound.
        page: usize,
    },
}
