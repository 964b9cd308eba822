//! The built-in tables against their published forms, the kick-file reader's
//! errors, and rotation taking the first test that fits.

use super::*;
use crate::play::{Field, WIDTH};

fn published(name: &str) -> Kicks {
    let text = match name {
        "srs" => include_str!("../../../tests/data/kicks/srs.kicks"),
        "nullpomino180" => include_str!("../../../tests/data/kicks/nullpomino180.kicks"),
        "jstris180" => include_str!("../../../tests/data/kicks/jstris180.kicks"),
        "none" => include_str!("../../../tests/data/kicks/none.kicks"),
        _ => unreachable!("no file for {name}"),
    };
    Kicks::parse(text).unwrap_or_else(|err| panic!("{name}: {err}"))
}

#[test]
fn built_in_tables_equal_solution_finders_files() {
    for name in ["srs", "nullpomino180", "jstris180", "none"] {
        assert_eq!(Kicks::named(name).unwrap(), published(name), "{name}");
    }
    assert!(!published("srs").has_half_turns());
    assert!(published("jstris180").has_half_turns());
}

#[test]
fn every_built_in_table_reads_back_from_what_it_writes() {
    for name in Kicks::NAMES {
        let table = Kicks::named(name).unwrap();
        assert_eq!(Kicks::parse(&table.to_string()).unwrap(), table, "{name}");
    }
}

/// TETR.IO's SRS+ as the game stores it (triangle.js's copy of its data,
/// docs/sources.md §12): y down, the plain turn (0, 0) left out, keys
/// `<from><to>` with orientations 0 R 2 L as 0 1 2 3.
const TETRIO_I: [(&str, &[(i8, i8)]); 12] = [
    ("01", &[(1, 0), (-2, 0), (-2, 1), (1, -2)]),
    ("10", &[(-1, 0), (2, 0), (-1, 2), (2, -1)]),
    ("12", &[(-1, 0), (2, 0), (-1, -2), (2, 1)]),
    ("21", &[(-2, 0), (1, 0), (-2, -1), (1, 2)]),
    ("23", &[(2, 0), (-1, 0), (2, -1), (-1, 2)]),
    ("32", &[(1, 0), (-2, 0), (1, -2), (-2, 1)]),
    ("30", &[(1, 0), (-2, 0), (1, 2), (-2, -1)]),
    ("03", &[(-1, 0), (2, 0), (2, 1), (-1, -2)]),
    ("02", &[(0, -1)]),
    ("13", &[(1, 0)]),
    ("20", &[(0, 1)]),
    ("31", &[(-1, 0)]),
];

const TETRIO_OTHER: [(&str, &[(i8, i8)]); 12] = [
    ("01", &[(-1, 0), (-1, -1), (0, 2), (-1, 2)]),
    ("10", &[(1, 0), (1, 1), (0, -2), (1, -2)]),
    ("12", &[(1, 0), (1, 1), (0, -2), (1, -2)]),
    ("21", &[(-1, 0), (-1, -1), (0, 2), (-1, 2)]),
    ("23", &[(1, 0), (1, -1), (0, 2), (1, 2)]),
    ("32", &[(-1, 0), (-1, 1), (0, -2), (-1, -2)]),
    ("30", &[(-1, 0), (-1, 1), (0, -2), (-1, -2)]),
    ("03", &[(1, 0), (1, -1), (0, 2), (1, 2)]),
    ("02", &[(0, -1), (1, -1), (-1, -1), (1, 0), (-1, 0)]),
    ("13", &[(1, 0), (1, -2), (1, -1), (0, -2), (0, -1)]),
    ("20", &[(0, 1), (-1, 1), (1, 1), (-1, 0), (1, 0)]),
    ("31", &[(-1, 0), (-1, -2), (-1, -1), (0, -2), (0, -1)]),
];

#[test]
fn srs_plus_is_tetrios_table_moved_into_our_centres() {
    let plus = Kicks::srs_plus();
    let srs = published("srs");
    let jstris = published("jstris180");
    for (table, pieces) in [
        (&TETRIO_I, &[Piece::I][..]),
        (
            &TETRIO_OTHER,
            &[Piece::J, Piece::L, Piece::S, Piece::T, Piece::Z][..],
        ),
    ] {
        for &piece in pieces {
            for (key, tests) in table {
                let digit = |i: usize| Rotation::from_turns(key.as_bytes()[i] - b'0');
                let (from, to) = (digit(0), digit(1));
                let turn = Turn::between(from, to).unwrap();
                // The plain turn in our centres: the published tables' first test.
                let plain = match turn {
                    Turn::Half => jstris.tests(piece, from, turn)[0],
                    _ => srs.tests(piece, from, turn)[0],
                };
                let expected: Vec<(i8, i8)> = std::iter::once((0, 0))
                    .chain(tests.iter().map(|&(x, y)| (x, -y)))
                    .map(|(x, y)| (x + plain.x, y + plain.y))
                    .collect();
                let got: Vec<(i8, i8)> = plus
                    .tests(piece, from, turn)
                    .iter()
                    .map(|k| (k.x, k.y))
                    .collect();
                assert_eq!(got, expected, "{piece}.{key}");
            }
        }
    }
    for from in Rotation::ALL {
        for turn in [Turn::Clockwise, Turn::CounterClockwise] {
            assert_eq!(
                plus.tests(Piece::T, from, turn),
                srs.tests(Piece::T, from, turn),
                "the T keeps SRS's privileged tests"
            );
        }
        for turn in [Turn::Clockwise, Turn::CounterClockwise] {
            assert_eq!(
                plus.tests(Piece::O, from, turn),
                srs.tests(Piece::O, from, turn)
            );
        }
        assert_eq!(
            plus.tests(Piece::O, from, Turn::Half),
            jstris.tests(Piece::O, from, Turn::Half)
        );
    }
}

/// The cells of `placement` seen in a mirror.
fn mirrored_cells(placement: &Placement) -> Vec<(i8, i8)> {
    let mut cells: Vec<(i8, i8)> = placement
        .cells()
        .iter()
        .map(|&(x, y)| (WIDTH - 1 - x, y))
        .collect();
    cells.sort_unstable();
    cells
}

fn sorted_cells(placement: &Placement) -> Vec<(i8, i8)> {
    let mut cells = placement.cells().to_vec();
    cells.sort_unstable();
    cells
}

/// Whether every I quarter turn's tests, seen in a mirror, are the mirror
/// turn's tests in the same order.
fn i_kicks_are_mirror_symmetric(kicks: &Kicks) -> bool {
    let mirror = |r: Rotation| Rotation::from_turns(4 - r.turns());
    Rotation::ALL.into_iter().all(|from| {
        let start = Placement::new(Piece::I, from, 4, 10);
        // The I placed on the mirror image of `start`'s cells.
        let image = (0..WIDTH)
            .flat_map(|x| (5..15).map(move |y| Placement::new(Piece::I, mirror(from), x, y)))
            .find(|p| sorted_cells(p) == mirrored_cells(&start))
            .expect("a mirror image");
        [
            (Turn::Clockwise, Turn::CounterClockwise),
            (Turn::CounterClockwise, Turn::Clockwise),
        ]
        .into_iter()
        .all(|(turn, mirror_turn)| {
            let ours = kicks.tests(Piece::I, from, turn);
            let theirs = kicks.tests(Piece::I, image.rotation, mirror_turn);
            ours.iter().zip(theirs).all(|(a, b)| {
                let landed =
                    Placement::new(Piece::I, turn.from(from), start.x + a.x, start.y + a.y);
                let image_landed = Placement::new(
                    Piece::I,
                    mirror_turn.from(image.rotation),
                    image.x + b.x,
                    image.y + b.y,
                );
                mirrored_cells(&landed) == sorted_cells(&image_landed)
            })
        })
    })
}

#[test]
fn srs_plus_makes_the_i_mirror_symmetric_and_srs_is_not() {
    assert!(i_kicks_are_mirror_symmetric(&Kicks::srs_plus()));
    assert!(!i_kicks_are_mirror_symmetric(&Kicks::srs()));
}

#[test]
fn a_rotation_takes_the_first_test_that_fits() {
    // T from spawn turning right, walled in so that only its fifth test fits.
    let field = Field::from_text(
        "X_________\n__________\n_X________\n__________\n__________",
        8,
    )
    .unwrap();
    let srs = Kicks::srs();
    let t = Placement::new(Piece::T, Rotation::Spawn, 1, 3);
    assert!(field.fits(&t));
    let (turned, kick) = srs.rotate(&t, Turn::Clockwise, |p| field.fits(p)).unwrap();
    assert_eq!(turned, Placement::new(Piece::T, Rotation::Right, 0, 1));
    assert_eq!((kick.x, kick.y, kick.privileged), (-1, -2, true));
    // With the cell left of the T's stem free, the second test fits first.
    let mut open = field;
    open.set(0, 4, false);
    let (turned, _) = srs.rotate(&t, Turn::Clockwise, |p| open.fits(p)).unwrap();
    assert_eq!(turned, Placement::new(Piece::T, Rotation::Right, 0, 3));
    assert_eq!(srs.rotate(&t, Turn::Half, |p| field.fits(p)), None);
}

fn error_of(text: &str) -> (usize, usize, String) {
    let err = Kicks::parse(text).unwrap_err();
    (err.line, err.column, err.problem.to_string())
}

#[test]
fn kick_file_errors_say_where_and_what_to_fix() {
    let srs = published("srs").to_string();
    let (line, column, message) = error_of(&format!("{srs}T.NS=(0,0)\n"));
    assert_eq!((line, column), (58, 1));
    assert!(
        message.contains("but not T.EW, T.SN, T.WE, I.NS, I.EW, I.SN and 21 more"),
        "{message}"
    );
    let without_first = srs.lines().skip(1).collect::<Vec<_>>().join("\n");
    let (_, _, message) = error_of(&without_first);
    assert!(
        message.starts_with("the file does not give T.NE:"),
        "{message}"
    );
    let cases = [
        ("T.NE (0,0)", 1, 1, "expected an entry such as"),
        ("  Q.NE=(0,0)", 1, 3, "`Q.NE` is not an entry name"),
        (
            "T.NN=(0,0)",
            1,
            1,
            "`T.NN` turns from an orientation to itself",
        ),
        (
            "T.NE=(0,0)\nT.0R=(0,0)",
            2,
            1,
            "`T.NE` is given again (first on line 1)",
        ),
        ("T.NE=(0,0)x", 1, 11, "expected a test `(x,y)`, found `x`"),
        (
            "T.NE=(0,0",
            1,
            10,
            "expected `)` after a test's y, found the end of the line",
        ),
        ("T.NE=(a,0)", 1, 7, "expected a whole number, found `a`"),
        ("T.NE=(0,-40)", 1, 9, "`-40` is too far"),
        ("T.NE=", 1, 6, "the entry has no tests"),
        (
            "T.NE=&T.NS\nT.EN=(0,0)",
            1,
            7,
            "`&T.NS` refers to an entry the file does not give",
        ),
        ("T.NE=&T.EN\nT.EN=&T.NE", 2, 7, "`&T.NE` leads back here"),
    ];
    for (text, line, column, start) in cases {
        // Fill in every other entry so that only the case's problem remains.
        let full = format!(
            "{text}\n{}",
            srs.lines()
                .filter(|l| !l.starts_with("T.NE") && !l.starts_with("T.EN"))
                .collect::<Vec<_>>()
                .join("\n")
        );
        let got = error_of(&full);
        assert_eq!((got.0, got.1), (line, column), "{text}: {}", got.2);
        assert!(got.2.starts_with(start), "{text}: {}", got.2);
    }
}

#[test]
fn kick_files_read_comments_references_marks_and_other_spellings() {
    let srs = published("srs").to_string();
    let rest: String = srs
        .lines()
        .filter(|l| !l.starts_with("T.NE") && !l.starts_with("J."))
        .map(|l| format!("{l}\n"))
        .collect();
    let j: String = srs
        .lines()
        .filter(|l| l.starts_with("J."))
        .map(|l| format!("j.{} : &l.{}\n", &l[2..4], &l[2..4]))
        .collect();
    let text =
        format!("# comment\n! another\n\nt.0r = ( 0 , 0 ) (-1,0)(-1,+1)(0,-2)(@ -1,-2)\n{j}{rest}");
    assert_eq!(Kicks::parse(&text).unwrap(), Kicks::srs());
}
