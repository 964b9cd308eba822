//! How far piece counts stray from an even share as a run goes on.

use tetrolab::Piece;

use super::laws::line;
use super::measure::{Subject, count_text, seeds};
use crate::chart::{Chart, Scale, XAxis, YAxis, palette};

/// Points per line: the deviation is sampled this many times per run.
const SAMPLES: u64 = 400;

/// `max over pieces |count − t/7|` after each of `pieces` pieces (sampled
/// at [`SAMPLES`] evenly spaced times), one line per randomizer, from one
/// pass over its pieces in chunks (memory does not grow with the run).
pub fn balance(subjects: &[Subject], pieces: u64) -> Chart {
    let every = pieces.div_ceil(SAMPLES).max(1);
    let mut layers = Vec::new();
    for (i, Subject { name, dealing }) in subjects.iter().enumerate() {
        let mut randomizer = dealing.randomizer();
        let mut counts = [0u64; 7];
        let mut points = vec![(0.0, 0.0)];
        let mut chunk = vec![Piece::I; every as usize];
        let mut dealt = 0u64;
        while dealt < pieces {
            let n = every.min(pieces - dealt) as usize;
            randomizer.fill(&mut chunk[..n]);
            for &p in &chunk[..n] {
                counts[p as usize] += 1;
            }
            dealt += n as u64;
            let even = dealt as f64 / 7.0;
            let deviation = counts
                .iter()
                .map(|&c| (c as f64 - even).abs())
                .fold(0.0, f64::max);
            points.push((dealt as f64, deviation));
        }
        layers.push(line(name.clone(), palette::series(i), points, false));
    }
    Chart {
        title: "Balance: how far piece counts stray from an even share".to_string(),
        subtitle: format!(
            "one run of {} pieces each ({}), sampled every {} pieces",
            count_text(pieces),
            seeds(subjects),
            every
        ),
        x: XAxis::Numbers {
            label: "t, pieces dealt".to_string(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: "max over pieces of |count − t/7|".to_string(),
            scale: Scale::Linear,
            from_zero: true,
        },
        layers,
    }
}
