//! Reading a record of any size one game at a time, in the manner of
//! pgn-reader: the input is read line by line into a window that holds
//! only the game being read, so memory follows the longest game, never
//! the record.
//!
//! There is one reading algorithm, the game reader that [`parse`] uses on
//! a whole text; the stream runs it over the window, and takes a game
//! once the reader has stopped before the window's end (on its `*`, a
//! blank line after its moves, or the next game's header), with the rest
//! of that line in the window. A game that reaches the window's end is
//! read again once the window has grown, to twice its size each time, so
//! the work stays linear. Positions are those of the whole input.
//!
//! The window is bounded: a game (with the remarks before it) longer than
//! [`Text::Game`]'s bound is refused ([`TooLong`]) once the window
//! reaches the bound, however long its lines; blank lines and spaces
//! between games are dropped as they are read, so any amount of them
//! streams.
//!
//! [`parse`]: super::parse

use std::io::BufRead;

use super::cursor::ParseError;
use super::game::Game;
use super::game_reader::{GameReader, ReadGame, Resume};
use super::map::GameMap;
use super::warning::Warning;
use crate::input::{ReadError, Text, TooLong, read_line_within};

/// The smallest amount of input a window grows by.
const GROWTH: usize = 1 << 16;

/// One game as the stream reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamedGame {
    /// The game (with whatever parsed, if it has syntax errors).
    pub game: Game,
    /// Where its parts are, in the whole input.
    pub map: GameMap,
    /// Its syntax errors, in source order (a game with any is not valid).
    pub errors: Vec<ParseError>,
    /// Its warnings, in source order.
    pub warnings: Vec<Warning>,
}

/// The games of a record read from `input` one at a time (see the module
/// docs). Each item is a game, or the error reading the input failed
/// with (invalid UTF-8 included, and a game past [`Text::Game`]'s bound,
/// after which the stream ends); after the last game,
/// [`remarks`](GameStream::remarks) holds the remarks that follow it and
/// [`warnings`](GameStream::warnings) their warnings.
///
/// ```
/// use tetrolab::notation::GameStream;
/// let record = "La (!)\n\nLx\n\nSa *\n; the end\n";
/// let mut stream = GameStream::new(record.as_bytes());
/// let games: Vec<_> = stream.by_ref().collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 3);
/// assert_eq!(games[1].errors[0].pos.line, 3);
/// assert_eq!(games[2].map.start().line, 5);
/// assert_eq!(stream.remarks(), ["the end"]);
/// # Ok::<(), tetrolab::input::ReadError>(())
/// ```
#[derive(Debug)]
pub struct GameStream<R> {
    input: R,
    /// The input read and not yet taken: the game being read.
    window: String,
    /// Where in `window` the game being read starts: the games before it
    /// are dropped from the front only once they are half the window, so
    /// taking a short game does not move the whole window.
    start: usize,
    /// Where the window's live part (from `start`) is in the whole input.
    at: Resume,
    /// Whether the input has no more.
    exhausted: bool,
    /// Whether the input's first characters were looked at (a byte order
    /// mark there is skipped).
    bom_checked: bool,
    /// Whether the last game was given.
    finished: bool,
    remarks: Vec<String>,
    warnings: Vec<Warning>,
    /// The most bytes the window has held.
    high_water: usize,
    /// The least input the window grows by.
    growth: usize,
    /// The most bytes the window may hold.
    limit: usize,
    /// The first bytes of a character cut at the window's bound.
    carry: Vec<u8>,
}

impl<R: BufRead> GameStream<R> {
    /// A stream over `input`.
    pub fn new(input: R) -> GameStream<R> {
        GameStream::growing_by(input, GROWTH, Text::Game.limit())
    }

    /// A stream over `input` whose window grows by at least `growth`
    /// bytes (whole lines) at a time, up to `limit` bytes.
    fn growing_by(input: R, growth: usize, limit: usize) -> GameStream<R> {
        GameStream {
            input,
            window: String::new(),
            start: 0,
            at: Resume::START,
            exhausted: false,
            bom_checked: false,
            finished: false,
            remarks: Vec::new(),
            warnings: Vec::new(),
            high_water: 0,
            growth,
            limit,
            carry: Vec::new(),
        }
    }

    /// The remarks after the last game, once the stream has ended.
    pub fn remarks(&self) -> &[String] {
        &self.remarks
    }

    /// The warnings about those remarks, once the stream has ended.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// The most bytes of input the stream has held at once: about the
    /// longest game, whatever the record's size.
    pub fn high_water(&self) -> usize {
        self.high_water
    }

    /// Reads at least `GROWTH` more bytes, and at least as many as the
    /// window holds, in whole lines, up to one byte past the bound; notes
    /// when the input ends. Refuses to grow a window already past the
    /// bound: the game being read does not fit.
    /// The game being read starts on `line`.
    fn grow(&mut self, line: u32) -> Result<(), ReadError> {
        self.window.drain(..self.start);
        self.start = 0;
        let too_long = TooLong {
            text: Text::Game,
            line: Some(line),
        };
        let most = self.limit + 1;
        if self.window.len() >= most {
            return Err(too_long.into());
        }
        let wanted = most.min(self.window.len() + self.growth.max(self.window.len()));
        while self.window.len() < wanted {
            let room = most - self.window.len();
            if read_line_within(&mut self.input, &mut self.carry, &mut self.window, room)? == 0 {
                if !self.carry.is_empty() {
                    // Not one more character fits.
                    return Err(too_long.into());
                }
                self.exhausted = true;
                break;
            }
        }
        if !self.bom_checked && !self.window.is_empty() {
            self.bom_checked = true;
            if self.window.starts_with('\u{feff}') {
                self.window.drain(..'\u{feff}'.len_utf8());
            }
        }
        self.high_water = self.high_water.max(self.window.len());
        Ok(())
    }

    /// Drops `taken` bytes of the live window, moving what is left to the
    /// front once the dropped part is half the window.
    fn take(&mut self, taken: usize) {
        self.start += taken;
        if self.start > self.window.len() / 2 {
            self.window.drain(..self.start);
            self.start = 0;
        }
    }

    /// The next game, or `None` at the end of the input.
    fn next_game(&mut self) -> Result<Option<StreamedGame>, ReadError> {
        if self.finished {
            return Ok(None);
        }
        loop {
            let live = &self.window[self.start..];
            let mut reader = GameReader::resume(live, self.at);
            let read = reader.read();
            let (taken, resume) = reader.resume_point();
            let whole = self.exhausted || live[taken..].contains('\n');
            if !whole {
                if nothing_but_space(&read) {
                    // Blank lines and spaces before a game change nothing
                    // but where it starts: dropped, they take no room.
                    self.take(taken);
                    self.at = resume;
                }
                let start = if read.content {
                    read.map.start()
                } else {
                    self.at.pos
                };
                if let Err(error) = self.grow(start.line) {
                    self.finished = true;
                    return Err(error);
                }
                continue;
            }
            if !read.content {
                // Only remarks are left: the input has ended.
                self.remarks = read.game.remarks;
                self.warnings = read.warnings;
                self.window.clear();
                self.start = 0;
                self.finished = true;
                return Ok(None);
            }
            self.take(taken);
            self.at = resume;
            return Ok(Some(StreamedGame {
                game: read.game,
                map: read.map,
                errors: read.errors,
                warnings: read.warnings,
            }));
        }
    }
}

/// Whether a read found only blank lines and spaces (and the `,` and `/`
/// separators, which say nothing between games).
fn nothing_but_space(read: &ReadGame) -> bool {
    !read.content
        && read.game.remarks.is_empty()
        && read.warnings.is_empty()
        && read.errors.is_empty()
}

impl<R: BufRead> Iterator for GameStream<R> {
    type Item = Result<StreamedGame, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_game().transpose()
    }
}

#[cfg(test)]
mod tests {
    use std::io;

    use super::*;
    use crate::notation::parse;

    /// Streams `text` with a window that starts at one line, and gives
    /// what `parse` gives for the whole text.
    fn streamed(text: &str) -> crate::notation::Parsed {
        let mut stream = GameStream::growing_by(text.as_bytes(), 1, Text::Game.limit());
        let mut parsed = crate::notation::Parsed::default();
        for read in stream.by_ref() {
            let read = read.expect("text in memory reads");
            parsed.warnings.extend(read.warnings);
            if read.errors.is_empty() {
                parsed.record.games.push(read.game);
                parsed.maps.push(read.map);
            }
            parsed.errors.extend(read.errors);
        }
        parsed.warnings.extend(stream.warnings().iter().cloned());
        parsed.record.remarks = stream.remarks().to_vec();
        parsed
    }

    /// Every record the tests and the fuzzer keep, streamed through the
    /// smallest window, reads exactly as the whole text does: the same
    /// games, positions, errors, warnings and remarks.
    #[test]
    fn streaming_reads_as_the_whole_text_does() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let folders = [
            root.join("tests/data/notation"),
            root.join("../../fuzz/corpus/record"),
        ];
        let mut texts = vec![
            "La (!)\n\nLx\n\nSa *\n; the end\n".to_owned(),
            "\u{feff}[Randomizer \"7-bag\"]\n1. Ia Ob *  2. Tc\n\n\n\nSz".to_owned(),
            "{ a comment\n\nover lines }\nLa\n".to_owned(),
        ];
        for folder in folders {
            for entry in std::fs::read_dir(&folder).unwrap() {
                let path = entry.unwrap().path();
                if let Ok(text) = std::fs::read_to_string(&path) {
                    texts.push(text);
                }
            }
        }
        assert!(texts.len() > 10, "the fixtures were found");
        for text in &texts {
            assert_eq!(streamed(text), parse(text), "{text:?}");
        }
        // Several records end to end: many games, each taken in turn.
        let all = texts.join("\n\n");
        assert_eq!(streamed(&all), parse(&all));
    }

    /// A game longer than the bound is refused at the line it starts on,
    /// and the stream ends there; the games before it are read.
    #[test]
    fn a_game_past_the_bound_is_refused_where_it_starts() {
        let record = format!("Sa *\n\n{}*\n\nTa *\n", "Ia (X) ".repeat(200));
        let mut stream = GameStream::growing_by(record.as_bytes(), 16, 1000);
        assert!(stream.next().unwrap().is_ok());
        let Some(Err(ReadError::TooLong(refused))) = stream.next() else {
            panic!("the long game is refused")
        };
        assert_eq!(refused.line, Some(3));
        assert!(stream.next().is_none());
        assert!(stream.high_water() <= 1001, "{}", stream.high_water());
    }

    /// Input without a line break (`/dev/zero`) is refused within the
    /// bound, however long it runs.
    #[test]
    fn endless_input_without_lines_is_refused_within_the_bound() {
        let endless = io::BufReader::new(io::repeat(0));
        let mut stream = GameStream::growing_by(endless, 64, 4096);
        assert!(matches!(stream.next(), Some(Err(ReadError::TooLong(_)))));
        assert!(stream.high_water() <= 4097, "{}", stream.high_water());
        // A character cut at the bound is no encoding error.
        let wide = "é".repeat(10_000);
        let mut wide = GameStream::growing_by(wide.as_bytes(), 64, 4096);
        assert!(matches!(wide.next(), Some(Err(ReadError::TooLong(_)))));
    }

    /// Blank lines and spaces between games take no room, however many:
    /// the games after them read as `parse` reads them.
    #[test]
    fn any_amount_of_space_between_games_streams() {
        let space = format!("{}\n", " ".repeat(3000)).repeat(100);
        let record = format!("Sa *\n{space}\n[Width \"4\"]\nIa (X) *\n{space}");
        let mut stream = GameStream::growing_by(record.as_bytes(), 16, 1000);
        let games: Vec<_> = stream.by_ref().map(|g| g.unwrap()).collect();
        let parsed = parse(&record);
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].map, parsed.maps[1]);
        assert_eq!(games[1].game, parsed.record.games[1]);
        assert!(stream.high_water() <= 1001, "{}", stream.high_water());
    }

    /// The window holds about one game, however many games follow.
    #[test]
    fn memory_follows_the_longest_game_not_the_record() {
        let game = "[Randomizer \"7-bag\"]\n1. Ia Ob 2. Tc *\n\n";
        let record = game.repeat(20_000);
        let mut stream = GameStream::growing_by(record.as_bytes(), 64, Text::Game.limit());
        assert_eq!(stream.by_ref().count(), 20_000);
        assert!(stream.high_water() < 1024, "{}", stream.high_water());
    }
}
