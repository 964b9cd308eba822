//! Where a piece may be: the field as an entry reads it, open above or
//! closed.

use crate::play::{Entry, Field, Placement};

/// The field as a piece sees it: [`Entry::Top`] leaves the sky above the
/// field open, [`Entry::Spawn`] closes it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Space<'f> {
    pub(crate) field: &'f Field,
    pub(crate) open: bool,
}

impl<'f> Space<'f> {
    pub(crate) fn new(field: &'f Field, entry: Entry) -> Space<'f> {
        Space {
            field,
            open: entry == Entry::Top,
        }
    }

    /// Whether the placement lies inside the walls, on or above the floor,
    /// on empty cells, and (closed above) below the field's top.
    pub(crate) fn fits(&self, placement: &Placement) -> bool {
        self.field.fits(placement)
            && (self.open
                || placement
                    .cells()
                    .iter()
                    .all(|&(_, y)| y < self.field.height() as i8))
    }

    /// Whether the placement cannot move one row down.
    pub(crate) fn is_grounded(&self, placement: &Placement) -> bool {
        !self.fits(&placement.moved(0, -1))
    }
}
