//! Statistics derived from [`Metrics`], each with its definition.

use std::collections::BTreeMap;

use super::metrics::{MAX_CONTEXT, Metrics, RUN_BINS, RunCounter};
use crate::{Piece, PieceMap};

/// Drought lengths (pieces between two of a kind) whose tail probability
/// `P(drought ≥ L)` is reported: the columns of the reference table
/// (`docs/sources.md` §7), 13 being "longer than a 7-bag allows".
pub const DROUGHT_TAILS: [u64; 10] = [7, 10, 12, 13, 15, 17, 20, 25, 30, 40];
/// Quantiles of the drought distribution that are reported.
pub const DROUGHT_QUANTILES: [f64; 4] = [0.5, 0.9, 0.99, 0.999];

/// Gap statistics of one piece, or of all pieces pooled (JSON `gap`).
///
/// A gap is the distance between consecutive occurrences (1 = immediate
/// repeat). Only completed intervals count (not the run before a piece's
/// first occurrence or after its last).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Gaps {
    /// Completed intervals seen.
    pub intervals: u64,
    /// Mean gap (by Kac's lemma 1 / frequency for a stationary stream);
    /// `None` without intervals.
    pub mean: Option<f64>,
    /// Variance of the gap; `None` without intervals.
    pub variance: Option<f64>,
    /// The gap's distribution: gap → probability.
    pub pmf: BTreeMap<u64, f64>,
}

impl Gaps {
    /// The gap statistics of one piece (or all pieces pooled, `None`).
    fn of(metrics: &Metrics, scope: Option<Piece>) -> Gaps {
        let moments = GapMoments::of(metrics.gap_counts(scope));
        let total = moments.intervals.max(1) as f64;
        let defined = |x: f64| (moments.intervals > 0).then_some(x);
        Gaps {
            intervals: moments.intervals,
            mean: defined(moments.mean()),
            variance: defined(moments.variance()),
            pmf: metrics
                .gap_counts(scope)
                .map(|(g, n)| (g, n as f64 / total))
                .collect(),
        }
    }

    /// `P(drought ≥ length)`: the share of gaps longer than `length`.
    pub fn p_drought_at_least(&self, length: u64) -> f64 {
        self.pmf.range(length + 1..).map(|(_, p)| p).sum()
    }
}

/// Drought statistics of one piece, or of all pieces pooled (JSON
/// `drought`). A drought is gap − 1: the pieces strictly between two of a
/// kind, over completed intervals.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Droughts {
    /// The longest drought seen, if any interval closed.
    pub max: Option<u64>,
    /// `P(drought ≥ L)` for each `L` of [`DROUGHT_TAILS`].
    pub p_at_least: BTreeMap<u64, f64>,
    /// The drought at each of [`DROUGHT_QUANTILES`] (keyed by percent:
    /// `"50"`, `"90"`, `"99"`, `"99.9"`): the smallest `d` with
    /// `P(drought ≤ d) ≥ q`.
    pub quantiles: BTreeMap<String, Option<u64>>,
}

impl Droughts {
    fn of(metrics: &Metrics, scope: Option<Piece>) -> Droughts {
        let moments = GapMoments::of(metrics.gap_counts(scope));
        Droughts {
            max: moments.longest.map(|g| g - 1),
            p_at_least: DROUGHT_TAILS
                .iter()
                .map(|&l| (l, p_drought_at_least(metrics, scope, l)))
                .collect(),
            quantiles: DROUGHT_QUANTILES
                .iter()
                .map(|&q| (quantile_key(q), drought_quantile(metrics, scope, q)))
                .collect(),
        }
    }

    /// The drought at quantile `q`, one of [`DROUGHT_QUANTILES`].
    pub fn quantile(&self, q: f64) -> Option<u64> {
        self.quantiles.get(&quantile_key(q)).copied().flatten()
    }
}

/// The key of quantile `q` in [`Droughts::quantiles`]: its percent.
fn quantile_key(q: f64) -> String {
    (q * 100.0).to_string()
}

/// One piece's statistics (JSON `per_piece.X`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PieceStats {
    /// The piece's share of the stream.
    pub frequency: f64,
    /// Its gaps.
    pub gap: Gaps,
    /// Its droughts.
    pub drought: Droughts,
}

/// How far the piece counts stray from an even share (JSON `balance`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Balance {
    /// Largest `|count − t/7|` of any piece after any piece `t`.
    pub max_deviation: f64,
    /// Root mean square of `count − t/7` over every piece and time.
    pub rms_deviation: f64,
}

/// A gap distribution's count, sum, sum of squares and longest gap, in
/// one pass over (gap, times) pairs.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct GapMoments {
    pub(crate) intervals: u64,
    sum: u128,
    squares: u128,
    pub(crate) longest: Option<u64>,
}

impl GapMoments {
    pub(crate) fn of(counts: impl Iterator<Item = (u64, u64)>) -> GapMoments {
        counts.fold(GapMoments::default(), |m, (g, n)| GapMoments {
            intervals: m.intervals + n,
            sum: m.sum + u128::from(g) * u128::from(n),
            squares: m.squares + u128::from(g) * u128::from(g) * u128::from(n),
            longest: Some(g),
        })
    }

    pub(crate) fn mean(&self) -> f64 {
        self.sum as f64 / self.intervals.max(1) as f64
    }

    pub(crate) fn variance(&self) -> f64 {
        let mean = self.mean();
        self.squares as f64 / self.intervals.max(1) as f64 - mean * mean
    }
}

/// `P(drought ≥ length)` = `P(gap > length)` over completed intervals.
pub(crate) fn p_drought_at_least(metrics: &Metrics, scope: Option<Piece>, length: u64) -> f64 {
    let (longer, all) = metrics
        .gap_counts(scope)
        .fold((0u64, 0u64), |(longer, all), (g, n)| {
            (longer + if g > length { n } else { 0 }, all + n)
        });
    longer as f64 / all.max(1) as f64
}

/// The smallest drought `d` with `P(drought ≤ d) ≥ q`.
pub(crate) fn drought_quantile(metrics: &Metrics, scope: Option<Piece>, q: f64) -> Option<u64> {
    let all = GapMoments::of(metrics.gap_counts(scope)).intervals;
    let mut below = 0;
    metrics.gap_counts(scope).find_map(|(g, n)| {
        below += n;
        (below as f64 >= q * all as f64 - 1e-9).then_some(g - 1)
    })
}

/// Maximal runs: of one piece (floods) or of S and Z pieces (snakes).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Runs {
    /// The longest run seen.
    pub max: u64,
    /// The distribution of completed runs' lengths: length → probability;
    /// the last length given stands for itself and anything longer.
    pub pmf: BTreeMap<u64, f64>,
}

impl Runs {
    fn of(counter: &RunCounter) -> Runs {
        let total: u64 = counter.bins.iter().sum();
        let pmf = (1..RUN_BINS)
            .filter(|&n| counter.bins[n] > 0)
            .map(|n| (n as u64, counter.bins[n] as f64 / total.max(1) as f64))
            .collect();
        Runs {
            max: counter.max,
            pmf,
        }
    }
}

/// Every statistic of a piece stream, derived from its [`Metrics`]; each
/// field is named as JSON reports name it (`gap.variance`,
/// `drought.p_at_least`, `per_piece.I.drought.max`, …).
///
/// ```
/// use tetrolab::analysis::{Metrics, Summary};
/// use tetrolab::{Dealing, Piece};
/// let mut randomizer = Dealing::new("7-bag".parse().unwrap(), None, 1u64.into()).unwrap().randomizer();
/// let mut pieces = vec![Piece::I; 70_000];
/// randomizer.fill(&mut pieces);
/// let mut metrics = Metrics::with_ngrams();
/// metrics.observe(&pieces);
/// let summary = Summary::of(&metrics);
/// assert_eq!(summary.drought.max, Some(12));
/// assert_eq!(summary.flood.max, 2);
/// assert!((summary.gap.variance.unwrap() - 8.0).abs() < 0.1);
/// ```
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Summary {
    /// Pieces seen.
    pub pieces: u64,
    /// Each piece's share of the stream.
    pub frequency: PieceMap<f64>,
    /// Gap statistics of all pieces' intervals pooled.
    pub gap: Gaps,
    /// Drought statistics of all pieces pooled.
    pub drought: Droughts,
    /// Floods: maximal runs of one piece.
    pub flood: Runs,
    /// Snakes: maximal runs of S and Z pieces.
    pub snake: Runs,
    /// `P(piece t = piece t − 1)` over consecutive pairs (`None` with
    /// fewer than two pieces).
    pub repeat_probability: Option<f64>,
    /// Empirical conditional entropy in bits, `H(next | previous k)` for
    /// `k` = 0 to 4 (plug-in estimate over 5-gram counts; `k = 0` is the
    /// entropy of the piece frequencies); `None` when n-grams were not
    /// counted.
    pub conditional_entropy: Option<[f64; MAX_CONTEXT + 1]>,
    /// How far the counts stray from an even share.
    pub balance: Balance,
    /// Seed document 002's metric, exactly as its pandas code computes it:
    /// the sample standard deviation (ddof 1) of the frequencies of the
    /// piece types that appeared; `None` if fewer than two appeared.
    pub frequency_std: Option<f64>,
    /// Each piece's own statistics.
    pub per_piece: PieceMap<PieceStats>,
}

impl Summary {
    /// The statistics of `metrics`.
    pub fn of(metrics: &Metrics) -> Summary {
        let pieces = metrics.pieces();
        let counts = metrics.counts();
        let frequency = PieceMap(counts.map(|c| c as f64 / pieces.max(1) as f64));
        Summary {
            pieces,
            frequency,
            gap: Gaps::of(metrics, None),
            drought: Droughts::of(metrics, None),
            flood: Runs::of(metrics.floods()),
            snake: Runs::of(metrics.snakes()),
            repeat_probability: repeat_probability(metrics),
            conditional_entropy: (0..=MAX_CONTEXT)
                .map(|k| conditional_entropy(metrics, k))
                .collect::<Option<Vec<f64>>>()
                .map(|h| h.try_into().expect("one entropy per context")),
            balance: Balance {
                max_deviation: metrics.max_deviation(),
                rms_deviation: rms_deviation(metrics),
            },
            frequency_std: frequency_std(&counts),
            per_piece: PieceMap::from_fn(|p| PieceStats {
                frequency: frequency[p],
                gap: Gaps::of(metrics, Some(p)),
                drought: Droughts::of(metrics, Some(p)),
            }),
        }
    }
}

/// `P(piece t = piece t − 1)` over consecutive pairs, if there is one.
pub(crate) fn repeat_probability(metrics: &Metrics) -> Option<f64> {
    let pairs = metrics.pieces().checked_sub(1).filter(|&n| n > 0)?;
    Some(metrics.repeats() as f64 / pairs as f64)
}

/// The RMS of `count − t/7` over every piece and time.
pub(crate) fn rms_deviation(metrics: &Metrics) -> f64 {
    (metrics.squared_deviation_sum() / (7.0 * metrics.pieces().max(1) as f64)).sqrt()
}

/// `H(next | previous k)` from the `k + 1`-gram counts: `Σ n(c, x)/N ·
/// log2(n(c) / n(c, x))` over contexts `c` and next pieces `x`; `None`
/// when n-grams are not counted or none has been seen (fewer than five
/// pieces).
pub(crate) fn conditional_entropy(metrics: &Metrics, context: usize) -> Option<f64> {
    let joint = metrics.ngram_counts(context)?;
    let mut contexts = vec![0u64; joint.len() >> 3];
    for (code, &n) in joint.iter().enumerate() {
        contexts[code >> 3] += n;
    }
    let total: u64 = joint.iter().sum();
    if total == 0 {
        return None;
    }
    let entropy = joint
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(code, &n)| {
            let n = n as f64;
            n * (contexts[code >> 3] as f64 / n).log2()
        })
        .sum::<f64>()
        / total as f64;
    Some(entropy)
}

/// pandas' `Series.value_counts() / len` then `.std()`: the values are the
/// frequencies of the types present, the divisor `n − 1`.
///
/// The frequencies are kept in an array, not a `Vec`: a sweep takes this
/// once per trial, and the allocation cost more than the arithmetic.
pub(crate) fn frequency_std(counts: &[u64; 7]) -> Option<f64> {
    let pieces = counts.iter().sum::<u64>() as f64;
    let mut frequencies = [0.0; 7];
    let mut len = 0;
    for &count in counts.iter().filter(|&&c| c > 0) {
        frequencies[len] = count as f64 / pieces;
        len += 1;
    }
    let present = &frequencies[..len];
    if present.len() < 2 {
        return None;
    }
    let mean = present.iter().sum::<f64>() / present.len() as f64;
    let squares: f64 = present.iter().map(|f| (f - mean) * (f - mean)).sum();
    Some((squares / (present.len() - 1) as f64).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::parse_letters;

    fn summary(letters: &str) -> Summary {
        let mut m = Metrics::with_ngrams();
        m.observe(&parse_letters(letters).unwrap());
        Summary::of(&m)
    }

    #[test]
    fn gap_statistics() {
        let s = summary("IJIJJI");
        // I: gaps 2, 3; J: gaps 2, 1.
        let i_gaps: Vec<(u64, f64)> = s.per_piece[Piece::I].gap.pmf.clone().into_iter().collect();
        assert_eq!(i_gaps, [(2, 0.5), (3, 0.5)]);
        assert_eq!(s.gap.intervals, 4);
        assert!((s.gap.mean.unwrap() - 2.0).abs() < 1e-12);
        assert!((s.gap.variance.unwrap() - 0.5).abs() < 1e-12);
        assert_eq!(s.drought.max, Some(2));
        assert_eq!(s.drought.quantile(0.5), Some(1));
        assert!((s.repeat_probability.unwrap() - 0.2).abs() < 1e-12);
        assert!((s.gap.p_drought_at_least(1) - 0.75).abs() < 1e-12);
        assert_eq!(s.per_piece[Piece::L].gap.mean, None);
    }

    /// pandas: `pd.Series(list("IIIJJL")).value_counts()/6` then `.std()`
    /// is 0.16666666666666666.
    #[test]
    fn frequency_std_is_pandas_std_over_types_present() {
        let s = summary("IIIJJL");
        assert!((s.frequency_std.unwrap() - 1.0 / 6.0).abs() < 1e-15);
        assert_eq!(summary("IIII").frequency_std, None);
    }

    /// A stream that cycles I J L O S T Z has no uncertainty once one
    /// piece is known, and log2 7 bits before.
    #[test]
    fn conditional_entropy_of_a_cycle() {
        let h = summary(&"IJLOSTZ".repeat(50)).conditional_entropy.unwrap();
        assert!((h[0] - 7f64.log2()).abs() < 1e-3);
        for given_k in &h[1..] {
            assert!(given_k.abs() < 1e-12);
        }
    }
}
