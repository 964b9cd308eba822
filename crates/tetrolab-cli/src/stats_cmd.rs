//! `tetrolab stats`: measure one randomizer.

use std::io::{self, Write};
use std::path::Path;

use tetrolab::Dealing;
use tetrolab::analysis::{
    GamePlan, GameStudy, PartError, Partial, Study, part_seed, simulate, simulate_games,
    simulate_part,
};
use tetrolab::results::Stats;

use crate::cli::StatsArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::output::{check_destination, write_output};
use crate::progress::Progress;
use crate::stats_text;
use crate::table::{Table, headers};

pub fn run(args: &StatsArgs) -> Result<(), CliError> {
    if let Some(path) = &args.partial {
        return write_partial(args, path);
    }
    let dealing = args.dealing.resolve(args.spec.parse()?)?;
    let game_pieces = args.game_length.map_or(0, |n| n.saturating_mul(args.games));
    let progress = Progress::start(
        dealing.spec().name(),
        args.count.saturating_add(game_pieces),
    );
    let study = simulate(&dealing, args.count, &progress)?;
    let games = args
        .game_length
        .map(|length| {
            simulate_games(
                &dealing,
                length,
                args.games,
                &args.at_least,
                args.droughts.meaning(),
                &progress,
            )
        })
        .transpose()?;
    drop(progress);
    let report = StatsReport::new(&dealing, study, games);
    export::print(&report, args.output.format())?;
    Ok(())
}

/// `stats --partial FILE [--batches A..B]`: measures the batches asked for
/// (all by default) and writes them as a partial result for `merge`.
fn write_partial(args: &StatsArgs, path: &Path) -> Result<(), CliError> {
    check_destination(path)?;
    part_seed(args.dealing.seed).map_err(|e| CliError::Usage(e.to_string()))?;
    let dealing = args.dealing.resolve(args.spec.parse()?)?;
    let game = args
        .game_length
        .map(|length| GamePlan::new(length, args.games, &args.at_least, args.droughts.meaning()));
    let batches = args
        .batches
        .clone()
        .unwrap_or_else(|| Partial::every_batch(args.count));
    let total = Partial::pieces_for(args.count, game.as_ref(), batches.clone());
    let progress = Progress::start(dealing.spec().name(), total);
    let part = simulate_part(&dealing, args.count, game.as_ref(), batches, &progress).map_err(
        |e| match e {
            PartError::Halted(halted) => CliError::Halted(halted),
            PartError::Stopped(stopped) => CliError::Stopped(stopped),
            other => CliError::Usage(other.to_string()),
        },
    )?;
    drop(progress);
    let json = serde_json::to_vec(&part).map_err(io::Error::other)?;
    write_output(path, &json)?;
    let range = &part.batches;
    eprintln!(
        "wrote batches {}..{} of {} to {}; merge every part with `tetrolab merge`",
        range.start,
        range.end,
        part.run.batches_total,
        path.display()
    );
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
    pub study: Study,
    #[serde(skip)]
    pub games: Option<GameStudy>,
}

impl StatsReport {
    /// The report of a study of `dealing` and, if played, its games.
    pub fn new(dealing: &Dealing, study: Study, games: Option<GameStudy>) -> StatsReport {
        StatsReport {
            stats: Stats::new(dealing, &study, games.as_ref()),
            fidelity: dealing.spec().entry().fidelity.to_string(),
            study,
            games,
        }
    }
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
