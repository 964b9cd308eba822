//! `tetrolab sweep`: a randomizer's metrics over a grid of parameters.

use std::io::{self, BufWriter, Write};

use serde_json::{Map, Value, json};
use tetrolab::analysis::{Metric, Sweep, SweepRow};

use crate::cli::{SweepArgs, TableFormat};
use crate::error::CliError;
use crate::progress::Progress;
use crate::seeding::seed_or_fresh;
use crate::stats_text::with_ci;
use crate::table::Table;

pub fn run(args: &SweepArgs) -> Result<(), CliError> {
    let mut out = BufWriter::new(io::stdout().lock());
    if args.list_metrics {
        for metric in Metric::all() {
            writeln!(out, "{metric}")?;
        }
        out.flush()?;
        return Ok(());
    }
    let metrics: Vec<Metric> = args
        .metrics
        .iter()
        .map(|m| m.parse())
        .collect::<Result<_, _>>()
        .map_err(|e: tetrolab::analysis::ParseMetricError| CliError::Usage(e.to_string()))?;
    if args.trials == 0 || args.length == 0 {
        return Err(CliError::Usage(
            "--trials and --length must be at least 1".to_owned(),
        ));
    }
    let template = args.template.as_deref().unwrap_or_default();
    let sweep: Sweep = template.parse()?;
    let first = &sweep.points()[0].1;
    let seed = seed_or_fresh(args.dealing.seed, first.generator(args.dealing.rng)?);
    let total = sweep.points().len() as u64 * args.trials * args.length;
    let progress = Progress::start("sweep", total);
    let count = |n| progress.add(n);
    let rows = sweep.run(
        args.dealing.rng,
        &seed,
        args.trials,
        args.length,
        &metrics,
        &count,
    )?;
    drop(progress);
    match args.output.table_format() {
        TableFormat::Table => {
            table(&sweep, &metrics, &rows, false).write_text(&mut out)?;
            writeln!(
                out,
                "\nMeans over {} trials of {} pieces each, seed {seed}; ± is the 95 % confidence half-width.",
                args.trials, args.length
            )?;
        }
        TableFormat::Csv => table(&sweep, &metrics, &rows, true).write_csv(&mut out)?,
        TableFormat::Json => {
            let document = json!({
                "template": template,
                "trials": args.trials,
                "length": args.length,
                "seed": seed.to_string(),
                "axes": sweep.axes.iter().map(|a| a.key.clone()).collect::<Vec<_>>(),
                "metrics": args.metrics,
                "rows": rows.iter().map(|row| row_json(&sweep, &metrics, row)).collect::<Vec<_>>(),
            });
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&document).map_err(io::Error::other)?
            )?;
        }
    }
    out.flush()?;
    Ok(())
}

/// A row per point: its axis values, then each metric's mean (and, raw,
/// its standard error in a `_se` column).
fn table(sweep: &Sweep, metrics: &[Metric], rows: &[SweepRow], raw: bool) -> Table {
    let mut headers: Vec<String> = sweep.axes.iter().map(|a| a.key.clone()).collect();
    for metric in metrics {
        headers.push(metric.to_string());
        if raw {
            headers.push(format!("{metric}_se"));
        }
    }
    let rows = rows
        .iter()
        .map(|row| {
            let mut cells = row.values.clone();
            for mean in &row.means {
                if raw {
                    cells.push(mean.map(|m| m.value.to_string()).unwrap_or_default());
                    cells.push(
                        mean.and_then(|m| m.standard_error)
                            .map(|se| se.to_string())
                            .unwrap_or_default(),
                    );
                } else {
                    cells.push(with_ci(*mean, 5));
                }
            }
            cells
        })
        .collect();
    Table { headers, rows }
}

fn row_json(sweep: &Sweep, metrics: &[Metric], row: &SweepRow) -> Value {
    let mut object = Map::new();
    for (axis, value) in sweep.axes.iter().zip(&row.values) {
        object.insert(axis.key.clone(), json!(value));
    }
    for (metric, mean) in metrics.iter().zip(&row.means) {
        object.insert(metric.to_string(), json!(mean.map(|m| m.value)));
        object.insert(
            format!("{metric}_se"),
            json!(mean.and_then(|m| m.standard_error)),
        );
    }
    Value::Object(object)
}
