//! Warnings: text that reads, but probably not as its writer meant.

use std::fmt;

use super::cursor::Pos;
use super::tags::KnownTag;

/// Something in a record that is read, but probably not as meant. Warnings
/// do not make a record invalid; the command line prints them to stderr.
///
/// ```
/// use tetrolab::notation::{KnownTag, Warning, parse};
/// let parsed = parse("[Widht \"5\"]\n\nLa *");
/// assert_eq!(parsed.record.games[0].tag("Widht"), Some("5"));
/// let warning = &parsed.warnings[0];
/// assert_eq!(warning.pos().to_string(), "1:2");
/// assert_eq!(
///     warning.to_string(),
///     "unknown tag `Widht` kept as text; did you mean `Width`?"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// A tag that is neither one tetrolab reads ([`KnownTag`]) nor one of
    /// PGN's standard tags (`Event`, `Site`, `Date`, `Player`, …).
    UnknownTag {
        /// Where its key is.
        pos: Pos,
        /// The key as written.
        key: String,
        /// The known tag it is probably a misspelling of.
        nearest: Option<KnownTag>,
    },
}

impl Warning {
    /// Where the warning is.
    pub fn pos(&self) -> Pos {
        match self {
            Warning::UnknownTag { pos, .. } => *pos,
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::UnknownTag { key, nearest, .. } => {
                write!(f, "unknown tag `{key}` kept as text")?;
                if let Some(tag) = nearest {
                    write!(f, "; did you mean `{}`?", tag.name())?;
                }
                Ok(())
            }
        }
    }
}
