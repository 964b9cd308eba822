//! `tetrolab stats`: measure one randomizer.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde::Serialize;
use tetrolab::Dealing;
use tetrolab::analysis::{Study, Summary, simulate};

use crate::cli::StatsArgs;
use crate::error::CliError;
use crate::export::{self, Report};
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
        "batch means: the spread of per-batch values over sqrt(batches); extremes have none; ci95 is value +- Student's t(batches - 1) standard errors",
    ),
];

pub fn run(args: &StatsArgs) -> Result<(), CliError> {
    let dealing = args.dealing.resolve(args.spec.parse()?)?;
    let progress = Progress::start(dealing.spec().name(), args.count);
    let study = simulate(&dealing, args.count, &|n| progress.add(n));
    drop(progress);
    export::print(&StatsReport::new(&dealing, &study), args.output.format())?;
    Ok(())
}

/// A measured randomizer: what was dealt, every statistic, and every
/// estimate's standard error and interval.
#[derive(Debug, Serialize)]
pub struct StatsReport<'a> {
    spec: String,
    generator: &'static str,
    seed: String,
    batches: u64,
    batch_pieces: u64,
    definitions: BTreeMap<&'static str, &'static str>,
    #[serde(flatten)]
    summary: &'a Summary,
    /// Each estimate's standard error, by metric name.
    standard_errors: BTreeMap<String, f64>,
    /// Each estimate's 95 % confidence interval, by metric name.
    ci95: BTreeMap<String, [f64; 2]>,
    #[serde(skip)]
    pub dealing: &'a Dealing,
    #[serde(skip)]
    pub study: &'a Study,
}

impl<'a> StatsReport<'a> {
    pub fn new(dealing: &'a Dealing, study: &'a Study) -> StatsReport<'a> {
        let estimates = || study.estimates.iter().map(|(m, e)| (m.to_string(), e));
        StatsReport {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name(),
            seed: dealing.seed().to_string(),
            batches: study.plan.batches(),
            batch_pieces: study.plan.largest_batch(),
            definitions: DEFINITIONS.into_iter().collect(),
            summary: &study.summary,
            standard_errors: estimates()
                .filter_map(|(m, e)| e.standard_error.map(|se| (m, se)))
                .collect(),
            ci95: estimates()
                .filter_map(|(m, e)| e.ci95().map(|(low, high)| (m, [low, high])))
                .collect(),
            dealing,
            study,
        }
    }
}

impl Report for StatsReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        stats_text::write(self, out)
    }

    /// Every estimate as a row: name, value, standard error, 95 % interval.
    fn table(&self) -> Table {
        let cell = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
        Table {
            headers: headers(&["metric", "value", "standard_error", "ci95_low", "ci95_high"]),
            rows: self
                .study
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
}
