//! Kick tables read from solution-finder's kick-file format
//! (`KickPatternInterpreter`, `MinoRotationSupplier`; docs/sources.md §11).
//!
//! One entry a line, `<Piece>.<From><To>=<tests>`: a piece letter, a dot,
//! the orientation left and the one entered (`N E S W`, or `0 R 2 L`), and
//! the tests in order as `(x,y)` groups, `@` before a privileged test's x:
//! `T.NE=(0,0)(-1,0)(-1,+1)(0,-2)(@-1,-2)`. An entry may instead repeat
//! another's tests, `J.NE=&L.NE` (references may chain). A file gives the
//! 56 quarter-turn entries and either none or all 28 half-turn ones (`NS`,
//! `EW`, `SN`, `WE`). Blank lines and lines starting with `#` or `!` are
//! comments; spaces anywhere are ignored; `:` may stand for `=`, and letters
//! may be lower case, as in the Java properties files solution-finder reads.
//!
//! We are stricter in three places, each an error that says what to fix: a
//! key given twice (Java keeps the last), text between or after the tests
//! (solution-finder skips it), and a test moving a piece more than
//! [`Kicks::MAX_OFFSET`] columns or rows.

use std::collections::HashMap;
use std::fmt;

use super::{Kick, Kicks, Turn};
use crate::Piece;
use crate::play::Rotation;

impl Kicks {
    /// The farthest a test may move a piece, in columns or rows.
    pub const MAX_OFFSET: i8 = 32;
}

/// Why text is not a kick table, and where: 1-based line and column.
///
/// ```
/// use tetrolab::play::Kicks;
/// let err = Kicks::parse("T.NE=(0,0)(-1;0)").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 1, column 14: expected `,` between a test's x and y, found `;`"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct KickFileError {
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters), from 1.
    pub column: usize,
    /// What is wrong there.
    pub problem: KickFileProblem,
}

/// What is wrong with a kick file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KickFileProblem {
    /// A line that is neither a comment nor `key=value`.
    NoSeparator,
    /// A key that does not name a piece and two orientations.
    BadKey(String),
    /// A key whose two orientations are the same.
    NoTurn(String),
    /// A key given a second time.
    Repeated {
        /// The key.
        key: String,
        /// The line it was first given on.
        first: usize,
    },
    /// Something other than what the format allows next.
    Expected {
        /// What may come here.
        expected: &'static str,
        /// What came instead (empty at the end of the line).
        found: String,
    },
    /// An entry with no tests.
    NoTests,
    /// A test moving a piece farther than [`Kicks::MAX_OFFSET`].
    TooFar(String),
    /// A reference to an entry the file does not give.
    UnknownReference(String),
    /// References that lead back to where they started.
    Circular(String),
    /// Quarter-turn entries the file does not give.
    MissingQuarterTurns(Vec<String>),
    /// Some, but not all, half-turn entries.
    SomeHalfTurns(Vec<String>),
}

/// At most this many names in a list of missing entries.
const LISTED: usize = 6;

fn list(keys: &[String]) -> String {
    let shown: Vec<&str> = keys.iter().take(LISTED).map(String::as_str).collect();
    let more = keys.len().saturating_sub(LISTED);
    if more == 0 {
        shown.join(", ")
    } else {
        format!("{} and {more} more", shown.join(", "))
    }
}

impl fmt::Display for KickFileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KickFileProblem::NoSeparator => f.write_str(
                "expected an entry such as `T.NE=(0,0)(-1,0)`, or a comment starting with #",
            ),
            KickFileProblem::BadKey(key) => write!(
                f,
                "`{key}` is not an entry name: write a piece letter (I J L O S T Z), a dot and two orientations (N E S W, or 0 R 2 L), as in `T.NE`"
            ),
            KickFileProblem::NoTurn(key) => write!(
                f,
                "`{key}` turns from an orientation to itself: name the orientation left and a different one entered"
            ),
            KickFileProblem::Repeated { key, first } => {
                write!(f, "`{key}` is given again (first on line {first}): keep one")
            }
            KickFileProblem::Expected { expected, found } if found.is_empty() => {
                write!(f, "expected {expected}, found the end of the line")
            }
            KickFileProblem::Expected { expected, found } => {
                write!(f, "expected {expected}, found `{found}`")
            }
            KickFileProblem::NoTests => f.write_str(
                "the entry has no tests: give at least one `(x,y)`, or `&P.XY` to use another entry's",
            ),
            KickFileProblem::TooFar(number) => write!(
                f,
                "`{number}` is too far: a test moves a piece at most {} columns or rows",
                Kicks::MAX_OFFSET
            ),
            KickFileProblem::UnknownReference(key) => write!(
                f,
                "`&{key}` refers to an entry the file does not give: give `{key}` tests, or refer to another entry"
            ),
            KickFileProblem::Circular(key) => write!(
                f,
                "`&{key}` leads back here through other references: give one of them tests"
            ),
            KickFileProblem::MissingQuarterTurns(keys) => write!(
                f,
                "the file does not give {}: a kick file gives all 56 quarter-turn entries",
                list(keys)
            ),
            KickFileProblem::SomeHalfTurns(keys) => write!(
                f,
                "the file gives some half-turn entries but not {}: give all 28 or none",
                list(keys)
            ),
        }
    }
}

/// An entry's name: piece, orientation left, turn.
type Key = (Piece, Rotation, Turn);

fn key_name((piece, from, turn): Key) -> String {
    const LETTERS: [char; 4] = ['N', 'E', 'S', 'W'];
    let to = turn.from(from);
    format!(
        "{piece}.{}{}",
        LETTERS[from.turns() as usize],
        LETTERS[to.turns() as usize]
    )
}

/// What an entry says: tests, or another entry's name and where it was
/// written.
enum Value {
    Tests(Vec<Kick>),
    Reference(Key, usize),
}

/// One line read character by character, with its columns from 1.
struct Line {
    chars: Vec<char>,
    at: usize,
    number: usize,
}

impl Line {
    fn skip_spaces(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_spaces();
        self.chars.get(self.at).copied()
    }

    fn error(&self, column: usize, problem: KickFileProblem) -> KickFileError {
        KickFileError {
            line: self.number,
            column: column + 1,
            problem,
        }
    }

    /// An error saying what was expected at the next character.
    fn expected(&mut self, expected: &'static str) -> KickFileError {
        let found = self.peek().map(String::from).unwrap_or_default();
        self.error(self.at, KickFileProblem::Expected { expected, found })
    }

    fn eat(&mut self, c: char, expected: &'static str) -> Result<(), KickFileError> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.expected(expected))
        }
    }

    /// A key such as `T.NE` up to `stop` (or the end of the line).
    fn key(&mut self, stop: Option<usize>) -> Result<Key, KickFileError> {
        self.skip_spaces();
        let start = self.at;
        let end = stop.unwrap_or(self.chars.len());
        let name: String = self.chars[start..end]
            .iter()
            .filter(|c| !c.is_whitespace())
            .collect();
        self.at = end;
        parse_key(&name).map_err(|problem| self.error(start, problem))
    }

    /// A signed whole number within [`Kicks::MAX_OFFSET`].
    fn number(&mut self) -> Result<i8, KickFileError> {
        self.skip_spaces();
        let start = self.at;
        if matches!(self.chars.get(self.at), Some('+' | '-')) {
            self.at += 1;
        }
        self.skip_spaces();
        let digits_start = self.at;
        while self.chars.get(self.at).is_some_and(char::is_ascii_digit) {
            self.at += 1;
        }
        if self.at == digits_start {
            self.at = start;
            return Err(self.expected("a whole number"));
        }
        let text: String = self.chars[start..self.at]
            .iter()
            .filter(|c| !c.is_whitespace())
            .collect();
        text.parse::<i64>()
            .ok()
            .filter(|n| n.abs() <= i64::from(Kicks::MAX_OFFSET))
            .map(|n| n as i8)
            .ok_or_else(|| self.error(start, KickFileProblem::TooFar(text)))
    }

    /// The tests of an entry, `(x,y)` after `(x,y)`.
    fn tests(&mut self) -> Result<Vec<Kick>, KickFileError> {
        let mut tests = Vec::new();
        while self.peek().is_some() {
            self.eat('(', "a test `(x,y)`")?;
            let privileged = self.peek() == Some('@');
            if privileged {
                self.at += 1;
            }
            let x = self.number()?;
            self.eat(',', "`,` between a test's x and y")?;
            let y = self.number()?;
            self.eat(')', "`)` after a test's y")?;
            tests.push(Kick { x, y, privileged });
        }
        if tests.is_empty() {
            return Err(self.error(self.at, KickFileProblem::NoTests));
        }
        Ok(tests)
    }
}

/// `T.NE`, `t.0r`, … as piece, orientation left and turn.
fn parse_key(name: &str) -> Result<Key, KickFileProblem> {
    let bad = || KickFileProblem::BadKey(name.to_owned());
    let orientation = |c: char| match c.to_ascii_uppercase() {
        'N' | '0' => Some(Rotation::Spawn),
        'E' | 'R' => Some(Rotation::Right),
        'S' | '2' => Some(Rotation::Reverse),
        'W' | 'L' => Some(Rotation::Left),
        _ => None,
    };
    let chars: Vec<char> = name.chars().collect();
    let [letter, '.', from, to] = chars[..] else {
        return Err(bad());
    };
    let piece = u8::try_from(letter)
        .ok()
        .and_then(Piece::from_ascii)
        .ok_or_else(bad)?;
    let from = orientation(from).ok_or_else(bad)?;
    let to = orientation(to).ok_or_else(bad)?;
    let turn = Turn::between(from, to).ok_or_else(|| KickFileProblem::NoTurn(name.to_owned()))?;
    Ok((piece, from, turn))
}

/// Every entry a file must or may give, in solution-finder's piece order.
fn every_key(turns: &[Turn]) -> Vec<Key> {
    let pieces = [
        Piece::T,
        Piece::I,
        Piece::L,
        Piece::J,
        Piece::S,
        Piece::Z,
        Piece::O,
    ];
    let mut keys = Vec::new();
    for piece in pieces {
        for &turn in turns {
            for from in Rotation::ALL {
                keys.push((piece, from, turn));
            }
        }
    }
    keys
}

impl Kicks {
    /// The kick table a kick file gives (the format is solution-finder's;
    /// the module docs of `play::kicks` describe it). [`Display`](fmt::Display)
    /// writes a table in the same format.
    ///
    /// ```
    /// use tetrolab::play::Kicks;
    /// let text = Kicks::jstris180().to_string();
    /// assert!(text.starts_with("T.NE=(0,0)(-1,0)(-1,1)(0,-2)(@-1,-2)\n"));
    /// assert_eq!(Kicks::parse(&text)?, Kicks::jstris180());
    /// # Ok::<(), tetrolab::play::KickFileError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Kicks, KickFileError> {
        let mut entries: HashMap<Key, (usize, Value)> = HashMap::new();
        let mut last_line = 0;
        for (index, raw) in text.lines().enumerate() {
            last_line = index + 1;
            let mut line = Line {
                chars: raw.chars().collect(),
                at: 0,
                number: index + 1,
            };
            match line.peek() {
                None | Some('#' | '!') => continue,
                Some(_) => {}
            }
            let Some(separator) = line.chars.iter().position(|&c| c == '=' || c == ':') else {
                return Err(line.error(line.at, KickFileProblem::NoSeparator));
            };
            let key = line.key(Some(separator))?;
            line.at = separator + 1;
            let value = if line.peek() == Some('&') {
                line.at += 1;
                line.skip_spaces();
                let column = line.at;
                Value::Reference(line.key(None)?, column)
            } else {
                Value::Tests(line.tests()?)
            };
            if let Some((first, _)) = entries.get(&key) {
                let problem = KickFileProblem::Repeated {
                    key: key_name(key),
                    first: *first,
                };
                return Err(line.error(0, problem));
            }
            entries.insert(key, (line.number, value));
        }
        let end = |problem| KickFileError {
            line: last_line + 1,
            column: 1,
            problem,
        };
        let missing = |turns: &[Turn]| -> Vec<String> {
            every_key(turns)
                .into_iter()
                .filter(|key| !entries.contains_key(key))
                .map(key_name)
                .collect()
        };
        let quarter = missing(&[Turn::Clockwise, Turn::CounterClockwise]);
        if !quarter.is_empty() {
            return Err(end(KickFileProblem::MissingQuarterTurns(quarter)));
        }
        let half = missing(&[Turn::Half]);
        if !half.is_empty() && half.len() < 28 {
            return Err(end(KickFileProblem::SomeHalfTurns(half)));
        }
        let resolve = |key: Key| -> Result<Vec<Kick>, KickFileError> {
            let mut seen = vec![key];
            let mut current = key;
            loop {
                let (line, value) = &entries[&current];
                match value {
                    Value::Tests(tests) => return Ok(tests.clone()),
                    Value::Reference(target, column) => {
                        let at = |problem| KickFileError {
                            line: *line,
                            column: column + 1,
                            problem,
                        };
                        if !entries.contains_key(target) {
                            return Err(at(KickFileProblem::UnknownReference(key_name(*target))));
                        }
                        if seen.contains(target) {
                            return Err(at(KickFileProblem::Circular(key_name(*target))));
                        }
                        seen.push(*target);
                        current = *target;
                    }
                }
            }
        };
        let mut resolved = HashMap::new();
        for key in every_key(&Turn::ALL) {
            if entries.contains_key(&key) {
                resolved.insert(key, resolve(key)?);
            }
        }
        Ok(Kicks::from_fn(half.is_empty(), |piece, from, turn| {
            resolved.remove(&(piece, from, turn)).unwrap_or_default()
        }))
    }
}

impl fmt::Display for Kicks {
    /// The table as a kick file: every entry written out in
    /// solution-finder's piece order, quarter turns, then half turns if any.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let turns: &[Turn] = if self.has_half_turns() {
            &Turn::ALL
        } else {
            &[Turn::Clockwise, Turn::CounterClockwise]
        };
        for key @ (piece, from, turn) in every_key(turns) {
            write!(f, "{}=", key_name(key))?;
            for kick in self.tests(piece, from, turn) {
                let mark = if kick.privileged { "@" } else { "" };
                write!(f, "({mark}{},{})", kick.x, kick.y)?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
