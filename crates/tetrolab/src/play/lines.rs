//! A set of a field's rows: the lines a clear removed, named in the frame
//! before the clear, so a caller can carry rows of that frame across it.

/// A set of rows of a field (0 at the floor), at most 64.
///
/// [`Field::clear_lines`](super::Field::clear_lines) returns the rows it
/// removed, numbered as they were before the clear; a row `y` that stayed
/// moves down to `y - lines.below(y)`.
///
/// ```
/// use tetrolab::play::Lines;
/// let cleared = Lines::from_rows(&[0, 2]);
/// assert_eq!(cleared.count(), 2);
/// assert!(cleared.contains(2));
/// assert_eq!(cleared.below(3), 2); // row 3 becomes row 1
/// assert_eq!(cleared.iter().collect::<Vec<_>>(), [0, 2]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lines(u64);

impl Lines {
    /// No rows.
    pub const NONE: Lines = Lines(0);

    /// The rows whose bits are set in `bits` (bit `y` for row `y`).
    pub const fn from_bits(bits: u64) -> Lines {
        Lines(bits)
    }

    /// The given rows (each below 64; others are left out).
    pub fn from_rows(rows: &[u8]) -> Lines {
        Lines(
            rows.iter()
                .filter(|&&y| y < 64)
                .fold(0, |bits, &y| bits | 1 << y),
        )
    }

    /// Bit `y` set for each row `y` in the set.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// How many rows.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether there are none.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether row `y` is in the set.
    pub const fn contains(self, y: u8) -> bool {
        y < 64 && self.0 >> y & 1 == 1
    }

    /// How many rows of the set lie below row `y`.
    pub const fn below(self, y: u8) -> u32 {
        if y >= 64 {
            self.count()
        } else {
            (self.0 & ((1u64 << y) - 1)).count_ones()
        }
    }

    /// The rows from the floor up.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..64u8).filter(move |&y| self.contains(y))
    }
}
