//! The Super Rotation System from its offset tables, and the table with no
//! kicks.
//!
//! The guideline describes SRS by *offsets*: each orientation of a piece has
//! five offsets, and the i-th test of a turn moves the centre by the
//! i-th offset of the orientation it leaves minus the i-th offset of the one
//! it enters. The offsets are solution-finder's (`OffsetDefine`), written
//! for its centres, so the tests come out in its frame (docs/sources.md §11).

use super::{Kick, Kicks, Turn};
use crate::Piece;
use crate::play::Rotation;

/// J, L, S, T and Z: spawn, right, reverse, left.
const OTHER_OFFSETS: [[(i8, i8); 5]; 4] = [
    [(0, 0); 5],
    [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)],
    [(0, 0); 5],
    [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)],
];

/// I: spawn, right, reverse, left.
const I_OFFSETS: [[(i8, i8); 5]; 4] = [
    [(0, 0), (-1, 0), (2, 0), (-1, 0), (2, 0)],
    [(-1, 0), (0, 0), (0, 0), (0, 1), (0, -2)],
    [(-1, 1), (1, 1), (-2, 1), (1, 0), (-2, 0)],
    [(0, 1), (0, 1), (0, 1), (0, -1), (0, 2)],
];

/// O (one offset each: it never kicks).
const O_OFFSETS: [[(i8, i8); 1]; 4] = [[(0, 0)], [(0, -1)], [(-1, -1)], [(-1, 0)]];

/// The offsets of `piece` in `rotation`.
fn offsets(piece: Piece, rotation: Rotation) -> &'static [(i8, i8)] {
    let r = rotation.turns() as usize;
    match piece {
        Piece::I => &I_OFFSETS[r],
        Piece::O => &O_OFFSETS[r],
        _ => &OTHER_OFFSETS[r],
    }
}

/// The tests of a quarter turn from the offsets; the T's fifth test into
/// right or left is privileged.
fn quarter_turn(piece: Piece, from: Rotation, turn: Turn) -> Vec<Kick> {
    let to = turn.from(from);
    let into_side = matches!(to, Rotation::Right | Rotation::Left);
    offsets(piece, from)
        .iter()
        .zip(offsets(piece, to))
        .enumerate()
        .map(|(i, (&(fx, fy), &(tx, ty)))| Kick {
            x: fx - tx,
            y: fy - ty,
            privileged: piece == Piece::T && into_side && i == 4,
        })
        .collect()
}

/// How far the centre moves when `piece` turns from `from` to `to` by the
/// guideline's plain rotation: the first offsets' difference (0 but for I
/// and O, whose guideline centre is not solution-finder's). Tables written
/// for the guideline's centres are moved into ours by adding it.
pub(super) fn plain_turn(piece: Piece, from: Rotation, to: Rotation) -> (i8, i8) {
    let (fx, fy) = offsets(piece, from)[0];
    let (tx, ty) = offsets(piece, to)[0];
    (fx - tx, fy - ty)
}

/// The test of a half turn that leaves I, S, Z and O on the cells they
/// cover (they look the same turned over), and plain rotation about the
/// centre for J, L and T (solution-finder's `nokicks` table).
pub(super) fn half_turn_in_place(piece: Piece, from: Rotation) -> Kick {
    let sign = if from.turns() < 2 { 1 } else { -1 };
    let sideways = from.turns() % 2 == 1;
    let (x, y) = match (piece, sideways) {
        (Piece::I, false) => (1, 0),
        (Piece::I, true) => (0, -1),
        (Piece::S | Piece::Z, false) => (0, 1),
        (Piece::S | Piece::Z, true) => (1, 0),
        (Piece::O, false) => (1, 1),
        (Piece::O, true) => (1, -1),
        _ => (0, 0),
    };
    Kick::new(sign * x, sign * y)
}

impl Kicks {
    /// Standard SRS, quarter turns only: solution-finder's default table.
    pub fn srs() -> Kicks {
        Kicks::from_fn(false, quarter_turn)
    }

    /// No kicks: one test per turn, the plain rotation, for quarter and
    /// half turns (solution-finder's `nokicks`).
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::play::{Kick, Kicks, Rotation, Turn};
    /// let none = Kicks::none();
    /// assert_eq!(none.tests(Piece::I, Rotation::Spawn, Turn::Clockwise), [Kick::new(1, 0)]);
    /// assert_eq!(none.tests(Piece::T, Rotation::Left, Turn::Half), [Kick::new(0, 0)]);
    /// ```
    pub fn none() -> Kicks {
        Kicks::from_fn(true, |piece, from, turn| match turn {
            Turn::Half => vec![half_turn_in_place(piece, from)],
            _ => {
                let (x, y) = plain_turn(piece, from, turn.from(from));
                vec![Kick::new(x, y)]
            }
        })
    }

    /// Standard SRS's quarter turns with the given half turns.
    pub(super) fn srs_with_half_turns(half: impl Fn(Piece, Rotation) -> Vec<Kick>) -> Kicks {
        Kicks::from_fn(true, |piece, from, turn| match turn {
            Turn::Half => half(piece, from),
            _ => quarter_turn(piece, from, turn),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Placement;

    /// The tables solution-finder lists (`srs.properties`): clockwise turns
    /// from spawn, right, reverse, left, then counter-clockwise turns from
    /// the same four.
    #[test]
    fn derived_tables_equal_the_published_ones() {
        type Row = [(i8, i8); 5];
        let jlszt: [Row; 8] = [
            [(0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)],
            [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)],
            [(0, 0), (1, 0), (1, 1), (0, -2), (1, -2)],
            [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)],
            [(0, 0), (1, 0), (1, 1), (0, -2), (1, -2)],
            [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)],
            [(0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)],
            [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)],
        ];
        let i: [Row; 8] = [
            [(1, 0), (-1, 0), (2, 0), (-1, -1), (2, 2)],
            [(0, -1), (-1, -1), (2, -1), (-1, 1), (2, -2)],
            [(-1, 0), (1, 0), (-2, 0), (1, 1), (-2, -2)],
            [(0, 1), (1, 1), (-2, 1), (1, -1), (-2, 2)],
            [(0, -1), (-1, -1), (2, -1), (-1, 1), (2, -2)],
            [(-1, 0), (1, 0), (-2, 0), (1, 1), (-2, -2)],
            [(0, 1), (1, 1), (-2, 1), (1, -1), (-2, 2)],
            [(1, 0), (-1, 0), (2, 0), (-1, -1), (2, 2)],
        ];
        let o: [(i8, i8); 8] = [
            (0, 1),
            (1, 0),
            (0, -1),
            (-1, 0),
            (1, 0),
            (0, -1),
            (-1, 0),
            (0, 1),
        ];
        let srs = Kicks::srs();
        for index in 0..7 {
            let piece = Piece::from_index(index).unwrap();
            for (n, turn) in [Turn::Clockwise, Turn::CounterClockwise]
                .into_iter()
                .enumerate()
            {
                for from in Rotation::ALL {
                    let row = n * 4 + from.turns() as usize;
                    let expected: Vec<(i8, i8)> = match piece {
                        Piece::I => i[row].to_vec(),
                        Piece::O => vec![o[row]],
                        _ => jlszt[row].to_vec(),
                    };
                    let got: Vec<(i8, i8)> = srs
                        .tests(piece, from, turn)
                        .iter()
                        .map(|k| (k.x, k.y))
                        .collect();
                    assert_eq!(got, expected, "{piece} from {from} {turn:?}");
                }
            }
        }
    }

    #[test]
    fn only_the_t_turning_sideways_has_a_privileged_fifth_test() {
        let srs = Kicks::srs();
        for index in 0..7 {
            let piece = Piece::from_index(index).unwrap();
            for from in Rotation::ALL {
                for turn in [Turn::Clockwise, Turn::CounterClockwise] {
                    let marks: Vec<bool> = srs
                        .tests(piece, from, turn)
                        .iter()
                        .map(|k| k.privileged)
                        .collect();
                    let sideways = matches!(turn.from(from), Rotation::Right | Rotation::Left);
                    let fifth = piece == Piece::T && sideways;
                    assert_eq!(marks.iter().filter(|&&m| m).count(), usize::from(fifth));
                    assert_eq!(marks.get(4).copied().unwrap_or(false), fifth);
                }
            }
        }
    }

    #[test]
    fn half_turns_in_place_keep_the_cells_of_pieces_that_look_the_same_turned_over() {
        for piece in [Piece::I, Piece::S, Piece::Z, Piece::O] {
            for from in Rotation::ALL {
                let start = Placement::new(piece, from, 4, 4);
                let kick = half_turn_in_place(piece, from);
                let turned = Placement::new(piece, Turn::Half.from(from), 4 + kick.x, 4 + kick.y);
                assert!(start.same_cells(&turned), "{start} -> {turned}");
            }
        }
    }
}
