//! fumen pages to records: every locked piece becomes a move.

use super::export::field_of;
use super::field::{Field, FumenPiece};
use super::{Fumen, FumenError};
use crate::notation::board::{Board, Cell};
use crate::notation::{Column, Game, Move, Notes, Problem, Setup, Triad};
use crate::play::TSpin;

/// Whether two fields have the same filled squares above the garbage row.
fn same_shape(a: &Field, b: &Field) -> bool {
    (0..Field::HEIGHT)
        .all(|y| (0..Field::WIDTH).all(|x| a.get(x, y).is_filled() == b.get(x, y).is_filled()))
}

impl Fumen {
    /// The game these pages show: the first page's field as the setup
    /// (each square's colour kept: a piece's, or garbage for grey),
    /// each locked piece as a move (a row only where a straight drop would
    /// not land it), clear markers from the simulation, and annotations
    /// and comments from page comments that hold the move's own text
    /// (other comments become `{comments}` as they are). The first comment
    /// may start with a game's header (remarks, tag pairs, intro comments);
    /// a quiz there (`#Q=…`) becomes the `Quiz` tag. Without a `Width` tag,
    /// grey columns on the right of the first page that fill every row are
    /// walls of a narrower board. Under a `Rotation` tag, a move's last
    /// comment that names a T-spin (`T-spin double`, which export adds) is
    /// dropped: checking the game finds it again.
    ///
    /// # Errors
    /// There is no page, or a page rises or mirrors, has cells in the
    /// garbage row below its field (a record has no such row), edits the
    /// field, or places a piece that cannot be a move (floating, or off
    /// the board).
    ///
    /// ```
    /// use tetrolab::notation::fumen::Fumen;
    /// let fumen = Fumen::decode("v115@vhARQJ").unwrap(); // I spawn at (4, 0)
    /// assert_eq!(fumen.to_game().unwrap().to_string(), "Id *\n");
    /// ```
    pub fn to_game(&self) -> Result<Game, FumenError> {
        let first = self.pages.first().ok_or(FumenError::NoPages)?;
        let first_locks = first.piece.is_some() && first.flags.lock;
        let (mut game, mut first_move) = if first.comment.starts_with("#Q=") {
            let quiz = Game {
                quiz: Some(first.comment.clone()),
                ..Game::default()
            };
            (quiz, None)
        } else {
            match first.comment.parse::<Game>() {
                Ok(mut header)
                    if header.setup.is_none() && header.moves.len() == usize::from(first_locks) =>
                {
                    let first_move = header.moves.pop();
                    (header, first_move)
                }
                _ => {
                    let mut game = Game::default();
                    if !first.comment.is_empty() {
                        game.intro.push(first.comment.clone());
                    }
                    (game, None)
                }
            }
        };
        let walls = (1..Field::WIDTH)
            .rev()
            .take_while(|&x| (0..Field::HEIGHT).all(|y| first.field.get(x, y) == Cell::Garbage))
            .count() as u8;
        let width = game.width.unwrap_or(Column::COUNT - walls);
        let rows = (0..Field::HEIGHT)
            .map(|y| std::array::from_fn(|x| first.field.get(x as i8, y)))
            .collect();
        let setup = Setup::from_cells(width, rows).ok_or(FumenError::Field)?;
        let height = game.height.unwrap_or(Field::HEIGHT as u16);
        let mut board = setup.to_board(height).ok_or(FumenError::Unplayable {
            page: 0,
            problem: Problem::SetupTooTall {
                rows: setup.height(),
                height,
            },
        })?;
        if setup.height() > 0 || (game.width.is_none() && width < Column::COUNT) {
            game.setup = Some(setup);
        }
        let mut top = 0;
        for (page_index, page) in self.pages.iter().enumerate() {
            if page.flags.rise || page.flags.mirror {
                let flag = if page.flags.rise { "rise" } else { "mirror" };
                return Err(FumenError::Unsupported {
                    page: page_index,
                    flag,
                });
            }
            if (0..Field::WIDTH).any(|x| page.field.get(x, -1).is_filled()) {
                return Err(FumenError::GarbageRow { page: page_index });
            }
            let edited = FumenError::FieldEdited { page: page_index };
            let expected = field_of(&board).ok_or_else(|| edited.clone())?;
            if !same_shape(&expected, &page.field) {
                return Err(edited);
            }
            let own_comment =
                (page_index > 0 && page.comment_ref.is_none() && !page.comment.is_empty())
                    .then_some(page.comment.as_str());
            let Some(piece) = page.piece.filter(|_| page.flags.lock) else {
                if let Some(comment) = own_comment {
                    match game.moves.last_mut() {
                        Some(last) => last.notes_mut().comments.push(comment.to_owned()),
                        None => game.intro.push(comment.to_owned()),
                    }
                }
                continue;
            };
            let written = if page_index == 0 {
                first_move.take()
            } else {
                page.comment.parse::<Move>().ok()
            };
            let mut m = as_move(&board, &piece, written, own_comment)
                .ok_or(FumenError::PieceOffField { page: page_index })?;
            let placement = board
                .play(&m.triad)
                .map_err(|error| FumenError::Unplayable {
                    page: page_index,
                    problem: Problem::Placement {
                        index: game.moves.len(),
                        triad: m.triad,
                        error,
                    },
                })?;
            top = top.max(placement.squares.iter().map(|q| q.1 + 1).max().unwrap_or(0));
            m.clear = placement.clear();
            game.moves.push(m);
        }
        if game.height.is_none() && top > Board::DEFAULT_HEIGHT {
            game.height = Some(Field::HEIGHT as u16);
        }
        if game.rotation.is_some() {
            for m in &mut game.moves {
                let comments = &mut m.notes_mut().comments;
                if comments.last().is_some_and(|c| is_t_spin_name(c)) {
                    comments.pop();
                }
            }
        }
        Ok(game)
    }
}

/// Whether `text` is a T-spin's name, as export writes it after a move
/// of a game with a `Rotation` tag (it is found again when the game is
/// checked, so reading it back drops it).
fn is_t_spin_name(text: &str) -> bool {
    [TSpin::Mini, TSpin::Regular]
        .into_iter()
        .any(|spin| (0..=3).any(|lines| spin.name(lines) == text))
}

/// The move for a fumen piece on `board`: its triad (with a row only where
/// a straight drop does not land it), and the written move's row,
/// annotations and comments if the page comment is this very move; else
/// the page's own comment, if any, as a comment. `None` if the piece is off
/// the board.
fn as_move(
    board: &Board,
    piece: &FumenPiece,
    written: Option<Move>,
    comment: Option<&str>,
) -> Option<Move> {
    let anchor = piece.squares().into_iter().min()?;
    let column = Column::new(u8::try_from(anchor.0).ok()?)?;
    let row = u16::try_from(anchor.1 + 1).ok()?;
    let drop = board.drop_row(piece.piece, piece.rotation, column).ok()?;
    let triad = Triad {
        piece: piece.piece,
        rotation: piece.rotation,
        column,
        row: (drop != row).then_some(row),
    };
    let same = |w: &Move| {
        Triad {
            row: None,
            ..w.triad
        } == Triad { row: None, ..triad }
            && w.triad.row.is_none_or(|r| r == row)
    };
    Some(match written.filter(same) {
        Some(mut w) => {
            w.triad = Triad {
                row: w.triad.row.or(triad.row),
                ..triad
            };
            w
        }
        None => Move::new(triad).with_notes(Notes {
            comments: comment.map(str::to_owned).into_iter().collect(),
            ..Notes::default()
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A garbage row on the first page is refused by name, not dropped;
    /// the same fumen without it reads.
    #[test]
    fn a_garbage_row_is_refused_not_dropped() {
        let mut fumen = Fumen::decode("v115@vhARQJ").unwrap();
        assert_eq!(fumen.to_game().unwrap().to_string(), "Id *\n");
        fumen.pages[0].field.set(3, -1, Cell::Garbage);
        let read_back = Fumen::decode(&fumen.encode().unwrap()).unwrap();
        assert_eq!(read_back.pages[0].field.get(3, -1), Cell::Garbage);
        let refused = read_back.to_game().unwrap_err();
        assert_eq!(refused, FumenError::GarbageRow { page: 0 });
        assert_eq!(
            refused.to_string(),
            "page 0 has cells in the garbage row below the field, which a record cannot express: empty that row"
        );
    }
}
