//! Tetrolab's own sampling algorithms above the draws: shuffles and
//! weighted picks, the value-stable layer.
//!
//! `rand`'s samplers may change their output between releases; tetrolab
//! promises that a (spec, rng, seed) triple always deals the same pieces, so
//! every step from a draw to an arrangement or a pick is defined here and
//! pinned by golden vectors. The steps below, from a generator's words to a
//! draw, are in [`crate::rng`].

use crate::rng::Draw;

/// Fisher–Yates from the end: for `i` from `len − 1` down to 1, swap item
/// `i` with item `below(i + 1)` (TETR.IO's `shuffleArray`).
///
/// Six and seven items — every 7-bag — are arranged by a table of every
/// outcome indexed by the draws, which gives the same arrangement as the
/// swaps without their serial chain of memory dependencies.
///
/// ```
/// use tetrolab::{rng::{Draws, FromSeed, Minstd}, sample::shuffle};
/// // TETR.IO's first bag for seed 191836487.
/// let mut bag = tetrolab::piece::order::TETRIO;
/// let mut draws = Draws::new(Minstd::from_seed(&191836487u64.into()).unwrap());
/// shuffle(&mut draws, &mut bag);
/// assert_eq!(tetrolab::piece::letters(&bag), "JISZTLO");
/// ```
pub fn shuffle<T: Copy>(draws: &mut (impl Draw + ?Sized), items: &mut [T]) {
    match items.len() {
        6 | 7 => {
            let mut original = [items[0]; 7];
            original[..items.len()].copy_from_slice(items);
            shuffle_into(draws, &original[..items.len()], items);
        }
        _ => shuffle_in_place(draws, items),
    }
}

/// Writes into `shuffled` what [`shuffle`] would make of a copy of
/// `original` (the two must have the same length), without the copy.
pub fn shuffle_into<T: Copy>(draws: &mut (impl Draw + ?Sized), original: &[T], shuffled: &mut [T]) {
    if let (Ok(original), Ok(shuffled)) = (original.try_into(), (&mut *shuffled).try_into()) {
        shuffle_by_table(draws, original, shuffled, &SEVEN_OUTCOMES);
    } else if let (Ok(original), Ok(shuffled)) = (original.try_into(), (&mut *shuffled).try_into())
    {
        shuffle_by_table(draws, original, shuffled, &SIX_OUTCOMES);
    } else {
        shuffled.copy_from_slice(original);
        shuffle_in_place(draws, shuffled);
    }
}

/// Fisher–Yates by swaps.
fn shuffle_in_place<T>(draws: &mut (impl Draw + ?Sized), items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = draws.below((i + 1) as u32) as usize;
        items.swap(i, j);
    }
}

/// Fisher–Yates of `N` items by table lookup: the draws, read as a
/// mixed-radix number (the first draw, of `N` values, most significant),
/// index the table of every outcome.
#[inline]
fn shuffle_by_table<T: Copy, const N: usize, const F: usize>(
    draws: &mut (impl Draw + ?Sized),
    original: &[T; N],
    shuffled: &mut [T; N],
    table: &[[u8; N]; F],
) {
    let index = outcome_index::<N>(|bound| draws.below(bound) as usize);
    for (slot, &from) in shuffled.iter_mut().zip(&table[index]) {
        *slot = original[usize::from(from)];
    }
}

/// The index in the table of every outcome of an `N`-item Fisher–Yates
/// whose draws `draw` gives: called with the bounds `N` down to 2, in the
/// shuffle's order, its draws read as a mixed-radix number, the first most
/// significant.
#[inline(always)]
pub(crate) fn outcome_index<const N: usize>(mut draw: impl FnMut(u32) -> usize) -> usize {
    (2..=N)
        .rev()
        .fold(0, |index, base| index * base + draw(base as u32))
}

/// `table[index][k]`: which original position an `N`-item Fisher–Yates
/// (from the end) puts at position `k` when its draws spell `index`
/// (see [`shuffle_by_table`]); `F` is `N!`.
const fn outcome_table<const N: usize, const F: usize>() -> [[u8; N]; F] {
    let mut table = [[0u8; N]; F];
    let mut index = 0;
    while index < F {
        let mut arrangement = [0u8; N];
        let mut i = 0;
        while i < N {
            arrangement[i] = i as u8;
            i += 1;
        }
        // Digits most significant first: draw k has N − k values.
        let mut rest = index;
        let mut digits = [0usize; N];
        let mut k = N - 1;
        while k > 0 {
            k -= 1;
            let base = N - k;
            digits[k] = rest % base;
            rest /= base;
        }
        let mut k = 0;
        while k < N - 1 {
            let i = N - 1 - k;
            let swapped = arrangement[i];
            arrangement[i] = arrangement[digits[k]];
            arrangement[digits[k]] = swapped;
            k += 1;
        }
        table[index] = arrangement;
        index += 1;
    }
    table
}

/// Every outcome of a 7-item shuffle (every 7-bag).
pub(crate) static SEVEN_OUTCOMES: [[u8; 7]; 5040] = outcome_table();
/// Every outcome of a 6-item shuffle (TETR.IO's pairs).
pub(crate) static SIX_OUTCOMES: [[u8; 6]; 720] = outcome_table();

/// The index Python's `random.choices(range(n), cum_weights=cumulative)`
/// picks: `bisect_right(cumulative, random() · total, 0, n − 1)` where
/// `total` is the last cumulative weight.
///
/// The binary search is CPython's `bisect_right` step for step, so the pick
/// matches Python's even when rounding makes `cumulative` dip (seed 002 with
/// a huge denominator leaves weights of −4e-16).
///
/// ```
/// use tetrolab::{rng::{Draws, PythonRandom}, sample::weighted_index};
/// let mut draws = Draws::new(PythonRandom::new(&0u32.into()));
/// let picked = weighted_index(&mut draws, &[1.0, 2.0, 3.0]);
/// assert!(picked < 3);
/// ```
// Always inlined: the weighted randomizer's chain of float operations
// runs through it, and a call would pass the weights through memory.
#[inline(always)]
pub fn weighted_index(draws: &mut (impl Draw + ?Sized), cumulative: &[f64]) -> usize {
    let total = cumulative[cumulative.len() - 1];
    let target = draws.float() * total;
    match <&[f64; 7]>::try_from(cumulative) {
        Ok(seven) => bisect_right_of_seven(seven, target),
        Err(_) => bisect_right(cumulative, target),
    }
}

/// CPython's `bisect_right(cumulative, target, 0, len − 1)`, step for step.
fn bisect_right(cumulative: &[f64], target: f64) -> usize {
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

/// [`bisect_right`] of seven cumulative weights without branches. The
/// search over `0..6` compares at 3, then at 1 or 5, then at 0, 2 or 4 —
/// or stops at 6 — so the same comparisons are made as selects, and an
/// unpredictable pick costs no mispredicted branches.
#[inline]
fn bisect_right_of_seven(cumulative: &[f64; 7], target: f64) -> usize {
    search_of_seven(|i| target < cumulative[i])
}

/// [`bisect_right_of_seven`] with the comparison `target < cumulative[i]`
/// given as `below(i)`, for callers that keep the cumulative weights in
/// another layout (several streams' side by side).
#[inline(always)]
pub(crate) fn search_of_seven(below: impl Fn(usize) -> bool) -> usize {
    let below = |i: usize| usize::from(below(i));
    let left = below(3);
    let second = below(5 - 4 * left);
    let third = 6 - 4 * left - 2 * second;
    let searched = usize::from(third != 6);
    third + searched * (1 - below(third.min(5)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The branch-free search of seven makes CPython's comparisons, even on
    /// cumulative weights that dip (rounding) or tie, for targets on, between
    /// and beyond every weight.
    #[test]
    fn search_of_seven_is_bisect_right() {
        let mut rng = DefaultRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let mut cumulative = [0.0; 7];
            for c in &mut cumulative {
                *c = f64::from(rng.below(6)) - 1.0;
            }
            if rng.below(2) == 0 {
                cumulative.sort_by(f64::total_cmp);
            }
            for target in [-2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.5, 3.0, 4.0, 5.0] {
                assert_eq!(
                    bisect_right_of_seven(&cumulative, target),
                    bisect_right(&cumulative, target),
                    "{cumulative:?} {target}"
                );
            }
        }
    }
    use crate::rng::{DefaultRng, Draws, FromSeed, Minstd, PieceRng, PythonRandom};

    /// Fisher–Yates by swaps, one `below` at a time: the definition.
    fn swap_shuffle<R: PieceRng>(rng: &mut R, items: &mut [u8]) {
        for i in (1..items.len()).rev() {
            let j = rng.below((i + 1) as u32) as usize;
            items.swap(i, j);
        }
    }

    fn agrees_with_swaps<R: PieceRng>(rng: &R) {
        for len in 0..=40 {
            let (mut fast, mut slow) = (Draws::new(rng.clone()), rng.clone());
            let mut a: Vec<u8> = (0..len).collect();
            let mut b = a.clone();
            shuffle(&mut fast, &mut a);
            swap_shuffle(&mut slow, &mut b);
            assert_eq!(a, b, "len {len}");
            assert_eq!(
                fast.float(),
                slow.next_float(),
                "same draws consumed, len {len}"
            );
        }
    }

    #[test]
    fn shuffle_equals_swapping_one_draw_at_a_time() {
        for seed in [1u64, 12_345, 191_836_487, 2_147_483_646] {
            agrees_with_swaps(&Minstd::from_seed(&seed.into()).unwrap());
            agrees_with_swaps(&DefaultRng::seed_from_u64(seed));
            agrees_with_swaps(&PythonRandom::new(&seed.into()));
        }
    }

    /// Every row of an outcome table is a permutation, and all differ.
    fn rows_are_every_permutation<const N: usize>(table: &[[u8; N]]) {
        let mut rows = table.to_vec();
        let identity: Vec<u8> = (0..N as u8).collect();
        for row in &rows {
            let mut sorted = *row;
            sorted.sort_unstable();
            assert_eq!(sorted.to_vec(), identity);
        }
        rows.sort_unstable();
        rows.dedup();
        assert_eq!(rows.len(), table.len());
    }

    #[test]
    fn outcome_tables_hold_every_permutation() {
        rows_are_every_permutation(&SEVEN_OUTCOMES);
        rows_are_every_permutation(&SIX_OUTCOMES);
    }
}
