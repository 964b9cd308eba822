//! `tetrolab frontier`: a design space evaluated exactly, and its Pareto
//! front.

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::analysis::exact::ExactValue;
use tetrolab::analysis::frontier::{Design, Frontier};
use tetrolab::request::FrontierRequest;

use crate::cli::{FrontierArgs, FrontierQuestion, Typed};
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Stages;
use tetrolab::results::Table;

pub fn run(args: &FrontierArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let frontier = answer(&args.question, typed)?;
    export::print(&FrontierReport(frontier), args.output.format())?;
    Ok(())
}

/// The frontier the flags ask for, with progress on stderr.
fn answer(question: &FrontierQuestion, typed: &ArgMatches) -> Result<Frontier, CliError> {
    let mut options = Typed::new(typed);
    frontier_options(question, &mut options);
    let request = FrontierRequest::from_options(options.options())?;
    let progress = Stages::default();
    Ok(request.answer(&progress)?)
}

/// The frontier's flags as the library's options (also `plot frontier`'s).
pub fn frontier_options(question: &FrontierQuestion, options: &mut Typed<'_>) {
    options
        .list("space", &question.space)
        .list("minimize", &question.minimize)
        .list("maximize", &question.maximize)
        .list("where", &question.r#where)
        .text("game_length", &question.game_length);
}

/// The frontier as the command line prints it.
#[derive(Debug, serde::Serialize)]
#[serde(transparent)]
struct FrontierReport(Frontier);

impl FrontierReport {
    /// Every name a design has a value for, judged objectives first.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.0.objectives.iter().map(|o| o.name.clone()).collect();
        if let Some(design) = self.0.designs.first() {
            let bounded: Vec<String> = design
                .values
                .keys()
                .filter(|k| !names.contains(k))
                .cloned()
                .collect();
            names.extend(bounded);
        }
        names
    }

    /// One value as a cell: the number (to `digits` significant places in
    /// text, whole in CSV), `± half-width` when estimated, `unbounded` for
    /// no limit.
    fn cell(design: &Design, name: &str, text: bool) -> String {
        let number = match design.values.get(name) {
            Some(ExactValue::Number(x)) if text => format!("{x:.6}"),
            Some(ExactValue::Number(x)) => x.to_string(),
            Some(ExactValue::Unbounded) => "unbounded".to_owned(),
            None => String::new(),
        };
        match design.half_width_95.get(name) {
            Some(half) if text => format!("{number} ± {half:.6}"),
            _ => number,
        }
    }

    /// How many bags deal the design's law with their pieces renamed
    /// (blank for none).
    fn renamed_count(design: &Design) -> String {
        match design.renamed.len() {
            0 => String::new(),
            n => format!("{n} bags"),
        }
    }

    /// What a front design gives up, in words.
    fn gives_up(design: &Design) -> String {
        design
            .gives_up
            .as_ref()
            .map_or_else(String::new, ToString::to_string)
    }

    /// The designs as rows, text or CSV cells.
    fn rows<'a>(&self, designs: impl Iterator<Item = &'a Design>, text: bool) -> Vec<Vec<String>> {
        let names = self.names();
        designs
            .map(|design| {
                let mut row = vec![design.spec.clone(), design.same_law.join(" ")];
                row.push(if text {
                    Self::renamed_count(design)
                } else {
                    design.renamed.join(" ")
                });
                row.extend(names.iter().map(|n| Self::cell(design, n, text)));
                row.push(if design.exact { "exact" } else { "estimated" }.to_owned());
                if !text {
                    row.push(design.meets_constraints.to_string());
                    row.push(design.front.to_string());
                }
                row.push(Self::gives_up(design));
                row
            })
            .collect()
    }

    fn headers(&self, text: bool) -> Vec<String> {
        let mut headers = vec![
            "spec".to_owned(),
            "same_law".to_owned(),
            "renamed".to_owned(),
        ];
        headers.extend(self.names());
        headers.push("values".to_owned());
        if !text {
            headers.extend(["meets_constraints".to_owned(), "front".to_owned()]);
        }
        headers.push("gives_up".to_owned());
        headers
    }
}

impl Report for FrontierReport {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let frontier = &self.0;
        let goals: Vec<String> = frontier
            .objectives
            .iter()
            .map(|o| format!("{:?} {}", o.goal, o.name).to_lowercase())
            .collect();
        writeln!(
            out,
            "{} designs in the space, {} laws evaluated exactly (designs that deal the same law listed together, and bags whose pieces are renamed counted with them when no objective names a piece); {} on the front: {}",
            frontier.designs_in_space,
            frontier.laws_evaluated,
            frontier.on_front,
            goals.join(", ")
        )?;
        if !frontier.constraints.is_empty() {
            writeln!(out, "where {}", frontier.constraints.join(" and "))?;
        }
        writeln!(
            out,
            "Per-game odds over games of {} pieces; ± is an estimate's 95 % half-width, and a difference inside it never makes a design better.",
            frontier.game_length
        )?;
        writeln!(
            out,
            "\nThe front (each with what it gives up against its nearest rival on the front):"
        )?;
        let table = |designs: Vec<&Design>| Table {
            headers: self.headers(true),
            rows: self.rows(designs.into_iter(), true),
        };
        table(frontier.designs.iter().filter(|d| d.front).collect()).write_text(out)?;
        let rest: Vec<&Design> = frontier.designs.iter().filter(|d| !d.front).collect();
        if !rest.is_empty() {
            writeln!(out, "\nNot on the front ({}):", rest.len())?;
            table(rest).write_text(out)?;
        }
        if !frontier.unanswered.is_empty() {
            writeln!(out, "\nNo exact answer ({}):", frontier.unanswered.len())?;
            for unanswered in &frontier.unanswered {
                writeln!(out, "  {}: {}", unanswered.spec, unanswered.reason)?;
            }
        }
        Ok(())
    }

    fn table(&self) -> Table {
        Table {
            headers: self.headers(false),
            rows: self.rows(self.0.designs.iter(), false),
        }
    }
}
