//! Each piece's gaps and droughts under the stationary law: the gap's
//! distribution from absorbing the chain at the piece's next arrival.

use std::collections::BTreeMap;

use super::lump::Lumped;
use crate::analysis::{DROUGHT_QUANTILES, DROUGHT_TAILS};

/// Gaps are followed until this little mass is left.
const TAIL: f64 = 1e-16;
/// Or for at most this many steps (a tail left beyond is reported).
const MAX_GAP: usize = 1_000_000;

/// One piece's interval law.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct GapLaw {
    /// The piece's long-run share of pieces.
    pub(crate) frequency: f64,
    /// P(gap = g), from g = 1.
    pub(crate) pmf: Vec<f64>,
    /// Mass beyond the last gap followed (0 for bounded gaps).
    pub(crate) tail: f64,
}

impl GapLaw {
    /// The gap law of the piece `lumped` asks about, under the stationary
    /// law `pi` of `chain`.
    pub(crate) fn of(lumped: &Lumped, pi: &[f64]) -> GapLaw {
        let by_class = lumped.aggregate(pi);
        // The law just after the piece, and the piece's frequency.
        let mut after = vec![0.0; lumped.len()];
        let mut frequency = 0.0;
        for (c, edges) in lumped.edges.iter().enumerate() {
            for &(yes, to, p) in edges {
                if yes {
                    after[to as usize] += by_class[c] * p;
                    frequency += by_class[c] * p;
                }
            }
        }
        after.iter_mut().for_each(|m| *m /= frequency);
        let mut pmf = Vec::new();
        let mut left = 1.0;
        let mut next = vec![0.0; lumped.len()];
        while left > TAIL && pmf.len() < MAX_GAP {
            next.fill(0.0);
            let mut arrived = 0.0;
            for (c, edges) in lumped.edges.iter().enumerate() {
                if after[c] == 0.0 {
                    continue;
                }
                for &(yes, to, p) in edges {
                    if yes {
                        arrived += after[c] * p;
                    } else {
                        next[to as usize] += after[c] * p;
                    }
                }
            }
            pmf.push(arrived);
            left = next.iter().sum();
            std::mem::swap(&mut after, &mut next);
        }
        GapLaw {
            frequency,
            pmf,
            tail: left.max(0.0),
        }
    }

    /// The mean gap.
    pub(crate) fn mean(&self) -> f64 {
        self.pmf
            .iter()
            .enumerate()
            .map(|(i, p)| (i + 1) as f64 * p)
            .sum()
    }

    /// The gap's variance.
    pub(crate) fn variance(&self) -> f64 {
        let mean = self.mean();
        let square: f64 = self
            .pmf
            .iter()
            .enumerate()
            .map(|(i, p)| ((i + 1) as f64).powi(2) * p)
            .sum();
        square - mean * mean
    }

    /// `P(drought ≥ length)` = `P(gap > length)`.
    pub(crate) fn p_drought_at_least(&self, length: u64) -> f64 {
        let beyond: f64 = self.pmf.iter().skip(length as usize).sum();
        beyond + self.tail
    }

    /// The smallest drought `d` with `P(drought ≤ d) ≥ q`.
    pub(crate) fn drought_quantile(&self, q: f64) -> Option<u64> {
        let mut below = 0.0;
        self.pmf.iter().enumerate().find_map(|(i, p)| {
            below += p;
            (below >= q - 1e-12).then_some(i as u64)
        })
    }

    /// The gap pmf as a map gap → probability (gaps of probability 0
    /// left out).
    pub(crate) fn pmf_map(&self) -> BTreeMap<u64, f64> {
        self.pmf
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p > 0.0)
            .map(|(i, &p)| (i as u64 + 1, p))
            .collect()
    }

    /// `P(drought ≥ L)` for the standard tails and `extra` lengths.
    pub(crate) fn tails(&self, extra: &[u64]) -> BTreeMap<u64, f64> {
        DROUGHT_TAILS
            .iter()
            .chain(extra)
            .map(|&l| (l, self.p_drought_at_least(l)))
            .collect()
    }

    /// The drought quantiles, keyed by percent as `stats` keys them.
    pub(crate) fn quantiles(&self) -> BTreeMap<String, Option<u64>> {
        DROUGHT_QUANTILES
            .iter()
            .map(|&q| ((q * 100.0).to_string(), self.drought_quantile(q)))
            .collect()
    }

    /// The pooled law of several pieces' gaps, each weighted by its share
    /// of intervals (its frequency).
    pub(crate) fn pooled(laws: &[&GapLaw]) -> GapLaw {
        let len = laws.iter().map(|l| l.pmf.len()).max().unwrap_or(0);
        let mut pmf = vec![0.0; len];
        for law in laws {
            for (slot, p) in pmf.iter_mut().zip(&law.pmf) {
                *slot += law.frequency * p;
            }
        }
        GapLaw {
            frequency: laws.iter().map(|l| l.frequency).sum(),
            pmf,
            tail: laws.iter().map(|l| l.frequency * l.tail).sum(),
        }
    }
}

/// The chain's own check of a gap law: the probabilities sum to 1 and the
/// mean gap is 1/frequency (Kac's lemma); the larger error of the two.
pub(crate) fn kac_error(law: &GapLaw) -> f64 {
    let mass: f64 = law.pmf.iter().sum::<f64>() + law.tail;
    let kac = law.mean() * law.frequency;
    (mass - 1.0).abs().max(if law.tail > 0.0 {
        0.0
    } else {
        (kac - 1.0).abs()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::analysis::exact::chain::Chain;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::lump::lump;
    use crate::analysis::exact::stationary::stationary;

    /// The 7-bag's interval law is (7 − |d − 6|)/49 for droughts 0..12
    /// (variance 8), and the 14-bag's variance is 19.
    #[test]
    fn bag_gap_laws_match_their_closed_forms() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched).unwrap();
        let pi = stationary(&chain).unwrap();
        let law = GapLaw::of(&lump(&chain, |p| p == Piece::I), &pi);
        for (d, p) in law.pmf.iter().enumerate() {
            let expected = (7.0 - (d as f64 - 6.0).abs()) / 49.0;
            assert!((p - expected).abs() < 1e-13, "d {d}: {p}");
        }
        assert_eq!(law.pmf.len(), 13);
        assert!((law.variance() - 8.0).abs() < 1e-12);
        assert!(kac_error(&law) < 1e-12);
        let chain =
            Chain::build(&BagLaw { full: [2; 7] }, 10_000, &crate::work::Unwatched).unwrap();
        let pi = stationary(&chain).unwrap();
        let law = GapLaw::of(&lump(&chain, |p| p == Piece::T), &pi);
        assert!((law.variance() - 19.0).abs() < 1e-11, "{}", law.variance());
        assert!((law.p_drought_at_least(13) - 0.082_418).abs() < 1e-6);
    }
}
