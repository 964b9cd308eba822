//! Sweeps: a spec whose numeric parameters are ranges, expanded into the
//! grid of specs it stands for.

use rayon::prelude::*;

use super::montecarlo::{Estimate, Samples};
use super::{Detail, Metric, Metrics};
use crate::randomizer::Halt;
use crate::randomizer::{Notice, Resolved, SeedChoice};
use crate::rng::{RngKind, Seed};
use crate::spelling::{Spelled, Spelling};
use crate::work::{Stopped, Watch};
use crate::{Dealing, Piece, Spec, SpecError};

/// One swept parameter: its key and the values it takes, as spec text.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    /// The parameter.
    pub key: String,
    /// Its values in order, written as they go into the spec.
    pub values: Vec<String>,
}

/// A spec template with ranges, `NAME:key=a..b:step,…`, and the specs it
/// stands for: the grid of every axis' values.
///
/// A range takes numpy's `arange(a, b, step)` values — `a + i · step` for
/// `i = 0, 1, …` while below `b` (`b` excluded) — so
/// `weighted:denominator=1.0..10.0:0.01` is seed document 002's 900
/// denominators. Values are written back in the shortest form that reads
/// back exactly (whole numbers without a point, for whole-number
/// parameters).
///
/// ```
/// use tetrolab::analysis::Sweep;
/// let sweep: Sweep = "weighted:denominator=1.0..1.5:0.1".parse().unwrap();
/// assert_eq!(sweep.axes[0].values, ["1", "1.1", "1.2", "1.3", "1.4"]);
/// assert_eq!(sweep.len(), 5);
/// ```
///
/// Points are made from the axes as they are needed (each was checked to
/// be a spec when the template was read), so a sweep of a million points
/// holds its axes' values, not a million specs.
#[derive(Debug, Clone)]
pub struct Sweep {
    /// The swept parameters, in the order written.
    pub axes: Vec<Axis>,
    /// The randomizer's name.
    name: String,
    /// The parameters not swept, as written.
    fixed: Vec<String>,
    /// How many points the grid has.
    len: usize,
    /// The points whose specs warn, found when the template was read.
    warned: Warned,
}

/// Which points of a sweep warn: the first, and how many in all.
#[derive(Debug, Clone, Copy, Default)]
struct Warned {
    first: Option<usize>,
    points: usize,
}

/// What is wrong with a sweep template.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SweepError {
    /// A range is malformed.
    #[error(
        "bad range {} for {}: write FROM..TO:STEP with numbers and STEP > 0, TO > FROM (e.g. 1.0..10.0:0.01)",
        crate::quote::quoted(text),
        crate::quote::quoted(key)
    )]
    BadRange {
        /// The parameter.
        key: String,
        /// The range as written.
        text: String,
    },
    /// The grid is too large.
    #[error("the sweep has {} points, more than {max}: use fewer or coarser ranges", count_text(*points))]
    TooLarge {
        /// Points the ranges make (a float: it may be astronomical).
        points: f64,
        /// The most allowed.
        max: usize,
    },
    /// The sweep would deal more pieces than a count can hold.
    #[error(
        "the sweep would deal {points} points × {trials} trials × {length} pieces, more than 2^64 pieces: use fewer or shorter trials"
    )]
    TooManyPieces {
        /// Points.
        points: usize,
        /// Trials per point.
        trials: u64,
        /// Pieces per trial.
        length: u64,
    },
    /// A point's spec cannot run on the generator, or the generator
    /// refuses the seed.
    #[error("{}", self.message(Spelling::CLI))]
    Dealing(SpecError),
    /// A metric is asked for more than once.
    #[error(
        "{} is asked for twice: name each metric once",
        crate::quote::quoted(metric)
    )]
    RepeatedMetric {
        /// The metric's name.
        metric: String,
    },
    /// A trial would deal past where its source stops.
    #[error(
        "at {}: the trial seeded {seed} stops before piece {}: {}; seed 002's script cannot deal that far, so the sweep is refused (use denominators of at least 1, or shorter trials)",
        crate::quote::quoted(point), halt.piece, halt.reason
    )]
    Halted {
        /// The point's spec.
        point: String,
        /// The trial's seed.
        seed: String,
        /// Where it stops.
        halt: Halt,
    },
    /// Stopped, as asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
    /// A point of the grid is not a valid spec.
    #[error("at {}: {error}", crate::quote::quoted(point))]
    Point {
        /// The point's spec text.
        point: String,
        /// Why it does not parse.
        error: Box<SpecError>,
    },
}

impl Spelled for SweepError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            SweepError::Dealing(error) => error.message(spelling),
            other => other.to_string(),
        }
    }
}

/// A count for a message: whole, or roughly when astronomical.
fn count_text(count: f64) -> String {
    if count < 1e15 {
        format!("{count:.0}")
    } else {
        format!("about {count:.1e}")
    }
}

/// One point of a sweep's result: its axis values and each metric's mean
/// over the trials.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SweepRow {
    /// The axis values, in axis order.
    pub values: Vec<String>,
    /// Each requested metric's mean over the trials where it is defined,
    /// with its standard error (the trials' spread over √trials); `None`
    /// where no trial defines it.
    pub means: Vec<Option<Estimate>>,
}

impl Sweep {
    /// The most points a sweep may have.
    pub const MAX_POINTS: usize = 1_000_000;

    /// How many points the grid has.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the grid has no point (never: a template makes one at
    /// least).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Point `i` (`i < len()`): its axis values, in axis order (the last
    /// axis changing fastest), and its spec.
    pub fn point(&self, i: usize) -> (Vec<String>, Spec) {
        self.point_text(i)
            .map(|(values, text)| {
                let spec = text.parse().expect("every point was read as a spec");
                (values, spec)
            })
            .expect("a point of the grid")
    }

    /// Every point, in order, made as it is asked for.
    pub fn points(&self) -> impl Iterator<Item = (Vec<String>, Spec)> + '_ {
        (0..self.len).map(|i| self.point(i))
    }

    /// Point `i`'s axis values and spec text, if there is one.
    fn point_text(&self, i: usize) -> Option<(Vec<String>, String)> {
        if i >= self.len {
            return None;
        }
        let mut values = vec![String::new(); self.axes.len()];
        let mut rest = i;
        for (value, axis) in values.iter_mut().zip(&self.axes).rev() {
            *value = axis.values[rest % axis.values.len()].clone();
            rest /= axis.values.len();
        }
        // Written piece by piece into one string: every point is made
        // twice (read when the template is, dealt when its row is made).
        let mut text = self.name.clone();
        let fixed = self.fixed.iter().map(|item| [item.as_str(), "", ""]);
        let swept = (self.axes.iter().zip(&values)).map(|(a, v)| [a.key.as_str(), "=", v]);
        for (n, parts) in fixed.chain(swept).enumerate() {
            text.push(if n == 0 { ':' } else { ',' });
            parts.iter().for_each(|part| text.push_str(part));
        }
        Some((values, text))
    }

    /// The sweep's seed on `rng`: the given one, or one drawn from fresh
    /// bits for the first point's generator (announced), with the points'
    /// warnings (the first, and how many more are like it).
    ///
    /// ```
    /// use tetrolab::analysis::Sweep;
    /// use tetrolab::randomizer::SeedChoice;
    /// let sweep: Sweep = "weighted:denominator=0.25..1.0:0.25".parse()?;
    /// let resolved = sweep.seed(None, SeedChoice::Given(3u64.into()))?;
    /// assert_eq!(resolved.value.to_string(), "3");
    /// // 0.25 diverges, and so do 0.5 and 0.75.
    /// assert!(resolved.notices.last().unwrap().to_string().contains("2 more points"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The first point's randomizer cannot run on `rng`.
    pub fn seed(
        &self,
        rng: Option<RngKind>,
        seed: SeedChoice,
    ) -> Result<Resolved<Seed>, SpecError> {
        let first = self.point(0).1;
        let mut notices = Vec::new();
        let seed = match seed {
            SeedChoice::Given(seed) => seed,
            SeedChoice::Fresh(bits) => {
                let seed = first.generator(rng)?.seed_from_bits(bits);
                notices.push(Notice::FreshSeed(seed.to_string()));
                seed
            }
        };
        if let Some(first) = self.warned.first {
            let spec = self.point(first).1;
            notices.extend(spec.warnings().into_iter().map(Notice::Warning));
            let more = self.warned.points - 1;
            if more > 0 {
                notices.push(Notice::Warning(format!("and {more} more points like it")));
            }
        }
        Ok(Resolved {
            value: seed,
            notices,
        })
    }

    /// Runs `trials` independent streams of `length` pieces at every
    /// point on `rng`, and averages each of `metrics` over the trials.
    /// Trial `j` of point `i` is stream `i · trials + j` of the point's
    /// [`Dealing`] with `seed`, so results are the same on any number of
    /// threads. Each trial is dealt and measured in chunks, so memory does
    /// not grow with `trials` or `length`. `progress` is called with the
    /// pieces of each finished chunk.
    ///
    /// Seed document 002's analysis is [`Metric::FrequencyStd`] over
    /// `weighted:denominator=1.0..10.0:0.01` with 100 trials of 100 pieces.
    ///
    /// # Errors
    /// A point's spec cannot run on the generator, the generator refuses
    /// the seed, or the sweep would deal more than 2^64 pieces.
    ///
    /// ```
    /// use tetrolab::analysis::{Metric, Sweep};
    /// let sweep: Sweep = "weighted:denominator=1.0..3.0:1".parse().unwrap();
    /// let rows = sweep
    ///     .run(None, &7u64.into(), 100, 100, &[Metric::FrequencyStd], &tetrolab::work::Unwatched)
    ///     .unwrap();
    /// // A denominator of 2 evens the frequencies out more than 1 (memoryless).
    /// assert!(rows[1].means[0].unwrap().value < rows[0].means[0].unwrap().value);
    /// ```
    pub fn run(
        &self,
        rng: Option<RngKind>,
        seed: &Seed,
        trials: u64,
        length: u64,
        metrics: &[Metric],
        watch: &dyn Watch,
    ) -> Result<Vec<SweepRow>, SweepError> {
        self.rows(rng, seed, trials, length, metrics, watch)?
            .collect()
    }

    /// [`Sweep::run`]'s rows one at a time, in order, as they are made: a
    /// block of points at a time over every core, so memory holds one
    /// block's rows whatever the grid (a face writes each row as it
    /// comes). Everything that can be refused is refused here, before the
    /// first row: too many pieces, a metric named twice, a point that
    /// cannot run on the generator or a trial that would deal past where
    /// its source stops; the rows can then only be stopped by `watch`.
    ///
    /// ```
    /// use tetrolab::analysis::{Metric, Sweep};
    /// let sweep: Sweep = "weighted:denominator=1.0..3.0:1".parse().unwrap();
    /// let metrics = [Metric::FrequencyStd];
    /// let mut rows = sweep.rows(None, &7u64.into(), 10, 100, &metrics, &tetrolab::work::Unwatched)?;
    /// assert_eq!(rows.next().unwrap()?.values, ["1"]);
    /// assert_eq!(rows.next().unwrap()?.values, ["2"]);
    /// assert!(rows.next().is_none());
    /// let twice = [Metric::FrequencyStd, Metric::FrequencyStd];
    /// assert!(sweep.rows(None, &7u64.into(), 10, 100, &twice, &tetrolab::work::Unwatched).is_err());
    /// # Ok::<(), tetrolab::analysis::SweepError>(())
    /// ```
    ///
    /// # Errors
    /// As [`Sweep::run`], or a metric named twice.
    pub fn rows<'a>(
        &'a self,
        rng: Option<RngKind>,
        seed: &Seed,
        trials: u64,
        length: u64,
        metrics: &'a [Metric],
        watch: &'a dyn Watch,
    ) -> Result<SweepRows<'a>, SweepError> {
        self.pieces(trials, length)?;
        if let Some((_, metric)) = metrics
            .iter()
            .enumerate()
            .find(|&(i, m)| metrics[..i].contains(m))
        {
            return Err(SweepError::RepeatedMetric {
                metric: metric.to_string(),
            });
        }
        // No trial may deal past where its source stops (seed 002's
        // script below denominator 1): every point checked before any is
        // dealt.
        check_points(self.len, |i| {
            let spec = self.point(i).1;
            let dealing = Dealing::new(spec.clone(), rng, *seed).map_err(SweepError::Dealing)?;
            let first = i as u64 * trials;
            match dealing.first_halt((first..first + trials).map(|k| (k, length))) {
                Some((stream, halt)) => Err(SweepError::Halted {
                    point: spec.to_string(),
                    seed: stream.seed().to_string(),
                    halt,
                }),
                None => Ok(false),
            }
        })?;
        let detail = metrics.iter().map(|m| m.detail()).max();
        Ok(SweepRows {
            sweep: self,
            rng,
            seed: *seed,
            trials: TrialSet {
                trials,
                length,
                metrics,
                detail: detail.unwrap_or(Detail::Counts),
                watch,
            },
            next: 0,
            made: std::collections::VecDeque::new(),
        })
    }

    /// The pieces the sweep deals in all.
    ///
    /// # Errors
    /// More than 2^64.
    pub fn pieces(&self, trials: u64, length: u64) -> Result<u64, SweepError> {
        (self.len as u64)
            .checked_mul(trials)
            .and_then(|n| n.checked_mul(length))
            .ok_or(SweepError::TooManyPieces {
                points: self.len,
                trials,
                length,
            })
    }
}

/// A sweep's rows as they are made ([`Sweep::rows`]).
pub struct SweepRows<'a> {
    sweep: &'a Sweep,
    rng: Option<RngKind>,
    seed: Seed,
    trials: TrialSet<'a>,
    /// The first point not yet made.
    next: usize,
    /// Rows made and not yet taken.
    made: std::collections::VecDeque<SweepRow>,
}

impl std::fmt::Debug for SweepRows<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SweepRows")
            .field("next", &self.next)
            .field("points", &self.sweep.len())
            .finish_non_exhaustive()
    }
}

/// Points made at once, over every core: enough to keep the cores busy,
/// few enough that their rows take little memory.
const POINTS_AT_ONCE: usize = 1024;

impl Iterator for SweepRows<'_> {
    type Item = Result<SweepRow, SweepError>;

    fn next(&mut self) -> Option<Result<SweepRow, SweepError>> {
        if self.made.is_empty() && self.next < self.sweep.len() {
            let block = self.next..(self.next + POINTS_AT_ONCE).min(self.sweep.len());
            self.next = block.end;
            let trials = self.trials.trials;
            let made = block
                .into_par_iter()
                .map_init(
                    || Scratch::new(&self.trials),
                    |scratch, i| {
                        let (values, spec) = self.sweep.point(i);
                        let dealing =
                            Dealing::new(spec, self.rng, self.seed).map_err(SweepError::Dealing)?;
                        Ok(SweepRow {
                            values,
                            means: self.trials.run(&dealing, i as u64 * trials, scratch)?,
                        })
                    },
                )
                .collect::<Result<Vec<_>, SweepError>>();
            match made {
                Ok(rows) => self.made.extend(rows),
                Err(error) => {
                    self.next = self.sweep.len();
                    return Some(Err(error));
                }
            }
        }
        self.made.pop_front().map(Ok)
    }
}

/// Trials dealt together (see [`Dealing::trials`]), which some
/// randomizers deal faster side by side.
const TRIALS_AT_ONCE: u64 = 16;
/// Pieces each trial deals per fill.
const CHUNK: u64 = 1 << 12;

/// What every point of a sweep runs.
struct TrialSet<'a> {
    trials: u64,
    length: u64,
    metrics: &'a [Metric],
    detail: Detail,
    watch: &'a dyn Watch,
}

/// What one thread deals a group of trials into and measures them with,
/// kept from point to point and cleared for each group: making them for
/// each point (1.3 KB of metrics a trial) cost a sweep of short trials
/// more than counting their pieces did.
struct Scratch {
    /// Each trial's pieces of the current chunk.
    outs: Vec<Vec<Piece>>,
    /// Each trial's metrics.
    measured: Vec<Metrics>,
}

impl Scratch {
    /// Room for a group of `set`'s trials.
    fn new(set: &TrialSet<'_>) -> Scratch {
        let group = set.trials.min(TRIALS_AT_ONCE) as usize;
        let chunk = set.length.min(CHUNK) as usize;
        Scratch {
            outs: vec![vec![Piece::I; chunk]; group],
            measured: vec![Metrics::with_detail(set.detail); group],
        }
    }
}

impl TrialSet<'_> {
    /// Each metric's mean over the trials of one point, whose first trial
    /// is stream `first_stream`; stopped between chunks if the watch asks.
    /// Uses `scratch` (made by [`Scratch::new`] for this set) for the
    /// pieces and the trials' metrics.
    fn run(
        &self,
        dealing: &Dealing,
        first_stream: u64,
        scratch: &mut Scratch,
    ) -> Result<Vec<Option<Estimate>>, Stopped> {
        let mut samples = vec![Samples::default(); self.metrics.len()];
        // Pieces dealt and not yet told to the watch: told at least every
        // `CHUNK` pieces a trial, and at the end.
        let mut untold = 0;
        for first in (0..self.trials).step_by(TRIALS_AT_ONCE as usize) {
            let group = first..self.trials.min(first.saturating_add(TRIALS_AT_ONCE));
            let outs = &mut scratch.outs[..(group.end - group.start) as usize];
            let measured = &mut scratch.measured[..outs.len()];
            measured.iter_mut().for_each(Metrics::clear);
            let mut dealt = dealing.trials(first_stream + group.start..first_stream + group.end);
            let mut left = self.length;
            while left > 0 {
                if self.watch.stopped() {
                    return Err(Stopped);
                }
                let take = left.min(CHUNK) as usize;
                outs.iter_mut().for_each(|out| out.resize(take, Piece::I));
                dealt.fill_each(outs);
                for (metrics, out) in measured.iter_mut().zip(outs.iter()) {
                    metrics.observe(out);
                }
                untold += take as u64 * outs.len() as u64;
                if untold >= CHUNK * TRIALS_AT_ONCE {
                    self.watch.add(untold);
                    untold = 0;
                }
                left -= take as u64;
            }
            for trial in measured.iter() {
                for (metric, sample) in self.metrics.iter().zip(&mut samples) {
                    if let Some(value) = metric.value(trial) {
                        sample.add(value);
                    }
                }
            }
        }
        self.watch.add(untold);
        Ok(samples.iter().map(Samples::estimate).collect())
    }
}

impl std::str::FromStr for Sweep {
    type Err = SweepError;

    fn from_str(text: &str) -> Result<Sweep, SweepError> {
        let text = text.trim();
        let (name, params) = text.split_once(':').unwrap_or((text, ""));
        let mut fixed = Vec::new();
        let mut axes = Vec::new();
        for item in params.split(',').filter(|item| !item.is_empty()) {
            match item.split_once('=') {
                Some((key, value)) if value.contains("..") => axes.push(Axis {
                    key: key.trim().to_owned(),
                    values: arange(key.trim(), value.trim())?,
                }),
                _ => fixed.push(item.to_owned()),
            }
        }
        let points = axes.iter().map(|a| a.values.len() as f64).product::<f64>();
        if points > Sweep::MAX_POINTS as f64 {
            return Err(SweepError::TooLarge {
                points,
                max: Sweep::MAX_POINTS,
            });
        }
        let mut sweep = Sweep {
            len: points as usize,
            axes,
            name: name.to_owned(),
            fixed,
            warned: Warned::default(),
        };
        // Every point read as a spec once, now, so a bad one is refused
        // before any work; none is kept, only which ones warn.
        sweep.warned = check_points(sweep.len, |i| {
            let (_, point) = sweep.point_text(i).expect("a point of the grid");
            match point.parse::<Spec>() {
                Ok(spec) => Ok(!spec.warnings().is_empty()),
                Err(error) => Err(SweepError::Point {
                    point,
                    error: Box::new(error),
                }),
            }
        })?;
        Ok(sweep)
    }
}

/// Checks points `0..len` over every core, a block at a time (so memory
/// holds one block's answers whatever the grid): the error of the first
/// point in grid order that has one, else which points `check` found to
/// warn. A sweep's points are all checked before any is dealt; checked
/// one at a time, they held seed 002's sweep on one core while the other
/// waited.
fn check_points(
    len: usize,
    check: impl Fn(usize) -> Result<bool, SweepError> + Sync,
) -> Result<Warned, SweepError> {
    const BLOCK: usize = 4096;
    let mut warned = Warned::default();
    for start in (0..len).step_by(BLOCK) {
        let block = start..len.min(start + BLOCK);
        let answers: Vec<_> = block.clone().into_par_iter().map(&check).collect();
        for (i, answer) in block.zip(answers) {
            if answer? {
                warned.first.get_or_insert(i);
                warned.points += 1;
            }
        }
    }
    Ok(warned)
}

/// numpy's `arange(from, to, step)` from `FROM..TO:STEP`, as spec text.
fn arange(key: &str, text: &str) -> Result<Vec<String>, SweepError> {
    let bad = || SweepError::BadRange {
        key: key.to_owned(),
        text: text.to_owned(),
    };
    let (from, rest) = text.split_once("..").ok_or_else(bad)?;
    let (to, step) = rest.split_once(':').ok_or_else(bad)?;
    let number = |s: &str| s.trim().parse::<f64>().ok().filter(|x| x.is_finite());
    let (from, to, step) = (
        number(from).ok_or_else(bad)?,
        number(to).ok_or_else(bad)?,
        number(step).ok_or_else(bad)?,
    );
    if step <= 0.0 || to <= from {
        return Err(bad());
    }
    let count = ((to - from) / step).ceil();
    if count > Sweep::MAX_POINTS as f64 {
        return Err(SweepError::TooLarge {
            points: count,
            max: Sweep::MAX_POINTS,
        });
    }
    Ok((0..count as usize)
        .map(|i| format!("{}", from + i as f64 * step))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arange_matches_numpy() {
        // numpy: len(np.arange(1.0, 10.0, 0.01)) == 900, and its last is
        // 9.99 (printed 9.990000000000002 by repr).
        let sweep: Sweep = "weighted:denominator=1.0..10.0:0.01".parse().unwrap();
        let values = &sweep.axes[0].values;
        assert_eq!(values.len(), 900);
        assert_eq!(values[0], "1");
        assert_eq!(values[899], format!("{}", 1.0 + 899.0 * 0.01));
        let focused: Sweep = "weighted:denominator=1.0..1.5:0.001".parse().unwrap();
        assert_eq!(focused.len(), 500);
    }

    #[test]
    fn grids_and_fixed_parameters() {
        let sweep: Sweep = "history:rolls=1..4:1,size=1..3:1,first=roll,history="
            .parse()
            .unwrap();
        assert_eq!(sweep.len(), 6);
        let (values, spec) = sweep.point(5);
        assert_eq!(values, ["3", "2"]);
        assert_eq!(
            spec.to_string(),
            "history:size=2,rolls=3,first=roll,history="
        );
    }

    /// A metric named twice is refused before any work (it was run
    /// twice, and the list had no end).
    #[test]
    fn a_metric_named_twice_is_refused() {
        let sweep: Sweep = "weighted:denominator=1.0..3.0:1".parse().unwrap();
        let metrics = [
            Metric::FrequencyStd,
            Metric::RepeatProbability,
            Metric::FrequencyStd,
        ];
        let refused = sweep.run(None, &1u64.into(), 2, 10, &metrics, &crate::work::Unwatched);
        assert_eq!(
            refused.unwrap_err().to_string(),
            "`frequency_std` is asked for twice: name each metric once"
        );
    }

    /// Points are checked over every core a block at a time, and the
    /// answer is the one a check in grid order gives: the first point's
    /// error (here in the third block), or which points warn.
    #[test]
    fn points_are_checked_in_grid_order() {
        let failing = |i: usize| SweepError::BadRange {
            key: i.to_string(),
            text: String::new(),
        };
        let check = |i: usize| match i {
            9000 | 9500 | 12_000 => Err(failing(i)),
            _ => Ok(i % 3 == 1),
        };
        assert_eq!(check_points(10_000, check).unwrap_err(), failing(9000));
        let warned = check_points(9000, check).unwrap();
        assert_eq!((warned.first, warned.points), (Some(1), 3000));
        let none = check_points(3, |_| Ok(false)).unwrap();
        assert_eq!((none.first, none.points), (None, 0));
    }

    #[test]
    fn errors() {
        for bad in [
            "weighted:denominator=2..1:0.1",
            "weighted:denominator=1..2:0",
            "weighted:denominator=1..x:1",
            "weighted:denominator=1..2",
        ] {
            assert!(
                matches!(bad.parse::<Sweep>(), Err(SweepError::BadRange { .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            "weighted:denominator=-1..1:0.5".parse::<Sweep>(),
            Err(SweepError::Point { .. })
        ));
        assert!(matches!(
            "history:rolls=1.5..3:1".parse::<Sweep>(),
            Err(SweepError::Point { .. })
        ));
    }
}
