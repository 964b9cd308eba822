//! Every next step of a definition: a [`Draw`] that answers each draw with
//! every value in turn (the idea of raincomplex's `RandProbe`).

use crate::Piece;
use crate::randomizer::Definition;
use crate::rng::Draw;

/// Why a definition's steps cannot be enumerated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ProbeError {
    /// It draws a float: infinitely many outcomes.
    Float,
    /// One step has more outcomes than the limit.
    TooManyPaths(usize),
}

/// Replays a prefix of chosen draw values and answers 0 beyond it,
/// recording each draw's bound, so every path through a step's draws can
/// be visited in turn, like an odometer.
#[derive(Debug, Default)]
struct Probe {
    /// (value, bound) of each draw on the current path.
    path: Vec<(u32, u32)>,
    /// The next draw's index on the path.
    at: usize,
    /// Whether the step drew a float.
    drew_float: bool,
}

impl Draw for Probe {
    fn below(&mut self, n: u32) -> u32 {
        if self.at == self.path.len() {
            self.path.push((0, n));
        }
        let value = self.path[self.at].0;
        self.at += 1;
        value
    }

    fn float(&mut self) -> f64 {
        self.drew_float = true;
        0.5
    }
}

impl Probe {
    /// Moves to the next path: the last draw that can count up does, and
    /// the draws after it are forgotten. `false` after the last path.
    fn advance(&mut self) -> bool {
        self.path.truncate(self.at);
        while let Some((value, bound)) = self.path.pop() {
            if value + 1 < bound {
                self.path.push((value + 1, bound));
                return true;
            }
        }
        false
    }
}

/// One outcome of a step: its probability under ideal uniform draws (the
/// product of `1/n` over the path's draws, also as an exact fraction when
/// the product of the bounds fits), the piece and the state after it.
#[derive(Debug, Clone)]
pub(crate) struct PathOutcome<S> {
    pub(crate) probability: f64,
    /// The product of the path's bounds, if it fits: the probability is
    /// exactly its reciprocal.
    pub(crate) denominator: Option<u128>,
    pub(crate) piece: Piece,
    pub(crate) next: S,
}

/// Every path of one step of `definition` from `state`: at most `limit`.
pub(crate) fn paths<D: Definition>(
    definition: &D,
    state: &D::State,
    limit: usize,
) -> Result<Vec<PathOutcome<D::State>>, ProbeError> {
    let mut probe = Probe::default();
    let mut outcomes = Vec::new();
    loop {
        probe.at = 0;
        let mut next = state.clone();
        let piece = definition.deal(&mut next, &mut probe);
        if probe.drew_float {
            return Err(ProbeError::Float);
        }
        if outcomes.len() == limit {
            return Err(ProbeError::TooManyPaths(limit));
        }
        let mut bounds = probe.path[..probe.at].iter().map(|&(_, bound)| bound);
        let probability = bounds.clone().map(|n| 1.0 / f64::from(n)).product();
        let denominator = bounds.try_fold(1u128, |d, n| d.checked_mul(u128::from(n)));
        outcomes.push(PathOutcome {
            probability,
            denominator,
            piece,
            next,
        });
        if !probe.advance() {
            return Ok(outcomes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::randomizer::{Classic, Memoryless, Weighted};

    #[test]
    fn every_path_once_with_its_probability() {
        let memoryless = Memoryless { order: Piece::ALL };
        let outcomes = paths(&memoryless, &(), 100).unwrap();
        assert_eq!(outcomes.len(), 7);
        assert!(outcomes.iter().all(|o| o.denominator == Some(7)));
        // The classic reroll after a roll of 0: 7 first rolls keep (1..=6
        // and... 0 repeats), 2 of the 8 first rolls reroll into 7 each.
        let classic = Classic { order: Piece::ALL };
        let outcomes = paths(&classic, &Some(0), 100).unwrap();
        assert_eq!(outcomes.len(), 6 + 2 * 7);
        let total: f64 = outcomes.iter().map(|o| o.probability).sum();
        assert!((total - 1.0).abs() < 1e-15);
        assert_eq!(
            outcomes
                .iter()
                .filter(|o| o.denominator == Some(56))
                .count(),
            14
        );
    }

    #[test]
    fn floats_and_floods_of_paths_are_refused() {
        let weighted = Weighted::new(1.1).unwrap();
        let start = weighted.start();
        assert_eq!(paths(&weighted, &start, 10).unwrap_err(), ProbeError::Float);
        let classic = Classic { order: Piece::ALL };
        assert_eq!(
            paths(&classic, &None, 5).unwrap_err(),
            ProbeError::TooManyPaths(5)
        );
    }
}
