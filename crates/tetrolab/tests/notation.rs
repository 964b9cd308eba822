//! TETRIS-SYSTEM records: the paper's examples and a PGN-like record as
//! fixtures (tests/data/notation/), every kind of problem with its line and
//! column, and rendering after each move.

use std::path::PathBuf;

use tetrolab::notation::{Game, Mode, Record, parse, render};

fn read_fixture(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/notation", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap()
}

/// A record fixture, which names its source on its first line.
fn fixture(name: &str) -> String {
    let text = read_fixture(name);
    assert!(
        text.starts_with("; source: "),
        "{name} must name its source"
    );
    text
}

/// A fixture's remark lines (its source, first), as the writer keeps them.
fn remark_lines(name: &str) -> String {
    read_fixture(name)
        .lines()
        .filter(|l| l.starts_with(';'))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// A fixture's lines but its comment lines.
fn fixture_lines(name: &str) -> Vec<String> {
    read_fixture(name)
        .lines()
        .filter(|l| !l.starts_with(';'))
        .map(str::to_owned)
        .collect()
}

/// The one game in a fixture, checked to parse and validate strictly.
fn valid_game(name: &str) -> Game {
    let game: Game = fixture(name).parse().unwrap();
    assert!(game.validate(Mode::Strict).is_ok(), "{name}");
    game
}

fn board_text(game: &Game, moves: usize) -> String {
    let valid = game.validate(Mode::Strict).unwrap();
    render::text(&valid.board_after(moves).unwrap())
}

#[test]
fn the_papers_sample_parses_and_validates_as_written() {
    let game = valid_game("paper-sample.txt");
    assert_eq!(game.board_width(), 5);
    assert_eq!(
        game.to_string(),
        remark_lines("paper-sample.txt")
            + "[Setup \"[3, (2)] [3, (2)]\"]\n\nOd (XX), J1a, Zc, Ta *\n"
    );
    let boards: Vec<String> = (0..=4).map(|n| board_text(&game, n)).collect();
    assert_eq!(
        boards,
        [
            "2 XXX..\n1 XXX..\n  abcde\n",
            "1 .....\n  abcde\n",
            "3 JJ...\n2 J....\n1 J....\n  abcde\n",
            "3 JJ...\n2 J.ZZ.\n1 J..ZZ\n  abcde\n",
            "5 .T...\n4 TTT..\n3 JJ...\n2 J.ZZ.\n1 J..ZZ\n  abcde\n",
        ]
    );
}

#[test]
fn the_papers_examples() {
    for (name, canonical, board) in [
        (
            "paper-la.txt",
            "[Width \"5\"]\n\nLa *\n",
            "2 ..L..\n1 LLL..\n  abcde\n",
        ),
        (
            "paper-l3c.txt",
            "[Width \"5\"]\n\nL3c *\n",
            "3 ..LL.\n2 ...L.\n1 ...L.\n  abcde\n",
        ),
        (
            "paper-l3c-sa.txt",
            "[Width \"5\"]\n\nL3c, Sa *\n",
            "4 .SS..\n3 SSLL.\n2 ...L.\n1 ...L.\n  abcde\n",
        ),
        (
            "paper-j2a.txt",
            "[Setup \"[(3), 2] [(3), 2]\"]\n\nJ2a (X) *\n",
            "1 ..JXX\n  abcde\n",
        ),
        (
            "paper-initial-position.txt",
            "[Setup \"[(1), 4] [(1), 2, (1), 1]\"]\n\n*\n",
            "2 .XX.X\n1 .XXXX\n  abcde\n",
        ),
    ] {
        let game = valid_game(name);
        let canonical = remark_lines(name) + canonical;
        assert_eq!(game.to_string(), canonical, "{name}");
        assert_eq!(board_text(&game, game.moves.len()), board, "{name}");
        assert_eq!(canonical.parse::<Game>().unwrap(), game, "{name}");
    }
}

#[test]
fn a_record_file_with_several_games() {
    let record: Record = fixture("record.txt").parse().unwrap();
    assert_eq!(record.games.len(), 2);
    for game in &record.games {
        assert!(game.validate(Mode::Strict).is_ok());
    }
    let sample = &record.games[0];
    assert_eq!(sample.tag("Player"), Some("P. Higgins & T. Hwang"));
    assert_eq!(sample.intro, ["On the simplified board."]);
    assert_eq!(sample.moves[0].to_string(), "1. Od (XX) (!)");
    assert_eq!(sample.moves[2].to_string(), "3. Zc (?!) {leaves c1 empty}");
    let opening = &record.games[1];
    assert_eq!(opening.hold, Some(true));
    assert_eq!(opening.pieces().len(), 6);
    let written = record.to_string();
    assert_eq!(written.parse::<Record>().unwrap(), record);
    assert!(written.contains("\n\n[Event \"Opening on a published seed\"]\n"));
    // Without hold the same pieces do not follow the randomizer.
    let mut no_hold = opening.clone();
    no_hold.hold = None;
    assert_eq!(
        no_hold.validate(Mode::Lenient).unwrap_err()[0].to_string(),
        "move 1 `I1a`: the randomizer cannot deal I here; it offers J"
    );
}

#[test]
fn every_problem_has_a_line_and_column() {
    let parsed = parse(&fixture("invalid.txt"));
    assert_eq!(parsed.errors, []);
    let mut lines = Vec::new();
    for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
        for problem in game.validate(Mode::Lenient).unwrap_err() {
            lines.push(format!("{}: {problem}", map.locate(problem.location())));
        }
    }
    let expected = fixture_lines("invalid.expected");
    assert_eq!(lines, expected);
    let strict: Vec<usize> = parsed
        .record
        .games
        .iter()
        .map(|g| g.validate(Mode::Strict).unwrap_err().len())
        .collect();
    assert_eq!(strict, [1, 1]);
}

#[test]
fn svg_diagrams_show_every_square() {
    let game = valid_game("paper-sample.txt");
    let valid = game.validate(Mode::Strict).unwrap();
    let board = valid.final_board();
    let svg = render::svg(board, render::rows_to_show(board), Some("4. Ta"));
    assert_eq!(svg.matches("<rect x=").count(), 25);
    for (colour, squares) in [("#a000f0", 4), ("#0000f0", 4), ("#f00000", 4)] {
        assert_eq!(svg.matches(&format!("fill=\"{colour}\"")).count(), squares);
    }
    assert!(svg.trim_end().ends_with("</svg>"));
}

/// The paper's words on orientation are read as turns from the SRS spawn
/// orientation. Its sample game is the evidence: it plays out under that
/// reading and not when pieces start as drawn like their letters; it also
/// plays out when T, J and L start flat side up (NES, ARS), which the
/// module docs say.
#[test]
fn the_papers_sample_decides_between_readings_of_orientation() {
    use tetrolab::Piece;
    use tetrolab::notation::Rotation;
    /// The SRS orientation a piece has with no subscript, under a reading.
    type Start = fn(Piece) -> u8;
    let readings: [(&str, Start, bool); 3] = [
        ("SRS spawn", |_| 0, true),
        (
            "flat side up",
            |p| {
                if matches!(p, Piece::T | Piece::J | Piece::L) {
                    2
                } else {
                    0
                }
            },
            true,
        ),
        (
            "drawn as its letter",
            |p| match p {
                Piece::T => 2,
                Piece::J => 3,
                Piece::L | Piece::I => 1,
                _ => 0,
            },
            false,
        ),
    ];
    let sample = valid_game("paper-sample.txt");
    for (name, start, plays_out) in readings {
        let mut game = sample.clone();
        for m in &mut game.moves {
            let turns = start(m.triad.piece) + m.triad.rotation.turns();
            m.triad.rotation = Rotation::from_turns(turns);
        }
        let result = game.validate(Mode::Strict);
        assert_eq!(result.is_ok(), plays_out, "{name}: {:?}", result.err());
    }
    let letters = sample.validate(Mode::Strict).unwrap();
    assert_eq!(
        letters.placements().map(|p| p.lines).collect::<Vec<_>>(),
        [2, 0, 0, 0]
    );
}

#[test]
fn fmt_keeps_remarks_and_move_numbers() {
    let text = fixture("record.txt");
    let record: Record = text.parse().unwrap();
    let written = record.to_string();
    assert!(
        written.starts_with(&remark_lines("record.txt")),
        "{written}"
    );
    assert!(
        written.contains("{On the simplified board.} 1. Od (XX) (!), 2. J1a,\n3. Zc (?!)"),
        "{written}"
    );
    assert_eq!(written.parse::<Record>().unwrap(), record);
    assert_eq!(written.parse::<Record>().unwrap().to_string(), written);
}

/// Numbers in errors are repeated as written, never as a saturated
/// 4294967295.
#[test]
fn errors_repeat_numbers_as_written() {
    for (text, expected) in [
        ("T2c4294967296", "found `4294967296`"),
        ("Set Up: [99999999999]\nLa", "found `99999999999`"),
        (
            "Set Up: [4, 99999999999]\nLa",
            "found 4 and then `99999999999`",
        ),
        ("La $4294967296", "found `$4294967296`"),
        (
            "4294967296. La",
            "a move number up to 4294967295, found `4294967296`",
        ),
    ] {
        let errors = parse(text).errors;
        let message = errors[0].to_string();
        assert!(message.contains(expected), "{text:?}: {message}");
        assert!(!message.contains("4294967295`"), "{text:?}: {message}");
    }
}
