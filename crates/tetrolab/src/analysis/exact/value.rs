//! An exact answer read by the name of the statistic a simulation
//! measures, so that faces put measured and exact side by side without
//! knowing the report's fields.

use serde::Serialize;

use super::Exact;
use crate::analysis::{DROUGHT_QUANTILES, Metric};

/// One statistic's exact value.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ExactValue {
    /// A number.
    Number(f64),
    /// A maximum with no limit (a drought, flood or snake that can go on
    /// for ever); JSON `null`.
    Unbounded,
}

impl ExactValue {
    /// The number, `None` when unbounded.
    pub fn number(self) -> Option<f64> {
        match self {
            ExactValue::Number(x) => Some(x),
            ExactValue::Unbounded => None,
        }
    }

    /// A hard limit: a number, or unbounded when there is none.
    fn limit(max: Option<u64>) -> ExactValue {
        max.map_or(ExactValue::Unbounded, |m| ExactValue::Number(m as f64))
    }
}

impl Exact {
    /// The decimals an entropy in bits is written with (`exact`'s
    /// predictability lines, in every face).
    ///
    /// ```
    /// use tetrolab::analysis::exact::Exact;
    /// assert_eq!(format!("{:.*}", Exact::BITS_DECIMALS, 7f64.log2()), "2.8074");
    /// ```
    pub const BITS_DECIMALS: usize = 4;

    /// The decimals a guess accuracy is written with: a probability's
    /// ([`PROBABILITY_DECIMALS`](crate::analysis::PROBABILITY_DECIMALS)).
    ///
    /// ```
    /// use tetrolab::analysis::exact::Exact;
    /// assert_eq!(format!("{:.*}", Exact::ACCURACY_DECIMALS, 1.0 / 7.0), "0.142857");
    /// ```
    pub const ACCURACY_DECIMALS: usize = crate::analysis::PROBABILITY_DECIMALS;

    /// The decimals a bag position's guess accuracy is written with when
    /// it has no fraction (one value a position, side by side).
    pub const POSITION_DECIMALS: usize = 3;

    /// The exact value of `metric`, if the chain gives one: every metric
    /// but balance (which depends on one run's path) and seed 002's
    /// frequency std (a sample statistic), and entropies for the contexts
    /// computed. Quantiles and tails come from the gap laws.
    ///
    /// ```
    /// use tetrolab::analysis::exact::{ExactValue, Options, analyze};
    /// use tetrolab::analysis::Metric;
    /// let exact = analyze(&"7-bag".parse()?, &Options::default(), &tetrolab::work::Unwatched)?;
    /// assert_eq!(exact.value(Metric::DroughtMax(None)), Some(ExactValue::Number(12.0)));
    /// assert_eq!(exact.value(Metric::RmsDeviation), None);
    /// let memoryless = analyze(&"memoryless".parse()?, &Options::default(), &tetrolab::work::Unwatched)?;
    /// assert_eq!(memoryless.value(Metric::FloodMax), Some(ExactValue::Unbounded));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value(&self, metric: Metric) -> Option<ExactValue> {
        let number = |x: f64| Some(ExactValue::Number(x));
        let gaps = |scope| match scope {
            None => (&self.gap, &self.drought),
            Some(piece) => (&self.per_piece[piece].gap, &self.per_piece[piece].drought),
        };
        match metric {
            Metric::Frequency(p) => number(self.frequency[p]),
            Metric::GapMean(s) => number(gaps(s).0.mean),
            Metric::GapVariance(s) => number(gaps(s).0.variance),
            Metric::DroughtMax(s) => Some(ExactValue::limit(gaps(s).1.max)),
            Metric::DroughtAtLeast(s, l) => gaps(s).1.p_at_least.get(&l).copied().and_then(number),
            Metric::DroughtQuantile(s, q) => {
                let quantile = gaps(s).1.quantile(DROUGHT_QUANTILES[q])?;
                number(quantile as f64)
            }
            Metric::RepeatProbability => number(self.repeat_probability),
            Metric::FloodMax => Some(ExactValue::limit(self.flood.max)),
            Metric::SnakeMax => Some(ExactValue::limit(self.snake.max)),
            Metric::ConditionalEntropy(k) => self
                .conditional_entropy
                .get(k)
                .copied()
                .flatten()
                .and_then(number),
            Metric::MaxDeviation | Metric::RmsDeviation | Metric::FrequencyStd => None,
        }
    }
}
