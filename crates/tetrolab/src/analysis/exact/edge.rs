//! One transition of a chain: what both the chain and the partition
//! of its states read.

use super::fraction::{Fraction, Probability};
use crate::Piece;

/// One transition: its probability (exact while the fraction fits), the
/// piece it deals and the state it leads to.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Edge {
    /// Its probability.
    pub(crate) probability: f64,
    /// Its probability as an exact fraction, while it fits.
    pub(crate) exact: Option<Fraction>,
    /// The piece it deals.
    pub(crate) piece: Piece,
    /// The state it leads to.
    pub(crate) to: u32,
}

impl Edge {
    /// Its probability, float and fraction together.
    pub(crate) fn chance(&self) -> Probability {
        Probability {
            value: self.probability,
            exact: self.exact,
        }
    }
}
