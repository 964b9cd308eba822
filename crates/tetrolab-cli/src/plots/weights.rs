//! Seed document 002's figure: the weighted randomizer's weights over
//! time, as stacked bars.

use tetrolab::Piece;
use tetrolab::randomizer::Weighted;

use crate::chart::{BarSeries, Chart, Scale, XAxis, YAxis, palette};

/// One step of a weighted run: the piece just dealt (none before the
/// first) and the weights after it, in [`Weighted::ORDER`].
pub type WeightStep = (Option<Piece>, [f64; 7]);

/// The weights at each step stacked as bars, `L` at the bottom, one bar
/// per step labelled as the seed labels them (`1:(None)`, `2:T`, …).
pub fn weights(steps: &[WeightStep], spec: &str, rng: &str, seed: &str) -> Chart {
    let labels: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(i, (piece, _))| {
            let piece = piece.map_or_else(|| "(None)".to_string(), |p| p.letter().to_string());
            format!("{}:{piece}", i + 1)
        })
        .collect();
    let tooltips: Vec<String> = labels
        .iter()
        .zip(steps)
        .map(|(label, (_, w))| {
            let weights: Vec<String> = Weighted::ORDER
                .iter()
                .zip(w)
                .map(|(p, w)| format!("{} {w:.4}", p.letter()))
                .collect();
            format!("{label} — weights after it: {}", weights.join(", "))
        })
        .collect();
    let series = Weighted::ORDER
        .iter()
        .enumerate()
        .map(|(k, &piece)| BarSeries {
            name: piece.letter().to_string(),
            color: palette::piece(piece).to_string(),
            colors: Vec::new(),
            values: steps.iter().map(|(_, w)| w[k]).collect(),
            tooltips: (k == 0).then(|| tooltips.clone()),
        })
        .collect();
    let pieces = steps.len().saturating_sub(1);
    Chart {
        title: format!("Piece weights over time ({pieces} pieces, {spec})"),
        subtitle: format!(
            "exact weights of one run on the {rng} generator, seed {seed}; bar i is the weights after step i"
        ),
        x: XAxis::Categories {
            label: "time: step:piece dealt (the first bar is the starting weights)".to_string(),
            names: labels,
        },
        y: YAxis {
            label: "piece weight (stacked; the total stays 7)".to_string(),
            scale: Scale::Linear,
            from_zero: true,
        },
        layers: vec![crate::chart::Layer::Bars {
            series,
            stacked: true,
        }],
    }
}
