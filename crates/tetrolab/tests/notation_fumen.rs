//! fumen v115: the published vectors (tests/data/notation/fumen.txt) and
//! records exported to fumen and read back.

use tetrolab::Piece;
use tetrolab::notation::fumen::{Field, Fumen, FumenError, FumenPiece, Page};
use tetrolab::notation::{Cell, Game, Mode, Rotation};

/// One page as the fixture writes it.
fn page_summary(page: &Page) -> String {
    let piece = page.piece.map_or_else(
        || "-".to_owned(),
        |p| format!("{}{} {},{}", p.piece, p.rotation, p.x, p.y),
    );
    let f = page.flags;
    let flags: Vec<&str> = [
        ("lock", f.lock),
        ("mirror", f.mirror),
        ("colorize", f.colorize),
        ("rise", f.rise),
        ("quiz", f.quiz),
    ]
    .into_iter()
    .filter_map(|(name, set)| set.then_some(name))
    .collect();
    let inherited = page
        .comment_ref
        .map_or_else(String::new, |r| format!(" <-{r}"));
    format!("{piece} {} {:?}{inherited}", flags.join(","), page.comment)
}

/// A field as the fixture writes it: rows from the highest filled one down.
fn field_summary(field: &Field) -> String {
    let row = |y: i8| -> String {
        (0..Field::WIDTH)
            .map(|x| match field.get(x, y) {
                Cell::Empty => '_',
                cell => cell.letter(),
            })
            .collect()
    };
    let top = (0..Field::HEIGHT)
        .rev()
        .find(|&y| (0..Field::WIDTH).any(|x| field.get(x, y).is_filled()));
    let rows = top.map_or_else(
        || "(empty)".to_owned(),
        |top| (0..=top).rev().map(row).collect::<Vec<_>>().join("/"),
    );
    format!("{rows} | {}", row(-1))
}

/// Checks one vector's expectations against its decoding; returns how many
/// facts were checked.
fn check_vector(text: &str, facts: &[&str]) -> usize {
    let decoded = Fumen::decode(text);
    for fact in facts {
        let (kind, rest) = fact.split_once(' ').unwrap_or((fact, ""));
        match (kind, &decoded) {
            ("error", Err(e)) => assert!(e.to_string().contains(rest), "{text}: {e}"),
            ("error", Ok(_)) => panic!("{text}: decoded, expected an error"),
            (_, Err(e)) => panic!("{text}: {e}"),
            ("encodes", Ok(fumen)) => {
                let encoded = fumen.encode().unwrap();
                match rest {
                    "exact" => assert_eq!(encoded, text),
                    "modulo ?" => assert_eq!(encoded.replace('?', ""), text.replace('?', "")),
                    _ => panic!("bad fact {fact}"),
                }
            }
            ("pages", Ok(fumen)) => assert_eq!(fumen.pages.len().to_string(), rest, "{text}"),
            ("page" | "field", Ok(fumen)) => {
                let (index, expected) = rest.split_once(": ").unwrap();
                let page = &fumen.pages[index.parse::<usize>().unwrap()];
                let found = if kind == "page" {
                    page_summary(page)
                } else {
                    field_summary(&page.field)
                };
                assert_eq!(found, expected, "{text} {kind} {index}");
            }
            _ => panic!("bad fact {fact}"),
        }
    }
    facts.len()
}

#[test]
fn published_vectors() {
    let fixture = include_str!("data/notation/fumen.txt");
    let mut vectors: Vec<(&str, Vec<&str>)> = Vec::new();
    for line in fixture.lines() {
        if line.starts_with(';') || line.trim().is_empty() {
            continue;
        }
        match line.strip_prefix("fumen ") {
            Some(text) => vectors.push((text, Vec::new())),
            None => vectors.last_mut().unwrap().1.push(line),
        }
    }
    assert_eq!(vectors.len(), 39);
    let facts: usize = vectors
        .iter()
        .map(|(text, facts)| check_vector(text, facts))
        .sum();
    assert!(facts > 100, "{facts}");
}

#[test]
fn extraction_ignores_question_marks_and_spaces() {
    let spaced = Fumen::decode("v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUt fBAXsBA?AAN\nrBmnBAAAAAA");
    let plain = Fumen::decode("v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUtfBAXsBAAANrBmnBAAAAAA");
    assert_eq!(spaced.unwrap(), plain.unwrap());
    assert_eq!(
        Fumen::decode("v115@vhA!QJ"),
        Err(FumenError::Character {
            index: 3,
            found: '!'
        })
    );
}

/// A record's one game, played.
fn played(record: &str) -> Game {
    let game: Game = record.parse().unwrap();
    assert!(game.validate(Mode::Strict).is_ok(), "{record}");
    game
}

/// Exports a record, reads it back, and returns the fumen text.
fn round_trip(record: &str) -> String {
    let game = played(record);
    let valid = game.validate(Mode::Strict).unwrap();
    let text = Fumen::encode_game(&valid).unwrap();
    assert_eq!(Fumen::from_game(&valid).unwrap().encode().unwrap(), text);
    let back = Fumen::decode(&text).unwrap().to_game().unwrap();
    assert_eq!(back, game, "{record}\n{text}");
    text
}

#[test]
fn records_survive_a_trip_through_fumen() {
    round_trip("Ia");
    round_trip("*");
    round_trip(
        "[Event \"All the tags\"]\n[Player \"me\"]\n[Height \"30\"]\n[Randomizer \"tetrio-7-bag\"]\n[Seed \"191836487\"]\n[Hold \"yes\"]\n\n{intro} J1a (!) {first}, I1b (??), S1c, Z1e, T2f (!?), Lh, O1k",
    );
    round_trip("Set Up: [9, (1)] [9, (1)] [9, (1)] [(1), 8, (1)]\nI1m (XXX) {three}, I1a (X) $146");
    round_trip("L3c, Ob1 {a tuck}, S2a, Z2e, I2g, O3k, T3a");
    round_trip(
        "; a remark\n[Event \"e\"]\n\n1. Ia ; and one after\n2. Ie {braces \\} and \\\\ kept}",
    );
}

/// The squares of a field above the garbage row, `(x, y, cell)`.
fn squares(field: &Field) -> Vec<(i8, i8, Cell)> {
    (0..Field::HEIGHT)
        .flat_map(|y| (0..Field::WIDTH).map(move |x| (x, y, field.get(x, y))))
        .collect()
}

/// The fumen strings in a fixture's text (`v115@…`, `?` and all).
fn fumens_in(text: &str) -> Vec<&str> {
    text.match_indices("v115@")
        .map(|(at, _)| {
            let rest = &text[at..];
            let end = rest[5..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || "+/?".contains(c)))
                .map_or(rest.len(), |n| n + 5);
            &rest[..end]
        })
        .collect()
}

#[test]
fn coloured_fields_survive_a_trip_through_a_record() {
    // Every fumen of the fixtures whose first field holds a piece's squares
    // and that a record can hold: the record's setup keeps each square's
    // colour, and, where the game plays, the record exported again shows
    // the same field, cell for cell. A fumen with cells in the garbage row
    // below its field is refused, not read without them (no record holds
    // that row): two of the fixtures' fumens are.
    let fixtures = [
        include_str!("data/notation/fumen.txt"),
        include_str!("data/sfinder-percent.tsv"),
    ];
    let (mut coloured, mut round_trips, mut with_garbage) = (0, 0, 0);
    let distinct: std::collections::BTreeSet<&str> =
        fixtures.into_iter().flat_map(fumens_in).collect();
    for text in distinct {
        let Ok(fumen) = Fumen::decode(text) else {
            continue;
        };
        let game = match fumen.to_game() {
            Ok(game) => game,
            Err(FumenError::GarbageRow { .. }) => {
                with_garbage += 1;
                continue;
            }
            Err(_) => continue,
        };
        let first = squares(&fumen.pages[0].field);
        if !first.iter().any(|q| matches!(q.2, Cell::Piece(_))) {
            continue;
        }
        coloured += 1;
        let setup = game
            .setup
            .as_ref()
            .expect("a filled first field is a setup");
        for &(x, y, cell) in &first {
            if x < setup.width() as i8 {
                assert_eq!(setup.cell(x as u8, y as usize), cell, "{text}: ({x}, {y})");
            }
        }
        let written = game.to_string();
        assert_eq!(written.parse::<Game>().as_ref(), Ok(&game), "{written}");
        // A field with a full row is a setup no game can start from.
        let Ok(valid) = game.validate(Mode::Strict) else {
            continue;
        };
        let back = Fumen::from_game(&valid).unwrap();
        assert_eq!(squares(&back.pages[0].field), first, "{text}\n{written}");
        round_trips += 1;
    }
    assert_eq!(
        (coloured, round_trips, with_garbage),
        (2, 2, 2),
        "coloured vectors, round trips, refused for their garbage row"
    );
    // One of them, as the record writes it.
    let field = "v115@9gxhAeyhg0yhBtQpCtAeCtQ4AeW4glD8AeB8wwB8JeAgH";
    assert_eq!(
        Fumen::decode(field).unwrap().to_game().unwrap().to_string(),
        "[Setup \"[4, (1), 2, 1T, 2] [1S, (1), 7S, 1L] [2Z, 1O, 3Z, (1), 3Z] [2I, (1), 3I, 1J, 3I]\"]\n\n*\n"
    );
}

#[test]
fn braces_in_fumen_comments_survive() {
    // A foreign fumen whose page comment holds `}`: it reads as a comment,
    // and the record it gives survives a trip through fumen and back.
    let page = |comment: &str| Page {
        piece: Some(FumenPiece {
            piece: Piece::I,
            rotation: Rotation::Spawn,
            x: 1,
            y: 0,
        }),
        comment: comment.to_owned(),
        ..Page::default()
    };
    let foreign = Fumen {
        pages: vec![page("a } b \\ c")],
    };
    let text = foreign.encode().unwrap();
    let game = Fumen::decode(&text).unwrap().to_game().unwrap();
    assert_eq!(game.intro, ["a } b \\ c"]);
    assert_eq!(game.to_string(), "{a \\} b \\\\ c} Ia *\n");
    round_trip(&game.to_string());
}

#[test]
fn quizzes_survive_a_trip_through_a_record() {
    let quiz = "v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUtfBAXsBA?AANrBmnBAAAAAA";
    let game = Fumen::decode(quiz).unwrap().to_game().unwrap();
    assert_eq!(game.quiz.as_deref(), Some("#Q=[](L)TSJ"));
    assert_eq!(
        game.to_string(),
        "[Quiz \"#Q=[](L)TSJ\"]\n\nLh, Sf, T1e, J2g *\n"
    );
    let text = Fumen::encode_game(&game.validate(Mode::Strict).unwrap()).unwrap();
    let pages = Fumen::decode(&text).unwrap().pages;
    let shown: Vec<(&str, bool)> = pages
        .iter()
        .map(|p| (p.comment.as_str(), p.flags.quiz))
        .collect();
    assert_eq!(
        shown,
        [
            ("#Q=[](L)TSJ", true),
            ("#Q=[](T)SJ", true),
            ("#Q=[T](J)", true),
            ("#Q=[](J)", true),
        ]
    );
    assert_eq!(Fumen::decode(&text).unwrap().to_game().unwrap(), game);
    // The reference's "Lock after quiz": pieces after the quiz ends.
    round_trip(
        &Fumen::decode("v115@vhCWSYVAFLDmClcJSAVDEHBEooRBKoAVB6AAAAUoBT?pB")
            .unwrap()
            .to_game()
            .unwrap()
            .to_string(),
    );
}

#[test]
fn a_fumen_without_pages_is_no_record() {
    let empty = Fumen::decode("v115@").unwrap();
    assert_eq!(empty.to_game(), Err(FumenError::NoPages));
    assert_eq!(
        FumenError::NoPages.to_string(),
        "the fumen has no pages: there is no board to read a record from"
    );
}

/// Found by fuzzing: a page that ends a quiz with an explicit empty comment
/// (which the running quiz would also show) lost its quiz flag when encoded.
#[test]
fn a_comment_that_ends_a_quiz_is_written() {
    let text = "v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVB6AAAAUoBT?pNBmBrnuAAAAA";
    let fumen = Fumen::decode(text).unwrap();
    assert!(fumen.pages[3].flags.quiz && !fumen.pages[4].flags.quiz);
    let again = Fumen::decode(&fumen.encode().unwrap()).unwrap();
    assert_eq!(again, fumen);
}

#[test]
fn narrow_boards_get_walls() {
    let paper = "; the paper's sample\nSet Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta";
    let text = round_trip(paper);
    let fumen = Fumen::decode(&text).unwrap();
    assert_eq!(fumen.pages.len(), 4);
    assert_eq!(fumen.pages[0].comment, "; the paper's sample\nOd (XX)");
    assert_eq!(fumen.pages[0].field.get(5, 22), Cell::Garbage);
    round_trip("[Width \"5\"]\n\nLa, L3c");
    round_trip("[Width \"4\"]\n\n*");
}

#[test]
fn foreign_fumens_become_records() {
    // The reference's quiz vector: L, S, (empty page), T, J.
    let quiz = "v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUtfBAXsBAAANrBmnBAAAAAA";
    let game = Fumen::decode(quiz).unwrap().to_game().unwrap();
    assert_eq!(
        game.to_string(),
        "[Quiz \"#Q=[](L)TSJ\"]\n\nLh, Sf, T1e, J2g *\n"
    );
    assert!(game.validate(Mode::Strict).is_ok());
    // A piece that clears a line gets its marker.
    let mut page = Page::default();
    for x in 0..9 {
        page.field.set(x, 0, Cell::Garbage);
    }
    page.piece = Some(FumenPiece {
        piece: Piece::I,
        rotation: Rotation::Right,
        x: 9,
        y: 2,
    });
    let fumen = Fumen { pages: vec![page] };
    let game = fumen.to_game().unwrap();
    assert_eq!(game.to_string(), "[Setup \"[9, (1)]\"]\n\nI1m (X) *\n");
    assert_eq!(
        Fumen::from_game(&game.validate(Mode::Strict).unwrap())
            .unwrap()
            .pages[0]
            .piece,
        fumen.pages[0].piece
    );
}

#[test]
fn what_records_cannot_say() {
    let errors: Vec<String> = [
        "v115@RhA8IeB8HeC8GeAQLvhAAAA",
        "v115@RhA8IeB8HeC8GeAYJvhAAAA",
        "v115@vhAVPJThQLHeSLPeAAA",
        "v115@bhJ8JeAgHvhAAAA",
        "v115@9gilGeglRpGeg0RpGei0GeI8AeAgWYAQIKvDll2TASIvBElCyTASIqPEFGNXEvhE9tB0sBXjBAwSYATwgkDlt0TAzB88AQx2vAx178AwngHBAAPMAFbuYCJciNEyoAVB",
    ]
    .iter()
    .map(|text| {
        Fumen::decode(text)
            .unwrap()
            .to_game()
            .unwrap_err()
            .to_string()
    })
    .collect();
    assert_eq!(
        errors,
        [
            "page 0 uses `mirror`, which a record cannot express",
            "page 0 uses `rise`, which a record cannot express",
            "page 1 edits the field by hand; a record can only place pieces",
            "page 1 edits the field by hand; a record can only place pieces",
            "page 0 has cells in the garbage row below the field, which a record cannot express: empty that row",
        ]
    );
    // The last one with its garbage row emptied on every page: its mirror.
    let mut emptied = Fumen::decode("v115@9gilGeglRpGeg0RpGei0GeI8AeAgWYAQIKvDll2TASIvBElCyTASIqPEFGNXEvhE9tB0sBXjBAwSYATwgkDlt0TAzB88AQx2vAx178AwngHBAAPMAFbuYCJciNEyoAVB").unwrap();
    for page in &mut emptied.pages {
        for x in 0..Field::WIDTH {
            page.field.set(x, -1, Cell::Empty);
        }
    }
    assert_eq!(
        emptied.to_game().unwrap_err().to_string(),
        "page 4 uses `mirror`, which a record cannot express"
    );
    let floating = Fumen::decode("v115@vhAVPJ").unwrap();
    let mut lifted = floating.clone();
    lifted.pages[0].piece.as_mut().unwrap().y = 5;
    assert!(
        lifted
            .to_game()
            .unwrap_err()
            .to_string()
            .contains("nothing holds the piece")
    );
    let tall = played("[Height \"30\"]\n\nI1a, I1a, I1a, I1a, I1a, I1a");
    let tall = tall.validate(Mode::Strict).unwrap();
    assert_eq!(
        Fumen::from_game(&tall).unwrap_err(),
        FumenError::TooTall { move_index: 5 }
    );
    assert_eq!(
        Fumen::encode_game(&tall).unwrap_err(),
        FumenError::TooTall { move_index: 5 }
    );
}

/// Found by fuzzing: a page whose every square changes alike (one run of
/// the same difference) after an unchanged page was encoded as a repeat of
/// that page, losing the change.
#[test]
fn a_field_that_changes_everywhere_alike_is_no_repeat() {
    let text = include_str!("../../../fuzz/corpus/fumen/fuzz-field-changed-everywhere-alike");
    let fumen = Fumen::decode(text).unwrap();
    let again = Fumen::decode(&fumen.encode().unwrap()).unwrap();
    let fields = |f: &Fumen| f.pages.iter().map(|p| p.field.clone()).collect::<Vec<_>>();
    assert_eq!(fields(&again), fields(&fumen));
}
