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
//!
//! When the pieces still to come are known (a queue's rest and the held
//! piece), the cuts must also be of those pieces ([`Tiler::fills_with`]):
//! the search checks that at each state, so a queue of the wrong pieces
//! for what is left is refused before any of them moves. That is what
//! makes proving a queue cannot clear quick: a 14-bag's opening
//! `IIJJLSSZZOO` took 137 s without it and 0.18 s with it.

use std::cell::RefCell;

use rustc_hash::FxHashSet;

use super::stack::Stack;
use crate::Piece;
use crate::play::{Placement, Rotation, WIDTH};

/// The most rows whose cells fit the 64-bit masks checked: stacks with
/// more lines are not checked (they pass).
const MAX_ROWS: u8 = 6;

/// The check, with the cut tetrominoes of each height made once, and the
/// cells found not to split remembered from one stack to the next (the
/// upper parts of stacks recur).
#[derive(Debug)]
pub(super) struct Tiler {
    /// For `lines` of 1 to [`MAX_ROWS`] (index `lines - 1`) and each cell
    /// (its [`cell`] bit), the cut tetrominoes whose lowest cell it is.
    cuts: Vec<Vec<Vec<Cut>>>,
    /// Cells that do not split (whatever the stack's height: the cuts
    /// that fit in some cells are the same for every height that holds
    /// them); at most [`Tiler::DEAD`], then forgotten.
    dead: RefCell<FxHashSet<u64>>,
    /// Cells that do not split into cuts of the pieces available
    /// ([`Tiler::fills_with`]), at most [`Tiler::DEAD`], then forgotten.
    dead_with: RefCell<FxHashSet<(u64, Available)>>,
    /// Cells that do split into cuts of the pieces available: the search
    /// asks again of the same stack for each rest of a queue that shares
    /// its pieces. At most [`Tiler::DEAD`], then forgotten.
    live_with: RefCell<FxHashSet<(u64, Available)>>,
}

/// A cut tetromino: its cells (each its [`cell`] bit) and its piece.
#[derive(Debug, Clone, Copy)]
struct Cut {
    cells: u64,
    piece: Piece,
}

/// How many of each piece are still available, 4 bits a piece (by
/// [`Piece::index`]): at most 15 of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Available(u32);

impl Available {
    /// The pieces of `pieces` and `held`, counted (each kind at most 15
    /// times: more are not counted, which only makes the check weaker).
    pub(super) fn of(held: Option<Piece>, pieces: &[Piece]) -> Available {
        held.iter()
            .chain(pieces)
            .fold(Available(0), |available, &piece| {
                let shift = 4 * piece.index();
                if available.0 >> shift & 0xF == 0xF {
                    available
                } else {
                    Available(available.0 + (1 << shift))
                }
            })
    }

    /// One `piece` taken, if one is there.
    fn take(self, piece: Piece) -> Option<Available> {
        let shift = 4 * piece.index();
        (self.0 >> shift & 0xF != 0).then(|| Available(self.0 - (1 << shift)))
    }
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
            dead_with: RefCell::default(),
            live_with: RefCell::default(),
        }
    }

    /// Whether the empty cells of `stack` split into cut tetrominoes
    /// (always so for a clear stack, and for stacks of more than 6 lines,
    /// which are not checked).
    pub(super) fn fills(&self, stack: &Stack) -> bool {
        if stack.is_clear() || stack.lines > MAX_ROWS {
            return true;
        }
        let mut dead = self.dead.borrow_mut();
        if dead.len() >= Tiler::DEAD {
            dead.clear();
        }
        split(
            empty_cells(stack),
            &self.cuts[stack.lines as usize - 1],
            &mut dead,
        )
    }

    /// Whether the empty cells of `stack` split into cut tetrominoes of
    /// pieces `available` (some may be left over): a queue that can clear
    /// the stack places pieces that do, so one that cannot, cannot clear
    /// it. Much stronger than [`Tiler::fills`] when the pieces are known:
    /// a queue whose pieces are the wrong kinds is refused before any of
    /// them moves. True for a clear stack and one of more than 6 lines.
    pub(super) fn fills_with(&self, stack: &Stack, available: Available) -> bool {
        if stack.is_clear() || stack.lines > MAX_ROWS {
            return true;
        }
        let empty = empty_cells(stack);
        let mut live = self.live_with.borrow_mut();
        if live.contains(&(empty, available)) {
            return true;
        }
        let mut dead = self.dead_with.borrow_mut();
        if dead.len() >= Tiler::DEAD {
            dead.clear();
        }
        let fills = split_with(
            empty,
            available,
            &self.cuts[stack.lines as usize - 1],
            &mut dead,
        );
        if fills {
            if live.len() >= Tiler::DEAD {
                live.clear();
            }
            live.insert((empty, available));
        }
        fills
    }
}

/// The empty cells of a stack of at most [`MAX_ROWS`] lines, each as its
/// [`cell`] bit.
fn empty_cells(stack: &Stack) -> u64 {
    let lines = stack.lines as usize;
    let mut empty = 0;
    for (y, &row) in stack.rows[..lines].iter().enumerate() {
        for x in (0..COLUMNS).filter(|&x| row >> x & 1 == 0) {
            empty |= 1 << cell(x, y);
        }
    }
    empty
}

/// The bit of the cell at column `x` and row `y`: column by column from
/// the left, [`MAX_ROWS`] bits a column from the floor up, whatever the
/// stack's height (so that the same bits are the same cells in every
/// stack, and what does not split in one does not in another). Cutting
/// always at the lowest empty cell then works through the stack a column
/// at a time, so what is left to cut differs only in the few columns a
/// piece spans, and the cells found not to split recur: cut row by row,
/// the check of an empty field's 4 lines did not finish in minutes, and
/// a search that proved a 14-bag's opening cannot clear spent 97 % of
/// its 5.6 s in these checks; column by column it took 0.18 s.
fn cell(x: usize, y: usize) -> usize {
    x * MAX_ROWS as usize + y
}

/// Whether the cells `empty` split into the `cuts` (by their lowest
/// cell): the lowest empty cell is some cut's lowest cell, and the rest
/// split. The cells found not to split are kept in `dead`: without them,
/// a stack that cannot be cut is proved so only after trying every way
/// of cutting its lower part, again for each way its upper part fails
/// (minutes for some stacks of a first perfect clear).
fn split(empty: u64, cuts: &[Vec<Cut>], dead: &mut FxHashSet<u64>) -> bool {
    if empty == 0 {
        return true;
    }
    if dead.contains(&empty) {
        return false;
    }
    let lowest = empty.trailing_zeros() as usize;
    let splits = cuts[lowest]
        .iter()
        .any(|cut| cut.cells & empty == cut.cells && split(empty ^ cut.cells, cuts, dead));
    if !splits && dead.len() < Tiler::DEAD {
        dead.insert(empty);
    }
    splits
}

/// [`split`], each cut taking one of its piece from `available`.
fn split_with(
    empty: u64,
    available: Available,
    cuts: &[Vec<Cut>],
    dead: &mut FxHashSet<(u64, Available)>,
) -> bool {
    if empty == 0 {
        return true;
    }
    if dead.contains(&(empty, available)) {
        return false;
    }
    let lowest = empty.trailing_zeros() as usize;
    let splits = cuts[lowest].iter().any(|cut| {
        cut.cells & empty == cut.cells
            && available
                .take(cut.piece)
                .is_some_and(|rest| split_with(empty ^ cut.cells, rest, cuts, dead))
    });
    if !splits && dead.len() < Tiler::DEAD {
        dead.insert((empty, available));
    }
    splits
}

/// The columns of a row.
const COLUMNS: usize = WIDTH as usize;

/// The cut tetrominoes in a stack `lines` high, by their lowest cell.
fn cuts(lines: u8) -> Vec<Vec<Cut>> {
    let mut by_lowest = vec![Vec::new(); COLUMNS * MAX_ROWS as usize];
    for (piece, shape) in shapes() {
        let height = shape.iter().map(|&(_, y)| y).max().unwrap_or(0) + 1;
        let width = shape.iter().map(|&(x, _)| x).max().unwrap_or(0) + 1;
        for rows in increasing(height, lines) {
            for left in 0..=COLUMNS - width {
                let cells = shape
                    .iter()
                    .fold(0u64, |cut, &(x, y)| cut | 1 << cell(left + x, rows[y]));
                by_lowest[cells.trailing_zeros() as usize].push(Cut { cells, piece });
            }
        }
    }
    by_lowest
}

/// The 19 fixed tetrominoes, each with its piece and as cells (column,
/// row) from its lowest row and leftmost column.
fn shapes() -> Vec<(Piece, Vec<(usize, usize)>)> {
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
            if !shapes.contains(&(piece, shape.clone())) {
                shapes.push((piece, shape));
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
    use crate::play::Field;

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
    /// split, answers each as a fresh check does, with the pieces
    /// available or not: stacks whose empty cells are cut tetrominoes
    /// taken out of full rows, half of them with one empty cell moved
    /// (which mostly stops them splitting). The pieces cut out always
    /// fill what they left; any pieces fill only what some pieces fill,
    /// and 15 of each fill whatever any pieces fill.
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
        let plenty = Available::of(None, &[Piece::ALL; 15].concat());
        let (mut kept, mut refused, mut wrong_pieces) = (0, 0, 0);
        for _ in 0..400 {
            let lines = 2 + next(3) as u8;
            let all: Vec<Cut> = shared.cuts[lines as usize - 1].concat();
            let mut empty = 0u64;
            let mut cut_out = Vec::new();
            for _ in 0..1 + next(5) {
                let cut = all[next(all.len() as u64) as usize];
                if cut.cells & empty == 0 {
                    empty |= cut.cells;
                    cut_out.push(cut.piece);
                }
            }
            let moved = next(2) == 0;
            if moved {
                loop {
                    let from = cell(next(COLUMNS as u64) as usize, next(lines.into()) as usize);
                    let to = cell(next(COLUMNS as u64) as usize, next(lines.into()) as usize);
                    if empty >> from & 1 == 1 && empty >> to & 1 == 0 {
                        empty ^= 1 << from | 1 << to;
                        break;
                    }
                }
            }
            let mut stack = Stack::EMPTY;
            stack.lines = lines;
            for y in 0..lines as usize {
                stack.rows[y] = (0..COLUMNS)
                    .filter(|&x| empty >> cell(x, y) & 1 == 0)
                    .fold(0, |row, x| row | 1 << x);
            }
            let fills = shared.fills(&stack);
            assert_eq!(fills, Tiler::new().fills(&stack), "{stack:?}");
            assert_eq!(fills, shared.fills_with(&stack, plenty), "{stack:?}");
            let cut_out = Available::of(None, &cut_out);
            assert!(moved || shared.fills_with(&stack, cut_out), "{stack:?}");
            let any: Vec<Piece> = (0..next(6)).map(|_| Piece::ALL[next(7) as usize]).collect();
            let any = Available::of(None, &any);
            let fills_with_any = shared.fills_with(&stack, any);
            assert_eq!(
                fills_with_any,
                Tiler::new().fills_with(&stack, any),
                "{stack:?}"
            );
            assert!(fills || !fills_with_any, "{stack:?}");
            if fills {
                kept += 1;
                wrong_pieces += usize::from(!fills_with_any);
            } else {
                refused += 1;
            }
        }
        assert!(kept > 50 && refused > 50, "{kept} kept, {refused} refused");
        assert!(wrong_pieces > 50, "{wrong_pieces} refused for their pieces");
    }

    /// Two lines with a hole 4 wide take two I, two O, two L or two J
    /// (the second turned about the first), and nothing else: the pieces
    /// matter, and one too many is no harm.
    #[test]
    fn the_pieces_available_decide() {
        use Piece::{I, J, L, O, S, T, Z};
        let tiler = Tiler::new();
        let hole = stack("XXXXXX____\nXXXXXX____");
        let fills = |pieces: &[Piece]| tiler.fills_with(&hole, Available::of(None, pieces));
        assert!(fills(&[I, I]) && fills(&[O, O]) && fills(&[L, L]) && fills(&[J, J]));
        assert!(tiler.fills_with(&hole, Available::of(Some(T), &[O, O])));
        assert!(fills(&[L, O, L]));
        assert!(!fills(&[I, O]) && !fills(&[T, T]) && !fills(&[S, Z]) && !fills(&[L, J]));
        assert!(!fills(&[I]) && !fills(&[L, I, J]));
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
