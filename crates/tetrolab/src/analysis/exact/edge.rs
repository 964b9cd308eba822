//! One transition of a chain: what both the chain and the partition
//! of its states read, and the table its exact probabilities live in.

use std::collections::HashMap;

use super::fraction::{Fraction, Probability};
use crate::Piece;

/// One transition: its probability (exact while the fraction fits), the
/// piece it deals and the state it leads to. 24 bytes: the exact fraction
/// (two `u128`s) is not held in the edge but in its chain's table of
/// distinct fractions ([`Fractions`]), which the edge points into, since a
/// chain's hundreds of thousands of edges share a few distinct chances.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Edge {
    /// Its probability.
    pub(crate) probability: f64,
    /// Its probability as an exact fraction, while it fits: an entry of
    /// its chain's [`Fractions`] ([`Fractions::NONE`] where it does not).
    pub(crate) exact: u32,
    /// The state it leads to.
    pub(crate) to: u32,
    /// The piece it deals.
    pub(crate) piece: Piece,
}

/// A chain's distinct exact probabilities, each once, numbered as first
/// met: what its edges' `exact` point to.
#[derive(Debug, Clone, Default)]
pub(crate) struct Fractions {
    list: Vec<Fraction>,
    index: HashMap<Fraction, u32>,
}

impl Fractions {
    /// What an edge whose probability is no fraction that fits points to.
    pub(crate) const NONE: u32 = u32::MAX;

    /// The number of `fraction` (added if new), or [`Fractions::NONE`].
    pub(crate) fn number(&mut self, fraction: Option<Fraction>) -> u32 {
        let Some(fraction) = fraction else {
            return Fractions::NONE;
        };
        let fresh = self.list.len() as u32;
        let number = *self.index.entry(fraction).or_insert(fresh);
        if number == fresh {
            self.list.push(fraction);
        }
        number
    }

    /// The fraction numbered `number`, if any.
    pub(crate) fn get(&self, number: u32) -> Option<Fraction> {
        self.list.get(number as usize).copied()
    }

    /// The edge's probability, float and fraction together.
    pub(crate) fn chance(&self, edge: &Edge) -> Probability {
        Probability {
            value: edge.probability,
            exact: self.get(edge.exact),
        }
    }

    /// The memory the table takes, in bytes: each fraction in the list
    /// and in the index.
    pub(crate) fn bytes(&self) -> usize {
        super::budget::vec_bytes(&self.list) + super::budget::map_bytes(&self.index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edge_is_small_and_a_fraction_is_kept_once() {
        assert_eq!(size_of::<Edge>(), 24);
        let mut fractions = Fractions::default();
        let third = Fraction::new(1, 3);
        let a = fractions.number(third);
        assert_eq!(fractions.number(Fraction::new(2, 6)), a);
        assert_ne!(fractions.number(Fraction::new(1, 2)), a);
        assert_eq!(fractions.number(None), Fractions::NONE);
        assert_eq!(fractions.get(a), third);
        assert_eq!(fractions.get(Fractions::NONE), None);
    }
}
