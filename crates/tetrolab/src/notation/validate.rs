//! Validation by simulation: playing a game's moves on its board, checking
//! clear markers and, when the game names one, its randomizer's sequence.

use super::board::{Board, BoardSizeError, Placement, PlacementError};
use super::moves::Clear;
use super::record::{Game, KnownTag, Location};
use super::sequence::SequenceCheck;
use super::triad::Triad;
use crate::{Dealing, Piece, PieceSet, Spec, SpecError};

/// Whether validation stops at the first problem or collects them all.
///
/// ```
/// use tetrolab::notation::{Game, Mode};
/// let game: Game = "Ia (X), Ik".parse().unwrap();
/// assert_eq!(game.validate(Mode::Lenient).len(), 2);
/// assert_eq!(game.validate(Mode::Strict).len(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Stop at the first problem.
    Strict,
    /// Report every problem; a move that cannot be placed is skipped and
    /// the game goes on from the board before it.
    #[default]
    Lenient,
}

/// A game that is well formed but does not play out as written.
///
/// ```
/// use tetrolab::notation::{Game, Location, Mode, Problem};
/// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (X)".parse().unwrap();
/// let problems = game.validate(Mode::Lenient);
/// assert_eq!(problems[0].location(), Location::Move(0));
/// assert_eq!(
///     problems[0].to_string(),
///     "move 1 `Od`: the piece clears 2 lines, so its marker is (XX), not (X)"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Problem {
    /// The board size is not 1–10 by 1–1000.
    #[error("{0}")]
    BoardSize(BoardSizeError),
    /// The `Width` tag and the setup rows disagree.
    #[error("the Width tag says {declared} columns but the setup's rows span {setup}")]
    WidthMismatch {
        /// The `Width` tag.
        declared: u8,
        /// The setup's width.
        setup: u8,
    },
    /// The setup has more rows than the board.
    #[error("the setup has {rows} rows but the board is {height} high: raise the Height tag")]
    SetupTooTall {
        /// The setup's rows up to its highest filled square.
        rows: usize,
        /// The board's height.
        height: u16,
    },
    /// A setup row is full: it would have cleared before the game began.
    #[error("setup row {row} is full; a full row clears at once, so leave it out")]
    FullSetupRow {
        /// The row, from 1 at the bottom.
        row: usize,
    },
    /// A move cannot be placed.
    #[error("move {} `{triad}`: {error}", index + 1)]
    Placement {
        /// The move's 0-based index.
        index: usize,
        /// Its triad.
        triad: Triad,
        /// Why it cannot be placed.
        error: PlacementError,
    },
    /// A move's clear marker is missing, spurious or wrong.
    #[error("move {} `{triad}`: {}", index + 1, marker_message(*expected, *found))]
    ClearMarker {
        /// The move's 0-based index.
        index: usize,
        /// Its triad.
        triad: Triad,
        /// The marker the simulation gives.
        expected: Option<Clear>,
        /// The marker the record gives.
        found: Option<Clear>,
    },
    /// The `Randomizer` or `Seed` tag does not work.
    #[error("{0}")]
    Randomizer(SpecError),
    /// A piece does not follow the randomizer's sequence.
    #[error(
        "move {} `{triad}`: the randomizer cannot deal {} here{}; it offers {}",
        index + 1,
        triad.piece,
        if *hold { " even with hold" } else { "" },
        piece_list(*playable)
    )]
    Sequence {
        /// The move's 0-based index.
        index: usize,
        /// Its triad.
        triad: Triad,
        /// Whether hold was allowed.
        hold: bool,
        /// The pieces that could have been played.
        playable: PieceSet,
    },
}

fn marker_message(expected: Option<Clear>, found: Option<Clear>) -> String {
    let lines = |clear: Clear| match clear.lines() {
        1 => "1 line".to_owned(),
        n => format!("{n} lines"),
    };
    match (expected, found) {
        (Some(e), None) => format!("the piece clears {}: add the marker {e}", lines(e)),
        (None, Some(f)) => format!("the piece clears no line: drop the marker {f}"),
        (Some(e), Some(f)) => format!(
            "the piece clears {}, so its marker is {e}, not {f}",
            lines(e)
        ),
        (None, None) => "the clear marker is right".to_owned(),
    }
}

fn piece_list(pieces: PieceSet) -> String {
    let letters: Vec<String> = pieces.iter().map(|p| p.to_string()).collect();
    letters.join(" or ")
}

impl Problem {
    /// Where in the game the problem is.
    pub fn location(&self) -> Location {
        match self {
            Problem::BoardSize(_) => Location::Game,
            Problem::WidthMismatch { .. }
            | Problem::SetupTooTall { .. }
            | Problem::FullSetupRow { .. } => Location::Tag(KnownTag::Setup),
            Problem::Placement { index, .. }
            | Problem::ClearMarker { index, .. }
            | Problem::Sequence { index, .. } => Location::Move(*index),
            Problem::Randomizer(SpecError::Seed(_)) => Location::Tag(KnownTag::Seed),
            Problem::Randomizer(_) => Location::Tag(KnownTag::Randomizer),
        }
    }
}

/// A game being played move by move on its board (the setup's position,
/// the declared size).
///
/// ```
/// use tetrolab::notation::{Game, Play};
/// let game: Game = "[Width \"5\"]\n\nLa, L3c".parse().unwrap();
/// let mut play = Play::new(&game).unwrap();
/// let placement = play.step().unwrap().unwrap();
/// assert_eq!(placement.squares, [(0, 0), (1, 0), (2, 0), (2, 1)]);
/// assert_eq!(play.played(), 1);
/// assert_eq!(play.board().stack_height(), 2);
/// ```
#[derive(Debug, Clone)]
pub struct Play<'g> {
    game: &'g Game,
    board: Board,
    played: usize,
}

impl<'g> Play<'g> {
    /// The game's initial board.
    ///
    /// # Errors
    /// The size is invalid, the `Width` tag and the setup disagree, or the
    /// setup is taller than the board.
    pub fn new(game: &'g Game) -> Result<Play<'g>, Problem> {
        let height = game.board_height();
        let board = match &game.setup {
            Some(setup) => {
                if let Some(declared) = game.width.filter(|&w| w != setup.width()) {
                    return Err(Problem::WidthMismatch {
                        declared,
                        setup: setup.width(),
                    });
                }
                Board::new(setup.width(), height).map_err(Problem::BoardSize)?;
                if let Some(y) =
                    (0..setup.height()).find(|&y| (0..setup.width()).all(|x| setup.is_filled(x, y)))
                {
                    return Err(Problem::FullSetupRow { row: y + 1 });
                }
                setup.to_board(height).ok_or(Problem::SetupTooTall {
                    rows: setup.height(),
                    height,
                })?
            }
            None => Board::new(game.board_width(), height).map_err(Problem::BoardSize)?,
        };
        Ok(Play {
            game,
            board,
            played: 0,
        })
    }

    /// The board after the moves played so far.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// How many moves have been played (including skipped ones).
    pub fn played(&self) -> usize {
        self.played
    }

    /// Plays the next move, or returns `None` after the last. A move that
    /// cannot be placed leaves the board as it was.
    pub fn step(&mut self) -> Option<Result<Placement, Problem>> {
        let index = self.played;
        let triad = self.game.moves.get(index)?.triad;
        self.played += 1;
        Some(self.board.play(&triad).map_err(|error| Problem::Placement {
            index,
            triad,
            error,
        }))
    }
}

/// The sequence check a game asks for: `None` when it names no randomizer
/// and seed.
fn sequence_check(game: &Game) -> Result<Option<SequenceCheck>, Problem> {
    let (Some(randomizer), Some(seed)) = (&game.randomizer, &game.seed) else {
        return Ok(None);
    };
    let spec: Spec = randomizer.parse().map_err(Problem::Randomizer)?;
    let dealing = Dealing::new(spec, None, *seed).map_err(Problem::Randomizer)?;
    Ok(Some(SequenceCheck::new(
        dealing.randomizer(),
        game.hold.unwrap_or(false),
    )))
}

impl Game {
    /// Plays the game and returns its problems (none if it is valid): the
    /// board size and setup, every placement, every clear marker, and the
    /// pieces against the `Randomizer` and `Seed` tags when both are given
    /// (with a hold slot when `Hold` is `yes`; after the first piece out of
    /// sequence the sequence is no longer checked).
    ///
    /// In [`Mode::Strict`] at most the first problem is returned.
    ///
    /// ```
    /// use tetrolab::notation::{Game, Mode};
    /// let sample: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse().unwrap();
    /// assert!(sample.validate(Mode::Strict).is_empty());
    /// ```
    pub fn validate(&self, mode: Mode) -> Vec<Problem> {
        let mut problems = Vec::new();
        let mut play = match Play::new(self) {
            Ok(play) => play,
            Err(problem) => return vec![problem],
        };
        let mut sequence = sequence_check(self).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
        for (index, m) in self.moves.iter().enumerate() {
            if mode == Mode::Strict && !problems.is_empty() {
                break;
            }
            match play.step() {
                Some(Ok(placement)) if placement.clear() != m.clear => {
                    problems.push(Problem::ClearMarker {
                        index,
                        triad: m.triad,
                        expected: placement.clear(),
                        found: m.clear,
                    });
                }
                Some(Err(problem)) => problems.push(problem),
                _ => {}
            }
            if let Some(check) = &mut sequence
                && let Err(playable) = check.push(m.triad.piece)
            {
                problems.push(Problem::Sequence {
                    index,
                    triad: m.triad,
                    hold: self.hold.unwrap_or(false),
                    playable,
                });
                sequence = None;
            }
        }
        if mode == Mode::Strict {
            problems.truncate(1);
        }
        problems
    }

    /// The board after the first `moves` moves (all of them if there are
    /// fewer), ignoring clear markers and the randomizer.
    ///
    /// # Errors
    /// The board cannot be set up, or one of those moves cannot be placed.
    ///
    /// ```
    /// use tetrolab::notation::Game;
    /// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a".parse().unwrap();
    /// assert!(game.board_after(1).unwrap().is_empty());
    /// assert_eq!(game.board_after(9).unwrap().stack_height(), 3);
    /// ```
    pub fn board_after(&self, moves: usize) -> Result<Board, Problem> {
        let mut play = Play::new(self)?;
        while play.played() < moves {
            match play.step() {
                None => break,
                Some(Err(problem)) => return Err(problem),
                Some(Ok(_)) => {}
            }
        }
        Ok(play.board)
    }

    /// The pieces played, in order.
    pub fn pieces(&self) -> Vec<Piece> {
        self.moves.iter().map(|m| m.triad.piece).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(text: &str, mode: Mode) -> Vec<String> {
        text.parse::<Game>()
            .unwrap()
            .validate(mode)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn the_papers_examples_are_valid() {
        for text in [
            "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta",
            "[Width \"5\"]\n\nLa",
            "[Width \"5\"]\n\nL3c",
            "[Width \"5\"]\n\nL3c / Sa",
            "Set Up: [(3), 2] [(3), 2]\nJ2a (X)",
            "Set Up: [(1), 4] [(1), 2, (1), 1]",
        ] {
            assert_eq!(
                problems(text, Mode::Lenient),
                Vec::<String>::new(),
                "{text}"
            );
        }
    }

    #[test]
    fn every_kind_of_problem() {
        let text =
            "[Width \"5\"]\n[Height \"6\"]\n\nIc, Oa (X), Ob2, O1c3, Oc, I1e (!), La, La, La, Sa";
        assert_eq!(
            problems(text, Mode::Lenient),
            [
                "move 1 `Ic`: the piece reaches past the right edge: it needs columns c to f but the board ends at e",
                "move 2 `Oa`: the piece clears no line: drop the marker (X)",
                "move 3 `Ob2`: the piece overlaps filled squares b2",
                "move 4 `O1c3`: nothing holds the piece at row 3: it would fall to row 1",
                "move 6 `I1e`: the piece clears 2 lines: add the marker (XX)",
                "move 10 `Sa`: the piece tops out: it lands with squares in row 7, above the board's 6 rows",
            ]
        );
        assert_eq!(problems(text, Mode::Strict).len(), 1);
        assert_eq!(
            problems("[Width \"4\"]\n\nSet Up: [3, (2)]", Mode::Lenient),
            ["the Width tag says 4 columns but the setup's rows span 5"]
        );
        assert_eq!(
            problems("Set Up: [1, (1)] [2]", Mode::Lenient),
            ["setup row 2 is full; a full row clears at once, so leave it out"]
        );
        assert_eq!(
            problems("[Height \"1\"]\n\nSet Up: [1, (1)] [1, (1)]", Mode::Lenient),
            ["the setup has 2 rows but the board is 1 high: raise the Height tag"]
        );
    }

    #[test]
    fn randomizer_sequences() {
        let tags = "[Randomizer \"tetrio-7-bag\"]\n[Seed \"191836487\"]\n";
        let deal = "J1a, I1b, S1c, Z1e, T2f, Lh, O1k, Lb";
        assert!(problems(&format!("{tags}\n{deal}"), Mode::Lenient).is_empty());
        assert_eq!(
            problems(&format!("{tags}\nIa, Ie"), Mode::Lenient),
            ["move 1 `Ia`: the randomizer cannot deal I here; it offers J"]
        );
        let held = format!("{tags}[Hold \"yes\"]\n\nIa, Oa");
        assert_eq!(
            problems(&held, Mode::Lenient),
            ["move 2 `Oa`: the randomizer cannot deal O here even with hold; it offers J or S"]
        );
        let bad = problems(
            "[Randomizer \"tetrio-7bag\"]\n[Seed \"1\"]\n\nIa",
            Mode::Lenient,
        );
        assert!(bad[0].contains("did you mean `tetrio-7-bag`"), "{bad:?}");
        let game: Game = "[Randomizer \"tetrio-7-bag\"]\n[Seed \"-2147483646\"]\n\nIa"
            .parse()
            .unwrap();
        let problems = game.validate(Mode::Lenient);
        assert_eq!(problems[0].location(), Location::Tag(KnownTag::Seed));
    }
}
