//! Charts as PNG: the SVG rendered by `resvg` with an embedded font.

use resvg::{tiny_skia, usvg};

/// `DejaVu Sans`, the font every chart's text is drawn in (its licence,
/// which allows bundling, is in `fonts/LICENSE-DejaVu.txt`). Embedded so
/// that PNGs look the same on a machine without fonts.
const FONT: &[u8] = include_bytes!("../../fonts/DejaVuSans.ttf");

/// Pixels per SVG unit: charts are rasterized at twice their size, sharp
/// on high-density screens.
const SCALE: f32 = 2.0;

/// The SVG document rendered as PNG bytes.
///
/// # Errors
/// An SVG this crate did not write (our charts always parse).
pub fn to_png(svg: &str) -> Result<Vec<u8>, String> {
    render(svg)?
        .encode_png()
        .map_err(|e| format!("encoding PNG: {e}"))
}

/// The SVG document rendered as pixels, at [`SCALE`] pixels per unit.
fn render(svg: &str) -> Result<tiny_skia::Pixmap, String> {
    let mut options = usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        ..usvg::Options::default()
    };
    let fonts = options.fontdb_mut();
    fonts.load_font_data(FONT.to_vec());
    // Generic families (a board's `monospace`) are drawn in it too, so no
    // text is dropped for want of a system font.
    fonts.set_monospace_family("DejaVu Sans");
    fonts.set_sans_serif_family("DejaVu Sans");
    fonts.set_serif_family("DejaVu Sans");
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| format!("chart SVG: {e}"))?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(SCALE)
        .ok_or("chart too large to rasterize")?;
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or("chart too large to rasterize")?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(SCALE, SCALE),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{BarSeries, Chart, Layer, Reach, Scale, XAxis, YAxis, to_svg};

    /// Text in a generic family (a board's `monospace`) is drawn in the
    /// embedded font, not dropped for want of a system font.
    #[test]
    fn generic_font_families_are_drawn() {
        for family in ["monospace", "sans-serif", "serif"] {
            let svg = format!(
                r##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20" font-family="{family}"><rect width="60" height="20" fill="#ffffff"/><text x="2" y="15" font-size="14">Ta</text></svg>"##
            );
            let pixmap = render(&svg).unwrap();
            let dark = pixmap.pixels().iter().filter(|p| p.red() < 100).count();
            assert!(dark > 20, "{family}: {dark} dark pixels");
        }
    }

    /// A chart of `n` stacked bars over categories named as seed 002
    /// names its steps (`1:(None)`, `2:T`, …).
    fn steps_chart(n: usize) -> Chart {
        Chart {
            title: "steps".to_string(),
            subtitle: String::new(),
            x: XAxis::Categories {
                label: "step".to_string(),
                names: (1..=n).map(|i| format!("{i}:T")).collect(),
            },
            y: YAxis {
                label: "weight".to_string(),
                scale: Scale::Linear,
                from_zero: true,
                reach: Reach::NON_NEGATIVE,
            },
            layers: vec![Layer::Bars {
                series: vec![BarSeries {
                    name: "T".to_string(),
                    color: "#a0419e".to_string(),
                    colors: Vec::new(),
                    values: vec![1.0; n],
                    tooltips: None,
                }],
                stacked: true,
            }],
        }
    }

    /// The x axis line's height and ends, read back from the SVG's axis
    /// path (`M{left} {top}V{bottom}H{right}`).
    fn x_axis(svg: &str) -> (f64, f64, f64) {
        let path = svg.split(r#"<path d="M"#).nth(1).unwrap();
        let path = &path[..path.find('"').unwrap()];
        let (left, rest) = path.split_once(' ').unwrap();
        let (_, rest) = rest.split_once('V').unwrap();
        let (bottom, right) = rest.split_once('H').unwrap();
        let number = |text: &str| text.parse::<f64>().unwrap();
        (number(bottom), number(left), number(right))
    }

    /// Dark runs (text) along the band of rows just under the x axis,
    /// where tick labels are drawn: how many separate labels are inked.
    fn labels_inked(pixmap: &tiny_skia::Pixmap, bottom: f64, left: f64, right: f64) -> usize {
        let scale = f64::from(SCALE);
        let rows = ((bottom + 3.0) * scale) as u32..((bottom + 20.0) * scale) as u32;
        let columns = (left * scale) as u32..(right * scale) as u32;
        let dark = |x: u32, y: u32| {
            let p = pixmap.pixel(x, y).unwrap();
            p.alpha() > 0 && p.red() < 100 && p.green() < 100 && p.blue() < 100
        };
        let inked: Vec<bool> = columns.map(|x| rows.clone().any(|y| dark(x, y))).collect();
        inked.windows(2).filter(|w| w[1] && !w[0]).count()
    }

    #[test]
    fn a_long_category_axis_has_tick_labels_in_the_png() {
        for n in [41, 101, 2001] {
            let svg = to_svg(&steps_chart(n));
            let (bottom, left, right) = x_axis(&svg);
            let pixmap = render(&svg).unwrap();
            let labels = labels_inked(&pixmap, bottom, left, right);
            assert!(labels >= 10, "{n} bars: {labels} labels drawn");
        }
    }
}
