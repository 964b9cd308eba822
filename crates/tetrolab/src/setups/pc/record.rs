//! A perfect clear's solution as the community writes it down: a
//! TETRIS-SYSTEM record and a fumen.

use super::goal::PerfectClear;
use crate::notation::fumen::{Fumen, FumenError};
use crate::notation::{Column, Game, Mode, Move, Setup, Triad};
use crate::play::{Placement, WIDTH};

/// `solution` (placements in the order made, each in the frame of the
/// field it is placed on, as [`definition::solve`](super::definition::solve)
/// and [`PcSolver::solve`](super::PcSolver::solve) give them) as a
/// TETRIS-SYSTEM record: the goal's field (its full rows already taken
/// out) as the initial position, one move per placement, each written as
/// a straight drop where one lands it and with its row otherwise (tucks
/// and spins). `None` if a placement does not fit the field it is placed
/// on (not a solution of this goal).
///
/// The record plays out as the solution does: the notation's board clears
/// full rows after each piece, as the goal's field does, so each
/// placement's frame is the record's board at that move.
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::{PcSolver, PerfectClear};
/// use tetrolab::setups::pc::{solution_fumen, solution_record};
/// let goal = PerfectClear::new(&Field::from_text("XXXXXX____\nXXXXXX____", 24)?, 2)?;
/// let srs = Kicks::srs();
/// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), false)?;
/// let solution = solver.solve(&[I, I]).unwrap();
/// let record = solution_record(&goal, &solution).unwrap();
/// assert_eq!(record.to_string(), "[Setup \"[6, (4)] [6, (4)]\"]\n\nIg (X), Ig (X) *\n");
/// assert!(solution_fumen(&goal, &solution)?.unwrap().starts_with("v115@"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solution_record(goal: &PerfectClear, solution: &[Placement]) -> Option<Game> {
    let field = goal.field();
    let rows: Vec<u16> = field.rows().to_vec();
    let setup = Setup::new(WIDTH as u8, rows)?;
    let mut board = setup.to_board(u16::from(field.height()))?;
    let mut moves = Vec::with_capacity(solution.len());
    for placement in solution {
        let cells = placement.cells();
        let left = cells.iter().map(|&(x, _)| x).min()?;
        let bottom = cells
            .iter()
            .filter(|&&(x, _)| x == left)
            .map(|&(_, y)| y)
            .min()?;
        let at = Triad {
            piece: placement.piece,
            rotation: placement.rotation,
            column: Column::new(u8::try_from(left).ok()?)?,
            row: Some(u16::try_from(bottom).ok()? + 1),
        };
        let triad = board.resolve(&at).ok()?.triad();
        let landed = board.play(&triad).ok()?;
        let mut made = Move::new(triad);
        made.clear = landed.clear();
        moves.push(made);
    }
    Some(Game {
        // The notation's boards are 20 rows unless a record says more.
        height: (goal.lines() > 20).then_some(u16::from(goal.lines())),
        setup: Some(setup),
        moves,
        ..Game::default()
    })
}

/// [`solution_record`] as a fumen: one page per placement, the goal's field
/// (full rows taken out) under the first. `Ok(None)` where the record is
/// `None`.
///
/// # Errors
/// A record fumen cannot show (a field above fumen's 23 rows).
pub fn solution_fumen(
    goal: &PerfectClear,
    solution: &[Placement],
) -> Result<Option<String>, FumenError> {
    let Some(game) = solution_record(goal, solution) else {
        return Ok(None);
    };
    let Ok(valid) = game.validate(Mode::Strict) else {
        return Ok(None);
    };
    Fumen::encode_game(&valid).map(Some)
}
