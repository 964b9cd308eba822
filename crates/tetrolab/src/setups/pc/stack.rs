//! A perfect clear's state between pieces: the rows still to clear.

use crate::Piece;
use crate::play::{Field, Placement, Rules, WIDTH, placements};

/// The rows still to clear (row 0 at the floor) and how many there are:
/// rows at and above `lines` are empty. Small and hashable, so that the
/// search can remember what it has seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Stack {
    pub(super) rows: [u16; Stack::ROWS as usize],
    pub(super) lines: u8,
}

/// A stack of at most [`PackedStack::MAX_LINES`] lines as one number: 10
/// bits a row from the floor, the lines in the top 4 bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct PackedStack(pub(super) u64);

impl PackedStack {
    /// The most lines a packed stack holds.
    pub(super) const MAX_LINES: u8 = 6;

    /// `stack` packed, if it has few enough lines.
    pub(super) fn of(stack: &Stack) -> Option<PackedStack> {
        (stack.lines <= Self::MAX_LINES).then(|| {
            let rows = stack.rows[..stack.lines as usize]
                .iter()
                .rev()
                .fold(0u64, |packed, &row| packed << WIDTH | u64::from(row));
            PackedStack(rows | u64::from(stack.lines) << 60)
        })
    }
}

impl Stack {
    /// The most rows a stack holds.
    pub(super) const ROWS: u8 = 24;

    /// Nothing to clear.
    pub(super) const EMPTY: Stack = Stack {
        rows: [0; Stack::ROWS as usize],
        lines: 0,
    };

    /// Whether every line is cleared.
    pub(super) fn is_clear(&self) -> bool {
        self.lines == 0
    }

    /// The rows as a field [`Stack::ROWS`] high.
    pub(super) fn field(&self) -> Field {
        let mut field = Field::new(Stack::ROWS).expect("24 rows is a field's height");
        for (y, &row) in self.rows.iter().enumerate() {
            for x in 0..WIDTH as u8 {
                if row >> x & 1 == 1 {
                    field.set(x, y as u8, true);
                }
            }
        }
        field
    }

    /// The stack after `placement` (which fits below the ceiling) locks and
    /// the full rows clear.
    pub(super) fn after(&self, placement: &Placement) -> Stack {
        let mut rows = self.rows;
        for (x, y) in placement.cells() {
            rows[y as usize] |= 1 << x;
        }
        let mut next = Stack::EMPTY;
        let mut kept = 0;
        for &row in &rows[..self.lines as usize] {
            if row != Field::FULL_ROW {
                next.rows[kept] = row;
                kept += 1;
            }
        }
        next.lines = kept as u8;
        next
    }

    /// Whether each part of the rows between columns that are filled from
    /// the floor to the ceiling has a multiple of 4 empty cells. Pieces
    /// cannot cross such a column, and clearing rows keeps it filled, so a
    /// stack that fails this can never be cleared (solution-finder's
    /// pruning).
    pub(super) fn regions_fill(&self) -> bool {
        let rows = &self.rows[..self.lines as usize];
        let mut empty = 0;
        for x in 0..WIDTH {
            let bit = 1u16 << x;
            let filled = rows.iter().filter(|&&row| row & bit != 0).count();
            if filled == rows.len() {
                if empty % 4 != 0 {
                    return false;
                }
                empty = 0;
            } else {
                empty += rows.len() - filled;
            }
        }
        empty % 4 == 0
    }
    /// The placements `piece` can make on the stack under `rules` (their
    /// ceiling set to the lines still to clear) and the rows each leaves,
    /// those that can never clear ([`Stack::regions_fill`]) left out.
    /// Nothing moves on a clear stack.
    pub(super) fn moves(&self, piece: Piece, rules: &Rules<'_>) -> Vec<(Placement, Stack)> {
        if self.is_clear() {
            return Vec::new();
        }
        let rules = Rules {
            ceiling: Some(self.lines),
            ..*rules
        };
        placements(&self.field(), piece, &rules)
            .expect("the rules were checked")
            .iter()
            .map(|placement| (placement, self.after(&placement)))
            .filter(|(_, to)| to.regions_fill())
            .collect()
    }
}
