//! `tetrolab seeds`: the seeds of a real game's generator that deal some
//! pieces.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::request::{Given, SeedsRequest};
use tetrolab::results::{Seeds, Table};

use crate::cli::{SeedsArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::pieces_input::read_pieces;
use crate::progress::Stages;

/// The most seeds the text lists.
const SHOWN: usize = 20;

pub fn run(args: &SeedsArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let pieces = tetrolab::piece::letters(&read_pieces(&args.pieces)?);
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .always("pieces", Given::Text(pieces))
        .text("next", &args.next);
    let seeds = SeedsRequest::from_options(options.options())?.search(&Stages::default())?;
    export::print(&SeedsReport(seeds), args.output.format())?;
    Ok(())
}

/// The library's seeds as the command line prints them.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct SeedsReport(Seeds);

impl std::ops::Deref for SeedsReport {
    type Target = Seeds;
    fn deref(&self) -> &Seeds {
        &self.0
    }
}

impl Report for SeedsReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "{} seed{} of {} deal{} these {} pieces from a game's start (all {} distinct starting states of its generator searched):\n",
            self.found,
            if self.found == 1 { "" } else { "s" },
            self.spec,
            if self.found == 1 { "s" } else { "" },
            self.pieces,
            self.states_searched
        )?;
        if !self.seeds.is_empty() {
            let mut table = self.table();
            table.rows.truncate(SHOWN);
            let hidden = self.found - table.rows.len() as u64;
            table.write_text(out)?;
            if hidden > 0 {
                let json = if self.unlisted == 0 {
                    "every one".to_owned()
                } else {
                    format!("the smallest {}", self.seeds.len())
                };
                writeln!(
                    out,
                    "… and {hidden} more: give more pieces, or --json lists {json}."
                )?;
            }
            writeln!(
                out,
                "\n`tetrolab gen {} --seed SEED` deals the game. Seeds that deal the same as one found:\n{}.",
                self.spec, self.alike
            )?;
        }
        Ok(())
    }

    fn table(&self) -> Table {
        self.0.table()
    }
}
