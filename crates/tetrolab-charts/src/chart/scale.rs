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
    /// round numbers.
    pub fn new(scale: Scale, low: f64, high: f64) -> Ticks {
        match scale {
            Scale::Linear => linear(low, high),
            Scale::Log => log(low, high),
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
/// them.
fn linear(low: f64, high: f64) -> Ticks {
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
    let decimals = (-step.log10().floor()).max(0.0) as usize;
    // Large round numbers read better as 5e7 than as 50000000.
    let exponent = step >= 1e5;
    let marks = (first as i64..=last as i64)
        .map(|k| {
            let value = k as f64 * step + 0.0;
            let label = if exponent && value != 0.0 {
                format!("{value:e}")
            } else {
                format!("{value:.decimals$}")
            };
            (value, label)
        })
        .collect();
    Ticks {
        low: first * step,
        high: last * step,
        marks,
        scale: Scale::Linear,
    }
}

/// One tick per power of ten (every other one, or fewer, when there are
/// many).
fn log(low: f64, high: f64) -> Ticks {
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
    let mut marks: Vec<(f64, String)> = (0..)
        .map(|k| last - k * every)
        .take_while(|&e| e >= first)
        .map(|e| (10f64.powi(e), power_label(e)))
        .collect();
    marks.reverse();
    Ticks {
        low: 10f64.powi(first),
        high: 10f64.powi(last),
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
        let t = Ticks::new(Scale::Linear, 0.0, 0.37);
        assert_eq!(t.low, 0.0);
        assert!(t.high >= 0.37);
        let labels: Vec<&str> = t.marks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["0.0", "0.1", "0.2", "0.3", "0.4"]);
    }

    #[test]
    fn large_ticks_are_written_with_exponents() {
        let t = Ticks::new(Scale::Linear, -1.2e8, 2.1e7);
        let labels: Vec<&str> = t.marks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["-1.5e8", "-1e8", "-5e7", "0", "5e7"]);
    }

    #[test]
    fn a_flat_series_still_gets_a_range() {
        let t = Ticks::new(Scale::Linear, 1.0, 1.0);
        assert!(t.low < 1.0 && t.high > 1.0);
    }

    #[test]
    fn log_ticks_are_powers_of_ten() {
        let t = Ticks::new(Scale::Log, 2e-5, 0.5);
        let labels: Vec<&str> = t.marks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["1e-5", "1e-4", "0.001", "0.01", "0.1", "1"]);
        assert!((t.fraction(1e-5)).abs() < 1e-12);
        assert!((t.fraction(1.0) - 1.0).abs() < 1e-12);
    }
}
