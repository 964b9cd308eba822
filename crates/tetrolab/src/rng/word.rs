//! From a generator's raw words to draws: the word-level arithmetic the
//! generators share (rand's `utils` layer).
//!
//! Each function is a pure function of its words, so a draw never depends
//! on how many words were made ahead; all are value-stable.

/// The index in `0..n` a 32-bit word stands for under Lemire's
/// multiply-shift ("Fast random integer generation in an interval", 2019):
/// the high half of `word · n`, or `None` — the word is rejected and the
/// draw takes the next one — when the low half falls below `2^32 mod n`,
/// which happens for `2^32 mod n` words in 2^32 and makes the draw exact.
#[inline]
pub fn lemire_below(word: u32, n: u32) -> Option<u32> {
    debug_assert!(n > 0, "lemire_below needs n >= 1");
    let product = u64::from(word) * u64::from(n);
    let low = product as u32;
    if low < n && low < lemire_rejected_below(n) {
        return None;
    }
    Some((product >> 32) as u32)
}

/// Where Lemire's rejected zone for `n` ends, `2^32 mod n`: a word is
/// rejected exactly when the low half of `word · n` lies below it (see
/// [`lemire_below`]). Bulk draws compute it once and test every product
/// against it without a branch.
#[inline]
pub fn lemire_rejected_below(n: u32) -> u32 {
    n.wrapping_neg() % n
}

/// A float in `[0, 1)` with 53 random bits from two 32-bit words, built as
/// CPython's `random()` builds it: `((a >> 5) · 2^26 + (b >> 6)) / 2^53`.
#[inline]
pub fn float_from_halves(a: u32, b: u32) -> f64 {
    (f64::from(a >> 5) * 67_108_864.0 + f64::from(b >> 6)) * (1.0 / 9_007_199_254_740_992.0)
}

/// `floor(x · n)` for a float `x` in `[0, 1)`: how JavaScript's
/// `Math.floor(Math.random() * n)` and Python's `int(random() * n)` pick.
#[inline]
pub fn float_index(x: f64, n: u32) -> u32 {
    (x * f64::from(n)) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lemire_keeps_the_high_half_and_rejects_the_zone() {
        assert_eq!(lemire_below(u32::MAX / 2, 7), Some(3));
        assert_eq!(lemire_below(0, 7), None);
    }

    #[test]
    fn float_from_halves_builds_cpythons_float() {
        assert_eq!(float_from_halves(1 << 31, 0), 0.5);
    }

    #[test]
    fn float_index_floors() {
        assert_eq!(float_index(0.999, 7), 6);
    }

    /// Exactly `2^32 mod n` words are rejected: those whose product with
    /// `n` has a low half below `2^32 mod n` (for odd `n`, the multiples
    /// `r · n⁻¹` mod 2^32 for `r < 2^32 mod n`); their neighbours are kept.
    #[test]
    fn rejects_exactly_the_zone_below_two_to_32_mod_n() {
        for n in [3u32, 7, 35, 1_000_001] {
            let zone = n.wrapping_neg() % n;
            // n⁻¹ mod 2^32 by Newton's iteration (n odd).
            let inverse = (0..5).fold(n, |x, _| {
                x.wrapping_mul(2u32.wrapping_sub(n.wrapping_mul(x)))
            });
            assert_eq!(n.wrapping_mul(inverse), 1);
            for r in 0..n {
                let word = r.wrapping_mul(inverse);
                assert_eq!(lemire_below(word, n).is_none(), r < zone, "n {n}, low {r}");
            }
        }
    }
}
