//! Seed document 003's red/blue bag, for any number of colours.

use super::{Definition, VisibleState};
use crate::Piece;
use crate::rng::Draw;

/// One bag holding a set of pieces per hidden colour: take a uniformly
/// random piece out of the whole bag (`below(pieces left)`, removed by
/// swapping the last piece into its place); when a colour's last piece is
/// taken, that colour's set goes back in. With two colours of I J L O S T Z
/// this is seed document 003's red/blue bag: like the 2x7-bag, but the
/// colour with more pieces left is more likely to be drawn.
///
/// ```
/// use tetrolab::randomizer::{RedBlueBag, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let red_blue = RedBlueBag { colors: 2, contents: Piece::ALL.to_vec() };
/// let mut r = Serial::new(red_blue, DefaultRng::seed_from_u64(4));
/// assert!(Piece::ALL.contains(&r.next_piece()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RedBlueBag {
    /// How many colours (at least 1).
    pub colors: usize,
    /// Each colour's pieces (not empty).
    pub contents: Vec<Piece>,
}

/// The state of a [`RedBlueBag`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RedBlueState {
    /// The bag's pieces with their colours, in the order the swaps leave
    /// them.
    pub bag: Vec<(u8, Piece)>,
    /// How many pieces of each colour are left.
    pub left: Vec<usize>,
}

impl Definition for RedBlueBag {
    type State = RedBlueState;

    /// Every colour's set, put in colour by colour.
    fn start(&self) -> RedBlueState {
        let colors = self.colors.clamp(1, usize::from(u8::MAX));
        RedBlueState {
            bag: (0..colors as u8)
                .flat_map(|c| self.contents.iter().map(move |&p| (c, p)))
                .collect(),
            left: vec![self.contents.len(); colors],
        }
    }

    #[inline]
    fn deal(&self, state: &mut RedBlueState, draw: &mut impl Draw) -> Piece {
        let slot = draw.below(state.bag.len() as u32) as usize;
        let (color, piece) = state.bag.swap_remove(slot);
        let left = &mut state.left[usize::from(color)];
        *left -= 1;
        if *left == 0 {
            state.bag.extend(self.contents.iter().map(|&p| (color, p)));
            *left = self.contents.len();
        }
        piece
    }

    /// Each colour's pieces left.
    fn visible(&self, state: &RedBlueState) -> VisibleState {
        VisibleState::Bags(
            (0..state.left.len())
                .map(|color| {
                    let of_color = state.bag.iter().filter(|(c, _)| usize::from(*c) == color);
                    of_color.map(|&(_, piece)| piece).collect()
                })
                .collect(),
        )
    }

    fn bag_pieces_left(&self, state: &RedBlueState) -> Option<usize> {
        Some(state.bag.len())
    }
}
