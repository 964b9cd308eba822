//! A sweep's mean against its parameter, with the interval band.

use tetrolab::analysis::{Metric, Sweep};

use super::laws::line;
use tetrolab::rng::{RngKind, Seed};

use crate::chart::{Chart, Layer, Reach, Scale, XAxis, YAxis, palette};
use crate::{ChartError, Progress};

/// What a sweep chart runs.
#[derive(Debug, Clone)]
pub struct SweepQuestion<'a> {
    /// The template: a spec with one numeric range.
    pub template: &'a str,
    /// The metric averaged at each point.
    pub metric: Metric,
    /// Trials per point.
    pub trials: u64,
    /// Pieces per trial.
    pub length: u64,
    /// Draw points (seed 002's focused scatter) instead of a line.
    pub points: bool,
}

impl SweepQuestion<'_> {
    /// The template parsed, refused unless it has exactly one range:
    /// asked before any work.
    ///
    /// # Errors
    /// A template that does not parse, or has other than one range.
    pub fn check(&self) -> Result<Sweep, ChartError> {
        let sweep: Sweep = self.template.parse()?;
        if sweep.axes.len() != 1 {
            return Err(ChartError::Question(format!(
                "plot sweep draws one parameter against the metric, but the template has {} ranges; keep one FROM..TO:STEP range",
                sweep.axes.len()
            )));
        }
        Ok(sweep)
    }
}

/// Runs a one-axis sweep and charts the metric's mean over the trials at
/// each parameter value with its 95 % interval, as a line and band (or
/// as points with whiskers).
///
/// # Errors
/// A template that does not parse, has other than one range, or ranges
/// over words.
pub fn sweep(
    q: &SweepQuestion,
    rng: Option<RngKind>,
    seed: &Seed,
    progress: &dyn Progress,
) -> Result<Chart, ChartError> {
    let sweep = q.check()?;
    let axis = &sweep.axes[0];
    let x_of = |text: &str| -> Result<f64, ChartError> {
        text.parse().map_err(|_| {
            ChartError::Question(format!(
                "plot sweep needs a numeric range; {} is not a number",
                axis.key
            ))
        })
    };
    let total = sweep.pieces(q.trials, q.length)?;
    progress.begin("sweep", total);
    // Rows taken as they are made: the chart keeps two points a row, not
    // the rows.
    let metrics = [q.metric];
    let rows = sweep.rows(rng, seed, q.trials, q.length, &metrics, progress)?;
    let mut means = Vec::new();
    let mut intervals = Vec::new();
    for row in rows {
        let row = row?;
        let x = x_of(&row.values[0])?;
        if let Some(estimate) = row.means[0] {
            let (lo, hi) = estimate.ci95().unwrap_or((estimate.value, estimate.value));
            means.push((x, estimate.value));
            intervals.push((x, lo, hi));
        }
    }
    let color = palette::series(0);
    let layers = if q.points {
        vec![Layer::Points {
            name: Some("mean over the trials, 95% CI".to_string()),
            color: color.to_string(),
            points: means
                .iter()
                .zip(&intervals)
                .map(|(&(x, y), &(_, lo, hi))| (x, y, Some((lo, hi))))
                .collect(),
            titles: Vec::new(),
        }]
    } else {
        vec![
            Layer::Band {
                name: Some("95% CI of the mean".to_string()),
                color: color.to_string(),
                points: intervals,
            },
            line("mean over the trials".to_string(), color, means, false),
        ]
    };
    // The metric in the words of every table (its label and definition),
    // not the identifier `--metric` takes.
    let about = q.metric.about();
    Ok(Chart {
        title: format!("{} against {}", capitalized(&about.label), axis.key),
        subtitle: format!(
            "{}; {}: {} trials of {} pieces per point, seed {seed}; estimated",
            about.definition, q.template, q.trials, q.length
        ),
        x: XAxis::Numbers {
            label: axis.key.clone(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: format!("{} (mean over the trials)", about.label),
            scale: Scale::Linear,
            from_zero: false,
            reach: metric_reach(q.metric),
        },
        layers,
    })
}

/// What a metric's mean can reach: probabilities and shares lie between
/// 0 and 1; every other metric (gaps, lengths, variances, bits,
/// deviations, seed 002's std) is never negative. Every metric is named,
/// so a new one must say which it is.
fn metric_reach(metric: Metric) -> Reach {
    match metric {
        Metric::Frequency(_) | Metric::DroughtAtLeast(..) | Metric::RepeatProbability => {
            Reach::PROBABILITY
        }
        Metric::GapMean(_)
        | Metric::GapVariance(_)
        | Metric::DroughtMax(_)
        | Metric::DroughtQuantile(..)
        | Metric::FloodMax
        | Metric::SnakeMax
        | Metric::ConditionalEntropy(_)
        | Metric::MaxDeviation
        | Metric::RmsDeviation
        | Metric::FrequencyStd => Reach::NON_NEGATIVE,
    }
}

/// `text` with its first letter a capital, as a title begins.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
