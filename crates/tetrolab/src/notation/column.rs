//! Board columns as TETRIS-SYSTEM letters them: a b c d e f g h k m.

use std::fmt;
use std::str::FromStr;

/// The column letters from left to right; i, j and l are skipped so they
/// are never read as pieces.
const LETTERS: &[u8; 10] = b"abcdefghkm";

/// A board column, 0 (`a`) to 9 (`m`).
///
/// ```
/// use tetrolab::notation::Column;
/// let k: Column = "k".parse().unwrap();
/// assert_eq!(k.index(), 8);
/// assert_eq!(Column::new(9).unwrap().to_string(), "m");
/// assert!("i".parse::<Column>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Column(u8);

impl Column {
    /// The most columns a board can have.
    pub const COUNT: u8 = 10;

    /// The column with 0-based index `index` (0 = `a`), if below 10.
    pub const fn new(index: u8) -> Option<Column> {
        if index < Column::COUNT {
            Some(Column(index))
        } else {
            None
        }
    }

    /// The 0-based index, 0 (`a`) to 9 (`m`).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column's letter.
    pub const fn letter(self) -> char {
        LETTERS[self.0 as usize] as char
    }

    /// The column named by a letter, if it is one of a b c d e f g h k m.
    pub fn from_letter(letter: char) -> Option<Column> {
        LETTERS
            .iter()
            .position(|&l| char::from(l) == letter)
            .map(|i| Column(i as u8))
    }
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Text that is not a column letter.
///
/// ```
/// use tetrolab::notation::Column;
/// let err = "l".parse::<Column>().unwrap_err();
/// assert_eq!(err.0, "l");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a column: use one of a b c d e f g h k m (i, j and l are skipped)")]
pub struct ParseColumnError(pub String);

impl FromStr for Column {
    type Err = ParseColumnError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut chars = text.chars();
        match (chars.next().and_then(Column::from_letter), chars.next()) {
            (Some(column), None) => Ok(column),
            _ => Err(ParseColumnError(text.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for i in 0..10 {
            let c = Column::new(i).unwrap();
            assert_eq!(c.to_string().parse::<Column>().unwrap(), c);
        }
        assert_eq!(Column::new(10), None);
        for bad in ["", "i", "j", "l", "A", "ab", "n"] {
            assert!(bad.parse::<Column>().is_err(), "{bad}");
        }
    }
}
