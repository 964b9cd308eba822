//! Seed document 003's 2x7-bag, for any number of bags.

use super::{Definition, VisibleState};
use crate::Piece;
use crate::rng::Draw;

/// Several bags of the same contents: pick a bag uniformly (`below(bags)`),
/// take a uniformly random piece out of it (`below(pieces left)`, removed by
/// swapping the bag's last piece into its place), and refill a bag the
/// moment it is empty. Two bags of I J L O S T Z is seed document 003's
/// 2x7-bag (same hard limits as a 14-bag, far less predictable).
///
/// ```
/// use tetrolab::randomizer::{MultiBag, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let two_bags = MultiBag { bags: 2, contents: Piece::ALL.to_vec() };
/// let mut r = Serial::new(two_bags, DefaultRng::seed_from_u64(4));
/// assert!(Piece::ALL.contains(&r.next_piece()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MultiBag {
    /// How many bags (at least 1).
    pub bags: usize,
    /// Each bag's pieces when full (not empty).
    pub contents: Vec<Piece>,
}

impl Definition for MultiBag {
    /// Each bag's pieces left, in the order the swaps leave them.
    type State = Vec<Vec<Piece>>;

    fn start(&self) -> Vec<Vec<Piece>> {
        vec![self.contents.clone(); self.bags.max(1)]
    }

    #[inline]
    fn deal(&self, bags: &mut Vec<Vec<Piece>>, draw: &mut impl Draw) -> Piece {
        let chosen = draw.below(bags.len() as u32) as usize;
        let bag = &mut bags[chosen];
        let slot = draw.below(bag.len() as u32) as usize;
        let piece = bag.swap_remove(slot);
        if bag.is_empty() {
            bag.clone_from(&self.contents);
        }
        piece
    }

    /// Each bag's pieces left.
    fn visible(&self, bags: &Vec<Vec<Piece>>) -> VisibleState {
        VisibleState::Bags(bags.clone())
    }

    fn bag_pieces_left(&self, bags: &Vec<Vec<Piece>>) -> Option<usize> {
        Some(bags.iter().map(Vec::len).sum())
    }
}
