//! "Which of these should a game ship?": the report's randomizers judged
//! as designs, by the same exact frontier `tetrolab frontier` computes
//! over thousands of designs.

use tetrolab::analysis::exact::ExactValue;
use tetrolab::analysis::frontier::{Design, Frontier};
use tetrolab::request::FrontierRequest;

use super::html::Page;
use super::numbers::number;
use crate::{ChartError, Context, plots};

/// The two objectives the section's chart draws: the drought tail across,
/// the best guess's accuracy up (seed 003's two concerns in tension).
const AXES: [&str; 2] = ["drought.p_at_least.13", "guess_accuracy"];

/// Writes the section for `specs` (at least two, or nothing is written):
/// the front on the frontier's default objectives
/// ([`FRONTIER_MINIMIZED`](tetrolab::request::FRONTIER_MINIMIZED), which
/// the paragraph describes in words) as a table, each design with what it
/// gives up, then the scatter of [`AXES`].
///
/// # Errors
/// A spec that does not work, or the work stopped as asked.
pub fn section(page: &mut Page, ctx: &Context, specs: &[String]) -> Result<(), ChartError> {
    if specs.len() < 2 {
        return Ok(());
    }
    let judged = ctx.frontier(&FrontierRequest {
        space: specs.to_vec(),
        ..FrontierRequest::new()
    })?;
    page.heading(2, "Which of these should a game ship?");
    page.paragraph("No randomizer is best at everything: long droughts, repeated pieces and an easy guess of the next piece pull against each other. Each randomizer here is judged on three numbers, all exact from its chain and all better when smaller: the chance that a drought (the pieces between two of a kind) lasts 13 or more (drought.p_at_least.13), the chance that a piece repeats the one before (repeat_probability), and how often a player who knows the algorithm and every piece so far guesses the next piece right (guess_accuracy). One is on the front when no other one here is at least as good on all three and better on one; each on the front says what it gives up against its nearest rival. The command tetrolab frontier asks the same of 16,897 designs: every bag of one to four copies of each piece, histories, and more.");
    let mut header = vec!["randomizer"];
    header.extend(judged.objectives.iter().map(|o| o.name.as_str()));
    header.extend(["on the front", "gives up"]);
    let columns = judged.objectives.len();
    let rows: Vec<Vec<String>> = judged.designs.iter().map(|d| row(&judged, d)).collect();
    page.table(
        &header,
        &rows,
        &(1..=columns).collect::<Vec<_>>(),
        &[columns + 2],
    );
    if !judged.unanswered.is_empty() {
        let reasons: Vec<String> = judged
            .unanswered
            .iter()
            .map(|u| format!("{}: {}", u.spec, u.reason))
            .collect();
        page.note(&format!(
            "Not judged, having no exact answer: {}.",
            reasons.join("; ")
        ));
    }
    let two = ctx.frontier(&FrontierRequest {
        space: specs.to_vec(),
        minimize: AXES.iter().map(|a| (*a).to_owned()).collect(),
        ..FrontierRequest::new()
    })?;
    page.chart(
        &plots::frontier(&two)?,
        &format!(
            "Across: {}; up: {}. Joined: the front on these two alone (so it may differ from the table's, judged on three).",
            AXES[0], AXES[1]
        ),
    );
    Ok(())
}

/// One design's row: its names, values, whether it is on the front, and
/// what it gives up.
fn row(judged: &Frontier, design: &Design) -> Vec<String> {
    let mut names = vec![design.spec.clone()];
    names.extend(design.same_law.iter().cloned());
    let mut row = vec![names.join(" = ")];
    row.extend(judged.objectives.iter().map(|o| {
        let value = match design.values.get(&o.name) {
            Some(ExactValue::Number(x)) => number(*x),
            Some(ExactValue::Unbounded) => "unbounded".to_owned(),
            None => "—".to_owned(),
        };
        match design.half_width_95.get(&o.name) {
            Some(half) => format!("{value} ± {} (estimated)", number(*half)),
            None => value,
        }
    }));
    row.push(if design.front { "yes" } else { "no" }.to_owned());
    row.push(
        design
            .gives_up
            .as_ref()
            .map_or_else(String::new, ToString::to_string),
    );
    row
}
