//! Why a pattern does not read: one message per mistake, saying where it
//! is and what to write instead.

use std::fmt;

use crate::Piece;
use crate::quote::quoted;

/// Where in a pattern a mistake is: the column (from 1) of the pattern it
/// is in, and which pattern that is when the text holds several.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spot {
    /// The pattern as written (one of the `;`-separated or line-separated
    /// patterns).
    pub text: String,
    /// Which pattern it is, from 1, when the text holds more than one.
    pub pattern: Option<usize>,
    /// The column of the mistake in that pattern, from 1, counted in
    /// characters.
    pub column: usize,
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pattern {
            Some(n) => write!(
                f,
                "pattern {n} ({}), column {}",
                quoted(&self.text),
                self.column
            ),
            None => write!(f, "{}, column {}", quoted(&self.text), self.column),
        }
    }
}

/// A pattern that does not read, from [`Pattern::parse`](super::Pattern::parse).
///
/// ```
/// use tetrolab::setups::Pattern;
/// let err = Pattern::parse("*p8").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "`*p8`, column 3: `*p8` draws 8 different pieces but there are only 7: \
///      write *p1 to *p7 (*! is all seven)"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PatternError {
    /// A character that no pattern element starts with.
    #[error(
        "{at}: {} is not part of a pattern: write piece letters (T I L J S Z O), \
         `*` for any piece, `*pN` or `*!` for N or all seven different pieces, \
         `[…]` for a set of pieces",
        quoted(&found.to_string())
    )]
    Unknown {
        /// Where.
        at: Spot,
        /// The character.
        found: char,
    },
    /// `*pN` with N outside 1 to 7.
    #[error(
        "{at}: `*p{count}` draws {count} different pieces but there are only 7: \
         write *p1 to *p7 (*! is all seven)"
    )]
    WildcardCount {
        /// Where.
        at: Spot,
        /// N as written (saturated at `u32::MAX`).
        count: u32,
    },
    /// `[…]pN` with N outside 1 to the size of the set.
    #[error(
        "{at}: `[{set}]p{count}` draws {count} different pieces from a set of {}: \
         write p1 to p{} (`!` takes them all)",
        set.chars().count(),
        set.chars().count()
    )]
    BracketCount {
        /// Where.
        at: Spot,
        /// The set's pieces as letters.
        set: String,
        /// N as written (saturated at `u32::MAX`).
        count: u32,
    },
    /// A `p` with no number after it.
    #[error("{at}: `p` must be followed by how many pieces to draw, as in `*p4`")]
    MissingCount {
        /// Where.
        at: Spot,
    },
    /// White space or a comma between `*` or `]` and its `p` or `!`.
    #[error("{at}: nothing may stand between `{before}` and `{after}`: write `{before}{after}…`")]
    Gap {
        /// Where.
        at: Spot,
        /// `*` or `]`.
        before: char,
        /// `p` or `!`.
        after: char,
    },
    /// A `[` with no `]`.
    #[error("{at}: this `[` is never closed: write a set as `[TIJ]`")]
    Unclosed {
        /// Where.
        at: Spot,
    },
    /// A `]` with no `[`.
    #[error("{at}: this `]` closes no `[`: write a set as `[TIJ]`")]
    Unopened {
        /// Where.
        at: Spot,
    },
    /// Something other than a piece letter inside `[…]`.
    #[error(
        "{at}: only piece letters (and a `^` first, for the pieces not listed) may stand \
         inside `[…]`, not {}",
        quoted(&found.to_string())
    )]
    InsideSet {
        /// Where.
        at: Spot,
        /// The character.
        found: char,
    },
    /// A piece twice in one `[…]`.
    #[error("{at}: {piece} appears twice in one `[…]`: write each piece once")]
    Duplicate {
        /// Where.
        at: Spot,
        /// The piece.
        piece: Piece,
    },
    /// A `[…]` that holds no piece (`[]`, or `[^…]` of all seven).
    #[error("{at}: this `[…]` holds no piece: list at least one, as in `[TI]`")]
    EmptySet {
        /// Where.
        at: Spot,
    },
    /// A pattern longer than sfinder allows.
    #[error(
        "{at}: the pattern is {length} pieces long; sfinder takes at most {most}: \
         write a shorter pattern"
    )]
    TooLong {
        /// Where its last element starts.
        at: Spot,
        /// Its length.
        length: usize,
        /// The longest allowed, [`Pattern::MAX_LENGTH`](super::Pattern::MAX_LENGTH).
        most: usize,
    },
    /// Patterns of different lengths in one text.
    #[error(
        "pattern {pattern} ({}) is {length} pieces long but pattern {first} is {expected}: \
         the patterns of one text must be equally long",
        quoted(text)
    )]
    Unequal {
        /// The pattern that differs, from 1.
        pattern: usize,
        /// It as written.
        text: String,
        /// Its length.
        length: usize,
        /// The first pattern, from 1.
        first: usize,
        /// The first pattern's length.
        expected: usize,
    },
    /// No pattern at all (empty text, or only comments).
    #[error("there is no pattern: write one, such as `*p7` or `T,*p4`")]
    Empty,
    /// More sequences than 128 bits count.
    #[error("the patterns make more than 2^128 sequences: write fewer or shorter patterns")]
    Uncountable,
}
