//! Problems: how a well-formed game fails to play out as written, and
//! where in the game each one is.

use super::board::{BoardSizeError, PlacementError, square_list};
use super::map::Location;
use super::marker::Clear;
use super::rotation::RotationSystem;
use super::tags::KnownTag;
use super::triad::Triad;
use crate::{PieceSet, SpecError};

/// A game that is well formed but does not play out as written.
///
/// ```
/// use tetrolab::notation::{Game, Location, Mode, Problem};
/// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (X)".parse().unwrap();
/// let problems = game.validate(Mode::Lenient).unwrap_err();
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
    /// A move tops out with moves after it: the game is over there, so the
    /// moves after it are not played or checked (one problem, not one for
    /// each of them).
    #[error(
        "move {} `{triad}`: {error}; the game is over, so {} not checked",
        index + 1,
        moves_after(*unchecked)
    )]
    GameOver {
        /// The move's 0-based index.
        index: usize,
        /// Its triad.
        triad: Triad,
        /// How it tops out.
        error: PlacementError,
        /// How many moves follow it in the record.
        unchecked: usize,
    },
    /// Under the game's `Rotation` tag, no path brings the piece from the
    /// top of the board to its squares.
    #[error(
        "move {} `{triad}`: no path from the top brings the {} to {} ({})",
        index + 1,
        triad.piece,
        square_list(squares),
        rotation.moves()
    )]
    Unreachable {
        /// The move's 0-based index.
        index: usize,
        /// Its triad.
        triad: Triad,
        /// The squares it would cover, as (x, y) from 0.
        squares: [(u8, u16); 4],
        /// The `Rotation` tag.
        rotation: RotationSystem,
    },
    /// The game has a `Rotation` tag on a board reachability is not
    /// checked on.
    #[error(
        "the Rotation tag needs a board of 10 columns and at most {} rows to check where pieces can reach, not {width}×{height}: change the board or remove the tag",
        crate::play::Field::MAX_HEIGHT
    )]
    RotationBoard {
        /// The board's width.
        width: u8,
        /// The board's height.
        height: u16,
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
    /// Without a `Seed` tag: no seed of the randomizer lets this piece be
    /// played here.
    #[error(
        "move {} `{triad}`: no seed of {randomizer} deals pieces that let {} be played here{} (the game has no Seed tag: {considered})",
        index + 1,
        triad.piece,
        if *hold { ", even with hold" } else { "" }
    )]
    Unseeded {
        /// The move's 0-based index.
        index: usize,
        /// Its triad.
        triad: Triad,
        /// The `Randomizer` tag.
        randomizer: String,
        /// Whether hold was allowed.
        hold: bool,
        /// How the seeds were considered: the states of the game's
        /// generator searched, or the exact chain's every draw.
        considered: String,
    },
    /// Without a `Seed` tag: the pieces could not be checked against the
    /// randomizer, so the game cannot be called valid.
    #[error(
        "the pieces were not checked against {randomizer}: {why}; give the game a Seed tag to check them"
    )]
    Unchecked {
        /// The `Randomizer` tag.
        randomizer: String,
        /// Why no check over every seed was possible.
        why: String,
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

/// The moves after a game's end, counted: "the move after it was" or
/// "the N moves after it were".
fn moves_after(count: usize) -> String {
    match count {
        1 => "the move after it was".to_owned(),
        n => format!("the {n} moves after it were"),
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
            | Problem::GameOver { index, .. }
            | Problem::ClearMarker { index, .. }
            | Problem::Sequence { index, .. }
            | Problem::Unseeded { index, .. }
            | Problem::Unreachable { index, .. } => Location::Move(*index),
            Problem::RotationBoard { .. } => Location::Tag(KnownTag::Rotation),
            Problem::Randomizer(SpecError::Seed(_)) => Location::Tag(KnownTag::Seed),
            Problem::Randomizer(_) | Problem::Unchecked { .. } => {
                Location::Tag(KnownTag::Randomizer)
            }
        }
    }
}
