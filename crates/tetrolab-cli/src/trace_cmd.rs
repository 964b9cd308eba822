//! `tetrolab trace`: each piece with the randomizer's state after it
//! (seed 002's weights over time, a bag's remaining pieces, a history).

use std::io::{self, Write};

use tetrolab::Spec;
use tetrolab::results::{MAX_TRACE, StateView, Trace, TraceError};

use crate::cli::TraceArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::table::{Table, headers};

pub fn run(args: &TraceArgs) -> Result<(), CliError> {
    if args.count > MAX_TRACE {
        // Refused before a seed is drawn and announced.
        return Err(CliError::Usage(TraceError::TooLong(args.count).to_string()));
    }
    let dealing = args.dealing.resolve(args.spec.parse::<Spec>()?)?;
    let trace = Trace::of(&dealing, args.count).map_err(|e| match e {
        TraceError::Halted(halted) => CliError::Halted(halted),
        other => CliError::Usage(other.to_string()),
    })?;
    export::print(&TraceReport(trace), args.output.format())?;
    Ok(())
}

/// The library's trace as the command line prints it.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct TraceReport(Trace);

impl std::ops::Deref for TraceReport {
    type Target = Trace;
    fn deref(&self) -> &Trace {
        &self.0
    }
}

impl TraceReport {
    /// The steps as a table, weights written by `weight`: a column per
    /// weight, or one for the state (none when nothing is remembered).
    fn table_with(&self, weight: fn(f64) -> String) -> Table {
        let mut names = vec!["step", "piece"];
        let order = self.order.map(|order| order.map(String::from));
        let stateless = self.steps.iter().all(|step| step.state.is_none());
        match &order {
            Some(order) => names.extend(order.iter().map(String::as_str)),
            None if stateless => {}
            None => names.push("state"),
        }
        let rows = self.steps.iter().enumerate().map(|(n, step)| {
            let mut row = vec![
                n.to_string(),
                step.piece.map(String::from).unwrap_or_default(),
            ];
            match &step.state {
                Some(StateView::Weights(weights)) => row.extend(weights.map(weight)),
                Some(StateView::Bags(bags)) => row.push(bags.join(" ")),
                Some(
                    StateView::Remaining(text) | StateView::History(text) | StateView::State(text),
                ) => row.push(text.clone()),
                None if stateless => {}
                None => row.push(String::new()),
            }
            row
        });
        Table {
            headers: headers(&names),
            rows: rows.collect(),
        }
    }
}

impl Report for TraceReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "{} on {} from seed {}{}:\n",
            self.spec,
            self.rng,
            self.seed,
            match self.steps.first().and_then(|s| s.state.as_ref()) {
                Some(StateView::Weights(_)) => ", the weights after each piece",
                Some(StateView::Remaining(_)) => ", the bag's pieces left after each (next first)",
                Some(StateView::Bags(_)) => ", each bag's pieces left after each piece",
                Some(StateView::History(_)) => ", the history after each piece (oldest first)",
                Some(StateView::State(_)) => ", the state after each piece",
                None => "",
            }
        )?;
        self.table_with(readable).write_text(out)
    }

    /// Weights in full: the shortest text that reads back as the same
    /// float.
    fn table(&self) -> Table {
        self.table_with(|w| format!("{w:?}"))
    }
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
