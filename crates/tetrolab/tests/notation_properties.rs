//! Properties of the notation: writing and reading back gives the same
//! value, any text reads without a panic, and valid records survive fumen.
//! The record and fumen properties are the fuzz targets' (`fuzz/fuzz_targets/`),
//! asserted here on a fixed number of cases so CI checks them too.

use proptest::prelude::*;
use tetrolab::Piece;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{
    Board, Cell, Clear, Column, Game, KnownTag, Mode, Move, Nag, Notes, Record, Rotation, Setup,
    Triad, parse,
};
use tetrolab::rng::Seed;

fn piece() -> impl Strategy<Value = Piece> {
    (0..7usize).prop_map(|i| Piece::from_index(i).unwrap())
}

fn rotation() -> impl Strategy<Value = Rotation> {
    (0..4u8).prop_map(Rotation::from_turns)
}

fn column(width: u8) -> impl Strategy<Value = Column> {
    (0..width).prop_map(|i| Column::new(i).unwrap())
}

fn triad() -> impl Strategy<Value = Triad> {
    (
        piece(),
        rotation(),
        column(10),
        proptest::option::of(1..=Board::MAX_HEIGHT),
    )
        .prop_map(|(piece, rotation, column, row)| Triad {
            piece,
            rotation,
            column,
            row,
        })
}

/// Comment text: anything, braces and backslashes included.
fn comment() -> impl Strategy<Value = String> {
    "[ -~\n\u{e9}\u{3042}]{0,16}"
}

/// Remark text: one line with no white space at its end.
fn remark() -> impl Strategy<Value = String> {
    "([ -~\u{e9}]{0,12}[!-~\u{e9}])?"
}

fn remarks() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(remark(), 0..2)
}

fn nags() -> impl Strategy<Value = Vec<Nag>> {
    prop::collection::vec(any::<u8>().prop_map(Nag), 0..3)
}

fn notes() -> impl Strategy<Value = Notes> {
    (nags(), prop::collection::vec(comment(), 0..2), remarks()).prop_map(
        |(nags, comments, remarks)| Notes {
            nags,
            comments,
            remarks,
        },
    )
}

fn a_move() -> impl Strategy<Value = Move> {
    (
        triad(),
        proptest::option::of((1..=4u8).prop_map(|n| Clear::from_lines(n).unwrap())),
        proptest::option::of(any::<u32>()),
        notes(),
    )
        .prop_map(|(triad, clear, number, notes)| {
            let mut m = Move::new(triad).with_notes(notes);
            m.clear = clear;
            m.number = number;
            m
        })
}

/// A square: empty, garbage, or one of the pieces' (tetrolab's `3L`).
fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        2 => Just(Cell::Empty),
        1 => Just(Cell::Garbage),
        1 => piece().prop_map(Cell::Piece),
    ]
}

fn setup() -> impl Strategy<Value = Setup> {
    (
        1..=10u8,
        prop::collection::vec(prop::array::uniform10(cell()), 0..6),
    )
        .prop_map(|(width, rows)| Setup::from_cells(width, rows).unwrap())
}

/// Tags tetrolab does not interpret: keys that are not a known tag's name.
fn free_tags() -> impl Strategy<Value = Vec<(String, String)>> {
    prop::collection::vec(
        ("[A-Za-z][A-Za-z0-9_]{0,8}", "[ -~\u{e9}\u{3042}]{0,12}"),
        0..4,
    )
    .prop_map(|tags| {
        let mut kept: Vec<(String, String)> = Vec::new();
        for (key, value) in tags {
            if KnownTag::from_name(&key).is_none() && kept.iter().all(|(k, _)| *k != key) {
                kept.push((key, value));
            }
        }
        kept
    })
}

prop_compose! {
    /// Any game as syntax: nothing here need play out.
    fn game()(
        remarks in remarks(),
        tags in free_tags(),
        width in proptest::option::of(1..=10u8),
        height in proptest::option::of(1..=Board::MAX_HEIGHT),
        randomizer in proptest::option::of(prop::sample::select(vec!["tetrio-7-bag", "7-bag:x=1", "  nonsense "])),
        seed in proptest::option::of(any::<i64>()),
        hold in proptest::option::of(any::<bool>()),
        setup in proptest::option::of(setup()),
        quiz in proptest::option::of("#Q=[ -~]{0,12}"),
        rotation in proptest::option::of(prop::sample::select(vec!["srs", "srs+ 180", "none hard", "jstris180 t-soft"])),
        intro in prop::collection::vec(comment(), 0..2),
        moves in prop::collection::vec(a_move(), 0..12),
    ) -> Game {
        Game {
            remarks,
            tags,
            width,
            height,
            randomizer: randomizer.map(str::to_owned),
            seed: seed.map(Seed::from),
            hold,
            setup,
            quiz,
            rotation: rotation.map(|r| r.parse().expect("a rotation system")),
            intro,
            moves,
        }
    }
}

/// A valid 10-wide game: random straight drops kept where they fit, with
/// the markers the simulation gives, and random annotations and comments.
fn valid_game() -> impl Strategy<Value = Game> {
    (
        free_tags(),
        prop::collection::vec((1..(1u16 << 10) - 1, 0..2u8), 0..4),
        prop::collection::vec(
            (
                piece(),
                rotation(),
                column(10),
                notes(),
                proptest::option::of(1..99u32),
            ),
            0..40,
        ),
        prop::collection::vec(comment(), 0..2),
        remarks(),
    )
        .prop_map(|(tags, rows, drops, intro, remarks)| {
            // Setup rows that are neither empty nor full (filling the first
            // square only where that leaves the row not full).
            const FULL: u16 = (1 << 10) - 1;
            let rows: Vec<u16> = rows
                .into_iter()
                .map(|(row, keep)| {
                    if keep == 1 && row | 1 != FULL {
                        row | 1
                    } else {
                        row
                    }
                })
                .collect();
            let setup = Setup::new(10, rows).filter(|s| s.height() > 0);
            let mut board = setup
                .as_ref()
                .map_or_else(|| Board::new(10, 20).ok(), |s| s.to_board(20))
                .unwrap();
            let mut moves = Vec::new();
            for (piece, rotation, column, notes, number) in drops {
                let triad = Triad::new(piece, rotation, column);
                if let Ok(placement) = board.play(&triad) {
                    let mut m = Move::new(triad).with_notes(notes);
                    m.clear = placement.clear();
                    m.number = number;
                    moves.push(m);
                }
            }
            Game {
                remarks,
                tags,
                setup,
                intro,
                moves,
                ..Game::default()
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn games_read_back_as_written(game in game()) {
        let text = game.to_string();
        prop_assert_eq!(text.parse::<Game>().unwrap(), game.clone(), "{}", text);
        // Writing is canonical: a second round changes nothing.
        prop_assert_eq!(text.parse::<Game>().unwrap().to_string(), text);
    }

    #[test]
    fn records_read_back_as_written(games in prop::collection::vec(game(), 0..4), remarks in remarks()) {
        let record = Record { games, remarks };
        let text = record.to_string();
        prop_assert_eq!(text.parse::<Record>().unwrap(), record, "{}", text);
    }

    #[test]
    fn parts_read_back_as_written(m in a_move(), s in setup()) {
        prop_assert_eq!(m.triad.to_string().parse::<Triad>().unwrap(), m.triad);
        prop_assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
        prop_assert_eq!(s.to_string().parse::<Setup>().unwrap(), s);
    }

    #[test]
    fn any_text_reads_without_panic(text in "\\PC{0,200}|[\\[\\]{}()*,/;:\"\\\\!?$XT0-9a-mIJLOSZ _\n₀-₃-]{0,200}") {
        record_target(text.as_bytes())?;
    }

    #[test]
    fn any_bytes_read_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        record_target(&bytes)?;
        fumen_target(&bytes)?;
    }

    #[test]
    fn any_fumen_decodes_without_panic(text in "v115@[A-Za-z0-9+/?]{0,120}|\\PC{0,80}") {
        fumen_target(text.as_bytes())?;
    }

    #[test]
    fn valid_games_survive_fumen(game in valid_game()) {
        let valid = game.validate(Mode::Strict).unwrap();
        let text = Fumen::encode_game(&valid).unwrap();
        let fumen = Fumen::decode(&text).unwrap();
        prop_assert_eq!(fumen.encode().unwrap(), text.clone());
        prop_assert_eq!(fumen.to_game().unwrap(), game, "{}", text);
    }
}

/// The record fuzz target's property: any text reads without a panic,
/// every problem has a place, and every game that reads writes back to
/// text that reads as the same game.
fn record_target(bytes: &[u8]) -> Result<(), TestCaseError> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(());
    };
    let parsed = parse(text);
    for error in &parsed.errors {
        prop_assert!(error.pos.line >= 1 && error.pos.column >= 1);
    }
    for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
        match game.validate(Mode::Lenient) {
            Ok(valid) => {
                prop_assert!(valid.board_after(game.moves.len()).is_some());
                if let Ok(text) = Fumen::encode_game(&valid) {
                    prop_assert!(Fumen::decode(&text).is_ok());
                }
            }
            Err(problems) => {
                for problem in problems {
                    let _ = map.locate(problem.location());
                }
            }
        }
        let written = game.to_string();
        let read = written.parse::<Game>();
        prop_assert_eq!(read.as_ref(), Ok(game), "{}", written);
    }
    Ok(())
}

/// The fumen fuzz target's property: what decodes encodes, the encoding
/// decodes to the same pages (fields, pieces, flags and shown comments),
/// and the pages convert to a record or say why not.
fn fumen_target(bytes: &[u8]) -> Result<(), TestCaseError> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(());
    };
    let Ok(fumen) = Fumen::decode(text) else {
        return Ok(());
    };
    let encoded = fumen.encode().expect("decoded pages encode");
    let again = Fumen::decode(&encoded).expect("an encoding decodes");
    prop_assert_eq!(again.pages.len(), fumen.pages.len());
    for (a, b) in again.pages.iter().zip(&fumen.pages) {
        // Where an unchanged comment is inherited from may differ.
        prop_assert_eq!(
            (&a.field, a.piece, &a.comment, a.flags),
            (&b.field, b.piece, &b.comment, b.flags),
            "{}",
            encoded
        );
    }
    if let Ok(game) = fumen.to_game()
        && let Ok(valid) = game.validate(Mode::Strict)
    {
        let _ = Fumen::encode_game(&valid);
    }
    Ok(())
}

/// The inputs the fuzz targets once failed on.
#[test]
fn fuzz_findings_hold() {
    let findings = [
        // A quiz ended by an explicit empty comment lost its end when encoded.
        "v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVB6AAAAUoBT?pNBmBrnuAAAAA",
        // A page whose squares all changed alike was encoded as a repeat.
        include_str!("../../../fuzz/corpus/fumen/fuzz-field-changed-everywhere-alike"),
    ];
    for text in findings {
        fumen_target(text.as_bytes()).unwrap();
        record_target(text.as_bytes()).unwrap();
    }
}
