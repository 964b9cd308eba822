//! `sweep`'s answer: a randomizer's metrics over a grid of parameters,
//! each the mean over independent trials with its standard error.

use serde::Serialize;
use serde::ser::SerializeMap;

use crate::analysis::{Metric, Sweep, SweepError, SweepRow};
use crate::rng::{RngKind, Seed};
use crate::work::Watch;

/// The metrics a sweep averages when none are named: seed document 002's
/// frequency spread, then gaps, repeats, long droughts and balance.
///
/// ```
/// use tetrolab::analysis::Metric;
/// for name in tetrolab::results::SWEPT_BY_DEFAULT {
///     assert!(name.parse::<Metric>().is_ok());
/// }
/// ```
pub const SWEPT_BY_DEFAULT: [&str; 5] = [
    "frequency_std",
    "gap.variance",
    "repeat_probability",
    "drought.p_at_least.13",
    "balance.rms_deviation",
];

/// A sweep run: its grid and trials, then a row per point.
#[derive(Debug, Clone, Serialize)]
pub struct Swept {
    /// The template the grid came from.
    pub template: String,
    /// Trials per point.
    pub trials: u64,
    /// Pieces per trial.
    pub length: u64,
    /// The seed trials' seeds derive from.
    pub seed: String,
    /// The swept parameters, in the template's order.
    pub axes: Vec<String>,
    /// The metrics averaged, by name.
    pub metrics: Vec<String>,
    /// One row per point: the axis values and each metric's mean and
    /// standard error, as one JSON object keyed by axis and metric names
    /// (`denominator`, `frequency_std`, `frequency_std_se`, …).
    pub rows: Vec<SweptRow>,
}

/// One point of a [`Swept`].
#[derive(Debug, Clone)]
pub struct SweptRow {
    /// The axis names and this point's values.
    pub axes: Vec<(String, String)>,
    /// Each metric's name and its mean over the trials, if defined.
    pub means: Vec<(String, Option<crate::analysis::Estimate>)>,
}

impl Serialize for SweptRow {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (axis, value) in &self.axes {
            map.serialize_entry(axis, value)?;
        }
        for (metric, mean) in &self.means {
            map.serialize_entry(metric, &mean.map(|m| m.value))?;
            map.serialize_entry(
                &format!("{metric}_se"),
                &mean.and_then(|m| m.standard_error),
            )?;
        }
        map.end()
    }
}

impl Swept {
    /// Runs `sweep` (parsed from `template`) with `trials` trials of
    /// `length` pieces at every point, averaging `metrics`, from `seed` on
    /// `rng`. `progress` is called with pieces dealt, from any thread.
    ///
    /// ```
    /// use tetrolab::analysis::{Metric, Sweep};
    /// use tetrolab::results::Swept;
    /// let template = "weighted:denominator=1.0..3.0:1.0";
    /// let sweep: Sweep = template.parse()?;
    /// let swept = Swept::run(template, &sweep, None, &1u64.into(), 10, 100, &[Metric::FrequencyStd], &tetrolab::work::Unwatched)?;
    /// assert_eq!(swept.rows.len(), 2);
    /// assert_eq!(swept.rows[1].axes[0], ("denominator".to_string(), "2".to_string()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Sweep::run`]: too many pieces, or a trial past where its source
    /// stops.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        template: &str,
        sweep: &Sweep,
        rng: Option<RngKind>,
        seed: &Seed,
        trials: u64,
        length: u64,
        metrics: &[Metric],
        watch: &dyn Watch,
    ) -> Result<Swept, SweepError> {
        let rows = sweep.run(rng, seed, trials, length, metrics, watch)?;
        let names: Vec<String> = metrics.iter().map(Metric::to_string).collect();
        let axes: Vec<String> = sweep.axes.iter().map(|a| a.key.clone()).collect();
        Ok(Swept {
            template: template.to_owned(),
            trials,
            length,
            seed: seed.to_string(),
            rows: rows
                .into_iter()
                .map(|SweepRow { values, means }| SweptRow {
                    axes: axes.iter().cloned().zip(values).collect(),
                    means: names.iter().cloned().zip(means).collect(),
                })
                .collect(),
            axes,
            metrics: names,
        })
    }
}
