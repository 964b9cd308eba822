//! How predictable the next piece is: to an observer who knows the state,
//! and from the last k pieces alone.

use super::chain::Chain;
use crate::Piece;

/// The law of the next piece from each state.
pub(crate) fn next_piece_laws(chain: &Chain) -> Vec<[f64; 7]> {
    (0..chain.len())
        .map(|s| {
            let mut law = [0.0; 7];
            for edge in chain.edges(s) {
                law[edge.piece.index()] += edge.probability;
            }
            law
        })
        .collect()
}

/// Entropy in bits of a distribution.
pub(crate) fn entropy(law: &[f64]) -> f64 {
    law.iter()
        .filter(|&&p| p > 0.0)
        .map(|&p| -p * p.log2())
        .sum()
}

/// The entropy rate with the state known (bits per piece) and the guess
/// accuracy of an observer who knows the state and names the likeliest
/// next piece.
pub(crate) fn rate_and_accuracy(laws: &[[f64; 7]], pi: &[f64]) -> (f64, f64) {
    laws.iter().zip(pi).fold((0.0, 0.0), |(h, g), (law, &p)| {
        (
            h + p * entropy(law),
            g + p * law.iter().copied().fold(0.0, f64::max),
        )
    })
}

/// Guess accuracy by position in the bag (position 1 first): for a bag,
/// an observer who knows where bags start and what is left.
pub(crate) fn accuracy_by_position(
    chain: &Chain,
    laws: &[[f64; 7]],
    pi: &[f64],
) -> Option<Vec<f64>> {
    let positions = chain.positions()?;
    let size = *positions.iter().max()? as usize;
    let (mut weight, mut hits) = (vec![0.0; size], vec![0.0; size]);
    for ((&position, law), &p) in positions.iter().zip(laws).zip(pi) {
        let k = position as usize - 1;
        weight[k] += p;
        hits[k] += p * law.iter().copied().fold(0.0, f64::max);
    }
    Some(hits.iter().zip(&weight).map(|(h, w)| h / w).collect())
}

/// The most sequence work conditional entropies may take (state visits).
const BUDGET: u64 = 400_000_000;

/// `H(next | previous k)` in bits for `k = 0..=max_k` under the stationary
/// law, from the exact probabilities of every sequence of up to `k + 1`
/// pieces (a depth-first walk carrying, for each sequence, the chance of
/// each state after it). A symmetric law walks one sequence per pattern of
/// repeats (`IJI` stands for every `xyx`), weighted by how many it stands
/// for. One walk serves every `k`; if the deepest would exceed the work
/// budget, the next shallower is tried, and the entries beyond the
/// deepest walked are `None`.
pub(crate) fn conditional_entropies(chain: &Chain, pi: &[f64], max_k: usize) -> Vec<Option<f64>> {
    let support: Vec<(u32, f64)> = pi
        .iter()
        .enumerate()
        .filter(|&(_, &p)| p > 0.0)
        .map(|(s, &p)| (s as u32, p))
        .collect();
    let mut result = vec![None; max_k + 1];
    for deepest in (0..=max_k).rev() {
        let mut walker = Walker {
            chain,
            symmetric: chain.symmetric,
            sums: vec![0.0; deepest + 2],
            work: 0,
            scratch: vec![0.0; chain.len()],
        };
        if walker.walk(&support, 1.0, 0, 0, deepest).is_ok() {
            // H(X_{k+1} | X_1..X_k) = H(k+1-grams) − H(k-grams), both sums
            // of −P log P weighted by how many sequences each walk stood
            // for.
            for (k, h) in result.iter_mut().enumerate().take(deepest + 1) {
                *h = Some(walker.sums[k + 1] - walker.sums[k]);
            }
            break;
        }
    }
    result
}

struct Walker<'a> {
    chain: &'a Chain,
    symmetric: bool,
    /// Σ over sequences of each length of `−P(s) log2 P(s)`.
    sums: Vec<f64>,
    work: u64,
    /// A dense buffer for one step's propagation.
    scratch: Vec<f64>,
}

#[derive(Debug)]
struct OverBudget;

impl Walker<'_> {
    /// Walks the sequences extending one of length `depth` whose states
    /// are `alpha` (unnormalised: their total is the sequence's
    /// probability), which stands for `weight` sequences, using `labels`
    /// distinct pieces so far, down to length `max_depth + 1`.
    fn walk(
        &mut self,
        alpha: &[(u32, f64)],
        weight: f64,
        depth: usize,
        labels: usize,
        max_k: usize,
    ) -> Result<(), OverBudget> {
        let probability: f64 = alpha.iter().map(|a| a.1).sum();
        if probability > 0.0 {
            self.sums[depth] -= weight * probability * probability.log2();
        }
        if depth > max_k {
            return Ok(());
        }
        self.work += alpha.len() as u64;
        if self.work > BUDGET {
            return Err(OverBudget);
        }
        // Under symmetry, pieces already seen keep their labels and one
        // unseen piece stands for all the others.
        let pieces: Vec<(Piece, f64, usize)> = if self.symmetric {
            let mut options: Vec<(Piece, f64, usize)> = Piece::ALL[..labels]
                .iter()
                .map(|&p| (p, 1.0, labels))
                .collect();
            if labels < 7 {
                options.push((Piece::ALL[labels], (7 - labels) as f64, labels + 1));
            }
            options
        } else {
            Piece::ALL.iter().map(|&p| (p, 1.0, 0)).collect()
        };
        for (piece, multiplicity, next_labels) in pieces {
            let next = self.step(alpha, piece);
            if !next.is_empty() {
                self.walk(&next, weight * multiplicity, depth + 1, next_labels, max_k)?;
            }
        }
        Ok(())
    }

    /// The states after `piece`, from `alpha`.
    fn step(&mut self, alpha: &[(u32, f64)], piece: Piece) -> Vec<(u32, f64)> {
        let mut touched = Vec::new();
        for &(s, mass) in alpha {
            for edge in self.chain.edges(s as usize) {
                if edge.piece == piece {
                    let t = edge.to as usize;
                    if self.scratch[t] == 0.0 {
                        touched.push(t as u32);
                    }
                    self.scratch[t] += mass * edge.probability;
                }
            }
        }
        touched
            .into_iter()
            .map(|t| (t, std::mem::take(&mut self.scratch[t as usize])))
            .filter(|&(_, mass)| mass > 0.0)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::stationary::stationary;

    /// The 7-bag: entropy rate log2(7!)/7, guess accuracy `H_7 / 7` = 363/980,
    /// 1/(8 − k) at position k; H(next | 0 before) = log2 7.
    #[test]
    fn seven_bag_predictability() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000).unwrap();
        let pi = stationary(&chain).unwrap();
        let laws = next_piece_laws(&chain);
        let (rate, accuracy) = rate_and_accuracy(&laws, &pi);
        assert!((rate - (5040f64).log2() / 7.0).abs() < 1e-12);
        assert!((accuracy - 363.0 / 980.0).abs() < 1e-12);
        let by_position = accuracy_by_position(&chain, &laws, &pi).unwrap();
        for (k, a) in by_position.iter().enumerate() {
            assert!((a - 1.0 / (7 - k) as f64).abs() < 1e-12);
        }
        let h = conditional_entropies(&chain, &pi, 3);
        assert!((h[0].unwrap() - 7f64.log2()).abs() < 1e-12);
        // One piece seen: it cannot come next unless the bag just turned.
        assert!(h[1].unwrap() < h[0].unwrap());
        assert!(h[3].unwrap() < h[2].unwrap());
    }
}
