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

/// The most items [`shuffle`] takes its draws for in one batch.
const DRAW_BATCH: usize = 32;

/// Fisher–Yates from the end: for `i` from `len − 1` down to 1, swap item
/// `i` with item `below(i + 1)` (TETR.IO's `shuffleArray`).
///
/// The draws come from [`PieceRng::shuffle_draws`]. Seven items — every
/// 7-bag — are arranged by a table of all 5040 outcomes indexed by the
/// draws, which gives the same arrangement as the swaps without their
/// serial chain of memory dependencies.
///
/// ```
/// use tetrolab::{Piece, rng::Minstd, sample::shuffle};
/// // TETR.IO's first bag for seed 191836487.
/// let mut bag = tetrolab::piece::order::TETRIO;
/// shuffle(&mut Minstd::from_seed(&191836487u64.into()).unwrap(), &mut bag);
/// assert_eq!(tetrolab::piece::letters(&bag), "JISZTLO");
/// ```
pub fn shuffle<R: PieceRng, T: Copy>(rng: &mut R, items: &mut [T]) {
    if let Ok(seven) = <&mut [T; 7]>::try_from(&mut *items) {
        let original = *seven;
        shuffle_into(rng, &original, seven);
    } else {
        shuffle_in_place(rng, items);
    }
}

/// Writes into `shuffled` what [`shuffle`] would make of a copy of
/// `original` (the two must have the same length), without the copy when
/// there are seven items.
pub fn shuffle_into<R: PieceRng, T: Copy>(rng: &mut R, original: &[T], shuffled: &mut [T]) {
    match (
        <&[T; 7]>::try_from(original),
        <&mut [T; 7]>::try_from(&mut *shuffled),
    ) {
        (Ok(original), Ok(shuffled)) => {
            let mut draws = [0u32; 6];
            rng.shuffle_draws(&mut draws);
            for (slot, &from) in shuffled
                .iter_mut()
                .zip(&SEVEN_OUTCOMES[seven_outcome_index(&draws)])
            {
                *slot = original[usize::from(from)];
            }
        }
        _ => {
            shuffled.copy_from_slice(original);
            shuffle_in_place(rng, shuffled);
        }
    }
}

/// Fisher–Yates by swaps, with the draws batched when there are few items.
fn shuffle_in_place<R: PieceRng, T>(rng: &mut R, items: &mut [T]) {
    let len = items.len();
    if len < 2 {
        return;
    }
    if len > DRAW_BATCH {
        for i in (1..len).rev() {
            let j = rng.below((i + 1) as u32) as usize;
            items.swap(i, j);
        }
        return;
    }
    let mut draws = [0u32; DRAW_BATCH];
    let draws = &mut draws[..len - 1];
    rng.shuffle_draws(draws);
    for (k, &draw) in draws.iter().enumerate() {
        items.swap(len - 1 - k, draw as usize);
    }
}

/// The draws of a 7-item shuffle read as a mixed-radix number: the first
/// draw (of 7 values) is the most significant digit.
#[inline]
fn seven_outcome_index(draws: &[u32]) -> usize {
    draws
        .iter()
        .enumerate()
        .fold(0, |index, (k, &draw)| index * (7 - k) + draw as usize)
}

/// `SEVEN_OUTCOMES[index][k]`: which original position a 7-item
/// Fisher–Yates puts at position `k` when its draws spell `index`.
static SEVEN_OUTCOMES: [[u8; 7]; 5040] = {
    let mut table = [[0u8; 7]; 5040];
    let mut index = 0;
    while index < 5040 {
        let mut arrangement = [0u8, 1, 2, 3, 4, 5, 6];
        // Digits most significant first: draw k has 7 − k values.
        let mut rest = index;
        let mut digits = [0usize; 6];
        let mut k = 6;
        while k > 0 {
            k -= 1;
            let base = 7 - k;
            digits[k] = rest % base;
            rest /= base;
        }
        let mut k = 0;
        while k < 6 {
            let i = 6 - k;
            let swapped = arrangement[i];
            arrangement[i] = arrangement[digits[k]];
            arrangement[digits[k]] = swapped;
            k += 1;
        }
        table[index] = arrangement;
        index += 1;
    }
    table
};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Minstd, PythonRandom, Xoshiro256PlusPlus};

    /// Fisher–Yates by swaps, one `below` at a time: the definition.
    fn swap_shuffle<R: PieceRng>(rng: &mut R, items: &mut [u8]) {
        for i in (1..items.len()).rev() {
            let j = rng.below((i + 1) as u32) as usize;
            items.swap(i, j);
        }
    }

    fn agrees_with_swaps<R: PieceRng>(rng: &R) {
        for len in 0..=40 {
            let (mut fast, mut slow) = (rng.clone(), rng.clone());
            let mut a: Vec<u8> = (0..len).collect();
            let mut b = a.clone();
            shuffle(&mut fast, &mut a);
            swap_shuffle(&mut slow, &mut b);
            assert_eq!(a, b, "len {len}");
            assert_eq!(
                fast.next_float(),
                slow.next_float(),
                "same draws consumed, len {len}"
            );
        }
    }

    #[test]
    fn shuffle_equals_swapping_one_draw_at_a_time() {
        for seed in [1u64, 12_345, 191_836_487, 2_147_483_646] {
            agrees_with_swaps(&Minstd::from_seed(&seed.into()).unwrap());
            agrees_with_swaps(&Xoshiro256PlusPlus::seed_from_u64(seed));
            agrees_with_swaps(&PythonRandom::new(&seed.into()));
        }
    }

    /// Every row of the 7-item table is a permutation, and all 5040 differ.
    #[test]
    fn seven_outcomes_are_the_5040_permutations() {
        let mut rows: Vec<[u8; 7]> = SEVEN_OUTCOMES.to_vec();
        for row in &rows {
            let mut sorted = *row;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6]);
        }
        rows.sort_unstable();
        rows.dedup();
        assert_eq!(rows.len(), 5040);
    }
}
