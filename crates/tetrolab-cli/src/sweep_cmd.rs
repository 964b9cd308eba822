//! `tetrolab sweep`: a randomizer's metrics over a grid of parameters.

use std::io::{self, BufWriter, Write};

use clap::ArgMatches;
use serde::Serialize;
use tetrolab::analysis::Metric;
use tetrolab::request::SweepRequest;
use tetrolab::results::{Swept, SweptRow};

use crate::cli::{SweepArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Format, Report};
use crate::progress::Stages;
use crate::seeding::{announced, fresh_bits};
use crate::stats_text::with_ci;
use tetrolab::results::Table;

pub fn run(args: &SweepArgs, typed: &ArgMatches) -> Result<(), CliError> {
    if args.list_metrics {
        let mut out = BufWriter::new(io::stdout().lock());
        for metric in Metric::all() {
            writeln!(out, "{metric}")?;
        }
        out.flush()?;
        return Ok(());
    }
    let mut options = Typed::new(typed);
    options
        .maybe("template", args.template.as_ref())
        .text("trials", &args.trials)
        .text("length", &args.length)
        .list("metrics", &args.metrics);
    args.dealing.typed(&mut options);
    let request = SweepRequest::from_options(options.options())?;
    let run = announced(request.resolve(fresh_bits())?);
    let progress = Stages::default();
    let streamed = run.stream(&progress)?;
    // CSV and JSON are written a row at a time as the rows are made; the
    // table for people is aligned over every row, so it is held whole.
    let written = match args.output.format() {
        Format::Table => {
            let mut swept = streamed.head.clone();
            swept.rows = std::iter::from_fn(|| streamed.next_row()).collect();
            if let Some(failure) = streamed.failure() {
                return Err(failure.into());
            }
            drop(streamed);
            drop(progress);
            return Ok(export::print(&SweepReport(swept), Format::Table)?);
        }
        Format::Json => export::to_stdout(|out| export::json::write(&streamed, out)),
        Format::Csv => export::to_stdout(|out| {
            let report = SweepReport(streamed.head.clone());
            let rows = std::iter::from_fn(|| streamed.next_row());
            tetrolab::results::write_csv_rows(
                &report.headers(true),
                rows.map(|row| report.cells(&row, true)),
                out,
            )
        }),
    };
    // A row that could not be made ends the rows early: its error is the
    // one to say.
    let failure = streamed.failure();
    drop(streamed);
    drop(progress);
    match failure {
        Some(failure) => Err(failure.into()),
        None => Ok(written?),
    }
}

/// The library's sweep as the command line prints it.
#[derive(Debug, Serialize)]
#[serde(transparent)]
struct SweepReport(Swept);

impl SweepReport {
    /// The column names: the axes, then each metric (and, raw, its
    /// standard error in a `_se` column).
    fn headers(&self, raw: bool) -> Vec<String> {
        let mut headers: Vec<String> = self.0.axes.clone();
        for metric in &self.0.metrics {
            headers.push(metric.clone());
            if raw {
                headers.push(format!("{metric}_se"));
            }
        }
        headers
    }

    /// One point's cells: its axis values, then each metric's mean (and,
    /// raw, its standard error).
    fn cells(&self, row: &SweptRow, raw: bool) -> Vec<String> {
        let mut cells: Vec<String> = row.axes.iter().map(|(_, v)| v.clone()).collect();
        for (_, mean) in &row.means {
            if raw {
                cells.push(mean.map(|m| m.value.to_string()).unwrap_or_default());
                let se = mean.and_then(|m| m.standard_error);
                cells.push(se.map(|se| se.to_string()).unwrap_or_default());
            } else {
                cells.push(with_ci(*mean, 5));
            }
        }
        cells
    }

    /// A row per point.
    fn rows(&self, raw: bool) -> Table {
        Table {
            headers: self.headers(raw),
            rows: self.0.rows.iter().map(|row| self.cells(row, raw)).collect(),
        }
    }
}

impl Report for SweepReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        self.rows(false).write_text(out)?;
        writeln!(
            out,
            "\nMeans over {} trials of {} pieces each, seed {}; ± is the 95 % confidence half-width (Student's t).",
            self.0.trials, self.0.length, self.0.seed
        )
    }

    fn table(&self) -> Table {
        self.rows(true)
    }
}
