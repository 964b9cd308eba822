//! Measured beside exact: one randomizer's simulation with its exact
//! answers next to it where it has a finite chain. Every face (the
//! command line's `compare`, charts, report pages, Python, the browser)
//! reads numbers through [`Measured::side_by_side`], so the rule for when
//! an exact value may stand beside a measurement lives here only.

use serde::Serialize;

use super::exact::{self, Exact, ExactValue};
use super::{Estimate, Metric, Ratings, RunError, Study, simulate};
use crate::Spec;
use crate::randomizer::Subject;
use crate::work::{StopOnly, Stopped, Watch};

/// One randomizer's numbers: a streaming simulation, and the exact
/// answers where they describe what the simulation samples.
#[derive(Debug, Clone)]
pub struct Measured {
    /// The spec as the user wrote it: its name in legends and tables.
    pub name: String,
    /// The seed the simulation was dealt from.
    pub seed: String,
    /// The simulation.
    pub study: Study,
    /// The exact answers, when the randomizer has a finite chain.
    pub exact: Option<Exact>,
}

/// One statistic measured and exact, side by side.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SideBySide {
    /// The estimate from the simulation, if it gives one.
    pub measured: Option<Estimate>,
    /// The exact value, if the chain gives one.
    pub exact: Option<ExactValue>,
}

/// What [`measure`] computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeasureOptions {
    /// Pieces to simulate per randomizer.
    pub pieces: u64,
    /// Also compute exact answers where possible.
    pub exact: bool,
    /// Entropy contexts the exact analysis computes (0..=8); fewer is
    /// faster.
    pub max_context: usize,
}

impl MeasureOptions {
    /// A simulation of `pieces` pieces, with exact answers (every entropy
    /// context) where the randomizer has a chain.
    pub fn with_exact(pieces: u64) -> MeasureOptions {
        MeasureOptions {
            pieces,
            exact: true,
            max_context: 8,
        }
    }

    /// A simulation of `pieces` pieces only.
    pub fn simulated(pieces: u64) -> MeasureOptions {
        MeasureOptions {
            pieces,
            exact: false,
            max_context: 0,
        }
    }
}

/// Measures each subject: a simulation of `options.pieces` pieces and,
/// when asked, the exact answers that may stand beside it (see
/// [`exact_beside`]; those that have none are left out). `progress` is
/// called with pieces dealt, from any thread.
///
/// ```
/// use tetrolab::analysis::{MeasureOptions, Metric, measure};
/// use tetrolab::randomizer::{SeedChoice, resolve_shared};
/// let subjects = resolve_shared(&["7-bag".into()], None, SeedChoice::Given(1u64.into()))?.value;
/// let measured = measure(&subjects, MeasureOptions::with_exact(100_000), &tetrolab::work::Unwatched)?;
/// let repeat = measured[0].side_by_side(Metric::RepeatProbability);
/// let exact = repeat.exact.unwrap().number().unwrap();
/// let estimate = repeat.measured.unwrap();
/// assert!((estimate.value - exact).abs() < 5.0 * estimate.standard_error.unwrap());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A run that would deal past where its source stops (seed 002's script
/// below denominator 1), found before any work; or a stop asked for by
/// `watch`, which is told of every chunk dealt.
pub fn measure(
    subjects: &[Subject],
    options: MeasureOptions,
    watch: &dyn Watch,
) -> Result<Vec<Measured>, RunError> {
    let plan = super::Plan::for_pieces(options.pieces);
    for subject in subjects {
        subject.dealing.check_streams(plan.streams())?;
    }
    subjects
        .iter()
        .map(|Subject { name, dealing }| {
            let study = simulate(dealing, options.pieces, watch)?;
            let exact = match options.exact {
                true => exact_beside(dealing.spec(), options.max_context, watch)?,
                false => None,
            };
            Ok(Measured {
                name: name.clone(),
                seed: dealing.seed().to_string(),
                study,
                exact,
            })
        })
        .collect()
}

/// The exact answers that may stand beside a simulation of `spec`, with
/// entropies up to context `max_context`: those of its finite chain,
/// under ideal uniform draws. A game on its own generator has none to
/// show: it deals one fixed sequence per seed, and its exact answers
/// (`tetrolab exact --seed`) describe that one seed's cycle, not the many
/// streams a simulation samples. `watch` may stop the analysis (its own
/// stages are not counted: the caller counts pieces).
///
/// # Errors
/// A stop the watch asked for.
pub fn exact_beside(
    spec: &Spec,
    max_context: usize,
    watch: &dyn Watch,
) -> Result<Option<Exact>, Stopped> {
    let options = exact::Options {
        max_context,
        ..exact::Options::default()
    };
    match exact::analyze(spec, &options, &StopOnly(watch)) {
        Err(exact::ExactError::Stopped(stopped)) => Err(stopped),
        answered => Ok(answered.ok().filter(|exact| exact.seed.is_none())),
    }
}

impl Measured {
    /// `metric` measured and exact.
    pub fn side_by_side(&self, metric: Metric) -> SideBySide {
        SideBySide {
            measured: self.study.estimate(metric),
            exact: self.exact.as_ref().and_then(|e| e.value(metric)),
        }
    }

    /// Seed document 000's ratings from the exact values.
    pub fn exact_ratings(&self) -> Option<Ratings> {
        self.exact.as_ref().and_then(Ratings::of_exact)
    }

    /// Seed document 000's ratings: from the exact values where the
    /// randomizer has them, else from the measurement; with whether they
    /// are exact.
    pub fn ratings(&self) -> Option<(Ratings, bool)> {
        self.exact_ratings()
            .map(|r| (r, true))
            .or_else(|| Ratings::of(&self.study.summary).map(|r| (r, false)))
    }
}

impl Ratings {
    /// Seed document 000's ratings from exact values, if the chain gives
    /// `H(next | 4)`.
    pub fn of_exact(exact: &Exact) -> Option<Ratings> {
        let entropy = (*exact.conditional_entropy.get(4)?)?;
        let long_drought = *exact.drought.p_at_least.get(&13)?;
        Some(Ratings::from_numbers(
            exact.repeat_probability,
            long_drought,
            entropy,
        ))
    }
}
