//! The orders one pattern element stands for, listed in the order
//! solution-finder generates them.
//!
//! sfinder lists `*pN` (and `[…]pN`) as every choice of N members, each
//! followed by all its orders: the choices in the order of Apache Commons'
//! combination iterator, which, when N is more than half the set, lists
//! the members left out instead (so `*p6` first leaves out T, then I, …);
//! the orders of one choice in Johnson and Trotter's order (adjacent
//! swaps, starting from the choice as listed). The members are taken in
//! sfinder's piece order T I L J S Z O ([`order::SFINDER`]); sfinder keeps
//! a `[…]` set in a hash set, whose order Java leaves unspecified, so for
//! brackets this order is our choice.
//!
//! Only the order in which sequences are generated depends on this: both
//! of sfinder's commands sort the sequences before counting.

use crate::Piece;
use crate::PieceSet;
use crate::piece::order;

/// The members of `set` in sfinder's piece order.
pub(super) fn members(set: PieceSet) -> Vec<Piece> {
    order::SFINDER
        .into_iter()
        .filter(|&p| set.contains(p))
        .collect()
}

/// Every order of `count` different pieces from `set`, in sfinder's order.
///
/// `count` is at least 1 and at most the size of the set.
pub(super) fn orders(set: PieceSet, count: usize) -> Vec<Vec<Piece>> {
    choices(&members(set), count)
        .iter()
        .flat_map(|choice| johnson_trotter(choice))
        .collect()
}

/// Every choice of `count` of `items`, in the order of sfinder's
/// combination iterator: choices of index sets in increasing
/// lexicographic order, or, when fewer items are left out than taken,
/// index sets of the items left out in that order.
fn choices(items: &[Piece], count: usize) -> Vec<Vec<Piece>> {
    let n = items.len();
    let left_out = n - count < count;
    let size = if left_out { n - count } else { count };
    let mut chosen: Vec<usize> = (0..size).collect();
    let mut all = Vec::new();
    loop {
        all.push(if left_out {
            (0..n)
                .filter(|i| !chosen.contains(i))
                .map(|i| items[i])
                .collect()
        } else {
            chosen.iter().map(|&i| items[i]).collect()
        });
        // The next index set: raise the last index that can rise, and set
        // the ones after it just above it.
        let Some(k) = (0..size).rev().find(|&k| chosen[k] < n - size + k) else {
            return all;
        };
        chosen[k] += 1;
        for j in k + 1..size {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
}

/// Every order of `items` by Johnson and Trotter's rule: each order is
/// the one before with the largest "mobile" item swapped with the
/// neighbour it points at (an item is mobile if that neighbour is
/// smaller), then every item larger than it turns around. Items are
/// compared by their place in `items`, and all point left at first.
fn johnson_trotter(items: &[Piece]) -> Vec<Vec<Piece>> {
    let n = items.len();
    let mut keys: Vec<usize> = (0..n).collect();
    let mut points_right = vec![false; n];
    let mut all = vec![items.to_vec()];
    loop {
        let neighbour = |i: usize, right: bool| if right { i + 1 } else { i.wrapping_sub(1) };
        let mobile = (0..n)
            .filter(|&i| {
                let j = neighbour(i, points_right[i]);
                j < n && keys[i] > keys[j]
            })
            .max_by_key(|&i| keys[i]);
        let Some(i) = mobile else {
            return all;
        };
        let moved = keys[i];
        let j = neighbour(i, points_right[i]);
        keys.swap(i, j);
        points_right.swap(i, j);
        for (key, right) in keys.iter().zip(points_right.iter_mut()) {
            if *key > moved {
                *right = !*right;
            }
        }
        all.push(keys.iter().map(|&k| items[k]).collect());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::letters;

    fn written(orders: &[Vec<Piece>]) -> Vec<String> {
        orders.iter().map(|o| letters(o)).collect()
    }

    /// Johnson and Trotter's order for three items, as every description
    /// of the algorithm lists it (123 132 312 321 231 213).
    #[test]
    fn johnson_trotter_lists_adjacent_swaps() {
        let orders = johnson_trotter(&[Piece::T, Piece::I, Piece::L]);
        assert_eq!(written(&orders), ["TIL", "TLI", "LTI", "LIT", "ILT", "ITL"]);
    }

    #[test]
    fn johnson_trotter_lists_every_order_once() {
        let orders = johnson_trotter(&order::SFINDER);
        assert_eq!(orders.len(), 5040);
        let mut sorted = orders.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 5040);
        for pair in orders.windows(2) {
            let differ: Vec<usize> = (0..7).filter(|&i| pair[0][i] != pair[1][i]).collect();
            assert_eq!(differ.len(), 2, "{:?}", pair);
            assert_eq!(differ[1], differ[0] + 1, "not adjacent: {:?}", pair);
        }
    }

    /// Few taken: chosen sets in lexicographic order; many taken: the left
    /// out ones in that order.
    #[test]
    fn choices_follow_the_combination_iterator() {
        let all = order::SFINDER;
        assert_eq!(
            written(&choices(&all, 1)),
            ["T", "I", "L", "J", "S", "Z", "O"]
        );
        assert_eq!(
            written(&choices(&all, 6)),
            [
                "ILJSZO", "TLJSZO", "TIJSZO", "TILSZO", "TILJZO", "TILJSO", "TILJSZ"
            ]
        );
        let two = written(&choices(&all[..4], 2));
        assert_eq!(two, ["TI", "TL", "TJ", "IL", "IJ", "LJ"]);
        assert_eq!(written(&choices(&all, 7)), ["TILJSZO"]);
        assert_eq!(choices(&all, 3).len(), 35);
        assert_eq!(choices(&all, 4).len(), 35);
    }

    #[test]
    fn orders_count_falling_factorials() {
        for count in 1..=7 {
            let expected: usize = (8 - count..=7).product();
            assert_eq!(orders(PieceSet::ALL, count).len(), expected, "*p{count}");
        }
        let set = PieceSet::from_pieces(&[Piece::O, Piece::T, Piece::Z]);
        assert_eq!(written(&orders(set, 1)), ["T", "Z", "O"]);
        assert_eq!(orders(set, 3).len(), 6);
    }
}
