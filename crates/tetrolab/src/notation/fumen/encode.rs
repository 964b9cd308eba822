//! Encoding pages as a fumen v115 string, digit for digit as tetris-fumen's
//! encoder writes it.

use super::digits::Writer;
use super::field::Field;
use super::quiz::Quiz;
use super::text::write_comment;
use super::{Fumen, FumenError};

/// Cells in a v115 field with its garbage row.
const BLOCKS: u32 = 240;
/// The largest repeat count one digit holds.
const MAX_REPEAT: u8 = 63;

/// Where comment encoding is: the comment last written and the quiz it
/// started, as the reference encoder tracks them.
struct Comments {
    previous: String,
    quiz: Option<Quiz>,
}

impl Comments {
    /// The comment to write for a page showing `comment`, if it must be
    /// written (it is not what a viewer shows there anyway).
    fn written(&mut self, comment: Option<&str>) -> Option<String> {
        let Some(comment) = comment else {
            self.quiz = None;
            return None;
        };
        let derived = self
            .quiz
            .as_ref()
            .and_then(|q| q.format().ok())
            .is_some_and(|q| q.to_string() == comment);
        if Quiz::is_quiz(comment) {
            if derived {
                return None;
            }
            self.previous = comment.to_owned();
            self.quiz = Quiz::new(comment).ok();
            return Some(comment.to_owned());
        }
        self.quiz = None;
        let changed = !derived && self.previous != comment;
        self.previous = comment.to_owned();
        changed.then(|| comment.to_owned())
    }
}

impl Fumen {
    /// Encodes the pages as `v115@…`: each field as run lengths of its
    /// difference from the previous page's field after that page's piece,
    /// repeat counts for unchanged fields, each comment only where a viewer
    /// would not show it anyway (unchanged, or the quiz's own next state),
    /// and `?` every 47 characters. Decoding a fumen and encoding its pages
    /// gives back the same string.
    ///
    /// # Errors
    /// A piece's centre is outside the field, or a locked piece lies partly
    /// outside it.
    ///
    /// ```
    /// use tetrolab::notation::fumen::Fumen;
    /// let text = "v115@vhDAgWFAooMDEPBAAAAAPFA3XaDEEBAAAAAAAAPDAF?rmAA";
    /// let fumen = Fumen::decode(text).unwrap();
    /// assert_eq!(fumen.pages[2].comment, "world");
    /// assert_eq!(fumen.encode().unwrap(), text);
    /// ```
    pub fn encode(&self) -> Result<String, FumenError> {
        let mut out = Writer::default();
        let mut previous = Field::default();
        let mut repeat_at: Option<usize> = None;
        let mut comments = Comments {
            previous: String::new(),
            quiz: None,
        };
        for (index, page) in self.pages.iter().enumerate() {
            let (changed, runs) = encode_field(&previous, &page.field);
            if changed {
                out.append(&runs);
                repeat_at = None;
            } else {
                match repeat_at {
                    Some(at) if out.get(at) < MAX_REPEAT => out.set(at, out.get(at) + 1),
                    _ => {
                        out.append(&runs);
                        out.push(0, 1);
                        repeat_at = Some(out.len() - 1);
                    }
                }
            }
            let shown = (index != 0 || !page.comment.is_empty()).then_some(page.comment.as_str());
            let written = comments.written(shown);
            if let Some(quiz) = &comments.quiz
                && quiz.can_operate()
                && page.flags.lock
            {
                comments.quiz = quiz.advance(page.piece.map(|p| p.piece)).ok();
            }
            let (code, rotation, position) = match page.piece {
                None => (0, 0, 0),
                Some(piece) => {
                    let (code, rotation, x, y) = piece.to_wire();
                    let position = (22 - y) * 10 + x;
                    if !(0..10).contains(&x) || !(0..BLOCKS as i32).contains(&position) {
                        return Err(FumenError::PieceOffField { page: index });
                    }
                    (code, rotation, position as u32)
                }
            };
            let flags = u32::from(page.flags.rise)
                | u32::from(page.flags.mirror) << 1
                | u32::from(page.flags.colorize) << 2
                | u32::from(written.is_some()) << 3
                | u32::from(!page.flags.lock) << 4;
            out.push(((flags * BLOCKS + position) * 4 + rotation) * 8 + code, 3);
            if let Some(comment) = written {
                write_comment(&comment, &mut out);
            }
            previous = page
                .field
                .after(page.piece.as_ref(), &page.flags)
                .ok_or(FumenError::PieceOffField { page: index })?;
        }
        Ok(format!("v115@{}", out.finish()))
    }
}

/// A field as runs of its difference from `previous`, scanning from the top
/// row to the garbage row; and whether there is more than one run.
fn encode_field(previous: &Field, current: &Field) -> (bool, Writer) {
    let mut runs = Writer::default();
    let diffs = (0..24i8).flat_map(|row| {
        let y = 22 - row;
        (0..10i8).map(move |x| current.code(x, y) as i32 - previous.code(x, y) as i32 + 8)
    });
    let mut run: Option<(i32, u32)> = None;
    let mut changed = false;
    for diff in diffs {
        run = match run {
            Some((d, n)) if d == diff => Some((d, n + 1)),
            Some((d, n)) => {
                runs.push(d as u32 * BLOCKS + n - 1, 2);
                changed = true;
                Some((diff, 1))
            }
            None => Some((diff, 1)),
        };
    }
    if let Some((d, n)) = run {
        runs.push(d as u32 * BLOCKS + n - 1, 2);
    }
    (changed, runs)
}
