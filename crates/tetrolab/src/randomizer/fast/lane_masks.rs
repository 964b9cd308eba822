//! The search of seven cumulative weights and the choice of a weight,
//! made for several lockstep streams at once without a branch or an index
//! of any lane's own.
//!
//! Written as plain operations on arrays of lanes, each step is a vector
//! instruction for all lanes once compiled: comparisons give each lane a
//! 0 or 1, the search is arithmetic on those, and a lane's choice among
//! seven weights is a mask (all ones or all zeros) a weight.

use std::array;

/// Each lane's word from `yes` where its mask in `which` is all ones, and
/// from `no` where it is zero (floats go in as their bits).
#[inline(always)]
pub(crate) fn select<const N: usize>(which: [u64; N], yes: [u64; N], no: [u64; N]) -> [u64; N] {
    array::from_fn(|l| yes[l] & which[l] | no[l] & !which[l])
}

/// All ones in the lanes whose `index` is `i`, zeros elsewhere.
#[inline(always)]
pub(crate) fn lanes_at<const N: usize>(index: [u64; N], i: u64) -> [u64; N] {
    index.map(|index| u64::from(index == i).wrapping_neg())
}

/// The index each lane's search of seven finds.
///
/// `below(i)` gives each lane's `target < cumulative[i]` as 1 (yes) or 0
/// (no). The comparisons and their roles are [`search_of_seven`]'s — at 3,
/// then at 1 or 5, then at 0, 2 or 4, or none for index 6 — all made for
/// every lane and combined by arithmetic, so each lane finds what its own
/// search would: CPython's `bisect_right` over its cumulative weights.
///
/// [`search_of_seven`]: crate::sample::search_of_seven
#[inline(always)]
pub(crate) fn search_of_seven_lanes<const N: usize>(below: impl Fn(usize) -> [u64; N]) -> [u64; N] {
    let b: [[u64; N]; 6] = array::from_fn(below);
    array::from_fn(|l| {
        // `x ^ (pick & (y ^ x))` is `y` where `pick` is 1, else `x`.
        let left = b[3][l];
        let second = b[5][l] ^ (left & (b[1][l] ^ b[5][l]));
        let left_last = b[2][l] ^ (second & (b[0][l] ^ b[2][l]));
        let right_last = second & b[4][l];
        let last = right_last ^ (left & (left_last ^ right_last));
        // 4 when not left, 2 when not second, and 1 when a third
        // comparison was made (the index is not 6) and said no.
        4 * (1 ^ left) + 2 * (1 ^ second) + ((left | second) & (1 ^ last))
    })
}

#[cfg(test)]
mod tests {
    use super::{lanes_at, search_of_seven_lanes, select};
    use crate::sample::search_of_seven;

    /// Every lane finds what its own search finds, for every answer of
    /// the six comparisons the search can make (including answers no
    /// sorted weights give).
    #[test]
    fn lanes_search_as_each_lane_alone() {
        // Lane `l` of round `r` answers comparison `i` with bit `i` of
        // `r * 8 + l`: the 8 rounds cover all 64 answers.
        for round in 0..8usize {
            let answer = |l: usize| round * 8 + l;
            let index = search_of_seven_lanes::<8>(|i| {
                std::array::from_fn(|l| (answer(l) >> i & 1) as u64)
            });
            for (l, &index) in index.iter().enumerate() {
                let alone = search_of_seven(|i| answer(l) >> i & 1 == 1);
                assert_eq!(index, alone as u64, "answers {:06b}", answer(l));
            }
        }
    }

    /// A lane's mask picks its own index's word and no other.
    #[test]
    fn masks_pick_each_lanes_word() {
        let index = [0, 6, 3, 3];
        let words: [[u64; 4]; 7] =
            std::array::from_fn(|i| std::array::from_fn(|l| (10 * i + l) as u64));
        let picked = (0..7).fold([u64::MAX; 4], |picked, i| {
            select(lanes_at(index, i as u64), words[i], picked)
        });
        assert_eq!(picked, [0, 61, 32, 33]);
    }
}
