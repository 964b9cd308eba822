//! `tetrolab compare`: randomizers side by side, with seed document 000's
//! ratings computed from measurements.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde::Serialize;
use tetrolab::analysis::exact::{Exact, Options, analyze};
use tetrolab::analysis::{Estimate, Metric, Plan, Ratings, Study, simulate};
use tetrolab::randomizer::catalog::{self, Family};
use tetrolab::{Dealing, Spec};

use crate::cli::CompareArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Progress;
use crate::seeding::{fresh_bits, spec_seed_bits};
use crate::table::{Table, headers};

/// The compared quantities: name in the table, metric, decimals.
const COLUMNS: [(&str, Metric, usize); 8] = [
    ("Var(gap)", Metric::GapVariance(None), 3),
    ("P(repeat)", Metric::RepeatProbability, 4),
    ("P(d>=13)", Metric::DroughtAtLeast(None, 13), 4),
    ("longest drought", Metric::DroughtMax(None), 0),
    ("longest flood", Metric::FloodMax, 0),
    ("longest snake", Metric::SnakeMax, 0),
    ("H(next|4 before)", Metric::ConditionalEntropy(4), 3),
    ("RMS balance", Metric::RmsDeviation, 2),
];

pub fn run(args: &CompareArgs) -> Result<(), CliError> {
    let specs: Vec<Spec> = if args.specs.is_empty() {
        catalog::entries()
            .iter()
            .map(|e| e.name.parse())
            .collect::<Result<_, _>>()?
    } else {
        args.specs
            .iter()
            .map(|s| s.parse())
            .collect::<Result<_, _>>()?
    };
    let master = args.seed.unwrap_or_else(|| {
        let master = fresh_bits();
        eprintln!("tetrolab: no --seed given; using --seed {master}");
        master
    });
    let dealings = specs
        .into_iter()
        .map(|spec| {
            let seed = spec
                .generator(None)?
                .seed_from_bits(spec_seed_bits(master, &spec));
            Dealing::new(spec, None, seed)
        })
        .collect::<Result<Vec<_>, _>>()?;
    for dealing in &dealings {
        CliError::refuse_halts(dealing, Plan::for_pieces(args.count).streams())?;
    }
    let progress = Progress::start("compare", args.count * dealings.len() as u64);
    let randomizers = dealings
        .iter()
        .map(|dealing| {
            let study = simulate(dealing, args.count, &|n| progress.add(n));
            // A game's own generator is exact only over one seed's cycle,
            // while the simulation spans many seeds: it stays measured.
            let drawn = matches!(dealing.spec().family(), Family::Drawn(_));
            let exact =
                (args.exact && drawn).then(|| analyze(dealing.spec(), &Options::default()).ok());
            Measured::new(dealing, study, exact.flatten())
        })
        .collect();
    drop(progress);
    let report = Comparison {
        pieces: args.count,
        exact: args.exact,
        master_seed: master,
        randomizers,
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// Randomizers measured side by side.
#[derive(Debug, Serialize)]
struct Comparison {
    /// Pieces measured per randomizer.
    pieces: u64,
    /// Whether exact values were asked for.
    exact: bool,
    master_seed: u64,
    randomizers: Vec<Measured>,
}

/// One randomizer's measurements.
#[derive(Debug, Serialize)]
struct Measured {
    spec: String,
    fidelity: String,
    generator: &'static str,
    seed: String,
    /// The compared metrics, by name.
    metrics: BTreeMap<String, Estimate>,
    /// With --exact, for a randomizer with a finite chain: the compared
    /// metrics' exact values by name (null: no limit), under ideal
    /// uniform draws. Ratings then come from them.
    #[serde(skip_serializing_if = "Option::is_none")]
    exact: Option<BTreeMap<String, Option<f64>>>,
    ratings: Option<Ratings>,
    seed_000_stars: Option<Stars>,
    #[serde(skip)]
    kind: &'static str,
    #[serde(skip)]
    study: Study,
}

/// Seed document 000's stars for one of its randomizers.
#[derive(Debug, Serialize)]
struct Stars {
    puzzle: u8,
    flood: u8,
    drought: u8,
}

impl Measured {
    fn new(dealing: &Dealing, study: Study, exact: Option<Exact>) -> Measured {
        let spec = dealing.spec();
        let fidelity = spec.entry().fidelity;
        let ratings = match &exact {
            Some(e) => e.conditional_entropy[4].map(|entropy| {
                Ratings::from_numbers(e.repeat_probability, e.drought.p_at_least[&13], entropy)
            }),
            None => Ratings::of(&study.summary),
        };
        let exact = exact.map(|e| {
            COLUMNS
                .iter()
                .filter_map(|&(_, metric, _)| Some((metric.to_string(), exact_value(&e, metric)?)))
                .collect()
        });
        Measured {
            spec: spec.to_string(),
            fidelity: fidelity.to_string(),
            generator: dealing.generator().name(),
            seed: dealing.seed().to_string(),
            metrics: COLUMNS
                .iter()
                .filter_map(|&(_, metric, _)| Some((metric.to_string(), study.estimate(metric)?)))
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
            study,
        }
    }
}

/// A compared metric's exact value: `None` if there is none, `Some(None)`
/// for an unbounded maximum.
fn exact_value(exact: &Exact, metric: Metric) -> Option<Option<f64>> {
    let limit = |max: Option<u64>| Some(max.map(|m| m as f64));
    match metric {
        Metric::GapVariance(None) => Some(Some(exact.gap.variance)),
        Metric::RepeatProbability => Some(Some(exact.repeat_probability)),
        Metric::DroughtAtLeast(None, l) => Some(exact.drought.p_at_least.get(&l).copied()),
        Metric::DroughtMax(None) => limit(exact.drought.max),
        Metric::FloodMax => limit(exact.flood.max),
        Metric::SnakeMax => limit(exact.snake.max),
        Metric::ConditionalEntropy(k) => exact
            .conditional_entropy
            .get(k)
            .copied()
            .flatten()
            .map(Some),
        _ => None,
    }
}

impl Comparison {
    /// The comparison table: numbers rounded for people, or in full with
    /// standard errors for CSV.
    fn rows(&self, raw: bool) -> Table {
        let mut headers = headers(&["randomizer", "fidelity"]);
        if self.exact {
            headers.extend(crate::table::headers(&["values"]));
        }
        for &(label, metric, _) in &COLUMNS {
            headers.push(if raw {
                metric.to_string()
            } else {
                label.to_owned()
            });
            if raw {
                headers.push(format!("{metric}_se"));
                if self.exact {
                    headers.push(format!("{metric}_exact"));
                }
            }
        }
        headers.extend(crate::table::headers(&[
            "flood prevention",
            "drought prevention",
            "puzzle factor",
            "seed 000 stars (f/d/p)",
        ]));
        let rows = self
            .randomizers
            .iter()
            .map(|m| m.row(raw, self.exact))
            .collect();
        Table { headers, rows }
    }
}

impl Measured {
    /// One randomizer's row: with `exact` asked for, the people's table
    /// shows exact values where they exist and says so in a column; the
    /// raw one keeps estimates and adds the exact values beside them.
    fn row(&self, raw: bool, exact: bool) -> Vec<String> {
        let fidelity = if raw {
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
        for &(_, metric, decimals) in &COLUMNS {
            let estimate = self.study.estimate(metric);
            row.push(match (exact_of(metric), estimate, raw) {
                (Some(None), _, false) => "unbounded".to_owned(),
                (Some(Some(value)), _, false) => format!("{value:.decimals$}"),
                (_, Some(e), true) => e.value.to_string(),
                (_, Some(e), false) => format!("{:.decimals$}", e.value),
                (_, None, _) => "-".to_owned(),
            });
            if raw {
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
            self.ratings
                .as_ref()
                .map_or_else(|| "-".to_owned(), |r| format!("{:.1}", f(r)))
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
}

impl Report for Comparison {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        self.rows(false).write_text(out)?;
        writeln!(
            out,
            "\n{} pieces each. Ratings out of 5 from the numbers shown: flood = 5(1 - P(repeat)/(1/7)),\n\
             drought = 5(1 - P(d>=13)/(6/7)^13), puzzle = 5 H(next|4 before)/log2 7; seed 000 gives\n\
             flood/drought/puzzle stars for its own five. d = drought (pieces between two of a kind).\n\
             --csv and --json add standard errors.",
            self.pieces
        )?;
        if self.exact {
            writeln!(
                out,
                "exact*: every column but RMS balance is exact, under ideal uniform draws (RMS balance\n\
                 is always measured; longest = the hard limit); estimated: all measured (no finite\n\
                 chain, or a game's own generator, exact only per seed: `tetrolab exact NAME --seed S`)."
            )?;
        }
        Ok(())
    }

    fn table(&self) -> Table {
        self.rows(true)
    }
}
