//! Seed document 000's three ratings, computed from measured numbers.

use super::Summary;

/// `P(repeat)` of the memoryless randomizer, 1/7: zero flood prevention.
const MEMORYLESS_REPEAT: f64 = 1.0 / 7.0;

/// Seed document 000's ratings out of 5, as formulas on measured numbers
/// so its hand-given stars can be checked:
///
/// - **flood prevention** = 5 · (1 − P(repeat) / (1/7)): how much rarer an
///   immediate repeat is than for a memoryless randomizer;
/// - **drought prevention** = 5 · (1 − P(drought ≥ 13) / (6/7)^13): how
///   much rarer a drought longer than a 7-bag's longest is than for a
///   memoryless randomizer (pooled over pieces);
/// - **puzzle factor** = 5 · H(next | previous 4) / log2 7: how much of a
///   memoryless randomizer's unpredictability is left to a player who
///   remembers the last four pieces (empirical conditional entropy).
///
/// Each is clamped to 0–5.
///
/// ```
/// use tetrolab::analysis::{Ratings, simulate};
/// use tetrolab::Dealing;
/// let dealing = Dealing::new("memoryless".parse().unwrap(), None, 1u64.into()).unwrap();
/// let study = simulate(&dealing, 1_000_000, &tetrolab::work::Unwatched).unwrap();
/// let ratings = Ratings::of(&study.summary).unwrap();
/// assert!(ratings.flood_prevention < 0.1 && ratings.puzzle_factor > 4.9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Ratings {
    /// Flood prevention, 0–5.
    pub flood_prevention: f64,
    /// Drought prevention, 0–5.
    pub drought_prevention: f64,
    /// Puzzle factor (unpredictability), 0–5.
    pub puzzle_factor: f64,
}

impl Ratings {
    /// The decimals a table writes a rating with (`tetrolab compare`
    /// prints `4.3`): every face rounds ratings this way.
    pub const DECIMALS: usize = 1;

    /// What each rating means, in a sentence, by its JSON key: what
    /// [`Ratings::from_numbers`] computes, in words a face shows beside it.
    ///
    /// ```
    /// use tetrolab::analysis::Ratings;
    /// let (key, meaning) = Ratings::MEANINGS[0];
    /// assert_eq!(key, "flood_prevention");
    /// assert!(meaning.contains("twice in a row"));
    /// ```
    pub const MEANINGS: [(&'static str, &'static str); 3] = [
        (
            "flood_prevention",
            "0 to 5 stars: 5 × (1 − P(repeat) ÷ 1/7), how much rarer the same piece twice in a row is than under a memoryless randomizer",
        ),
        (
            "drought_prevention",
            "0 to 5 stars: 5 × (1 − P(drought ≥ 13) ÷ (6/7)^13), how much rarer a wait of 13 pieces or more for a piece is than under a memoryless randomizer",
        ),
        (
            "puzzle_factor",
            "0 to 5 stars: 5 × H(next | 4) ÷ log2 7, how unpredictable the next piece is after the last four, against a memoryless randomizer's",
        ),
    ];

    /// The ratings of a summary; `None` without n-gram counts, a pair of
    /// pieces or a closed interval.
    pub fn of(summary: &Summary) -> Option<Ratings> {
        let entropy = summary.conditional_entropy?[4];
        let repeat = summary.repeat_probability?;
        let long_drought =
            (summary.gap.intervals > 0).then(|| summary.gap.p_drought_at_least(13))?;
        Some(Ratings::from_numbers(repeat, long_drought, entropy))
    }

    /// The ratings from P(repeat), P(drought ≥ 13) and H(next | previous
    /// 4), measured or exact.
    ///
    /// ```
    /// use tetrolab::analysis::Ratings;
    /// // A 7-bag's exact numbers: 1/49, 0 and about 2.31 bits.
    /// let bag = Ratings::from_numbers(1.0 / 49.0, 0.0, 2.3064);
    /// assert!((bag.flood_prevention - 5.0 * 6.0 / 7.0).abs() < 1e-12);
    /// assert_eq!(bag.drought_prevention, 5.0);
    /// ```
    pub fn from_numbers(repeat: f64, long_drought: f64, entropy: f64) -> Ratings {
        let stars = |x: f64| (5.0 * x).clamp(0.0, 5.0);
        // A memoryless randomizer's P(drought ≥ 13): no drought prevention.
        let memoryless_drought_13 = (6.0f64 / 7.0).powi(13);
        Ratings {
            flood_prevention: stars(1.0 - repeat / MEMORYLESS_REPEAT),
            drought_prevention: stars(1.0 - long_drought / memoryless_drought_13),
            puzzle_factor: stars(entropy / 7f64.log2()),
        }
    }

    /// The stars seed document 000 gives the randomizers it describes,
    /// by tetrolab name: (puzzle, flood, drought).
    pub fn from_seed_000(name: &str) -> Option<(u8, u8, u8)> {
        match name {
            "laroche-memoryless" => Some((4, 0, 0)),
            "laroche-nes" => Some((5, 2, 0)),
            "laroche-tgm" => Some((4, 4, 2)),
            "laroche-7-bag" => Some((3, 3, 4)),
            "laroche-tgm3" => Some((4, 4, 4)),
            _ => None,
        }
    }
}
