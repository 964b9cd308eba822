//! `tetrolab seeds`: the seeds of a real game's generator that deal some
//! pieces.

use std::io::{self, Write};

use tetrolab::Spec;
use tetrolab::results::Seeds;

use crate::cli::SeedsArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::pieces_input::read_pieces;
use crate::progress::Stages;
use crate::table::{Table, headers};

/// The most seeds the text lists.
const SHOWN: usize = 20;

pub fn run(args: &SeedsArgs) -> Result<(), CliError> {
    let spec: Spec = args.spec.parse()?;
    let pieces = read_pieces(&args.pieces)?;
    let seeds = Seeds::of(&spec, &pieces, args.r#continue, &Stages::default())
        .map_err(|e| CliError::Usage(e.to_string()))?;
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
            "{} seed{} of {} deal{} these {} pieces from a game's start (every generator state searched):\n",
            self.found,
            if self.found == 1 { "" } else { "s" },
            self.spec,
            if self.found == 1 { "s" } else { "" },
            self.pieces
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
        Table {
            headers: headers(&["seed", "next pieces"]),
            rows: self
                .seeds
                .iter()
                .map(|s| vec![s.seed.clone(), s.next.clone()])
                .collect(),
        }
    }
}
