//! Properties of the notation: writing and reading back gives the same
//! value, any text reads without a panic, and valid records survive fumen.

use proptest::prelude::*;
use tetrolab::Piece;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{
    Board, Clear, Column, Game, KnownTag, Mode, Move, Nag, Record, Rotation, Setup, Triad, parse,
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

/// Comment text: anything but `}`.
fn comment() -> impl Strategy<Value = String> {
    "[ -|~\n\u{e9}\u{3042}]{0,16}"
}

fn nags() -> impl Strategy<Value = Vec<Nag>> {
    prop::collection::vec(any::<u8>().prop_map(Nag), 0..3)
}

fn a_move() -> impl Strategy<Value = Move> {
    (
        triad(),
        proptest::option::of((1..=4u8).prop_map(|n| Clear::from_lines(n).unwrap())),
        nags(),
        prop::collection::vec(comment(), 0..2),
    )
        .prop_map(|(triad, clear, nags, comments)| Move {
            triad,
            clear,
            nags,
            comments,
        })
}

fn setup() -> impl Strategy<Value = Setup> {
    (1..=10u8, prop::collection::vec(any::<u16>(), 0..6))
        .prop_map(|(width, rows)| Setup::new(width, rows).unwrap())
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
        tags in free_tags(),
        width in proptest::option::of(1..=10u8),
        height in proptest::option::of(1..=Board::MAX_HEIGHT),
        randomizer in proptest::option::of(prop::sample::select(vec!["tetrio-7-bag", "7-bag:x=1", "  nonsense "])),
        seed in proptest::option::of(any::<i64>()),
        hold in proptest::option::of(any::<bool>()),
        setup in proptest::option::of(setup()),
        intro in prop::collection::vec(comment(), 0..2),
        moves in prop::collection::vec(a_move(), 0..12),
    ) -> Game {
        Game {
            tags,
            width,
            height,
            randomizer: randomizer.map(str::to_owned),
            seed: seed.map(Seed::from),
            hold,
            setup,
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
                nags(),
                prop::collection::vec(comment(), 0..2),
            ),
            0..40,
        ),
        prop::collection::vec(comment(), 0..2),
    )
        .prop_map(|(tags, rows, drops, intro)| {
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
            for (piece, rotation, column, nags, comments) in drops {
                let triad = Triad::new(piece, rotation, column);
                if let Ok(placement) = board.play(&triad) {
                    moves.push(Move {
                        triad,
                        clear: placement.clear(),
                        nags,
                        comments,
                    });
                }
            }
            Game {
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
    fn records_read_back_as_written(games in prop::collection::vec(game(), 0..4)) {
        let record = Record { games };
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
        let parsed = parse(&text);
        for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
            for problem in game.validate(Mode::Lenient) {
                let _ = map.locate(problem.location());
            }
            let _ = game.board_after(usize::MAX);
        }
        for error in &parsed.errors {
            prop_assert!(error.pos.line >= 1 && error.pos.column >= 1);
        }
    }

    #[test]
    fn any_fumen_decodes_without_panic(text in "v115@[A-Za-z0-9+/?]{0,120}|\\PC{0,80}") {
        if let Ok(fumen) = Fumen::decode(&text) {
            let _ = fumen.to_game();
            prop_assert!(fumen.encode().is_ok());
        }
    }

    #[test]
    fn valid_games_survive_fumen(game in valid_game()) {
        prop_assert_eq!(game.validate(Mode::Strict), vec![]);
        let text = Fumen::from_game(&game).unwrap().encode().unwrap();
        let fumen = Fumen::decode(&text).unwrap();
        prop_assert_eq!(fumen.encode().unwrap(), text.clone());
        prop_assert_eq!(fumen.to_game().unwrap(), game, "{}", text);
    }
}
