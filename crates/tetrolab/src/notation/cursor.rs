//! Positions in a text, the syntax error every notation parser returns, and
//! the character cursor they all read with.

use std::fmt;

/// A place in a text: 1-based line and column (columns count characters).
///
/// ```
/// use tetrolab::notation::Pos;
/// assert_eq!(Pos { line: 3, column: 14 }.to_string(), "3:14");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// The line, from 1.
    pub line: u32,
    /// The column in characters, from 1.
    pub column: u32,
}

impl Pos {
    /// The first character of a text.
    pub const START: Pos = Pos { line: 1, column: 1 };
}

/// The start of a text, 1:1.
impl Default for Pos {
    fn default() -> Pos {
        Pos::START
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// Text that does not follow the notation's grammar: where, what the
/// parser expected there, what it found, and how to fix it.
///
/// ```
/// use tetrolab::notation::Triad;
/// let err = "Tx".parse::<Triad>().unwrap_err();
/// assert_eq!(err.pos.column, 2);
/// assert_eq!(
///     err.to_string(),
///     "expected a column letter a b c d e f g h k m, found `x` (i, j and l are skipped)"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("expected {expected}, found {found}{}", hint.as_ref().map(|h| format!(" ({h})")).unwrap_or_default())]
pub struct ParseError {
    /// Where the problem starts.
    pub pos: Pos,
    /// What the grammar allows there.
    pub expected: String,
    /// What the text has there (quoted, or "end of line"/"end of input").
    pub found: String,
    /// How to fix it, when there is something specific to say.
    pub hint: Option<String>,
}

/// A number as written: its value (`None` beyond `u32`), its digits, so
/// that messages repeat what was written, and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Number<'a> {
    pub(crate) value: Option<u32>,
    pub(crate) text: &'a str,
    pub(crate) pos: Pos,
}

impl Number<'_> {
    /// The value if it lies in `range`.
    pub(crate) fn within(&self, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
        self.value.filter(|v| range.contains(v))
    }

    /// The digits as written, quoted for a message.
    pub(crate) fn quoted(&self) -> String {
        crate::quote::quoted(self.text)
    }
}

/// Reads a text character by character, tracking line and column.
#[derive(Debug, Clone)]
pub(crate) struct Cursor<'a> {
    text: &'a str,
    at: usize,
    pos: Pos,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`, which starts at line 1, column 1.
    pub(crate) fn new(text: &'a str) -> Cursor<'a> {
        Cursor::starting_at(text, Pos::START)
    }

    /// A cursor over `text`, a piece of a larger text that starts at `pos`.
    pub(crate) fn starting_at(text: &'a str, pos: Pos) -> Cursor<'a> {
        Cursor { text, at: 0, pos }
    }

    pub(crate) fn pos(&self) -> Pos {
        self.pos
    }

    /// The byte offset of the cursor in its text.
    pub(crate) fn offset(&self) -> usize {
        self.at
    }

    /// The text from byte offset `start` up to the cursor.
    pub(crate) fn since(&self, start: usize) -> &'a str {
        self.text.get(start..self.at).unwrap_or_default()
    }

    pub(crate) fn rest(&self) -> &'a str {
        &self.text[self.at..]
    }

    pub(crate) fn at_end(&self) -> bool {
        self.at == self.text.len()
    }

    pub(crate) fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub(crate) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        // Positions stop at the largest they can say rather than wrap: a
        // stream reads inputs longer than four billion lines or columns.
        if c == '\n' {
            self.pos.line = self.pos.line.saturating_add(1);
            self.pos.column = 1;
        } else {
            self.pos.column = self.pos.column.saturating_add(1);
        }
        Some(c)
    }

    /// Consumes `c` if it comes next.
    pub(crate) fn eat(&mut self, c: char) -> bool {
        let here = self.peek() == Some(c);
        if here {
            self.bump();
        }
        here
    }

    /// Consumes characters while `keep` holds and returns them.
    pub(crate) fn take_while(&mut self, keep: impl Fn(char) -> bool) -> &'a str {
        let start = self.at;
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
        &self.text[start..self.at]
    }

    /// Skips white space other than line breaks.
    pub(crate) fn skip_spaces(&mut self) {
        self.take_while(|c| c.is_whitespace() && c != '\n');
    }

    /// A run of ASCII digits as a number, with its text and where it
    /// starts; `None` if no digit comes next.
    pub(crate) fn number(&mut self) -> Option<Number<'a>> {
        let pos = self.pos;
        let text = self.take_while(|c| c.is_ascii_digit());
        (!text.is_empty()).then(|| Number {
            value: text.parse().ok(),
            text,
            pos,
        })
    }

    /// What comes next, for an error message.
    pub(crate) fn found(&self) -> String {
        match self.peek() {
            None => "end of input".to_owned(),
            Some('\n' | '\r') => "end of line".to_owned(),
            Some(' ' | '\t') => "a space".to_owned(),
            Some(c) => format!("`{c}`"),
        }
    }

    /// An error at the cursor: `expected` here, with an optional hint.
    pub(crate) fn error(&self, expected: &str, hint: Option<&str>) -> ParseError {
        self.error_at(self.pos, expected, hint)
    }

    /// An error at `pos` (where something began), describing what comes
    /// next at the cursor.
    pub(crate) fn error_at(&self, pos: Pos, expected: &str, hint: Option<&str>) -> ParseError {
        ParseError {
            pos,
            expected: expected.to_owned(),
            found: self.found(),
            hint: hint.map(str::to_owned),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_lines_and_columns() {
        let mut c = Cursor::new("ab\ncé\n");
        assert_eq!(c.pos(), Pos { line: 1, column: 1 });
        c.bump();
        c.bump();
        assert_eq!(c.pos(), Pos { line: 1, column: 3 });
        assert_eq!(c.found(), "end of line");
        c.bump();
        c.bump();
        c.bump();
        assert_eq!(c.pos(), Pos { line: 2, column: 3 });
        c.bump();
        assert!(c.at_end());
        assert_eq!(c.found(), "end of input");
        assert_eq!(c.bump(), None);
    }

    #[test]
    fn numbers_keep_their_text() {
        let mut c = Cursor::new("12x99999999999999");
        let twelve = c.number().unwrap();
        assert_eq!(
            (twelve.value, twelve.text, twelve.pos),
            (Some(12), "12", Pos::START)
        );
        assert_eq!(c.number(), None);
        c.bump();
        let huge = c.number().unwrap();
        assert_eq!(
            (huge.value, huge.quoted()),
            (None, "`99999999999999`".to_owned())
        );
        assert_eq!(huge.within(0..=5), None);
    }
}
