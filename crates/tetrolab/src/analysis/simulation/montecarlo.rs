//! Reproducible parallel Monte Carlo: fixed batches, one stream each,
//! integer accumulators, batch-means standard errors and Student-t
//! intervals.

use std::ops::Range;

use rayon::prelude::*;

use super::RunError;
use super::metric::Metric;
use super::metrics::Metrics;
use super::student_t::t_975;
use super::summary::Summary;
use crate::rng::Generator;
use crate::work::{Stopped, Watch};
use crate::{Dealing, Piece};

/// Pieces dealt per `fill` while measuring.
const CHUNK: usize = 1 << 15;

/// How a run of `pieces` is split into batches: independent streams of
/// sizes fixed by the piece count alone (differing by at most one piece),
/// so the split — and every result — is the same whatever the number of
/// threads.
///
/// A run is split into as many batches of at least [`Plan::MIN_BATCH`]
/// pieces as it allows, up to [`Plan::MAX_BATCHES`]: the spread of the
/// batches' values gives each estimate's standard error, and an interval
/// needs at least two.
///
/// ```
/// use tetrolab::analysis::Plan;
/// let plan = Plan::for_pieces(1_000_000_000);
/// assert_eq!(plan.batches(), 64);
/// assert_eq!(Plan::for_pieces(1000).batches(), 1);
/// assert_eq!(Plan::for_pieces(100_000).batches(), 24);
/// assert_eq!((0..24).map(|k| Plan::for_pieces(100_000).batch_pieces(k)).sum::<u64>(), 100_000);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Plan {
    /// Pieces in all.
    pub pieces: u64,
    batches: u64,
}

impl Plan {
    /// Each batch as `(stream, pieces)`: batch `k` is the first
    /// [`batch_pieces(k)`](Plan::batch_pieces) pieces of stream `k` (see
    /// [`Dealing::first_halt`](crate::Dealing::first_halt)).
    pub fn streams(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.batches()).map(|k| (k, self.batch_pieces(k)))
    }

    /// The smallest batch: long enough that each batch's values are close
    /// to normal, short enough that a modest run gets many batches.
    pub const MIN_BATCH: u64 = 1 << 12;
    /// The most batches.
    pub const MAX_BATCHES: u64 = 64;

    /// The plan for `pieces` pieces.
    pub fn for_pieces(pieces: u64) -> Plan {
        let batches = (pieces / Self::MIN_BATCH).clamp(1, Self::MAX_BATCHES);
        Plan {
            pieces,
            batches: if pieces == 0 { 0 } else { batches },
        }
    }

    /// How many batches.
    pub fn batches(&self) -> u64 {
        self.batches
    }

    /// How many batches, in words for a sentence: `1 batch`, `64 batches`.
    ///
    /// ```
    /// use tetrolab::analysis::Plan;
    /// assert_eq!(Plan::for_pieces(100).batches_text(), "1 batch");
    /// assert_eq!(Plan::for_pieces(1 << 20).batches_text(), "64 batches");
    /// ```
    pub fn batches_text(&self) -> String {
        match self.batches {
            1 => "1 batch".to_owned(),
            n => format!("{n} batches"),
        }
    }

    /// Pieces in batch `k`: the pieces shared out evenly, the first
    /// batches taking one more when they do not divide.
    pub fn batch_pieces(&self, k: u64) -> u64 {
        self.pieces / self.batches + u64::from(k < self.pieces % self.batches)
    }

    /// The items (games, say) batches `batches` take when `items` are
    /// shared out over the plan's batches as its pieces are: evenly, the
    /// first batches taking one more when they do not divide. Batches past
    /// the plan take none.
    ///
    /// ```
    /// use tetrolab::analysis::Plan;
    /// let plan = Plan::for_pieces(3 * Plan::MIN_BATCH);
    /// assert_eq!(plan.share(10, 0..1), 0..4);
    /// assert_eq!(plan.share(10, 1..3), 4..10);
    /// ```
    pub fn share(&self, items: u64, batches: Range<u64>) -> Range<u64> {
        let start = |k: u64| {
            let k = k.min(self.batches);
            match self.batches {
                0 => 0,
                n => k * (items / n) + k.min(items % n),
            }
        };
        start(batches.start)..start(batches.end)
    }

    /// Pieces in the largest batch.
    pub fn largest_batch(&self) -> u64 {
        self.pieces.div_ceil(self.batches.max(1))
    }

    /// The fewest pieces a run needs for an interval: two batches.
    pub const fn pieces_for_interval() -> u64 {
        2 * Self::MIN_BATCH
    }
}

/// An estimate, its standard error, and how many independent samples
/// (batches or trials) the error comes from.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Estimate {
    /// The estimate.
    pub value: f64,
    /// Its standard error: the spread of the samples' values over
    /// √samples; `None` for extremes (maxima, quantiles), for which it
    /// means nothing, and for fewer than two samples.
    pub standard_error: Option<f64>,
    /// How many independent samples the standard error comes from.
    pub samples: u64,
}

impl Estimate {
    /// The 95 % confidence half-width: the standard error times Student's
    /// t quantile for `samples − 1` degrees of freedom, so the interval
    /// covers the true value 95 % of the time even from few samples.
    ///
    /// ```
    /// use tetrolab::analysis::Estimate;
    /// let few = Estimate { value: 1.0, standard_error: Some(0.1), samples: 2 };
    /// assert!((few.half_width_95().unwrap() - 1.2706).abs() < 1e-4);
    /// let many = Estimate { samples: 10_000, ..few };
    /// assert!((many.half_width_95().unwrap() - 0.196).abs() < 1e-3);
    /// ```
    pub fn half_width_95(&self) -> Option<f64> {
        self.standard_error
            .map(|se| se * t_975(self.samples.saturating_sub(1)))
    }

    /// The 95 % confidence interval, `value ± half_width_95`.
    pub fn ci95(&self) -> Option<(f64, f64)> {
        self.half_width_95()
            .map(|h| (self.value - h, self.value + h))
    }
}

/// Independent samples of a value, taken in one pass: their mean (a plain
/// running sum over the count) and spread (Welford's update), without
/// keeping the samples.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Samples {
    count: u64,
    sum: f64,
    mean: f64,
    squares: f64,
}

impl Samples {
    /// Takes in one sample.
    pub(crate) fn add(&mut self, value: f64) {
        self.count += 1;
        self.sum += value;
        let delta = value - self.mean;
        self.mean += delta / self.count as f64;
        self.squares += delta * (value - self.mean);
    }

    /// Samples known by their count, sum and sum of squares (exact
    /// integer tallies, so the spread loses nothing to cancellation
    /// beyond one rounding).
    pub(crate) fn from_sums(count: u64, sum: f64, squares: f64) -> Samples {
        let mean = if count == 0 { 0.0 } else { sum / count as f64 };
        Samples {
            count,
            sum,
            mean,
            squares: (squares - sum * mean).max(0.0),
        }
    }

    /// The standard error of the mean: the sample standard deviation over
    /// √count (`None` for fewer than two samples).
    pub(crate) fn standard_error(&self) -> Option<f64> {
        (self.count > 1).then(|| {
            let n = self.count as f64;
            (self.squares / (n - 1.0) / n).sqrt()
        })
    }

    /// The mean and its standard error, if any sample was taken.
    pub(crate) fn estimate(&self) -> Option<Estimate> {
        (self.count > 0).then(|| Estimate {
            value: self.sum / self.count as f64,
            standard_error: self.standard_error(),
            samples: self.count,
        })
    }
}

/// The result of a simulation: the statistics of all pieces, with
/// standard errors.
#[derive(Debug, Clone)]
pub struct Study {
    /// How the run was split.
    pub plan: Plan,
    /// The generator the pieces came from.
    pub generator: Generator,
    /// Every statistic, from all pieces.
    pub summary: Summary,
    /// Every metric with a value, with its standard error.
    pub estimates: Vec<(Metric, Estimate)>,
}

impl Study {
    /// The estimate of `metric`, if it has a value.
    pub fn estimate(&self, metric: Metric) -> Option<Estimate> {
        self.estimates
            .iter()
            .find(|(m, _)| *m == metric)
            .map(|&(_, e)| e)
    }
}

/// Deals `pieces` pieces of `dealing` in the batches of
/// [`Plan::for_pieces`] — batch `k` is the dealing's stream `k` (see
/// [`Dealing::stream`]) — over all cores, and measures them. `watch` is
/// told of the pieces of each finished chunk (from any thread) and asked
/// between chunks (32 768 pieces) whether to stop.
///
/// The result depends on the dealing and `pieces` only: batches are fixed,
/// their counters integers merged in any order.
///
/// # Errors
/// A batch that would deal past where its source stops (seed 002's
/// script below denominator 1), found before any batch is dealt; or a
/// stop asked for by `watch`.
///
/// ```
/// use tetrolab::analysis::{Metric, simulate};
/// use tetrolab::Dealing;
/// use tetrolab::work::Unwatched;
/// let dealing = Dealing::new("7-bag".parse().unwrap(), None, 1u64.into()).unwrap();
/// let study = simulate(&dealing, 200_000, &Unwatched)?;
/// assert_eq!(study.summary.drought.max, Some(12));
/// let variance = study.estimate(Metric::GapVariance(None)).unwrap();
/// assert!((variance.value - 8.0).abs() < 5.0 * variance.standard_error.unwrap());
/// # Ok::<(), tetrolab::analysis::RunError>(())
/// ```
pub fn simulate(dealing: &Dealing, pieces: u64, watch: &dyn Watch) -> Result<Study, RunError> {
    let plan = Plan::for_pieces(pieces);
    dealing.check_streams(plan.streams())?;
    let batches = measure_batches(dealing, &plan, 0..plan.batches(), watch)?;
    Ok(Study::of_batches(plan, dealing.generator(), &batches))
}

/// Measures `batches` of `plan` (batch `k` from the dealing's stream
/// `k`) over all cores, each batch's counters in batch order.
pub(crate) fn measure_batches(
    dealing: &Dealing,
    plan: &Plan,
    batches: Range<u64>,
    watch: &dyn Watch,
) -> Result<Vec<Metrics>, Stopped> {
    batches
        .into_par_iter()
        .map(|k| measure(&dealing.stream(k), plan.batch_pieces(k), watch))
        .collect()
}

impl Study {
    /// The study of every batch of `plan`, from each batch's counters in
    /// batch order: the statistics of their merge, and each estimate's
    /// standard error from the spread of the batches' values. Counters
    /// measured on one machine or read back from several give the same
    /// bits.
    pub(crate) fn of_batches(plan: Plan, generator: Generator, batches: &[Metrics]) -> Study {
        let metrics = Metric::all();
        let values: Vec<Vec<Option<f64>>> = batches
            .par_iter()
            .map(|measured| metrics.iter().map(|m| m.value(measured)).collect())
            .collect();
        let mut total = Metrics::with_ngrams();
        for measured in batches {
            total.merge(measured);
        }
        let summary = Summary::of(&total);
        let estimates = metrics
            .iter()
            .enumerate()
            .filter_map(|(i, &metric)| {
                let value = metric.value(&total)?;
                // A batch without the value (no interval closed in it) leaves
                // the estimate without a standard error.
                let spread = values
                    .iter()
                    .try_fold(Samples::default(), |mut spread, values| {
                        spread.add(values[i]?);
                        Some(spread)
                    });
                let standard_error = if metric.is_extreme() {
                    None
                } else {
                    spread.and_then(|s| s.standard_error())
                };
                Some((
                    metric,
                    Estimate {
                        value,
                        standard_error,
                        samples: plan.batches(),
                    },
                ))
            })
            .collect();
        Study {
            plan,
            generator,
            summary,
            estimates,
        }
    }
}

/// Measures `pieces` pieces of one stream, asking `watch` before each
/// chunk whether to stop.
fn measure(dealing: &Dealing, pieces: u64, watch: &dyn Watch) -> Result<Metrics, Stopped> {
    let mut randomizer = dealing.randomizer();
    let mut metrics = Metrics::with_ngrams();
    let mut buffer = vec![Piece::I; CHUNK];
    let mut left = pieces;
    while left > 0 {
        if watch.stopped() {
            return Err(Stopped);
        }
        let n = left.min(CHUNK as u64) as usize;
        randomizer.fill(&mut buffer[..n]);
        metrics.observe(&buffer[..n]);
        watch.add(n as u64);
        left -= n as u64;
    }
    Ok(metrics)
}
