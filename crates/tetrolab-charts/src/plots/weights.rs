//! Seed document 002's figure: the weighted randomizer's weights over
//! time, as stacked bars.

use tetrolab::Piece;
use tetrolab::analysis::trace::trace;
use tetrolab::quote::quoted;
use tetrolab::randomizer::{VisibleState, Weighted};

use tetrolab::Dealing;

use crate::ChartError;
use crate::chart::{BarSeries, Chart, Reach, Scale, XAxis, YAxis, palette};

/// The most pieces a weights chart draws: one bar each.
const MAX_PIECES: u64 = 20_000;

/// Seed document 002's figure for a weighted spec: `count` pieces dealt
/// and traced, with where the script would stop (below denominator 1)
/// said in the subtitle.
///
/// # Errors
/// More than 20,000 pieces, or a spec that is not a weighted randomizer.
pub fn weights_of(spec: &str, dealing: &Dealing, count: u64) -> Result<Chart, ChartError> {
    if count > MAX_PIECES {
        return Err(ChartError::Question(format!(
            "plot weights draws one bar per piece, at most {MAX_PIECES}; ask for fewer pieces"
        )));
    }
    let traced = trace(dealing, count as usize);
    let steps: Vec<WeightStep> = traced
        .steps
        .iter()
        .map(|step| match step.state {
            VisibleState::Weights(weights) => Some((step.piece, weights)),
            _ => None,
        })
        .collect::<Option<_>>()
        .ok_or_else(|| {
            ChartError::Question(format!(
                "plot weights draws a weighted randomizer's weights, and {} has none (`tetrolab trace` shows any randomizer's state)",
                quoted(spec)
            ))
        })?;
    let mut chart = weights(
        &steps,
        spec,
        &dealing.generator().to_string(),
        &dealing.seed().to_string(),
    );
    if let Some(halt) = traced.halt {
        chart.subtitle = format!(
            "{}; seed 002's script stops before piece {}: {}",
            chart.subtitle, halt.piece, halt.reason
        );
    }
    Ok(chart)
}

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
            label: if weights_reach(steps) == Reach::ANY {
                "piece weight (stacked: positive up, negative down; the total stays 7)"
            } else {
                "piece weight (stacked; the total stays 7)"
            }
            .to_string(),
            scale: Scale::Linear,
            from_zero: true,
            reach: weights_reach(steps),
        },
        layers: vec![crate::chart::Layer::Bars {
            series,
            stacked: true,
        }],
    }
}

/// What the stacked weights can reach: the seven always total 7, so
/// while none is negative no stack passes 7 (below denominator 1 they
/// diverge, and any value can be reached).
fn weights_reach(steps: &[WeightStep]) -> Reach {
    if steps.iter().all(|(_, w)| w.iter().all(|&w| w >= 0.0)) {
        Reach::between(0.0, 7.0)
    } else {
        Reach::ANY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{Layer, stack};
    use tetrolab::rng::RngKind;

    /// Seed 002's run below denominator 1 (0.8, seed 0, Python's
    /// generator), whose weights diverge past ±10^8: each piece's bar
    /// lies on the side of zero its weight is on, and the y axis reaches
    /// both ends of every stack.
    #[test]
    fn negative_weights_stack_down_from_zero() {
        let spec = "weighted:denominator=0.8";
        let dealing =
            Dealing::new(spec.parse().unwrap(), Some(RngKind::Python), 0u64.into()).unwrap();
        let chart = weights_of(spec, &dealing, 100).unwrap();
        let Layer::Bars { series, stacked } = &chart.layers[0] else {
            panic!("bars")
        };
        assert!(stacked);
        let mut negatives = 0;
        for i in 0..series[0].values.len() {
            let values: Vec<f64> = series.iter().map(|s| s.values[i]).collect();
            for (value, (from, to)) in values.iter().zip(stack(values.iter().copied())) {
                let drawn = to - from;
                assert!(
                    (drawn - value).abs() <= 1e-9 * value.abs().max(to.abs()),
                    "{value}"
                );
                assert!(from.abs() <= to.abs(), "{value} drawn from {from} to {to}");
                assert!(
                    from * value >= 0.0 && to * value >= 0.0,
                    "{value}: {from}..{to}"
                );
                negatives += usize::from(*value < 0.0);
            }
        }
        assert!(negatives > 0, "the run has negative weights");
        let svg = crate::chart::to_svg(&chart);
        assert!(
            svg.contains("negative down"),
            "the axis says how they stack"
        );
    }
}
