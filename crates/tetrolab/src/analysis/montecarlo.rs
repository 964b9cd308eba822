//! Reproducible parallel Monte Carlo: fixed batches, per-batch seeds,
//! integer accumulators, batch-means standard errors.

use rayon::prelude::*;

use super::metric::Metric;
use super::metrics::Metrics;
use super::summary::Summary;
use crate::randomizer::catalog::Generator;
use crate::rng::{RngKind, Seed, SplitMix64};
use crate::{Piece, Spec, SpecError};

/// Pieces dealt per `fill` while measuring.
const CHUNK: usize = 1 << 15;

/// How a run of `pieces` is split into batches: independent streams of a
/// fixed size chosen from the piece count alone, so the split — and every
/// result — is the same whatever the number of threads.
///
/// ```
/// use tetrolab::analysis::Plan;
/// let plan = Plan::for_pieces(1_000_000_000);
/// assert_eq!(plan.batches(), 64);
/// assert_eq!(Plan::for_pieces(1000).batches(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// Pieces in all.
    pub pieces: u64,
    /// Pieces per batch (the last may have fewer).
    pub batch: u64,
}

impl Plan {
    /// The smallest batch: long enough that a batch's start hardly weighs.
    pub const MIN_BATCH: u64 = 1 << 16;
    /// Batches aimed at, for batch-means standard errors.
    pub const TARGET_BATCHES: u64 = 64;

    /// The plan for `pieces` pieces.
    pub fn for_pieces(pieces: u64) -> Plan {
        let batch = pieces
            .div_ceil(Self::TARGET_BATCHES)
            .max(Self::MIN_BATCH)
            .min(pieces.max(1));
        Plan { pieces, batch }
    }

    /// How many batches.
    pub fn batches(&self) -> u64 {
        self.pieces.div_ceil(self.batch)
    }

    /// Pieces in batch `k`.
    fn batch_pieces(&self, k: u64) -> u64 {
        self.batch.min(self.pieces - k * self.batch)
    }
}

/// The seed of stream `k` of a run seeded with `master` on `generator`:
/// the master seed itself for stream 0 — so a one-batch run measures
/// exactly what `tetrolab gen` deals — and for later streams a seed the
/// generator accepts, made from SplitMix64 of the master seed and `k`.
///
/// ```
/// use tetrolab::analysis::stream_seed;
/// use tetrolab::randomizer::catalog::Generator;
/// use tetrolab::rng::RngKind;
/// let generator = Generator::Drawn(RngKind::Minstd);
/// assert_eq!(stream_seed(generator, &5u64.into(), 0), 5u64.into());
/// assert_ne!(stream_seed(generator, &5u64.into(), 1), stream_seed(generator, &5u64.into(), 2));
/// ```
pub fn stream_seed(generator: Generator, master: &Seed, k: u64) -> Seed {
    if k == 0 {
        return *master;
    }
    let magnitude = master.magnitude();
    let mut mix = SplitMix64::new(
        (magnitude as u64)
            ^ ((magnitude >> 64) as u64).rotate_left(32)
            ^ u64::from(master.is_negative()),
    );
    let base = mix.next_u64();
    generator.seed_from_bits(SplitMix64::new(base.wrapping_add(k)).next_u64())
}

/// An estimate and its standard error.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// The estimate from all pieces.
    pub value: f64,
    /// Its standard error by batch means (the spread of the per-batch
    /// values over √batches); `None` for extremes (maxima, quantiles) and
    /// for runs of a single batch.
    pub standard_error: Option<f64>,
}

impl Estimate {
    /// The 95 % confidence interval, `value ± 1.96 · standard error`.
    pub fn ci95(&self) -> Option<(f64, f64)> {
        self.standard_error
            .map(|se| (self.value - 1.96 * se, self.value + 1.96 * se))
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

/// Deals `pieces` pieces of `spec` on `rng` from `seed`, in the batches of
/// [`Plan::for_pieces`] over all cores, and measures them. `progress` is
/// called with the pieces of each finished chunk (from any thread).
///
/// The result depends on (spec, generator, seed, pieces) only: batches
/// are fixed, their seeds derived ([`stream_seed`]), their counters
/// integers merged in any order.
///
/// # Errors
/// The generator does not suit the spec, or the seed the generator.
///
/// ```
/// use tetrolab::analysis::simulate;
/// let spec = "7-bag".parse().unwrap();
/// let study = simulate(&spec, None, &1u64.into(), 200_000, &|_| {}).unwrap();
/// assert_eq!(study.summary.pooled.max_drought, Some(12));
/// let variance = study.estimate(tetrolab::analysis::Metric::GapVariance(None)).unwrap();
/// assert!((variance.value - 8.0).abs() < 5.0 * variance.standard_error.unwrap());
/// ```
pub fn simulate(
    spec: &Spec,
    rng: Option<RngKind>,
    seed: &Seed,
    pieces: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Study, SpecError> {
    let generator = spec.generator(rng)?;
    spec.build(rng, seed)?;
    let plan = Plan::for_pieces(pieces);
    let metrics = Metric::all();
    let batches: Vec<(Metrics, Vec<Option<f64>>)> = (0..plan.batches())
        .into_par_iter()
        .map(|k| {
            let seed = stream_seed(generator, seed, k);
            let measured = measure(spec, rng, &seed, plan.batch_pieces(k), progress)?;
            let values = metrics.iter().map(|m| m.value(&measured)).collect();
            Ok((measured, values))
        })
        .collect::<Result<_, SpecError>>()?;
    let mut total = Metrics::with_ngrams();
    for (measured, _) in &batches {
        total.merge(measured);
    }
    let summary = Summary::of(&total);
    let estimates = metrics
        .iter()
        .enumerate()
        .filter_map(|(i, &metric)| {
            let value = metric.value(&total)?;
            let standard_error = (!metric.is_extreme() && batches.len() > 1)
                .then(|| batch_means_error(batches.iter().map(|(_, values)| values[i])))
                .flatten();
            Some((
                metric,
                Estimate {
                    value,
                    standard_error,
                },
            ))
        })
        .collect();
    Ok(Study {
        plan,
        generator,
        summary,
        estimates,
    })
}

/// Measures one stream of `pieces` pieces.
fn measure(
    spec: &Spec,
    rng: Option<RngKind>,
    seed: &Seed,
    pieces: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Metrics, SpecError> {
    let mut randomizer = spec.build(rng, seed)?;
    let mut metrics = Metrics::with_ngrams();
    let mut buffer = vec![Piece::I; CHUNK];
    let mut left = pieces;
    while left > 0 {
        let n = left.min(CHUNK as u64) as usize;
        randomizer.fill(&mut buffer[..n]);
        metrics.observe(&buffer[..n]);
        progress(n as u64);
        left -= n as u64;
    }
    Ok(metrics)
}

/// The standard error of a mean of per-batch values: their sample
/// standard deviation over √batches (`None` if a batch lacks the value).
fn batch_means_error(values: impl Iterator<Item = Option<f64>>) -> Option<f64> {
    let values: Vec<f64> = values.collect::<Option<_>>()?;
    mean_and_error(&values).1
}

/// The mean of `values` and its standard error (the sample standard
/// deviation over √n; `None` for fewer than two values).
pub(crate) fn mean_and_error(values: &[f64]) -> (f64, Option<f64>) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let error = (values.len() > 1).then(|| {
        let variance = values.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1.0);
        (variance / n).sqrt()
    });
    (mean, error)
}
