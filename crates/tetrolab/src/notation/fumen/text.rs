//! Comment text as fumen stores it: JavaScript's `escape()`, then four
//! printable ASCII characters per five base-64 digits.

use super::FumenError;
use super::digits::{Reader, Writer};

/// The printable ASCII characters, space to `~`: a character's index here
/// is its value in a comment chunk.
const FIRST: u32 = 0x20;
const CHARS: u32 = 95;
/// Chunk digits are base 96 (one more than the table, as the reference has it).
const BASE: u32 = 96;
/// The longest escaped comment a page can hold.
const MAX_LENGTH: usize = 4095;

/// Whether `c` is white space to JavaScript's `\s`.
pub(super) fn is_js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// JavaScript's `escape()`: letters, digits and `@*_+-./` stay; other
/// UTF-16 code units become `%XX` below 256 and `%uXXXX` above.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for unit in text.encode_utf16() {
        match u8::try_from(unit) {
            Ok(b) if b.is_ascii_alphanumeric() || b"@*_+-./".contains(&b) => {
                out.push(char::from(b));
            }
            Ok(b) => out.push_str(&format!("%{b:02X}")),
            Err(_) => out.push_str(&format!("%u{unit:04X}")),
        }
    }
    out
}

/// JavaScript's `unescape()`: `%uXXXX` and `%XX` become code units; any
/// other `%` stays. Unpaired surrogates become U+FFFD.
pub(super) fn unescape(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let hex = |from: usize, count: usize| -> Option<u16> {
        let digits: String = chars.get(from..from + count)?.iter().collect();
        digits
            .chars()
            .all(|c| c.is_ascii_hexdigit())
            .then(|| u16::from_str_radix(&digits, 16).ok())
            .flatten()
    };
    let mut units = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '%' {
            if chars.get(i + 1) == Some(&'u')
                && let Some(unit) = hex(i + 2, 4)
            {
                units.push(unit);
                i += 6;
                continue;
            }
            if let Some(unit) = hex(i + 1, 2) {
                units.push(unit);
                i += 3;
                continue;
            }
        }
        let mut buffer = [0u16; 2];
        units.extend_from_slice(chars[i].encode_utf16(&mut buffer));
        i += 1;
    }
    String::from_utf16_lossy(&units)
}

/// Writes a page comment: its escaped length (at most 4095) in two digits,
/// then the escaped text four characters per five digits.
pub(super) fn write_comment(comment: &str, out: &mut Writer) {
    let escaped = escape(comment);
    let bytes = &escaped.as_bytes()[..escaped.len().min(MAX_LENGTH)];
    out.push(bytes.len() as u32, 2);
    for chunk in bytes.chunks(4) {
        let value = chunk
            .iter()
            .rev()
            .fold(0, |v, &b| v * BASE + (u32::from(b) - FIRST));
        out.push(value, 5);
    }
}

/// Reads a page comment written by [`write_comment`].
///
/// # Errors
/// The data ends early or holds a value that is no printable character.
pub(super) fn read_comment(input: &mut Reader) -> Result<String, FumenError> {
    let length = input.poll(2)? as usize;
    let mut escaped = String::with_capacity(length + 3);
    for _ in 0..length.div_ceil(4) {
        let mut value = input.poll(5)?;
        for _ in 0..4 {
            let index = value % BASE;
            if index >= CHARS {
                return Err(FumenError::CommentCharacter);
            }
            escaped.push(char::from((index + FIRST) as u8));
            value /= BASE;
        }
    }
    escaped.truncate(length);
    Ok(unescape(&escaped))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_is_javascripts() {
        assert_eq!(
            escape("a b%é€😀@*_+-./~"),
            "a%20b%25%E9%u20AC%uD83D%uDE00@*_+-./%7E"
        );
        for text in ["", "hello", "ほｗｙISO", "Od (XX) {x}", "%zz %u12", "😀"] {
            assert_eq!(unescape(&escape(text)), text);
        }
        assert_eq!(unescape("%zz%4"), "%zz%4");
        assert_eq!(unescape("%uD83D"), "\u{fffd}");
    }

    #[test]
    fn comments_round_trip_through_digits() {
        let mut w = Writer::default();
        write_comment("hello", &mut w);
        let mut r = Reader::new(&w.finish()).unwrap();
        assert_eq!(read_comment(&mut r).unwrap(), "hello");
        assert!(r.is_empty());
        assert!(is_js_space('\u{3000}') && !is_js_space('\u{85}'));
    }
}
