//! Where a chart's parts go: sizes, margins, the legend's rows.

/// The chart's width in SVG user units (pixels at 1×).
pub(super) const WIDTH: f64 = 800.0;
/// The chart's height.
pub(super) const HEIGHT: f64 = 460.0;
/// Font sizes: title, subtitle and legend, tick labels.
pub(super) const TITLE_SIZE: f64 = 17.0;
pub(super) const TEXT_SIZE: f64 = 12.5;
pub(super) const TICK_SIZE: f64 = 11.0;
/// The room an upright tick label needs across the axis: its line
/// height with some air, so neighbours do not touch.
const UPRIGHT_PITCH: f64 = TICK_SIZE * 1.6;

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

/// How a category axis writes its names, at the tick size always (so
/// they stay legible however many categories there are, and the PNG,
/// rendered from the same SVG, shows the same labels).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum CategoryNames {
    /// Each name across, under its slot: every name fits its slot.
    Across,
    /// Names turned upright, only those whose 1-based position is a
    /// multiple of `every` (1, 2, 5, 10, 20, …: steps 10, 20, 30… of a
    /// long run), so that each has a line's room.
    Upright { every: usize },
}

impl CategoryNames {
    /// How `names` are written when each slot is `slot` wide.
    pub fn of(names: &[String], slot: f64) -> CategoryNames {
        let widest = names
            .iter()
            .map(|name| text_width(name, TICK_SIZE))
            .fold(0.0, f64::max);
        if widest <= slot {
            return CategoryNames::Across;
        }
        let every = (0..)
            .flat_map(|power| [1, 2, 5].map(|m| m * 10usize.pow(power)))
            .find(|&every| every as f64 * slot >= UPRIGHT_PITCH)
            .unwrap_or(1);
        CategoryNames::Upright { every }
    }

    /// The names written, with their 0-based positions.
    pub fn shown<'a>(&self, names: &'a [String]) -> impl Iterator<Item = (usize, &'a String)> {
        let every = match *self {
            CategoryNames::Across => 1,
            CategoryNames::Upright { every } => every,
        };
        names
            .iter()
            .enumerate()
            .filter(move |(i, _)| (i + 1) % every == 0)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("{i}:T")).collect()
    }

    #[test]
    fn names_that_fit_their_slots_are_written_across() {
        let pieces: Vec<String> = "IJLOSTZ".chars().map(String::from).collect();
        assert_eq!(CategoryNames::of(&pieces, 100.0), CategoryNames::Across);
        assert_eq!(CategoryNames::Across.shown(&pieces).count(), 7);
    }

    #[test]
    fn every_category_axis_names_some_slots_however_many() {
        for (n, every) in [(41, 1), (101, 5), (1001, 50), (20_001, 500)] {
            let names = steps(n);
            let naming = CategoryNames::of(&names, 730.0 / n as f64);
            assert_eq!(naming, CategoryNames::Upright { every }, "{n} slots");
            let shown: Vec<&String> = naming.shown(&names).map(|(_, name)| name).collect();
            assert!(
                shown.len() >= 2 && shown.len() <= 60,
                "{n}: {}",
                shown.len()
            );
            assert_eq!(shown[0], &format!("{every}:T"), "round steps");
        }
    }
}
