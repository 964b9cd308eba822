//! Reading record files: game after game, every syntax error and warning,
//! a source map per game, and the remarks after the last game.

use std::str::FromStr;

use super::cursor::ParseError;
use super::game_reader::GameReader;
use super::map::GameMap;
use super::record::Record;
use super::warning::Warning;

/// A record read leniently: the games that parsed, where their parts are,
/// every syntax error and every warning (a game with an error is left out
/// of `record`).
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
    /// Every warning, in source order (games with errors included).
    pub warnings: Vec<Warning>,
}

/// Reads a record file leniently: every game, every syntax error.
///
/// Never panics and takes time linear in the text. A UTF-8 byte order mark
/// at the start is skipped. After an error the reader skips to the next
/// separator, `)` or line, so later errors in the same game are reported
/// too; such a game is not in the record.
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
    let mut reader = GameReader::new(text);
    let mut parsed = Parsed::default();
    loop {
        let read = reader.read();
        parsed.warnings.extend(read.warnings);
        if !read.content {
            parsed.record.remarks = read.game.remarks;
            return parsed;
        }
        if read.errors.is_empty() {
            parsed.record.games.push(read.game);
            parsed.maps.push(read.map);
        }
        parsed.errors.extend(read.errors);
    }
}

impl FromStr for Record {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let parsed = parse(text);
        match parsed.errors.into_iter().next() {
            Some(error) => Err(error),
            None => Ok(parsed.record),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{KnownTag, Location, Pos};

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
        let text = "; a remark\n{intro}\nJ2a (X !) $146 {one}{two\nlines} (?) ; kept\nSa";
        let game = &parse(text).record.games[0];
        assert_eq!(game.intro, ["intro"]);
        assert_eq!(game.remarks, ["a remark"]);
        assert_eq!(
            game.moves[0].to_string(),
            "J2a (X) (!) ($146) (?) {one} {two\nlines} ; kept"
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
        use crate::notation::{Game, Move};
        assert!("".parse::<Game>().is_err());
        let second = "La\n\nSa".parse::<Game>().unwrap_err();
        assert_eq!(
            (second.pos.line, second.found.as_str()),
            (3, "another game")
        );
        assert_eq!(
            "3. T2c4 (T) {x}".parse::<Move>().unwrap().to_string(),
            "3. T2c4 (T) {x}"
        );
        for bad in [
            "",
            "La, Sa",
            "[Event \"x\"] La",
            "{c} La",
            "Set Up: [1]\nLa",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }

    #[test]
    fn remarks_and_move_numbers_are_kept() {
        let text = "; a file\n[Event \"e\"]\n\n1. Od (XX) ; good\n2. J1a *\n\n; the end\n";
        let parsed = parse(text);
        assert_eq!(parsed.record.games[0].remarks, ["a file"]);
        assert_eq!(parsed.record.remarks, ["the end"]);
        assert_eq!(
            parsed.record.to_string(),
            "; a file\n[Event \"e\"]\n\n1. Od (XX), ; good\n2. J1a *\n\n; the end\n"
        );
    }
}
