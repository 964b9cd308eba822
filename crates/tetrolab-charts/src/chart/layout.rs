//! Where a chart's parts go: sizes, margins, the legend's rows.

/// The chart's width in SVG user units (pixels at 1×).
pub(super) const WIDTH: f64 = 800.0;
/// The chart's height.
pub(super) const HEIGHT: f64 = 460.0;
/// Font sizes: title, subtitle and legend, tick labels.
pub(super) const TITLE_SIZE: f64 = 17.0;
pub(super) const TEXT_SIZE: f64 = 12.5;
pub(super) const TICK_SIZE: f64 = 11.0;
/// Category names up to this many are written along the axis; beyond it
/// the names are only in each bar's hover text.
pub(super) const MAX_NAMED_CATEGORIES: usize = 60;

/// A text's width, estimated from its length: `DejaVu Sans` averages a
/// little under 0.6 em per character, so this errs on the wide side and
/// nothing laid out by it overlaps.
pub(super) fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

/// The font size at which `text` fits in `room`: `size`, or smaller
/// (down to 8) for a long text.
pub(super) fn fitted_size(text: &str, room: f64, size: f64) -> f64 {
    let needed = text_width(text, size);
    if needed <= room {
        size
    } else {
        (size * room / needed).max(8.0)
    }
}

/// `text` split at spaces into at most two lines that fit `room` at
/// `size` (the second line shrinks if it must).
pub(super) fn wrap_two(text: &str, room: f64, size: f64) -> Vec<String> {
    if text_width(text, size) <= room {
        return vec![text.to_string()];
    }
    let mut first = String::new();
    let mut rest = text;
    for (i, _) in text.match_indices(' ') {
        if text_width(&text[..i], size) > room {
            break;
        }
        first = text[..i].to_string();
        rest = &text[i + 1..];
    }
    if first.is_empty() {
        return vec![text.to_string()];
    }
    vec![first, rest.to_string()]
}

/// The plot area, inside the margins.
#[derive(Debug, Clone, Copy)]
pub(super) struct Frame {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

impl Frame {
    pub fn width(&self) -> f64 {
        self.right - self.left
    }

    pub fn height(&self) -> f64 {
        self.bottom - self.top
    }
}

/// Legend entries placed in rows under the title: each entry's left edge
/// and baseline, and the y below the last row.
pub(super) fn legend_rows(names: &[String], top: f64) -> (Vec<(f64, f64)>, f64) {
    const SWATCH: f64 = 22.0;
    const SPACING: f64 = 18.0;
    const ROW: f64 = 18.0;
    let (left, right) = (16.0, WIDTH - 16.0);
    let mut places = Vec::with_capacity(names.len());
    let (mut x, mut y) = (left, top + TEXT_SIZE);
    for name in names {
        let width = SWATCH + text_width(name, TEXT_SIZE);
        if x > left && x + width > right {
            x = left;
            y += ROW;
        }
        places.push((x, y));
        x += width + SPACING;
    }
    let bottom = if names.is_empty() { top } else { y + 6.0 };
    (places, bottom)
}
