//! Triads: piece, orientation and column (plus an optional row), the
//! notation's name for one placement (`La`, `L3c`, `T2c4`).

use std::fmt;
use std::str::FromStr;

use super::column::Column;
use super::cursor::{Cursor, ParseError};
use crate::Piece;
use crate::play::Rotation;

/// The highest row a triad can name: the top of the tallest board
/// ([`Board::MAX_HEIGHT`](super::Board::MAX_HEIGHT)).
pub(crate) const MAX_ROW: u16 = 1000;

/// One placement as written: a piece, its orientation, the column of its
/// anchor (the lowest square of its leftmost column) and, for tucks and
/// spins, the anchor's row. Without a row the piece drops straight down.
///
/// Parsing accepts the orientation as `T1`, `T₁` or `T_1` (and `T0` for the
/// spawn orientation); `Display` writes `T1`, and nothing for spawn.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::{Rotation, Triad};
/// let t: Triad = "T₂c4".parse().unwrap();
/// assert_eq!(t.piece, Piece::T);
/// assert_eq!(t.rotation, Rotation::Reverse);
/// assert_eq!(t.column.letter(), 'c');
/// assert_eq!(t.row, Some(4));
/// assert_eq!(t.to_string(), "T2c4");
/// assert_eq!("L_0a".parse::<Triad>().unwrap().to_string(), "La");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Triad {
    /// The piece.
    pub piece: Piece,
    /// Clockwise quarter turns from the spawn orientation.
    pub rotation: Rotation,
    /// The anchor's column: the leftmost column the piece covers.
    pub column: Column,
    /// The anchor's row (1 = bottom), or `None` for a straight drop.
    pub row: Option<u16>,
}

impl Triad {
    /// A straight-drop triad (no row).
    pub const fn new(piece: Piece, rotation: Rotation, column: Column) -> Triad {
        Triad {
            piece,
            rotation,
            column,
            row: None,
        }
    }

    /// Reads a triad at the cursor; stops after it.
    pub(crate) fn parse(c: &mut Cursor<'_>) -> Result<Triad, ParseError> {
        let piece = match c.peek() {
            Some(letter) if letter.is_ascii_uppercase() => Piece::from_ascii(letter as u8),
            _ => None,
        };
        let Some(piece) = piece else {
            let hint = match c.peek() {
                Some(l) if l.is_ascii_lowercase() && Piece::from_ascii(l as u8).is_some() => {
                    Some("pieces are capital letters; columns are lower case")
                }
                _ => None,
            };
            return Err(c.error("a piece letter I J L O S T Z", hint));
        };
        c.bump();
        let rotation = parse_rotation(c)?;
        let column = match c.peek().and_then(Column::from_letter) {
            Some(column) => column,
            None => {
                let hint = match c.peek() {
                    Some('i' | 'j' | 'l') => "i, j and l are skipped",
                    Some(l) if l.is_ascii_uppercase() => "columns are lower case",
                    Some(d) if d.is_ascii_digit() || is_subscript(d) => {
                        "the orientation is one digit, 0 to 3"
                    }
                    _ => "i, j and l are skipped",
                };
                return Err(c.error("a column letter a b c d e f g h k m", Some(hint)));
            }
        };
        c.bump();
        let row = match c.number() {
            None => None,
            Some(number) => match number.within(1..=u32::from(MAX_ROW)) {
                Some(row) => Some(row as u16),
                None => {
                    return Err(ParseError {
                        pos: number.pos,
                        expected: format!("a row from 1 (bottom) to {MAX_ROW}"),
                        found: number.quoted(),
                        hint: None,
                    });
                }
            },
        };
        Ok(Triad {
            piece,
            rotation,
            column,
            row,
        })
    }
}

/// Subscript digits ₀ to ₉.
fn is_subscript(c: char) -> bool {
    ('\u{2080}'..='\u{2089}').contains(&c)
}

/// The orientation after a piece letter: nothing, a digit, `_` and a
/// digit, or a subscript digit.
fn parse_rotation(c: &mut Cursor<'_>) -> Result<Rotation, ParseError> {
    let start = c.pos();
    let digit = match c.peek() {
        Some('_') => {
            c.bump();
            match c.peek() {
                Some(d) if d.is_ascii_digit() => d as u32 - '0' as u32,
                _ => return Err(c.error("an orientation digit 0 to 3 after `_`", None)),
            }
        }
        Some(d) if d.is_ascii_digit() => d as u32 - '0' as u32,
        Some(s) if is_subscript(s) => s as u32 - 0x2080,
        _ => return Ok(Rotation::Spawn),
    };
    if digit > 3 {
        return Err(c.error_at(
            start,
            "an orientation 0 to 3",
            Some("it counts clockwise quarter turns from the spawn orientation"),
        ));
    }
    c.bump();
    Ok(Rotation::from_turns(digit as u8))
}

impl fmt::Display for Triad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.piece)?;
        if self.rotation != Rotation::Spawn {
            write!(f, "{}", self.rotation)?;
        }
        write!(f, "{}", self.column)?;
        if let Some(row) = self.row {
            write!(f, "{row}")?;
        }
        Ok(())
    }
}

impl FromStr for Triad {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text);
        let triad = Triad::parse(&mut c)?;
        if !c.at_end() {
            return Err(c.error("the end of the triad", None));
        }
        Ok(triad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_triads() {
        for (text, canonical) in [
            ("La", "La"),
            ("L3c", "L3c"),
            ("Sa", "Sa"),
            ("J2a", "J2a"),
            ("Od", "Od"),
            ("J1a", "J1a"),
            ("T₁e", "T1e"),
            ("T_3m", "T3m"),
            ("I0k12", "Ik12"),
        ] {
            assert_eq!(text.parse::<Triad>().unwrap().to_string(), canonical);
        }
    }

    #[test]
    fn errors_say_where_and_what() {
        for (text, column, expected) in [
            ("", 1, "a piece letter"),
            ("t", 1, "a piece letter"),
            ("X", 1, "a piece letter"),
            ("T4a", 2, "an orientation 0 to 3"),
            ("T₇a", 2, "an orientation 0 to 3"),
            ("T_a", 3, "an orientation digit"),
            ("Ti", 2, "a column letter"),
            ("TA", 2, "a column letter"),
            ("T12", 3, "a column letter"),
            ("Ta0", 3, "a row from 1"),
            ("Ta1001", 3, "a row from 1"),
            ("Ta1x", 4, "the end of the triad"),
        ] {
            let err = text.parse::<Triad>().unwrap_err();
            assert_eq!(err.pos.column, column, "{text}: {err}");
            assert!(err.expected.starts_with(expected), "{text}: {err}");
        }
    }
}
