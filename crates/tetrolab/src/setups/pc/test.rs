//! A perfect clear as a test of the next pieces, so that
//! [`Model::odds`](crate::analysis::exact::Model::odds) gives the exact
//! chance a randomizer deals one.

use super::solver::{PcFrontier, PcSolver};
use crate::Piece;
use crate::analysis::exact::{PieceTest, Verdict};

/// The state is the [`PcFrontier`] of states the pieces so far allow: it
/// passes once one of them is clear (or, with hold, clears with the held
/// piece), and fails once none is left.
///
/// ```
/// use tetrolab::analysis::exact::{Model, Position};
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::{PcSolver, PerfectClear};
/// // One line with a hole 4 wide: only an I clears it. With hold, an I
/// // among a 7-bag's first two pieces does.
/// let goal = PerfectClear::new(&Field::from_text("XXXXXX____", 24)?, 1)?;
/// let srs = Kicks::srs();
/// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
/// let bag = Model::of(&"7-bag".parse()?, 100_000, &tetrolab::work::Unwatched)?;
/// let odds = bag.odds(Position::Game { seen: &[] }, &solver, &tetrolab::work::Unwatched)?;
/// assert_eq!(odds.fraction.as_deref(), Some("2/7"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl PieceTest for PcSolver<'_> {
    type State = PcFrontier;

    fn start(&self) -> PcFrontier {
        PcSolver::start(self)
    }

    fn step(&self, state: &PcFrontier, piece: Piece) -> Verdict<PcFrontier> {
        let next = PcSolver::step(self, state, piece);
        let (passed, dead) = (self.is_clear(&next), next.is_empty());
        Verdict::after(next, passed, dead)
    }

    fn length(&self) -> usize {
        PcSolver::length(self)
    }

    fn passes(&self, state: &PcFrontier) -> bool {
        self.is_clear(state)
    }

    fn heap_bytes(&self, state: &PcFrontier) -> usize {
        state.heap_bytes()
    }
}
