//! Charts of a randomizer's laws, measured beside exact: piece
//! frequencies, the gap law, the drought tail, conditional entropy.

use std::collections::BTreeMap;

use tetrolab::Piece;
use tetrolab::analysis::Metric;

use tetrolab::analysis::Measured;

use super::subtitle::sources;
use crate::chart::{BarSeries, Chart, Layer, Reach, Scale, XAxis, YAxis, palette};

/// Each piece's share of the pieces dealt, measured (bars, with 95 %
/// intervals where the run has batches) and exact (points).
pub fn histogram(measured: &[Measured]) -> Chart {
    let names = Piece::ALL.iter().map(|p| p.letter().to_string()).collect();
    let one = measured.len() == 1;
    let series = measured
        .iter()
        .enumerate()
        .map(|(i, m)| BarSeries {
            name: format!("{} (measured)", m.name),
            // One randomizer: each bar in its piece's colour, the legend grey.
            color: if one { "#777777" } else { palette::series(i) }.to_string(),
            colors: if one {
                Piece::ALL
                    .iter()
                    .map(|&p| palette::piece(p).to_string())
                    .collect()
            } else {
                Vec::new()
            },
            values: Piece::ALL
                .iter()
                .map(|&p| m.study.summary.frequency[p])
                .collect(),
            tooltips: Some(Piece::ALL.iter().map(|&p| frequency_tip(m, p)).collect()),
        })
        .collect();
    let mut layers = vec![Layer::Bars {
        series,
        stacked: false,
    }];
    for (i, m) in measured.iter().enumerate() {
        if let Some(exact) = &m.exact {
            layers.push(Layer::Points {
                name: Some(format!("{} (exact)", m.name)),
                color: if one {
                    "#222222".to_string()
                } else {
                    palette::series(i).to_string()
                },
                points: Piece::ALL
                    .iter()
                    .enumerate()
                    .map(|(k, &p)| (group_offset(k, i, measured.len()), exact.frequency[p], None))
                    .collect(),
                titles: Vec::new(),
            });
        }
    }
    Chart {
        title: "Piece frequencies".to_string(),
        subtitle: sources(measured),
        x: XAxis::Categories {
            label: "piece".to_string(),
            names,
        },
        y: YAxis {
            label: "share of pieces dealt (count / pieces)".to_string(),
            scale: Scale::Linear,
            from_zero: true,
            reach: Reach::PROBABILITY,
        },
        layers,
    }
}

/// Where the `i`-th of `n` grouped bars of category `k` is centred.
pub(super) fn group_offset(k: usize, i: usize, n: usize) -> f64 {
    let width = 0.8 / n as f64;
    k as f64 - 0.4 + width * (i as f64 + 0.5)
}

fn frequency_tip(m: &Measured, piece: Piece) -> String {
    let value = m.study.summary.frequency[piece];
    match m
        .study
        .estimate(Metric::Frequency(piece))
        .and_then(|e| e.ci95())
    {
        Some((lo, hi)) => format!(
            "{} {piece}: {value:.4} (95% CI {lo:.4} to {hi:.4})",
            m.name,
            piece = piece.letter()
        ),
        None => format!("{} {}: {value:.4}", m.name, piece.letter()),
    }
}

/// Which pieces a gap or drought chart pools.
fn scope_text(piece: Option<Piece>) -> String {
    match piece {
        Some(p) => format!("of {}", p.letter()),
        None => "of each piece, pooled".to_string(),
    }
}

/// A curve drawn from a gap pmf (`gap → probability`).
type PmfCurve = fn(&BTreeMap<u64, f64>) -> Vec<(f64, f64)>;

/// One line per randomizer of a law drawn from its gap pmf (all pieces
/// pooled, or `piece`'s): measured solid, exact dashed. `points` turns a
/// pmf into the line; `floor` drops exact values below it.
fn law_lines(
    measured: &[Measured],
    piece: Option<Piece>,
    points: PmfCurve,
    floor: f64,
) -> Vec<Layer> {
    let mut layers = Vec::new();
    for (i, m) in measured.iter().enumerate() {
        let color = palette::series(i);
        let pmf = match piece {
            Some(p) => &m.study.summary.per_piece[p].gap.pmf,
            None => &m.study.summary.gap.pmf,
        };
        layers.push(line(
            format!("{} (measured)", m.name),
            color,
            points(pmf),
            false,
        ));
        if let Some(exact) = &m.exact {
            let pmf = match piece {
                Some(p) => &exact.per_piece[p].gap.pmf,
                None => &exact.gap.pmf,
            };
            let mut exact_points = points(pmf);
            exact_points.retain(|&(_, p)| p >= floor);
            layers.push(line(
                format!("{} (exact)", m.name),
                color,
                exact_points,
                true,
            ));
        }
    }
    layers
}

/// The gap law `P(gap = g)`, measured (solid) and exact (dashed).
pub fn gap(measured: &[Measured], piece: Option<Piece>) -> Chart {
    let layers = law_lines(measured, piece, pmf_points, 0.0);
    Chart {
        title: format!("Gap law {}", scope_text(piece)),
        subtitle: sources(measured),
        x: XAxis::Numbers {
            label: "gap g (pieces from one occurrence to the next; drought = g − 1)".to_string(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: "P(gap = g)".to_string(),
            scale: Scale::Linear,
            from_zero: true,
            reach: Reach::PROBABILITY,
        },
        layers,
    }
}

/// The drought tail `P(drought ≥ L)` on a log scale, measured and exact
/// (exact drawn down to 1e-12: below it the tail runs on for pages of
/// decades that no simulation could show).
pub fn drought(measured: &[Measured], piece: Option<Piece>) -> Chart {
    let layers = law_lines(measured, piece, tail_points, 1e-12);
    Chart {
        title: format!("Drought tail {}", scope_text(piece)),
        subtitle: sources(measured),
        x: XAxis::Numbers {
            label: "drought length L (pieces strictly between two occurrences)".to_string(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: "P(drought ≥ L), log scale (exact below 1e-12 not drawn)".to_string(),
            scale: Scale::Log,
            from_zero: false,
            reach: Reach::PROBABILITY,
        },
        layers,
    }
}

/// `H(next | previous k)` against `k`: exact, and the plug-in estimate
/// where the run has at least ten pieces per context cell.
pub fn entropy(measured: &[Measured]) -> Chart {
    let mut layers = Vec::new();
    for (i, m) in measured.iter().enumerate() {
        let color = palette::series(i).to_string();
        if let Some(h) = m.study.summary.conditional_entropy {
            let pieces = m.study.summary.pieces as f64;
            let points = h
                .iter()
                .enumerate()
                .take_while(|&(k, _)| 7f64.powi(k as i32 + 1) * 10.0 <= pieces)
                .map(|(k, &v)| (k as f64, v))
                .collect();
            layers.push(line(
                format!("{} (measured, plug-in)", m.name),
                &color,
                points,
                false,
            ));
        }
        if let Some(exact) = &m.exact {
            let points = exact
                .conditional_entropy
                .iter()
                .enumerate()
                .filter_map(|(k, v)| v.map(|v| (k as f64, v)))
                .collect();
            layers.push(line(format!("{} (exact)", m.name), &color, points, true));
        }
    }
    Chart {
        title: "Predictability: conditional entropy".to_string(),
        subtitle: sources(measured),
        x: XAxis::Numbers {
            label: "k, the pieces a player remembers".to_string(),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: "H(next | previous k) in bits (log2 7 = 2.807 is memoryless)".to_string(),
            scale: Scale::Linear,
            from_zero: true,
            // No piece is more surprising than one of seven drawn evenly.
            reach: Reach::between(0.0, 7f64.log2()),
        },
        layers,
    }
}

/// A named line.
pub(super) fn line(name: String, color: &str, points: Vec<(f64, f64)>, dashed: bool) -> Layer {
    Layer::Line {
        name: Some(name),
        color: color.to_string(),
        points,
        dashed,
    }
}

/// `(g, P(gap = g))`, from g = 1 to where all but 1e-5 of the law is
/// drawn (a memoryless law's tail would stretch the axis tenfold).
fn pmf_points(pmf: &BTreeMap<u64, f64>) -> Vec<(f64, f64)> {
    let mut drawn = 0.0;
    let last = pmf
        .iter()
        .find(|&(_, p)| {
            drawn += p;
            drawn >= 1.0 - 1e-5
        })
        .or_else(|| pmf.iter().next_back())
        .map_or(1, |(&g, _)| g);
    (1..=last)
        .map(|g| (g as f64, pmf.get(&g).copied().unwrap_or(0.0)))
        .collect()
}

/// `(L, P(drought ≥ L))` = `(L, P(gap > L))`, from L = 0 to the longest
/// drought, each summed from the top so that no rounding remainder stands
/// in for zero.
fn tail_points(pmf: &BTreeMap<u64, f64>) -> Vec<(f64, f64)> {
    let last = pmf.keys().next_back().copied().unwrap_or(1);
    let mut tail = vec![0.0; last as usize];
    let mut beyond = 0.0;
    for l in (0..last).rev() {
        beyond += pmf.get(&(l + 1)).copied().unwrap_or(0.0);
        tail[l as usize] = beyond;
    }
    tail.into_iter()
        .enumerate()
        .map(|(l, p)| (l as f64, p))
        .collect()
}
