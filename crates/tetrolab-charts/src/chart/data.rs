//! The numbers a chart draws, as one table: what `plot --data` writes, so
//! a reader can check or redraw any chart.

use super::{Chart, Layer, XAxis};

/// The table's header.
pub const HEADER: [&str; 6] = ["series", "kind", "x", "y", "low", "high"];

/// One row per drawn value: the series' name (empty for an unnamed
/// line), what is drawn (`line`, `band`, `point`, `bar`), x (a category's
/// name on a category axis), y, and an interval's low and high where it
/// has one. Floats are written in full (shortest round-trip form).
pub fn rows(chart: &Chart) -> Vec<[String; 6]> {
    // On a category axis a value drawn beside its category's bar (an
    // exact point over a group of bars) belongs to the nearest category.
    let x_text = |x: f64| match &chart.x {
        XAxis::Categories { names, .. } if x >= -0.5 => names
            .get(x.round() as usize)
            .cloned()
            .unwrap_or_else(|| x.to_string()),
        _ => x.to_string(),
    };
    let mut rows = Vec::new();
    for layer in &chart.layers {
        match layer {
            Layer::Line { name, points, .. } => {
                for &(x, y) in points {
                    rows.push(row(name.as_deref(), "line", x_text(x), y, None));
                }
            }
            Layer::Band { name, points, .. } => {
                for &(x, low, high) in points {
                    rows.push(row(
                        name.as_deref(),
                        "band",
                        x_text(x),
                        (low + high) / 2.0,
                        Some((low, high)),
                    ));
                }
            }
            Layer::Points { name, points, .. } => {
                for &(x, y, interval) in points {
                    rows.push(row(name.as_deref(), "point", x_text(x), y, interval));
                }
            }
            Layer::Bars { series, .. } => {
                for s in series {
                    for (i, &y) in s.values.iter().enumerate() {
                        rows.push(row(Some(&s.name), "bar", x_text(i as f64), y, None));
                    }
                }
            }
        }
    }
    rows
}

fn row(
    name: Option<&str>,
    kind: &str,
    x: String,
    y: f64,
    interval: Option<(f64, f64)>,
) -> [String; 6] {
    let (low, high) = interval.map_or((String::new(), String::new()), |(l, h)| {
        (l.to_string(), h.to_string())
    });
    [
        name.unwrap_or_default().to_string(),
        kind.to_string(),
        x,
        y.to_string(),
        low,
        high,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{BarSeries, Reach, Scale, YAxis};

    #[test]
    fn bars_are_named_by_category_and_bands_keep_their_interval() {
        let chart = Chart {
            title: String::new(),
            subtitle: String::new(),
            x: XAxis::Categories {
                label: String::new(),
                names: vec!["I".into(), "J".into()],
            },
            y: YAxis {
                label: String::new(),
                scale: Scale::Linear,
                from_zero: true,
                reach: Reach::PROBABILITY,
            },
            layers: vec![
                Layer::Bars {
                    series: vec![BarSeries {
                        name: "7-bag".into(),
                        color: "#000000".into(),
                        colors: Vec::new(),
                        values: vec![0.25, 0.75],
                        tooltips: None,
                    }],
                    stacked: false,
                },
                Layer::Band {
                    name: Some("ci".into()),
                    color: "#000000".into(),
                    points: vec![(1.0, 0.5, 1.0)],
                },
            ],
        };
        let rows = rows(&chart);
        assert_eq!(
            rows[0],
            ["7-bag", "bar", "I", "0.25", "", ""].map(String::from)
        );
        assert_eq!(rows[1][2], "J");
        assert_eq!(
            rows[2],
            ["ci", "band", "J", "0.75", "0.5", "1"].map(String::from)
        );
    }
}
