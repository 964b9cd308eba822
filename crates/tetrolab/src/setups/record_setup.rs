//! A setup read from a TETRIS-SYSTEM record: its initial position is the
//! start field, its moves are the placements.

use super::setup::{Drawn, Setup};
use super::setup_error::{Origin, SetupError};
use crate::notation::ValidGame;
use crate::play::{Field, WIDTH};

impl Setup {
    /// The setup a record plays: its initial position (the `Setup` tag or
    /// rows) is the start field, and each move's piece, where the record
    /// lands it, is a placement (mapped back to the start field's frame
    /// over the rows cleared before it, as for a fumen). A valid game's
    /// initial position has no full row, so sfinder's reading (full rows
    /// clear before the first piece) and the record's agree.
    ///
    /// # Errors
    /// A board narrower than 10 columns, an initial position above row 24,
    /// or a piece that reaches above row 24 of the start field's frame.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::notation::{Game, Mode};
    /// use tetrolab::setups::Setup;
    /// let game: Game = "[5, (5)] [5, (5)]\nOf, Oh, I1m (XX), Ta".parse().unwrap();
    /// let setup = Setup::from_game(&game.validate(Mode::Strict).unwrap())?;
    /// assert_eq!(setup.field.count(), 10);
    /// let o = &setup.placements[1];
    /// assert_eq!((o.piece, o.cells[0]), (Piece::O, (7, 0)));
    /// // The I clears the two bottom rows; the T lands on what is left of
    /// // it, on rows 3 and 4 of the start field.
    /// assert_eq!(setup.placements[3].cells, [(0, 2), (1, 2), (2, 2), (1, 3)]);
    /// # Ok::<(), tetrolab::setups::SetupError>(())
    /// ```
    pub fn from_game(game: &ValidGame<'_>) -> Result<Setup, SetupError> {
        let board = game.initial_board();
        if board.width() != WIDTH as u8 {
            return Err(SetupError::Narrow {
                width: board.width(),
            });
        }
        let mut field = Field::new(Setup::HEIGHT).expect("24 rows is a field's height");
        for y in 0..board.height() {
            for x in 0..board.width() {
                if !board.cell(x, y).is_filled() {
                    continue;
                }
                if y >= u16::from(Setup::HEIGHT) {
                    return Err(SetupError::TallSetup {
                        row: board.stack_height(),
                    });
                }
                field.set(x, y as u8, true);
            }
        }
        let drawn = game.placements().enumerate().map(|(i, placement)| Drawn {
            origin: Origin::Move(i + 1),
            piece: placement.piece,
            rotation: placement.rotation,
            cells: placement.squares.map(|(x, y)| (i32::from(x), i32::from(y))),
        });
        Setup::build(field, drawn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Game, Mode};

    fn setup(record: &str) -> Result<Setup, SetupError> {
        let game: Game = record.parse().unwrap();
        Setup::from_game(&game.validate(Mode::Strict).unwrap())
    }

    #[test]
    fn boards_that_hold_no_setup_are_refused() {
        assert_eq!(
            setup("[Width \"5\"]\n\nIa"),
            Err(SetupError::Narrow { width: 5 })
        );
        assert!(matches!(
            setup(
                "[Height \"30\"]\n[Setup \"[(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [(10)] [1, (9)]\"]\n\nIe"
            ),
            Err(SetupError::TallSetup { row: 25 })
        ));
    }
}
