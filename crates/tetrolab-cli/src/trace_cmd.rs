//! `tetrolab trace`: each piece with the randomizer's state after it
//! (seed 002's weights over time, a bag's remaining pieces, a history).

use std::io::{self, Write};

use serde::Serialize;
use tetrolab::analysis::trace::{Step, trace};
use tetrolab::piece::letters;
use tetrolab::randomizer::{VisibleState, Weighted};
use tetrolab::{Piece, Spec};

use crate::cli::TraceArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::table::{Table, headers};

/// The most pieces a trace holds: every step is kept, with its state.
const MAX_COUNT: u64 = 1_000_000;

pub fn run(args: &TraceArgs) -> Result<(), CliError> {
    if args.count > MAX_COUNT {
        return Err(CliError::Usage(format!(
            "--count {} is more than {MAX_COUNT} steps: use `tetrolab gen` for the pieces alone",
            args.count
        )));
    }
    let dealing = args.dealing.resolve(args.spec.parse::<Spec>()?)?;
    dealing.check_count(args.count)?;
    let traced = trace(&dealing, args.count as usize);
    let weighted = traced
        .steps
        .iter()
        .any(|step| matches!(step.state, VisibleState::Weights(_)));
    let report = TraceReport {
        spec: dealing.spec().to_string(),
        generator: dealing.generator().name(),
        rng: dealing.generator().to_string(),
        seed: dealing.seed().to_string(),
        order: weighted.then(|| Weighted::ORDER.map(Piece::letter)),
        steps: traced.steps.iter().map(StepView::of).collect(),
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// A trace: the dealing, then one entry per step.
#[derive(Debug, Serialize)]
struct TraceReport {
    spec: String,
    generator: &'static str,
    /// The generator again, under the name this output first used.
    rng: String,
    seed: String,
    /// The pieces the weights are listed for, when there are weights.
    #[serde(skip_serializing_if = "Option::is_none")]
    order: Option<[char; 7]>,
    steps: Vec<StepView>,
}

/// One step: the piece (`null` at the start) and the state, under a key
/// that says its kind (none for a randomizer without memory).
#[derive(Debug, Serialize)]
struct StepView {
    piece: Option<char>,
    #[serde(flatten)]
    state: Option<StateView>,
}

/// A visible state in the JSON's shape: pieces as letters.
#[derive(Debug, Serialize)]
#[serde(rename_all = "snake_case")]
enum StateView {
    Weights([f64; 7]),
    Remaining(String),
    Bags(Vec<String>),
    History(String),
    State(String),
}

impl StepView {
    fn of(step: &Step) -> StepView {
        let state = match &step.state {
            VisibleState::Nothing => None,
            VisibleState::Weights(weights) => Some(StateView::Weights(*weights)),
            VisibleState::Remaining(pieces) => Some(StateView::Remaining(letters(pieces))),
            VisibleState::Bags(bags) => Some(StateView::Bags(
                bags.iter().map(|bag| letters(bag)).collect(),
            )),
            VisibleState::History(pieces) => Some(StateView::History(letters(pieces))),
            VisibleState::Opaque(text) => Some(StateView::State(text.clone())),
        };
        StepView {
            piece: step.piece.map(Piece::letter),
            state,
        }
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
