//! Reading record files: games, tags, setup lines and movetext, with every
//! error positioned and recovery to the end of the game, so one pass
//! reports every syntax error. The grammar is in the [module docs](super).

use std::collections::HashSet;

use super::cursor::{Cursor, ParseError, Pos};
use super::moves::{Marker, Move};
use super::record::{Game, KnownTag, Location, Record};
use super::setup::Setup;
use super::triad::Triad;
use crate::notation::Board;

/// Where the parts of one game are in the source text.
///
/// ```
/// use tetrolab::notation::{Location, Pos, parse};
/// let parsed = parse("; the paper's sample\nSet Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta\n");
/// let map = &parsed.maps[0];
/// assert_eq!(map.locate(Location::Move(1)), Pos { line: 3, column: 10 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameMap {
    start: Pos,
    moves: Vec<Pos>,
    tags: Vec<(KnownTag, Pos)>,
}

impl GameMap {
    /// Where the game's first tag, setup line, comment or move is.
    pub fn start(&self) -> Pos {
        self.start
    }

    /// Where `location` is: a move's triad, a known tag's value (for the
    /// setup, also a `Set Up:` line's first row), or the game's start when
    /// the game has no such part.
    pub fn locate(&self, location: Location) -> Pos {
        match location {
            Location::Game => None,
            Location::Tag(tag) => self.tags.iter().find(|(t, _)| *t == tag).map(|t| t.1),
            Location::Move(i) => self.moves.get(i).copied(),
        }
        .unwrap_or(self.start)
    }
}

/// A record read leniently: the games that parsed, where their parts are,
/// and every syntax error (a game with an error is left out of `record`).
///
/// ```
/// use tetrolab::notation::parse;
/// let parsed = parse("La (!)\n\nLx\n\nSa *");
/// assert_eq!(parsed.record.games.len(), 2);
/// assert_eq!(parsed.maps[1].start().line, 5);
/// assert_eq!(parsed.errors[0].pos.line, 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Parsed {
    /// The games without syntax errors.
    pub record: Record,
    /// One source map per game in `record`, in the same order.
    pub maps: Vec<GameMap>,
    /// Every syntax error, in source order.
    pub errors: Vec<ParseError>,
}

/// Reads a record file leniently: every game, every syntax error.
///
/// Never panics and takes time linear in the text. After an error the
/// reader skips to the next separator, `)` or line, so later errors in the
/// same game are reported too; such a game is not in the record.
///
/// ```
/// use tetrolab::notation::parse;
/// let parsed = parse("La, Qb, Tx\n\nSa *\n");
/// assert_eq!(parsed.record.games.len(), 1);
/// let errors: Vec<String> = parsed.errors.iter().map(|e| format!("{}: {e}", e.pos)).collect();
/// assert_eq!(errors, [
///     "1:5: expected a piece letter I J L O S T Z, found `Q`",
///     "1:10: expected a column letter a b c d e f g h k m, found `x` (i, j and l are skipped)",
/// ]);
/// ```
pub fn parse(text: &str) -> Parsed {
    let mut parser = Parser {
        c: Cursor::new(text),
        line_start: true,
        after_tag: false,
        parsed: Parsed::default(),
    };
    parser.run();
    parser.parsed
}

/// Reads exactly one game.
pub(crate) fn single_game(text: &str) -> Result<Game, ParseError> {
    let parsed = parse(text);
    if let Some(error) = parsed.errors.into_iter().next() {
        return Err(error);
    }
    let mut games = parsed.record.games.into_iter();
    match (games.next(), parsed.maps.get(1)) {
        (Some(game), None) => Ok(game),
        (None, _) => Err(ParseError {
            pos: end_of(text),
            expected: "a game: tag pairs, a `Set Up:` line or moves".to_owned(),
            found: "end of input".to_owned(),
            hint: None,
        }),
        (Some(_), Some(second)) => Err(ParseError {
            pos: second.start(),
            expected: "the end of the game".to_owned(),
            found: "another game".to_owned(),
            hint: Some("read several games as a Record".to_owned()),
        }),
    }
}

/// Reads exactly one move (and its markers, annotations and comments).
pub(crate) fn single_move(text: &str) -> Result<Move, ParseError> {
    let parsed = parse(text);
    if let Some(error) = parsed.errors.into_iter().next() {
        return Err(error);
    }
    let map = parsed.maps.first().cloned().unwrap_or_default();
    let game = parsed.record.games.into_iter().next().unwrap_or_default();
    let not_a_move = |pos: Pos, found: &str| ParseError {
        pos,
        expected: "a move such as `T2c4 (X)`".to_owned(),
        found: found.to_owned(),
        hint: None,
    };
    if game
        != (Game {
            moves: game.moves.clone(),
            ..Game::default()
        })
    {
        return Err(not_a_move(map.start(), "a game header or comment"));
    }
    let mut moves = game.moves.into_iter();
    match (moves.next(), moves.next()) {
        (Some(m), None) => Ok(m),
        (None, _) => Err(not_a_move(end_of(text), "end of input")),
        (Some(_), Some(_)) => Err(ParseError {
            pos: map.locate(Location::Move(1)),
            expected: "the end of the move".to_owned(),
            found: "another move".to_owned(),
            hint: None,
        }),
    }
}

/// The position just past the end of `text`.
fn end_of(text: &str) -> Pos {
    let mut c = Cursor::new(text);
    while c.bump().is_some() {}
    c.pos()
}

/// Characters that end a move's triad.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || ",/({$*;".contains(c)
}

/// One game being read.
#[derive(Debug, Default)]
struct Builder {
    game: Game,
    map: GameMap,
    /// The free tags' keys so far, to find one given twice.
    keys: HashSet<String>,
    /// Whether movetext has begun (a blank line or a tag then ends the game).
    movetext: bool,
    /// Whether anything at all belongs to the game yet.
    content: bool,
    /// Whether the game had a syntax error.
    failed: bool,
}

impl Builder {
    /// Notes that the game has content starting at `pos`.
    fn touch(&mut self, pos: Pos) {
        if !self.content {
            self.content = true;
            self.map.start = pos;
        }
    }
}

struct Parser<'a> {
    c: Cursor<'a>,
    /// Whether only spaces precede the cursor on its line.
    line_start: bool,
    /// Whether only tags and spaces precede the cursor on its line.
    after_tag: bool,
    parsed: Parsed,
}

impl<'a> Parser<'a> {
    fn run(&mut self) {
        let mut game = Builder::default();
        loop {
            self.c.skip_spaces();
            let pos = self.c.pos();
            let Some(next) = self.c.peek() else { break };
            let header = match next {
                '[' => {
                    (self.line_start || self.after_tag)
                        && self
                            .c
                            .peek_second()
                            .is_some_and(|c| c.is_ascii_alphabetic())
                }
                _ => self.line_start && self.at_setup_keyword(),
            };
            if next == '\n' {
                self.c.bump();
                if self.line_start && game.movetext {
                    self.finish(&mut game);
                }
                self.line_start = true;
                self.after_tag = false;
                continue;
            }
            self.line_start = false;
            if header {
                if game.movetext {
                    self.finish(&mut game);
                }
                game.touch(pos);
                if next == '[' {
                    self.tag(&mut game);
                } else {
                    self.setup_line(&mut game);
                }
                continue;
            }
            self.after_tag = false;
            match next {
                ';' => {
                    self.c.take_while(|c| c != '\n');
                }
                ',' | '/' => {
                    self.c.bump();
                }
                '*' => {
                    self.c.bump();
                    game.touch(pos);
                    self.finish(&mut game);
                }
                _ => {
                    game.touch(pos);
                    game.movetext = true;
                    self.movetext_item(&mut game, next);
                }
            }
        }
        self.finish(&mut game);
    }

    /// Ends the game being read and starts the next one.
    fn finish(&mut self, game: &mut Builder) {
        let done = std::mem::take(game);
        if done.content && !done.failed {
            self.parsed.record.games.push(done.game);
            self.parsed.maps.push(done.map);
        }
    }

    fn fail(&mut self, game: &mut Builder, error: ParseError) {
        game.failed = true;
        self.parsed.errors.push(error);
    }

    /// Skips to the end of the line (not past it).
    fn skip_line(&mut self) {
        self.c.take_while(|c| c != '\n');
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

    fn movetext_item(&mut self, game: &mut Builder, next: char) {
        let start = self.c.offset();
        let result = match next {
            '{' => self.comment(game),
            '(' => self.group(game),
            '$' => {
                let pos = self.c.pos();
                Marker::parse(&mut self.c).and_then(|m| self.attach(game, m, pos))
            }
            d if d.is_ascii_digit() => self.move_number(),
            _ => self.triad(game),
        };
        if let Err(error) = result {
            self.fail(game, error);
            // Whatever the error, the reader moves on, so reading ends.
            if self.c.offset() == start {
                self.c.bump();
            }
            if next != '(' {
                self.c.take_while(|c| !is_delimiter(c));
            }
        }
    }

    fn comment(&mut self, game: &mut Builder) -> Result<(), ParseError> {
        let open = self.c.pos();
        self.c.bump();
        let start = self.c.offset();
        self.c.take_while(|c| c != '}');
        let text = self.c.since(start).to_owned();
        if !self.c.eat('}') {
            return Err(self.c.error_at(
                open,
                "`}` to close the comment that starts here",
                Some("comments cannot nest"),
            ));
        }
        match game.game.moves.last_mut() {
            Some(m) => m.comments.push(text),
            None => game.game.intro.push(text),
        }
        Ok(())
    }

    /// Reads `( item, item … )` after a move; after an error, skips to the
    /// `)` or the end of the line.
    fn group(&mut self, game: &mut Builder) -> Result<(), ParseError> {
        let open = self.c.pos();
        self.c.bump();
        let mut items = 0;
        loop {
            self.c.take_while(|c| c == ' ' || c == '\t' || c == ',');
            if self.c.eat(')') {
                break;
            }
            let pos = self.c.pos();
            let item = if self.c.peek().is_none_or(|c| c == '\n') {
                Err(self.c.error("`)` to close the marker", None))
            } else {
                Marker::parse(&mut self.c).and_then(|marker| self.attach(game, marker, pos))
            };
            if let Err(error) = item {
                self.c.take_while(|c| c != ')' && c != '\n');
                self.c.eat(')');
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

    /// Gives the last move a clear marker or an annotation read at `pos`.
    fn attach(&mut self, game: &mut Builder, marker: Marker, pos: Pos) -> Result<(), ParseError> {
        let Some(last) = game.game.moves.last_mut() else {
            return Err(ParseError {
                pos,
                expected: "a move before its clear marker or annotation".to_owned(),
                found: format!("`{}`", marker_text(marker)),
                hint: None,
            });
        };
        match marker {
            Marker::Nag(nag) => last.nags.push(nag),
            Marker::Clear(clear) => {
                if let Some(first) = last.clear {
                    return Err(ParseError {
                        pos,
                        expected: format!(
                            "one clear marker per move (this move already has {first})"
                        ),
                        found: format!("{clear}"),
                        hint: None,
                    });
                }
                last.clear = Some(clear);
            }
        }
        Ok(())
    }

    /// Skips a move number `12.` (any number of dots).
    fn move_number(&mut self) -> Result<(), ParseError> {
        self.c.number();
        if !self.c.eat('.') {
            return Err(self.c.error(
                "`.` after a move number",
                Some("move numbers are written `1.`; a move starts with a piece letter"),
            ));
        }
        self.c.take_while(|c| c == '.');
        Ok(())
    }

    fn triad(&mut self, game: &mut Builder) -> Result<(), ParseError> {
        let pos = self.c.pos();
        let triad = Triad::parse(&mut self.c)?;
        if self.c.peek().is_some_and(|c| !is_delimiter(c)) {
            return Err(self.c.error(
                "`,`, `/`, a space or a marker `(…)` after the move",
                Some("a triad is a piece, an orientation 0-3, a column and an optional row"),
            ));
        }
        game.game.moves.push(Move::new(triad));
        game.map.moves.push(pos);
        Ok(())
    }

    /// Reads `[Key "Value"]`.
    fn tag(&mut self, game: &mut Builder) {
        let open = self.c.pos();
        match self.tag_pair() {
            Ok((key, value, raw, value_pos)) => {
                self.after_tag = true;
                if let Err(error) = store_tag(game, &key, value, raw, value_pos, open) {
                    self.fail(game, error);
                }
            }
            Err(error) => {
                self.fail(game, error);
                self.skip_line();
            }
        }
    }

    /// The key, unescaped value, raw value text and the value's position.
    fn tag_pair(&mut self) -> Result<(String, String, &'a str, Pos), ParseError> {
        self.c.bump();
        self.c.skip_spaces();
        let key = self
            .c
            .take_while(|c| c.is_ascii_alphanumeric() || c == '_')
            .to_owned();
        self.c.skip_spaces();
        if !self.c.eat('"') {
            return Err(self.c.error(
                "`\"` and the tag's value",
                Some("tags are written [Key \"Value\"]"),
            ));
        }
        let value_pos = self.c.pos();
        let start = self.c.offset();
        let mut value = String::new();
        loop {
            match self.c.peek() {
                None | Some('\n') => {
                    return Err(self.c.error("`\"` to end the tag's value", None));
                }
                Some('"') => break,
                Some('\\') => {
                    self.c.bump();
                    match self.c.peek() {
                        Some(c @ ('"' | '\\')) => value.push(c),
                        _ => {
                            return Err(self.c.error(
                                "`\"` or `\\` after `\\`",
                                Some("write \\\" for a quote and \\\\ for a backslash"),
                            ));
                        }
                    }
                }
                Some(c) => value.push(c),
            }
            self.c.bump();
        }
        let raw = self.c.since(start);
        self.c.bump();
        self.c.skip_spaces();
        if !self.c.eat(']') {
            return Err(self.c.error("`]` to close the tag", None));
        }
        Ok((key, value, raw, value_pos))
    }

    /// Reads a `Set Up: rows` line.
    fn setup_line(&mut self, game: &mut Builder) {
        self.c.take_while(|c| c != ':');
        self.c.bump();
        self.c.skip_spaces();
        let pos = self.c.pos();
        let result = Setup::parse(&mut self.c).and_then(|setup| {
            self.c.skip_spaces();
            match self.c.peek() {
                None | Some('\n' | ';') => set_setup(game, setup, pos),
                _ => Err(self
                    .c
                    .error("another row `[…]` or the end of the setup line", None)),
            }
        });
        if let Err(error) = result {
            self.fail(game, error);
            self.skip_line();
        }
    }
}

fn marker_text(marker: Marker) -> String {
    match marker {
        Marker::Clear(clear) => clear.to_string(),
        Marker::Nag(nag) => nag.to_string(),
    }
}

fn set_setup(game: &mut Builder, setup: Setup, pos: Pos) -> Result<(), ParseError> {
    if game.game.setup.is_some() {
        return Err(ParseError {
            pos,
            expected: "one setup per game".to_owned(),
            found: "a second setup".to_owned(),
            hint: Some("end the previous game with `*` or a blank line after its moves".to_owned()),
        });
    }
    game.game.setup = Some(setup);
    game.map.tags.push((KnownTag::Setup, pos));
    Ok(())
}

/// Stores a tag in the game, typed if it is known.
fn store_tag(
    game: &mut Builder,
    key: &str,
    value: String,
    raw: &str,
    value_pos: Pos,
    open: Pos,
) -> Result<(), ParseError> {
    let invalid = |expected: &str| ParseError {
        pos: value_pos,
        expected: expected.to_owned(),
        found: format!("`{value}`"),
        hint: None,
    };
    let twice = || ParseError {
        pos: open,
        expected: format!("each tag once per game, but `{key}` is here again"),
        found: "a second one".to_owned(),
        hint: Some("end the previous game with `*` or a blank line after its moves".to_owned()),
    };
    let Some(known) = KnownTag::from_name(key) else {
        if !game.keys.insert(key.to_owned()) {
            return Err(twice());
        }
        game.game.tags.push((key.to_owned(), value));
        return Ok(());
    };
    if known == KnownTag::Setup {
        let mut c = Cursor::starting_at(raw, value_pos);
        let setup = Setup::parse(&mut c)?;
        c.skip_spaces();
        if !c.at_end() {
            return Err(c.error("another row `[…]` or the end of the setup", None));
        }
        return set_setup(game, setup, value_pos);
    }
    if game.map.tags.iter().any(|(t, _)| *t == known) {
        return Err(twice());
    }
    let number = |max: u32| {
        let digits = value.trim();
        (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && digits.len() <= 5)
            .then(|| digits.parse::<u32>().ok())
            .flatten()
            .filter(|n| (1..=max).contains(n))
    };
    let g = &mut game.game;
    match known {
        KnownTag::Width => {
            g.width = Some(number(10).ok_or_else(|| invalid("a width of 1 to 10 columns"))? as u8);
        }
        KnownTag::Height => {
            let max = u32::from(Board::MAX_HEIGHT);
            let height =
                number(max).ok_or_else(|| invalid(&format!("a height of 1 to {max} rows")))?;
            g.height = Some(height as u16);
        }
        KnownTag::Randomizer => {
            if value.trim().is_empty() {
                return Err(invalid("a randomizer spec such as tetrio-7-bag"));
            }
            g.randomizer = Some(value);
        }
        KnownTag::Seed => {
            g.seed = Some(
                value
                    .parse()
                    .map_err(|_| invalid("a seed: an integer such as 12345, -7 or 0x2A6D365A"))?,
            );
        }
        KnownTag::Hold => {
            g.hold = Some(match value.trim().to_ascii_lowercase().as_str() {
                "yes" | "true" | "on" | "1" => true,
                "no" | "false" | "off" | "0" => false,
                _ => return Err(invalid("`yes` or `no`")),
            });
        }
        KnownTag::Setup => unreachable!("handled above"),
    }
    game.map.tags.push((known, value_pos));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(text: &str) -> Vec<String> {
        parse(text)
            .errors
            .iter()
            .map(|e| format!("{}: {e}", e.pos))
            .collect()
    }

    #[test]
    fn the_papers_sample_as_printed() {
        let parsed = parse("Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta\n");
        assert!(parsed.errors.is_empty());
        let game = &parsed.record.games[0];
        assert_eq!(
            game.setup.as_ref().unwrap().to_string(),
            "[3, (2)] [3, (2)]"
        );
        let moves: Vec<String> = game.moves.iter().map(ToString::to_string).collect();
        assert_eq!(moves, ["Od (XX)", "J1a", "Zc", "Ta"]);
        assert_eq!(
            parsed.maps[0].locate(Location::Tag(KnownTag::Setup)),
            Pos { line: 1, column: 9 }
        );
    }

    #[test]
    fn games_end_at_blank_lines_stars_and_new_headers() {
        let text = "La\n\nL3c / Sa\n[Event \"x\"]\n\n1. Od 2. J1a *Ta\nSet up: [(1), 4]\nZc";
        let parsed = parse(text);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let counts: Vec<usize> = parsed.record.games.iter().map(|g| g.moves.len()).collect();
        assert_eq!(counts, [1, 2, 2, 1, 1]);
        assert_eq!(parsed.record.games[2].tag("Event"), Some("x"));
        assert!(parsed.record.games[4].setup.is_some());
        assert_eq!(
            parsed.maps[3].start(),
            Pos {
                line: 6,
                column: 15
            }
        );
    }

    #[test]
    fn comments_markers_and_remarks() {
        let text = "; a remark\n{intro}\nJ2a (X !) $146 {one}{two\nlines} (?) ; ignored\nSa";
        let game = &parse(text).record.games[0];
        assert_eq!(game.intro, ["intro"]);
        assert_eq!(
            game.moves[0].to_string(),
            "J2a (X) (!) ($146) (?) {one} {two\nlines}"
        );
        assert_eq!(game.moves.len(), 2);
    }

    #[test]
    fn every_error_is_reported_with_its_position() {
        assert_eq!(
            errors("[Width \"11\"]\n[Seed \"x\"]\n\nOd (XXXX), 3 J1a ()\n\nZc (X)(XX) Ta)\n{open"),
            [
                "1:9: expected a width of 1 to 10 columns, found `11`",
                "2:8: expected a seed: an integer such as 12345, -7 or 0x2A6D365A, found `x`",
                "4:5: expected X, XX or XXX, found `)` (four lines at once is a Tetris, written (T))",
                "4:13: expected `.` after a move number, found a space (move numbers are written `1.`; a move starts with a piece letter)",
                "4:18: expected a clear marker (X, XX, XXX, T) or an annotation (?? ? ?! !? ! !!) inside `()`, found `()`",
                "6:8: expected one clear marker per move (this move already has (X)), found (XX)",
                "6:14: expected `,`, `/`, a space or a marker `(…)` after the move, found `)` (a triad is a piece, an orientation 0-3, a column and an optional row)",
                "7:1: expected `}` to close the comment that starts here, found end of input (comments cannot nest)",
            ]
        );
        assert_eq!(
            errors("[Width \"5\"]\n[Width \"5\"]\n[Key value]\n[Hold \"maybe\"]\n(!) Ta\n"),
            [
                "2:1: expected each tag once per game, but `Width` is here again, found a second one (end the previous game with `*` or a blank line after its moves)",
                "3:6: expected `\"` and the tag's value, found `v` (tags are written [Key \"Value\"])",
                "4:8: expected `yes` or `no`, found `maybe`",
                "5:2: expected a move before its clear marker or annotation, found `!`",
            ]
        );
        assert_eq!(
            errors("Set Up: [3, (2)] [4]\n[Setup \"[2\"]\n[Event \"a\\n\"]\n[Event \"open"),
            [
                "1:18: expected a row of 5 squares like the row before it, found a row of 4 (every row spans the whole board)",
                "2:11: expected `,` between runs or `]` to end the row, found end of input",
                "3:11: expected `\"` or `\\` after `\\`, found `n` (write \\\" for a quote and \\\\ for a backslash)",
                "4:13: expected `\"` to end the tag's value, found end of input",
            ]
        );
    }

    #[test]
    fn any_white_space_separates() {
        let parsed = parse("Ta\u{b}Sb\u{a0}Zc\u{2028}\r\nIa\u{c}");
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        assert_eq!(parsed.record.games[0].moves.len(), 4);
    }

    #[test]
    fn single_games_and_moves() {
        assert!(single_game("").is_err());
        assert!(single_game("La\n\nSa").is_err());
        assert_eq!(
            single_move("3. T2c4 (T) {x}").unwrap().to_string(),
            "T2c4 (T) {x}"
        );
        for bad in [
            "",
            "La, Sa",
            "[Event \"x\"] La",
            "{c} La",
            "Set Up: [1]\nLa",
        ] {
            assert!(single_move(bad).is_err(), "{bad}");
        }
    }
}
