//! `tetrolab sweep`: a randomizer's metrics over a grid of parameters.

use std::io::{self, BufWriter, Write};

use serde::Serialize;
use serde::ser::SerializeMap;
use tetrolab::analysis::{Metric, ParseMetricError, Sweep, SweepRow};

use crate::cli::SweepArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Progress;
use crate::seeding::announced;
use crate::stats_text::with_ci;
use crate::table::Table;

pub fn run(args: &SweepArgs) -> Result<(), CliError> {
    if args.list_metrics {
        let mut out = BufWriter::new(io::stdout().lock());
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
        .map_err(|e: ParseMetricError| CliError::Usage(e.to_string()))?;
    let template = args.template.as_deref().unwrap_or_default();
    let sweep: Sweep = template.parse()?;
    let total = sweep.pieces(args.trials, args.length)?;
    let seed = announced(sweep.seed(args.dealing.rng, args.dealing.seed_choice())?);
    let progress = Progress::start("sweep", total);
    let rows = sweep.run(
        args.dealing.rng,
        &seed,
        args.trials,
        args.length,
        &metrics,
        &|n| progress.add(n),
    )?;
    drop(progress);
    let report = SweepReport {
        template,
        trials: args.trials,
        length: args.length,
        seed: seed.to_string(),
        axes: sweep.axes.iter().map(|a| a.key.as_str()).collect(),
        metrics: metrics.iter().map(Metric::to_string).collect(),
        rows: rows
            .iter()
            .map(|row| RowView {
                sweep: &sweep,
                metrics: &metrics,
                row,
            })
            .collect(),
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// A sweep's result: a row per point, each metric's mean over the trials.
#[derive(Debug, Serialize)]
struct SweepReport<'a> {
    template: &'a str,
    trials: u64,
    length: u64,
    seed: String,
    axes: Vec<&'a str>,
    metrics: Vec<String>,
    rows: Vec<RowView<'a>>,
}

/// One point: its axis values and each metric's mean and standard error,
/// as one JSON object keyed by axis and metric names (`denominator`,
/// `frequency_std`, `frequency_std_se`, …).
#[derive(Debug)]
struct RowView<'a> {
    sweep: &'a Sweep,
    metrics: &'a [Metric],
    row: &'a SweepRow,
}

impl Serialize for RowView<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (axis, value) in self.sweep.axes.iter().zip(&self.row.values) {
            map.serialize_entry(&axis.key, value)?;
        }
        for (metric, mean) in self.metrics.iter().zip(&self.row.means) {
            map.serialize_entry(&metric.to_string(), &mean.map(|m| m.value))?;
            let se = mean.and_then(|m| m.standard_error);
            map.serialize_entry(&format!("{metric}_se"), &se)?;
        }
        map.end()
    }
}

impl SweepReport<'_> {
    /// A row per point: its axis values, then each metric's mean (and, raw,
    /// its standard error in a `_se` column).
    fn rows(&self, raw: bool) -> Table {
        let mut headers: Vec<String> = self.axes.iter().map(|&a| a.to_owned()).collect();
        for metric in &self.metrics {
            headers.push(metric.clone());
            if raw {
                headers.push(format!("{metric}_se"));
            }
        }
        let rows = self
            .rows
            .iter()
            .map(|view| {
                let mut cells = view.row.values.clone();
                for mean in &view.row.means {
                    if raw {
                        cells.push(mean.map(|m| m.value.to_string()).unwrap_or_default());
                        let se = mean.and_then(|m| m.standard_error);
                        cells.push(se.map(|se| se.to_string()).unwrap_or_default());
                    } else {
                        cells.push(with_ci(*mean, 5));
                    }
                }
                cells
            })
            .collect();
        Table { headers, rows }
    }
}

impl Report for SweepReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        self.rows(false).write_text(out)?;
        writeln!(
            out,
            "\nMeans over {} trials of {} pieces each, seed {}; ± is the 95 % confidence half-width (Student's t).",
            self.trials, self.length, self.seed
        )
    }

    fn table(&self) -> Table {
        self.rows(true)
    }
}
