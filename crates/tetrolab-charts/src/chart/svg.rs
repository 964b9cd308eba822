//! A [`Chart`] written as SVG, byte for byte the same for the same chart.

use std::fmt::Write;

use super::layout::{
    CategoryNames, Frame, HEIGHT, TEXT_SIZE, TICK_SIZE, TITLE_SIZE, WIDTH, fitted_size,
    legend_rows, text_width, wrap_two,
};
use super::scale::{Reach, Scale, Ticks};
pub use tetrolab::quote::xml_escaped as escape;

use super::{BarSeries, Chart, Layer, Swatch, XAxis, stack};

/// The chart as a standalone SVG document. Coordinates are written with
/// two decimals, so the output depends only on the chart's data.
pub fn to_svg(chart: &Chart) -> String {
    let mut out = String::with_capacity(16 * 1024);
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="DejaVu Sans, Verdana, sans-serif" role="img"><title>{}</title><rect width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>"##,
        escape(&chart.title)
    );
    text(
        &mut out,
        WIDTH / 2.0,
        26.0,
        TITLE_SIZE,
        "middle",
        "bold",
        &chart.title,
    );
    let subtitle = wrap_two(&chart.subtitle, WIDTH - 24.0, TEXT_SIZE);
    for (i, line) in subtitle.iter().enumerate() {
        let size = fitted_size(line, WIDTH - 24.0, TEXT_SIZE);
        let _ = write!(
            out,
            r##"<text x="{:.2}" y="{:.2}" font-size="{size:.2}" text-anchor="middle" fill="#555555">{}</text>"##,
            WIDTH / 2.0,
            46.0 + 16.0 * i as f64,
            escape(line)
        );
    }
    let legend_bottom = legend(&mut out, chart, 56.0 + 16.0 * (subtitle.len() - 1) as f64);
    let (x_ticks, categories) = x_ticks(chart);
    let y_ticks = y_ticks(chart);
    let widest_y = y_ticks
        .marks
        .iter()
        .map(|(_, label)| text_width(label, TICK_SIZE))
        .fold(0.0, f64::max);
    let (left, right) = (40.0 + widest_y, WIDTH - 24.0);
    let naming = categories.as_deref().map(|names| {
        (
            names,
            CategoryNames::of(names, (right - left) / names.len() as f64),
        )
    });
    let frame = Frame {
        left,
        top: legend_bottom + 8.0,
        right,
        bottom: HEIGHT - 30.0 - tick_label_room(naming),
    };
    let place = Place {
        frame,
        x: &x_ticks,
        y: &y_ticks,
    };
    grid(&mut out, &place, categories.is_some());
    for layer in &chart.layers {
        draw_layer(&mut out, &place, layer);
    }
    axes(&mut out, &place, naming);
    let (x_label, y_label) = match &chart.x {
        XAxis::Numbers { label, .. } | XAxis::Categories { label, .. } => (label, &chart.y.label),
    };
    let x_size = fitted_size(x_label, WIDTH - 24.0, TEXT_SIZE);
    text(
        &mut out,
        WIDTH / 2.0,
        HEIGHT - 12.0,
        x_size,
        "middle",
        "normal",
        x_label,
    );
    let middle = (frame.top + frame.bottom) / 2.0;
    let y_size = fitted_size(y_label, frame.height() + 20.0, TEXT_SIZE);
    let _ = write!(
        out,
        r#"<text transform="translate(18 {middle:.2}) rotate(-90)" font-size="{y_size:.2}" text-anchor="middle">{}</text>"#,
        escape(y_label)
    );
    out.push_str("</svg>\n");
    out
}

/// The height the x axis's tick labels take under it: a line of text,
/// or the longest upright category name written.
fn tick_label_room(naming: Option<(&[String], CategoryNames)>) -> f64 {
    match naming {
        None => 20.0,
        Some((_, CategoryNames::Across)) => 24.0,
        Some((names, upright)) => {
            8.0 + upright
                .shown(names)
                .map(|(_, name)| text_width(name, TICK_SIZE))
                .fold(0.0, f64::max)
        }
    }
}

/// Data coordinates to SVG positions.
struct Place<'a> {
    frame: Frame,
    x: &'a Ticks,
    y: &'a Ticks,
}

impl Place<'_> {
    fn x(&self, value: f64) -> f64 {
        clamp(self.frame.left + self.x.fraction(value) * self.frame.width())
    }

    /// A value's height, pinned to the axis's ends: only a value past
    /// what the quantity can reach (an interval's approximation) lies
    /// beyond them.
    fn y(&self, value: f64) -> f64 {
        let value = value.max(self.y.low).min(self.y.high);
        clamp(self.frame.bottom - self.y.fraction(value) * self.frame.height())
    }

    /// Whether a value can be drawn on the y axis (a log axis has no
    /// place for zero or less).
    fn shows(&self, value: f64) -> bool {
        value.is_finite() && (self.y.scale == Scale::Linear || value > 0.0)
    }
}

/// A position kept within a few chart sizes of the chart: the axes cover
/// every drawn value, so only a rounding overflow lands outside, and no
/// renderer is handed an astronomical coordinate.
fn clamp(position: f64) -> f64 {
    if position.is_nan() {
        return 0.0;
    }
    position.clamp(-4.0 * WIDTH, 4.0 * WIDTH)
}

/// The legend under the title; returns the y below it.
fn legend(out: &mut String, chart: &Chart, top: f64) -> f64 {
    let entries = chart.legend();
    let names: Vec<String> = entries.iter().map(|(name, _, _)| name.clone()).collect();
    let (places, bottom) = legend_rows(&names, top);
    for ((name, color, swatch), (x, y)) in entries.iter().zip(places) {
        let middle = y - TEXT_SIZE * 0.35;
        match swatch {
            Swatch::Line { dashed } => {
                let dash = if *dashed {
                    r#" stroke-dasharray="5 3""#
                } else {
                    ""
                };
                let _ = write!(
                    out,
                    r#"<line x1="{x:.2}" y1="{middle:.2}" x2="{:.2}" y2="{middle:.2}" stroke="{color}" stroke-width="2.5"{dash}/>"#,
                    x + 16.0
                );
            }
            Swatch::Point => {
                let _ = write!(
                    out,
                    r#"<circle cx="{:.2}" cy="{middle:.2}" r="4" fill="{color}"/>"#,
                    x + 8.0
                );
            }
            Swatch::Band | Swatch::Box => {
                let opacity = if *swatch == Swatch::Band {
                    r#" fill-opacity="0.25""#
                } else {
                    ""
                };
                let _ = write!(
                    out,
                    r#"<rect x="{x:.2}" y="{:.2}" width="16" height="10" fill="{color}"{opacity}/>"#,
                    middle - 5.0
                );
            }
        }
        text(out, x + 22.0, y, TEXT_SIZE, "start", "normal", name);
    }
    bottom
}

/// The x axis's ticks and, for a category axis, its names.
fn x_ticks(chart: &Chart) -> (Ticks, Option<Vec<String>>) {
    match &chart.x {
        XAxis::Categories { names, .. } => {
            let n = names.len().max(1) as f64;
            let ticks = Ticks {
                low: -0.5,
                high: n - 0.5,
                marks: Vec::new(),
                scale: Scale::Linear,
            };
            (ticks, Some(names.clone()))
        }
        XAxis::Numbers { scale, .. } => {
            let xs: Vec<f64> = chart.layers.iter().flat_map(layer_xs).collect();
            let usable = xs
                .iter()
                .copied()
                .filter(|&x| *scale == Scale::Linear || x > 0.0);
            let (low, high) = bounds(usable);
            (Ticks::new(*scale, low, high, Reach::ANY), None)
        }
    }
}

/// The y axis's ticks, covering every drawn value the quantity can reach.
fn y_ticks(chart: &Chart) -> Ticks {
    let scale = chart.y.scale;
    let mut ys: Vec<f64> = chart.layers.iter().flat_map(layer_ys).collect();
    if chart.y.from_zero && scale == Scale::Linear {
        ys.push(0.0);
    }
    let usable = ys
        .into_iter()
        .filter(|&y| y.is_finite() && (scale == Scale::Linear || y > 0.0));
    let (low, high) = bounds(usable);
    Ticks::new(scale, low, high, chart.y.reach)
}

/// The smallest and largest of some finite values (0 and 1 for none).
fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values
        .filter(|v| v.is_finite())
        .fold(None, |range: Option<(f64, f64)>, v| {
            Some(range.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))))
        })
        .unwrap_or((0.0, 1.0))
}

fn layer_xs(layer: &Layer) -> Vec<f64> {
    match layer {
        Layer::Line { points, .. } => points.iter().map(|p| p.0).collect(),
        Layer::Band { points, .. } => points.iter().map(|p| p.0).collect(),
        Layer::Points { points, .. } => points.iter().map(|p| p.0).collect(),
        Layer::Bars { .. } => Vec::new(),
    }
}

fn layer_ys(layer: &Layer) -> Vec<f64> {
    match layer {
        Layer::Line { points, .. } => points.iter().map(|p| p.1).collect(),
        Layer::Band { points, .. } => points.iter().flat_map(|p| [p.1, p.2]).collect(),
        Layer::Points { points, .. } => points
            .iter()
            .flat_map(|&(_, y, interval)| {
                let (lo, hi) = interval.unwrap_or((y, y));
                [y, lo, hi]
            })
            .collect(),
        Layer::Bars { series, stacked } => {
            if *stacked {
                // Every end of every stacked bar.
                let n = series.iter().map(|s| s.values.len()).max().unwrap_or(0);
                (0..n)
                    .flat_map(|i| stack(category(series, i)))
                    .flat_map(|(from, to)| [from, to])
                    .collect()
            } else {
                series
                    .iter()
                    .flat_map(|s| s.values.iter().copied())
                    .collect()
            }
        }
    }
}

/// Horizontal grid lines at the y ticks, vertical ones at numeric x ticks.
fn grid(out: &mut String, place: &Place, categories: bool) {
    let f = place.frame;
    for (value, _) in &place.y.marks {
        let y = place.y(*value);
        let _ = write!(
            out,
            r##"<line x1="{:.2}" y1="{y:.2}" x2="{:.2}" y2="{y:.2}" stroke="#e4e4e4"/>"##,
            f.left, f.right
        );
    }
    if !categories {
        for (value, _) in &place.x.marks {
            let x = place.x(*value);
            let _ = write!(
                out,
                r##"<line x1="{x:.2}" y1="{:.2}" x2="{x:.2}" y2="{:.2}" stroke="#efefef"/>"##,
                f.top, f.bottom
            );
        }
    }
}

/// The axis lines, tick labels and category names.
fn axes(out: &mut String, place: &Place, categories: Option<(&[String], CategoryNames)>) {
    let f = place.frame;
    let _ = write!(
        out,
        r##"<path d="M{:.2} {:.2}V{:.2}H{:.2}" fill="none" stroke="#333333"/>"##,
        f.left, f.top, f.bottom, f.right
    );
    for (value, label) in &place.y.marks {
        let y = place.y(*value);
        text(
            out,
            f.left - 6.0,
            y + TICK_SIZE * 0.35,
            TICK_SIZE,
            "end",
            "normal",
            label,
        );
    }
    let across = |out: &mut String, x: f64, label: &str| {
        text(
            out,
            x,
            f.bottom + 16.0,
            TICK_SIZE,
            "middle",
            "normal",
            label,
        );
    };
    match categories {
        None => {
            for (value, label) in &place.x.marks {
                across(out, place.x(*value), label);
            }
        }
        Some((names, naming @ CategoryNames::Across)) => {
            for (i, name) in naming.shown(names) {
                across(out, place.x(i as f64), name);
            }
        }
        Some((names, naming @ CategoryNames::Upright { .. })) => {
            for (i, name) in naming.shown(names) {
                let (x, y) = (place.x(i as f64) + TICK_SIZE * 0.35, f.bottom + 6.0);
                let _ = write!(
                    out,
                    r#"<text transform="translate({x:.2} {y:.2}) rotate(-90)" font-size="{TICK_SIZE:.2}" text-anchor="end">{}</text>"#,
                    escape(name)
                );
            }
        }
    }
}

fn draw_layer(out: &mut String, place: &Place, layer: &Layer) {
    match layer {
        Layer::Line {
            color,
            points,
            dashed,
            ..
        } => {
            let dash = if *dashed {
                r#" stroke-dasharray="6 4""#
            } else {
                ""
            };
            for run in drawable_runs(place, points.iter().map(|&(x, y)| (x, y))) {
                // A lone point has no line to draw: a dot shows it.
                match run.split_once(',').filter(|_| !run.contains(' ')) {
                    Some((x, y)) => {
                        let _ =
                            write!(out, r#"<circle cx="{x}" cy="{y}" r="2.5" fill="{color}"/>"#);
                    }
                    None => {
                        let _ = write!(
                            out,
                            r#"<polyline points="{run}" fill="none" stroke="{color}" stroke-width="2"{dash}/>"#
                        );
                    }
                }
            }
        }
        Layer::Band { color, points, .. } => {
            let shown: Vec<_> = points
                .iter()
                .filter(|&&(_, lo, hi)| place.shows(lo) && place.shows(hi))
                .collect();
            if shown.len() >= 2 {
                let mut d = String::new();
                for (i, &&(x, _, hi)) in shown.iter().enumerate() {
                    let _ = write!(
                        d,
                        "{}{:.2} {:.2}",
                        if i == 0 { "M" } else { "L" },
                        place.x(x),
                        place.y(hi)
                    );
                }
                for &&(x, lo, _) in shown.iter().rev() {
                    let _ = write!(d, "L{:.2} {:.2}", place.x(x), place.y(lo));
                }
                let _ = write!(
                    out,
                    r#"<path d="{d}Z" fill="{color}" fill-opacity="0.22" stroke="none"/>"#
                );
            }
        }
        Layer::Points {
            color,
            points,
            titles,
            ..
        } => {
            for (i, &(x, y, interval)) in points.iter().enumerate() {
                if let Some((lo, hi)) =
                    interval.filter(|&(lo, hi)| place.shows(lo) && place.shows(hi))
                {
                    let px = place.x(x);
                    let _ = write!(
                        out,
                        r#"<line x1="{px:.2}" y1="{:.2}" x2="{px:.2}" y2="{:.2}" stroke="{color}" stroke-opacity="0.6"/>"#,
                        place.y(lo),
                        place.y(hi)
                    );
                }
                if place.shows(y) {
                    let _ = write!(
                        out,
                        r##"<circle cx="{:.2}" cy="{:.2}" r="3" fill="{color}" stroke="#ffffff" stroke-width="1""##,
                        place.x(x),
                        place.y(y)
                    );
                    match titles.get(i) {
                        Some(title) => {
                            let _ = write!(out, "><title>{}</title></circle>", escape(title));
                        }
                        None => out.push_str("/>"),
                    }
                }
            }
        }
        Layer::Bars { series, stacked } => bars(out, place, series, *stacked),
    }
}

/// The points as SVG polyline coordinates, split where a value cannot be
/// drawn (zero on a log axis).
fn drawable_runs(place: &Place, points: impl Iterator<Item = (f64, f64)>) -> Vec<String> {
    let mut runs = Vec::new();
    let mut run = String::new();
    for (x, y) in points {
        if place.shows(y) && x.is_finite() {
            if !run.is_empty() {
                run.push(' ');
            }
            let _ = write!(run, "{:.2},{:.2}", place.x(x), place.y(y));
        } else if !run.is_empty() {
            runs.push(std::mem::take(&mut run));
        }
    }
    if !run.is_empty() {
        runs.push(run);
    }
    runs
}

/// Category `i`'s value in each series (0 where a series is shorter).
fn category(series: &[BarSeries], i: usize) -> impl Iterator<Item = f64> + '_ {
    series
        .iter()
        .map(move |s| s.values.get(i).copied().unwrap_or(0.0))
}

fn bars(out: &mut String, place: &Place, series: &[BarSeries], stacked: bool) {
    let slot = place.x(1.0) - place.x(0.0);
    let n = series.iter().map(|s| s.values.len()).max().unwrap_or(0);
    let base = place.y(0.0);
    // Bars narrower than a pixel: snapped to pixels, or antialiasing
    // leaves pale seams between them.
    let crisp = slot < 2.0;
    if crisp {
        out.push_str(r#"<g shape-rendering="crispEdges">"#);
    }
    for i in 0..n {
        let center = place.x(i as f64);
        if stacked {
            // One group per category, so its hover text covers the stack.
            let tooltip = series
                .iter()
                .find_map(|s| s.tooltips.as_ref().and_then(|t| t.get(i)));
            out.push_str("<g>");
            if let Some(tip) = tooltip {
                let _ = write!(out, "<title>{}</title>", escape(tip));
            }
            for (s, (from, to)) in series.iter().zip(stack(category(series, i))) {
                let (y0, y1) = (place.y(from), place.y(to));
                let (top, height) = (y0.min(y1), (y0 - y1).abs());
                let _ = write!(
                    out,
                    r#"<rect x="{:.2}" y="{top:.2}" width="{slot:.2}" height="{height:.2}" fill="{}"/>"#,
                    center - slot / 2.0,
                    s.colors.get(i).unwrap_or(&s.color)
                );
            }
            out.push_str("</g>");
        } else {
            let width = slot * 0.8 / series.len().max(1) as f64;
            for (k, s) in series.iter().enumerate() {
                let Some(&value) = s.values.get(i) else {
                    continue;
                };
                let y = place.y(value);
                let x = center - slot * 0.4 + k as f64 * width;
                let _ = write!(
                    out,
                    r#"<rect x="{x:.2}" y="{:.2}" width="{width:.2}" height="{:.2}" fill="{}">"#,
                    y.min(base),
                    (base - y).abs(),
                    s.colors.get(i).unwrap_or(&s.color)
                );
                if let Some(tip) = s.tooltips.as_ref().and_then(|t| t.get(i)) {
                    let _ = write!(out, "<title>{}</title>", escape(tip));
                }
                out.push_str("</rect>");
            }
        }
    }
    if crisp {
        out.push_str("</g>");
    }
}

/// A text element.
fn text(out: &mut String, x: f64, y: f64, size: f64, anchor: &str, weight: &str, content: &str) {
    let weight = if weight == "normal" {
        String::new()
    } else {
        format!(r#" font-weight="{weight}""#)
    };
    let _ = write!(
        out,
        r#"<text x="{x:.2}" y="{y:.2}" font-size="{size:.2}" text-anchor="{anchor}"{weight}>{}</text>"#,
        escape(content)
    );
}
