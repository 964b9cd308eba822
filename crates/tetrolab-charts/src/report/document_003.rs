//! Seed document 003 (the 14-bag, the 2x7-bag and the red/blue bag as
//! answers to the 7-bag's predictability), answered with exact limits
//! and predictability.

use super::html::Page;
use super::numbers::number;
use super::randomizers::questions;
use crate::chart::{BarSeries, Chart, Layer, Reach, Scale, XAxis, YAxis, palette};
use crate::{ChartError, Context};
use tetrolab::analysis::{MeasureOptions, Measured};

/// The document's randomizers, in its order.
pub const SPECS: [&str; 5] = ["memoryless", "7-bag", "14-bag", "2x7-bag", "red-blue-bag"];

/// Writes the page for seed document 003.
pub fn write(page: &mut Page, ctx: &Context, pieces: u64) -> Result<(), ChartError> {
    page.paragraph("Seed document 003 asks whether a bag can keep the 7-bag's hard limits on droughts and floods without being as predictable, and proposes three answers: a 14-bag, a 2x7-bag (two 7-bags, a random one drawn from each time) and a red/blue bag (seven red and seven blue pieces, each colour refilled when it runs out). Its claims are checked here exactly.");
    let specs: Vec<String> = SPECS.iter().map(ToString::to_string).collect();
    let subjects = ctx.subjects(&specs)?;
    let measured = ctx.measure(&subjects, MeasureOptions::with_exact(pieces))?;
    page.heading(2, "The document's claims, checked");
    let rows: Vec<Vec<String>> = measured.iter().map(claims_row).collect();
    page.table(
        &[
            "randomizer",
            "longest drought",
            "longest flood",
            "H(next | 4), bits",
            "best guess, state known",
            "best guess, pieces seen",
        ],
        &rows,
        &[1, 2, 3, 4, 5],
        &[],
    );
    page.note("Longest drought and flood are hard limits found by searching the chain, exact. 'Best guess, pieces seen' is a player who knows the algorithm and every piece dealt so far: exact for the plain bags (the player learns where bags start), estimated by following the player's beliefs over a long run for the 2x7 and red/blue bags (their hidden state is too large to enumerate).");
    if let Some(chart) = bag_positions(&measured) {
        page.heading(2, "Where in the bag is the next piece easy to guess?");
        page.paragraph("The document says a 14-bag is hard to predict for its first 10 of 14 pieces. For a player who knows where the bag started, this is the share of next pieces the best guess names right at each position in the bag.");
        page.chart(
            &chart,
            "Exact, from the chain: a bag's last piece is always known.",
        );
    }
    questions(page, ctx, &subjects, &measured)
}

/// A row of the claims table.
fn claims_row(m: &Measured) -> Vec<String> {
    let Some(e) = &m.exact else {
        return vec![
            m.name.clone(),
            "—".into(),
            "—".into(),
            "—".into(),
            "—".into(),
            "—".into(),
        ];
    };
    let limit = |max: Option<u64>| max.map_or_else(|| "unbounded".to_string(), |n| n.to_string());
    let observer = match e.observer.ci95_half_width {
        Some([accuracy, _]) => format!(
            "{} ± {} (estimated)",
            number(e.observer.guess_accuracy),
            number(accuracy)
        ),
        None => number(e.observer.guess_accuracy),
    };
    vec![
        m.name.clone(),
        limit(e.drought.max),
        limit(e.flood.max),
        e.conditional_entropy
            .get(4)
            .copied()
            .flatten()
            .map_or_else(|| "—".to_string(), number),
        number(e.next_given_state.guess_accuracy),
        observer,
    ]
}

/// Guess accuracy by position in the bag, for the randomizers that have
/// bag positions.
fn bag_positions(measured: &[Measured]) -> Option<Chart> {
    let bags: Vec<(&Measured, &Vec<f64>)> = measured
        .iter()
        .filter_map(|m| Some((m, &m.exact.as_ref()?.bag_position.as_ref()?.guess_accuracy)))
        .collect();
    let longest = bags.iter().map(|(_, a)| a.len()).max()?;
    let series = bags
        .iter()
        .enumerate()
        .map(|(i, (m, accuracy))| BarSeries {
            name: m.name.clone(),
            color: palette::series(i).to_string(),
            colors: Vec::new(),
            values: accuracy.to_vec(),
            tooltips: Some(
                accuracy
                    .iter()
                    .enumerate()
                    .map(|(k, a)| format!("{} position {}: {}", m.name, k + 1, number(*a)))
                    .collect(),
            ),
        })
        .collect();
    Some(Chart {
        title: "Best-guess accuracy by position in the bag".to_string(),
        subtitle: "exact, for a player who knows the bag's start".to_string(),
        x: XAxis::Categories {
            label: "position of the next piece in its bag".to_string(),
            names: (1..=longest).map(|k| k.to_string()).collect(),
        },
        y: YAxis {
            label: "P(the best guess names the next piece)".to_string(),
            scale: Scale::Linear,
            from_zero: true,
            reach: Reach::PROBABILITY,
        },
        layers: vec![Layer::Bars {
            series,
            stacked: false,
        }],
    })
}
