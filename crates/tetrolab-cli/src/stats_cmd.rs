//! `tetrolab stats`: measure one randomizer.

use std::io::{self, BufWriter, Write};

use serde_json::{Map, Value, json};
use tetrolab::analysis::{DROUGHT_QUANTILES, DROUGHT_TAILS, Gaps, Runs, Study, simulate};
use tetrolab::{Piece, Spec};

use crate::cli::{StatsArgs, TableFormat};
use crate::error::CliError;
use crate::progress::Progress;
use crate::stats_text;
use crate::table::{Table, headers};

/// What each quantity means, carried into the JSON output.
pub const DEFINITIONS: [(&str, &str); 8] = [
    (
        "gap",
        "distance between consecutive occurrences of a piece (1 = immediate repeat); completed intervals only",
    ),
    (
        "drought",
        "gap - 1: the pieces strictly between two of a kind",
    ),
    ("flood", "a maximal run of one piece"),
    ("snake", "a maximal run of S and Z pieces"),
    (
        "balance",
        "count of a piece minus t/7 after every piece t, over all pieces",
    ),
    (
        "conditional_entropy",
        "H(next | previous k) in bits for k = 0..4, plug-in estimate from 5-gram counts",
    ),
    (
        "frequency_std",
        "seed 002's metric: pandas std (ddof 1) of the shares of the piece types seen",
    ),
    (
        "standard_errors",
        "batch means: the spread of per-batch values over sqrt(batches); extremes have none",
    ),
];

pub fn run(args: &StatsArgs) -> Result<(), CliError> {
    let dealing = args.dealing.resolve(args.spec.parse()?)?;
    let (spec, seed) = (dealing.spec(), dealing.seed());
    let progress = Progress::start(spec.name(), args.count);
    let count = |n| progress.add(n);
    let study = simulate(&dealing, args.count, &count);
    drop(progress);
    let mut out = BufWriter::new(io::stdout().lock());
    match args.output.table_format() {
        TableFormat::Table => stats_text::write(spec, &seed.to_string(), &study, &mut out)?,
        TableFormat::Json => {
            let document = json_document(spec, &seed.to_string(), &study);
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&document).map_err(io::Error::other)?
            )?;
        }
        TableFormat::Csv => estimates_table(&study).write_csv(&mut out)?,
    }
    out.flush()?;
    Ok(())
}

/// Every estimate as a row: name, value, standard error, 95 % interval.
pub fn estimates_table(study: &Study) -> Table {
    let cell = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
    Table {
        headers: headers(&["metric", "value", "standard_error", "ci95_low", "ci95_high"]),
        rows: study
            .estimates
            .iter()
            .map(|(metric, estimate)| {
                let ci = estimate.ci95();
                vec![
                    metric.to_string(),
                    estimate.value.to_string(),
                    cell(estimate.standard_error),
                    cell(ci.map(|c| c.0)),
                    cell(ci.map(|c| c.1)),
                ]
            })
            .collect(),
    }
}

/// The JSON report: the pooled statistics at the top level, per-piece
/// detail under `per_piece`, every standard error under `standard_errors`.
pub fn json_document(spec: &Spec, seed: &str, study: &Study) -> Value {
    let summary = &study.summary;
    let letters = |values: [f64; 7]| -> Map<String, Value> {
        Piece::ALL
            .iter()
            .zip(values)
            .map(|(p, v)| (p.to_string(), json!(v)))
            .collect()
    };
    let per_piece: Map<String, Value> = Piece::ALL
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let gaps = &summary.per_piece[i];
            (
                p.to_string(),
                json!({
                    "frequency": summary.frequency[i],
                    "gap": gap_json(gaps),
                    "drought": drought_json(gaps),
                }),
            )
        })
        .collect();
    let standard_errors: Map<String, Value> = study
        .estimates
        .iter()
        .filter_map(|(metric, e)| e.standard_error.map(|se| (metric.to_string(), json!(se))))
        .collect();
    json!({
        "spec": spec.to_string(),
        "generator": study.generator.name(),
        "seed": seed,
        "pieces": summary.pieces,
        "batches": study.plan.batches(),
        "batch_pieces": study.plan.largest_batch(),
        "definitions": DEFINITIONS.iter().map(|&(k, v)| (k.to_owned(), json!(v))).collect::<Map<_, _>>(),
        "frequency": letters(summary.frequency),
        "gap": gap_json(&summary.pooled),
        "drought": drought_json(&summary.pooled),
        "flood": runs_json(&summary.floods),
        "snake": runs_json(&summary.snakes),
        "repeat_probability": summary.repeat_probability,
        "conditional_entropy": summary.conditional_entropy,
        "balance": {
            "max_deviation": summary.max_deviation,
            "rms_deviation": summary.rms_deviation,
        },
        "frequency_std": summary.frequency_std,
        "per_piece": per_piece,
        "standard_errors": standard_errors,
    })
}

fn gap_json(gaps: &Gaps) -> Value {
    let pmf: Map<String, Value> = gaps
        .pmf
        .iter()
        .map(|&(g, p)| (g.to_string(), json!(p)))
        .collect();
    json!({ "intervals": gaps.intervals, "mean": gaps.mean, "variance": gaps.variance, "pmf": pmf })
}

fn drought_json(gaps: &Gaps) -> Value {
    let tails: Map<String, Value> = DROUGHT_TAILS
        .iter()
        .zip(gaps.p_drought_at_least)
        .map(|(l, p)| (l.to_string(), json!(p)))
        .collect();
    let quantiles: Map<String, Value> = DROUGHT_QUANTILES
        .iter()
        .zip(gaps.drought_quantiles)
        .map(|(q, d)| ((q * 100.0).to_string(), json!(d)))
        .collect();
    json!({ "max": gaps.max_drought, "p_at_least": tails, "quantiles": quantiles })
}

fn runs_json(runs: &Runs) -> Value {
    let pmf: Map<String, Value> = runs
        .pmf
        .iter()
        .map(|&(n, p)| (n.to_string(), json!(p)))
        .collect();
    json!({ "max": runs.max, "pmf": pmf })
}
