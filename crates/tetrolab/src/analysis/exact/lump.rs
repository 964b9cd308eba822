//! Lumping a chain for one question: merging states that the question
//! cannot tell apart.
//!
//! A question about one kind of piece (is the next piece an I?) only sees
//! each step as "an I or not". States whose futures look alike through
//! that lens — the same chances of each answer, leading to states that
//! again look alike — can be merged: the coarsest such partition, found by
//! refining until stable, is an exact lumping, and a 14-bag's 2187 states
//! become a few dozen for one piece.

use std::collections::HashMap;

use super::chain::Chain;
use crate::Piece;

/// A chain seen through a yes/no question about each piece dealt.
#[derive(Debug, Clone)]
pub(crate) struct Lumped {
    /// Each state's class.
    pub(crate) class_of: Vec<u32>,
    /// Each class's edges: (whether the piece answers yes, the class it
    /// leads to, probability).
    pub(crate) edges: Vec<Vec<(bool, u32, f64)>>,
}

/// Probabilities are compared to 2^-44: sums of the same terms in another
/// order round alike.
fn key(probability: f64) -> u64 {
    (probability * (1u64 << 44) as f64).round() as u64
}

/// The edges of state `s`, by answer and class, summed.
fn signature(chain: &Chain, s: usize, class_of: &[u32], question: &impl Fn(Piece) -> bool) -> Vec<(bool, u32, f64)> {
    let mut sums: Vec<(bool, u32, f64)> = Vec::new();
    for edge in chain.edges(s) {
        let target = (question(edge.piece), class_of[edge.to as usize]);
        match sums.iter_mut().find(|(a, c, _)| (*a, *c) == target) {
            Some(entry) => entry.2 += edge.probability,
            None => sums.push((target.0, target.1, edge.probability)),
        }
    }
    sums.sort_by_key(|&(a, c, _)| (a, c));
    sums
}

/// The coarsest exact lumping of `chain` for `question`.
pub(crate) fn lump(chain: &Chain, question: impl Fn(Piece) -> bool) -> Lumped {
    let n = chain.len();
    let mut class_of = vec![0u32; n];
    let mut classes = 1;
    loop {
        let mut ids: HashMap<(u32, Vec<(bool, u32, u64)>), u32> = HashMap::new();
        let next: Vec<u32> = (0..n)
            .map(|s| {
                let sig = signature(chain, s, &class_of, &question)
                    .into_iter()
                    .map(|(a, c, p)| (a, c, key(p)))
                    .collect();
                let fresh = ids.len() as u32;
                *ids.entry((class_of[s], sig)).or_insert(fresh)
            })
            .collect();
        let refined = ids.len();
        class_of = next;
        if refined == classes {
            break;
        }
        classes = refined;
    }
    let mut edges = vec![Vec::new(); classes];
    let mut filled = vec![false; classes];
    for s in 0..n {
        let c = class_of[s] as usize;
        if !filled[c] {
            edges[c] = signature(chain, s, &class_of, &question);
            filled[c] = true;
        }
    }
    Lumped { class_of, edges }
}

impl Lumped {
    /// How many classes.
    pub(crate) fn len(&self) -> usize {
        self.edges.len()
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
        let chain = Chain::build(&BagLaw { full: [2; 7] }, 10_000).unwrap();
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
    }
}
