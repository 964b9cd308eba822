//! Lumping a chain for one question: merging states that the question
//! cannot tell apart.
//!
//! A question about one kind of piece (is the next piece an I?) only sees
//! each step as "an I or not". States whose futures look alike through
//! that lens — the same chances of each answer, leading to states that
//! again look alike — can be merged: the coarsest such partition, found by
//! refining until stable, is an exact lumping, and a 14-bag's 2187 states
//! become a few dozen for one piece.

use super::chain::Chain;
use super::fraction::Fraction;
use super::partition::{key, partition, signature};
use crate::Piece;

/// A chain seen through a yes/no question about each piece dealt.
#[derive(Debug, Clone)]
pub(crate) struct Lumped {
    /// Each state's class.
    pub(crate) class_of: Vec<u32>,
    /// Each class's edges: (whether the piece answers yes, the class it
    /// leads to, probability).
    pub(crate) edges: Vec<Vec<(bool, u32, f64)>>,
    /// Each edge's probability as an exact fraction, where the chain's
    /// are exact and their sums fit.
    pub(crate) exact: Vec<Vec<Option<Fraction>>>,
}

/// The coarsest exact lumping of `chain` for `question`.
pub(crate) fn lump(chain: &Chain, question: impl Fn(Piece) -> bool) -> Lumped {
    let answer = |p| u8::from(question(p));
    let (class_of, classes) = partition(chain.len(), |s| chain.edges(s), answer);
    let mut edges = vec![Vec::new(); classes];
    let mut exact = vec![Vec::new(); classes];
    let mut filled = vec![false; classes];
    let mut sums = Vec::new();
    for s in 0..chain.len() {
        let c = class_of[s] as usize;
        if !filled[c] {
            signature(&|s| chain.edges(s), s, &class_of, &answer, &mut sums);
            edges[c] = sums.iter().map(|&(a, to, p)| (a == 1, to, p)).collect();
            exact[c] = sums
                .iter()
                .map(|&(a, to, _)| {
                    chain
                        .edges(s)
                        .iter()
                        .filter(|e| (answer(e.piece), class_of[e.to as usize]) == (a, to))
                        .try_fold(Fraction::ZERO, |sum, e| sum.add(chain.exact(e)?))
                })
                .collect();
            filled[c] = true;
        }
    }
    Lumped {
        class_of,
        edges,
        exact,
    }
}

impl Lumped {
    /// How many classes.
    pub(crate) fn len(&self) -> usize {
        self.edges.len()
    }

    /// The lumped chain written out with its classes renumbered in the
    /// order a breadth-first walk from the game's start class meets them,
    /// and with `weights` (a law over classes) beside each class: two
    /// pieces whose lumped chains have equal shapes are alike to every
    /// question asked of them here (a symmetric bag's seven pieces share
    /// one shape, so their answers are computed once). Ties between equal
    /// edges are broken by class number, which may hide a likeness but
    /// never invents one.
    pub(crate) fn shape(&self, weights: &[f64]) -> Vec<u64> {
        let mut renumbered = vec![u32::MAX; self.len()];
        let start = self.class_of[0];
        renumbered[start as usize] = 0;
        let mut order = vec![start];
        let mut shape = Vec::new();
        let mut next = 0;
        while next < order.len() {
            let class = order[next] as usize;
            next += 1;
            let mut edges = self.edges[class].clone();
            edges.sort_by_key(|&(answer, to, p)| (answer, key(p), to));
            shape.push(key(weights[class]));
            shape.push(edges.len() as u64);
            for (answer, to, p) in edges {
                if renumbered[to as usize] == u32::MAX {
                    renumbered[to as usize] = order.len() as u32;
                    order.push(to);
                }
                shape.extend([
                    u64::from(answer),
                    key(p),
                    u64::from(renumbered[to as usize]),
                ]);
            }
        }
        shape
    }

    /// A law over states as a law over classes.
    pub(crate) fn aggregate(&self, law: &[f64]) -> Vec<f64> {
        let mut by_class = vec![0.0; self.len()];
        for (s, &p) in law.iter().enumerate() {
            by_class[self.class_of[s] as usize] += p;
        }
        by_class
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::forms::BagLaw;

    /// For one piece, a 14-bag's 2187 states lump by how many pieces are
    /// left and how many of them are that piece.
    #[test]
    fn a_fourteen_bag_lumps_by_remaining_and_own_count() {
        let chain =
            Chain::build(&BagLaw { full: [2; 7] }, 10_000, &crate::work::Unwatched).unwrap();
        // Every multiset of at most two of each piece but the empty one.
        assert_eq!(chain.len(), 3usize.pow(7) - 1);
        let lumped = lump(&chain, |p| p == Piece::I);
        // 1 to 14 left with 0 to 2 I among them, as far as possible: two
        // ways with one left, three with 2 to 12, two with 13, one with 14.
        assert_eq!(lumped.len(), 2 + 3 * 11 + 2 + 1);
        for edges in &lumped.edges {
            let total: f64 = edges.iter().map(|e| e.2).sum();
            assert!((total - 1.0).abs() < 1e-12);
        }
        // Every piece looks alike; a law that tells them apart differs.
        let weights = vec![1.0; lumped.len()];
        let shape = lumped.shape(&weights);
        for piece in Piece::ALL {
            assert_eq!(lump(&chain, |p| p == piece).shape(&weights), shape);
        }
        let mut skewed = weights.clone();
        skewed[lumped.class_of[0] as usize] = 0.5;
        assert_ne!(lumped.shape(&skewed), shape);
    }
}
