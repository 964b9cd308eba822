//! How far piece counts stray from an even share as a run goes on.

use tetrolab::analysis::BalanceCurve;
use tetrolab::randomizer::Subject;

use super::laws::line;
use super::subtitle::{count_text, seeds};
use crate::chart::{Chart, Layer, Reach, Scale, XAxis, YAxis, palette};

/// Points per line: the deviation is sampled this many times per run.
pub const SAMPLES: u64 = 200;

/// Each subject's [`BalanceCurve`] (from
/// [`balance_curve`](tetrolab::analysis::balance_curve), the same pieces
/// and runs for all): the mean deviation as a line, with its 95 % band
/// when there are several runs.
pub fn balance(subjects: &[Subject], curves: &[BalanceCurve]) -> Chart {
    let mut layers = Vec::new();
    for (i, (Subject { name, .. }, curve)) in subjects.iter().zip(curves).enumerate() {
        let color = palette::series(i);
        if curve.runs > 1 {
            layers.push(Layer::Band {
                name: None,
                color: color.to_string(),
                points: curve
                    .points
                    .iter()
                    .map(|&(t, e)| {
                        let (lo, hi) = e.ci95().unwrap_or((e.value, e.value));
                        (t as f64, lo, hi)
                    })
                    .collect(),
            });
        }
        let means = curve
            .points
            .iter()
            .map(|&(t, e)| (t as f64, e.value))
            .collect();
        layers.push(line(name.clone(), color, means, false));
    }
    let (pieces, runs, every) = curves
        .first()
        .map_or((0, 0, 0), |c| (c.pieces, c.runs, c.every));
    let runs_text = if runs == 1 {
        format!("one run of {} pieces", count_text(pieces))
    } else {
        format!(
            "mean over {runs} runs of {} pieces each, with its 95% band",
            count_text(pieces)
        )
    };
    Chart {
        title: "Balance: how far piece counts stray from an even share".to_string(),
        subtitle: format!(
            "{runs_text} ({}), sampled every {every} pieces; estimated",
            seeds(subjects),
        ),
        x: XAxis::Numbers {
            label: "t, pieces dealt".to_string(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: "max over pieces of |count − t/7| after t pieces".to_string(),
            scale: Scale::Linear,
            from_zero: true,
            reach: Reach::NON_NEGATIVE,
        },
        layers,
    }
}
