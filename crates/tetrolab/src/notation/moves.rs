//! Moves as written: an optional move number, a triad, its clear marker,
//! and its notes (annotations, comments, remarks).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use super::comment::{Braced, Remark, parse_comment, parse_remark};
use super::cursor::{Cursor, ParseError, Pos};
use super::marker::{Clear, Marker, Nag, parse_markers, starts_markers};
use super::triad::Triad;

/// What a record says about a move besides where it goes: annotations,
/// `{comments}` and `; remarks`, each in the order written.
///
/// ```
/// use tetrolab::notation::{Move, Nag};
/// let m: Move = "Zc (?!) {leaves c1 empty} ; a remark".parse().unwrap();
/// assert_eq!(m.notes().nags, [Nag::DUBIOUS]);
/// assert_eq!(m.notes().comments, ["leaves c1 empty"]);
/// assert_eq!(m.notes().remarks, ["a remark"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Notes {
    /// Annotations.
    pub nags: Vec<Nag>,
    /// Comments after the move, without their braces (`}` may occur: the
    /// writer escapes it as `\}`).
    pub comments: Vec<String>,
    /// Remarks after the move: each the rest of a line after `;` and one
    /// space, so without line breaks or white space at its end.
    pub remarks: Vec<String>,
}

impl Notes {
    /// Whether there is no annotation, comment or remark.
    pub fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.comments.is_empty() && self.remarks.is_empty()
    }
}

/// The notes of a move that has none.
static NO_NOTES: Notes = Notes {
    nags: Vec::new(),
    comments: Vec::new(),
    remarks: Vec::new(),
};

/// One move of a record: a triad, the clear marker the record gives it,
/// the move number written before it, and its [`Notes`].
///
/// `Display` writes the canonical form: the number (`12.`), the triad, the
/// clear marker, each annotation in its own parentheses, the `{comments}`,
/// then the `; remarks` (one per line). Parsing also takes markers and
/// annotations together in one pair of parentheses (`(XX !)`), bare `$n`
/// NAGs, and annotation symbols glued to the triad (`Oa!!`).
///
/// Most moves have no notes, so they are kept out of line: a move is 32
/// bytes (on 64-bit targets), and a record of millions of moves stays small.
///
/// ```
/// use tetrolab::notation::{Clear, Move, Nag};
/// let m: Move = "3. J2a (X, !?) {opens the well}".parse().unwrap();
/// assert_eq!(m.number, Some(3));
/// assert_eq!(m.triad.to_string(), "J2a");
/// assert_eq!(m.clear, Some(Clear::Single));
/// assert_eq!(m.notes().nags, [Nag::SPECULATIVE]);
/// assert_eq!(m.to_string(), "3. J2a (X) (!?) {opens the well}");
/// assert_eq!("Oa!!".parse::<Move>().unwrap().to_string(), "Oa (!!)");
/// ```
#[derive(Debug, Clone)]
pub struct Move {
    /// The placement.
    pub triad: Triad,
    /// The clear marker as written (checked against the simulation).
    pub clear: Option<Clear>,
    /// The move number written before the move (`12.`), if any. It is
    /// kept as written and not checked.
    pub number: Option<u32>,
    /// The notes, `None` when there are none.
    notes: Option<Box<Notes>>,
}

impl Move {
    /// A move with no number, marker or notes.
    pub const fn new(triad: Triad) -> Move {
        Move {
            triad,
            clear: None,
            number: None,
            notes: None,
        }
    }

    /// The move with `notes` as its notes.
    pub fn with_notes(mut self, notes: Notes) -> Move {
        self.notes = (!notes.is_empty()).then(|| Box::new(notes));
        self
    }

    /// The annotations, comments and remarks (all empty for most moves).
    pub fn notes(&self) -> &Notes {
        self.notes.as_deref().unwrap_or(&NO_NOTES)
    }

    /// The notes, to change.
    pub fn notes_mut(&mut self) -> &mut Notes {
        self.notes.get_or_insert_with(Box::default)
    }

    /// Gives back the spare capacity of the notes' lists and texts (a
    /// reader calls it after adding notes, so long records stay small).
    pub(crate) fn shrink_notes(&mut self) {
        if let Some(notes) = &mut self.notes {
            notes.nags.shrink_to_fit();
            for text in notes.comments.iter_mut().chain(&mut notes.remarks) {
                text.shrink_to_fit();
            }
            notes.comments.shrink_to_fit();
            notes.remarks.shrink_to_fit();
        }
    }

    /// Reads a move at the cursor: an optional move number, the triad, then
    /// its notes (see [`Move::parse_notes`]). Returns the move and where its
    /// triad starts.
    ///
    /// After an error the cursor is past the bad part (a bad number or
    /// triad up to the next separator, a bad group up to its `)`), so a
    /// reader can go on from there.
    pub(crate) fn parse(c: &mut Cursor<'_>) -> Result<(Move, Pos), ParseError> {
        let (mut m, pos) = Move::parse_head(c).inspect_err(|_| {
            c.take_while(|ch| !is_delimiter(ch));
        })?;
        m.parse_notes(c)?;
        Ok((m, pos))
    }

    /// The move number and the triad.
    fn parse_head(c: &mut Cursor<'_>) -> Result<(Move, Pos), ParseError> {
        let number = match c.number() {
            None => None,
            Some(number) => {
                let Some(value) = number.value else {
                    return Err(ParseError {
                        pos: number.pos,
                        expected: format!("a move number up to {}", u32::MAX),
                        found: number.quoted(),
                        hint: None,
                    });
                };
                if !c.eat('.') {
                    return Err(c.error(
                        "`.` after a move number",
                        Some("move numbers are written `1.`; a move starts with a piece letter"),
                    ));
                }
                c.take_while(|ch| ch == '.');
                c.skip_spaces();
                Some(value)
            }
        };
        let pos = c.pos();
        let triad = Triad::parse(c)?;
        if c.peek().is_some_and(|ch| !is_delimiter(ch)) {
            return Err(c.error(
                "`,`, `/`, a space or a marker `(…)` after the move",
                Some("a triad is a piece, an orientation 0-3, a column and an optional row"),
            ));
        }
        let m = Move {
            number,
            ..Move::new(triad)
        };
        Ok((m, pos))
    }

    /// Reads the notes after the move: clear markers and annotations (in
    /// parentheses, as bare `$n`, or as symbols glued on), `{comments}` and
    /// `; remarks`, separated by white space and single line breaks; it
    /// stops before a blank line or anything else.
    pub(crate) fn parse_notes(&mut self, c: &mut Cursor<'_>) -> Result<(), ParseError> {
        loop {
            let mut ahead = c.clone();
            let mut line_breaks = 0;
            while let Some(ch) = ahead.peek().filter(|ch| ch.is_whitespace()) {
                line_breaks += usize::from(ch == '\n');
                ahead.bump();
            }
            match ahead.peek() {
                Some(ch) if line_breaks < 2 && starts_note(ch) => *c = ahead,
                _ => return Ok(()),
            }
            self.parse_note(c)?;
        }
    }

    /// Reads one note at the cursor: a comment, a remark, or a group or bare
    /// annotation.
    pub(crate) fn parse_note(&mut self, c: &mut Cursor<'_>) -> Result<(), ParseError> {
        match c.peek() {
            Some('{') => {
                let text = parse_comment(c)?;
                self.notes_mut().comments.push(text);
            }
            Some(';') => {
                let text = parse_remark(c);
                self.notes_mut().remarks.push(text);
            }
            _ => parse_markers(c, &mut |marker, pos| self.attach(marker, pos))?,
        }
        Ok(())
    }

    /// Gives the move a clear marker or an annotation read at `pos`.
    fn attach(&mut self, marker: Marker, pos: Pos) -> Result<(), ParseError> {
        match marker {
            Marker::Nag(nag) => self.notes_mut().nags.push(nag),
            Marker::Clear(clear) => {
                if let Some(first) = self.clear {
                    return Err(ParseError {
                        pos,
                        expected: format!(
                            "one clear marker per move (this move already has {first})"
                        ),
                        found: format!("{clear}"),
                        hint: None,
                    });
                }
                self.clear = Some(clear);
            }
        }
        Ok(())
    }
}

/// Characters that end a move's triad.
pub(crate) fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || ",/({$*;!?".contains(c)
}

/// Whether `c` starts a note: a marker or annotation, a comment, a remark.
pub(crate) fn starts_note(c: char) -> bool {
    starts_markers(c) || c == '{' || c == ';'
}

/// Moves are equal when they say the same, however their notes are stored.
impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        (self.triad, self.clear, self.number) == (other.triad, other.clear, other.number)
            && self.notes() == other.notes()
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.triad, self.clear, self.number).hash(state);
        self.notes().hash(state);
    }
}

/// A move as the record writes it, with `separator` (`,` between moves)
/// after its text and before its remarks, which end the line.
pub(crate) struct Written<'a> {
    pub(crate) m: &'a Move,
    pub(crate) separator: &'a str,
}

impl fmt::Display for Written<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.m;
        if let Some(number) = m.number {
            write!(f, "{number}. ")?;
        }
        write!(f, "{}", m.triad)?;
        if let Some(clear) = m.clear {
            write!(f, " {clear}")?;
        }
        let notes = m.notes();
        for nag in &notes.nags {
            write!(f, " ({nag})")?;
        }
        for comment in &notes.comments {
            write!(f, " {}", Braced(comment))?;
        }
        f.write_str(self.separator)?;
        for (i, remark) in notes.remarks.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { "\n" })?;
            write!(f, "{}", Remark(remark))?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}",
            Written {
                m: self,
                separator: ""
            }
        )
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// Reads exactly one move (optionally numbered) and its notes.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text);
        c.take_while(char::is_whitespace);
        if c.at_end() {
            return Err(c.error("a move such as `T2c4 (X)`", None));
        }
        let (m, _) = Move::parse(&mut c)?;
        c.take_while(char::is_whitespace);
        if c.at_end() {
            return Ok(m);
        }
        let next = c.clone();
        if Move::parse(&mut c).is_ok() {
            return Err(ParseError {
                pos: next.pos(),
                expected: "the end of the move".to_owned(),
                found: "another move".to_owned(),
                hint: None,
            });
        }
        Err(next.error("the end of the move", None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_their_notes_across_single_line_breaks() {
        let m: Move = "J2a (X !) $146 {one}{two\nlines}\n(?) ; a remark\n; another"
            .parse()
            .unwrap();
        assert_eq!(
            m.to_string(),
            "J2a (X) (!) ($146) (?) {one} {two\nlines} ; a remark\n; another"
        );
        assert!("Ta\n\n(X)".parse::<Move>().is_err());
        assert_eq!("  7.. Ta  ".parse::<Move>().unwrap().number, Some(7));
    }

    #[test]
    fn glued_annotations() {
        for (text, canonical) in [
            ("Oa!!", "Oa (!!)"),
            ("Ta?", "Ta (?)"),
            ("J2a!?", "J2a (!?)"),
            ("Od(XX)", "Od (XX)"),
            ("Od(XX)!", "Od (XX) (!)"),
            ("T2c4?!{x}", "T2c4 (?!) {x}"),
        ] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), canonical);
        }
        let err = "Oa!!x".parse::<Move>().unwrap_err();
        assert_eq!(
            (err.pos.column, err.expected.as_str()),
            (5, "the end of the move")
        );
        assert!("Oa!!!".parse::<Move>().is_err());
    }

    #[test]
    fn one_move_exactly() {
        for bad in ["", "  ", "La, Sa", "La Sa", "{c} La", "La *", "3 La"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
        let err = "La Sa".parse::<Move>().unwrap_err();
        assert_eq!((err.pos.column, err.found.as_str()), (4, "another move"));
    }

    #[test]
    fn notes_are_stored_only_when_there_are_some() {
        let bare = Move::new("Ia".parse().unwrap());
        let mut emptied = bare.clone();
        emptied.notes_mut().nags.clear();
        assert_eq!(bare, emptied);
        assert!(emptied.notes().is_empty());
        if cfg!(target_pointer_width = "64") {
            assert_eq!(std::mem::size_of::<Move>(), 32);
        }
    }
}
