//! Seed document 003's 2x7-bag, for any number of bags.

use super::{Randomizer, clone_box};
use crate::Piece;
use crate::rng::{Draws, PieceRng};

/// Several bags of the same contents: pick a bag uniformly (`below(bags)`),
/// take a uniformly random piece out of it (`below(pieces left)`, removed by
/// swapping the bag's last piece into its place), and refill a bag the
/// moment it is empty. Two bags of I J L O S T Z is seed document 003's
/// 2x7-bag (same hard limits as a 14-bag, far less predictable).
///
/// ```
/// use tetrolab::{MultiBag, Piece, Randomizer};
/// use tetrolab::rng::DefaultRng;
/// let mut r = MultiBag::new(2, Piece::ALL.to_vec(), DefaultRng::seed_from_u64(4));
/// let p = r.next_piece();
/// assert!(Piece::ALL.contains(&p));
/// ```
#[derive(Debug, Clone)]
pub struct MultiBag<R: PieceRng> {
    contents: Vec<Piece>,
    bags: Vec<Vec<Piece>>,
    draws: Draws<R>,
}

impl<R: PieceRng> MultiBag<R> {
    /// `bags` (at least 1) full bags of `contents` (not empty).
    pub fn new(bags: usize, contents: Vec<Piece>, rng: R) -> MultiBag<R> {
        MultiBag {
            bags: vec![contents.clone(); bags.max(1)],
            contents,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> Randomizer for MultiBag<R> {
    fn next_piece(&mut self) -> Piece {
        let chosen = self.draws.below(self.bags.len() as u32) as usize;
        let bag = &mut self.bags[chosen];
        let slot = self.draws.below(bag.len() as u32) as usize;
        let piece = bag.swap_remove(slot);
        if bag.is_empty() {
            bag.clone_from(&self.contents);
        }
        piece
    }

    clone_box!();
}
