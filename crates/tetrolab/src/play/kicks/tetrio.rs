//! TETR.IO's SRS+ (docs/sources.md §12): the guideline's kicks for J, L, S,
//! T, Z and O, the I's kicks made mirror-symmetric, and 180° turns.
//!
//! The tables below are TETR.IO's, in the guideline's centres with y up and
//! the plain turn (0, 0) first; they are moved into solution-finder's
//! centres by adding the plain turn's shift ([`plain_turn`]), which is 0 but
//! for I and O.

use super::srs::{half_turn_in_place, plain_turn};
use super::{Kick, Kicks, Turn};
use crate::Piece;
use crate::play::Rotation;

/// The I's quarter turns, clockwise then counter-clockwise, from spawn,
/// right, reverse, left.
const I_QUARTER: [[(i8, i8); 5]; 8] = [
    [(0, 0), (1, 0), (-2, 0), (-2, -1), (1, 2)],
    [(0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)],
    [(0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)],
    [(0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)],
    [(0, 0), (-1, 0), (2, 0), (2, -1), (-1, 2)],
    [(0, 0), (-1, 0), (2, 0), (-1, -2), (2, 1)],
    [(0, 0), (-2, 0), (1, 0), (-2, 1), (1, -2)],
    [(0, 0), (1, 0), (-2, 0), (1, 2), (-2, -1)],
];

/// The I's half turns from spawn, right, reverse, left.
const I_HALF: [[(i8, i8); 2]; 4] = [
    [(0, 0), (0, 1)],
    [(0, 0), (1, 0)],
    [(0, 0), (0, -1)],
    [(0, 0), (-1, 0)],
];

/// The half turns of J, L, S, T and Z from spawn, right, reverse, left.
const OTHER_HALF: [[(i8, i8); 6]; 4] = [
    [(0, 0), (0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0)],
    [(0, 0), (1, 0), (1, 2), (1, 1), (0, 2), (0, 1)],
    [(0, 0), (0, -1), (-1, -1), (1, -1), (-1, 0), (1, 0)],
    [(0, 0), (-1, 0), (-1, 2), (-1, 1), (0, 2), (0, 1)],
];

/// The I's tests in our centres.
fn i_tests(from: Rotation, turn: Turn) -> Vec<Kick> {
    let r = from.turns() as usize;
    let guideline: &[(i8, i8)] = match turn {
        Turn::Clockwise => &I_QUARTER[r],
        Turn::CounterClockwise => &I_QUARTER[4 + r],
        Turn::Half => &I_HALF[r],
    };
    let (sx, sy) = plain_turn(Piece::I, from, turn.from(from));
    guideline
        .iter()
        .map(|&(x, y)| Kick::new(x + sx, y + sy))
        .collect()
}

impl Kicks {
    /// TETR.IO's SRS+.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::play::{Kick, Kicks, Rotation, Turn};
    /// let plus = Kicks::srs_plus();
    /// // The I turning clockwise from spawn tries right before left, where
    /// // SRS tries left first (solution-finder's centres).
    /// let cw = plus.tests(Piece::I, Rotation::Spawn, Turn::Clockwise);
    /// assert_eq!(&cw[..3], [Kick::new(1, 0), Kick::new(2, 0), Kick::new(-1, 0)]);
    /// let srs = Kicks::srs();
    /// assert_eq!(srs.tests(Piece::I, Rotation::Spawn, Turn::Clockwise)[1], Kick::new(-1, 0));
    /// assert_eq!(plus.tests(Piece::T, Rotation::Spawn, Turn::Half).len(), 6);
    /// ```
    pub fn srs_plus() -> Kicks {
        let srs = Kicks::srs();
        Kicks::from_fn(true, |piece, from, turn| match (piece, turn) {
            (Piece::I, _) => i_tests(from, turn),
            (Piece::O, Turn::Half) => vec![half_turn_in_place(piece, from)],
            (_, Turn::Half) => OTHER_HALF[from.turns() as usize]
                .iter()
                .map(|&(x, y)| Kick::new(x, y))
                .collect(),
            _ => srs.tests(piece, from, turn).to_vec(),
        })
    }
}
