//! solution-finder's pattern language: which piece sequences a setup is
//! tried against.
//!
//! A pattern is a row of elements, each drawing some pieces in order:
//!
//! | written | draws | sequences |
//! | --- | --- | --- |
//! | `T` | the piece T | 1 |
//! | `*` | any one piece | 7 |
//! | `*p3` | 3 different pieces, in any order (N from 1 to 7) | 7·6·5 = 210 |
//! | `*!` | all seven, in any order (= `*p7`) | 5040 |
//! | `[TIO]` | one of T, I, O | 3 |
//! | `[TIO]p2` | 2 different pieces of T, I, O | 6 |
//! | `[TIO]!` | T, I and O in any order | 6 |
//! | `[^TIO]` | one piece other than T, I, O (also with `pN`, `!`) | 4 |
//!
//! Letters are read in either case. Spaces and commas between elements are
//! optional (`T,I,O` = `T I O` = `TIO`); none may stand between `*` or `]`
//! and its `p` or `!`. A pattern's sequences are every combination of its
//! elements' draws, so `J,*!,*p2` makes 1·5040·42 = 211680 sequences and
//! `*,*!` makes 7·5040 = 35280, among which pieces may repeat across
//! elements. `#` starts a comment that runs to the end of the pattern; a
//! pattern in single quotes is read without them; a pattern that starts
//! with `#Q=` is a fumen quiz (`#Q=[H](C)NEXT`), read as its piece letters
//! and `*`s in order (hold, current, next), which is the order the hold
//! rule plays them in.
//!
//! Several patterns, separated by `;` or by line breaks (as sfinder's
//! pattern files hold them), make the union of their sequences; they must
//! all be equally long, and no pattern may be longer than 44 pieces.
//!
//! These are solution-finder's rules (its `PatternInterpreter`), with
//! clearer refusals: `*p10` is refused as a count of 10 (sfinder reads
//! one digit), and `[…]p0` is refused (sfinder accepts it as an element
//! that draws nothing).

use std::fmt;
use std::str::FromStr;

use super::pattern_error::{PatternError, Spot};
use crate::piece::order;
use crate::{Piece, PieceSet};

/// One element of a pattern: `count` different pieces from `pieces`, in
/// any order. `T` is one piece from {T}, `*` one from all seven, `*p3`
/// three from all seven.
///
/// ```
/// use tetrolab::{Piece, PieceSet};
/// use tetrolab::setups::Draw;
/// let draw = Draw { pieces: PieceSet::ALL, count: 3 };
/// assert_eq!(draw.sequences(), 210);
/// assert_eq!(draw.to_string(), "*p3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Draw {
    /// The pieces it draws from.
    pub pieces: PieceSet,
    /// How many different pieces it draws, from 1 to the size of the set.
    pub count: u8,
}

impl Draw {
    /// How many orders of pieces it stands for: |pieces|! / (|pieces| −
    /// count)!.
    pub fn sequences(&self) -> u128 {
        let size = self.pieces.len();
        (size + 1 - u32::from(self.count)..=size)
            .map(u128::from)
            .product()
    }

    /// The draw of only its first `count` pieces (a prefix of each of its
    /// orders is an order of this draw, each as often).
    fn first(self, count: usize) -> Draw {
        Draw {
            count: self.count.min(count as u8),
            ..self
        }
    }

    /// Whether `pieces` is one of its orders: as many pieces as it draws,
    /// all different, all from its set.
    fn admits(&self, pieces: &[Piece]) -> bool {
        let seen = pieces.iter().fold(PieceSet::EMPTY, |s, &p| s.with(p));
        pieces.len() == usize::from(self.count)
            && seen.len() as usize == pieces.len()
            && pieces.iter().all(|&p| self.pieces.contains(p))
    }
}

/// The element as a pattern writes it: a letter, `*`, `*pN`, `*!`,
/// `[…]`, `[…]pN` or `[…]!`, the letters in sfinder's order T I L J S Z O.
impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.pieces.len();
        let members: String = order::SFINDER
            .iter()
            .filter(|&&p| self.pieces.contains(p))
            .map(|p| p.letter())
            .collect();
        if size == 1 {
            return write!(f, "{members}");
        }
        if self.pieces == PieceSet::ALL {
            write!(f, "*")?;
        } else {
            write!(f, "[{members}]")?;
        }
        match u32::from(self.count) {
            1 => Ok(()),
            n if n == size => write!(f, "!"),
            n => write!(f, "p{n}"),
        }
    }
}

/// One or more patterns of equal length: the sequences of pieces any of
/// them makes.
///
/// ```
/// use tetrolab::setups::Pattern;
/// let pattern = Pattern::parse("J,*!,*p2")?;
/// assert_eq!((pattern.length(), pattern.sequences()), (10, 211680));
/// let union = Pattern::parse("T,*p3; I,*p3")?;
/// assert_eq!(union.sequences(), 420);
/// assert_eq!(union.to_string(), "T,*p3;I,*p3");
/// # Ok::<(), tetrolab::setups::PatternError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    patterns: Vec<Vec<Draw>>,
    length: usize,
    sequences: u128,
}

impl Pattern {
    /// The longest pattern sfinder takes (its `Verify.patterns`).
    pub const MAX_LENGTH: usize = 44;

    /// Reads patterns separated by `;` or line breaks.
    ///
    /// # Errors
    /// A character that is no part of a pattern, a draw count out of
    /// range, an unclosed or unopened bracket, a repeated or missing
    /// piece in brackets, space before `p` or `!`, patterns of unequal
    /// length or longer than [`Pattern::MAX_LENGTH`], or no pattern.
    pub fn parse(text: &str) -> Result<Pattern, PatternError> {
        Pattern::from_patterns(text.split([';', '\n']))
    }

    /// Reads each string as one pattern (the lines of a pattern file, or
    /// one `-p` option each).
    ///
    /// # Errors
    /// As [`Pattern::parse`].
    pub fn from_patterns<'t>(
        texts: impl IntoIterator<Item = &'t str>,
    ) -> Result<Pattern, PatternError> {
        let texts: Vec<&str> = texts.into_iter().collect();
        let several = texts.len() > 1;
        let mut patterns = Vec::new();
        let mut first: Option<(usize, usize)> = None;
        for (index, text) in texts.iter().enumerate() {
            let pattern = index + 1;
            let Some(draws) = read_pattern(text, several.then_some(pattern))? else {
                continue;
            };
            let length = draws.iter().map(|d| usize::from(d.count)).sum();
            match first {
                None => first = Some((pattern, length)),
                Some((first, expected)) if expected != length => {
                    return Err(PatternError::Unequal {
                        pattern,
                        text: text.trim().to_owned(),
                        length,
                        first,
                        expected,
                    });
                }
                Some(_) => {}
            }
            patterns.push(draws);
        }
        let Some((_, length)) = first else {
            return Err(PatternError::Empty);
        };
        Pattern::new(patterns, length)
    }

    /// The pattern of these draws, each row `length` pieces long.
    fn new(patterns: Vec<Vec<Draw>>, length: usize) -> Result<Pattern, PatternError> {
        let sequences = patterns
            .iter()
            .map(|draws| {
                draws
                    .iter()
                    .try_fold(1u128, |n, d| n.checked_mul(d.sequences()))
            })
            .try_fold(0u128, |n, m| n.checked_add(m?))
            .ok_or(PatternError::Uncountable)?;
        Ok(Pattern {
            patterns,
            length,
            sequences,
        })
    }

    /// How many pieces each sequence has.
    pub fn length(&self) -> usize {
        self.length
    }

    /// How many sequences the patterns make, repeats included (sfinder's
    /// generated count; both its commands then drop the repeats, see
    /// [`Pattern::unique`]).
    pub fn sequences(&self) -> u128 {
        self.sequences
    }

    /// Each pattern's draws, in order.
    pub fn patterns(&self) -> impl ExactSizeIterator<Item = &[Draw]> {
        self.patterns.iter().map(Vec::as_slice)
    }

    /// The patterns' draws, for the sequences' iterator.
    pub(super) fn rows(&self) -> &[Vec<Draw>] {
        &self.patterns
    }

    /// The patterns of each sequence's first `length` pieces: the draw
    /// where the cut falls keeps only the pieces before it. Each sequence
    /// of the result is the start of as many sequences of this pattern
    /// (`length` at or past [`Pattern::length`] changes nothing). This is
    /// how sfinder's `percent` cuts sequences to the pieces it needs.
    ///
    /// ```
    /// use tetrolab::setups::Pattern;
    /// let pattern = Pattern::parse("T,*p7")?;
    /// assert_eq!(pattern.truncated(4).to_string(), "T,*p3");
    /// # Ok::<(), tetrolab::setups::PatternError>(())
    /// ```
    pub fn truncated(&self, length: usize) -> Pattern {
        let patterns: Vec<Vec<Draw>> = self
            .patterns
            .iter()
            .map(|draws| {
                let mut left = length;
                draws
                    .iter()
                    .map_while(|d| {
                        let kept = d.first(left);
                        left -= usize::from(kept.count);
                        (kept.count > 0).then_some(kept)
                    })
                    .collect()
            })
            .collect();
        Pattern::new(patterns, length.min(self.length))
            .expect("a prefix makes no more sequences than the whole")
    }

    /// Whether `sequence` is one the patterns make: as long as they are,
    /// and, for one pattern, each element's stretch of it one of the
    /// element's orders.
    ///
    /// ```
    /// use tetrolab::setups::Pattern;
    /// use tetrolab::piece::parse_letters;
    /// let pattern = Pattern::parse("T,*p3")?;
    /// assert!(pattern.matches(&parse_letters("TTIO").unwrap()));
    /// assert!(!pattern.matches(&parse_letters("TIIO").unwrap()));
    /// # Ok::<(), tetrolab::setups::PatternError>(())
    /// ```
    pub fn matches(&self, sequence: &[Piece]) -> bool {
        sequence.len() == self.length
            && self.patterns.iter().any(|draws| {
                let mut rest = sequence;
                draws.iter().all(|d| {
                    let (part, after) = rest.split_at(usize::from(d.count));
                    rest = after;
                    d.admits(part)
                })
            })
    }

    /// The length of the sequences sfinder's `percent` counts for a goal
    /// that needs `needed` pieces: one more than needed with hold when the
    /// pattern is longer than that (the extra piece may stay in hold), else
    /// `needed`. `None` when the pattern is shorter than `needed`.
    ///
    /// ```
    /// use tetrolab::setups::Pattern;
    /// let pattern = Pattern::parse("*p7")?;
    /// assert_eq!(pattern.percent_length(5, true), Some(6));
    /// assert_eq!(pattern.percent_length(5, false), Some(5));
    /// assert_eq!(pattern.percent_length(7, true), Some(7));
    /// assert_eq!(pattern.percent_length(8, true), None);
    /// # Ok::<(), tetrolab::setups::PatternError>(())
    /// ```
    pub fn percent_length(&self, needed: usize, hold: bool) -> Option<usize> {
        if self.length < needed {
            None
        } else if hold && self.length > needed {
            Some(needed + 1)
        } else {
            Some(needed)
        }
    }
}

impl FromStr for Pattern {
    type Err = PatternError;

    fn from_str(text: &str) -> Result<Pattern, PatternError> {
        Pattern::parse(text)
    }
}

/// The patterns as sfinder reads them, elements separated by commas and
/// patterns by `;`: reading it back gives the same value.
impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, draws) in self.patterns.iter().enumerate() {
            if i > 0 {
                write!(f, ";")?;
            }
            for (j, draw) in draws.iter().enumerate() {
                if j > 0 {
                    write!(f, ",")?;
                }
                write!(f, "{draw}")?;
            }
        }
        Ok(())
    }
}

/// One pattern's draws, or `None` for a blank or comment line. `number`
/// is its place among several.
fn read_pattern(text: &str, number: Option<usize>) -> Result<Option<Vec<Draw>>, PatternError> {
    let trimmed = text.trim();
    let skipped = text.len() - text.trim_start().len();
    let (body, offset) = match trimmed
        .strip_prefix('\'')
        .and_then(|t| t.strip_suffix('\''))
    {
        Some(inner) => (inner, skipped + 1),
        None => (trimmed, skipped),
    };
    let quiz: String;
    let (body, offset) = if let Some(rest) = body.strip_prefix("#Q=") {
        quiz = rest
            .chars()
            .map(|c| c.to_ascii_uppercase())
            .filter(|&c| c == '*' || (c.is_ascii() && Piece::from_ascii(c as u8).is_some()))
            .collect();
        (quiz.as_str(), 0)
    } else {
        (body, offset)
    };
    if body.is_empty() || body.starts_with('#') {
        return Ok(None);
    }
    let column0 = text[..offset].chars().count();
    let mut reader = Reader {
        chars: body.chars().collect(),
        at: 0,
        spot: |at: usize| Spot {
            text: text.trim().to_owned(),
            pattern: number,
            column: column0 + at + 1,
        },
    };
    let mut draws = Vec::new();
    let mut length = 0;
    while let Some(start) = reader.next_element() {
        let draw = reader.element()?;
        length += usize::from(draw.count);
        if length > Pattern::MAX_LENGTH {
            return Err(PatternError::TooLong {
                at: (reader.spot)(start),
                length: length + reader.rest_length(),
                most: Pattern::MAX_LENGTH,
            });
        }
        draws.push(draw);
    }
    // Only separators: as blank as an empty line.
    Ok((!draws.is_empty()).then_some(draws))
}

/// Reads one pattern's characters.
struct Reader<S: Fn(usize) -> Spot> {
    chars: Vec<char>,
    at: usize,
    spot: S,
}

impl<S: Fn(usize) -> Spot> Reader<S> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn is_blank(c: char) -> bool {
        c == ',' || c.is_whitespace()
    }

    /// Skips separators; the position of the next element, or `None` at
    /// the end or a comment.
    fn next_element(&mut self) -> Option<usize> {
        while self.peek().is_some_and(Self::is_blank) {
            self.at += 1;
        }
        self.peek().filter(|&c| c != '#').map(|_| self.at)
    }

    /// How many pieces the rest of the pattern draws, for a message about
    /// a pattern too long (0 if the rest does not read).
    fn rest_length(&mut self) -> usize {
        let mut length = 0;
        while self.next_element().is_some() {
            match self.element() {
                Ok(draw) => length += usize::from(draw.count),
                Err(_) => return 0,
            }
        }
        length
    }

    /// Reads the element that starts here.
    fn element(&mut self) -> Result<Draw, PatternError> {
        let start = self.at;
        let c = self.peek().expect("next_element found one");
        self.at += 1;
        if let Some(piece) = c.is_ascii().then(|| Piece::from_ascii(c as u8)).flatten() {
            return Ok(Draw {
                pieces: PieceSet::EMPTY.with(piece),
                count: 1,
            });
        }
        let pieces = match c {
            '*' => PieceSet::ALL,
            '[' => self.set(start)?,
            ']' => {
                return Err(PatternError::Unopened {
                    at: (self.spot)(start),
                });
            }
            found => {
                return Err(PatternError::Unknown {
                    at: (self.spot)(start),
                    found,
                });
            }
        };
        self.count(pieces, c)
    }

    /// The set inside brackets, the `[` at `open` already read.
    fn set(&mut self, open: usize) -> Result<PieceSet, PatternError> {
        let mut set = PieceSet::EMPTY;
        let mut complement = false;
        let mut first = true;
        loop {
            let at = self.at;
            let Some(c) = self.peek().filter(|&c| c != '#') else {
                return Err(PatternError::Unclosed {
                    at: (self.spot)(open),
                });
            };
            self.at += 1;
            match c {
                ']' => break,
                '^' if first => complement = true,
                c if c.is_whitespace() => continue,
                c => {
                    let Some(piece) = c.is_ascii().then(|| Piece::from_ascii(c as u8)).flatten()
                    else {
                        return Err(PatternError::InsideSet {
                            at: (self.spot)(at),
                            found: c,
                        });
                    };
                    if set.contains(piece) {
                        return Err(PatternError::Duplicate {
                            at: (self.spot)(at),
                            piece,
                        });
                    }
                    set = set.with(piece);
                }
            }
            first = false;
        }
        let set = if complement {
            Piece::ALL
                .into_iter()
                .filter(|&p| !set.contains(p))
                .fold(PieceSet::EMPTY, PieceSet::with)
        } else {
            set
        };
        if set.is_empty() {
            return Err(PatternError::EmptySet {
                at: (self.spot)(open),
            });
        }
        Ok(set)
    }

    /// The count after `*` or a set (`pN`, `!` or nothing); `before` is
    /// `*` or `[`.
    fn count(&mut self, pieces: PieceSet, before: char) -> Result<Draw, PatternError> {
        let size = pieces.len();
        let mut ahead = self.at;
        while self.chars.get(ahead).is_some_and(|&c| Self::is_blank(c)) {
            ahead += 1;
        }
        let after = self.chars.get(ahead).map(char::to_ascii_lowercase);
        if !matches!(after, Some('p' | '!')) {
            return Ok(Draw { pieces, count: 1 });
        }
        let after = after.expect("matched");
        if ahead > self.at {
            return Err(PatternError::Gap {
                at: (self.spot)(self.at),
                before: if before == '*' { '*' } else { ']' },
                after,
            });
        }
        self.at += 1;
        if after == '!' {
            return Ok(Draw {
                pieces,
                count: size as u8,
            });
        }
        let digits_at = self.at;
        let digits: String = self.chars[self.at..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        if digits.is_empty() {
            return Err(PatternError::MissingCount {
                at: (self.spot)(digits_at),
            });
        }
        self.at += digits.len();
        let count = digits.parse::<u32>().unwrap_or(u32::MAX);
        if (1..=size).contains(&count) {
            return Ok(Draw {
                pieces,
                count: count as u8,
            });
        }
        let at = (self.spot)(digits_at);
        Err(if pieces == PieceSet::ALL && before == '*' {
            PatternError::WildcardCount { at, count }
        } else {
            PatternError::BracketCount {
                at,
                set: order::SFINDER
                    .iter()
                    .filter(|&&p| pieces.contains(p))
                    .map(|p| p.letter())
                    .collect(),
                count,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(text: &str) -> u128 {
        Pattern::parse(text).unwrap().sequences()
    }

    /// The counts of setups.md §7 and sfinder's own tests.
    #[test]
    fn counts_are_products_of_the_elements() {
        assert_eq!(count("J,*!,*p2"), 211_680);
        assert_eq!(count("*, *!"), 35_280);
        assert_eq!(count("*!"), 5040);
        assert_eq!(count("*p7"), 5040);
        assert_eq!(count("*p5"), 2520);
        assert_eq!(count("S,[TZ]p2,*p7"), 10_080);
        assert_eq!(count("[TZ]p2,*p7"), 10_080);
        assert_eq!(count("T,I,O,*p4"), 840);
        assert_eq!(count("[OSZTLJ]p6"), 720);
        assert_eq!(count("[LSJI]p4,I"), 24);
        assert_eq!(count("[OZ]!"), 2);
        assert_eq!(count("[^TIO]"), 4);
        assert_eq!(count("*p7,*p7,*p7"), 5040u128.pow(3));
        assert_eq!(count("tio"), 1);
    }

    #[test]
    fn separators_case_quotes_and_comments() {
        let one = Pattern::parse("T,I,O").unwrap();
        for text in [
            "TIO",
            "T I O",
            "t,i , o",
            "'TIO'",
            "  TIO # a comment",
            "TIO#",
        ] {
            assert_eq!(Pattern::parse(text).unwrap(), one, "{text}");
        }
        assert_eq!(
            Pattern::parse("*P3").unwrap(),
            Pattern::parse("*p3").unwrap()
        );
        assert_eq!(
            Pattern::parse("*!").unwrap(),
            Pattern::parse("*p7").unwrap()
        );
        assert_eq!(
            Pattern::parse("# note\nT,*p3\n\nI,*p3")
                .unwrap()
                .to_string(),
            "T,*p3;I,*p3"
        );
    }

    /// The quiz comment keeps its letters and `*`s, hold first.
    #[test]
    fn quizzes_read_as_their_pieces() {
        assert_eq!(
            Pattern::parse("#Q=[](I)LOSZTJ").unwrap().to_string(),
            "I,L,O,S,Z,T,J"
        );
        let quiz = Pattern::parse("#Q=[S](Z)I*JOT").unwrap();
        assert_eq!(quiz.to_string(), "S,Z,I,*,J,O,T");
        assert_eq!(quiz.sequences(), 7);
    }

    #[test]
    fn every_mistake_names_its_place() {
        let err = |text: &str| Pattern::parse(text).unwrap_err();
        assert!(matches!(
            err("*p8"),
            PatternError::WildcardCount { count: 8, .. }
        ));
        assert!(matches!(
            err("*p0"),
            PatternError::WildcardCount { count: 0, .. }
        ));
        assert!(matches!(
            err("*p10"),
            PatternError::WildcardCount { count: 10, .. }
        ));
        assert!(matches!(err("*p"), PatternError::MissingCount { .. }));
        assert!(matches!(
            err("* p3"),
            PatternError::Gap {
                before: '*',
                after: 'p',
                ..
            }
        ));
        assert!(matches!(
            err("[TI] !"),
            PatternError::Gap {
                before: ']',
                after: '!',
                ..
            }
        ));
        assert!(matches!(
            err("[TT]"),
            PatternError::Duplicate {
                piece: Piece::T,
                ..
            }
        ));
        assert!(matches!(
            err("[ABC]p4"),
            PatternError::InsideSet { found: 'A', .. }
        ));
        assert!(matches!(
            err("[TIL]p4"),
            PatternError::BracketCount { count: 4, .. }
        ));
        assert!(matches!(
            err("[TI]p0"),
            PatternError::BracketCount { count: 0, .. }
        ));
        assert!(matches!(
            err("[T,I]"),
            PatternError::InsideSet { found: ',', .. }
        ));
        assert!(matches!(err("[TI"), PatternError::Unclosed { .. }));
        assert!(matches!(err("[TI#]"), PatternError::Unclosed { .. }));
        assert!(matches!(err("TI]"), PatternError::Unopened { .. }));
        assert!(matches!(err("[]"), PatternError::EmptySet { .. }));
        assert!(matches!(err("[^TILJSZO]"), PatternError::EmptySet { .. }));
        assert!(matches!(err("X"), PatternError::Unknown { found: 'X', .. }));
        assert!(matches!(err(""), PatternError::Empty));
        assert!(matches!(err("# only a comment"), PatternError::Empty));
        assert!(matches!(err(", ;"), PatternError::Empty));
        assert!(matches!(
            err("*p7;*p6"),
            PatternError::Unequal {
                pattern: 2,
                length: 6,
                expected: 7,
                ..
            }
        ));
    }

    #[test]
    fn messages_say_where_and_what_to_write() {
        let message = |text: &str| Pattern::parse(text).unwrap_err().to_string();
        assert_eq!(
            message("T,*p8"),
            "`T,*p8`, column 5: `*p8` draws 8 different pieces but there are only 7: \
             write *p1 to *p7 (*! is all seven)"
        );
        assert_eq!(
            message("*p7;[TIL]p4"),
            "pattern 2 (`[TIL]p4`), column 7: `[TIL]p4` draws 4 different pieces from a set of 3: \
             write p1 to p3 (`!` takes them all)"
        );
        assert_eq!(
            message("*p7\n*p6"),
            "pattern 2 (`*p6`) is 6 pieces long but pattern 1 is 7: \
             the patterns of one text must be equally long"
        );
        assert!(message("[TIT]").contains("column 4: T appears twice"));
    }

    #[test]
    fn too_long_patterns_are_refused() {
        let at_most = format!("{}*p2", "*p7,".repeat(6));
        assert_eq!(Pattern::parse(&at_most).unwrap().length(), 44);
        let over = format!("{}*p3,T", "*p7,".repeat(6));
        assert!(matches!(
            Pattern::parse(&over).unwrap_err(),
            PatternError::TooLong {
                length: 46,
                most: 44,
                ..
            }
        ));
    }

    #[test]
    fn display_reads_back() {
        for text in [
            "T,*p3",
            "*!",
            "[TIO]p2",
            "[^TIO]!",
            "[OZ]!",
            "S;Z",
            "[TILJSZO]p3",
        ] {
            let pattern = Pattern::parse(text).unwrap();
            assert_eq!(
                Pattern::parse(&pattern.to_string()).unwrap(),
                pattern,
                "{text}"
            );
        }
        assert_eq!(Pattern::parse("[^TIO]!").unwrap().to_string(), "[LJSZ]!");
        assert_eq!(Pattern::parse("[TILJSZO]p3").unwrap().to_string(), "*p3");
    }

    #[test]
    fn truncation_keeps_the_first_pieces() {
        let pattern = Pattern::parse("T,*p7;[IO]!,*p6").unwrap();
        assert_eq!(pattern.truncated(4).to_string(), "T,*p3;[IO]!,*p2");
        assert_eq!(pattern.truncated(1).to_string(), "T;[IO]");
        assert_eq!(pattern.truncated(8), pattern);
        assert_eq!(pattern.truncated(20), pattern);
        assert_eq!(pattern.truncated(4).length(), 4);
    }
}
