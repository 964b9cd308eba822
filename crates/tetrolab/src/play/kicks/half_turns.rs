//! SRS with the 180° tables solution-finder ships and tests with:
//! NullpoMino's (`kicks/nullpomino180.properties`) and Jstris's
//! (`kicks/jstris180.properties`), in solution-finder's centres
//! (docs/sources.md §11).

use super::srs::half_turn_in_place;
use super::{Kick, Kicks};
use crate::Piece;
use crate::play::Rotation;

/// NullpoMino's half turns for J, L, S, T and Z, from spawn, right,
/// reverse, left.
const NULLPOMINO_OTHER: [&[(i8, i8)]; 4] = [
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (1, -1),
        (2, -1),
        (-1, 0),
        (-2, 0),
        (-1, -1),
        (-2, -1),
        (0, 1),
        (3, 0),
        (-3, 0),
    ],
    &[
        (0, 0),
        (0, -1),
        (0, -2),
        (-1, -1),
        (-1, -2),
        (0, 1),
        (0, 2),
        (-1, 1),
        (-1, 2),
        (1, 0),
        (0, -3),
        (0, 3),
    ],
    &[
        (0, 0),
        (-1, 0),
        (-2, 0),
        (-1, 1),
        (-2, 1),
        (1, 0),
        (2, 0),
        (1, 1),
        (2, 1),
        (0, -1),
        (-3, 0),
        (3, 0),
    ],
    &[
        (0, 0),
        (0, -1),
        (0, -2),
        (1, -1),
        (1, -2),
        (0, 1),
        (0, 2),
        (1, 1),
        (1, 2),
        (-1, 0),
        (0, -3),
        (0, 3),
    ],
];

/// NullpoMino's half turns for I.
const NULLPOMINO_I: [&[(i8, i8)]; 4] = [
    &[(1, -1), (0, -1), (-1, -1), (2, -1), (3, -1), (1, -2)],
    &[(-1, -1), (-1, -2), (-1, -3), (-1, 0), (-1, 1), (-2, -1)],
    &[(-1, 1), (0, 1), (1, 1), (-2, 1), (-3, 1), (-1, 2)],
    &[(1, 1), (1, 0), (1, -1), (1, 2), (1, 3), (2, 1)],
];

/// Jstris's half turns for J, L, S, T and Z.
const JSTRIS_OTHER: [&[(i8, i8)]; 4] = [
    &[(0, 0), (0, 1)],
    &[(0, 0), (1, 0)],
    &[(0, 0), (0, -1)],
    &[(0, 0), (-1, 0)],
];

/// Jstris's half turns for I.
const JSTRIS_I: [&[(i8, i8)]; 4] = [
    &[(1, -1), (1, 0)],
    &[(-1, -1), (0, -1)],
    &[(-1, 1), (-1, 0)],
    &[(1, 1), (0, 1)],
];

/// The half turns of one of these tables: its own for I and the others,
/// and the O's single test that keeps its cells.
fn half_turns(
    i: &[&[(i8, i8)]; 4],
    other: &[&[(i8, i8)]; 4],
    piece: Piece,
    from: Rotation,
) -> Vec<Kick> {
    let r = from.turns() as usize;
    let tests: &[(i8, i8)] = match piece {
        Piece::I => i[r],
        Piece::O => return vec![half_turn_in_place(piece, from)],
        _ => other[r],
    };
    tests.iter().map(|&(x, y)| Kick::new(x, y)).collect()
}

impl Kicks {
    /// SRS with NullpoMino's 180° kicks, as solution-finder ships them.
    pub fn nullpomino180() -> Kicks {
        Kicks::srs_with_half_turns(|piece, from| {
            half_turns(&NULLPOMINO_I, &NULLPOMINO_OTHER, piece, from)
        })
    }

    /// SRS with Jstris's 180° kicks, as solution-finder's tests use them.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::play::{Kick, Kicks, Rotation, Turn};
    /// let jstris = Kicks::jstris180();
    /// assert_eq!(
    ///     jstris.tests(Piece::L, Rotation::Spawn, Turn::Half),
    ///     [Kick::new(0, 0), Kick::new(0, 1)]
    /// );
    /// ```
    pub fn jstris180() -> Kicks {
        Kicks::srs_with_half_turns(|piece, from| half_turns(&JSTRIS_I, &JSTRIS_OTHER, piece, from))
    }
}
