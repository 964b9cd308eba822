//! `tetrolab cover`: whether the next pieces let a player build setups —
//! solution-finder's counts over a pattern, or exact odds under
//! randomizers.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::play::Kicks;
use tetrolab::request::CoverRequest;
use tetrolab::results::{Chance, CoverAnswer, PatternCover, RandomizerCover};

use crate::cli::{CoverArgs, PiecesArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Stages;
use tetrolab::results::{Table, headers};

/// Failing orders the text shows per setup without `--all-failing`.
const FAILING_SHOWN: usize = 10;

/// `tetrolab cover`: the odds that the pieces dealt let a player build
/// each setup.
pub fn run(args: &CoverArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let setups = args
        .setups
        .iter()
        .map(|s| setup_text(s))
        .collect::<Result<Vec<String>, CliError>>()?;
    let mut options = Typed::new(typed);
    options
        .list_always("setups", &setups)
        .flag("mirror", args.mirror)
        .maybe("mode", args.mode.as_ref())
        .maybe("max_softdrop", args.max_softdrop.as_ref())
        .maybe("max_clearline", args.max_clearline.as_ref())
        .maybe("spins_first", args.spins_first.as_ref())
        .maybe("last_sd", args.last_sd.as_ref());
    pieces_options(&mut options, &args.pieces)?;
    let request = CoverRequest::from_options(options.options())?;
    let progress = Stages::default();
    let answer = request.answer(&progress)?;
    drop(progress);
    let report = CoverReport {
        answer,
        all_failing: args.pieces.all_failing,
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// Maps the flags `cover` and `pc` share into the request's options (a
/// kick file read into its text).
pub(crate) fn pieces_options(options: &mut Typed, args: &PiecesArgs) -> Result<(), CliError> {
    let kicks = args.kicks.as_deref().map(kick_text).transpose()?;
    options
        .maybe("pattern", args.pattern.as_ref())
        .list("randomizer", &args.randomizer)
        .maybe("after", args.after.as_ref())
        .flag("stationary", args.stationary)
        .maybe("hold", args.hold.as_ref())
        .maybe("drop", args.drop.as_ref())
        .maybe("kicks", kicks.as_ref());
    Ok(())
}

/// A setup (or field) argument: a fumen as typed, or the text of the file it names;
/// a file of a fumen may be followed by sfinder's page range
/// (`opener.txt#1:4`), which follows the fumen read.
pub(crate) fn setup_text(arg: &str) -> Result<String, CliError> {
    if arg.contains("115@") {
        return Ok(arg.to_owned());
    }
    let (path, pages) = match arg.rsplit_once('#') {
        Some((path, pages)) if !std::path::Path::new(arg).is_file() => (path, Some(pages)),
        _ => (arg, None),
    };
    if !std::path::Path::new(path).is_file() {
        return Ok(arg.to_owned());
    }
    let text = std::fs::read_to_string(path)
        .map(|text| text.trim().to_owned())
        .map_err(|e| CliError::Usage(format!("reading the setup {path}: {e}")))?;
    Ok(match pages {
        Some(pages) => format!("{text}#{pages}"),
        None => text,
    })
}

/// A kick table argument: a built-in table's name, or the text of the
/// kick file it names.
pub(crate) fn kick_text(arg: &str) -> Result<String, CliError> {
    if Kicks::named(arg.trim()).is_some() || !std::path::Path::new(arg).is_file() {
        return Ok(arg.to_owned());
    }
    std::fs::read_to_string(arg)
        .map_err(|e| CliError::Usage(format!("--kicks {arg}: cannot read the kick file: {e}")))
}

/// The answer, as a report.
#[derive(Debug, serde::Serialize)]
struct CoverReport {
    #[serde(flatten)]
    answer: CoverAnswer,
    #[serde(skip)]
    all_failing: bool,
}

/// `0.333333 = 1/3`: the chance as a float, and as a fraction where it is
/// one.
pub(crate) fn shown(chance: &Chance) -> String {
    match &chance.fraction {
        Some(fraction) => format!("{:.*} = {fraction}", Chance::DECIMALS, chance.probability),
        None => format!("{:.*}", Chance::DECIMALS, chance.probability),
    }
}

impl CoverReport {
    fn labels(&self) -> Vec<String> {
        self.answer.setups.iter().map(|s| s.label.clone()).collect()
    }

    fn write_pattern(&self, pattern: &PatternCover, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "Pattern {}: {} distinct sequences, each counted once (solution-finder's `all`); a setup's count is the sequences that let a player build it.\n",
            pattern.pattern, pattern.all
        )?;
        let mut rows: Vec<Vec<String>> = self
            .labels()
            .into_iter()
            .zip(&pattern.setups)
            .map(|(label, c)| vec![label, format!("{:.2}%", 100.0 * c.probability), count(c)])
            .collect();
        rows.push(vec![
            "OR (any setup)".into(),
            format!("{:.2}%", 100.0 * pattern.or.probability),
            count(&pattern.or),
        ]);
        rows.push(vec![
            "AND (every setup)".into(),
            format!("{:.2}%", 100.0 * pattern.and.probability),
            count(&pattern.and),
        ]);
        Table {
            headers: headers(&["setup", "share", "success/all"]),
            rows,
        }
        .write_text(out)?;
        for (label, failing) in self.labels().iter().zip(&pattern.failing) {
            let what = format!("{} for {label}", pattern.all);
            write_failing(out, failing, &what, self.all_failing)?;
        }
        Ok(())
    }

    fn write_randomizers(&self, out: &mut dyn Write) -> io::Result<()> {
        let first = &self.answer.randomizers[0];
        let from = dealt_from(first.start, &first.after);
        writeln!(
            out,
            "Exact chance that the pieces dealt next ({from}) let a player build each setup, summed over the randomizer's states; a fraction where it is one.\n"
        )?;
        Table {
            headers: headers(&["randomizer", "setup", "chance"]),
            rows: self.randomizer_rows(shown),
        }
        .write_text(out)
    }

    /// One row per randomizer and setup, then OR and AND.
    fn randomizer_rows(&self, cell: impl Fn(&Chance) -> String) -> Vec<Vec<String>> {
        let labels = self.labels();
        let mut rows = Vec::new();
        for r in &self.answer.randomizers {
            let RandomizerCover {
                spec,
                setups,
                or,
                and,
                ..
            } = r;
            for (label, c) in labels.iter().zip(setups) {
                rows.push(vec![spec.clone(), label.clone(), cell(c)]);
            }
            if labels.len() > 1 {
                rows.push(vec![spec.clone(), "OR (any setup)".into(), cell(or)]);
                rows.push(vec![spec.clone(), "AND (every setup)".into(), cell(and)]);
            }
        }
        rows
    }
}

/// `success/all`.
fn count(chance: &Chance) -> String {
    chance.fraction.clone().unwrap_or_default()
}

impl Report for CoverReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let a = &self.answer;
        let mode = if a.mode == "normal" {
            String::new()
        } else {
            format!(", mode {}", a.mode)
        };
        writeln!(
            out,
            "cover: {} setup{}, {} hold, {} drop, {} kicks{mode}.",
            a.setups.len(),
            if a.setups.len() == 1 { "" } else { "s" },
            if a.hold { "with" } else { "without" },
            a.drop,
            a.kicks
        )?;
        match &a.pattern {
            Some(pattern) => self.write_pattern(pattern, out),
            None => self.write_randomizers(out),
        }
    }

    /// A pattern: one row per sequence, `O` or `X` per setup (as
    /// solution-finder writes its CSV). Randomizers: one row per
    /// randomizer and setup.
    fn table(&self) -> Table {
        match &self.answer.pattern {
            Some(pattern) => Table {
                headers: std::iter::once("sequence".to_owned())
                    .chain(self.labels())
                    .collect(),
                rows: pattern
                    .rows
                    .iter()
                    .map(|(sequence, marks)| {
                        std::iter::once(sequence.clone())
                            .chain(marks.iter().map(|&b| if b { "O" } else { "X" }.to_owned()))
                            .collect()
                    })
                    .collect(),
            },
            None => {
                let mut rows = self.randomizer_rows(|c| c.probability.to_string());
                let fractions = self.randomizer_rows(|c| c.fraction.clone().unwrap_or_default());
                for (row, fraction) in rows.iter_mut().zip(fractions) {
                    row.push(fraction[2].clone());
                }
                Table {
                    headers: headers(&["randomizer", "setup", "probability", "fraction"]),
                    rows,
                }
            }
        }
    }
}

/// The failing orders of a pattern, after a blank line: all of them with
/// `--all-failing`, else the first few (`all` says of how many, and for
/// what).
pub(crate) fn write_failing(
    out: &mut dyn Write,
    failing: &[String],
    all: &str,
    all_failing: bool,
) -> io::Result<()> {
    if failing.is_empty() {
        return Ok(());
    }
    let shown = if all_failing {
        failing.len()
    } else {
        failing.len().min(FAILING_SHOWN)
    };
    write!(out, "\nFails {} of {all}", failing.len())?;
    if shown < failing.len() {
        write!(out, " (the first {shown}; --all-failing or --csv for all)")?;
    }
    writeln!(out, ":\n  {}", failing[..shown].join(" "))
}

/// Where a randomizer's pieces start, in words: the game's start or a
/// random moment, and the pieces seen before.
pub(crate) fn dealt_from(start: &str, after: &str) -> String {
    let from = match start {
        "stationary" => "at a random moment of a long game",
        _ => "from the game's start",
    };
    if after.is_empty() {
        from.to_owned()
    } else {
        format!("{from}, after {after}")
    }
}
