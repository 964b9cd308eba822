//! A setup's cover as a test of the next pieces, so that
//! [`Model::odds`](crate::analysis::exact::Model::odds) gives the exact
//! chance a randomizer lets a player build it.

use super::build::Frontier;
use super::builds::Cover;
use crate::Piece;
use crate::analysis::exact::{PieceTest, Verdict};

/// The state is the [`Frontier`] of builds the pieces so far allow: it
/// passes once one of them is the setup (or, with hold, lacks only what the
/// held piece can make), and fails once none is left.
///
/// ```
/// use tetrolab::analysis::exact::{Model, Position};
/// use tetrolab::play::{Drop, Kicks, Rules};
/// use tetrolab::setups::{Cover, Setup};
/// // A tower of 7 pieces that only one order builds (sfinder's cover
/// // case 2): with hold, 64 of the 5040 orders of a 7-bag.
/// let setup = Setup::from_fumen("v115@vhGRQJWLJSBJTyIXoIVjIUUI")?;
/// let srs = Kicks::srs();
/// let cover = Cover::new(&setup, Rules::new(&srs, Drop::Soft), true)?;
/// let bag = Model::of(&"7-bag".parse()?, 100_000, &tetrolab::work::Unwatched)?;
/// let odds = bag.odds(Position::Game { seen: &[] }, &cover, &tetrolab::work::Unwatched)?;
/// assert_eq!(odds.fraction.as_deref(), Some("4/315")); // 64/5040
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl PieceTest for Cover<'_> {
    type State = Frontier;

    fn start(&self) -> Frontier {
        Frontier::start()
    }

    fn step(&self, state: &Frontier, piece: Piece) -> Verdict<Frontier> {
        let next = Cover::step(self, state, piece);
        let (passed, dead) = (self.is_built(&next), next.is_empty());
        Verdict::after(next, passed, dead)
    }

    fn length(&self) -> usize {
        Cover::length(self)
    }

    fn passes(&self, state: &Frontier) -> bool {
        self.is_built(state)
    }

    fn heap_bytes(&self, state: &Frontier) -> usize {
        state.heap_bytes()
    }
}
