//! `tetrolab stats`: measure one randomizer.

use std::io::{self, Write};

use tetrolab::analysis::{simulate, simulate_games};
use tetrolab::results::Stats;

use crate::cli::StatsArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Progress;
use crate::stats_text;
use crate::table::{Table, headers};

pub fn run(args: &StatsArgs) -> Result<(), CliError> {
    let dealing = args.dealing.resolve(args.spec.parse()?)?;
    let game_pieces = args.game_length.map_or(0, |n| n.saturating_mul(args.games));
    let progress = Progress::start(
        dealing.spec().name(),
        args.count.saturating_add(game_pieces),
    );
    let study = simulate(&dealing, args.count, &|n| progress.add(n))?;
    let games = args
        .game_length
        .map(|length| {
            simulate_games(
                &dealing,
                length,
                args.games,
                &args.at_least,
                args.droughts.meaning(),
                &|n| {
                    progress.add(n);
                },
            )
        })
        .transpose()?;
    drop(progress);
    let report = StatsReport {
        stats: Stats::new(&dealing, &study, games.as_ref()),
        fidelity: dealing.spec().entry().fidelity.to_string(),
        study,
        games,
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// The library's answer, with what the text report reads besides it.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
pub struct StatsReport {
    pub stats: Stats,
    #[serde(skip)]
    pub fidelity: String,
    #[serde(skip)]
    pub study: tetrolab::analysis::Study,
    #[serde(skip)]
    pub games: Option<tetrolab::analysis::GameStudy>,
}

impl Report for StatsReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        stats_text::write(
            &self.stats,
            &self.fidelity,
            &self.study,
            self.games.as_ref(),
            out,
        )
    }

    /// Every estimate as a row: name, value, standard error, 95 % interval.
    fn table(&self) -> Table {
        let cell = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
        Table {
            headers: headers(&["metric", "value", "standard_error", "ci95_low", "ci95_high"]),
            rows: self
                .stats
                .estimates
                .iter()
                .map(|(metric, estimate)| {
                    let ci = estimate.ci95();
                    vec![
                        metric.clone(),
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
