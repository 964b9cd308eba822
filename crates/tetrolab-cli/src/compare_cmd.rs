//! `tetrolab compare`: randomizers side by side, with seed document 000's
//! ratings computed from measurements.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::request::{CompareRequest, Given};
use tetrolab::results::{Comparison, Table};

use crate::cli::{CompareArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Stages;
use crate::seeding::{announced, fresh_bits};

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

impl Report for ComparisonTable {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        self.0.table(false).write_text(out)?;
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
        self.0.table(true)
    }
}
