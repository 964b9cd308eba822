//! `tetrolab predict`: the next piece's odds after some pieces.

use std::io::{self, Write};

use serde::Serialize;
use tetrolab::analysis::{Start, read};
use tetrolab::{Piece, PieceMap, Spec};

use crate::cli::PredictArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::pieces_input::read_pieces;
use crate::table::{Table, headers};

pub fn run(args: &PredictArgs) -> Result<(), CliError> {
    let spec: Spec = args.spec.parse()?;
    let pieces = read_pieces(&args.pieces)?;
    let (reading, start) = read(
        &spec,
        &pieces,
        args.reading.start(),
        args.reading.max_states(),
    )?;
    let (Some(next), None) = (reading.next, reading.ruled_out_at) else {
        let t = reading.ruled_out_at.unwrap_or(pieces.len());
        return Err(CliError::Usage(format!(
            "{spec} cannot deal these pieces: piece {t} ({}) cannot follow the ones before it{}",
            pieces[t - 1],
            if start == Start::Game {
                " from a game's start (without --from-start, from anywhere in a game)"
            } else {
                ""
            }
        )));
    };
    let prediction = Prediction {
        spec: spec.to_string(),
        pieces: pieces.len(),
        start,
        certain: Piece::ALL
            .into_iter()
            .find(|&p| next[p] >= 1.0 - 1e-12)
            .map(|p| p.to_string()),
        impossible: Piece::ALL
            .into_iter()
            .filter(|&p| next[p] <= 0.0)
            .map(|p| p.to_string())
            .collect(),
        next,
        bag_position: reading.bag_position,
        log2_likelihood: reading.log2_likelihood,
    };
    export::print(&prediction, args.output.format())?;
    Ok(())
}

/// The next piece's odds after the pieces seen.
#[derive(Debug, Serialize)]
struct Prediction {
    spec: String,
    /// Pieces seen.
    pieces: usize,
    /// Where they were read from.
    start: Start,
    /// Each piece's chance of coming next.
    next: PieceMap<f64>,
    /// The piece that surely comes next, if one does (its letter).
    certain: Option<String>,
    /// The pieces that cannot come next, as letters.
    impossible: Vec<String>,
    /// For bags: the chance that the next piece is the k-th of its bag.
    bag_position: Option<Vec<f64>>,
    /// log2 of the seen pieces' probability.
    log2_likelihood: Option<f64>,
}

impl Report for Prediction {
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
            let known = positions.iter().position(|&p| p >= 1.0 - 1e-12);
            match known {
                Some(k) => writeln!(out, "The next piece is number {} of its bag.", k + 1)?,
                None => {
                    let odds: Vec<String> = positions
                        .iter()
                        .enumerate()
                        .filter(|&(_, &p)| p > 0.0)
                        .map(|(k, p)| format!("{}: {p:.3}", k + 1))
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
        Table {
            headers: headers(&["piece", "chance"]),
            rows: self
                .next
                .iter()
                .map(|(piece, p)| vec![piece.to_string(), format!("{p:.6}")])
                .collect(),
        }
    }
}
