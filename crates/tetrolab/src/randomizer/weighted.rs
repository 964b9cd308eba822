//! Seed document 002's weighted randomizer.

use super::{Randomizer, clone_box};
use crate::Piece;
use crate::piece::order::WEIGHTED;
use crate::rng::{Draws, PieceRng};
use crate::sample::weighted_index;

/// A denominator the weighted randomizer cannot use.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error(
    "denominator {0} is not allowed: it must be a finite number >= 1 (below 1 the dealt piece's weight grows and the others shrink past zero, so the weights diverge, as seed 002 shows at 0.8)"
)]
pub struct WeightedError(pub f64);

/// Seed document 002's randomizer: seven weights, all 1 at first; each
/// piece is picked as `random.choices` picks by weight, then the picked
/// piece loses `offset = (d − 1) · w / d` of its weight `w` and each other
/// piece gains `offset / 6`.
///
/// Piece order `L J I O S T Z`; float operations in the script's order, so
/// on [`PythonRandom`](crate::rng::PythonRandom) it deals exactly what the
/// script deals after `random.seed(seed)`. `d = 1` is memoryless; a huge
/// `d` zeroes the picked piece's weight (no piece twice in a row).
///
/// ```
/// use tetrolab::{Randomizer, Weighted};
/// use tetrolab::rng::PythonRandom;
/// let mut w = Weighted::new(1.1, PythonRandom::new(&0u64.into())).unwrap();
/// w.next_piece();
/// let total: f64 = w.weights().iter().sum();
/// assert!((total - 7.0).abs() < 1e-12);
/// ```
#[derive(Debug, Clone)]
pub struct Weighted<R: PieceRng> {
    weights: [f64; 7],
    denominator: f64,
    draws: Draws<R>,
}

impl<R: PieceRng> Weighted<R> {
    /// The randomizer with denominator `denominator`.
    ///
    /// # Errors
    /// A denominator below 1, infinite or NaN.
    pub fn new(denominator: f64, rng: R) -> Result<Weighted<R>, WeightedError> {
        if !(denominator.is_finite() && denominator >= 1.0) {
            return Err(WeightedError(denominator));
        }
        Ok(Weighted {
            weights: [1.0; 7],
            denominator,
            draws: Draws::new(rng),
        })
    }

    /// The current weights, in the piece order [`Weighted::ORDER`].
    pub fn weights(&self) -> [f64; 7] {
        self.weights
    }

    /// The piece order of the weights: `L J I O S T Z`.
    pub const ORDER: [Piece; 7] = WEIGHTED;
}

impl<R: PieceRng> Randomizer for Weighted<R> {
    #[inline]
    fn next_piece(&mut self) -> Piece {
        let mut cumulative = [0.0; 7];
        let mut sum = 0.0;
        for (c, w) in cumulative.iter_mut().zip(self.weights) {
            sum += w;
            *c = sum;
        }
        let chosen = weighted_index(&mut self.draws, &cumulative);
        let d = self.denominator;
        let picked = self.weights[chosen];
        let offset = (d - 1.0) * picked / d;
        // Every weight gains its share and the picked one is then set: the
        // script's values, without a branch per weight on an unpredictable
        // pick.
        let share = offset / 6.0;
        for w in &mut self.weights {
            *w += share;
        }
        self.weights[chosen] = picked - offset;
        WEIGHTED[chosen]
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::PythonRandom;

    #[test]
    fn rejects_diverging_denominators() {
        let rng = PythonRandom::new(&0u64.into());
        for bad in [0.8, 0.999, f64::NAN, f64::INFINITY, -1.0] {
            assert!(Weighted::new(bad, rng.clone()).is_err(), "{bad}");
        }
        assert!(Weighted::new(1.0, rng).is_ok());
    }

    #[test]
    fn huge_denominator_never_repeats() {
        let mut w = Weighted::new(1e100, PythonRandom::new(&1u64.into())).unwrap();
        let pieces: Vec<Piece> = (0..2000).map(|_| w.next_piece()).collect();
        assert!(pieces.windows(2).all(|p| p[0] != p[1]));
    }
}
