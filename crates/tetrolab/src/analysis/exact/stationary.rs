//! The stationary law of a chain: where it spends its time in the long
//! run.

use super::chain::Chain;

/// The largest change, summed over states, at which the iteration stops.
const TOLERANCE: f64 = 1e-15;
/// A bound on the iterations (each costs one pass over the edges).
const MAX_ITERATIONS: usize = 1_000_000;

/// Why a stationary law was not found.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
#[error("its stationary law did not settle within {MAX_ITERATIONS} steps (last change {0:e})")]
pub struct NotConverged(pub f64);

/// The long-run share of time in each state, for a chain started at its
/// game's start: the limit of the *lazy* chain `½ I + ½ P`, which has the
/// same stationary law but no period (bag chains are periodic, and plain
/// iteration would oscillate instead of converging). The result sums to 1
/// (checked); transient states get 0.
pub(crate) fn stationary(chain: &Chain) -> Result<Vec<f64>, NotConverged> {
    let n = chain.len();
    let mut law = vec![0.0; n];
    law[0] = 1.0;
    let mut next = vec![0.0; n];
    let mut change = f64::INFINITY;
    // A few plain steps first move the mass off the transient start.
    for _ in 0..MAX_ITERATIONS {
        next.iter_mut().zip(&law).for_each(|(n, &l)| *n = 0.5 * l);
        for (s, edge) in chain.all_edges() {
            next[edge.to as usize] += 0.5 * law[s] * edge.probability;
        }
        change = next.iter().zip(&law).map(|(a, b)| (a - b).abs()).sum();
        std::mem::swap(&mut law, &mut next);
        if change < TOLERANCE {
            let mass: f64 = law.iter().sum();
            debug_assert!((mass - 1.0).abs() < 1e-9, "mass {mass}");
            law.iter_mut().for_each(|p| *p /= mass);
            return Ok(law);
        }
    }
    Err(NotConverged(change))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::analysis::exact::law::Probed;
    use crate::randomizer::Classic;

    /// The classic reroll's rolls are uniform in the long run: 1/7 each,
    /// and the state without a previous roll is transient.
    #[test]
    fn classic_rolls_are_uniform() {
        let law = Probed {
            definition: Classic { order: Piece::ALL },
            symmetric: true,
        };
        let chain = Chain::build(&law, 100).unwrap();
        let pi = stationary(&chain).unwrap();
        assert!(pi[0] < 1e-15);
        for p in &pi[1..] {
            assert!((p - 1.0 / 7.0).abs() < 1e-14, "{p}");
        }
    }
}
