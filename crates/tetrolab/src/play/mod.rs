//! Pieces that move: the board, SRS rotation with kick tables, and which
//! placements a piece can reach.

mod shape;

pub(crate) use shape::centred_squares;
pub use shape::{ParseRotationError, Rotation, Shape, shape};
