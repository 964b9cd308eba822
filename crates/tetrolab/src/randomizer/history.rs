//! History randomizers: reroll a piece that was dealt recently.

use super::{Definition, VisibleState};
use crate::Piece;
use crate::rng::Draw;

/// The most pieces a history may remember.
pub const MAX_HISTORY: usize = 16;

/// How a history randomizer chooses its first piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FirstPiece {
    /// Like every other piece (rolled against the initial history).
    Roll,
    /// Uniformly from I, J, L, T with one draw (`["I","J","L","T"][below(4)]`),
    /// as seed document 000 writes TGM's first piece.
    NotSzo,
    /// Drawn like the other pieces, again and again until it is not S, Z
    /// or O, as the TGM games do.
    RerollSzo,
}

impl FirstPiece {
    /// The first piece under rule [`FirstPiece::NotSzo`]: one draw from
    /// I, J, L, T.
    pub fn not_szo(draw: &mut impl Draw) -> Piece {
        [Piece::I, Piece::J, Piece::L, Piece::T][draw.below(4) as usize]
    }
}

/// Draw `order[below(7)]` up to `rolls` times, stopping at the first piece
/// not in the history; if every roll fails, the last roll is kept — or,
/// with `extra_draw`, a fresh draw made after each failed roll is, and it
/// is never checked (the next roll overwrites it). The piece then joins
/// the history, pushing out the oldest once it holds `size` pieces.
///
/// Seed document 000's NES randomizer is size 1, 2 rolls, empty history,
/// first piece rolled; its TGM randomizer is size 4, 4 rolls, history
/// `S Z S`, first piece from I J L T. The real TGM1 and TAP are this
/// family on TGM's generator with the extra draw, their piece order
/// `I Z S J L O T` and first piece rerolled until not S, Z or O.
///
/// ```
/// use tetrolab::randomizer::{FirstPiece, History, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let nes = History::plain(1, 2, FirstPiece::Roll, &[]);
/// let mut r = Serial::new(nes, DefaultRng::seed_from_u64(9));
/// assert!(Piece::ALL.contains(&r.next_piece()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct History {
    /// How many recent pieces are remembered (1 to [`MAX_HISTORY`]).
    pub size: usize,
    /// How many draws are checked against the history (at least 1).
    pub rolls: u32,
    /// Whether a fresh draw follows every failed roll (the TGM games'
    /// quirk): after the last failed roll it becomes the piece, unchecked.
    pub extra_draw: bool,
    /// How the first piece is chosen.
    pub first: FirstPiece,
    /// What the history holds before the first piece, oldest first (at
    /// most `size` pieces).
    pub initial: Vec<Piece>,
    /// Which piece each draw `0..7` stands for (the game's piece order).
    pub order: [Piece; 7],
}

/// The state of a [`History`] randomizer.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HistoryState {
    /// The last pieces dealt (with the initial history before them),
    /// oldest first, at most `size`.
    pub recent: Vec<Piece>,
    /// Whether the first piece, which has its own rule, is still to come
    /// (never set when that rule is [`FirstPiece::Roll`]).
    pub first_pending: bool,
}

impl History {
    /// Seed document 000's history randomizers: `rolls` checked draws, no
    /// extra draw, alphabetical order.
    pub fn plain(size: usize, rolls: u32, first: FirstPiece, initial: &[Piece]) -> History {
        History {
            size,
            rolls,
            extra_draw: false,
            first,
            initial: initial.to_vec(),
            order: Piece::ALL,
        }
    }

    /// A piece drawn as every roll draws it.
    fn roll(&self, draw: &mut impl Draw) -> Piece {
        self.order[draw.below(7) as usize]
    }

    /// Up to `rolls` rolls against the history, as the reference loop
    /// reads: a roll not in the history is taken; a failed roll is followed
    /// by the extra draw, if any, which the next roll overwrites.
    fn rolled(&self, recent: &[Piece], draw: &mut impl Draw) -> Piece {
        let mut piece = Piece::I;
        for _ in 0..self.rolls.max(1) {
            piece = self.roll(draw);
            if !recent.contains(&piece) {
                break;
            }
            if self.extra_draw {
                piece = self.roll(draw);
            }
        }
        piece
    }
}

/// The last `size` pieces of `initial` (at least one): a history as it
/// stands before the first piece.
pub(crate) fn last_pieces(initial: &[Piece], size: usize) -> Vec<Piece> {
    initial[initial.len().saturating_sub(size.max(1))..].to_vec()
}

/// Adds `piece` to a history of at most `size` pieces (at least one),
/// dropping the oldest.
pub(crate) fn remember(recent: &mut Vec<Piece>, piece: Piece, size: usize) {
    recent.push(piece);
    if recent.len() > size.max(1) {
        recent.remove(0);
    }
}

impl Definition for History {
    type State = HistoryState;

    fn start(&self) -> HistoryState {
        HistoryState {
            recent: last_pieces(&self.initial, self.size),
            first_pending: self.first != FirstPiece::Roll,
        }
    }

    fn deal(&self, state: &mut HistoryState, draw: &mut impl Draw) -> Piece {
        let first = std::mem::take(&mut state.first_pending).then_some(self.first);
        let piece = match first {
            Some(FirstPiece::NotSzo) => FirstPiece::not_szo(draw),
            Some(FirstPiece::RerollSzo) => loop {
                let piece = self.roll(draw);
                if !piece.is_szo() {
                    break piece;
                }
            },
            Some(FirstPiece::Roll) | None => self.rolled(&state.recent, draw),
        };
        remember(&mut state.recent, piece, self.size);
        piece
    }

    /// The pieces remembered, oldest first.
    fn visible(&self, state: &HistoryState) -> VisibleState {
        VisibleState::History(state.recent.clone())
    }
}
