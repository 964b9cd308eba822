//! Whether a stack's empty cells can be cut into tetrominoes at all: a
//! necessary condition for a perfect clear, much stronger than
//! [`Stack::regions_fill`], that the graph checks before it maps a stack.
//!
//! Every piece still to come covers four of the stack's empty cells, and
//! together they cover each empty cell once. Seen in the stack's rows
//! (rows cleared later have not cleared yet), a piece placed after some
//! rows clear keeps its columns and its rows' order, but the rows it
//! spans may be apart: the ones between were full and cleared first. So
//! if a stack can clear, its empty cells split into *cut tetrominoes*:
//! one of the 19 fixed tetrominoes with its rows spread over any rows of
//! the stack, in order. When they cannot, no pieces clear the stack, and
//! leaving it out of the graph changes no answer.

use std::cell::RefCell;

use rustc_hash::FxHashSet;

use super::stack::Stack;
use crate::Piece;
use crate::play::{Field, Placement, Rotation, WIDTH};

/// The most rows whose cells fit the 64-bit masks checked: stacks with
/// more lines are not checked (they pass).
const MAX_ROWS: u8 = 6;

/// The check, with the cut tetrominoes of each height made once, and the
/// cells found not to split remembered from one stack to the next (the
/// upper parts of stacks recur).
#[derive(Debug)]
pub(super) struct Tiler {
    /// For `lines` of 1 to [`MAX_ROWS`] (index `lines - 1`) and each cell
    /// (`row * 10 + column`), the cut tetrominoes whose lowest cell it is.
    cuts: Vec<Vec<Vec<u64>>>,
    /// Cells that do not split (whatever the stack's height: the cuts
    /// that fit in some cells are the same for every height that holds
    /// them); at most [`Tiler::DEAD`], then forgotten.
    dead: RefCell<FxHashSet<u64>>,
}

impl Tiler {
    /// The most sets of cells found not to split that the check keeps
    /// (a table of about 38 MB); past it, it forgets them all and starts
    /// over.
    const DEAD: usize = 1 << 21;

    pub(super) fn new() -> Tiler {
        Tiler {
            cuts: (1..=MAX_ROWS).map(cuts).collect(),
            dead: RefCell::default(),
        }
    }

    /// Whether the empty cells of `stack` split into cut tetrominoes
    /// (always so for a clear stack, and for stacks of more than 6 lines,
    /// which are not checked).
    pub(super) fn fills(&self, stack: &Stack) -> bool {
        if stack.is_clear() || stack.lines > MAX_ROWS {
            return true;
        }
        let mut empty = 0u64;
        for (y, &row) in stack.rows[..stack.lines as usize].iter().enumerate() {
            empty |= u64::from(!row & Field::FULL_ROW) << (y * COLUMNS);
        }
        let mut dead = self.dead.borrow_mut();
        if dead.len() >= Tiler::DEAD {
            dead.clear();
        }
        split(empty, &self.cuts[stack.lines as usize - 1], &mut dead)
    }
}

/// Whether the cells `empty` split into the `cuts` (by their lowest
/// cell): the lowest empty cell is some cut's lowest cell, and the rest
/// split. The cells found not to split are kept in `dead`: without them,
/// a stack that cannot be cut is proved so only after trying every way
/// of cutting its lower part, again for each way its upper part fails
/// (minutes for some stacks of a first perfect clear).
fn split(empty: u64, cuts: &[Vec<u64>], dead: &mut FxHashSet<u64>) -> bool {
    if empty == 0 {
        return true;
    }
    if dead.contains(&empty) {
        return false;
    }
    let lowest = empty.trailing_zeros() as usize;
    let splits = cuts[lowest]
        .iter()
        .any(|&cut| cut & empty == cut && split(empty ^ cut, cuts, dead));
    if !splits && dead.len() < Tiler::DEAD {
        dead.insert(empty);
    }
    splits
}

/// The columns of a row.
const COLUMNS: usize = WIDTH as usize;

/// The cut tetrominoes in a stack `lines` high, by their lowest cell.
fn cuts(lines: u8) -> Vec<Vec<u64>> {
    let mut by_lowest = vec![Vec::new(); lines as usize * COLUMNS];
    for shape in shapes() {
        let height = shape.iter().map(|&(_, y)| y).max().unwrap_or(0) + 1;
        let width = shape.iter().map(|&(x, _)| x).max().unwrap_or(0) + 1;
        for rows in increasing(height, lines) {
            for left in 0..=COLUMNS - width {
                let cut = shape.iter().fold(0u64, |cut, &(x, y)| {
                    cut | 1 << (rows[y] * COLUMNS + left + x)
                });
                by_lowest[cut.trailing_zeros() as usize].push(cut);
            }
        }
    }
    by_lowest
}

/// The 19 fixed tetrominoes, each as cells (column, row) from its lowest
/// row and leftmost column.
fn shapes() -> Vec<Vec<(usize, usize)>> {
    let mut shapes = Vec::new();
    for piece in Piece::ALL {
        for rotation in Rotation::ALL {
            let squares = Placement::new(piece, rotation, 0, 0).cells();
            let (left, low) = squares
                .iter()
                .fold((i8::MAX, i8::MAX), |(l, b), &(x, y)| (l.min(x), b.min(y)));
            let mut shape: Vec<(usize, usize)> = squares
                .iter()
                .map(|&(x, y)| ((x - left) as usize, (y - low) as usize))
                .collect();
            shape.sort_unstable();
            if !shapes.contains(&shape) {
                shapes.push(shape);
            }
        }
    }
    shapes
}

/// Every choice of `count` rows among `lines`, in increasing order.
fn increasing(count: usize, lines: u8) -> Vec<Vec<usize>> {
    if count == 0 {
        return vec![Vec::new()];
    }
    let mut chosen = Vec::new();
    for last in count - 1..lines as usize {
        for mut rows in increasing(count - 1, last as u8) {
            rows.push(last);
            chosen.push(rows);
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stack(rows: &str) -> Stack {
        let field = Field::from_text(rows, 24).unwrap();
        let mut stack = Stack::EMPTY;
        stack.lines = rows.lines().count() as u8;
        for y in 0..stack.lines {
            stack.rows[y as usize] = field.row(y);
        }
        stack
    }

    /// No full column splits these rows (columns 8 and 9 fence off the
    /// rest, 12 cells), yet no tetrominoes fill them.
    #[test]
    fn rows_no_pieces_fill_are_refused() {
        let stuck = stack("X___X___XX\n__XX____XX");
        assert!(stuck.regions_fill());
        assert!(!Tiler::new().fills(&stuck));
    }

    /// One check asked many stacks in a row, remembering what did not
    /// split, answers each as a fresh check does: stacks whose empty
    /// cells are cut tetrominoes taken out of full rows, half of them with
    /// one empty cell moved (which mostly stops them splitting).
    #[test]
    fn remembering_changes_no_answer() {
        let shared = Tiler::new();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        let (mut kept, mut refused) = (0, 0);
        for _ in 0..400 {
            let lines = 2 + next(3) as u8;
            let all: Vec<u64> = shared.cuts[lines as usize - 1].concat();
            let mut empty = 0u64;
            for _ in 0..1 + next(5) {
                let cut = all[next(all.len() as u64) as usize];
                if cut & empty == 0 {
                    empty |= cut;
                }
            }
            let cells = u64::from(lines) * COLUMNS as u64;
            if next(2) == 0 {
                loop {
                    let (from, to) = (next(cells), next(cells));
                    if empty >> from & 1 == 1 && empty >> to & 1 == 0 {
                        empty ^= 1 << from | 1 << to;
                        break;
                    }
                }
            }
            let mut stack = Stack::EMPTY;
            stack.lines = lines;
            for y in 0..lines as usize {
                stack.rows[y] = !(empty >> (y * COLUMNS)) as u16 & Field::FULL_ROW;
            }
            let fills = shared.fills(&stack);
            assert_eq!(fills, Tiler::new().fills(&stack), "{stack:?}");
            if fills {
                kept += 1;
            } else {
                refused += 1;
            }
        }
        assert!(kept > 50 && refused > 50, "{kept} kept, {refused} refused");
    }

    /// A piece may span rows that clear before it: an I standing in the
    /// left column through a full row, and an L bent round one.
    #[test]
    fn pieces_may_span_full_rows() {
        let tiler = Tiler::new();
        assert!(tiler.fills(&stack(
            "_XXXXXXXXX\n_XXXXXXXXX\nXXXXXXXXXX\n_XXXXXXXXX\n_XXXXXXXXX"
        )));
        assert!(tiler.fills(&stack("__XXXXXXXX\nXXXXXXXXXX\n_XXXXXXXXX\n_XXXXXXXXX")));
        assert!(!tiler.fills(&stack("__XXXXXXXX\nXXXXXXXXXX\n_XXXXXXXXX\nX_XXXXXXXX")));
    }
}
