//! Reading games one at a time: remarks, tags, setups and movetext, with
//! every syntax error positioned and recovery to the next separator, `)`
//! or line, so one pass reports every error. The grammar is in the
//! [module docs](super). The record reader ([`parse`](super::parse)) reads
//! game after game with it; `Game::from_str` reads one.

use std::collections::HashSet;
use std::str::FromStr;

use super::comment::{parse_comment, parse_remark};
use super::cursor::{Cursor, ParseError, Pos};
use super::game::Game;
use super::map::GameMap;
use super::marker::{no_move_before, parse_markers, starts_markers};
use super::moves::{Move, is_delimiter};
use super::setup::Setup;
use super::tags::{KnownTag, TagPair, TagValue, is_standard, nearest_known_tag};
use super::warning::Warning;

/// One game as read.
#[derive(Debug, Default)]
pub(crate) struct ReadGame {
    /// The game (with whatever parsed, if there were errors).
    pub(crate) game: Game,
    /// Where its parts are.
    pub(crate) map: GameMap,
    /// Its syntax errors, in source order.
    pub(crate) errors: Vec<ParseError>,
    /// Its warnings, in source order.
    pub(crate) warnings: Vec<Warning>,
    /// Whether it has anything but remarks; if not, the text has ended.
    pub(crate) content: bool,
    /// Where its first remark is.
    pub(crate) first_remark: Option<Pos>,
}

/// What starts a game's header part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Header {
    /// `[Key "Value"]`.
    Tag,
    /// `Set Up: rows`.
    SetupLine,
    /// Setup rows alone on a line, as the paper prints them.
    SetupRows,
}

/// Where a [`GameReader`] stopped, for another to go on from there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Resume {
    /// The position in the whole input.
    pub(crate) pos: Pos,
    /// Whether only spaces precede it on its line.
    pub(crate) line_start: bool,
    /// Whether only tags and spaces precede it on its line.
    pub(crate) after_tag: bool,
}

impl Resume {
    /// The start of an input.
    pub(crate) const START: Resume = Resume {
        pos: Pos::START,
        line_start: true,
        after_tag: false,
    };
}

/// Reads the games of a text one after another.
#[derive(Debug)]
pub(crate) struct GameReader<'a> {
    c: Cursor<'a>,
    /// Whether only spaces precede the cursor on its line.
    line_start: bool,
    /// Whether only tags and spaces precede the cursor on its line.
    after_tag: bool,
}

/// The game being read and what reading it needs to know.
#[derive(Debug, Default)]
struct Builder {
    read: ReadGame,
    /// The free tags' keys so far, to find one given twice.
    keys: HashSet<String>,
    /// Whether movetext has begun (a blank line or a header then ends the
    /// game).
    movetext: bool,
}

impl<'a> GameReader<'a> {
    /// A reader at the start of `text`, past a UTF-8 byte order mark.
    pub(crate) fn new(text: &'a str) -> GameReader<'a> {
        GameReader {
            c: Cursor::new(text.strip_prefix('\u{feff}').unwrap_or(text)),
            line_start: true,
            after_tag: false,
        }
    }

    /// A reader over `text`, a window of a longer input that starts at
    /// `pos` of it, in the state `resume` left by a reader that stopped
    /// at the window's start (see [`GameReader::resume`]).
    pub(crate) fn resume(text: &'a str, at: Resume) -> GameReader<'a> {
        GameReader {
            c: Cursor::starting_at(text, at.pos),
            line_start: at.line_start,
            after_tag: at.after_tag,
        }
    }

    /// Where the reader is, and how much of its text it has read: what a
    /// reader over the rest of the input needs to go on exactly as this
    /// one would.
    pub(crate) fn resume_point(&self) -> (usize, Resume) {
        (
            self.c.offset(),
            Resume {
                pos: self.c.pos(),
                line_start: self.line_start,
                after_tag: self.after_tag,
            },
        )
    }

    /// Where the reader is.
    pub(crate) fn pos(&self) -> Pos {
        self.c.pos()
    }

    /// Reads the next game: up to its `*`, a blank line after its
    /// movetext, a header after its movetext, or the end of the text.
    pub(crate) fn read(&mut self) -> ReadGame {
        let mut b = Builder::default();
        loop {
            self.c.skip_spaces();
            let pos = self.c.pos();
            let Some(next) = self.c.peek() else { break };
            if next == '\n' {
                self.c.bump();
                let blank = self.line_start;
                self.line_start = true;
                self.after_tag = false;
                if blank && b.movetext {
                    break;
                }
                continue;
            }
            if let Some(header) = self.header(next) {
                if b.movetext {
                    break;
                }
                self.line_start = false;
                b.touch(pos);
                match header {
                    Header::Tag => self.tag(&mut b),
                    Header::SetupLine => {
                        self.c.take_while(|c| c != ':');
                        self.c.bump();
                        self.c.skip_spaces();
                        self.setup_rows(&mut b);
                    }
                    Header::SetupRows => self.setup_rows(&mut b),
                }
                continue;
            }
            self.line_start = false;
            self.after_tag = false;
            match next {
                ';' => {
                    let text = parse_remark(&mut self.c);
                    b.remark(pos, text);
                }
                ',' | '/' => {
                    self.c.bump();
                }
                '*' => {
                    self.c.bump();
                    b.touch(pos);
                    break;
                }
                _ => {
                    b.touch(pos);
                    b.movetext = true;
                    self.movetext_item(&mut b, next);
                }
            }
        }
        b.read.game.moves.shrink_to_fit();
        b.read.map.shrink_to_fit();
        b.read
    }

    /// The header part that starts at the cursor, if one does.
    fn header(&self, next: char) -> Option<Header> {
        if next == '[' {
            let after = &self.c.rest()[1..];
            if (self.line_start || self.after_tag)
                && after.starts_with(|c: char| c.is_ascii_alphabetic())
            {
                return Some(Header::Tag);
            }
            let row = after
                .trim_start_matches([' ', '\t'])
                .starts_with(|c: char| c.is_ascii_digit() || c == '(');
            return (self.line_start && row).then_some(Header::SetupRows);
        }
        (self.line_start && self.at_setup_keyword()).then_some(Header::SetupLine)
    }

    /// Whether the cursor is at `Set Up:` (any case, `Setup:`, `Set-up:`).
    fn at_setup_keyword(&self) -> bool {
        // A short look ahead, so reading stays linear in the text.
        let head: String = self.c.rest().chars().take(13).collect();
        let Some((label, _)) = head.split_once(':') else {
            return false;
        };
        !label.contains('\n')
            && label
                .chars()
                .filter(|c| !matches!(c, ' ' | '\t' | '-'))
                .collect::<String>()
                .eq_ignore_ascii_case("setup")
    }

    /// Reads a move, a comment, or markers after a separator; after an
    /// error, moves on so reading ends.
    fn movetext_item(&mut self, b: &mut Builder, next: char) {
        let start = self.c.offset();
        let result = match next {
            '{' => parse_comment(&mut self.c).map(|text| match b.read.game.moves.last_mut() {
                Some(last) => last.notes_mut().comments.push(text),
                None => b.read.game.intro.push(text),
            }),
            m if starts_markers(m) => {
                let last = b.read.game.moves.last_mut();
                let result = match last {
                    Some(last) => last.parse_note(&mut self.c),
                    None => parse_markers(&mut self.c, &mut |marker, pos| {
                        Err(no_move_before(marker, pos))
                    }),
                };
                if result.is_err() && m != '(' {
                    self.c.take_while(|c| !is_delimiter(c));
                }
                result
            }
            _ => Move::parse(&mut self.c).map(|(m, pos)| {
                b.read.game.moves.push(m);
                b.read.map.push_move(pos);
            }),
        };
        if let Some(last) = b.read.game.moves.last_mut() {
            last.shrink_notes();
        }
        if let Err(error) = result {
            b.fail(error);
            if self.c.offset() == start {
                self.c.bump();
            }
        }
    }

    /// Reads `[Key "Value"]`.
    fn tag(&mut self, b: &mut Builder) {
        match TagPair::parse(&mut self.c) {
            Ok(pair) => {
                self.after_tag = true;
                if let Err(error) = b.tag(&pair) {
                    b.fail(error);
                }
            }
            Err(error) => {
                b.fail(error);
                self.skip_line();
            }
        }
    }

    /// Reads setup rows that must end the line.
    fn setup_rows(&mut self, b: &mut Builder) {
        let pos = self.c.pos();
        let result = Setup::parse(&mut self.c).and_then(|setup| {
            self.c.skip_spaces();
            match self.c.peek() {
                None | Some('\n' | ';') => b.set_setup(setup, pos),
                _ => Err(self
                    .c
                    .error("another row `[…]` or the end of the setup line", None)),
            }
        });
        if let Err(error) = result {
            b.fail(error);
            self.skip_line();
        }
    }

    /// Skips to the end of the line (not past it).
    fn skip_line(&mut self) {
        self.c.take_while(|c| c != '\n');
    }
}

impl Builder {
    /// Notes that the game has content starting at `pos`.
    fn touch(&mut self, pos: Pos) {
        if !self.read.content {
            self.read.content = true;
            self.read.map.set_start(pos);
        }
    }

    fn fail(&mut self, error: ParseError) {
        self.read.errors.push(error);
    }

    /// Keeps a remark read at `pos`: the last move's, else the game's.
    fn remark(&mut self, pos: Pos, text: String) {
        match self.read.game.moves.last_mut() {
            Some(last) => {
                last.notes_mut().remarks.push(text);
                last.shrink_notes();
            }
            None => {
                self.read.game.remarks.push(text);
                self.read.first_remark.get_or_insert(pos);
            }
        }
    }

    /// Stores a tag in the game, typed if it is known.
    fn tag(&mut self, pair: &TagPair<'_>) -> Result<(), ParseError> {
        let twice = || ParseError {
            pos: pair.open,
            expected: format!("each tag once per game, but `{}` is here again", pair.key),
            found: "a second one".to_owned(),
            hint: Some("end the previous game with `*` or a blank line after its moves".to_owned()),
        };
        let Some(known) = KnownTag::from_name(pair.key) else {
            if !self.keys.insert(pair.key.to_owned()) {
                return Err(twice());
            }
            if !is_standard(pair.key) {
                self.read.warnings.push(Warning::UnknownTag {
                    pos: pair.key_pos,
                    key: pair.key.to_owned(),
                    nearest: nearest_known_tag(pair.key),
                });
            }
            self.read
                .game
                .tags
                .push((pair.key.to_owned(), pair.value.clone()));
            return Ok(());
        };
        if known != KnownTag::Setup && self.read.map.tag(known).is_some() {
            return Err(twice());
        }
        let g = &mut self.read.game;
        match known.read(pair)? {
            TagValue::Setup(setup) => return self.set_setup(setup, pair.value_pos),
            TagValue::Width(width) => g.width = Some(width),
            TagValue::Height(height) => g.height = Some(height),
            TagValue::Randomizer(spec) => g.randomizer = Some(spec),
            TagValue::Seed(seed) => g.seed = Some(seed),
            TagValue::Hold(hold) => g.hold = Some(hold),
            TagValue::Quiz(quiz) => g.quiz = Some(quiz),
            TagValue::Rotation(system) => g.rotation = Some(system),
        }
        self.read.map.push_tag(known, pair.value_pos);
        Ok(())
    }

    fn set_setup(&mut self, setup: Setup, pos: Pos) -> Result<(), ParseError> {
        if self.read.game.setup.is_some() {
            return Err(ParseError {
                pos,
                expected: "one setup per game".to_owned(),
                found: "a second setup".to_owned(),
                hint: Some(
                    "end the previous game with `*` or a blank line after its moves".to_owned(),
                ),
            });
        }
        self.read.game.setup = Some(setup);
        self.read.map.push_tag(KnownTag::Setup, pos);
        Ok(())
    }
}

impl FromStr for Game {
    type Err = ParseError;

    /// Reads exactly one game (see the grammar in the [module
    /// docs](super)); the first syntax error if there is any. Remarks alone
    /// are a game with only remarks.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut reader = GameReader::new(text);
        let read = reader.read();
        if let Some(error) = read.errors.into_iter().next() {
            return Err(error);
        }
        if !read.content && read.game.remarks.is_empty() {
            return Err(ParseError {
                pos: reader.pos(),
                expected: "a game: tag pairs, a `Set Up:` line or moves".to_owned(),
                found: "end of input".to_owned(),
                hint: None,
            });
        }
        let rest = reader.read();
        if let Some(error) = rest.errors.into_iter().next() {
            return Err(error);
        }
        let after = |pos: Pos, found: &str| ParseError {
            pos,
            expected: "the end of the game".to_owned(),
            found: found.to_owned(),
            hint: Some("read several games, and remarks after them, as a Record".to_owned()),
        };
        if rest.content {
            return Err(after(rest.map.start(), "another game"));
        }
        if let Some(pos) = rest.first_remark {
            return Err(after(pos, "a remark after it"));
        }
        Ok(read.game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(text: &str) -> Vec<ReadGame> {
        let mut reader = GameReader::new(text);
        let mut games = Vec::new();
        loop {
            let read = reader.read();
            if !read.content {
                break;
            }
            games.push(read);
        }
        games
    }

    #[test]
    fn the_paper_prints_setup_rows_on_a_line_of_their_own() {
        let read = games("[(1), 4] [(1), 2, (1), 1]\nOd\n[Event \"x\"]\n[ 3, (2)]\nLa");
        assert_eq!(read.len(), 2);
        let first = &read[0];
        assert_eq!(
            first.game.setup.as_ref().unwrap().to_string(),
            "[(1), 4] [(1), 2, (1), 1]"
        );
        assert_eq!(
            first
                .map
                .locate(super::super::Location::Tag(KnownTag::Setup))
                .column,
            1
        );
        assert_eq!(read[1].game.tag("Event"), Some("x"));
        assert_eq!(read[1].game.setup.as_ref().unwrap().to_string(), "[3, (2)]");
        let err = "[3, (2)] La".parse::<Game>().unwrap_err();
        assert_eq!(err.pos.column, 10);
        assert!(err.expected.starts_with("another row"), "{err}");
    }

    #[test]
    fn remarks_stay_where_they_belong() {
        let read = games(
            "; file\n[Event \"x\"] ; event\n\n{intro} ; before\nOd ; after Od\nLa *\n; next\nSa",
        );
        assert_eq!(read[0].game.remarks, ["file", "event", "before"]);
        assert_eq!(read[0].game.moves[0].notes().remarks, ["after Od"]);
        assert_eq!(read[1].game.remarks, ["next"]);
        let err = "La *\n; after".parse::<Game>().unwrap_err();
        assert_eq!((err.pos.line, err.found.as_str()), (2, "a remark after it"));
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let game: Game = "\u{feff}[Width \"5\"]\n\nLa".parse().unwrap();
        assert_eq!(game.width, Some(5));
        assert_eq!(games("\u{feff}La")[0].map.start(), Pos::START);
    }

    #[test]
    fn unknown_tags_warn_once_each() {
        let read = games("[Widht \"5\"] [Event \"e\"] [Source \"s\"]\n\nLa");
        let warnings: Vec<String> = read[0]
            .warnings
            .iter()
            .map(|w| format!("{}: {w}", w.pos()))
            .collect();
        assert_eq!(
            warnings,
            [
                "1:2: unknown tag `Widht` kept as text; did you mean `Width`?",
                "1:26: unknown tag `Source` kept as text",
            ]
        );
    }
}
