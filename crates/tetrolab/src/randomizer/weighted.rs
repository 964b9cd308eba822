//! Seed document 002's weighted randomizer.

use std::hash::{Hash, Hasher};

use super::{Definition, VisibleState};
use crate::Piece;
use crate::piece::order::WEIGHTED;
use crate::rng::Draw;
use crate::sample::weighted_index;

/// A denominator the weighted randomizer cannot use: 0, where seed 002's
/// script divides by zero, or one that is not finite, which makes its
/// weights NaN. Every other number runs as the script runs it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}", refusal(*.0))]
pub struct WeightedError(pub f64);

/// What Python does with denominator `d`, and what to use instead.
fn refusal(d: f64) -> String {
    if d == 0.0 {
        "denominator 0 is not allowed: seed 002's script divides by it, so Python raises ZeroDivisionError right after the first piece; use a nonzero number (1 is memoryless, the default 1.1 is the script's choice)".to_owned()
    } else {
        format!(
            "denominator {} is not allowed: it makes every weight NaN after the first piece, so Python's random.choices raises ValueError('Total of weights must be finite') at the second; use a finite number such as 1.1",
            shown(d)
        )
    }
}

/// `x` as a reader wants it: plain decimals for everyday sizes, and
/// scientific notation for the very small and very large (1e-308, not a
/// 310-digit decimal).
fn shown(x: f64) -> String {
    if x != 0.0 && x.is_finite() && !(1e-6..1e16).contains(&x.abs()) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

/// Why CPython's `random.choices` refuses a list of weights: its two
/// `ValueError`s, each displayed as CPython's exact message.
///
/// ```
/// use tetrolab::randomizer::ChoicesError;
/// assert_eq!(ChoicesError::NotPositive.to_string(), "Total of weights must be greater than zero");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ChoicesError {
    /// The total is zero or negative.
    #[error("Total of weights must be greater than zero")]
    NotPositive,
    /// The total is infinite or NaN.
    #[error("Total of weights must be finite")]
    NotFinite,
}

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

impl WeightedState {
    /// Whether CPython's `random.choices(range(7), weights=…)` raises on
    /// these weights, and with which message. It checks the total — the
    /// weights summed left to right as `itertools.accumulate` sums them,
    /// plus `0.0` — before it draws: a total `<= 0` raises first, then one
    /// that is infinite or NaN. Negative weights with a positive total are
    /// accepted (the pick bisects the uneven cumulative sums, as
    /// [`weighted_index`] does).
    ///
    /// ```
    /// use tetrolab::randomizer::{ChoicesError, WeightedState};
    /// let fine = WeightedState { weights: [2.0, -1.0, 1.0, 1.0, 1.0, 1.0, 2.0] };
    /// assert_eq!(fine.choices_error(), None);
    /// let cancelled = WeightedState { weights: [1e300, -1e300, 0.0, 0.0, 0.0, 0.0, -1.0] };
    /// assert_eq!(cancelled.choices_error(), Some(ChoicesError::NotPositive));
    /// let overflowed = WeightedState { weights: [1e308, 1e308, 0.0, 0.0, 0.0, 0.0, 0.0] };
    /// assert_eq!(overflowed.choices_error(), Some(ChoicesError::NotFinite));
    /// ```
    pub fn choices_error(&self) -> Option<ChoicesError> {
        let total = self.weights[1..]
            .iter()
            .fold(self.weights[0], |sum, w| sum + w)
            + 0.0;
        if total <= 0.0 {
            Some(ChoicesError::NotPositive)
        } else if !total.is_finite() {
            Some(ChoicesError::NotFinite)
        } else {
            None
        }
    }
}

impl Weighted {
    /// The piece order of the weights: `L J I O S T Z`.
    pub const ORDER: [Piece; 7] = WEIGHTED;

    /// The randomizer with denominator `denominator`: any finite nonzero
    /// number, as the script runs any. Below 1 the weights diverge (see
    /// [`warning`](Weighted::warning)) and a run ends where CPython's
    /// `random.choices` raises (see [`Definition::halt`]).
    ///
    /// ```
    /// use tetrolab::randomizer::Weighted;
    /// assert!(Weighted::new(0.8).is_ok());
    /// let zero = Weighted::new(0.0).unwrap_err().to_string();
    /// assert!(zero.contains("ZeroDivisionError"));
    /// assert!(Weighted::new(f64::INFINITY).is_err());
    /// ```
    ///
    /// # Errors
    /// A denominator of 0 (Python raises `ZeroDivisionError` after the
    /// first piece), or infinite or NaN (the weights turn NaN, and
    /// `random.choices` raises at the second piece).
    pub fn new(denominator: f64) -> Result<Weighted, WeightedError> {
        if denominator == 0.0 || !denominator.is_finite() {
            return Err(WeightedError(denominator));
        }
        Ok(Weighted { denominator })
    }

    /// The denominator.
    pub fn denominator(self) -> f64 {
        self.denominator
    }

    /// What a user should know before running this denominator, if
    /// anything: below 1 the weights diverge, and a run stops where the
    /// script would.
    ///
    /// ```
    /// use tetrolab::randomizer::Weighted;
    /// assert_eq!(Weighted::new(1.1)?.warning(), None);
    /// assert!(Weighted::new(0.8)?.warning().unwrap().contains("diverge"));
    /// # Ok::<(), tetrolab::randomizer::WeightedError>(())
    /// ```
    pub fn warning(self) -> Option<String> {
        let d = self.denominator;
        (d < 1.0).then(|| {
            format!(
                "denominator {} is below 1, so the weights diverge: each time a piece is dealt its weight is multiplied by 1/d = {} and the others go negative; the run stops where CPython's random.choices would raise (a total of weights not above zero, or not finite)",
                shown(d),
                shown(1.0 / d)
            )
        })
    }
}

impl Definition for Weighted {
    type State = WeightedState;

    fn exact_refusal(&self) -> Option<&'static str> {
        Some("its weights are real numbers, so it has infinitely many states")
    }

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

    /// Where the script stops: CPython's `random.choices` raising on the
    /// weights (see [`WeightedState::choices_error`]).
    fn halt(&self, state: &WeightedState) -> Option<String> {
        state.choices_error().map(|error| {
            format!("CPython's random.choices raises ValueError('{error}') on these weights")
        })
    }

    /// Only below 1. From `d >= 1` the dealt weight `w` becomes `w / d`
    /// and the others gain at most `w / 6` each, so every weight stays
    /// within rounding of `0..=7` and the total within rounding of 7.
    fn may_halt(&self) -> bool {
        self.denominator < 1.0
    }

    fn visible(&self, state: &WeightedState) -> VisibleState {
        VisibleState::Weights(state.weights)
    }
}

impl Weighted {
    /// The weights after the piece at `chosen` in [`Weighted::ORDER`] is
    /// dealt: it loses `offset = (d − 1) · w / d` and every other piece
    /// gains `offset / 6`.
    #[inline(always)]
    fn take(&self, weights: &mut [f64; 7], chosen: usize) {
        let (kept, share) = self.moved(weights[chosen]);
        // Every weight gains its share and the picked one is then set: the
        // script's values, without a branch per weight on an unpredictable
        // pick.
        for w in weights.iter_mut() {
            *w += share;
        }
        weights[chosen] = kept;
    }

    /// What dealing a piece of weight `picked` leaves it, and what each
    /// other piece gains: `picked − offset` and `offset / 6`, where
    /// `offset = (d − 1) · picked / d`, in the script's operations.
    #[inline(always)]
    pub(crate) fn moved(self, picked: f64) -> (f64, f64) {
        let d = self.denominator;
        let offset = (d - 1.0) * picked / d;
        (picked - offset, offset / 6.0)
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

    /// Tiny and huge denominators are written as a reader would type
    /// them, not as hundreds of digits.
    #[test]
    fn extreme_numbers_are_shown_short() {
        let warning = Weighted::new(1e-308).unwrap().warning().unwrap();
        assert!(warning.contains("denominator 1e-308 "), "{warning}");
        assert!(warning.contains("1/d = 1e308 "), "{warning}");
        assert!(!warning.contains("0000"), "{warning}");
        assert_eq!(shown(0.8), "0.8");
        assert_eq!(shown(1.1), "1.1");
        assert_eq!(shown(f64::INFINITY), "inf");
    }
    use crate::rng::PythonRandom;

    #[test]
    fn refuses_only_what_python_cannot_run() {
        for bad in [0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert!(Weighted::new(bad).is_err(), "{bad}");
        }
        for runs in [0.8, 0.999, -1.0, 1e-300, 1.0, 1e100] {
            assert!(Weighted::new(runs).is_ok(), "{runs}");
        }
    }

    /// From `d >= 1` the script never stops: the total stays near 7.
    #[test]
    fn denominators_from_one_never_halt() {
        for d in [1.0, 1.0 + f64::EPSILON, 1.1, 2.0, 1e100] {
            let definition = Weighted::new(d).unwrap();
            assert!(!definition.may_halt());
            let mut w = Serial::new(definition, PythonRandom::new(&3u64.into()));
            for _ in 0..100_000 {
                w.next_piece();
                assert_eq!(definition.halt(w.state()), None, "{d}");
            }
        }
    }

    /// CPython's checks, in its order: a NaN total is "not finite".
    #[test]
    fn choices_error_follows_cpython() {
        let nan = WeightedState {
            weights: [f64::NAN, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
        };
        assert_eq!(nan.choices_error(), Some(ChoicesError::NotFinite));
        let zero = WeightedState { weights: [0.0; 7] };
        assert_eq!(zero.choices_error(), Some(ChoicesError::NotPositive));
        let minus_inf = WeightedState {
            weights: [f64::NEG_INFINITY, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
        };
        assert_eq!(minus_inf.choices_error(), Some(ChoicesError::NotPositive));
        // Left to right: 1e16 + 1 rounds away the 1, so the total is 0.
        let order = WeightedState {
            weights: [1e16, 1.0, -1e16, 0.0, 0.0, 0.0, 0.0],
        };
        assert_eq!(order.choices_error(), Some(ChoicesError::NotPositive));
    }

    #[test]
    fn huge_denominator_never_repeats() {
        let definition = Weighted::new(1e100).unwrap();
        let mut w = Serial::new(definition, PythonRandom::new(&1u64.into()));
        let pieces: Vec<Piece> = (0..2000).map(|_| w.next_piece()).collect();
        assert!(pieces.windows(2).all(|p| p[0] != p[1]));
    }
}
