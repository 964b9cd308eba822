//! How fast `play::placements` lists every placement a piece can reach —
//! the call a perfect-clear search makes for each piece it tries — and the
//! definition it equals, for scale. Each iteration asks for all seven
//! pieces (throughput is reported in pieces). Run with
//! `cargo bench -p tetrolab --bench play`.

use tetrolab::Piece;
use tetrolab::play::{Drop, Field, Kicks, Rules, definition, placements};

fn main() {
    divan::main();
}

/// The fields: name, rows (top first), and the ceiling placements must stay
/// under (`None`: the field's top).
const FIELDS: [(&str, &str, Option<u8>); 3] = [
    ("empty", "", None),
    // A perfect-clear opener half built: four rows, ceiling 4.
    (
        "pc",
        "XX_____XXX\nXXX____XXX\nXXXX___XXX\nXXXXX__XXX",
        Some(4),
    ),
    // A mid-game stack with holes, overhangs and a T-spin slot.
    (
        "stack",
        "_____X____\n__XX_XX___\n_XXX__XX_X\nXXXX___XXX\nXXXXX_XXXX\nXX_XXXXX_X\nX_XXXXXXXX\nXXXXXXXX_X",
        None,
    ),
];

const PIECES: [Piece; 7] = [
    Piece::I,
    Piece::J,
    Piece::L,
    Piece::O,
    Piece::S,
    Piece::T,
    Piece::Z,
];

fn field(name: &str) -> (Field, Option<u8>) {
    let (_, text, ceiling) = FIELDS.iter().find(|(n, _, _)| *n == name).expect("a field");
    (Field::from_text(text, 24).expect("a field"), *ceiling)
}

fn every_piece(bencher: divan::Bencher, name: &str, kicks: &Kicks, drop: Drop, fast: bool) {
    let (field, ceiling) = field(name);
    let rules = Rules {
        ceiling,
        ..Rules::new(kicks, drop)
    };
    bencher
        .counter(divan::counter::ItemsCount::new(PIECES.len()))
        .bench_local(|| {
            let mut found = 0;
            for piece in PIECES {
                found += if fast {
                    placements(divan::black_box(&field), piece, &rules)
                        .expect("rules hold")
                        .len()
                } else {
                    definition::placements(divan::black_box(&field), piece, &rules)
                        .expect("rules hold")
                        .len()
                };
            }
            found
        });
}

const NAMES: [&str; 3] = ["empty", "pc", "stack"];

/// Soft drop with SRS: solution-finder's default.
#[divan::bench(args = NAMES)]
fn soft(bencher: divan::Bencher, name: &str) {
    every_piece(bencher, name, &Kicks::srs(), Drop::Soft, true);
}

/// Hard drop.
#[divan::bench(args = NAMES)]
fn hard(bencher: divan::Bencher, name: &str) {
    every_piece(bencher, name, &Kicks::srs(), Drop::Hard, true);
}

/// Soft drop and half turns with TETR.IO's SRS+.
#[divan::bench(args = NAMES)]
fn soft_180(bencher: divan::Bencher, name: &str) {
    every_piece(bencher, name, &Kicks::srs_plus(), Drop::Soft180, true);
}

/// The definition's soft drop with SRS, for scale.
#[divan::bench(args = NAMES)]
fn definition_soft(bencher: divan::Bencher, name: &str) {
    every_piece(bencher, name, &Kicks::srs(), Drop::Soft, false);
}
