//! `tetrolab seeds`: the seeds of a real game's generator that deal some
//! pieces.

use std::io::{self, Write};

use serde::Serialize;
use tetrolab::Spec;
use tetrolab::analysis::{FoundSeed, find_seeds};

use crate::cli::SeedsArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::pieces_input::read_pieces;
use crate::table::{Table, headers};

/// The most seeds the text lists.
const SHOWN: usize = 20;

/// The most pieces shown after those given, for each seed.
const MAX_CONTINUE: u64 = 100_000;

pub fn run(args: &SeedsArgs) -> Result<(), CliError> {
    let spec: Spec = args.spec.parse()?;
    let pieces = read_pieces(&args.pieces)?;
    if args.r#continue > MAX_CONTINUE {
        return Err(CliError::Usage(format!(
            "--continue {} is more than {MAX_CONTINUE} pieces a seed: use `tetrolab gen SPEC --seed SEED` for a whole game",
            args.r#continue
        )));
    }
    let found = find_seeds(&spec, &pieces, args.r#continue as usize)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let report = SeedsReport {
        spec: spec.to_string(),
        pieces: pieces.len(),
        seeds: found.seeds,
        alike: found.alike,
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// The seeds found.
#[derive(Debug, Serialize)]
struct SeedsReport {
    spec: String,
    /// Pieces given.
    pieces: usize,
    /// Every seed that deals them from a game's start, smallest first
    /// (one per class of seeds that deal alike).
    seeds: Vec<FoundSeed>,
    /// Which other seeds deal what each one found deals.
    alike: &'static str,
}

impl Report for SeedsReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "{} seed{} of {} deal{} these {} pieces from a game's start (every generator state searched):\n",
            self.seeds.len(),
            if self.seeds.len() == 1 { "" } else { "s" },
            self.spec,
            if self.seeds.len() == 1 { "s" } else { "" },
            self.pieces
        )?;
        if !self.seeds.is_empty() {
            let mut table = self.table();
            let hidden = table.rows.len().saturating_sub(SHOWN);
            table.rows.truncate(SHOWN);
            table.write_text(out)?;
            if hidden > 0 {
                writeln!(
                    out,
                    "… and {hidden} more: give more pieces, or --json lists every one."
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
