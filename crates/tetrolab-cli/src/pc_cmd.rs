//! `tetrolab pc`: whether the next pieces make a perfect clear —
//! solution-finder's `percent` counts over a pattern, or exact odds under
//! randomizers.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::request::PcRequest;
use tetrolab::results::{PatternPc, PcAnswer};

use crate::cli::{PcArgs, Typed};
use crate::cover_cmd::{dealt_from, pieces_options, setup_text, shown, write_failing};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Stages;
use tetrolab::results::{Table, headers};

/// `tetrolab pc`: how often the pieces dealt make a perfect clear.
pub fn run(args: &PcArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let field = setup_text(&args.field)?;
    let mut options = Typed::new(typed);
    options
        .text("field", &field)
        .maybe("lines", args.lines.as_ref())
        .text("max_walk_mb", &args.max_walk_mb);
    pieces_options(&mut options, &args.pieces)?;
    let request = PcRequest::from_options(options.options())?;
    let progress = Stages::default();
    let answer = request.answer(&progress)?;
    drop(progress);
    let report = PcReport {
        answer,
        all_failing: args.pieces.all_failing,
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// The answer, as a report.
#[derive(Debug, serde::Serialize)]
struct PcReport {
    #[serde(flatten)]
    answer: PcAnswer,
    #[serde(skip)]
    all_failing: bool,
}

impl PcReport {
    fn write_pattern(&self, pattern: &PatternPc, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "Pattern {}: {} distinct sequences of {} pieces, each counted once (solution-finder's `all`); success: the sequences that make a perfect clear.\n",
            pattern.pattern, pattern.all, pattern.length
        )?;
        Table {
            headers: headers(&["first pieces", "share", "success/all"]),
            rows: pattern
                .tree
                .iter()
                .map(|line| {
                    let share = if line.all == 0 {
                        0.0
                    } else {
                        100.0 * line.success as f64 / line.all as f64
                    };
                    vec![
                        line.prefix.clone(),
                        format!("{share:.2}%"),
                        format!("{}/{}", line.success, line.all),
                    ]
                })
                .collect(),
        }
        .write_text(out)?;
        if let Some(solution) = &pattern.solution {
            writeln!(
                out,
                "\nA solution for {}: {}",
                solution.queue,
                solution.placements.join(", ")
            )?;
            writeln!(out, "As a fumen: {}\nAs a record:", solution.fumen)?;
            for line in solution.record.lines().filter(|l| !l.is_empty()) {
                writeln!(out, "    {line}")?;
            }
        }
        let all = pattern.all.to_string();
        write_failing(out, &pattern.failing, &all, self.all_failing)
    }

    fn write_randomizers(&self, out: &mut dyn Write) -> io::Result<()> {
        let first = &self.answer.randomizers[0];
        let from = dealt_from(first.start, &first.after);
        writeln!(
            out,
            "Exact chance that the pieces dealt next ({from}) make the perfect clear, summed over the randomizer's states; a fraction where it is one.\n"
        )?;
        Table {
            headers: headers(&["randomizer", "chance"]),
            rows: self
                .answer
                .randomizers
                .iter()
                .map(|r| vec![r.spec.clone(), shown(&r.chance)])
                .collect(),
        }
        .write_text(out)
    }
}

impl Report for PcReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let a = &self.answer;
        writeln!(
            out,
            "pc: clear {} line{} ({} left once full rows clear) with {} pieces, {} hold, {} drop, {} kicks.",
            a.lines,
            if a.lines == 1 { "" } else { "s" },
            a.lines_left,
            a.pieces,
            if a.hold { "with" } else { "without" },
            a.drop,
            a.kicks
        )?;
        match &a.pattern {
            Some(pattern) => self.write_pattern(pattern, out),
            None => self.write_randomizers(out),
        }
    }

    /// A pattern: one row per sequence, `O` or `X` (as solution-finder
    /// writes its CSV). Randomizers: one row each.
    fn table(&self) -> Table {
        match &self.answer.pattern {
            Some(pattern) => Table {
                headers: headers(&["sequence", "perfect clear"]),
                rows: pattern
                    .rows
                    .iter()
                    .map(|(sequence, clears)| {
                        vec![sequence.clone(), if *clears { "O" } else { "X" }.to_owned()]
                    })
                    .collect(),
            },
            None => Table {
                headers: headers(&["randomizer", "start", "after", "probability", "fraction"]),
                rows: self
                    .answer
                    .randomizers
                    .iter()
                    .map(|r| {
                        vec![
                            r.spec.clone(),
                            r.start.to_owned(),
                            r.after.clone(),
                            r.chance.probability.to_string(),
                            r.chance.fraction.clone().unwrap_or_default(),
                        ]
                    })
                    .collect(),
            },
        }
    }
}
