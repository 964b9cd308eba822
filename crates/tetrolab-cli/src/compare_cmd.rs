//! `tetrolab compare`: randomizers side by side, with seed document 000's
//! ratings computed from measurements.

use std::io::{self, BufWriter, Write};

use serde_json::{Map, Value, json};
use tetrolab::analysis::{Metric, Ratings, Study, simulate};
use tetrolab::randomizer::catalog;
use tetrolab::rng::SplitMix64;
use tetrolab::{Dealing, Spec};

use crate::cli::{CompareArgs, TableFormat};
use crate::error::CliError;
use crate::progress::Progress;
use crate::seeding::fresh_bits;
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

/// One randomizer's measurements.
struct Measured {
    spec: Spec,
    seed: String,
    study: Study,
    ratings: Option<Ratings>,
}

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
    let progress = Progress::start("compare", args.count * specs.len() as u64);
    let measured = specs
        .into_iter()
        .map(|spec| {
            let generator = spec.generator(None)?;
            let seed = generator.seed_from_bits(spec_seed_bits(master, &spec));
            let dealing = Dealing::new(spec.clone(), None, seed)?;
            let study = simulate(&dealing, args.count, &|n| progress.add(n));
            let ratings = Ratings::of(&study.summary);
            Ok(Measured {
                spec,
                seed: seed.to_string(),
                study,
                ratings,
            })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    drop(progress);
    let mut out = BufWriter::new(io::stdout().lock());
    match args.output.table_format() {
        TableFormat::Table => {
            table(&measured, false).write_text(&mut out)?;
            writeln!(
                out,
                "\n{} pieces each. Ratings out of 5 from measured numbers: flood = 5(1 - P(repeat)/(1/7)),\n\
                 drought = 5(1 - P(d>=13)/(6/7)^13), puzzle = 5 H(next|4 before)/log2 7; seed 000 gives\n\
                 puzzle/flood/drought stars for its own five. d = drought (pieces between two of a kind).\n\
                 --csv and --json add standard errors.",
                args.count
            )?;
        }
        TableFormat::Csv => table(&measured, true).write_csv(&mut out)?,
        TableFormat::Json => {
            let rows: Vec<Value> = measured.iter().map(row_json).collect();
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(
                    &json!({ "pieces": args.count, "master_seed": master, "randomizers": rows })
                )
                .map_err(io::Error::other)?
            )?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Seed bits for one randomizer: the master seed mixed with the spec's
/// text (FNV-1a), so adding randomizers to the list changes no other row.
fn spec_seed_bits(master: u64, spec: &Spec) -> u64 {
    let text = spec.to_string();
    let hash = text.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    });
    SplitMix64::new(master ^ hash).next_u64()
}

/// The comparison table: numbers rounded for people, or in full with
/// standard errors for CSV.
fn table(measured: &[Measured], raw: bool) -> Table {
    let mut headers = headers(&["randomizer", "fidelity"]);
    for &(label, metric, _) in &COLUMNS {
        headers.push(if raw {
            metric.to_string()
        } else {
            label.to_owned()
        });
        if raw {
            headers.push(format!("{metric}_se"));
        }
    }
    headers.extend(crate::table::headers(&[
        "flood prevention",
        "drought prevention",
        "puzzle factor",
        "seed 000 stars",
    ]));
    let rows = measured
        .iter()
        .map(|m| {
            let fidelity = m.spec.entry().fidelity;
            let fidelity = if raw {
                fidelity.to_string()
            } else {
                fidelity.kind().to_owned()
            };
            let mut row = vec![m.spec.to_string(), fidelity];
            for &(_, metric, decimals) in &COLUMNS {
                let estimate = m.study.estimate(metric);
                let value = estimate.map(|e| e.value);
                row.push(match (value, raw) {
                    (Some(v), true) => v.to_string(),
                    (Some(v), false) => format!("{v:.decimals$}"),
                    (None, _) => "-".to_owned(),
                });
                if raw {
                    row.push(
                        estimate
                            .and_then(|e| e.standard_error)
                            .map(|se| se.to_string())
                            .unwrap_or_default(),
                    );
                }
            }
            let rating = |f: fn(&Ratings) -> f64| {
                m.ratings
                    .as_ref()
                    .map_or_else(|| "-".to_owned(), |r| format!("{:.1}", f(r)))
            };
            row.push(rating(|r| r.flood_prevention));
            row.push(rating(|r| r.drought_prevention));
            row.push(rating(|r| r.puzzle_factor));
            row.push(
                Ratings::from_seed_000(m.spec.name())
                    .map(|(p, f, d)| format!("{p}/{f}/{d}"))
                    .unwrap_or_default(),
            );
            row
        })
        .collect();
    Table { headers, rows }
}

fn row_json(m: &Measured) -> Value {
    let metrics: Map<String, Value> = COLUMNS
        .iter()
        .filter_map(|&(_, metric, _)| {
            m.study.estimate(metric).map(|e| {
                (
                    metric.to_string(),
                    json!({ "value": e.value, "standard_error": e.standard_error }),
                )
            })
        })
        .collect();
    json!({
        "spec": m.spec.to_string(),
        "fidelity": m.spec.entry().fidelity.to_string(),
        "generator": m.study.generator.name(),
        "seed": m.seed,
        "metrics": metrics,
        "ratings": m.ratings.map(|r| json!({
            "flood_prevention": r.flood_prevention,
            "drought_prevention": r.drought_prevention,
            "puzzle_factor": r.puzzle_factor,
        })),
        "seed_000_stars": Ratings::from_seed_000(m.spec.name()).map(|(p, f, d)| json!({"puzzle": p, "flood": f, "drought": d})),
    })
}
