//! Seed document 002's weighted randomizer.

use std::hash::{Hash, Hasher};

use super::Definition;
use crate::Piece;
use crate::piece::order::WEIGHTED;
use crate::rng::Draw;
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
/// use tetrolab::randomizer::{Serial, Weighted};
/// use tetrolab::rng::PythonRandom;
/// use tetrolab::Randomizer;
/// let mut w = Serial::new(Weighted::new(1.1).unwrap(), PythonRandom::new(&0u64.into()));
/// w.next_piece();
/// let total: f64 = w.state().weights.iter().sum();
/// assert!((total - 7.0).abs() < 1e-12);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weighted {
    denominator: f64,
}

/// The weights of a [`Weighted`] randomizer, in the order
/// [`Weighted::ORDER`]. Equal and hashed bit for bit: the weights are the
/// same floats whenever the same pieces were dealt.
#[derive(Debug, Clone, Copy)]
pub struct WeightedState {
    /// Each piece's weight.
    pub weights: [f64; 7],
}

impl PartialEq for WeightedState {
    fn eq(&self, other: &Self) -> bool {
        self.weights.map(f64::to_bits) == other.weights.map(f64::to_bits)
    }
}

impl Eq for WeightedState {}

impl Hash for WeightedState {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.weights.map(f64::to_bits).hash(state);
    }
}

impl Weighted {
    /// The piece order of the weights: `L J I O S T Z`.
    pub const ORDER: [Piece; 7] = WEIGHTED;

    /// The randomizer with denominator `denominator`.
    ///
    /// # Errors
    /// A denominator below 1, infinite or NaN.
    pub fn new(denominator: f64) -> Result<Weighted, WeightedError> {
        if !(denominator.is_finite() && denominator >= 1.0) {
            return Err(WeightedError(denominator));
        }
        Ok(Weighted { denominator })
    }

    /// The denominator.
    pub fn denominator(self) -> f64 {
        self.denominator
    }
}

impl Definition for Weighted {
    type State = WeightedState;

    fn start(&self) -> WeightedState {
        WeightedState { weights: [1.0; 7] }
    }

    // Always inlined, with the weighted pick inside it: a call would
    // pass the weights through memory on the float chain.
    #[inline(always)]
    fn deal(&self, state: &mut WeightedState, draw: &mut impl Draw) -> Piece {
        let weights = &mut state.weights;
        let mut cumulative = [0.0; 7];
        let mut sum = 0.0;
        for (c, w) in cumulative.iter_mut().zip(*weights) {
            sum += w;
            *c = sum;
        }
        let chosen = weighted_index(draw, &cumulative);
        self.take(weights, chosen);
        WEIGHTED[chosen]
    }
}

impl Weighted {
    /// The weights after the piece at `chosen` in [`Weighted::ORDER`] is
    /// dealt: it loses `offset = (d − 1) · w / d` and every other piece
    /// gains `offset / 6`.
    #[inline(always)]
    fn take(&self, weights: &mut [f64; 7], chosen: usize) {
        let d = self.denominator;
        let picked = weights[chosen];
        let offset = (d - 1.0) * picked / d;
        // Every weight gains its share and the picked one is then set: the
        // script's values, without a branch per weight on an unpredictable
        // pick.
        let share = offset / 6.0;
        for w in weights.iter_mut() {
            *w += share;
        }
        weights[chosen] = picked - offset;
    }

    /// The state after `piece` is dealt, however it was drawn: the
    /// weights follow from the pieces alone.
    ///
    /// ```
    /// use tetrolab::randomizer::{Definition, Weighted};
    /// use tetrolab::Piece;
    /// let weighted = Weighted::new(2.0)?;
    /// let mut state = weighted.start();
    /// weighted.after(&mut state, Piece::L);
    /// // L (first in L J I O S T Z) keeps half its weight; the others share the rest.
    /// assert_eq!(state.weights, [0.5, 1.0 + 0.5 / 6.0, 1.0 + 0.5 / 6.0, 1.0 + 0.5 / 6.0,
    ///     1.0 + 0.5 / 6.0, 1.0 + 0.5 / 6.0, 1.0 + 0.5 / 6.0]);
    /// # Ok::<(), tetrolab::randomizer::WeightedError>(())
    /// ```
    pub fn after(&self, state: &mut WeightedState, piece: Piece) {
        let chosen = WEIGHTED
            .iter()
            .position(|&p| p == piece)
            .expect("every piece has a weight");
        self.take(&mut state.weights, chosen);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Randomizer;
    use crate::randomizer::Serial;
    use crate::rng::PythonRandom;

    #[test]
    fn rejects_diverging_denominators() {
        for bad in [0.8, 0.999, f64::NAN, f64::INFINITY, -1.0] {
            assert!(Weighted::new(bad).is_err(), "{bad}");
        }
        assert!(Weighted::new(1.0).is_ok());
    }

    #[test]
    fn huge_denominator_never_repeats() {
        let definition = Weighted::new(1e100).unwrap();
        let mut w = Serial::new(definition, PythonRandom::new(&1u64.into()));
        let pieces: Vec<Piece> = (0..2000).map(|_| w.next_piece()).collect();
        assert!(pieces.windows(2).all(|p| p[0] != p[1]));
    }
}
