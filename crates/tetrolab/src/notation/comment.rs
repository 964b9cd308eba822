//! Commentary text: `{comments}` (with `\}` and `\\` escaped) and `;`
//! remarks that run to the end of the line, read and written.

use std::fmt;

use super::cursor::{Cursor, ParseError};

/// Reads a `{comment}` at the cursor (which is at the `{`) and returns its
/// text: `\}` stands for `}` and `\\` for `\`; any other backslash is kept.
pub(crate) fn parse_comment(c: &mut Cursor<'_>) -> Result<String, ParseError> {
    let open = c.pos();
    c.bump();
    let mut text = String::new();
    loop {
        match c.bump() {
            None => {
                return Err(c.error_at(
                    open,
                    "`}` to close the comment that starts here",
                    Some("comments cannot nest"),
                ));
            }
            Some('}') => return Ok(text),
            Some('\\') if matches!(c.peek(), Some('}' | '\\')) => {
                text.extend(c.bump());
            }
            Some(other) => text.push(other),
        }
    }
}

/// Reads a `;` remark at the cursor (which is at the `;`) up to the end of
/// the line: its text without the `;`, one space after it, and white space
/// at the end of the line.
pub(crate) fn parse_remark(c: &mut Cursor<'_>) -> String {
    c.bump();
    c.eat(' ');
    c.take_while(|ch| ch != '\n').trim_end().to_owned()
}

/// A comment as the record writes it: in braces, `}` and `\` escaped.
pub(crate) struct Braced<'a>(pub(crate) &'a str);

impl fmt::Display for Braced<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for ch in self.0.chars() {
            if ch == '}' || ch == '\\' {
                f.write_str("\\")?;
            }
            write!(f, "{ch}")?;
        }
        f.write_str("}")
    }
}

/// A remark as the record writes it: `; text`. The line must end after it.
pub(crate) struct Remark<'a>(pub(crate) &'a str);

impl fmt::Display for Remark<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            f.write_str(";")
        } else {
            write!(f, "; {}", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn comment(text: &str) -> Result<String, ParseError> {
        parse_comment(&mut Cursor::new(text))
    }

    #[test]
    fn comments_escape_braces_and_backslashes() {
        for text in [
            "",
            "plain",
            "a } b",
            "ends in \\",
            "\\}",
            "two\nlines",
            "C:\\new",
        ] {
            let written = Braced(text).to_string();
            assert_eq!(comment(&written).unwrap(), text, "{written}");
        }
        assert_eq!(Braced("a}b\\").to_string(), "{a\\}b\\\\}");
        // A backslash before anything else is kept as written.
        assert_eq!(comment("{C:\\new}").unwrap(), "C:\\new");
        let open = comment("{never closed \\}").unwrap_err();
        assert_eq!(open.pos.column, 1);
        assert!(open.expected.starts_with("`}` to close"), "{open}");
    }

    #[test]
    fn remarks_run_to_the_end_of_the_line() {
        let mut c = Cursor::new(";  two spaces \r\nnext");
        assert_eq!(parse_remark(&mut c), " two spaces");
        assert_eq!(c.peek(), Some('\n'));
        for text in ["", "x", " lead", "a ; b {c}"] {
            let written = Remark(text).to_string();
            assert_eq!(parse_remark(&mut Cursor::new(&written)), text, "{written}");
        }
    }
}
