//! `tetrolab compare`: randomizers side by side, with seed document 000's
//! ratings computed from measurements.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::analysis::Ratings;
use tetrolab::request::{CompareRequest, Given};
use tetrolab::results::{COMPARED, Compared, Comparison};

use crate::cli::{CompareArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Stages;
use crate::seeding::{announced, fresh_bits};
use crate::table::{Table, headers};

pub fn run(args: &CompareArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let mut options = Typed::new(typed);
    options
        .always(
            "specs",
            Given::List(args.specs.iter().map(|s| Given::Text(s.clone())).collect()),
        )
        .text("count", &args.count)
        .flag("exact", args.exact)
        .maybe("seed", args.seed.as_ref())
        .maybe("rng", args.rng.as_ref());
    let request = CompareRequest::from_options(options.options())?;
    let run = announced(request.resolve(fresh_bits())?);
    let progress = Stages::default();
    let comparison = run.measure(&progress)?;
    drop(progress);
    export::print(&ComparisonTable(comparison), args.output.format())?;
    Ok(())
}

/// The comparison as the command line prints it.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct ComparisonTable(Comparison);

impl ComparisonTable {
    /// The comparison table: numbers rounded for people, or in full with
    /// standard errors for CSV.
    fn rows(&self, raw: bool) -> Table {
        let mut headers = headers(&["randomizer", "fidelity"]);
        let exact = self.0.exact;
        if exact {
            headers.extend(crate::table::headers(&["values"]));
        }
        for &(metric, _) in &COMPARED {
            headers.push(if raw {
                metric.to_string()
            } else {
                metric.about().label
            });
            if raw {
                headers.push(format!("{metric}_se"));
                if exact {
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
            .0
            .randomizers
            .iter()
            .map(|m| row(m, raw, exact))
            .collect();
        Table { headers, rows }
    }
}

/// One randomizer's row: with `exact` asked for, the people's table
/// shows exact values where they exist and says so in a column; the raw
/// one keeps estimates and adds the exact values beside them.
fn row(compared: &Compared, raw: bool, exact: bool) -> Vec<String> {
    let fidelity = if raw {
        compared.fidelity.clone()
    } else {
        compared.kind.to_owned()
    };
    let mut row = vec![compared.spec.clone(), fidelity];
    let exact_of = |metric: tetrolab::analysis::Metric| {
        compared
            .exact
            .as_ref()
            .and_then(|e| e.get(&metric.to_string()))
            .copied()
    };
    if exact {
        row.push(
            if compared.exact.is_some() {
                "exact*"
            } else {
                "estimated"
            }
            .to_owned(),
        );
    }
    for &(metric, decimals) in &COMPARED {
        let estimate = compared.metrics.get(&metric.to_string()).copied();
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
        compared.ratings.as_ref().map_or_else(
            || "-".to_owned(),
            |r| format!("{:.*}", Ratings::DECIMALS, f(r)),
        )
    };
    row.push(rating(|r| r.flood_prevention));
    row.push(rating(|r| r.drought_prevention));
    row.push(rating(|r| r.puzzle_factor));
    row.push(
        compared
            .seed_000_stars
            .as_ref()
            .map(|s| format!("{}/{}/{}", s.flood, s.drought, s.puzzle))
            .unwrap_or_default(),
    );
    row
}

impl Report for ComparisonTable {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        self.rows(false).write_text(out)?;
        writeln!(
            out,
            "\n{} pieces each. Ratings out of 5 from the numbers shown: flood = 5(1 - P(repeat)/(1/7)),\n\
             drought = 5(1 - P(d>=13)/(6/7)^13), puzzle = 5 H(next|4 before)/log2 7; seed 000 gives\n\
             flood/drought/puzzle stars for its own five. d = drought (pieces between two of a kind).\n\
             --csv and --json add standard errors.",
            self.0.pieces
        )?;
        if self.0.exact {
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
