//! `sweep`: a randomizer template measured over a grid of parameters.

use super::call::CallError;
use super::given::Options;
use super::reader::{Reader, check_at_least};
use super::refusal::RequestError;
use crate::analysis::{Metric, Sweep};
use crate::randomizer::{Resolved, SeedChoice};
use crate::results::{SWEEP_LENGTH, SWEEP_TRIALS, SWEPT_BY_DEFAULT, StreamedSwept, Swept};
use crate::rng::{RngKind, Seed};
use crate::work::Watch;

/// What `sweep` measures: `tetrolab sweep`, Python's `sweep()`.
///
/// ```
/// use tetrolab::request::SweepRequest;
/// let request = SweepRequest {
///     trials: 4,
///     seed: Some(1u64.into()),
///     ..SweepRequest::new("weighted:denominator=1.0..3.0:1.0")
/// };
/// let swept = request.resolve(0)?.value.measure(&tetrolab::work::Unwatched)?;
/// assert_eq!(swept.rows.len(), 2);
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct SweepRequest {
    /// A spec whose numeric parameters may be ranges `FROM..TO:STEP`.
    pub template: String,
    /// Independent trials per point.
    pub trials: u64,
    /// Pieces per trial.
    pub length: u64,
    /// The metrics averaged, by name.
    pub metrics: Vec<String>,
    /// The seed trials' seeds derive from (`None`: one is drawn).
    pub seed: Option<Seed>,
    /// The generator (`None`: the randomizer's own).
    pub rng: Option<RngKind>,
}

impl SweepRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] =
        &["template", "trials", "length", "metrics", "seed", "rng"];

    /// `template` with every other option at the library's default.
    pub fn new(template: &str) -> SweepRequest {
        SweepRequest {
            template: template.to_owned(),
            trials: SWEEP_TRIALS,
            length: SWEEP_LENGTH,
            metrics: SWEPT_BY_DEFAULT.iter().map(|m| (*m).to_owned()).collect(),
            seed: None,
            rng: None,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<SweepRequest, RequestError> {
        let read = Reader::new(options, "sweep", Self::OPTIONS)?;
        let template = read.required("template", "sweep template")?;
        let defaults = SweepRequest::new(&template);
        let metrics = read.texts("metrics")?;
        let request = SweepRequest {
            trials: read.at_least("trials", 1, SWEEP_TRIALS)?,
            length: read.at_least("length", 1, SWEEP_LENGTH)?,
            metrics: if read.has("metrics") {
                metrics
            } else {
                defaults.metrics.clone()
            },
            seed: read.seed("seed")?,
            rng: read.rng()?,
            ..defaults
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        self.parsed().map(drop)
    }

    /// The grid and the metrics, read, once the counts are checked.
    fn parsed(&self) -> Result<(Sweep, Vec<Metric>), RequestError> {
        check_at_least("trials", self.trials, 1)?;
        check_at_least("length", self.length, 1)?;
        let sweep: Sweep = self.template.parse().map_err(RequestError::Sweep)?;
        sweep
            .pieces(self.trials, self.length)
            .map_err(RequestError::Sweep)?;
        if self.metrics.is_empty() {
            return Err(RequestError::Missing {
                option: "metrics",
                what: "metric",
            });
        }
        let metrics = self
            .metrics
            .iter()
            .map(|m| m.trim().parse::<Metric>().map_err(RequestError::Metric))
            .collect::<Result<_, _>>()?;
        Ok((sweep, metrics))
    }

    /// The sweep resolved: its grid, metrics and seed (`fresh`: 64
    /// random bits for a seed not given, announced).
    ///
    /// # Errors
    /// A refused request.
    pub fn resolve(&self, fresh: u64) -> Result<Resolved<SweepRun>, RequestError> {
        // Read once: each of a grid's points is read as a spec.
        let (sweep, metrics) = self.parsed()?;
        let seed = sweep.seed(self.rng, SeedChoice::from_option(self.seed, fresh))?;
        Ok(Resolved {
            value: SweepRun {
                request: self.clone(),
                sweep,
                metrics,
                seed: seed.value,
            },
            notices: seed.notices,
        })
    }
}

/// A sweep resolved, ready to measure.
#[derive(Debug)]
pub struct SweepRun {
    request: SweepRequest,
    sweep: Sweep,
    metrics: Vec<Metric>,
    seed: Seed,
}

impl SweepRun {
    /// Pieces the whole sweep deals.
    pub fn pieces(&self) -> u64 {
        self.sweep
            .pieces(self.request.trials, self.request.length)
            .unwrap_or(u64::MAX)
    }

    /// The sweep with its rows made as they are taken (memory held to
    /// one block of rows), for writing them out as they come.
    ///
    /// # Errors
    /// Too many pieces or a metric named twice, before the first row.
    pub fn stream<'a>(&'a self, watch: &'a dyn Watch) -> Result<StreamedSwept<'a>, CallError> {
        let request = &self.request;
        watch.begin("sweep", self.pieces());
        Ok(Swept::stream(
            &request.template,
            &self.sweep,
            request.rng,
            &self.seed,
            request.trials,
            request.length,
            &self.metrics,
            watch,
        )?)
    }

    /// Measures every point of the grid.
    ///
    /// # Errors
    /// A trial past its source's stop, or a stop asked for by `watch`.
    pub fn measure(&self, watch: &dyn Watch) -> Result<Swept, CallError> {
        let request = &self.request;
        watch.begin("sweep", self.pieces());
        Ok(Swept::run(
            &request.template,
            &self.sweep,
            request.rng,
            &self.seed,
            request.trials,
            request.length,
            &self.metrics,
            watch,
        )?)
    }
}
