//! Text a user hands a face — observed pieces, a fumen, a record — read
//! within a stated bound: the one rule every face reads files and standard
//! input by, so that no input (`/dev/zero`, one line of 200 MB) makes it
//! hold more than the bound. What runs past the bound is refused with one
//! sentence ([`TooLong`]) as soon as the bound is passed, before more is
//! read.
//!
//! The bounds are what one token can sensibly be, with room to spare:
//! eight mebibytes is over a million moves of a game or a million observed
//! pieces, and a game of that size takes about 15 times its text once
//! parsed and played, so the largest game a face accepts stays near
//! 130 MB. A record of many games is never held whole: a
//! [`GameStream`](crate::notation::GameStream) holds one game at a time,
//! each within [`Text::Game`]'s bound.

use std::fmt;
use std::io::{self, BufRead, Read};

/// One mebibyte.
const MIB: usize = 1 << 20;

/// A kind of text read within a bound; each kind has its own.
///
/// ```
/// use tetrolab::input::Text;
/// assert_eq!(Text::Game.limit(), 8 << 20);
/// assert!(Text::Fumen.limit() < Text::Game.limit());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Text {
    /// Observed pieces: letters, or the record of the one game that dealt
    /// them.
    Pieces,
    /// One game of a record, with the remarks before it.
    Game,
    /// A fumen string or URL.
    Fumen,
    /// A whole record held in memory to be read twice (one on standard
    /// input, which cannot be read again, checked before it is written).
    Record,
}

impl Text {
    /// The most bytes a text of this kind may have.
    pub const fn limit(self) -> usize {
        match self {
            Text::Pieces | Text::Game => 8 * MIB,
            Text::Fumen => MIB,
            Text::Record => 64 * MIB,
        }
    }

    /// How a message names the text, the verb after it, what the bound
    /// is, and what to do instead.
    fn words(self) -> [&'static str; 4] {
        match self {
            Text::Pieces => [
                "the pieces",
                "run",
                "the most pieces read at once",
                "give one game's pieces",
            ],
            Text::Game => [
                "the game",
                "runs",
                "the most one game may be",
                "split it into games",
            ],
            Text::Fumen => [
                "the fumen",
                "runs",
                "the most one fumen may be",
                "split it into fumens of fewer pages",
            ],
            Text::Record => [
                "the record",
                "runs",
                "the most held in memory at once",
                "give it as a file, which is read a game at a time",
            ],
        }
    }
}

/// A text longer than its kind's bound, refused.
///
/// ```
/// use tetrolab::input::{Text, TooLong};
/// let refused = TooLong { text: Text::Game, line: Some(12) };
/// assert_eq!(
///     refused.to_string(),
///     "the game from line 12 runs past 8 MiB (8388608 bytes), the most one game may be: split it into games"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong {
    /// What was being read.
    pub text: Text,
    /// The line it starts on, when it is one part of a longer input.
    pub line: Option<u32>,
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let limit = self.text.limit();
        let [noun, verb, most, advice] = self.text.words();
        f.write_str(noun)?;
        if let Some(line) = self.line {
            write!(f, " from line {line}")?;
        }
        write!(
            f,
            " {verb} past {} MiB ({limit} bytes), {most}: {advice}",
            limit / MIB
        )
    }
}

impl std::error::Error for TooLong {}

/// Why a bounded read gave no text.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The input failed (text that is not UTF-8 included).
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The text runs past its bound.
    #[error(transparent)]
    TooLong(#[from] TooLong),
}

/// All of `input` as text, refused once it runs past `text`'s bound: at
/// most one byte more than the bound is read.
///
/// ```
/// use tetrolab::input::{ReadError, Text, read_text};
/// assert_eq!(read_text("TJLOSIZ\n".as_bytes(), Text::Pieces)?, "TJLOSIZ\n");
/// let endless = std::io::repeat(b'I');
/// assert!(matches!(read_text(endless, Text::Fumen), Err(ReadError::TooLong(_))));
/// # Ok::<(), ReadError>(())
/// ```
///
/// # Errors
/// [`ReadError::TooLong`] past the bound; [`ReadError::Io`] when the input
/// fails or is not UTF-8.
pub fn read_text(input: impl Read, text: Text) -> Result<String, ReadError> {
    let limit = text.limit();
    let mut bytes = Vec::new();
    input.take(limit as u64 + 1).read_to_end(&mut bytes)?;
    if bytes.len() > limit {
        return Err(TooLong { text, line: None }.into());
    }
    String::from_utf8(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e).into())
}

/// Appends to `text` the next line of `input` through its `\n`, or its
/// first `room` bytes when it is longer. A character cut at `room` is kept
/// in `carry` (at most three bytes; its buffer is reused as the next
/// call's) and goes first next time. Gives the
/// bytes appended: 0 at the end of the input, or when not one more
/// character fits in `room` (then `carry` is not empty).
///
/// # Errors
/// The input fails, or its bytes are not UTF-8.
pub(crate) fn read_line_within(
    input: &mut impl BufRead,
    carry: &mut Vec<u8>,
    text: &mut String,
    room: usize,
) -> io::Result<usize> {
    let mut bytes = std::mem::take(carry);
    if bytes.len() < room {
        let more = (room - bytes.len()) as u64;
        input.take(more).read_until(b'\n', &mut bytes)?;
    }
    let valid = match std::str::from_utf8(&bytes) {
        Ok(_) => bytes.len(),
        // Only a character cut at `room` may be incomplete.
        Err(e) if e.error_len().is_none() && bytes.len() >= room => e.valid_up_to(),
        Err(e) => return Err(io::Error::new(io::ErrorKind::InvalidData, e)),
    };
    text.push_str(std::str::from_utf8(&bytes[..valid]).expect("checked up to here"));
    // What is left, and the buffer's room, serve the next call.
    bytes.drain(..valid);
    *carry = bytes;
    Ok(valid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_at_its_bound_is_read_and_one_byte_more_refused() {
        let limit = Text::Fumen.limit();
        let at = "v".repeat(limit);
        assert_eq!(read_text(at.as_bytes(), Text::Fumen).unwrap().len(), limit);
        let past = "v".repeat(limit + 1);
        let refused = read_text(past.as_bytes(), Text::Fumen).unwrap_err();
        assert!(matches!(refused, ReadError::TooLong(_)), "{refused}");
        assert!(refused.to_string().starts_with("the fumen runs past 1 MiB"));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_an_input_error() {
        let refused = read_text(&b"TJ\xff"[..], Text::Pieces).unwrap_err();
        assert!(matches!(refused, ReadError::Io(ref e) if e.kind() == io::ErrorKind::InvalidData));
    }

    #[test]
    fn lines_are_cut_at_the_room_left_and_characters_kept_whole() {
        let mut input = "ab\néé\nc".as_bytes();
        let (mut carry, mut text) = (Vec::new(), String::new());
        assert_eq!(
            read_line_within(&mut input, &mut carry, &mut text, 10).unwrap(),
            3
        );
        assert_eq!(text, "ab\n");
        // "é" is two bytes: three bytes of room cut the second in half.
        assert_eq!(
            read_line_within(&mut input, &mut carry, &mut text, 3).unwrap(),
            2
        );
        assert_eq!((text.as_str(), carry.len()), ("ab\né", 1));
        // Its first byte goes first next time.
        assert_eq!(
            read_line_within(&mut input, &mut carry, &mut text, 10).unwrap(),
            3
        );
        assert_eq!(text, "ab\néé\n");
        assert_eq!(
            read_line_within(&mut input, &mut carry, &mut text, 10).unwrap(),
            1
        );
        assert_eq!(
            read_line_within(&mut input, &mut carry, &mut text, 10).unwrap(),
            0
        );
        assert!(carry.is_empty());
    }

    #[test]
    fn a_character_cut_at_the_end_of_the_input_is_not_utf8() {
        let mut input = &"é".as_bytes()[..1];
        let (mut carry, mut text) = (Vec::new(), String::new());
        let refused = read_line_within(&mut input, &mut carry, &mut text, 10).unwrap_err();
        assert_eq!(refused.kind(), io::ErrorKind::InvalidData);
    }
}
