//! fumen's base-64 digits: `A–Z a–z 0–9 + /`, numbers little-endian.

use super::FumenError;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The value of a digit character.
fn value(c: u8) -> Option<u8> {
    ALPHABET.iter().position(|&a| a == c).map(|v| v as u8)
}

/// Reads numbers from a fumen's data characters.
#[derive(Debug)]
pub(super) struct Reader {
    digits: Vec<u8>,
    at: usize,
}

impl Reader {
    /// A reader over `data` (the characters after `v115@`, without `?` and
    /// white space).
    ///
    /// # Errors
    /// A character is not a fumen digit.
    pub(super) fn new(data: &str) -> Result<Reader, FumenError> {
        let digits = data
            .chars()
            .enumerate()
            .map(|(index, c)| {
                u8::try_from(c)
                    .ok()
                    .and_then(value)
                    .ok_or(FumenError::Character { index, found: c })
            })
            .collect::<Result<_, _>>()?;
        Ok(Reader { digits, at: 0 })
    }

    pub(super) fn is_empty(&self) -> bool {
        self.at >= self.digits.len()
    }

    /// The next `count` digits as one little-endian number.
    ///
    /// # Errors
    /// The data ends first.
    pub(super) fn poll(&mut self, count: u32) -> Result<u32, FumenError> {
        let mut value = 0;
        for k in 0..count {
            let digit = self.digits.get(self.at).ok_or(FumenError::Truncated)?;
            value += u32::from(*digit) * 64u32.pow(k);
            self.at += 1;
        }
        Ok(value)
    }
}

/// Writes a fumen's data characters as numbers are pushed, with `?` after
/// the first 42 and then after every 47 (a 47-character line counting the
/// `v115@` prefix), as the reference encoder writes them.
#[derive(Debug, Default)]
pub(super) struct Writer {
    text: String,
    /// Characters before the first digit (a version marker).
    prefix: usize,
    /// Digits written.
    digits: usize,
}

impl Writer {
    /// A writer whose text starts with `prefix` (such as `v115@`).
    pub(super) fn new(prefix: &str) -> Writer {
        Writer {
            text: prefix.to_owned(),
            prefix: prefix.len(),
            digits: 0,
        }
    }

    /// Appends `value` as `count` little-endian digits (higher digits of a
    /// too-large value are dropped, as the reference encoder does).
    pub(super) fn push(&mut self, value: u32, count: u32) {
        let mut rest = value;
        for _ in 0..count {
            if self.digits >= 42 && (self.digits - 42).is_multiple_of(47) {
                self.text.push('?');
            }
            self.text.push(char::from(ALPHABET[(rest % 64) as usize]));
            self.digits += 1;
            rest /= 64;
        }
    }

    /// How many digits are written.
    pub(super) fn len(&self) -> usize {
        self.digits
    }

    /// Where digit `index` is in the text.
    fn byte(&self, index: usize) -> usize {
        let marks = if index >= 42 {
            (index - 42) / 47 + 1
        } else {
            0
        };
        self.prefix + index + marks
    }

    /// The value of digit `index`.
    pub(super) fn get(&self, index: usize) -> u8 {
        self.text
            .as_bytes()
            .get(self.byte(index))
            .and_then(|&c| value(c))
            .unwrap_or(0)
    }

    /// Changes digit `index` to `digit` (0 to 63).
    pub(super) fn set(&mut self, index: usize, digit: u8) {
        let at = self.byte(index);
        let c = char::from(ALPHABET[usize::from(digit % 64)]);
        self.text.replace_range(at..=at, c.encode_utf8(&mut [0; 4]));
    }

    /// The text written.
    pub(super) fn finish(self) -> String {
        self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_little_endian() {
        let mut r = Reader::new("vhA").unwrap();
        assert_eq!(r.poll(2).unwrap(), 2159);
        assert_eq!(r.poll(1).unwrap(), 0);
        assert!(r.is_empty());
        assert_eq!(r.poll(1), Err(FumenError::Truncated));
        assert_eq!(
            Reader::new("vh-").unwrap_err(),
            FumenError::Character {
                index: 2,
                found: '-'
            }
        );
        let mut w = Writer::new("v115@");
        w.push(2159, 2);
        w.push(37905, 3);
        w.set(2, 5);
        assert_eq!(w.get(2), 5);
        assert_eq!(w.finish(), "v115@vhFQJ");
    }

    #[test]
    fn question_marks_every_47_after_42() {
        let mut w = Writer::default();
        for _ in 0..(42 + 47 + 1) {
            w.push(0, 1);
        }
        w.set(42 + 47, 1);
        assert_eq!(w.get(42 + 47), 1);
        let text = w.finish();
        assert_eq!(text.find('?'), Some(42));
        assert_eq!(text.rfind('?'), Some(42 + 1 + 47));
        assert_eq!(&text[text.len() - 2..], "?B");
    }
}
