//! Charts: a small model of what a chart shows (axes, lines, bands,
//! points, bars, a legend), written as deterministic SVG and rasterized to
//! PNG.
//!
//! Why our own writer rather than a plotting crate: the charts tetrolab
//! draws are few and simple, and owning the SVG means every number in it
//! is written by one formatting rule, so the same data gives the same
//! bytes on every machine (golden tests compare them byte for byte), with
//! no dependency at all. PNG goes through `resvg`, a pure-Rust renderer,
//! with the `DejaVu Sans` font embedded in the binary, so text renders the
//! same without any font installed.

pub mod data;
mod layout;
pub mod palette;
#[cfg(feature = "png")]
mod png;
mod scale;
mod svg;

#[cfg(feature = "png")]
pub use png::to_png;
pub use scale::{Reach, Scale};
pub use svg::{escape, to_svg};

/// A chart: a title, two axes and the layers drawn on them, first layer
/// at the bottom.
#[derive(Debug, Clone)]
pub struct Chart {
    /// The chart's title: what is shown.
    pub title: String,
    /// A second line under the title: exact or estimated, sample size.
    pub subtitle: String,
    /// The horizontal axis.
    pub x: XAxis,
    /// The vertical axis.
    pub y: YAxis,
    /// What is drawn, bottom layer first.
    pub layers: Vec<Layer>,
}

/// The horizontal axis: numbers, or named categories (one slot each).
#[derive(Debug, Clone)]
pub enum XAxis {
    /// A numeric axis.
    Numbers {
        /// The quantity and its definition.
        label: String,
        /// Linear or logarithmic.
        scale: Scale,
    },
    /// One slot per name; layers place category `i` at x = `i`.
    Categories {
        /// The quantity and its definition.
        label: String,
        /// The slots' names, in order.
        names: Vec<String>,
    },
}

/// The vertical axis.
#[derive(Debug, Clone)]
pub struct YAxis {
    /// The quantity and its definition.
    pub label: String,
    /// Linear or logarithmic.
    pub scale: Scale,
    /// Include zero in the range (counts, probabilities on a linear axis).
    pub from_zero: bool,
    /// The values the quantity can take: the axis ends within them.
    pub reach: Reach,
}

/// One thing drawn on a chart.
#[derive(Debug, Clone)]
pub enum Layer {
    /// A polyline through points, in order.
    Line {
        /// The legend's name (none: not in the legend).
        name: Option<String>,
        /// Stroke colour (`#rrggbb`).
        color: String,
        /// The points.
        points: Vec<(f64, f64)>,
        /// Dashed (for reference values, e.g. exact beside measured).
        dashed: bool,
    },
    /// A shaded region between two curves: an interval band.
    Band {
        /// The legend's name.
        name: Option<String>,
        /// Fill colour, drawn translucent.
        color: String,
        /// `(x, low, high)` in order of x.
        points: Vec<(f64, f64, f64)>,
    },
    /// Markers, each with an optional interval whisker.
    Points {
        /// The legend's name.
        name: Option<String>,
        /// Fill colour.
        color: String,
        /// `(x, y, interval)`.
        points: Vec<Marker>,
        /// Each point's name, shown when it is hovered (and read by a page
        /// that opens what a clicked point stands for); empty: none.
        titles: Vec<String>,
    },
    /// Bars over a category axis: each series one bar per category,
    /// stacked or side by side.
    Bars {
        /// The series.
        series: Vec<BarSeries>,
        /// Stack the series (else group them side by side), as
        /// [`stack`] places them.
        stacked: bool,
    },
}

/// Where each of one category's stacked values is drawn, `(from, to)`:
/// positive values stack up from zero and negative ones down from zero,
/// each in series order, so a bar never crosses the axis to reach its
/// value (a running sum would draw a negative value above zero, or a
/// positive one below it).
///
/// ```
/// use tetrolab_charts::chart::stack;
/// assert_eq!(stack([2.0, -1.0, 3.0, -4.0]), [(0.0, 2.0), (0.0, -1.0), (2.0, 5.0), (-1.0, -5.0)]);
/// ```
pub fn stack(values: impl IntoIterator<Item = f64>) -> Vec<(f64, f64)> {
    let (mut up, mut down) = (0.0, 0.0);
    values
        .into_iter()
        .map(|value| {
            let end = if value < 0.0 { &mut down } else { &mut up };
            let from = *end;
            *end += value;
            (from, *end)
        })
        .collect()
}

/// A marker: `(x, y)` and an optional interval `(low, high)` around y.
pub type Marker = (f64, f64, Option<(f64, f64)>);

/// One series of bars.
#[derive(Debug, Clone)]
pub struct BarSeries {
    /// The legend's name.
    pub name: String,
    /// Fill colour.
    pub color: String,
    /// A fill colour per category instead of `color` (e.g. each piece in
    /// its own colour), or empty.
    pub colors: Vec<String>,
    /// One value per category.
    pub values: Vec<f64>,
    /// A hover text per category (an SVG `<title>`), or none.
    pub tooltips: Option<Vec<String>>,
}

impl Chart {
    /// The chart's legend entries, in layer order: `(name, colour, kind)`.
    fn legend(&self) -> Vec<(String, String, Swatch)> {
        let mut entries = Vec::new();
        for layer in &self.layers {
            match layer {
                Layer::Line {
                    name: Some(name),
                    color,
                    dashed,
                    ..
                } => {
                    entries.push((
                        name.clone(),
                        color.clone(),
                        Swatch::Line { dashed: *dashed },
                    ));
                }
                Layer::Band {
                    name: Some(name),
                    color,
                    ..
                } => {
                    entries.push((name.clone(), color.clone(), Swatch::Band));
                }
                Layer::Points {
                    name: Some(name),
                    color,
                    ..
                } => {
                    entries.push((name.clone(), color.clone(), Swatch::Point));
                }
                Layer::Bars { series, .. } => {
                    for s in series {
                        entries.push((s.name.clone(), s.color.clone(), Swatch::Box));
                    }
                }
                _ => {}
            }
        }
        entries
    }
}

/// How a legend entry is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Swatch {
    Line { dashed: bool },
    Band,
    Point,
    Box,
}
