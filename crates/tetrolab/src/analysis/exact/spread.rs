//! A law over a chain's states kept sparse, carried one piece at a time:
//! the forward algorithm's step, for readers whose beliefs sit on a few
//! states of a large chain (a history randomizer's, once its pieces are
//! seen, sits on one).

use super::chain::Chain;
use crate::Piece;

/// Masses on states, `(state, mass)`, each mass positive.
pub(crate) type Sparse = Vec<(u32, f64)>;

/// Carries sparse laws along one piece's edges, with a dense buffer the
/// size of the chain so a step costs the edges it reads, not the chain.
#[derive(Debug, Clone)]
pub(crate) struct Spread<'a> {
    chain: &'a Chain,
    scratch: Vec<f64>,
}

impl<'a> Spread<'a> {
    /// A spreader over `chain`'s states.
    pub(crate) fn new(chain: &'a Chain) -> Spread<'a> {
        Spread {
            chain,
            scratch: vec![0.0; chain.len()],
        }
    }

    /// The mass `alpha` sends along `piece`'s edges, unnormalised (its
    /// total is the chance that `piece` comes next times `alpha`'s
    /// total): empty when no state of `alpha` deals `piece`. A state's
    /// edges are sorted by piece, so only `piece`'s are read.
    pub(crate) fn step(&mut self, alpha: &[(u32, f64)], piece: Piece) -> Sparse {
        let mut touched = Vec::new();
        for &(s, mass) in alpha {
            let edges = self.chain.edges(s as usize);
            let first = edges.partition_point(|e| e.piece < piece);
            for edge in edges[first..].iter().take_while(|e| e.piece == piece) {
                let t = edge.to as usize;
                if self.scratch[t] == 0.0 {
                    touched.push(t as u32);
                }
                self.scratch[t] += mass * edge.probability;
            }
        }
        touched
            .into_iter()
            .map(|t| (t, std::mem::take(&mut self.scratch[t as usize])))
            .filter(|&(_, mass)| mass > 0.0)
            .collect()
    }
}

/// The states of a dense law that carry mass, as a sparse law.
pub(crate) fn sparse(law: &[f64]) -> Sparse {
    law.iter()
        .enumerate()
        .filter(|&(_, &p)| p > 0.0)
        .map(|(s, &p)| (s as u32, p))
        .collect()
}
