//! Seed document 003's red/blue bag, for any number of colours.

use super::{Randomizer, clone_box};
use crate::Piece;
use crate::rng::{Draws, PieceRng};

/// One bag holding a set of pieces per hidden colour: take a uniformly
/// random piece out of the whole bag (`below(pieces left)`, removed by
/// swapping the last piece into its place); when a colour's last piece is
/// taken, that colour's set goes back in. With two colours of I J L O S T Z
/// this is seed document 003's red/blue bag: like the 2x7-bag, but the
/// colour with more pieces left is more likely to be drawn.
///
/// ```
/// use tetrolab::{Piece, Randomizer, RedBlueBag};
/// use tetrolab::rng::DefaultRng;
/// let mut r = RedBlueBag::new(2, Piece::ALL.to_vec(), DefaultRng::seed_from_u64(4));
/// assert!(Piece::ALL.contains(&r.next_piece()));
/// ```
#[derive(Debug, Clone)]
pub struct RedBlueBag<R: PieceRng> {
    contents: Vec<Piece>,
    bag: Vec<(usize, Piece)>,
    left: Vec<usize>,
    draws: Draws<R>,
}

impl<R: PieceRng> RedBlueBag<R> {
    /// A bag with `colors` (at least 1) coloured sets of `contents` (not
    /// empty), put in colour by colour.
    pub fn new(colors: usize, contents: Vec<Piece>, rng: R) -> RedBlueBag<R> {
        let colors = colors.max(1);
        let bag = (0..colors)
            .flat_map(|c| contents.iter().map(move |&p| (c, p)))
            .collect();
        RedBlueBag {
            left: vec![contents.len(); colors],
            bag,
            contents,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> Randomizer for RedBlueBag<R> {
    fn next_piece(&mut self) -> Piece {
        let slot = self.draws.below(self.bag.len() as u32) as usize;
        let (color, piece) = self.bag.swap_remove(slot);
        self.left[color] -= 1;
        if self.left[color] == 0 {
            self.bag.extend(self.contents.iter().map(|&p| (color, p)));
            self.left[color] = self.contents.len();
        }
        piece
    }

    clone_box!();
}
