//! Several randomizers' key numbers side by side: seed document 000's
//! three ratings.

use tetrolab::analysis::{Measured, Ratings};

use super::laws::group_offset;
use super::subtitle::sources;
use crate::chart::{BarSeries, Chart, Layer, Marker, Reach, Scale, XAxis, YAxis, palette};

/// The ratings' names, in chart order.
const RATINGS: [&str; 3] = ["flood prevention", "drought prevention", "puzzle factor"];

/// Grouped bars of the three ratings (0–5) per randomizer, with seed
/// document 000's hand-given stars as points where it rates one.
pub fn compare(measured: &[Measured]) -> Chart {
    let mut series = Vec::new();
    let mut rated = Vec::new();
    for (i, m) in measured.iter().enumerate() {
        let Some((r, exact)) = m.ratings() else {
            continue;
        };
        let how = if exact { "exact" } else { "estimated" };
        let values = vec![r.flood_prevention, r.drought_prevention, r.puzzle_factor];
        series.push(BarSeries {
            name: format!("{} ({how})", m.name),
            color: palette::series(i).to_string(),
            colors: Vec::new(),
            tooltips: Some(
                RATINGS
                    .iter()
                    .zip(&values)
                    .map(|(name, v)| format!("{}: {name} {v:.2} of 5 ({how})", m.name))
                    .collect(),
            ),
            values,
        });
        if let Some((puzzle, flood, drought)) = Ratings::from_seed_000(&m.name) {
            // Beside this randomizer's bar: its place among the bars drawn.
            rated.push((series.len() - 1, [flood, drought, puzzle]));
        }
    }
    let stars: Vec<Marker> = rated
        .iter()
        .flat_map(|&(bar, given)| {
            let bars = series.len();
            given
                .into_iter()
                .enumerate()
                .map(move |(k, s)| (group_offset(k, bar, bars), f64::from(s), None))
        })
        .collect();
    let mut layers = vec![Layer::Bars {
        series,
        stacked: false,
    }];
    if !stars.is_empty() {
        layers.push(Layer::Points {
            name: Some("seed 000's stars".to_string()),
            color: "#222222".to_string(),
            points: stars,
            titles: Vec::new(),
        });
    }
    Chart {
        title: "Randomizers compared: seed 000's three ratings".to_string(),
        subtitle: sources(measured),
        x: XAxis::Categories {
            label: "flood = 5·(1 − P(repeat)·7); drought = 5·(1 − P(drought ≥ 13)/(6/7)^13); puzzle = 5·H(next | 4)/log2 7".to_string(),
            names: RATINGS.iter().map(ToString::to_string).collect(),
        },
        y: YAxis {
            label: "rating, 0 to 5 (higher is more)".to_string(),
            scale: Scale::Linear,
            from_zero: true,
            // Each rating is 5 at best; a randomizer worse than memoryless
            // rates below 0.
            reach: Reach::between(f64::NEG_INFINITY, 5.0),
        },
        layers,
    }
}
