//! `tetrolab exact`: exact answers for a randomizer with finitely many
//! states.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::analysis::exact::{Exact, Fractions};
use tetrolab::request::{ExactRequest, Given};

use crate::cli::{ExactArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Stages;
use tetrolab::results::{Table, flattened, headers};

pub fn run(args: &ExactArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .text("game_length", &args.game_length)
        .maybe("start", args.start.as_ref())
        .maybe("droughts", args.droughts.as_ref())
        .list("at_least", &args.at_least)
        .text("max_states", &args.max_states)
        .maybe("seed", args.seed.as_ref());
    let request = ExactRequest::from_options(options.options())?;
    let progress = Stages::default();
    let exact = request.answer(&progress)?;
    drop(progress);
    export::print(&ExactReport(exact), args.output.format())?;
    Ok(())
}

/// The exact answers, as a report.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct ExactReport(Exact);

/// ` = n/d` where a number is an exact fraction, ` ≈ n/d` where its
/// fraction was recognised from the float (`fractions.recognised`).
fn exactly(fractions: &Fractions, name: &str, fraction: &Option<String>) -> String {
    let sign = if fractions.recognised.contains(&name) {
        "≈"
    } else {
        "="
    };
    fraction
        .as_ref()
        .filter(|f| f.contains('/') || sign == "≈")
        .map(|f| format!(" {sign} {f}"))
        .unwrap_or_default()
}

/// The longest witness shown whole; a longer one shows its end.
const WITNESS_SHOWN: usize = 60;

/// A witness as the text report shows it: whole if short, else its last
/// [`WITNESS_SHOWN`] pieces and where they end (`--json` has it whole).
fn shown(witness: &str) -> String {
    match witness.len().checked_sub(WITNESS_SHOWN) {
        None | Some(0) => format!(": {witness}"),
        Some(skipped) => format!(
            ": …{} (pieces {}-{} of the game)",
            &witness[skipped..],
            skipped + 1,
            witness.len()
        ),
    }
}

/// A number, or `none` where there is no limit or no value.
fn maybe<T: std::fmt::Display>(value: Option<T>, none: &str) -> String {
    value.map_or_else(|| none.to_owned(), |v| v.to_string())
}

impl Report for ExactReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let e = &self.0;
        writeln!(out, "{}: exact, under {}.", e.spec, e.law)?;
        writeln!(
            out,
            "Chain: {} states ({} with distinct futures); {}.",
            e.states, e.distinct_states, e.chain
        )?;
        writeln!(
            out,
            "Checks: every gap law has mass 1 and mean 1/frequency to {:.0e}; stationary mass to {:.0e}.",
            e.checks.gap_law_error.max(1e-16),
            e.checks.stationary_mass_error.max(1e-16)
        )?;
        writeln!(
            out,
            "\nFrequency, gaps and droughts (gap: distance between two of a kind; drought: gap - 1)"
        )?;
        let mut rows = Vec::new();
        for (piece, stats) in e.per_piece.iter() {
            rows.push(vec![
                piece.to_string(),
                format!("{:.6}", stats.frequency),
                format!("{:.4}", stats.gap.mean),
                format!("{:.6}", stats.gap.variance),
                maybe(stats.drought.max, "unbounded"),
                format!("{:.6}", stats.drought.p_at_least[&13]),
                maybe(
                    e.drought_limits[piece].witness.as_deref().map(str::len),
                    "-",
                ),
            ]);
        }
        rows.push(vec![
            "all".to_owned(),
            "1".to_owned(),
            format!("{:.4}", e.gap.mean),
            format!(
                "{:.6}{}",
                e.gap.variance,
                exactly(&e.fractions, "gap_variance", &e.fractions.gap_variance)
            ),
            maybe(e.drought.max, "unbounded"),
            format!("{:.6}", e.drought.p_at_least[&13]),
            String::new(),
        ]);
        let headers = headers(&[
            "piece",
            "frequency",
            "mean gap",
            "Var(gap)",
            "longest drought",
            "P(drought >= 13)",
            "witness length",
        ]);
        Table { headers, rows }.write_text(out)?;
        writeln!(
            out,
            "\nHard limits (with pieces from a game's start that reach them)"
        )?;
        let limits = [
            ("longest I drought", &e.drought_limits[tetrolab::Piece::I]),
            ("longest flood", &e.flood),
            ("longest S/Z run", &e.snake),
        ];
        for (name, limit) in limits {
            writeln!(
                out,
                "  {name} {}{}",
                maybe(limit.max, "unbounded"),
                limit.witness.as_deref().map(shown).unwrap_or_default()
            )?;
        }
        writeln!(
            out,
            "P(repeat) {:.6}{}",
            e.repeat_probability,
            exactly(
                &e.fractions,
                "repeat_probability",
                &e.fractions.repeat_probability
            )
        )?;
        writeln!(out, "\nPredictability")?;
        const BITS: usize = Exact::BITS_DECIMALS;
        const ACCURACY: usize = Exact::ACCURACY_DECIMALS;
        const POSITION: usize = Exact::POSITION_DECIMALS;
        let observer = &e.observer;
        let (rate, accuracy, how) = match observer.ci95_half_width {
            Some([a, h]) => (
                format!("{:.BITS$} ± {h:.BITS$}", e.entropy_rate),
                format!("{:.ACCURACY$} ± {a:.ACCURACY$}", e.guess_accuracy),
                format!(
                    "estimated, 95 % intervals, by following its beliefs over {} pieces",
                    observer.sample
                ),
            ),
            None => (
                format!("{:.BITS$}", e.entropy_rate),
                format!("{:.ACCURACY$}", e.guess_accuracy),
                "exact".to_owned(),
            ),
        };
        let accuracy_fraction =
            exactly(&e.fractions, "guess_accuracy", &e.fractions.guess_accuracy);
        writeln!(
            out,
            "  the pieces' entropy rate {rate} bits/piece; best guess right {accuracy}{accuracy_fraction} of the time ({how}; a player who knows the algorithm and every piece so far)"
        )?;
        if !observer.learns_the_state {
            writeln!(
                out,
                "  with the chain's hidden state known: H(next | state) {:.BITS$} bits, best guess right {:.ACCURACY$}{} (the pieces never fully reveal it, so this is not the pieces' rate)",
                e.next_given_state.entropy,
                e.next_given_state.guess_accuracy,
                exactly(
                    &e.fractions,
                    "next_given_state_guess_accuracy",
                    &e.fractions.next_given_state_guess_accuracy
                )
            )?;
        }
        if let Some(position) = &e.bag_position {
            let accuracies: Vec<String> = match &e.fractions.bag_position {
                Some(fractions) => fractions.clone(),
                None => position
                    .guess_accuracy
                    .iter()
                    .map(|a| format!("{a:.POSITION$}"))
                    .collect(),
            };
            writeln!(
                out,
                "  guess accuracy by position in the bag: {}",
                accuracies.join(" ")
            )?;
        }
        for (k, h) in e.conditional_entropy.iter().enumerate() {
            writeln!(
                out,
                "  H(next | {k} before) {}",
                maybe(h.map(|h| format!("{h:.BITS$}")), "too costly")
            )?;
        }
        crate::game_table::write(&e.game, "exact", out)?;
        writeln!(
            out,
            "\n--json gives every number, witnesses and expected counts; --csv as rows."
        )
    }

    /// Every number as a row: its JSON path and value.
    fn table(&self) -> Table {
        flattened(&self.0)
    }
}
