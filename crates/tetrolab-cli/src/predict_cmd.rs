//! `tetrolab predict`: the next piece's odds after some pieces.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::analysis::Start;
use tetrolab::request::{Given, PredictRequest};
use tetrolab::results::Prediction;

use crate::cli::{PredictArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::pieces_input::read_pieces;
use crate::progress::Stages;
use tetrolab::results::Table;

pub fn run(args: &PredictArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let pieces = tetrolab::piece::letters(&read_pieces(&args.pieces)?);
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .always("pieces", Given::Text(pieces));
    args.reading.typed(&mut options);
    let request = PredictRequest::from_options(options.options())?;
    let progress = Stages::default();
    let prediction = request.answer(&progress)?;
    drop(progress);
    export::print(&PredictionReport(prediction), args.output.format())?;
    Ok(())
}

/// The library's prediction as the command line prints it.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct PredictionReport(Prediction);

impl std::ops::Deref for PredictionReport {
    type Target = Prediction;
    fn deref(&self) -> &Prediction {
        &self.0
    }
}

impl Report for PredictionReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "{} after {} pieces (read {}), exact under ideal uniform draws:\n",
            self.spec,
            self.pieces,
            match self.start {
                Start::Game => "from a game's start",
                Start::Stationary => "as if from anywhere in a long game",
            }
        )?;
        self.table().write_text(out)?;
        if let Some(piece) = &self.certain {
            writeln!(out, "\nNext is certainly {piece}.")?;
        } else if !self.impossible.is_empty() {
            writeln!(out, "\nCannot come next: {}.", self.impossible.join(" "))?;
        }
        if let Some(positions) = &self.bag_position {
            match self.certain_position {
                Some(k) => writeln!(out, "The next piece is number {k} of its bag.")?,
                None => {
                    let odds: Vec<String> = positions
                        .iter()
                        .enumerate()
                        .filter(|&(_, &p)| p > 0.0)
                        .map(|(k, p)| format!("{}: {p:.*}", k + 1, Prediction::POSITION_DECIMALS))
                        .collect();
                    writeln!(
                        out,
                        "Where the next piece falls in its bag (position: chance): {}.",
                        odds.join(", ")
                    )?;
                }
            }
        }
        Ok(())
    }

    fn table(&self) -> Table {
        self.0.table()
    }
}
