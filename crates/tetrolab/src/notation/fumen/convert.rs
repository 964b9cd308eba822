//! Records to fumen pages and back.

use super::field::{Field, FumenPiece};
use super::{Flags, Fumen, FumenError, Page};
use crate::notation::board::{Board, Cell};
use crate::notation::format::{movetext_words, tag_lines};
use crate::notation::parse::{single_game, single_move};
use crate::notation::{Column, Game, Mode, Move, Play, Problem, Setup, Triad, shape};

/// The fumen field showing `board`: its squares, and grey walls on the
/// columns past its width.
fn field_of(board: &Board) -> Option<Field> {
    if board.stack_height() > Field::HEIGHT as u16 {
        return None;
    }
    let mut field = Field::default();
    for y in 0..Field::HEIGHT {
        for x in 0..Field::WIDTH {
            let cell = if x as u8 >= board.width() {
                Cell::Garbage
            } else {
                board.cell(x as u8, y as u16)
            };
            field.set(x, y, cell);
        }
    }
    Some(field)
}

/// Whether two fields have the same filled squares above the garbage row.
fn same_shape(a: &Field, b: &Field) -> bool {
    (0..Field::HEIGHT)
        .all(|y| (0..Field::WIDTH).all(|x| a.get(x, y).is_filled() == b.get(x, y).is_filled()))
}

/// Text that can sit inside `{}`.
fn as_comment(text: &str) -> String {
    text.replace('}', ")")
}

impl Fumen {
    /// One page per move of a valid game (one page if it has no moves): the
    /// board before the move (grey walls past a narrow board's width), the
    /// piece where it lands, and the move's text as the comment; the first
    /// comment starts with the game's tags (but the setup, which is in the
    /// field) and intro comments.
    ///
    /// # Errors
    /// The game does not validate, or its board reaches above row 23.
    ///
    /// ```
    /// use tetrolab::notation::Game;
    /// use tetrolab::notation::fumen::Fumen;
    /// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a".parse().unwrap();
    /// let fumen = Fumen::from_game(&game).unwrap();
    /// assert_eq!(fumen.pages[0].comment, "Od (XX)");
    /// assert_eq!(fumen.pages[1].piece.unwrap().x, 0);
    /// ```
    pub fn from_game(game: &Game) -> Result<Fumen, FumenError> {
        if let Some(problem) = game.validate(Mode::Strict).into_iter().next() {
            return Err(FumenError::Record(problem));
        }
        let mut play = Play::new(game).map_err(FumenError::Record)?;
        let header = {
            let mut words = tag_lines(game, false);
            words.extend(movetext_words(&Game {
                intro: game.intro.clone(),
                ..Game::default()
            }));
            words.join(" ")
        };
        let with_header = |text: String| {
            if header.is_empty() {
                text
            } else {
                format!("{header} {text}")
            }
        };
        let mut pages = Vec::with_capacity(game.moves.len().max(1));
        loop {
            let index = play.played();
            let field = field_of(play.board()).ok_or(FumenError::TooTall { move_index: index })?;
            let Some(step) = play.step() else { break };
            let placement = step.map_err(FumenError::Record)?;
            let (cx, cy) = shape(placement.piece, placement.rotation).centre();
            let x = placement.column.index() as i8 + cx;
            let y = placement.row as i32 - 1 + i32::from(cy);
            if placement
                .squares
                .iter()
                .any(|q| q.1 >= Field::HEIGHT as u16)
            {
                return Err(FumenError::TooTall { move_index: index });
            }
            let text = game.moves[index].to_string();
            pages.push(Page {
                field,
                piece: Some(FumenPiece {
                    piece: placement.piece,
                    rotation: placement.rotation,
                    x,
                    y: y as i8,
                }),
                comment: if index == 0 { with_header(text) } else { text },
                comment_ref: None,
                flags: Flags {
                    colorize: index == 0,
                    ..Flags::default()
                },
            });
        }
        if pages.is_empty() {
            pages.push(Page {
                field: field_of(play.board()).ok_or(FumenError::TooTall { move_index: 0 })?,
                comment: header,
                flags: Flags {
                    colorize: true,
                    ..Flags::default()
                },
                ..Page::default()
            });
        }
        Ok(Fumen { pages })
    }

    /// The game these pages show: the first page's field as the setup,
    /// each locked piece as a move (a row only where a straight drop would
    /// not land it), clear markers from the simulation, and annotations
    /// and comments from page comments that hold the move's own text
    /// (other comments become `{comments}`, with `}` turned into `)`). The
    /// first comment may start with tag pairs. Without a `Width` tag, grey
    /// columns on the right of the first page that fill every row are
    /// walls of a narrower board.
    ///
    /// # Errors
    /// A page rises or mirrors, edits the field, or places a piece that
    /// cannot be a move (floating, or off the board).
    ///
    /// ```
    /// use tetrolab::notation::fumen::Fumen;
    /// let fumen = Fumen::decode("v115@vhARQJ").unwrap(); // I spawn at (4, 0)
    /// assert_eq!(fumen.to_game().unwrap().to_string(), "Id *\n");
    /// ```
    pub fn to_game(&self) -> Result<Game, FumenError> {
        let Some(first) = self.pages.first() else {
            return Ok(Game::default());
        };
        let first_locks = first.piece.is_some() && first.flags.lock;
        let (mut game, mut first_move) = match single_game(&first.comment) {
            Ok(mut header)
                if header.setup.is_none() && header.moves.len() == usize::from(first_locks) =>
            {
                let first_move = header.moves.pop();
                (header, first_move)
            }
            _ => {
                let mut game = Game::default();
                if !first.comment.is_empty() {
                    game.intro.push(as_comment(&first.comment));
                }
                (game, None)
            }
        };
        let walls = (1..Field::WIDTH)
            .rev()
            .take_while(|&x| (0..Field::HEIGHT).all(|y| first.field.get(x, y) == Cell::Garbage))
            .count() as u8;
        let width = game.width.unwrap_or(Column::COUNT - walls);
        let rows: Vec<u16> = (0..Field::HEIGHT)
            .map(|y| {
                (0..width as i8)
                    .filter(|&x| first.field.get(x, y).is_filled())
                    .fold(0, |mask, x| mask | 1 << x)
            })
            .collect();
        let setup = Setup::new(width, rows).ok_or(FumenError::Field)?;
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
                        Some(last) => last.comments.push(as_comment(comment)),
                        None => game.intro.push(as_comment(comment)),
                    }
                }
                continue;
            };
            let written = if page_index == 0 {
                first_move.take()
            } else {
                single_move(&page.comment).ok()
            };
            let m = as_move(&board, &piece, written, own_comment)
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
            game.moves.push(Move {
                clear: placement.clear(),
                ..m
            });
        }
        if game.height.is_none() && top > Board::DEFAULT_HEIGHT {
            game.height = Some(Field::HEIGHT as u16);
        }
        Ok(game)
    }
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
        Some(w) => Move {
            triad: Triad {
                row: w.triad.row.or(triad.row),
                ..triad
            },
            ..w
        },
        None => Move {
            comments: comment.map(as_comment).into_iter().collect(),
            ..Move::new(triad)
        },
    })
}
