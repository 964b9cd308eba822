//! What a randomizer's state shows a reader: weights, a bag's remaining
//! pieces, a history.

use crate::Piece;

/// A definition's state as a reader sees it between two pieces (see
/// [`Definition::visible`](super::Definition::visible)): the few kinds of
/// memory randomizers have, so a trace or a chart can show any of them
/// without knowing each family's state type.
///
/// ```
/// use tetrolab::randomizer::{Definition, VisibleState, Weighted};
/// let weighted = Weighted::new(1.1)?;
/// assert_eq!(weighted.visible(&weighted.start()), VisibleState::Weights([1.0; 7]));
/// # Ok::<(), tetrolab::randomizer::WeightedError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum VisibleState {
    /// Nothing carries over from one piece to the next (memoryless).
    Nothing,
    /// Each piece's weight, in [`Weighted::ORDER`](super::Weighted::ORDER)
    /// (`L J I O S T Z`).
    Weights([f64; 7]),
    /// The current bag's pieces not dealt yet, the next one first.
    Remaining(Vec<Piece>),
    /// Several bags' pieces left, bag by bag (or colour by colour), in
    /// no particular order: which comes next is drawn.
    Bags(Vec<Vec<Piece>>),
    /// The pieces remembered, oldest first.
    History(Vec<Piece>),
    /// A state with no simpler reading, as its `Debug` form writes it.
    Opaque(String),
}
