//! One randomizer's key numbers as table rows: each quantity with its
//! definition, its exact value and its measured value with a 95 %
//! interval.

use tetrolab::analysis::{Estimate, Metric, Ratings};

use crate::plots::{Measured, count_text};

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

/// The rows of a randomizer's table.
pub fn rows(m: &Measured) -> Vec<Vec<String>> {
    let exact = m.exact.as_ref();
    let study = &m.study;
    let measured = |metric| estimate(study.estimate(metric));
    let exact_or_dash = |value: Option<f64>| value.map_or_else(|| "—".to_string(), number);
    let limit = |value: Option<Option<u64>>| match value {
        None => "—".to_string(),
        Some(None) => "unbounded".to_string(),
        Some(Some(n)) => n.to_string(),
    };
    let seen = |value: Option<u64>| {
        value.map_or_else(|| "—".to_string(), |n| format!("{n} (longest seen)"))
    };
    let exact_ratings = exact.and_then(crate::plots::exact_ratings);
    let measured_ratings = Ratings::of(&study.summary);
    let rating = |pick: fn(&Ratings) -> f64| {
        (
            exact_ratings
                .as_ref()
                .map_or_else(|| "—".to_string(), |r| format!("{:.2}", pick(r))),
            measured_ratings.as_ref().map_or_else(
                || "—".to_string(),
                |r| format!("{:.2} (no interval)", pick(r)),
            ),
        )
    };
    let mut rows = vec![
        row(
            "P(repeat)",
            "P(the next piece is the same as the last)",
            exact_or_dash(exact.map(|e| e.repeat_probability)),
            measured(Metric::RepeatProbability),
        ),
        row(
            "mean gap",
            "mean number of pieces from one piece to the next of its kind (7 for any fair randomizer)",
            exact_or_dash(exact.map(|e| e.gap.mean)),
            measured(Metric::GapMean(None)),
        ),
        row(
            "gap variance",
            "variance of that gap, all pieces pooled (lower: more even spacing)",
            exact_or_dash(exact.map(|e| e.gap.variance)),
            measured(Metric::GapVariance(None)),
        ),
        row(
            "longest drought",
            "most pieces in a row without some piece (a hard limit when exact)",
            limit(exact.map(|e| e.drought.max)),
            seen(study.summary.drought.max),
        ),
        row(
            "P(drought ≥ 13)",
            "P(a gap leaves 13 or more pieces between two of a kind), pooled",
            exact_or_dash(exact.and_then(|e| e.drought.p_at_least.get(&13).copied())),
            measured(Metric::DroughtAtLeast(None, 13)),
        ),
        row(
            "longest flood",
            "most copies of one piece in a row",
            limit(exact.map(|e| e.flood.max)),
            seen(Some(study.summary.flood.max)),
        ),
        row(
            "longest S/Z run",
            "most S and Z pieces in a row",
            limit(exact.map(|e| e.snake.max)),
            seen(Some(study.summary.snake.max)),
        ),
        row(
            "H(next | 4)",
            "bits of surprise in the next piece for a player who remembers the last 4 (log2 7 = 2.807 is memoryless)",
            exact_or_dash(exact.and_then(|e| e.conditional_entropy.get(4).copied().flatten())),
            measured(Metric::ConditionalEntropy(4)),
        ),
        row(
            "entropy rate",
            "bits per piece for an observer who knows the randomizer's state",
            exact_or_dash(exact.map(|e| e.entropy_rate)),
            "—".to_string(),
        ),
        row(
            "best guess",
            "share of next pieces named right by the best guess with the state known",
            exact_or_dash(exact.map(|e| e.guess_accuracy)),
            "—".to_string(),
        ),
        row(
            "balance (RMS)",
            "root mean square of count − t/7 over every piece and time t (one run)",
            "—".to_string(),
            measured(Metric::RmsDeviation),
        ),
    ];
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
        "Measured over {} pieces from seed {} ({} batches; intervals are Student's t over the batches). {exact}",
        count_text(m.study.summary.pieces),
        m.seed,
        m.study.plan.batches()
    )
}
