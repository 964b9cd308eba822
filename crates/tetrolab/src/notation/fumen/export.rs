//! Valid games to fumen pages: one page per move, made one at a time.

use super::field::{Field, FumenPiece};
use super::quiz::Shown;
use super::{Encoder, Flags, Fumen, FumenError, Page};
use crate::Piece;
use crate::notation::board::{Board, Cell, Placement};
use crate::notation::{KnownTag, ValidGame};

/// The fumen field showing `board`: its squares, and grey walls on the
/// columns past its width. `None` if the board is taller than the field.
pub(super) fn field_of(board: &Board) -> Option<Field> {
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

/// The fumen piece for a placement: its SRS centre.
fn piece_of(placement: &Placement) -> FumenPiece {
    let centred = placement.centred();
    FumenPiece {
        piece: centred.piece,
        rotation: centred.rotation,
        x: centred.x,
        y: centred.y,
    }
}

/// The comments of a game's pages: each move's text (the first page's
/// after the game's header), or a quiz's states when the game has one.
enum Comments {
    /// The moves' text; the header goes on the first page.
    Moves { header: String },
    /// The quiz: written on the first page, its states shown after.
    Quiz { text: String, shown: Shown },
}

impl Comments {
    /// The comment, the page it is inherited from, and whether a quiz runs,
    /// for page `index`, which places `piece` (`text` is its move's text).
    fn page(
        &mut self,
        index: usize,
        piece: Option<Piece>,
        text: Option<String>,
    ) -> Result<(String, Option<usize>, bool), FumenError> {
        match self {
            Comments::Moves { header } => {
                let comment = match (index, text) {
                    (0, None) => std::mem::take(header),
                    (0, Some(text)) if header.is_empty() => text,
                    (0, Some(text)) if header.ends_with('\n') => format!("{header}{text}"),
                    (0, Some(text)) => format!("{header} {text}"),
                    (_, text) => text.unwrap_or_default(),
                };
                Ok((comment, None, false))
            }
            Comments::Quiz { text, shown } => {
                let quiz_error = |_| FumenError::Quiz { page: index };
                let (comment, from) = if index == 0 {
                    shown.write(0, text);
                    (text.clone(), None)
                } else {
                    let (comment, from) = shown.inherited().map_err(quiz_error)?;
                    (comment, Some(from))
                };
                let runs = shown.quiz_runs();
                shown.lock(piece).map_err(quiz_error)?;
                Ok((comment, from, runs))
            }
        }
    }
}

/// Makes a valid game's pages one by one and hands each to `emit`.
fn pages(
    valid: &ValidGame<'_>,
    mut emit: impl FnMut(Page) -> Result<(), FumenError>,
) -> Result<(), FumenError> {
    let game = valid.game();
    let mut comments = match &game.quiz {
        Some(text) => Comments::Quiz {
            text: text.clone(),
            shown: Shown::default(),
        },
        None => Comments::Moves {
            header: game.header_text(&[KnownTag::Setup]),
        },
    };
    let flags = |index: usize, quiz: bool| Flags {
        colorize: index == 0,
        quiz,
        ..Flags::default()
    };
    for (index, (board, placement)) in valid.boards().zip(valid.placements()).enumerate() {
        let too_tall = FumenError::TooTall { move_index: index };
        let field = field_of(&board).ok_or(too_tall.clone())?;
        if placement
            .squares
            .iter()
            .any(|q| q.1 >= Field::HEIGHT as u16)
        {
            return Err(too_tall);
        }
        let text = match valid.feat(index) {
            Some(feat) => {
                let mut m = game.moves[index].clone();
                m.notes_mut().comments.push(feat.to_owned());
                m.to_string()
            }
            None => game.moves[index].to_string(),
        };
        let (comment, comment_ref, quiz) =
            comments.page(index, Some(placement.piece), Some(text))?;
        emit(Page {
            field,
            piece: Some(piece_of(&placement)),
            comment,
            comment_ref,
            flags: flags(index, quiz),
        })?;
    }
    if game.moves.is_empty() {
        let field = field_of(valid.initial_board()).ok_or(FumenError::TooTall { move_index: 0 })?;
        let (comment, comment_ref, quiz) = comments.page(0, None, None)?;
        emit(Page {
            field,
            piece: None,
            comment,
            comment_ref,
            flags: flags(0, quiz),
        })?;
    }
    Ok(())
}

impl Fumen {
    /// One page per move of a valid game (one page if it has no moves): the
    /// board before the move (grey walls past a narrow board's width), the
    /// piece where it lands, and the move's text as the comment (with the
    /// move's T-spin as a last `{comment}` under a `Rotation` tag:
    /// `T2c2 (XX) {T-spin double}`); the first
    /// comment starts with the game's header (remarks, tags but the setup,
    /// which is in the field, and intro comments). A game with a `Quiz` tag
    /// runs that quiz instead: the first page's comment is the quiz and the
    /// others show its states, so the moves' text is not carried (any page
    /// comment would end the quiz).
    ///
    /// # Errors
    /// The board reaches above row 23, or the quiz cannot advance.
    ///
    /// ```
    /// use tetrolab::notation::{Game, Mode};
    /// use tetrolab::notation::fumen::Fumen;
    /// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a".parse().unwrap();
    /// let fumen = Fumen::from_game(&game.validate(Mode::Strict).unwrap()).unwrap();
    /// assert_eq!(fumen.pages[0].comment, "Od (XX)");
    /// assert_eq!(fumen.pages[1].piece.unwrap().x, 0);
    /// ```
    pub fn from_game(game: &ValidGame<'_>) -> Result<Fumen, FumenError> {
        let mut fumen = Fumen::default();
        pages(game, |page| {
            fumen.pages.push(page);
            Ok(())
        })?;
        Ok(fumen)
    }

    /// The fumen string of a valid game: the same as encoding
    /// [`Fumen::from_game`]'s pages, but made page by page, so a game of
    /// millions of moves never has all its pages in memory.
    ///
    /// # Errors
    /// As [`Fumen::from_game`].
    ///
    /// ```
    /// use tetrolab::notation::{Game, Mode};
    /// use tetrolab::notation::fumen::Fumen;
    /// let game: Game = "[Width \"5\"]\n\nL3c, Sa".parse().unwrap();
    /// let valid = game.validate(Mode::Strict).unwrap();
    /// let text = Fumen::encode_game(&valid).unwrap();
    /// assert_eq!(text, Fumen::from_game(&valid).unwrap().encode().unwrap());
    /// ```
    pub fn encode_game(game: &ValidGame<'_>) -> Result<String, FumenError> {
        let mut encoder = Encoder::new();
        pages(game, |page| encoder.push(&page))?;
        Ok(encoder.finish())
    }
}
