//! `sweep`'s answer: a randomizer's metrics over a grid of parameters,
//! each the mean over independent trials with its standard error.

use std::cell::RefCell;

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeSeq, SerializeStruct};

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
        let streamed = Swept::stream(template, sweep, rng, seed, trials, length, metrics, watch)?;
        let mut swept = streamed.head.clone();
        swept.rows = std::iter::from_fn(|| streamed.next_row()).collect();
        match streamed.failure() {
            Some(error) => Err(error),
            None => Ok(swept),
        }
    }

    /// [`Swept::run`] with its rows made as they are taken
    /// ([`Sweep::rows`]): its `Serialize` form is `Swept`'s, written row
    /// by row, so a face writes a sweep of any size in the memory of one
    /// block of rows.
    ///
    /// # Errors
    /// As [`Sweep::rows`], all before the first row.
    #[allow(clippy::too_many_arguments)]
    pub fn stream<'a>(
        template: &str,
        sweep: &'a Sweep,
        rng: Option<RngKind>,
        seed: &Seed,
        trials: u64,
        length: u64,
        metrics: &'a [Metric],
        watch: &'a dyn Watch,
    ) -> Result<StreamedSwept<'a>, SweepError> {
        let rows = sweep.rows(rng, seed, trials, length, metrics, watch)?;
        let names: Vec<String> = metrics.iter().map(Metric::to_string).collect();
        let axes: Vec<String> = sweep.axes.iter().map(|a| a.key.clone()).collect();
        let head = Swept {
            template: template.to_owned(),
            trials,
            length,
            seed: seed.to_string(),
            rows: Vec::new(),
            axes: axes.clone(),
            metrics: names.clone(),
        };
        let rows = rows.map(move |row| {
            row.map(|SweepRow { values, means }| SweptRow {
                axes: axes.iter().cloned().zip(values).collect(),
                means: names.iter().cloned().zip(means).collect(),
            })
        });
        Ok(StreamedSwept {
            head,
            rows: RefCell::new(Box::new(rows)),
            failure: RefCell::new(None),
        })
    }
}

/// A [`Swept`] whose rows are made as they are taken ([`Swept::stream`]):
/// serialised, it writes exactly what the `Swept` would, one row at a
/// time; or its rows are taken one by one.
pub struct StreamedSwept<'a> {
    /// Everything but the rows (`rows` is empty).
    pub head: Swept,
    rows: RefCell<Box<dyn Iterator<Item = Result<SweptRow, SweepError>> + 'a>>,
    failure: RefCell<Option<SweepError>>,
}

impl std::fmt::Debug for StreamedSwept<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StreamedSwept")
            .field("head", &self.head)
            .finish_non_exhaustive()
    }
}

impl StreamedSwept<'_> {
    /// The next row, if any is left and it could be made (else the rows
    /// end, and [`StreamedSwept::failure`] says why).
    pub fn next_row(&self) -> Option<SweptRow> {
        match self.rows.borrow_mut().next()? {
            Ok(row) => Some(row),
            Err(error) => {
                *self.failure.borrow_mut() = Some(error);
                None
            }
        }
    }

    /// Why the rows ended early, if a row could not be made (serialising
    /// then fails too, its own error only saying that it stopped).
    pub fn failure(&self) -> Option<SweepError> {
        self.failure.borrow_mut().take()
    }
}

impl Serialize for StreamedSwept<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        /// The rows, serialised as they are made.
        struct Rows<'b, 'a>(&'b StreamedSwept<'a>);

        impl Serialize for Rows<'_, '_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut seq = serializer.serialize_seq(None)?;
                while let Some(row) = self.0.next_row() {
                    seq.serialize_element(&row)?;
                }
                if let Some(error) = self.0.failure.borrow().as_ref() {
                    return Err(serde::ser::Error::custom(error.to_string()));
                }
                seq.end()
            }
        }

        let head = &self.head;
        let mut map = serializer.serialize_struct("Swept", 7)?;
        map.serialize_field("template", &head.template)?;
        map.serialize_field("trials", &head.trials)?;
        map.serialize_field("length", &head.length)?;
        map.serialize_field("seed", &head.seed)?;
        map.serialize_field("axes", &head.axes)?;
        map.serialize_field("metrics", &head.metrics)?;
        map.serialize_field("rows", &Rows(self))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A streamed sweep serialises to exactly the collected sweep's JSON,
    /// pretty or compact, and its rows come out one by one the same.
    #[test]
    fn streamed_equals_collected() {
        let template = "weighted:denominator=1.0..3.0:0.5";
        let sweep: Sweep = template.parse().unwrap();
        let metrics = [Metric::FrequencyStd, Metric::RepeatProbability];
        let seed = 9u64.into();
        let run = |streamed: bool, pretty: bool| {
            let unwatched = crate::work::Unwatched;
            if streamed {
                let swept =
                    Swept::stream(template, &sweep, None, &seed, 20, 50, &metrics, &unwatched)
                        .unwrap();
                match pretty {
                    true => serde_json::to_string_pretty(&swept).unwrap(),
                    false => serde_json::to_string(&swept).unwrap(),
                }
            } else {
                let swept = Swept::run(template, &sweep, None, &seed, 20, 50, &metrics, &unwatched)
                    .unwrap();
                match pretty {
                    true => serde_json::to_string_pretty(&swept).unwrap(),
                    false => serde_json::to_string(&swept).unwrap(),
                }
            }
        };
        for pretty in [true, false] {
            assert_eq!(run(true, pretty), run(false, pretty));
        }
        let streamed = Swept::stream(
            template,
            &sweep,
            None,
            &seed,
            20,
            50,
            &metrics,
            &crate::work::Unwatched,
        )
        .unwrap();
        let collected = Swept::run(
            template,
            &sweep,
            None,
            &seed,
            20,
            50,
            &metrics,
            &crate::work::Unwatched,
        )
        .unwrap();
        let rows: Vec<_> = std::iter::from_fn(|| streamed.next_row()).collect();
        assert_eq!(
            serde_json::to_string(&rows).unwrap(),
            serde_json::to_string(&collected.rows).unwrap()
        );
    }
}
