//! A [`Trace`] as a table, for every face: its heading line, its
//! columns, its rows with weights written for people (the text) or in
//! full (CSV). The command line's `trace` and the page's Trace view both
//! write these, so a trace reads the same wherever it is shown.

use std::io::{self, Write};

use super::table::{headers, widths, write_aligned, write_csv_rows};
use super::trace::{StateView, StepView, Trace};

/// How a table writes a weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeightText {
    /// Four decimals, or three significant digits in exponent form when
    /// far from 1 (the text's).
    Readable,
    /// The shortest text that reads back as the same float (CSV's).
    Full,
}

impl WeightText {
    /// `weight` written this way.
    ///
    /// ```
    /// use tetrolab::results::WeightText;
    /// assert_eq!(WeightText::Readable.write(1.0 / 3.0), "0.3333");
    /// assert_eq!(WeightText::Readable.write(4.68e8), "4.680e8");
    /// assert_eq!(WeightText::Full.write(1.0 / 3.0), "0.3333333333333333");
    /// ```
    pub fn write(self, weight: f64) -> String {
        match self {
            WeightText::Full => format!("{weight:?}"),
            WeightText::Readable if weight == 0.0 || (1e-4..1e6).contains(&weight.abs()) => {
                format!("{weight:.4}")
            }
            WeightText::Readable => format!("{weight:.3e}"),
        }
    }
}

impl Trace {
    /// The state at the start, whose kind every step shares (`None` for
    /// a randomizer without memory).
    fn start(&self) -> Option<StateView> {
        self.steps.iter().next().and_then(|step| step.state)
    }

    /// The line above the text's table: the dealing, and what the state
    /// column shows.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::results::Trace;
    /// let trace = Trace::of(&Dealing::new("7-bag".parse()?, None, 1u64.into())?, 3)?;
    /// assert_eq!(
    ///     trace.heading(),
    ///     "7-bag on default from seed 1, the bag's pieces left after each (next first):"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn heading(&self) -> String {
        let shown = match self.start() {
            Some(StateView::Weights(_)) => ", the weights after each piece",
            Some(StateView::Remaining(_)) => ", the bag's pieces left after each (next first)",
            Some(StateView::Bags(_)) => ", each bag's pieces left after each piece",
            Some(StateView::History(_)) => ", the history after each piece (oldest first)",
            Some(StateView::State(_)) => ", the state after each piece",
            None => "",
        };
        format!(
            "{} on {} from seed {}{shown}:",
            self.spec, self.rng, self.seed
        )
    }

    /// The columns: `step`, `piece`, then a column per weight, or one for
    /// the state (none when nothing is remembered).
    pub fn headers(&self) -> Vec<String> {
        let mut names = headers(&["step", "piece"]);
        match (self.order, self.start()) {
            (Some(order), _) => names.extend(order.map(String::from)),
            (None, None) => {}
            (None, Some(_)) => names.push("state".to_owned()),
        }
        names
    }

    /// The steps as rows, made as they are dealt, weights written as
    /// `weight` says. Row 0 is the state at the start (no piece).
    pub fn rows(&self, weight: WeightText) -> impl Iterator<Item = Vec<String>> + use<> {
        let stateless = self.start().is_none();
        self.steps
            .iter()
            .enumerate()
            .map(move |(n, step)| row(n, step, stateless, weight))
    }

    /// The text `tetrolab trace` prints: the heading, a blank line, then
    /// the steps in aligned columns, each written as it is dealt.
    ///
    /// # Errors
    /// Writing to `out` failed.
    pub fn write_text(&self, count: u64, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}\n", self.heading())?;
        let headers = self.headers();
        let widths = match self.start() {
            // Weights vary in width: dealt once first to measure them.
            Some(StateView::Weights(_)) => widths(&headers, self.rows(WeightText::Readable)),
            // Otherwise only the step number's column is padded (the
            // piece's header is wider than a piece, the state's column is
            // last), and the last step's number is the widest.
            _ => widths(&headers, [[count.to_string()]]),
        };
        write_aligned(&headers, &widths, self.rows(WeightText::Readable), out)
    }

    /// The CSV `tetrolab trace --csv` prints: weights in full.
    ///
    /// # Errors
    /// Writing to `out` failed.
    pub fn write_csv(&self, out: &mut dyn Write) -> io::Result<()> {
        write_csv_rows(&self.headers(), self.rows(WeightText::Full), out)
    }
}

/// One step's row: its number, its piece and its state.
fn row(n: usize, step: StepView, stateless: bool, weight: WeightText) -> Vec<String> {
    let mut row = vec![
        n.to_string(),
        step.piece.map(String::from).unwrap_or_default(),
    ];
    match step.state {
        Some(StateView::Weights(weights)) => row.extend(weights.map(|w| weight.write(w))),
        Some(StateView::Bags(bags)) => row.push(bags.join(" ")),
        Some(StateView::Remaining(text) | StateView::History(text) | StateView::State(text)) => {
            row.push(text);
        }
        None if stateless => {}
        None => row.push(String::new()),
    }
    row
}
