//! Valid games: a game that plays out as written, with what playing it
//! found, so consumers (fumen export, diagrams) never play it again.

use super::board::{Board, Placement};
use super::game::Game;
use super::triad::Triad;
use crate::play::TSpin;

/// Where a move's piece landed, compactly: its anchor row, whether a
/// straight drop puts it there, how many lines it cleared, and the T-spin
/// it made (found only under a `Rotation` tag).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Landing {
    row: u16,
    dropped: bool,
    lines: u8,
    spin: Option<TSpin>,
}

impl Landing {
    /// The placement of `triad` that landed here.
    fn placement(self, triad: &Triad) -> Placement {
        Placement::landed(triad, self.row, self.dropped, self.lines)
    }
}

/// A game that plays out as written, from [`Game::validate`]: the game, its
/// initial and final boards, and where every piece landed. The board after
/// any move is rebuilt from those landings (no placement is searched again),
/// so a game of millions of moves needs six bytes per move here.
///
/// ```
/// use tetrolab::notation::{Game, Mode, render};
/// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse().unwrap();
/// let valid = game.validate(Mode::Strict).unwrap();
/// assert_eq!(valid.placement(0).unwrap().lines, 2);
/// assert!(valid.board_after(1).unwrap().is_empty());
/// assert_eq!(render::text(&valid.board_after(2).unwrap()), "3 JJ...\n2 J....\n1 J....\n  abcde\n");
/// let heights: Vec<u16> = valid.boards().map(|b| b.stack_height()).collect();
/// assert_eq!(heights, [2, 0, 3, 3, 5]);
/// assert_eq!(valid.final_board(), &valid.board_after(4).unwrap());
/// ```
#[derive(Debug, Clone)]
pub struct ValidGame<'g> {
    game: &'g Game,
    initial: Board,
    landings: Vec<Landing>,
    last: Board,
}

impl<'g> ValidGame<'g> {
    /// A valid game being built from its initial board.
    pub(crate) fn start(game: &'g Game, initial: Board) -> ValidGame<'g> {
        ValidGame {
            game,
            last: initial.clone(),
            initial,
            landings: Vec::with_capacity(game.moves.len()),
        }
    }

    /// Keeps where the next move's piece landed, and its T-spin.
    pub(crate) fn push(&mut self, placement: &Placement, spin: Option<TSpin>) {
        self.landings.push(Landing {
            row: placement.row,
            dropped: placement.dropped,
            lines: placement.lines,
            spin,
        });
    }

    /// The finished game, `last` its final board.
    pub(crate) fn finish(mut self, last: Board) -> ValidGame<'g> {
        self.last = last;
        self
    }

    /// The game.
    pub fn game(&self) -> &'g Game {
        self.game
    }

    /// The board before the first move.
    pub fn initial_board(&self) -> &Board {
        &self.initial
    }

    /// The board after the last move.
    pub fn final_board(&self) -> &Board {
        &self.last
    }

    /// Where move `index` (from 0) put its piece, if there is such a move.
    pub fn placement(&self, index: usize) -> Option<Placement> {
        let landing = self.landings.get(index)?;
        Some(landing.placement(&self.game.moves.get(index)?.triad))
    }

    /// The T-spin move `index` (from 0) made: only a game with a `Rotation`
    /// tag has them (the best a turn into the T's squares makes under its
    /// rules, see [`best_t_spin`](crate::play::best_t_spin)); `None` for
    /// other moves and past the last.
    ///
    /// ```
    /// use tetrolab::notation::{Game, Mode};
    /// use tetrolab::play::TSpin;
    /// // A T-spin double slot: the T turns in under the overhang at c3.
    /// let record = "[Rotation \"srs\"]\n[Setup \"[3, (1), 6] [2, (3), 5] [(2), 1, (7)]\"]\n\nT2c2 (XX)";
    /// let game: Game = record.parse().unwrap();
    /// let valid = game.validate(Mode::Strict).unwrap();
    /// assert_eq!(valid.t_spin(0), Some(TSpin::Regular));
    /// assert_eq!(valid.caption(1), "after move 1 of 1: T2c2, T-spin double");
    /// ```
    pub fn t_spin(&self, index: usize) -> Option<TSpin> {
        self.landings.get(index)?.spin
    }

    /// What move `index` (from 0) did beyond landing, in words: its T-spin
    /// with the lines it cleared (`T-spin double`), if it made one.
    pub fn feat(&self, index: usize) -> Option<&'static str> {
        let landing = self.landings.get(index)?;
        Some(landing.spin?.name(landing.lines))
    }

    /// Where every move put its piece, in order.
    pub fn placements(&self) -> impl ExactSizeIterator<Item = Placement> + '_ {
        self.landings
            .iter()
            .zip(&self.game.moves)
            .map(|(landing, m)| landing.placement(&m.triad))
    }

    /// The board after the first `moves` moves, if the game has that many.
    pub fn board_after(&self, moves: usize) -> Option<Board> {
        self.boards().nth(moves)
    }

    /// What the board after `moves` moves shows, in words: the setup, or
    /// the position after a move (`after move 2 of 3: Z0a`), with the
    /// move's T-spin if it made one (`after move 3 of 3: T2c2, T-spin
    /// double`).
    pub fn caption(&self, moves: usize) -> String {
        let all = &self.game.moves;
        match moves.checked_sub(1).and_then(|i| all.get(i)) {
            None => format!("setup, before the first of {} moves", all.len()),
            Some(m) => {
                let feat = self
                    .feat(moves - 1)
                    .map(|feat| format!(", {feat}"))
                    .unwrap_or_default();
                format!("after move {moves} of {}: {}{feat}", all.len(), m.triad)
            }
        }
    }

    /// The board after `moves` moves drawn as SVG with its
    /// [caption](Self::caption), as `tetrolab notation svg` and every face
    /// draw it; `None` if the game has fewer moves.
    ///
    /// ```
    /// use tetrolab::notation::{Mode, parse};
    /// let parsed = parse("[Randomizer \"7-bag\"]\n[Seed \"1\"]\n\n1. Z0a *\n");
    /// let valid = parsed.record.games[0].validate(Mode::Strict).unwrap();
    /// assert!(valid.svg_after(1).unwrap().contains("after move 1 of 1"));
    /// assert_eq!(valid.svg_after(2), None);
    /// ```
    pub fn svg_after(&self, moves: usize) -> Option<String> {
        let board = self.board_after(moves)?;
        Some(super::render::svg(
            &board,
            super::render::rows_to_show(&board),
            Some(&self.caption(moves)),
        ))
    }

    /// The initial board, then the board after each move: one more board
    /// than moves. Each board is built from the one before.
    pub fn boards(&self) -> Boards<'_, 'g> {
        Boards {
            game: self,
            next: Some(self.initial.clone()),
            played: 0,
        }
    }
}

/// The boards of a [`ValidGame`], from [`ValidGame::boards`].
#[derive(Debug, Clone)]
pub struct Boards<'v, 'g> {
    game: &'v ValidGame<'g>,
    next: Option<Board>,
    played: usize,
}

impl Iterator for Boards<'_, '_> {
    type Item = Board;

    fn next(&mut self) -> Option<Board> {
        let board = self.next.take()?;
        if let Some(placement) = self.game.placement(self.played) {
            let mut after = board.clone();
            after.lock(&placement);
            self.next = Some(after);
            self.played += 1;
        }
        Some(board)
    }
}
