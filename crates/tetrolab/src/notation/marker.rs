//! What follows a triad in parentheses: clear markers `(X)` … `(T)` and
//! annotations `??` … `!!` (PGN NAGs), read one group or bare symbol at a
//! time.

use std::fmt;
use std::str::FromStr;

use super::cursor::{Cursor, ParseError, Pos};

/// A clear marker: how many lines a placement clears, `(X)` to `(XXX)`, and
/// `(T)` for four (a Tetris).
///
/// Markers are derived facts, like chess's check sign: the parser keeps
/// what the record says and validation recomputes it by simulation.
///
/// ```
/// use tetrolab::notation::Clear;
/// let c: Clear = "(XX)".parse().unwrap();
/// assert_eq!(c.lines(), 2);
/// assert_eq!(Clear::from_lines(4).unwrap().to_string(), "(T)");
/// assert_eq!(Clear::from_lines(0), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Clear {
    /// One line: `(X)`.
    Single = 1,
    /// Two lines: `(XX)`.
    Double = 2,
    /// Three lines: `(XXX)`.
    Triple = 3,
    /// Four lines, a Tetris: `(T)`.
    Tetris = 4,
}

impl Clear {
    /// The number of lines cleared, 1 to 4.
    pub const fn lines(self) -> u8 {
        self as u8
    }

    /// The marker for `lines` cleared lines, if 1 to 4.
    pub const fn from_lines(lines: u8) -> Option<Clear> {
        match lines {
            1 => Some(Clear::Single),
            2 => Some(Clear::Double),
            3 => Some(Clear::Triple),
            4 => Some(Clear::Tetris),
            _ => None,
        }
    }

    /// The marker's text inside its parentheses: `X`, `XX`, `XXX` or `T`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Clear::Single => "X",
            Clear::Double => "XX",
            Clear::Triple => "XXX",
            Clear::Tetris => "T",
        }
    }
}

impl fmt::Display for Clear {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({})", self.symbol())
    }
}

impl FromStr for Clear {
    type Err = ParseError;

    /// Reads `(X)`, `(XX)`, `(XXX)` or `(T)`, or the same without parentheses.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text);
        let parenthesised = c.eat('(');
        let marker = match Marker::parse(&mut c)? {
            Marker::Clear(clear) => clear,
            Marker::Nag(_) => {
                return Err(c.error_at(Pos::START, "a clear marker X, XX, XXX or T", None));
            }
        };
        if parenthesised && !c.eat(')') {
            return Err(c.error("`)`", None));
        }
        if !c.at_end() {
            return Err(c.error("the end of the clear marker", None));
        }
        Ok(marker)
    }
}

/// An annotation as a PGN Numeric Annotation Glyph. The notation's six
/// symbols are NAGs 1 to 6; any other NAG is written `$n`.
///
/// ```
/// use tetrolab::notation::Nag;
/// assert_eq!("??".parse::<Nag>().unwrap(), Nag::BLUNDER);
/// assert_eq!(Nag::BLUNDER.0, 4);
/// assert_eq!(Nag(146).to_string(), "$146");
/// assert_eq!(Nag::DUBIOUS.to_string(), "?!");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nag(pub u8);

/// The six annotation symbols in NAG order 1 to 6.
const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

impl Nag {
    /// `!`, a good move.
    pub const GOOD: Nag = Nag(1);
    /// `?`, a mistake.
    pub const MISTAKE: Nag = Nag(2);
    /// `!!`, a brilliant move.
    pub const BRILLIANT: Nag = Nag(3);
    /// `??`, a blunder.
    pub const BLUNDER: Nag = Nag(4);
    /// `!?`, an interesting move.
    pub const SPECULATIVE: Nag = Nag(5);
    /// `?!`, a dubious move.
    pub const DUBIOUS: Nag = Nag(6);

    /// The symbol for NAGs 1 to 6.
    pub fn symbol(self) -> Option<&'static str> {
        SYMBOLS.get(usize::from(self.0).wrapping_sub(1)).copied()
    }
}

impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.symbol() {
            Some(symbol) => f.write_str(symbol),
            None => write!(f, "${}", self.0),
        }
    }
}

impl FromStr for Nag {
    type Err = ParseError;

    /// Reads `!`, `?`, `!!`, `??`, `!?`, `?!` or `$n` (n from 0 to 255).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text);
        match Marker::parse(&mut c)? {
            Marker::Nag(nag) if c.at_end() => Ok(nag),
            Marker::Nag(_) => Err(c.error("the end of the annotation", None)),
            Marker::Clear(_) => {
                Err(c.error_at(Pos::START, "an annotation ?? ? ?! !? ! !! or $n", None))
            }
        }
    }
}

/// One item inside a move's parentheses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Marker {
    Clear(Clear),
    Nag(Nag),
}

impl Marker {
    /// Reads one clear marker or annotation at the cursor.
    pub(crate) fn parse(c: &mut Cursor<'_>) -> Result<Marker, ParseError> {
        let start = c.pos();
        match c.peek() {
            Some('X') => {
                let xs = c.take_while(|ch| ch == 'X');
                u8::try_from(xs.len())
                    .ok()
                    .and_then(Clear::from_lines)
                    .filter(|clear| *clear != Clear::Tetris)
                    .map(Marker::Clear)
                    .ok_or_else(|| {
                        c.error_at(
                            start,
                            "X, XX or XXX",
                            Some("four lines at once is a Tetris, written (T)"),
                        )
                    })
            }
            Some('T') => {
                c.bump();
                Ok(Marker::Clear(Clear::Tetris))
            }
            Some('!' | '?') => {
                let symbol = c.take_while(|ch| ch == '!' || ch == '?');
                SYMBOLS
                    .iter()
                    .position(|s| *s == symbol)
                    .map(|i| Marker::Nag(Nag(i as u8 + 1)))
                    .ok_or_else(|| c.error_at(start, "an annotation ?? ? ?! !? ! or !!", None))
            }
            Some('$') => {
                c.bump();
                match c.number() {
                    Some(n) => match n.within(0..=255) {
                        Some(nag) => Ok(Marker::Nag(Nag(nag as u8))),
                        None => Err(ParseError {
                            pos: start,
                            expected: "a NAG $0 to $255".to_owned(),
                            found: format!("`${}`", n.text),
                            hint: None,
                        }),
                    },
                    None => Err(c.error_at(start, "a NAG $0 to $255", None)),
                }
            }
            _ => Err(c.error(
                "a clear marker (X, XX, XXX, T) or an annotation (?? ? ?! !? ! !!)",
                None,
            )),
        }
    }
}

impl fmt::Display for Marker {
    /// The marker as written on its own: `(X)` for a clear marker, the
    /// symbol or `$n` for an annotation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Marker::Clear(clear) => write!(f, "{clear}"),
            Marker::Nag(nag) => write!(f, "{nag}"),
        }
    }
}

/// The error for a marker or annotation at `pos` with no move before it.
pub(crate) fn no_move_before(marker: Marker, pos: Pos) -> ParseError {
    ParseError {
        pos,
        expected: "a move before its clear marker or annotation".to_owned(),
        found: format!("`{marker}`"),
        hint: None,
    }
}

/// Whether `c` starts a marker or annotation after a move: a group `(…)`,
/// a bare `$n`, or a bare symbol such as `!!` glued to the triad.
pub(crate) fn starts_markers(c: char) -> bool {
    matches!(c, '(' | '$' | '!' | '?')
}

/// Reads one group `( item, item … )`, bare `$n` or bare symbol at the
/// cursor and hands each marker, with where it is, to `attach`.
///
/// After an error inside a group the cursor is past its `)` (or at the end
/// of the line), so reading can go on.
pub(crate) fn parse_markers(
    c: &mut Cursor<'_>,
    attach: &mut dyn FnMut(Marker, Pos) -> Result<(), ParseError>,
) -> Result<(), ParseError> {
    if c.peek() != Some('(') {
        let pos = c.pos();
        return Marker::parse(c).and_then(|marker| attach(marker, pos));
    }
    let open = c.pos();
    c.bump();
    let mut items = 0;
    loop {
        c.take_while(|ch| ch == ' ' || ch == '\t' || ch == ',');
        if c.eat(')') {
            break;
        }
        let pos = c.pos();
        let item = if c.peek().is_none_or(|ch| ch == '\n') {
            Err(c.error("`)` to close the marker", None))
        } else {
            Marker::parse(c).and_then(|marker| attach(marker, pos))
        };
        if let Err(error) = item {
            c.take_while(|ch| ch != ')' && ch != '\n');
            c.eat(')');
            return Err(error);
        }
        items += 1;
    }
    if items == 0 {
        return Err(ParseError {
            pos: open,
            expected:
                "a clear marker (X, XX, XXX, T) or an annotation (?? ? ?! !? ! !!) inside `()`"
                    .to_owned(),
            found: "`()`".to_owned(),
            hint: None,
        });
    }
    Ok(())
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_and_nags_round_trip() {
        for lines in 1..=4 {
            let clear = Clear::from_lines(lines).unwrap();
            assert_eq!(clear.to_string().parse::<Clear>().unwrap(), clear);
            assert_eq!(clear.symbol().parse::<Clear>().unwrap(), clear);
        }
        for n in 0..=255 {
            assert_eq!(Nag(n).to_string().parse::<Nag>().unwrap(), Nag(n));
        }
        for (symbol, nag) in [
            ("??", 4),
            ("?", 2),
            ("?!", 6),
            ("!?", 5),
            ("!", 1),
            ("!!", 3),
        ] {
            assert_eq!(symbol.parse::<Nag>().unwrap(), Nag(nag));
        }
        for bad in ["XXXX", "(X", "X)", "!", "XT"] {
            assert!(bad.parse::<Clear>().is_err(), "{bad}");
        }
        for bad in ["!!!", "?!?", "$256", "$", "X", "!x"] {
            assert!(bad.parse::<Nag>().is_err(), "{bad}");
        }
    }
}
