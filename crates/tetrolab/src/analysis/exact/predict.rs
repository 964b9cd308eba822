//! How predictable the next piece is to an observer who knows the state.

use super::chain::Chain;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::stationary::stationary;

    /// The 7-bag: entropy rate log2(7!)/7, guess accuracy `H_7 / 7` = 363/980,
    /// 1/(8 − k) at position k.
    #[test]
    fn seven_bag_predictability() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched).unwrap();
        let pi = stationary(&chain).unwrap();
        let laws = next_piece_laws(&chain);
        let (rate, accuracy) = rate_and_accuracy(&laws, &pi);
        assert!((rate - (5040f64).log2() / 7.0).abs() < 1e-12);
        assert!((accuracy - 363.0 / 980.0).abs() < 1e-12);
        let by_position = accuracy_by_position(&chain, &laws, &pi).unwrap();
        for (k, a) in by_position.iter().enumerate() {
            assert!((a - 1.0 / (7 - k) as f64).abs() < 1e-12);
        }
    }
}
