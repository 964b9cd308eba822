//! Seed document 000 (a history of randomizers, with code and hand-given
//! ratings), answered: its five randomizers as it writes them, its
//! stars against the same ratings computed, and the usual questions.

use tetrolab::analysis::Ratings;

use super::html::Page;
use super::randomizers::questions;
use crate::{ChartError, Context};
use tetrolab::analysis::MeasureOptions;

use crate::plots;

/// The document's randomizers, in its order.
pub const SPECS: [&str; 5] = [
    "laroche-memoryless",
    "laroche-nes",
    "laroche-tgm",
    "laroche-7-bag",
    "laroche-tgm3",
];

/// Writes the page for seed document 000.
pub fn write(page: &mut Page, ctx: &Context, pieces: u64) -> Result<(), ChartError> {
    page.paragraph("Seed document 000 walks through the history of Tetris randomizers — memoryless, the NES's reroll, TGM's history, the 7-bag, TGM3's pool — with code for each, and rates each by hand from 0 to 5 stars on three scales: puzzle factor (how unpredictable), flood prevention and drought prevention. This page runs its randomizers exactly as its code writes them and checks the stars.");
    let specs: Vec<String> = SPECS.iter().map(ToString::to_string).collect();
    let subjects = ctx.subjects(&specs)?;
    let measured = ctx.measure(&subjects, MeasureOptions::with_exact(pieces))?;
    page.heading(2, "Do the stars match the numbers?");
    page.note("tetrolab turns each scale into a formula on a measured or exact number: flood prevention = 5·(1 − P(repeat)·7); drought prevention = 5·(1 − P(drought ≥ 13)/(6/7)^13); puzzle factor = 5·H(next | previous 4)/log2 7, each clamped to 0–5. Exact where the randomizer has a finite chain; the TGM3 pool has none, so its ratings are estimated.");
    let rows: Vec<Vec<String>> = measured
        .iter()
        .map(|m| {
            let stars = Ratings::from_seed_000(&m.name);
            let (computed, how) = m.ratings().map_or((None, "—"), |(r, exact)| {
                (Some(r), if exact { "exact" } else { "estimated" })
            });
            let pair = |star: Option<u8>, value: Option<f64>| {
                format!(
                    "{} / {}",
                    star.map_or_else(|| "—".to_string(), |s| s.to_string()),
                    value.map_or_else(|| "—".to_string(), |v| format!("{v:.2}"))
                )
            };
            vec![
                m.name.clone(),
                pair(stars.map(|s| s.0), computed.map(|r| r.puzzle_factor)),
                pair(stars.map(|s| s.1), computed.map(|r| r.flood_prevention)),
                pair(stars.map(|s| s.2), computed.map(|r| r.drought_prevention)),
                how.to_string(),
            ]
        })
        .collect();
    page.table(
        &[
            "randomizer",
            "puzzle: stars / computed",
            "flood: stars / computed",
            "drought: stars / computed",
            "computed from",
        ],
        &rows,
        &[1, 2, 3],
        &[],
    );
    page.chart(
        &plots::compare(&measured),
        "Bars: tetrolab's ratings; black points: the document's stars.",
    );
    questions(page, ctx, &subjects, &measured)
}
