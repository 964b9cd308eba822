//! `compare`'s answer: randomizers measured side by side, with seed
//! document 000's ratings, exact values beside the measured ones where
//! asked for and available.

use std::collections::BTreeMap;

use serde::Serialize;

use super::table::{Table, headers};
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

impl Comparison {
    /// The comparison as a table, a row per randomizer: each compared
    /// statistic, seed document 000's ratings and stars. `full`: every
    /// number in full, each statistic named by its key with its standard
    /// error (`_se`) and, with exact values asked for, its exact value
    /// (`_exact`) beside it (`compare --csv`); otherwise rounded for
    /// people to [`COMPARED`]'s decimals under `Metric::about()`'s labels,
    /// the exact value standing in for the measured one where there is
    /// one (`compare`'s text).
    ///
    /// ```
    /// use tetrolab::request::CompareRequest;
    /// let request = CompareRequest { count: 7_000, seed: Some(1), exact: true, ..CompareRequest::new(&["7-bag"]) };
    /// let comparison = request.resolve(0)?.value.measure(&tetrolab::work::Unwatched)?;
    /// let full = comparison.table(true);
    /// let column = full.headers.iter().position(|h| h == "drought.max_exact").unwrap();
    /// assert_eq!(full.rows[0][column], "12");
    /// let people = comparison.table(false);
    /// assert_eq!(people.rows[0][2], "exact*");
    /// # Ok::<(), tetrolab::request::CallError>(())
    /// ```
    pub fn table(&self, full: bool) -> Table {
        let mut headers = headers(&["randomizer", "fidelity"]);
        if self.exact {
            headers.push("values".to_owned());
        }
        for &(metric, _) in &COMPARED {
            if full {
                headers.push(metric.to_string());
                headers.push(format!("{metric}_se"));
                if self.exact {
                    headers.push(format!("{metric}_exact"));
                }
            } else {
                headers.push(metric.about().label);
            }
        }
        headers.extend(super::table::headers(&[
            "flood prevention",
            "drought prevention",
            "puzzle factor",
            "seed 000 stars (f/d/p)",
        ]));
        let rows = self
            .randomizers
            .iter()
            .map(|compared| compared.row(full, self.exact))
            .collect();
        Table { headers, rows }
    }
}

impl Compared {
    /// Its row of [`Comparison::table`]: with `exact` asked for, the
    /// people's table shows exact values where they exist and says so in
    /// a column; the full one keeps estimates and adds the exact values
    /// beside them.
    fn row(&self, full: bool, exact: bool) -> Vec<String> {
        let fidelity = if full {
            self.fidelity.clone()
        } else {
            self.kind.to_owned()
        };
        let mut row = vec![self.spec.clone(), fidelity];
        let exact_of = |metric: Metric| {
            self.exact
                .as_ref()
                .and_then(|e| e.get(&metric.to_string()))
                .copied()
        };
        if exact {
            row.push(
                if self.exact.is_some() {
                    "exact*"
                } else {
                    "estimated"
                }
                .to_owned(),
            );
        }
        for &(metric, decimals) in &COMPARED {
            let estimate = self.metrics.get(&metric.to_string()).copied();
            row.push(match (exact_of(metric), estimate, full) {
                (Some(None), _, false) => "unbounded".to_owned(),
                (Some(Some(value)), _, false) => format!("{value:.decimals$}"),
                (_, Some(e), true) => e.value.to_string(),
                (_, Some(e), false) => format!("{:.decimals$}", e.value),
                (_, None, _) => "-".to_owned(),
            });
            if full {
                let se = estimate.and_then(|e| e.standard_error);
                row.push(se.map(|se| se.to_string()).unwrap_or_default());
                if exact {
                    row.push(match exact_of(metric) {
                        Some(Some(value)) => value.to_string(),
                        Some(None) => "unbounded".to_owned(),
                        None => String::new(),
                    });
                }
            }
        }
        let rating = |f: fn(&Ratings) -> f64| {
            self.ratings.as_ref().map_or_else(
                || "-".to_owned(),
                |r| format!("{:.*}", Ratings::DECIMALS, f(r)),
            )
        };
        row.push(rating(|r| r.flood_prevention));
        row.push(rating(|r| r.drought_prevention));
        row.push(rating(|r| r.puzzle_factor));
        row.push(
            self.seed_000_stars
                .as_ref()
                .map(|s| format!("{}/{}/{}", s.flood, s.drought, s.puzzle))
                .unwrap_or_default(),
        );
        row
    }

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
