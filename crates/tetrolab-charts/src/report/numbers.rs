//! One randomizer's key numbers as table rows: each quantity with its
//! definition, its exact value and its measured value with a 95 %
//! interval.

use tetrolab::analysis::exact::ExactValue;
use tetrolab::analysis::{Estimate, Measured, Metric, Ratings};

use crate::plots::count_text;

/// The header of [`rows`]' table.
pub const HEADER: [&str; 4] = ["quantity", "definition", "exact", "measured (95% CI)"];
/// The table's numeric columns.
pub const NUMERIC: [usize; 2] = [2, 3];
/// The table's definition column.
pub const DEFINITIONS: [usize; 1] = [1];

/// A value to four significant figures.
pub fn number(value: f64) -> String {
    if value == 0.0 {
        return "0".to_string();
    }
    let magnitude = value.abs().log10().floor() as i32;
    if !(-4..6).contains(&magnitude) {
        return format!("{value:.3e}");
    }
    let decimals = (3 - magnitude).max(0) as usize;
    format!("{value:.decimals$}")
}

/// A measured value with its interval, or with a note that the run was
/// too short for one.
pub fn estimate(e: Option<Estimate>) -> String {
    match e {
        None => "—".to_string(),
        Some(e) => match e.ci95() {
            Some((lo, hi)) => format!("{} ({} to {})", number(e.value), number(lo), number(hi)),
            None => format!("{} (no interval: one batch)", number(e.value)),
        },
    }
}

/// The statistics every randomizer's table shows, measured beside exact.
const SHOWN: [Metric; 9] = [
    Metric::RepeatProbability,
    Metric::GapMean(None),
    Metric::GapVariance(None),
    Metric::DroughtMax(None),
    Metric::DroughtAtLeast(None, 13),
    Metric::FloodMax,
    Metric::SnakeMax,
    Metric::ConditionalEntropy(4),
    Metric::RmsDeviation,
];

/// The rows of a randomizer's table.
pub fn rows(m: &Measured) -> Vec<Vec<String>> {
    let exact = m.exact.as_ref();
    let dash = || "—".to_string();
    let exact_or_dash = |value: Option<f64>| value.map_or_else(dash, number);
    let mut rows: Vec<Vec<String>> = SHOWN
        .iter()
        .map(|&metric| {
            let about = metric.about();
            let both = m.side_by_side(metric);
            let exact = match both.exact {
                None => dash(),
                Some(ExactValue::Unbounded) => "unbounded".to_string(),
                Some(ExactValue::Number(x)) if about.extreme => format!("{x}"),
                Some(ExactValue::Number(x)) => number(x),
            };
            let measured = match both.measured {
                Some(e) if about.extreme => format!("{} (longest seen)", e.value),
                other => estimate(other),
            };
            row(&about.label, &about.definition, exact, measured)
        })
        .collect();
    // The observer's answers have no measured side; they stand before
    // the balance, which has no exact one.
    let observer = [
        (
            "entropy rate",
            "the pieces' entropy rate: bits of doubt per piece left to a player who knows the algorithm and every piece so far",
            exact.map(|e| e.entropy_rate),
        ),
        (
            "best guess",
            "share of next pieces that player's best guess names right",
            exact.map(|e| e.guess_accuracy),
        ),
    ]
    .map(|(name, definition, value)| row(name, definition, exact_or_dash(value), dash()));
    let balance = rows.len() - 1;
    rows.splice(balance..balance, observer);
    let exact_ratings = m.exact_ratings();
    let measured_ratings = Ratings::of(&m.study.summary);
    let rating = |pick: fn(&Ratings) -> f64| {
        (
            exact_ratings
                .as_ref()
                .map_or_else(dash, |r| format!("{:.2}", pick(r))),
            measured_ratings
                .as_ref()
                .map_or_else(dash, |r| format!("{:.2} (no interval)", pick(r))),
        )
    };
    for (name, definition, pick) in [
        (
            "flood prevention",
            "seed 000's rating, 0–5: 5·(1 − P(repeat)·7)",
            (|r: &Ratings| r.flood_prevention) as fn(&Ratings) -> f64,
        ),
        (
            "drought prevention",
            "seed 000's rating, 0–5: 5·(1 − P(drought ≥ 13)/(6/7)^13)",
            |r: &Ratings| r.drought_prevention,
        ),
        (
            "puzzle factor",
            "seed 000's rating, 0–5: 5·H(next | 4)/log2 7",
            |r: &Ratings| r.puzzle_factor,
        ),
    ] {
        let (exact, measured) = rating(pick);
        rows.push(row(name, definition, exact, measured));
    }
    rows
}

fn row(name: &str, definition: &str, exact: String, measured: String) -> Vec<String> {
    vec![name.to_string(), definition.to_string(), exact, measured]
}

/// A sentence saying where a randomizer's numbers come from.
pub fn provenance(m: &Measured) -> String {
    let exact = match &m.exact {
        Some(e) => format!(
            "Exact values come from its Markov chain ({} states after merging).",
            e.states
        ),
        None => "It has no finite chain, so every value is estimated.".to_string(),
    };
    format!(
        "Measured over {} pieces from seed {} ({}; intervals are Student's t over the batches). {exact}",
        count_text(m.study.summary.pieces),
        m.seed,
        m.study.plan.batches_text()
    )
}
