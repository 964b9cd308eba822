//! Axis scales: the data range, its ticks and their labels.

/// How values map to positions along an axis.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scale {
    /// Evenly spaced values.
    Linear,
    /// Evenly spaced powers of ten (values must be positive; others are
    /// left out of the chart).
    Log,
}

/// The values a quantity can take. An axis never runs past them: a
/// probability's axis ends at 1 even when an interval's normal
/// approximation reaches 1.02, and a count's never dips below 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reach {
    /// The least value the quantity can take (`-inf`: no bound).
    pub low: f64,
    /// The greatest (`inf`: no bound).
    pub high: f64,
}

impl Reach {
    /// Any value: no bound either way.
    pub const ANY: Reach = Reach::between(f64::NEG_INFINITY, f64::INFINITY);
    /// Zero or more: counts, lengths, variances, bits, weights.
    pub const NON_NEGATIVE: Reach = Reach::between(0.0, f64::INFINITY);
    /// Between 0 and 1: probabilities and shares.
    pub const PROBABILITY: Reach = Reach::between(0.0, 1.0);

    /// Values from `low` to `high`, inclusive.
    pub const fn between(low: f64, high: f64) -> Reach {
        Reach { low, high }
    }

    /// `value` moved into the reach (NaN stays NaN).
    fn clamp(self, value: f64) -> f64 {
        value.max(self.low).min(self.high)
    }
}

/// An axis's range and ticks, in data units.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Ticks {
    pub low: f64,
    pub high: f64,
    /// Tick positions with their labels.
    pub marks: Vec<(f64, String)>,
    pub scale: Scale,
}

impl Ticks {
    /// Ticks for data between `low` and `high` (inclusive), widened to
    /// round numbers but never past what the quantity can `reach`.
    pub fn new(scale: Scale, low: f64, high: f64, reach: Reach) -> Ticks {
        let (low, high) = (reach.clamp(low), reach.clamp(high));
        match scale {
            Scale::Linear => linear(low, high, reach),
            Scale::Log => log(low, high, reach),
        }
    }

    /// Where `value` falls between `low` (0) and `high` (1).
    pub fn fraction(&self, value: f64) -> f64 {
        match self.scale {
            Scale::Linear => (value - self.low) / (self.high - self.low),
            Scale::Log => {
                (value.log10() - self.low.log10()) / (self.high.log10() - self.low.log10())
            }
        }
    }
}

/// Round ticks: steps of 1, 2 or 5 times a power of ten, about six of
/// them. Where the reach cuts the round range short, the cut end is
/// labelled too, unless a tick stands within half a step of it.
fn linear(low: f64, high: f64, reach: Reach) -> Ticks {
    let (low, high) = if high > low {
        (low, high)
    } else if low == 0.0 {
        (0.0, 1.0)
    } else {
        (low - low.abs() * 0.5, high + high.abs() * 0.5)
    };
    let rough = (high - low) / 6.0;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= rough)
        .unwrap_or(10.0 * power);
    let first = (low / step).floor();
    let last = (high / step).ceil();
    let (low, high) = (reach.clamp(first * step), reach.clamp(last * step));
    let label = |value: f64| linear_label(value, step);
    let mut marks: Vec<(f64, String)> = (first as i64..=last as i64)
        .map(|k| k as f64 * step + 0.0)
        .filter(|&value| value >= low - step * 1e-9 && value <= high + step * 1e-9)
        .map(|value| (value, label(value)))
        .collect();
    let far = |end: f64, mark: Option<&(f64, String)>| {
        mark.is_none_or(|&(value, _)| (value - end).abs() >= step / 2.0)
    };
    if far(low, marks.first()) {
        marks.insert(0, (low, label(low)));
    }
    if far(high, marks.last()) {
        marks.push((high, label(high)));
    }
    Ticks {
        low,
        high,
        marks,
        scale: Scale::Linear,
    }
}

/// A linear tick's label, with as many decimals as the step needs.
fn linear_label(value: f64, step: f64) -> String {
    let decimals = (-step.log10().floor()).max(0.0) as usize;
    // Large round numbers read better as 5e7 than as 50000000.
    if step >= 1e5 && value != 0.0 {
        format!("{value:e}")
    } else {
        format!("{value:.decimals$}")
    }
}

/// One tick per power of ten (every other one, or fewer, when there are
/// many), within the reach.
fn log(low: f64, high: f64, reach: Reach) -> Ticks {
    let low = if low > 0.0 && low.is_finite() {
        low
    } else {
        1e-6
    };
    let high = if high > low { high } else { low * 10.0 };
    // A hair of tolerance, so that 1 + 1e-15 (a sum of probabilities)
    // does not open a decade of its own.
    let first = (low.log10() + 1e-9).floor() as i32;
    let last = (high.log10() - 1e-9).ceil().max(f64::from(first + 1)) as i32;
    let every = (last - first) / 8 + 1;
    let (low, high) = (
        reach.clamp(10f64.powi(first)),
        reach.clamp(10f64.powi(last)),
    );
    let mut marks: Vec<(f64, String)> = (0..)
        .map(|k| last - k * every)
        .take_while(|&e| e >= first)
        .map(|e| (10f64.powi(e), power_label(e)))
        .filter(|&(value, _)| value >= low && value <= high)
        .collect();
    marks.reverse();
    Ticks {
        low,
        high,
        marks,
        scale: Scale::Log,
    }
}

/// `10^e` as a short label: plain decimals near 1, else `1e-7`.
fn power_label(e: i32) -> String {
    match e {
        -3..=0 => format!("{:.*}", (-e) as usize, 10f64.powi(e)),
        1..=4 => format!("{}", 10i64.pow(e as u32)),
        _ => format!("1e{e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_ticks_are_round_and_cover_the_data() {
        let t = Ticks::new(Scale::Linear, 0.0, 0.37, Reach::ANY);
        assert_eq!(t.low, 0.0);
        assert!(t.high >= 0.37);
        let labels: Vec<&str> = t.marks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["0.0", "0.1", "0.2", "0.3", "0.4"]);
    }

    #[test]
    fn large_ticks_are_written_with_exponents() {
        let t = Ticks::new(Scale::Linear, -1.2e8, 2.1e7, Reach::ANY);
        let labels: Vec<&str> = t.marks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["-1.5e8", "-1e8", "-5e7", "0", "5e7"]);
    }

    #[test]
    fn a_flat_series_still_gets_a_range() {
        let t = Ticks::new(Scale::Linear, 1.0, 1.0, Reach::ANY);
        assert!(t.low < 1.0 && t.high > 1.0);
    }

    #[test]
    fn log_ticks_are_powers_of_ten() {
        let t = Ticks::new(Scale::Log, 2e-5, 0.5, Reach::PROBABILITY);
        let labels: Vec<&str> = t.marks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["1e-5", "1e-4", "0.001", "0.01", "0.1", "1"]);
        assert!((t.fraction(1e-5)).abs() < 1e-12);
        assert!((t.fraction(1.0) - 1.0).abs() < 1e-12);
    }

    fn labels(t: &Ticks) -> Vec<&str> {
        t.marks.iter().map(|(_, l)| l.as_str()).collect()
    }

    #[test]
    fn a_probability_axis_ends_at_1_even_when_an_interval_passes_it() {
        // A band's normal approximation reaching 1.02 would round up to 1.2.
        let t = Ticks::new(Scale::Linear, 0.0, 1.02, Reach::PROBABILITY);
        assert_eq!((t.low, t.high), (0.0, 1.0));
        assert_eq!(labels(&t), ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]);
        let t = Ticks::new(Scale::Linear, 0.93, 1.0 + 1e-12, Reach::PROBABILITY);
        assert_eq!(t.high, 1.0);
        let t = Ticks::new(Scale::Log, 1e-6, 1.3, Reach::PROBABILITY);
        assert_eq!(t.high, 1.0);
        assert_eq!(labels(&t).last(), Some(&"1"));
    }

    #[test]
    fn a_count_axis_never_dips_below_0() {
        // An interval around a small mean reaches below zero.
        let t = Ticks::new(Scale::Linear, -0.004, 0.05, Reach::NON_NEGATIVE);
        assert_eq!(t.low, 0.0);
        assert_eq!(labels(&t).first(), Some(&"0.00"));
    }

    #[test]
    fn an_end_cut_between_ticks_is_labelled() {
        // Stacked weights total 7: the axis ends there, labelled, not at 8.
        let t = Ticks::new(Scale::Linear, 0.0, 7.0, Reach::between(0.0, 7.0));
        assert_eq!(t.high, 7.0);
        assert_eq!(labels(&t), ["0", "2", "4", "6", "7"]);
    }
}
