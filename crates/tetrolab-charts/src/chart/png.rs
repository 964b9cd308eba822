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
    let mut options = usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        ..usvg::Options::default()
    };
    options.fontdb_mut().load_font_data(FONT.to_vec());
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
    pixmap
        .encode_png()
        .map_err(|e| format!("encoding PNG: {e}"))
}
