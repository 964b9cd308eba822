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

/// Exports a record, reads it back, and returns the fumen text.
fn round_trip(record: &str) -> String {
    let game: Game = record.parse().unwrap();
    let text = Fumen::from_game(&game).unwrap().encode().unwrap();
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
}

#[test]
fn narrow_boards_get_walls() {
    let paper = "; the paper's sample\nSet Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta";
    let text = round_trip(paper);
    let fumen = Fumen::decode(&text).unwrap();
    assert_eq!(fumen.pages.len(), 4);
    assert_eq!(fumen.pages[0].comment, "Od (XX)");
    assert_eq!(fumen.pages[0].field.get(5, 22), Cell::Garbage);
    round_trip("[Width \"5\"]\n\nLa, L3c");
    round_trip("[Width \"4\"]\n\n*");
}

#[test]
fn foreign_fumens_become_records() {
    // The reference's quiz vector: L, S, (empty page), T, J.
    let quiz = "v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUtfBAXsBAAANrBmnBAAAAAA";
    let game = Fumen::decode(quiz).unwrap().to_game().unwrap();
    assert_eq!(game.to_string(), "{#Q=[](L)TSJ} Lh, Sf, T1e, J2g *\n");
    assert!(game.validate(Mode::Strict).is_empty());
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
        Fumen::from_game(&game).unwrap().pages[0].piece,
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
            "page 4 uses `mirror`, which a record cannot express",
        ]
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
    let invalid: Game = "Ia (X)".parse().unwrap();
    assert!(matches!(
        Fumen::from_game(&invalid),
        Err(FumenError::Record(_))
    ));
    let tall: Game = "[Height \"30\"]\n\nI1a, I1a, I1a, I1a, I1a, I1a"
        .parse()
        .unwrap();
    assert_eq!(
        Fumen::from_game(&tall).unwrap_err(),
        FumenError::TooTall { move_index: 5 }
    );
}
