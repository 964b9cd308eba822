//! `tetrolab trace`: each piece with the randomizer's state after it
//! (seed 002's weights over time, a bag's remaining pieces, a history).
//! Steps are written as they are dealt, in every format, so a trace of a
//! million pieces holds one step at a time.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::request::{DealRequest, Given};
use tetrolab::results::{StateView, StepView, Trace};

use crate::cli::{TraceArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Format};
use crate::seeding::{announced, fresh_bits};
use tetrolab::results::{headers, widths, write_aligned};

pub fn run(args: &TraceArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .text("count", &args.count);
    args.dealing.typed(&mut options);
    let run = announced(DealRequest::from_options(options.options(), true)?.resolve(fresh_bits())?);
    let report = TraceReport::of(run.trace()?, run.count());
    export::to_stdout(|out| match args.output.format() {
        Format::Table => report.write_text(out),
        Format::Json => export::json::write(&report.trace, out),
        Format::Csv => tetrolab::results::write_csv_rows(&report.headers(), report.rows(full), out),
    })?;
    Ok(())
}

/// The library's trace of `count` pieces as the command line prints it,
/// with the state at the start, whose kind every step shares.
struct TraceReport {
    trace: Trace,
    count: u64,
    start: Option<StateView>,
}

impl TraceReport {
    fn of(trace: Trace, count: u64) -> TraceReport {
        let start = trace.steps.iter().next().and_then(|step| step.state);
        TraceReport {
            trace,
            count,
            start,
        }
    }

    /// The text: what the columns show, then the steps in aligned columns,
    /// each written as it is dealt.
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let shown = match self.start {
            Some(StateView::Weights(_)) => ", the weights after each piece",
            Some(StateView::Remaining(_)) => ", the bag's pieces left after each (next first)",
            Some(StateView::Bags(_)) => ", each bag's pieces left after each piece",
            Some(StateView::History(_)) => ", the history after each piece (oldest first)",
            Some(StateView::State(_)) => ", the state after each piece",
            None => "",
        };
        let trace = &self.trace;
        writeln!(
            out,
            "{} on {} from seed {}{shown}:\n",
            trace.spec, trace.rng, trace.seed
        )?;
        let headers = self.headers();
        write_aligned(&headers, &self.widths(&headers), self.rows(readable), out)
    }

    /// The text's column widths. Weights vary in width, so a trace with
    /// weights is dealt once first to measure them; in every other trace
    /// only the step number's column is padded (the piece's header is
    /// wider than a piece, the state's column is last), and the last
    /// step's number is the widest.
    fn widths(&self, headers: &[String]) -> Vec<usize> {
        match self.start {
            Some(StateView::Weights(_)) => widths(headers, self.rows(readable)),
            _ => widths(headers, [[self.count.to_string()]]),
        }
    }

    /// The columns: a column per weight, or one for the state (none when
    /// nothing is remembered).
    fn headers(&self) -> Vec<String> {
        let mut names = headers(&["step", "piece"]);
        match (self.trace.order, &self.start) {
            (Some(order), _) => names.extend(order.map(String::from)),
            (None, None) => {}
            (None, Some(_)) => names.push("state".to_owned()),
        }
        names
    }

    /// The steps as rows, made as they are dealt, weights written by
    /// `weight`.
    fn rows(&self, weight: fn(f64) -> String) -> impl Iterator<Item = Vec<String>> + use<> {
        let stateless = self.start.is_none();
        self.trace
            .steps
            .iter()
            .enumerate()
            .map(move |(n, step)| row(n, step, stateless, weight))
    }
}

/// One step's row: its number, its piece and its state.
fn row(n: usize, step: StepView, stateless: bool, weight: fn(f64) -> String) -> Vec<String> {
    let mut row = vec![
        n.to_string(),
        step.piece.map(String::from).unwrap_or_default(),
    ];
    match step.state {
        Some(StateView::Weights(weights)) => row.extend(weights.map(weight)),
        Some(StateView::Bags(bags)) => row.push(bags.join(" ")),
        Some(StateView::Remaining(text) | StateView::History(text) | StateView::State(text)) => {
            row.push(text);
        }
        None if stateless => {}
        None => row.push(String::new()),
    }
    row
}

/// A weight in full, for CSV: the shortest text that reads back as the
/// same float.
fn full(weight: f64) -> String {
    format!("{weight:?}")
}

/// A weight for people: four decimals, or three significant digits in
/// exponent form when far from 1.
fn readable(weight: f64) -> String {
    if weight == 0.0 || (1e-4..1e6).contains(&weight.abs()) {
        format!("{weight:.4}")
    } else {
        format!("{weight:.3e}")
    }
}
