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
    assert_eq!(game.validate(Mode::Strict), [], "{name}");
    game
}

fn board_text(game: &Game, moves: usize) -> String {
    render::text(&game.board_after(moves).unwrap())
}

#[test]
fn the_papers_sample_parses_and_validates_as_written() {
    let game = valid_game("paper-sample.txt");
    assert_eq!(game.board_width(), 5);
    assert_eq!(
        game.to_string(),
        "[Setup \"[3, (2)] [3, (2)]\"]\n\nOd (XX), J1a, Zc, Ta *\n"
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
        assert_eq!(game.validate(Mode::Strict), []);
    }
    let sample = &record.games[0];
    assert_eq!(sample.tag("Player"), Some("P. Higgins & T. Hwang"));
    assert_eq!(sample.intro, ["On the simplified board."]);
    assert_eq!(sample.moves[0].to_string(), "Od (XX) (!)");
    assert_eq!(sample.moves[2].to_string(), "Zc (?!) {leaves c1 empty}");
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
        no_hold.validate(Mode::Lenient)[0].to_string(),
        "move 1 `I1a`: the randomizer cannot deal I here; it offers J"
    );
}

#[test]
fn every_problem_has_a_line_and_column() {
    let parsed = parse(&fixture("invalid.txt"));
    assert_eq!(parsed.errors, []);
    let mut lines = Vec::new();
    for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
        for problem in game.validate(Mode::Lenient) {
            lines.push(format!("{}: {problem}", map.locate(problem.location())));
        }
    }
    let expected = fixture_lines("invalid.expected");
    assert_eq!(lines, expected);
    let strict: Vec<usize> = parsed
        .record
        .games
        .iter()
        .map(|g| g.validate(Mode::Strict).len())
        .collect();
    assert_eq!(strict, [1, 1]);
}

#[test]
fn svg_diagrams_show_every_square() {
    let game = valid_game("paper-sample.txt");
    let board = game.board_after(4).unwrap();
    let svg = render::svg(&board, render::rows_to_show(&board), Some("4. Ta"));
    assert_eq!(svg.matches("<rect x=").count(), 25);
    for (colour, squares) in [("#a000f0", 4), ("#0000f0", 4), ("#f00000", 4)] {
        assert_eq!(svg.matches(&format!("fill=\"{colour}\"")).count(), squares);
    }
    assert!(svg.trim_end().ends_with("</svg>"));
}
