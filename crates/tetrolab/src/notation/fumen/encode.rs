//! Encoding pages as a fumen v115 string, digit for digit as tetris-fumen's
//! encoder writes it, one page at a time.

use super::digits::Writer;
use super::field::Field;
use super::quiz::Quiz;
use super::text::write_comment;
use super::{Fumen, FumenError, Page};

/// Cells in a v115 field with its garbage row.
const BLOCKS: u32 = 240;
/// The largest repeat count one digit holds.
const MAX_REPEAT: u8 = 63;
/// The one run of a field that did not change: difference 0 (+8) on all
/// 240 squares.
const UNCHANGED: u32 = 8 * BLOCKS + BLOCKS - 1;

/// Where comment encoding is: the comment last written and the quiz it
/// started, as the reference encoder tracks them.
#[derive(Debug, Default)]
struct Comments {
    previous: String,
    quiz: Option<Quiz>,
}

impl Comments {
    /// The comment to write for a page showing `comment`, if it must be
    /// written: it is not what a viewer shows there anyway, or the page
    /// says no quiz runs on it (`quiz_runs` false) while one does, so the
    /// comment is written to end the quiz.
    fn written(&mut self, comment: Option<&str>, quiz_runs: bool) -> Option<String> {
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
        if derived && quiz_runs {
            // The viewer shows this anyway and the quiz runs on: as the
            // reference encoder, write nothing, but keep following the quiz,
            // as the decoder does.
            comment.clone_into(&mut self.previous);
            return None;
        }
        let ends_quiz = self.quiz.is_some() && !quiz_runs;
        self.quiz = None;
        let changed = ends_quiz || self.previous != comment;
        comment.clone_into(&mut self.previous);
        changed.then(|| comment.to_owned())
    }
}

/// Encodes pages one at a time, so a long fumen is never held as pages.
#[derive(Debug)]
pub(super) struct Encoder {
    out: Writer,
    /// The field after the previous page.
    previous: Field,
    /// The digit holding the running repeat count, if one runs.
    repeat_at: Option<usize>,
    comments: Comments,
    /// The next page's index.
    index: usize,
}

impl Encoder {
    pub(super) fn new() -> Encoder {
        Encoder {
            out: Writer::new("v115@"),
            previous: Field::default(),
            repeat_at: None,
            comments: Comments::default(),
            index: 0,
        }
    }

    /// Encodes the next page.
    ///
    /// # Errors
    /// Its piece's centre is outside the field, or its piece locks partly
    /// outside it.
    pub(super) fn push(&mut self, page: &Page) -> Result<(), FumenError> {
        let index = self.index;
        self.index += 1;
        let runs = field_runs(&self.previous, &page.field);
        match (runs.as_slice(), self.repeat_at) {
            // More than one run: the block, and no repeat count.
            ([_, _, ..], _) => {
                runs.iter().for_each(|&run| self.out.push(run, 2));
                self.repeat_at = None;
            }
            // The same field again: the running repeat count grows.
            ([UNCHANGED], Some(at)) if self.out.get(at) < MAX_REPEAT => {
                self.out.set(at, self.out.get(at) + 1);
            }
            // One run (the same field, or every square changed alike, which
            // is not a repeat): the block and a new repeat count, as the
            // decoder reads a repeat count after any one-run block.
            _ => {
                runs.iter().for_each(|&run| self.out.push(run, 2));
                self.out.push(0, 1);
                self.repeat_at = Some(self.out.len() - 1);
            }
        }
        let shown = (index != 0 || !page.comment.is_empty()).then_some(page.comment.as_str());
        let written = self.comments.written(shown, page.flags.quiz);
        if let Some(quiz) = &self.comments.quiz
            && quiz.can_operate()
            && page.flags.lock
        {
            self.comments.quiz = quiz.advance(page.piece.map(|p| p.piece)).ok();
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
        self.out
            .push(((flags * BLOCKS + position) * 4 + rotation) * 8 + code, 3);
        if let Some(comment) = written {
            write_comment(&comment, &mut self.out);
        }
        self.previous = page
            .field
            .after(page.piece.as_ref(), &page.flags)
            .ok_or(FumenError::PieceOffField { page: index })?;
        Ok(())
    }

    /// The fumen string: `v115@` and the data.
    pub(super) fn finish(self) -> String {
        self.out.finish()
    }
}

impl Fumen {
    /// Encodes the pages as `v115@…`: each field as run lengths of its
    /// difference from the previous page's field after that page's piece,
    /// repeat counts for unchanged fields, each comment only where a viewer
    /// would not show it anyway (unchanged, or the quiz's own next state)
    /// or where it ends a quiz (the page's `quiz` flag is off while a quiz
    /// runs), and `?` every 47 characters. Decoding a fumen and encoding its
    /// pages gives back the same string for every fumen tetris-fumen writes.
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
        let mut encoder = Encoder::new();
        for page in &self.pages {
            encoder.push(page)?;
        }
        Ok(encoder.finish())
    }
}

/// A field as run values (difference + 8, run length − 1) against
/// `previous`, scanning from the top row to the garbage row. One run means
/// the field did not change.
fn field_runs(previous: &Field, current: &Field) -> Vec<u32> {
    let diffs = (0..24i8).flat_map(|row| {
        let y = 22 - row;
        (0..10i8).map(move |x| current.code(x, y) as i32 - previous.code(x, y) as i32 + 8)
    });
    let mut runs = Vec::new();
    let mut run: Option<(i32, u32)> = None;
    for diff in diffs {
        run = match run {
            Some((d, n)) if d == diff => Some((d, n + 1)),
            Some((d, n)) => {
                runs.push(d as u32 * BLOCKS + n - 1);
                Some((diff, 1))
            }
            None => Some((diff, 1)),
        };
    }
    if let Some((d, n)) = run {
        runs.push(d as u32 * BLOCKS + n - 1);
    }
    runs
}
