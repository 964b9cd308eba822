//! Named statistics: one enum for every number a [`Summary`] gives, its
//! name, and how to read it.

use std::fmt;
use std::str::FromStr;

use super::summary::{
    DROUGHT_QUANTILES, DROUGHT_TAILS, GapMoments, conditional_entropy, drought_quantile,
    frequency_std, p_drought_at_least, repeat_probability, rms_deviation,
};
use super::{Detail, MAX_CONTEXT, Metrics};
use crate::Piece;
use crate::spelling::{Spelled, Spelling};

/// One statistic of a piece stream, by name (see
/// [`Summary`](super::Summary) for each definition). `Option<Piece>` is one piece,
/// or every piece pooled.
///
/// Names: `frequency.P`; `gap.mean`, `gap.variance` and `gap.P.mean`,
/// `gap.P.variance`; `drought.max`, `drought.p_at_least.L`, `drought.qQ`
/// (and `drought.P.…` per piece); `repeat_probability`; `flood.max`,
/// `snake.max`; `conditional_entropy.K`; `balance.max_deviation`,
/// `balance.rms_deviation`; `frequency_std`.
///
/// ```
/// use tetrolab::analysis::Metric;
/// use tetrolab::Piece;
/// let metric: Metric = "drought.I.p_at_least.13".parse().unwrap();
/// assert_eq!(metric, Metric::DroughtAtLeast(Some(Piece::I), 13));
/// assert_eq!(metric.to_string(), "drought.I.p_at_least.13");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Metric {
    /// A piece's share of the stream.
    Frequency(Piece),
    /// Mean gap.
    GapMean(Option<Piece>),
    /// Variance of the gap.
    GapVariance(Option<Piece>),
    /// The longest drought seen.
    DroughtMax(Option<Piece>),
    /// `P(drought ≥ L)`, `L` one of [`DROUGHT_TAILS`].
    DroughtAtLeast(Option<Piece>, u64),
    /// A drought quantile, by index into [`DROUGHT_QUANTILES`].
    DroughtQuantile(Option<Piece>, usize),
    /// `P(next piece = previous piece)`.
    RepeatProbability,
    /// The longest flood seen.
    FloodMax,
    /// The longest S/Z run seen.
    SnakeMax,
    /// `H(next | previous k)`, `k` up to [`MAX_CONTEXT`].
    ConditionalEntropy(usize),
    /// Largest `|count − t/7|`.
    MaxDeviation,
    /// RMS of `count − t/7`.
    RmsDeviation,
    /// Seed document 002's frequency standard deviation.
    FrequencyStd,
}

/// A name that is not a metric.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message(Spelling::CLI))]
pub struct ParseMetricError(pub String);

impl Spelled for ParseMetricError {
    fn message(&self, spelling: Spelling) -> String {
        format!(
            "{} is not a metric: {} lists them (e.g. frequency_std, gap.variance, drought.I.p_at_least.13)",
            crate::quote::quoted(&self.0),
            spelling.metrics
        )
    }
}

impl Metric {
    /// Every metric, in a fixed order (pooled before per piece).
    pub fn all() -> Vec<Metric> {
        let scopes = std::iter::once(None).chain(Piece::ALL.map(Some));
        let mut all: Vec<Metric> = Piece::ALL.map(Metric::Frequency).to_vec();
        for scope in scopes {
            all.extend([
                Metric::GapMean(scope),
                Metric::GapVariance(scope),
                Metric::DroughtMax(scope),
            ]);
            all.extend(DROUGHT_TAILS.map(|l| Metric::DroughtAtLeast(scope, l)));
            all.extend((0..DROUGHT_QUANTILES.len()).map(|q| Metric::DroughtQuantile(scope, q)));
        }
        all.extend([
            Metric::RepeatProbability,
            Metric::FloodMax,
            Metric::SnakeMax,
        ]);
        all.extend((0..=MAX_CONTEXT).map(Metric::ConditionalEntropy));
        all.extend([
            Metric::MaxDeviation,
            Metric::RmsDeviation,
            Metric::FrequencyStd,
        ]);
        all
    }

    /// The metric's value over the pieces `metrics` counted, if it has one
    /// (none without pieces; none for gaps without a closed interval, for
    /// repeats without a pair, for entropies without n-grams, for seed
    /// 002's metric with fewer than two piece types). Computed from the counters alone, without building a
    /// [`Summary`](super::Summary) — cheap enough for a sweep's many short
    /// trials; the summary's numbers come from the same functions.
    pub fn value(self, metrics: &Metrics) -> Option<f64> {
        let moments = |scope: Option<Piece>| {
            let moments = GapMoments::of(metrics.gap_counts(scope));
            (moments.intervals > 0).then_some(moments)
        };
        if metrics.pieces() == 0 {
            return None;
        }
        match self {
            Metric::Frequency(p) => {
                Some(metrics.counts()[p.index()] as f64 / metrics.pieces() as f64)
            }
            Metric::GapMean(s) => moments(s).map(|m| m.mean()),
            Metric::GapVariance(s) => moments(s).map(|m| m.variance()),
            Metric::DroughtMax(s) => moments(s)?.longest.map(|g| (g - 1) as f64),
            Metric::DroughtAtLeast(s, length) => {
                moments(s).map(|_| p_drought_at_least(metrics, s, length))
            }
            Metric::DroughtQuantile(s, q) => {
                drought_quantile(metrics, s, DROUGHT_QUANTILES[q]).map(|d| d as f64)
            }
            Metric::RepeatProbability => repeat_probability(metrics),
            Metric::FloodMax => Some(metrics.floods().max as f64),
            Metric::SnakeMax => Some(metrics.snakes().max as f64),
            Metric::ConditionalEntropy(k) => conditional_entropy(metrics, k),
            Metric::MaxDeviation => Some(metrics.max_deviation()),
            Metric::RmsDeviation => Some(rms_deviation(metrics)),
            Metric::FrequencyStd => frequency_std(&metrics.counts()),
        }
    }

    /// What the metric is, written once for every face: its label, its
    /// definition, whether it is an extreme and the detail it needs.
    ///
    /// ```
    /// use tetrolab::analysis::Metric;
    /// let about = Metric::DroughtAtLeast(None, 13).about();
    /// assert_eq!(about.label, "P(drought ≥ 13)");
    /// assert!(!about.extreme);
    /// assert!(Metric::FloodMax.about().extreme);
    /// ```
    pub fn about(self) -> About {
        let of = |scope: Option<Piece>, pooled: &str| match scope {
            None => pooled.to_owned(),
            Some(p) => format!("{p}'s"),
        };
        let (label, definition, extreme, detail) = match self {
            Metric::Frequency(p) => (
                format!("share of {p}"),
                format!("{p}'s share of the pieces dealt"),
                false,
                Detail::Counts,
            ),
            Metric::GapMean(s) => (
                format!("mean gap{}", suffix(s)),
                format!(
                    "mean of {} gaps: pieces from one piece to the next of its kind, 1 = an immediate repeat (7 for any fair randomizer)",
                    of(s, "all pieces'")
                ),
                false,
                Detail::Sequence,
            ),
            Metric::GapVariance(s) => (
                format!("Var(gap){}", suffix(s)),
                format!(
                    "variance of {} gaps (lower: more even spacing)",
                    of(s, "all pieces'")
                ),
                false,
                Detail::Sequence,
            ),
            Metric::DroughtMax(s) => (
                format!("longest drought{}", suffix(s)),
                format!(
                    "most pieces in a row between two of a kind, {} (a hard limit when exact)",
                    of(s, "any piece")
                ),
                true,
                Detail::Sequence,
            ),
            Metric::DroughtAtLeast(s, l) => (
                format!("P(drought ≥ {l}){}", suffix(s)),
                format!(
                    "share of {} completed droughts of {l} or more pieces (a drought is gap − 1: the pieces strictly between two of a kind)",
                    of(s, "all pieces'")
                ),
                false,
                Detail::Sequence,
            ),
            Metric::DroughtQuantile(s, q) => (
                format!("drought q{}{}", DROUGHT_QUANTILES[q] * 100.0, suffix(s)),
                format!(
                    "the smallest d with P(drought ≤ d) ≥ {}, {}",
                    DROUGHT_QUANTILES[q],
                    of(s, "all pieces pooled")
                ),
                true,
                Detail::Sequence,
            ),
            Metric::RepeatProbability => (
                "P(repeat)".to_owned(),
                "P(the next piece is the same as the last)".to_owned(),
                false,
                Detail::Sequence,
            ),
            Metric::FloodMax => (
                "longest flood".to_owned(),
                "most copies of one piece in a row (a flood is a maximal run of one piece)"
                    .to_owned(),
                true,
                Detail::Sequence,
            ),
            Metric::SnakeMax => (
                "longest S/Z run".to_owned(),
                "most S and Z pieces in a row (a snake is a maximal run of S and Z)".to_owned(),
                true,
                Detail::Sequence,
            ),
            Metric::ConditionalEntropy(k) => (
                format!("H(next | {k})"),
                format!(
                    "bits of surprise in the next piece for a player who remembers the last {k} (log2 7 = 2.807 is memoryless); measured: plug-in estimate from n-gram counts"
                ),
                false,
                Detail::Ngrams,
            ),
            Metric::MaxDeviation => (
                "max balance".to_owned(),
                "largest |count − t/7| of any piece after any piece t".to_owned(),
                true,
                Detail::Sequence,
            ),
            Metric::RmsDeviation => (
                "RMS balance".to_owned(),
                "root mean square of count − t/7 over every piece and time t".to_owned(),
                false,
                Detail::Sequence,
            ),
            Metric::FrequencyStd => (
                "frequency std".to_owned(),
                "seed 002's metric: pandas std (ddof 1) of the shares of the piece types seen"
                    .to_owned(),
                false,
                Detail::Counts,
            ),
        };
        About {
            label,
            definition,
            extreme,
            detail,
        }
    }

    /// The decimals a table writes the metric's value (and its interval)
    /// with, as `tetrolab stats` prints it: six for shares and
    /// probabilities, four for gaps and entropies, three for balance, none
    /// for lengths. Every face rounds a metric this way, so the page and
    /// the command line print the same digits.
    ///
    /// ```
    /// use tetrolab::analysis::Metric;
    /// assert_eq!(Metric::RepeatProbability.decimals(), 6);
    /// assert_eq!(Metric::ConditionalEntropy(4).decimals(), 4);
    /// assert_eq!(Metric::FloodMax.decimals(), 0);
    /// ```
    pub fn decimals(self) -> usize {
        match self {
            Metric::Frequency(_)
            | Metric::DroughtAtLeast(..)
            | Metric::RepeatProbability
            | Metric::FrequencyStd => 6,
            Metric::GapMean(_) | Metric::GapVariance(_) | Metric::ConditionalEntropy(_) => 4,
            Metric::MaxDeviation | Metric::RmsDeviation => 3,
            Metric::DroughtMax(_)
            | Metric::DroughtQuantile(..)
            | Metric::FloodMax
            | Metric::SnakeMax => 0,
        }
    }

    /// Whether the metric is an extreme seen (a maximum or a quantile), for
    /// which a batch-means standard error means nothing.
    pub fn is_extreme(self) -> bool {
        self.about().extreme
    }

    /// How much of a stream [`Metrics`] must follow to give the metric.
    pub fn detail(self) -> Detail {
        self.about().detail
    }
}

/// What a [`Metric`] is (see [`Metric::about`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct About {
    /// A short label for tables and charts.
    pub label: String,
    /// What it measures, in a sentence.
    pub definition: String,
    /// Whether it is an extreme seen (no standard error).
    pub extreme: bool,
    /// How much of a stream must be followed to give it.
    pub detail: Detail,
}

/// `" of P"` for one piece's metric, nothing for all pieces pooled.
fn suffix(scope: Option<Piece>) -> String {
    scope.map_or_else(String::new, |p| format!(" of {p}"))
}

/// The families of metrics, each defined once: the `definitions` every
/// measured result carries.
pub const FAMILIES: [(&str, &str); 8] = [
    (
        "gap",
        "distance between consecutive occurrences of a piece (1 = immediate repeat); completed intervals only",
    ),
    (
        "drought",
        "gap - 1: the pieces strictly between two of a kind",
    ),
    ("flood", "a maximal run of one piece"),
    ("snake", "a maximal run of S and Z pieces"),
    (
        "balance",
        "count of a piece minus t/7 after every piece t, over all pieces",
    ),
    (
        "conditional_entropy",
        "H(next | previous k) in bits for k = 0..4, plug-in estimate from 5-gram counts",
    ),
    (
        "frequency_std",
        "seed 002's metric: pandas std (ddof 1) of the shares of the piece types seen",
    ),
    (
        "standard_errors",
        "batch means: the spread of per-batch values over sqrt(batches); extremes have none; ci95 is value +- Student's t(batches - 1) standard errors",
    ),
];

/// `"."` or `".P."` for a scope.
fn scope_infix(scope: Option<Piece>) -> String {
    scope.map_or_else(|| ".".to_owned(), |p| format!(".{p}."))
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Metric::Frequency(p) => write!(f, "frequency.{p}"),
            Metric::GapMean(s) => write!(f, "gap{}mean", scope_infix(s)),
            Metric::GapVariance(s) => write!(f, "gap{}variance", scope_infix(s)),
            Metric::DroughtMax(s) => write!(f, "drought{}max", scope_infix(s)),
            Metric::DroughtAtLeast(s, l) => write!(f, "drought{}p_at_least.{l}", scope_infix(s)),
            Metric::DroughtQuantile(s, q) => {
                write!(
                    f,
                    "drought{}q{}",
                    scope_infix(s),
                    DROUGHT_QUANTILES[q] * 100.0
                )
            }
            Metric::RepeatProbability => f.write_str("repeat_probability"),
            Metric::FloodMax => f.write_str("flood.max"),
            Metric::SnakeMax => f.write_str("snake.max"),
            Metric::ConditionalEntropy(k) => write!(f, "conditional_entropy.{k}"),
            Metric::MaxDeviation => f.write_str("balance.max_deviation"),
            Metric::RmsDeviation => f.write_str("balance.rms_deviation"),
            Metric::FrequencyStd => f.write_str("frequency_std"),
        }
    }
}

impl FromStr for Metric {
    type Err = ParseMetricError;

    /// The metric whose [`Display`](fmt::Display) name is `name`.
    fn from_str(name: &str) -> Result<Metric, ParseMetricError> {
        Metric::all()
            .into_iter()
            .find(|m| m.to_string() == name)
            .ok_or_else(|| ParseMetricError(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_parse_back() {
        let all = Metric::all();
        let mut names: Vec<String> = all.iter().map(Metric::to_string).collect();
        for (metric, name) in all.iter().zip(&names) {
            assert_eq!(name.parse::<Metric>().as_ref(), Ok(metric));
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len());
        assert!("drought.q99.9".parse::<Metric>().is_ok());
        assert!("gap.X.mean".parse::<Metric>().is_err());
    }
}
