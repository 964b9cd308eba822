//! `tetrolab identify`: which randomizer most likely dealt some pieces.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::analysis::{Identification, Start};
use tetrolab::request::{Given, IdentifyRequest};

use crate::cli::{IdentifyArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::pieces_input::read_pieces;
use crate::progress::Stages;
use tetrolab::results::Table;

pub fn run(args: &IdentifyArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let pieces = tetrolab::piece::letters(&read_pieces(&args.pieces)?);
    let mut options = Typed::new(typed);
    options
        .always("pieces", Given::Text(pieces))
        .list("candidates", &args.candidates);
    args.reading.typed(&mut options);
    let request = IdentifyRequest::from_options(options.options())?;
    let progress = Stages::default();
    let found = request.answer(&progress)?;
    drop(progress);
    export::print(&IdentifyReport(found), args.output.format())?;
    Ok(())
}

#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct IdentifyReport(Identification);

impl Report for IdentifyReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let found = &self.0;
        writeln!(
            out,
            "{} pieces, read {}; exact likelihoods under ideal uniform draws.\n",
            found.pieces,
            match found.start {
                Start::Game => "from a game's start",
                Start::Stationary => "as if from anywhere in a long game",
            }
        )?;
        let mut table = self.table();
        // The text shows the group and the reading's start only where they say something.
        for row in &mut table.rows {
            row.truncate(6);
        }
        table.headers.truncate(6);
        table.write_text(out)?;
        writeln!(out, "\n{}", Identification::COLUMNS_MEANING)?;
        if !found.skipped.is_empty() {
            writeln!(out, "\nSkipped:")?;
            for skipped in &found.skipped {
                writeln!(out, "  {}", skipped.why)?;
            }
        }
        Ok(())
    }

    fn table(&self) -> Table {
        self.0.table()
    }
}
