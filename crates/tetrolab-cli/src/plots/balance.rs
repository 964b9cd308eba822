//! How far piece counts stray from an even share as a run goes on.

use tetrolab::analysis::Estimate;
use tetrolab::{Dealing, Piece};

use super::laws::line;
use super::measure::{Subject, count_text, seeds};
use crate::chart::{Chart, Layer, Scale, XAxis, YAxis, palette};
use crate::error::CliError;

/// Points per line: the deviation is sampled this many times per run.
const SAMPLES: u64 = 200;

/// `max over pieces |count − t/7|` after `t` pieces, at [`SAMPLES`]
/// evenly spaced times up to `pieces`: its mean over `runs` independent
/// runs (streams `0..runs` of each randomizer's dealing) with a 95 %
/// band, one line per randomizer. Each run is one pass in chunks, so
/// memory does not grow with its length.
///
/// # Errors
/// A run that would deal past where its source stops.
pub fn balance(subjects: &[Subject], pieces: u64, runs: u64) -> Result<Chart, CliError> {
    let every = pieces.div_ceil(SAMPLES).max(1);
    let mut layers = Vec::new();
    for (i, Subject { name, dealing }) in subjects.iter().enumerate() {
        CliError::refuse_halts(dealing, (0..runs).map(|k| (k, pieces)))?;
        let (times, sums) = (0..runs)
            .map(|k| deviations(&dealing.stream(k), pieces, every))
            .fold(
                (Vec::new(), Vec::new()),
                |(_, mut sums): (Vec<u64>, Vec<(f64, f64)>), (times, run)| {
                    sums.resize(run.len(), (0.0, 0.0));
                    for (sum, d) in sums.iter_mut().zip(run) {
                        *sum = (sum.0 + d, sum.1 + d * d);
                    }
                    (times, sums)
                },
            );
        let estimates: Vec<(f64, Estimate)> = times
            .iter()
            .zip(&sums)
            .map(|(&t, &(sum, squares))| (t as f64, mean_of(sum, squares, runs)))
            .collect();
        let color = palette::series(i);
        if runs > 1 {
            layers.push(Layer::Band {
                name: None,
                color: color.to_string(),
                points: estimates
                    .iter()
                    .map(|(t, e)| {
                        let (lo, hi) = e.ci95().unwrap_or((e.value, e.value));
                        (*t, lo, hi)
                    })
                    .collect(),
            });
        }
        let means = estimates.iter().map(|(t, e)| (*t, e.value)).collect();
        layers.push(line(name.clone(), color, means, false));
    }
    let runs_text = if runs == 1 {
        format!("one run of {} pieces", count_text(pieces))
    } else {
        format!(
            "mean over {runs} runs of {} pieces each, with its 95% band",
            count_text(pieces)
        )
    };
    Ok(Chart {
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
        },
        layers,
    })
}

/// The deviation `max |count − t/7|` of one run at `t` = 0, `every`,
/// 2·`every` … `pieces`: the times and the values.
fn deviations(dealing: &Dealing, pieces: u64, every: u64) -> (Vec<u64>, Vec<f64>) {
    /// Pieces dealt at a time: a bounded buffer, however far apart the
    /// samples are.
    const CHUNK: u64 = 1 << 16;
    let mut randomizer = dealing.randomizer();
    let mut counts = [0u64; 7];
    let (mut times, mut values) = (vec![0], vec![0.0]);
    let mut chunk = vec![Piece::I; every.min(CHUNK) as usize];
    let mut dealt = 0u64;
    while dealt < pieces {
        let sample_at = (dealt + every).min(pieces);
        while dealt < sample_at {
            let n = (sample_at - dealt).min(CHUNK) as usize;
            randomizer.fill(&mut chunk[..n]);
            for &p in &chunk[..n] {
                counts[p.index()] += 1;
            }
            dealt += n as u64;
        }
        let even = dealt as f64 / 7.0;
        times.push(dealt);
        values.push(
            counts
                .iter()
                .map(|&c| (c as f64 - even).abs())
                .fold(0.0, f64::max),
        );
    }
    (times, values)
}

/// The mean of `runs` values from their sum and sum of squares, with its
/// standard error.
fn mean_of(sum: f64, squares: f64, runs: u64) -> Estimate {
    let n = runs as f64;
    let mean = sum / n;
    let standard_error = (runs > 1).then(|| {
        let variance = ((squares - n * mean * mean) / (n - 1.0)).max(0.0);
        (variance / n).sqrt()
    });
    Estimate {
        value: mean,
        standard_error,
        samples: runs,
    }
}
