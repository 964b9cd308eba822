//! A setup as solution-finder's `cover` sees it: a start field and the
//! placements to make, in no fixed order.

use super::placement::Placement;
use super::setup_error::{Origin, SetupError};
use crate::Piece;
use crate::notation::Rotation;
use crate::play::Field;

/// A setup: the field it starts from and the pieces to place, each where
/// it ends up in that field's frame. The order the placements are listed
/// in is the order they were drawn, which is only one way to build the
/// setup: a build may place them in any order that keeps each placement's
/// rows to clear first cleared (see [`Placement`]).
///
/// Made from a fumen ([`Setup::from_fumen`]) or a record
/// ([`Setup::from_game`]); [`Setup::mirrored`] is its mirror image.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::setups::Setup;
/// // Six pieces on an empty field, one per page (sfinder's cover case 1).
/// let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
/// let pieces: Vec<Piece> = setup.placements.iter().map(|p| p.piece).collect();
/// assert_eq!(pieces, [Piece::I, Piece::Z, Piece::L, Piece::S, Piece::O, Piece::J]);
/// assert_eq!(setup.placements[0].cells, [(3, 0), (4, 0), (5, 0), (6, 0)]);
/// assert_eq!(setup.field.count(), 0);
/// # Ok::<(), tetrolab::setups::SetupError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The field before any piece of the setup, [`Setup::HEIGHT`] rows
    /// high.
    pub field: Field,
    /// The pieces to place, in the order they were drawn.
    pub placements: Vec<Placement>,
}

/// One piece as a source draws it: its cells in the frame of the moment,
/// with every row cleared so far taken out.
#[derive(Debug, Clone, Copy)]
pub(super) struct Drawn {
    /// Where it came from, for messages.
    pub origin: Origin,
    /// The piece.
    pub piece: Piece,
    /// Its orientation.
    pub rotation: Rotation,
    /// Its cells, (column, row) in the frame of the moment.
    pub cells: [(i32, i32); 4],
}

impl Setup {
    /// How many rows a setup's field has: 24, as sfinder's `cover` sees a
    /// board.
    pub const HEIGHT: u8 = 24;

    /// The setup of pieces drawn one after another on `field`, each in the
    /// frame left by the ones before (fumen pages, record moves): rows full
    /// in `field` clear first (as sfinder reads a fumen), then each piece
    /// is placed and the rows it fills clear. Each piece's cells are mapped
    /// back to `field`'s frame by putting back the rows cleared before it.
    ///
    /// # Errors
    /// A piece outside the field, on filled cells, or above row 24 once
    /// the cleared rows are counted back.
    pub(super) fn build(
        field: Field,
        pieces: impl IntoIterator<Item = Drawn>,
    ) -> Result<Setup, SetupError> {
        let height = usize::from(Setup::HEIGHT);
        // The board of the moment, and the start field's row each of its
        // rows is (rows past the start field's top are numbered on).
        let mut rows: Vec<u16> = (0..Setup::HEIGHT).map(|y| field.row(y)).collect();
        let mut origins: Vec<usize> = (0..height).collect();
        let mut cleared: u32 = 0;
        let mut clear = |rows: &mut Vec<u16>, origins: &mut Vec<usize>| {
            let mut y = 0;
            while y < rows.len() {
                if rows[y] == Field::FULL_ROW {
                    rows.remove(y);
                    cleared |= 1 << origins.remove(y);
                    rows.push(0);
                    origins.push(origins.last().map_or(height, |&o| o.max(height - 1) + 1));
                } else {
                    y += 1;
                }
            }
            cleared
        };
        let mut cleared_now = clear(&mut rows, &mut origins);
        let mut placements = Vec::new();
        for drawn in pieces {
            let origin = drawn.origin;
            let mut cells = [(0u8, 0u8); 4];
            for (cell, &(x, y)) in cells.iter_mut().zip(&drawn.cells) {
                let column = u8::try_from(x)
                    .ok()
                    .filter(|&x| x < crate::play::WIDTH as u8);
                let (Some(column), Ok(row)) = (column, usize::try_from(y)) else {
                    return Err(SetupError::OffField { origin });
                };
                if origins.get(row).is_none_or(|&o| o >= height) {
                    return Err(SetupError::AboveField { origin });
                }
                if rows[row] & (1 << column) != 0 {
                    return Err(SetupError::Overlap { origin });
                }
                *cell = (column, origins[row] as u8);
            }
            for &(x, y) in &drawn.cells {
                rows[y as usize] |= 1 << x;
            }
            cells.sort_unstable_by_key(|&(x, y)| (y, x));
            let low = u32::from(cells[0].1);
            let high = u32::from(cells[3].1);
            let span = ((1u64 << (high + 1)) - (1u64 << low)) as u32;
            placements.push(Placement {
                piece: drawn.piece,
                rotation: drawn.rotation,
                cells,
                cleared_first: cleared_now & span,
            });
            cleared_now = clear(&mut rows, &mut origins);
        }
        Ok(Setup { field, placements })
    }

    /// The mirror image, as sfinder's `--mirror` makes it: the field and
    /// every placement flipped left to right (see
    /// [`Placement::mirrored`]).
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::setups::Setup;
    /// let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
    /// let mirror = setup.mirrored();
    /// let pieces: Vec<Piece> = mirror.placements.iter().map(|p| p.piece).collect();
    /// assert_eq!(pieces, [Piece::I, Piece::S, Piece::J, Piece::Z, Piece::O, Piece::L]);
    /// assert_eq!(mirror.placements[0].cells, [(3, 0), (4, 0), (5, 0), (6, 0)]);
    /// assert_eq!(mirror.mirrored(), setup);
    /// # Ok::<(), tetrolab::setups::SetupError>(())
    /// ```
    pub fn mirrored(&self) -> Setup {
        Setup {
            field: self.field.mirrored(),
            placements: self.placements.iter().map(Placement::mirrored).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn(n: usize, piece: Piece, rotation: Rotation, cells: [(i32, i32); 4]) -> Drawn {
        Drawn {
            origin: Origin::Page(n),
            piece,
            rotation,
            cells,
        }
    }

    /// Row 1 clears under the I; the O drawn after it in rows 0 and 1 of
    /// the new frame lies across the cleared row: rows 0 and 2 of the
    /// start field, with row 1 to clear first.
    #[test]
    fn cells_map_back_over_cleared_rows() {
        let field = Field::from_text("_XXXXXXXXX\nXXXXXXXX__", Setup::HEIGHT).unwrap();
        let setup = Setup::build(
            field,
            [
                drawn(
                    1,
                    Piece::I,
                    Rotation::Right,
                    [(0, 1), (0, 2), (0, 3), (0, 4)],
                ),
                drawn(
                    2,
                    Piece::O,
                    Rotation::Spawn,
                    [(8, 0), (9, 0), (8, 1), (9, 1)],
                ),
            ],
        )
        .unwrap();
        let [i, o] = setup.placements[..] else {
            panic!("two placements")
        };
        assert_eq!(
            (i.cells, i.cleared_first),
            ([(0, 1), (0, 2), (0, 3), (0, 4)], 0)
        );
        assert_eq!(
            (o.cells, o.cleared_first),
            ([(8, 0), (9, 0), (8, 2), (9, 2)], 0b10)
        );
        assert_eq!(setup.field, field);
    }

    /// A row full in the start field is cleared before the first piece,
    /// as sfinder reads a fumen.
    #[test]
    fn full_rows_of_the_start_field_clear_first() {
        let field = Field::from_text("XXXXXXXXXX", Setup::HEIGHT).unwrap();
        let setup = Setup::build(
            field,
            [drawn(
                1,
                Piece::I,
                Rotation::Spawn,
                [(0, 0), (1, 0), (2, 0), (3, 0)],
            )],
        )
        .unwrap();
        assert_eq!(setup.placements[0].cells, [(0, 1), (1, 1), (2, 1), (3, 1)]);
        let above = Setup::build(
            field,
            [drawn(
                4,
                Piece::I,
                Rotation::Spawn,
                [(0, 23), (1, 23), (2, 23), (3, 23)],
            )],
        );
        assert_eq!(
            above,
            Err(SetupError::AboveField {
                origin: Origin::Page(4)
            })
        );
    }

    #[test]
    fn pieces_on_filled_cells_or_outside_are_refused() {
        let field = Field::from_text("X_________", Setup::HEIGHT).unwrap();
        let cells = [(0, 0), (1, 0), (2, 0), (3, 0)];
        let overlap = Setup::build(field, [drawn(2, Piece::I, Rotation::Spawn, cells)]);
        assert_eq!(
            overlap,
            Err(SetupError::Overlap {
                origin: Origin::Page(2)
            })
        );
        let outside = [(7, 0), (8, 0), (9, 0), (10, 0)];
        let off = Setup::build(field, [drawn(1, Piece::I, Rotation::Spawn, outside)]);
        assert_eq!(
            off,
            Err(SetupError::OffField {
                origin: Origin::Page(1)
            })
        );
    }
}
