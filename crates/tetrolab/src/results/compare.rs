//! `compare`'s answer: randomizers measured side by side, with seed
//! document 000's ratings, exact values beside the measured ones where
//! asked for and available.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::Dealing;
use crate::analysis::{MeasureOptions, Measured, Metric, Ratings, RunError, measure};
use crate::randomizer::Subject;
use crate::work::Watch;

/// The compared statistics, in the comparison's order, each with the
/// decimals a table rounds it to.
pub const COMPARED: [(Metric, usize); 8] = [
    (Metric::GapVariance(None), 3),
    (Metric::RepeatProbability, 4),
    (Metric::DroughtAtLeast(None, 13), 4),
    (Metric::DroughtMax(None), 0),
    (Metric::FloodMax, 0),
    (Metric::SnakeMax, 0),
    (Metric::ConditionalEntropy(4), 3),
    (Metric::RmsDeviation, 2),
];

/// Randomizers measured side by side.
#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    /// Pieces measured per randomizer.
    pub pieces: u64,
    /// Whether exact values were asked for.
    pub exact: bool,
    /// The seed every randomizer's seed derives from, as a string as
    /// every seed in the JSON is (exactly as it can be given back).
    pub master_seed: String,
    /// Each randomizer, in the order given.
    pub randomizers: Vec<Compared>,
}

/// One randomizer's row of a [`Comparison`].
#[derive(Debug, Clone, Serialize)]
pub struct Compared {
    /// The randomizer.
    pub spec: String,
    /// How faithful it is to its source.
    pub fidelity: String,
    /// Its generator.
    pub generator: &'static str,
    /// Its seed (derived from the master seed).
    pub seed: String,
    /// The compared statistics measured, by metric name.
    pub metrics: BTreeMap<String, crate::analysis::Estimate>,
    /// When exact values were asked for and the randomizer has a finite
    /// chain: the compared statistics' exact values by name (`null`: no
    /// limit), under ideal uniform draws. Ratings then come from them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact: Option<BTreeMap<String, Option<f64>>>,
    /// Seed document 000's ratings, from the numbers shown.
    pub ratings: Option<Ratings>,
    /// The stars seed document 000 gives it, for its own five.
    pub seed_000_stars: Option<Stars>,
    /// The fidelity's one-word kind, for narrow tables.
    #[serde(skip)]
    pub kind: &'static str,
    /// The measurement behind the row.
    #[serde(skip)]
    pub measured: Measured,
}

/// Seed document 000's stars for one of its randomizers.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Stars {
    /// Puzzle factor.
    pub puzzle: u8,
    /// Flood prevention.
    pub flood: u8,
    /// Drought prevention.
    pub drought: u8,
}

impl Comparison {
    /// Measures each dealing over `pieces` pieces (with exact values
    /// where the randomizer has them, if `exact`), `master_seed` being the
    /// seed theirs derive from (see
    /// [`resolve_derived`](crate::randomizer::resolve_derived)).
    ///
    /// ```
    /// use tetrolab::randomizer::resolve_derived;
    /// use tetrolab::results::Comparison;
    /// let (master, dealings) = resolve_derived(vec!["7-bag".parse()?, "memoryless".parse()?], None, Some(3), 0)?.value;
    /// let comparison = Comparison::run(dealings, 50_000, true, master, &tetrolab::work::Unwatched)?;
    /// let bag = &comparison.randomizers[0];
    /// assert_eq!(bag.exact.as_ref().unwrap()["drought.max"], Some(12.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A randomizer whose source stops before `pieces` (seed 002's script
    /// below denominator 1), found before any work.
    pub fn run(
        dealings: Vec<Dealing>,
        pieces: u64,
        exact: bool,
        master_seed: u64,
        watch: &dyn Watch,
    ) -> Result<Comparison, RunError> {
        let subjects: Vec<Subject> = dealings
            .into_iter()
            .map(|dealing| Subject {
                name: dealing.spec().to_string(),
                dealing,
            })
            .collect();
        let options = MeasureOptions {
            exact,
            ..MeasureOptions::with_exact(pieces)
        };
        let measured = measure(&subjects, options, watch)?;
        let randomizers = subjects
            .iter()
            .zip(measured)
            .map(|(subject, measured)| Compared::new(&subject.dealing, measured))
            .collect();
        Ok(Comparison {
            pieces,
            exact,
            master_seed: master_seed.to_string(),
            randomizers,
        })
    }
}

impl Compared {
    fn new(dealing: &Dealing, measured: Measured) -> Compared {
        let spec = dealing.spec();
        let fidelity = spec.entry().fidelity;
        let ratings = match &measured.exact {
            Some(exact) => Ratings::of_exact(exact),
            None => Ratings::of(&measured.study.summary),
        };
        let exact = measured.exact.as_ref().map(|_| {
            COMPARED
                .iter()
                .filter_map(|&(metric, _)| {
                    let value = measured.side_by_side(metric).exact?;
                    Some((metric.to_string(), value.number()))
                })
                .collect()
        });
        Compared {
            spec: spec.to_string(),
            fidelity: fidelity.to_string(),
            generator: dealing.generator().name(),
            seed: dealing.seed().to_string(),
            metrics: COMPARED
                .iter()
                .filter_map(|&(metric, _)| {
                    Some((metric.to_string(), measured.study.estimate(metric)?))
                })
                .collect(),
            exact,
            ratings,
            seed_000_stars: Ratings::from_seed_000(spec.name()).map(|(puzzle, flood, drought)| {
                Stars {
                    puzzle,
                    flood,
                    drought,
                }
            }),
            kind: fidelity.kind(),
            measured,
        }
    }
}
