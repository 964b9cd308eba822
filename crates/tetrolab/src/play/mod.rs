//! Pieces that move: the board, SRS rotation with kick tables, and which
//! placements a piece can reach.

mod shape;

pub(crate) use shape::centred_squares;
pub use shape::{ParseRotationError, Rotation, Shape, shape};
mod field;
mod field_text;
mod lines;
mod placement;

pub use field::{Field, FieldHeightError, PutError, WIDTH};
pub use field_text::{FieldTextError, FieldTextProblem};
pub use lines::Lines;
pub use placement::Placement;
mod kicks;
pub use kicks::{Kick, KickFileError, KickFileProblem, Kicks, Turn};
mod reach;
mod rules;
mod tspin;

pub use reach::{Placements, definition, placements, reachable};
pub use rules::{Drop, Entry, ParseDropError, Rules, RulesError};
pub use tspin::{LastMove, TSpin, best_t_spin, t_spin};
