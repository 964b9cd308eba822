//! `tetrolab stats`: measure one randomizer.

use std::io::{self, Write};
use std::path::Path;

use clap::ArgMatches;
use tetrolab::Dealing;
use tetrolab::analysis::{GameStudy, Partial, Study};
use tetrolab::request::{Given, StatsAnswer, StatsRequest};
use tetrolab::results::{Stats, Table};

use crate::cli::{StatsArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::output::{check_destination, write_output};
use crate::progress::Stages;
use crate::seeding::{announced, fresh_bits};
use crate::stats_text;

pub fn run(args: &StatsArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .text("count", &args.count)
        .maybe("game_length", args.game_length.as_ref())
        .text("games", &args.games)
        .list("at_least", &args.at_least)
        .maybe("droughts", args.droughts.as_ref())
        .flag("partial", args.partial.is_some())
        .maybe("batches", args.batches.as_ref());
    args.dealing.typed(&mut options);
    let request = StatsRequest::from_options(options.options())?;
    // A part's file is checked writable before the work, not after.
    if let Some(path) = &args.partial {
        check_destination(path)?;
    }
    let run = announced(request.resolve(fresh_bits())?);
    let progress = Stages::default();
    let answer = run.measure(&progress)?;
    drop(progress);
    match (answer, &args.partial) {
        (StatsAnswer::Part(part), Some(path)) => write_partial(&part, path),
        (
            StatsAnswer::Run {
                dealing,
                study,
                games,
                ..
            },
            _,
        ) => {
            let report = StatsReport::new(&dealing, study, games);
            export::print(&report, args.output.format())?;
            Ok(())
        }
        (StatsAnswer::Part(_), None) => unreachable!("a part is measured only with --partial"),
    }
}

/// `stats --partial FILE [--batches A..B]`: the batches measured, written
/// as a partial result for `merge`.
fn write_partial(part: &Partial, path: &Path) -> Result<(), CliError> {
    let json = serde_json::to_vec(part).map_err(io::Error::other)?;
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

    fn table(&self) -> Table {
        self.stats.table()
    }
}
