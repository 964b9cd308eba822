//! The stationary law of a chain: where it spends its time in the long
//! run.

use super::chain::Chain;

/// The largest change, summed over states, at which an iteration stops.
const TOLERANCE: f64 = 1e-15;
/// A bound on the iterations (each costs one pass over the edges).
const MAX_ITERATIONS: usize = 1_000_000;

/// Why a stationary law was not found.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
#[error("its stationary law did not settle within {MAX_ITERATIONS} steps (last change {0:e})")]
pub struct NotConverged(pub f64);

/// The long-run share of time in each state, for a chain started at its
/// game's start. Transient states get 0; the result sums to 1.
///
/// Bag chains are periodic (a 7-bag returns to a full bag every 7 pieces),
/// and plain iteration oscillates instead of converging. So the chain is
/// followed `d` steps at a time, `d` the period found from its graph,
/// until the law repeats every `d` steps; the average of one such cycle
/// of `d` laws is stationary. If the law will not repeat (the period
/// found is only a divisor of the true one), the *lazy* chain `½ I + ½ P`
/// decides instead: it has the same stationary law and no period, at the
/// price of slower convergence. Either way the answer is checked to be
/// stationary.
pub(crate) fn stationary(chain: &Chain) -> Result<Vec<f64>, NotConverged> {
    let law = match deterministic(chain) {
        Some(law) => law,
        None => match by_period(chain, period(chain)) {
            Some(law) => law,
            None => lazy(chain)?,
        },
    };
    let residual: f64 = {
        let mut next = vec![0.0; chain.len()];
        step(chain, &law, &mut next);
        next.iter().zip(&law).map(|(a, b)| (a - b).abs()).sum()
    };
    if residual > 1e-12 {
        return Err(NotConverged(residual));
    }
    Ok(law)
}

/// For a chain without chance (every state has one edge, as a game's own
/// generator over its cycle): the cycle the start runs into, found by
/// walking it. `None` for a chain with chance.
pub(crate) fn terminal_cycle(chain: &Chain) -> Option<Vec<usize>> {
    if (0..chain.len()).any(|s| chain.edges(s).len() != 1) {
        return None;
    }
    let next = |s: usize| chain.edges(s)[0].to as usize;
    // Walk until a state repeats: it is on the cycle.
    let mut seen = vec![false; chain.len()];
    let mut s = 0;
    while !seen[s] {
        seen[s] = true;
        s = next(s);
    }
    let mut cycle = vec![s];
    let mut t = next(s);
    while t != s {
        cycle.push(t);
        t = next(t);
    }
    Some(cycle)
}

/// The stationary law of a chain without chance: uniform over its
/// [`terminal_cycle`].
fn deterministic(chain: &Chain) -> Option<Vec<f64>> {
    let cycle = terminal_cycle(chain)?;
    let mut law = vec![0.0; chain.len()];
    let share = 1.0 / cycle.len() as f64;
    for c in cycle {
        law[c] = share;
    }
    Some(law)
}

/// One step of the chain: `next = law · P`.
fn step(chain: &Chain, law: &[f64], next: &mut [f64]) {
    next.fill(0.0);
    for (s, edge) in chain.all_edges() {
        next[edge.to as usize] += law[s] * edge.probability;
    }
}

/// The gcd of `level(s) + 1 − level(t)` over every edge `s → t`, levels
/// by breadth-first search from the start: it divides every cycle's
/// length, so it divides the chain's period (and equals it when the
/// start lies on the recurrent class, as a fresh bag does).
fn period(chain: &Chain) -> usize {
    let mut level = vec![usize::MAX; chain.len()];
    level[0] = 0;
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(s) = queue.pop_front() {
        for edge in chain.edges(s) {
            let t = edge.to as usize;
            if level[t] == usize::MAX {
                level[t] = level[s] + 1;
                queue.push_back(t);
            }
        }
    }
    chain.all_edges().fold(0, |d, (s, edge)| {
        gcd(d, (level[s] + 1).abs_diff(level[edge.to as usize]))
    })
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Follows the chain from its start until its law repeats every `period`
/// steps, then averages one cycle; `None` if it never repeats.
fn by_period(chain: &Chain, period: usize) -> Option<Vec<f64>> {
    let n = chain.len();
    let mut law = vec![0.0; n];
    law[0] = 1.0;
    let mut next = vec![0.0; n];
    let mut before = law.clone();
    // Without convergence in this many cycles, the period is wrong.
    for _ in 0..(100_000 / period).max(1) {
        before.copy_from_slice(&law);
        for _ in 0..period {
            step(chain, &law, &mut next);
            std::mem::swap(&mut law, &mut next);
        }
        let change: f64 = law.iter().zip(&before).map(|(a, b)| (a - b).abs()).sum();
        if change < TOLERANCE {
            let mut average = vec![0.0; n];
            for _ in 0..period {
                average.iter_mut().zip(&law).for_each(|(a, l)| *a += l);
                step(chain, &law, &mut next);
                std::mem::swap(&mut law, &mut next);
            }
            let mass: f64 = average.iter().sum();
            average.iter_mut().for_each(|p| *p /= mass);
            return Some(average);
        }
    }
    None
}

/// The limit of the lazy chain `½ I + ½ P`.
fn lazy(chain: &Chain) -> Result<Vec<f64>, NotConverged> {
    let n = chain.len();
    let mut law = vec![0.0; n];
    law[0] = 1.0;
    let mut next = vec![0.0; n];
    let mut change = f64::INFINITY;
    for _ in 0..MAX_ITERATIONS {
        step(chain, &law, &mut next);
        next.iter_mut()
            .zip(&law)
            .for_each(|(n, &l)| *n = 0.5 * (*n + l));
        change = next.iter().zip(&law).map(|(a, b)| (a - b).abs()).sum();
        std::mem::swap(&mut law, &mut next);
        if change < TOLERANCE {
            let mass: f64 = law.iter().sum();
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
    use crate::analysis::exact::forms::BagLaw;
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
        let chain = Chain::build(&law, 100, &crate::work::Unwatched).unwrap();
        let pi = stationary(&chain).unwrap();
        assert!(pi[0] < 1e-15);
        for p in &pi[1..] {
            assert!((p - 1.0 / 7.0).abs() < 1e-14, "{p}");
        }
        assert!(
            lazy(&chain)
                .unwrap()
                .iter()
                .zip(&pi)
                .all(|(a, b)| (a - b).abs() < 1e-14)
        );
    }

    /// A 7-bag has period 7 and spends 1/7 of its time at each bag
    /// position; the lazy chain agrees.
    #[test]
    fn a_bag_is_periodic_and_still_settles() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched).unwrap();
        assert_eq!(period(&chain), 7);
        let pi = stationary(&chain).unwrap();
        let positions = chain.positions().unwrap();
        for k in 1..=7 {
            let share: f64 = pi
                .iter()
                .zip(positions)
                .filter(|(_, p)| **p == k)
                .map(|(x, _)| x)
                .sum();
            assert!((share - 1.0 / 7.0).abs() < 1e-14, "position {k}: {share}");
        }
        let slow = lazy(&chain).unwrap();
        assert!(slow.iter().zip(&pi).all(|(a, b)| (a - b).abs() < 1e-13));
    }
}
