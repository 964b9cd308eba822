//! Tetrolab's own sampling algorithms: the value-stable layer.
//!
//! `rand`'s samplers may change their output between releases; tetrolab
//! promises that a (spec, rng, seed) triple always deals the same pieces, so
//! every step from raw generator words to a piece index is defined here and
//! pinned by golden vectors.

use crate::rng::PieceRng;

/// A uniform integer in `0..n` from 64-bit words, by Lemire's
/// multiply-shift with rejection ("Fast random integer generation in an
/// interval", 2019): exact, and one word per draw except with probability
/// below `n / 2^64`.
///
/// ```
/// use tetrolab::sample::bounded_u64;
/// let mut words = [u64::MAX / 2, 7].into_iter();
/// assert_eq!(bounded_u64(|| words.next().unwrap(), 7), 3);
/// ```
#[inline]
pub fn bounded_u64(mut next_word: impl FnMut() -> u64, n: u32) -> u32 {
    debug_assert!(n > 0, "bounded_u64 needs n >= 1");
    let n = u64::from(n);
    let mut product = u128::from(next_word()) * u128::from(n);
    if (product as u64) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u64) < threshold {
            product = u128::from(next_word()) * u128::from(n);
        }
    }
    (product >> 64) as u32
}

/// `floor(x · n)` for a float `x` in `[0, 1)`: how JavaScript's
/// `Math.floor(Math.random() * n)` and Python's `int(random() * n)` pick.
///
/// ```
/// assert_eq!(tetrolab::sample::float_index(0.999, 7), 6);
/// ```
#[inline]
pub fn float_index(x: f64, n: u32) -> u32 {
    (x * f64::from(n)) as u32
}

/// Fisher–Yates from the end with `below(i + 1)` draws (see
/// [`PieceRng::shuffle`]).
pub fn shuffle_by_draws<R: PieceRng, T>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.below((i + 1) as u32) as usize;
        items.swap(i, j);
    }
}

/// The index Python's `random.choices(range(n), cum_weights=cumulative)`
/// picks: `bisect_right(cumulative, random() · total, 0, n − 1)` where
/// `total` is the last cumulative weight.
///
/// The binary search is CPython's `bisect_right` step for step, so the pick
/// matches Python's even when rounding makes `cumulative` dip (seed 002 with
/// a huge denominator leaves weights of −4e-16).
///
/// ```
/// use tetrolab::{rng::PythonRandom, sample::weighted_index};
/// let mut rng = PythonRandom::new(&0u32.into());
/// let picked = weighted_index(&mut rng, &[1.0, 2.0, 3.0]);
/// assert!(picked < 3);
/// ```
pub fn weighted_index<R: PieceRng>(rng: &mut R, cumulative: &[f64]) -> usize {
    let total = cumulative[cumulative.len() - 1];
    let target = rng.next_float() * total;
    let (mut low, mut high) = (0, cumulative.len() - 1);
    while low < high {
        let middle = (low + high) / 2;
        if target < cumulative[middle] {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    low
}
