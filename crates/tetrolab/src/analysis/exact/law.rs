//! A randomizer's law as a Markov chain source: its start, and every
//! outcome of one step from any state, under ideal uniform draws.

use std::fmt::Debug;
use std::hash::Hash;

use super::fraction::Probability;
use super::probe::{self, ProbeError};
use crate::Piece;
use crate::randomizer::Definition;

/// One outcome of a step: its probability, the piece dealt and the state
/// after it.
#[derive(Debug, Clone)]
pub(crate) struct Outcome<S> {
    pub(crate) probability: Probability,
    pub(crate) piece: Piece,
    pub(crate) next: S,
}

/// Why a step's outcomes cannot be listed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StepError {
    /// The step draws a float: it has infinitely many outcomes.
    #[error("it draws real numbers, so its states are infinitely many")]
    Float,
    /// One step has too many outcomes to list.
    #[error("one of its steps has more than {0} outcomes to list")]
    TooManyPaths(usize),
}

/// A chain source: the state a game starts in, and every outcome of one
/// step from a state. A law may be a definition enumerated draw by draw
/// ([`Probed`]) or a law-equivalent form of one (same piece sequences with
/// the same probabilities, fewer states or outcomes).
pub(crate) trait Law {
    /// The chain's state.
    type State: Clone + Eq + Hash + Debug;

    /// The state at the start of a game.
    fn start(&self) -> Self::State;

    /// Appends every outcome of one step from `state` (outcomes with the
    /// same piece and next state may repeat; the chain merges them).
    fn outcomes(
        &self,
        state: &Self::State,
        out: &mut Vec<Outcome<Self::State>>,
    ) -> Result<(), StepError>;

    /// Whether relabeling the pieces maps the law's long-run behaviour to
    /// itself (every piece alike), so stationary answers are the same for
    /// each piece.
    fn symmetric(&self) -> bool {
        false
    }

    /// How many states are reachable from the start, where a closed form
    /// counts them (saturating at `u128::MAX`): a chain with more than it
    /// may hold is then refused before one state is built, rather than
    /// after building as many as it may hold. `None` (the default): only
    /// building the chain counts them.
    fn reachable_states(&self) -> Option<u128> {
        None
    }

    /// For a bag: where in its bag the next piece of `state` is, 1 for a
    /// bag's first.
    fn bag_position(&self, _state: &Self::State) -> Option<usize> {
        None
    }
}

/// The most outcomes one step of a probed definition may have.
pub(crate) const MAX_PATHS: usize = 100_000;

/// A definition's own law, its draws enumerated by a probe: bit for bit
/// the definition's chain.
#[derive(Debug, Clone)]
pub(crate) struct Probed<D> {
    pub(crate) definition: D,
    pub(crate) symmetric: bool,
}

impl<D: Definition> Law for Probed<D> {
    type State = D::State;

    fn start(&self) -> D::State {
        self.definition.start()
    }

    fn outcomes(
        &self,
        state: &D::State,
        out: &mut Vec<Outcome<D::State>>,
    ) -> Result<(), StepError> {
        let paths = probe::paths(&self.definition, state, MAX_PATHS).map_err(|e| match e {
            ProbeError::Float => StepError::Float,
            ProbeError::TooManyPaths(n) => StepError::TooManyPaths(n),
        })?;
        out.extend(paths.into_iter().map(|path| Outcome {
            probability: Probability::reciprocal(path.probability, path.denominator),
            piece: path.piece,
            next: path.next,
        }));
        Ok(())
    }

    fn symmetric(&self) -> bool {
        self.symmetric
    }
}
