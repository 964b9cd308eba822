//! fumen's quiz comments, `#Q=[hold](current)next…`, which the viewer
//! advances as pieces lock. Decoding and encoding must follow the reference
//! implementation's string rules exactly, odd corners included, so this
//! mirrors them: JavaScript's `undefined` is a distinct value, and text built
//! from it reads "undefined" (and then fails the quiz pattern).

use std::fmt;

use super::text::is_js_space;
use crate::Piece;

/// A quiz string that failed the quiz pattern or an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct QuizError;

/// A character slot of a quiz (hold, current or next piece) as JavaScript
/// sees it: no character at all, empty, or a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Undefined,
    Empty,
    Char(char),
}

impl Slot {
    fn is(self, piece: Piece) -> bool {
        self == Slot::Char(piece.letter())
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Undefined => f.write_str("undefined"),
            Slot::Empty => Ok(()),
            Slot::Char(c) => write!(f, "{c}"),
        }
    }
}

/// How a placed piece came out of a quiz's queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Operation {
    Direct,
    Swap,
    Stock,
}

/// A quiz's text, verified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Quiz(Vec<char>);

/// `#Q=[]();`: an exhausted quiz followed by the next one.
const END: &str = "#Q=[]();";

impl Quiz {
    /// Whether a comment is a quiz.
    pub(super) fn is_quiz(comment: &str) -> bool {
        comment.starts_with("#Q=")
    }

    /// Verifies a quiz: with white space removed it must start
    /// `#Q=[h](c)` with h and c piece letters or empty. Texts that are not
    /// quizzes, or blank, or exactly `#Q=[]()`, are kept as they are.
    pub(super) fn new(text: &str) -> Result<Quiz, QuizError> {
        let trimmed: Vec<char> = text.chars().filter(|&c| !is_js_space(c)).collect();
        if trimmed.is_empty() || text == "#Q=[]()" || !Quiz::is_quiz(text) {
            return Ok(Quiz(text.chars().collect()));
        }
        let piece = |c: Option<&char>| {
            c.is_some_and(|c| Piece::from_ascii(u8::try_from(*c).unwrap_or(0)).is_some())
        };
        let mut i = 4;
        let ok = trimmed.starts_with(&['#', 'Q', '=', '[']) && {
            if piece(trimmed.get(i)) {
                i += 1;
            }
            trimmed.get(i) == Some(&']') && trimmed.get(i + 1) == Some(&'(') && {
                i += 2;
                if piece(trimmed.get(i)) {
                    i += 1;
                }
                trimmed.get(i) == Some(&')')
            }
        };
        if ok {
            Ok(Quiz(trimmed))
        } else {
            Err(QuizError)
        }
    }

    fn text(&self) -> String {
        self.0.iter().collect()
    }

    /// JavaScript's `indexOf(c) + 1` (0 when absent).
    fn after(&self, c: char) -> usize {
        self.0.iter().position(|&x| x == c).map_or(0, |i| i + 1)
    }

    /// JavaScript's `substr(from)`.
    fn from(&self, from: usize) -> String {
        self.0
            .get(from..)
            .map(|s| s.iter().collect())
            .unwrap_or_default()
    }

    /// The slot after `open`, empty if it is `close`.
    fn slot(&self, open: char, close: char) -> Slot {
        match self.0.get(self.after(open)) {
            None => Slot::Undefined,
            Some(&c) if c == close => Slot::Empty,
            Some(&c) => Slot::Char(c),
        }
    }

    fn hold(&self) -> Slot {
        self.slot('[', ']')
    }

    fn current(&self) -> Slot {
        self.slot('(', ')')
    }

    fn next(&self) -> Slot {
        match self.0.get(self.after(')')) {
            None | Some(';') => Slot::Empty,
            Some(&c) => Slot::Char(c),
        }
    }

    /// Everything after the `)`.
    fn least(&self) -> String {
        self.from(self.after(')'))
    }

    /// Everything after the next piece (or from the `;` if none).
    fn least_after_next(&self) -> String {
        let close = self.after(')');
        if self.0.get(close) == Some(&';') {
            self.from(close)
        } else {
            self.from(close + 1)
        }
    }

    fn operation(&self, used: Piece) -> Result<Operation, QuizError> {
        let (current, hold, next) = (self.current(), self.hold(), self.next());
        if current.is(used) {
            Ok(Operation::Direct)
        } else if hold.is(used) {
            Ok(Operation::Swap)
        } else if hold == Slot::Empty && next.is(used) {
            Ok(Operation::Stock)
        } else if hold != Slot::Empty && current == Slot::Empty && next.is(used) {
            Ok(Operation::Direct)
        } else {
            Err(QuizError)
        }
    }

    fn operate(&self, operation: Operation) -> Result<Quiz, QuizError> {
        let (current, hold, next) = (self.current(), self.hold(), self.next());
        let rest = self.least_after_next();
        let head = |s: &str| {
            s.chars()
                .next()
                .map_or_else(|| "undefined".to_owned(), String::from)
        };
        let tail = |s: &str| s.chars().skip(1).collect::<String>();
        match operation {
            Operation::Direct if current == Slot::Empty => {
                Quiz::new(&format!("#Q=[{hold}]({}){}", head(&rest), tail(&rest)))
            }
            Operation::Direct => Quiz::new(&format!("#Q=[{hold}]({next}){rest}")),
            Operation::Swap if hold == Slot::Empty => Err(QuizError),
            Operation::Swap => Quiz::new(&format!("#Q=[{current}]({next}){rest}")),
            Operation::Stock if hold != Slot::Empty || next == Slot::Empty => Err(QuizError),
            Operation::Stock => {
                let first: String = rest.chars().take(1).collect();
                if rest.chars().count() > 1 {
                    Quiz::new(&format!("#Q=[{current}]({first}){}", tail(&rest)))
                } else {
                    Quiz::new(&format!("#Q=[{current}]({first})"))
                }
            }
        }
    }

    /// The quiz after `used` locks: it advances, or (if `used` cannot come
    /// out of it) it is only formatted.
    pub(super) fn advance(&self, used: Option<Piece>) -> Result<Quiz, QuizError> {
        let advanced = used.ok_or(QuizError).and_then(|used| {
            let quiz = self.next_if_end()?;
            let operation = quiz.operation(used)?;
            quiz.operate(operation)
        });
        advanced.or_else(|_| self.format())
    }

    /// Whether pieces can still come out of the quiz.
    pub(super) fn can_operate(&self) -> bool {
        let text = self.text();
        let text = text.strip_prefix(END).unwrap_or(&text);
        Quiz::is_quiz(text) && text != "#Q=[]()"
    }

    fn next_if_end(&self) -> Result<Quiz, QuizError> {
        match self.text().strip_prefix(END) {
            Some(rest) => Quiz::new(rest),
            None => Ok(self.clone()),
        }
    }

    /// The quiz as the viewer shows it: the next piece moved up when the
    /// current one is gone, an exhausted quiz as the text after it.
    pub(super) fn format(&self) -> Result<Quiz, QuizError> {
        let quiz = self.next_if_end()?;
        if quiz.text() == "#Q=[]()" {
            return Quiz::new("");
        }
        let (current, hold) = (quiz.current(), quiz.hold());
        if current == Slot::Empty && hold != Slot::Empty {
            return Quiz::new(&format!("#Q=[]({hold}){}", quiz.least()));
        }
        if current == Slot::Empty {
            let least = quiz.least();
            let rest: String = least.chars().skip(1).collect();
            return match least.chars().next() {
                None => Quiz::new(""),
                Some(';') => Quiz::new(&rest),
                Some(head) => Quiz::new(&format!("#Q=[]({head}){rest}")),
            };
        }
        Ok(quiz)
    }
}

impl fmt::Display for Quiz {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// What a viewer shows on pages that write no comment of their own: the
/// last comment written or, while a quiz runs, the quiz's state, advanced
/// as pieces lock. The decoder and the record exporter follow it alike.
#[derive(Debug, Default)]
pub(super) struct Shown {
    last: String,
    page: usize,
    quiz: Option<Quiz>,
}

impl Shown {
    /// Page `page` writes `text`: a quiz starts if it is one.
    pub(super) fn write(&mut self, page: usize, text: &str) {
        self.quiz = Quiz::is_quiz(text).then(|| Quiz::new(text).ok()).flatten();
        text.clone_into(&mut self.last);
        self.page = page;
    }

    /// What a page that writes no comment shows, and the page it inherits
    /// the comment from.
    pub(super) fn inherited(&self) -> Result<(String, usize), QuizError> {
        let text = match &self.quiz {
            Some(quiz) => quiz.format()?.to_string(),
            None => self.last.clone(),
        };
        Ok((text, self.page))
    }

    /// Whether a quiz runs.
    pub(super) fn quiz_runs(&self) -> bool {
        self.quiz.is_some()
    }

    /// A locking page places `piece` (or none): a running quiz advances.
    pub(super) fn lock(&mut self, piece: Option<Piece>) -> Result<(), QuizError> {
        if let Some(quiz) = &self.quiz
            && quiz.can_operate()
        {
            self.quiz = Some(quiz.advance(piece)?);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiz(text: &str) -> Quiz {
        Quiz::new(text).unwrap()
    }

    /// tetris-fumen's quiz test vector, step by step.
    #[test]
    fn the_reference_quiz_advances() {
        let mut q = quiz("#Q=[](L)TSJ");
        for (used, shown) in [
            (Some(Piece::L), "#Q=[](T)SJ"),
            (Some(Piece::S), "#Q=[T](J)"),
            (None, "#Q=[T](J)"),
            (Some(Piece::T), "#Q=[](J)"),
            (Some(Piece::J), ""),
        ] {
            assert!(q.can_operate());
            q = q.advance(used).unwrap();
            assert_eq!(q.format().unwrap().to_string(), shown);
        }
        assert!(!q.can_operate());
    }

    #[test]
    fn verification() {
        assert_eq!(quiz("#Q= [ ] ( o ) S ").to_string(), "#Q=[](o)S");
        assert_eq!(quiz(" #Q=[](X)").to_string(), " #Q=[](X)");
        assert!(Quiz::new("#Q=[X](T)").is_err());
        assert!(Quiz::new("#Q=[](T").is_err());
        assert_eq!(quiz("plain text").to_string(), "plain text");
        assert_eq!(
            quiz("#Q=[]();#Q=[](I)").format().unwrap().to_string(),
            "#Q=[](I)"
        );
        assert!(quiz("#Q=[]();#Q=bad").format().is_err());
        assert_eq!(quiz("#Q=[]();after").format().unwrap().to_string(), "after");
    }
}
