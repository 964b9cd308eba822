//! The piece orders known to make a perfect clear without hold: for each
//! clear the solver finds, every order in which its placements can be
//! made, kept as bits with all their beginnings. A later queue that can
//! deal one of them (with hold, in one of up to 2^(n + 1) ways) makes that
//! clear, with no search; a queue that cannot is searched as before. The
//! orders only ever hold clears that were checked move by move, so an
//! answer from them is the search's answer, found sooner.
//!
//! A clear found for one queue is a set of placements that most other
//! queues of the same pieces can also build: whichever lower pieces hold
//! the higher ones up, in whatever order the rest come. Learning all of
//! its orders at once, rather than the one order the queue dealt, is what
//! lets the odds walk over a 7-bag's 4,233,600 openings search only a few
//! of them. A queue that cannot clear still costs a whole search: no
//! known order says so.

use std::fmt;
use std::rc::Rc;

use rustc_hash::FxHashSet;

use super::stack::Stack;
use crate::Piece;
use crate::play::{Field, Placement};

/// A placement and the rows it leaves.
pub(super) type Move = (Placement, Stack);

/// Orders of a goal's `n` pieces known to clear it without hold, and every
/// beginning of one: `levels[k]` has a bit for each `k` pieces (read as a
/// number in base 7, the first piece the highest digit) that begin a known
/// order, so `levels[n]` holds the orders themselves. For a goal of 10
/// pieces that is 7^0 + … + 7^10 bits, 41 MB, allocated as zeros (pages
/// are only touched as orders fill them).
pub(super) struct ClearOrders {
    pieces: usize,
    levels: Vec<Vec<u64>>,
}

impl fmt::Debug for ClearOrders {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClearOrders")
            .field("pieces", &self.pieces)
            .field("known", &self.known())
            .finish()
    }
}

impl ClearOrders {
    /// The most pieces a goal may need for its orders to be kept: 7^10
    /// orders are 35 MB of bits; 7^11 would be 247 MB.
    pub(super) const MAX_PIECES: usize = 10;

    /// The most (placements made, order so far) points [`ClearOrders::learn`]
    /// visits for one clear, so that a clear of many interchangeable
    /// pieces cannot hold the search up: the orders it has reached by
    /// then are kept, the rest found again by later searches if dealt.
    pub(super) const LEARN_POINTS: usize = 1 << 20;

    /// No orders known yet for a goal of `pieces` pieces; `None` when it
    /// needs none or more than [`ClearOrders::MAX_PIECES`].
    pub(super) fn new(pieces: usize) -> Option<ClearOrders> {
        (1..=Self::MAX_PIECES)
            .contains(&pieces)
            .then(|| ClearOrders {
                pieces,
                levels: (0..=pieces as u32)
                    .map(|k| vec![0; 7usize.pow(k).div_ceil(64)])
                    .collect(),
            })
    }

    /// How many whole orders are known.
    pub(super) fn known(&self) -> u64 {
        self.levels[self.pieces]
            .iter()
            .map(|word| u64::from(word.count_ones()))
            .sum()
    }

    fn knows(&self, level: usize, index: u32) -> bool {
        self.levels[level][index as usize / 64] >> (index % 64) & 1 == 1
    }

    fn mark(&mut self, level: usize, index: u32) {
        self.levels[level][index as usize / 64] |= 1 << (index % 64);
    }

    /// Whether `queue` can deal a known order: its pieces placed as they
    /// come or, with `hold`, swapped with the held one (which is placed
    /// unless hold was empty), as the solver's search chooses — each
    /// choice followed only while the pieces chosen begin a known order.
    pub(super) fn deals(&self, queue: &[Piece], hold: bool) -> bool {
        self.deal(queue, None, hold, 0, 0)
    }

    fn deal(
        &self,
        queue: &[Piece],
        held: Option<Piece>,
        hold: bool,
        level: usize,
        index: u32,
    ) -> bool {
        if !self.knows(level, index) {
            return false;
        }
        if level == self.pieces {
            return true;
        }
        let place = |piece: Piece, queue: &[Piece], held: Option<Piece>| {
            self.deal(
                queue,
                held,
                hold,
                level + 1,
                index * 7 + piece.index() as u32,
            )
        };
        match queue.split_first() {
            None => held.is_some_and(|h| place(h, queue, None)),
            Some((&next, rest)) => {
                place(next, rest, held)
                    || (hold
                        && match held {
                            None => self.deal(rest, Some(next), hold, level, index),
                            Some(h) => place(h, rest, Some(next)),
                        })
            }
        }
    }

    /// Learns every order in which `made` (a clear from `start`, each
    /// placement in the frame of the stack it was placed on, as the
    /// solver gives it) can be placed without hold: a placement may come
    /// next when, its cells seen in the stack of the moment (the rows
    /// cleared so far taken out), it is one of the moves `moves` gives
    /// for its piece there — so it lies below the ceiling, rests on
    /// something and can be reached, as in the search. Which placements
    /// may follow which is worked out once per set of placements made
    /// (the stack depends on the set, not its order); the orders are then
    /// read off, at most [`ClearOrders::LEARN_POINTS`] points of them.
    pub(super) fn learn(
        &mut self,
        start: Stack,
        made: &[Placement],
        moves: &dyn Fn(Stack, Piece) -> Rc<[Move]>,
    ) {
        if made.len() != self.pieces {
            return;
        }
        let pieces = in_start_rows(start, made);
        let next = next_placements(start, &pieces, moves);
        let mut reading = Reading {
            kinds: pieces
                .iter()
                .map(|&(piece, _)| piece.index() as u32)
                .collect(),
            next,
            orders: self,
            met: FxHashSet::default(),
        };
        reading.read(0, 0);
    }
}

/// For each set of a clear's placements made (bit `i` for placement `i`),
/// the placements that may come next and still let the rest follow, as
/// bits: 0 for a set no order reaches or no order finishes.
fn next_placements(
    start: Stack,
    pieces: &[(Piece, [(i8, u8); 4])],
    moves: &dyn Fn(Stack, Piece) -> Rc<[Move]>,
) -> Vec<u16> {
    let all = (1usize << pieces.len()) - 1;
    // The stack each set reached leaves, and its rows among the start's.
    let mut stacks: Vec<Option<(Stack, Vec<u8>)>> = vec![None; all + 1];
    stacks[0] = Some((start, (0..start.lines).collect()));
    let mut next = vec![0u16; all + 1];
    // Sets in order of size: each is reached from smaller ones.
    let mut sets: Vec<usize> = (0..=all).collect();
    sets.sort_by_key(|set| set.count_ones());
    for &set in &sets {
        let Some((stack, rows)) = stacks[set].take() else {
            continue;
        };
        for (i, &(piece, cells)) in pieces.iter().enumerate() {
            if set >> i & 1 == 1 {
                continue;
            }
            // Its cells in the stack of the moment: each row's place among
            // the rows still there (a row this piece fills is not full
            // before it, so none is missing; a row between its cells that
            // has not cleared yet leaves them apart, matching no move).
            let Some(now) = cells_now(cells, &rows) else {
                continue;
            };
            let wanted = sorted(now);
            let Some(&(_, to)) = moves(stack, piece)
                .iter()
                .find(|(placement, _)| sorted(placement.cells()) == wanted)
            else {
                continue;
            };
            next[set] |= 1 << i;
            let after = set | 1 << i;
            if stacks[after].is_none() && after != all {
                stacks[after] = Some((to, rows_kept(&stack, &now, &rows)));
            }
        }
    }
    // Keep only the steps after which the rest can follow: largest sets
    // first.
    let mut finishes = vec![false; all + 1];
    finishes[all] = true;
    for &set in sets.iter().rev().skip(1) {
        next[set] = (0..pieces.len())
            .filter(|&i| next[set] >> i & 1 == 1 && finishes[set | 1 << i])
            .fold(0, |kept, i| kept | 1 << i);
        finishes[set] = next[set] != 0;
    }
    next
}

/// A clear's orders being read off its steps.
struct Reading<'o> {
    /// Each placement's piece, as its index.
    kinds: Vec<u32>,
    /// The placements that may come next after each set, each leading to
    /// the clear ([`next_placements`]).
    next: Vec<u16>,
    orders: &'o mut ClearOrders,
    /// The (placements made, order so far) points read: two pieces of a
    /// kind swapped reach the same point.
    met: FxHashSet<(u16, u32)>,
}

impl Reading<'_> {
    /// Marks every order that follows from `set` made in the order
    /// `index` (in base 7), and its beginnings.
    fn read(&mut self, set: u16, index: u32) {
        let level = set.count_ones() as usize;
        if self.met.len() >= ClearOrders::LEARN_POINTS || !self.met.insert((set, index)) {
            return;
        }
        self.orders.mark(level, index);
        let next = self.next[set as usize];
        for i in (0..self.kinds.len()).filter(|&i| next >> i & 1 == 1) {
            self.read(set | 1 << i, index * 7 + self.kinds[i]);
        }
    }
}

/// Each placement as its piece and its cells, their rows counted in the
/// start's stack: the rows cleared before it was placed put back.
fn in_start_rows(start: Stack, made: &[Placement]) -> Vec<(Piece, [(i8, u8); 4])> {
    // The start's row of each row still in the stack.
    let mut rows: Vec<u8> = (0..start.lines).collect();
    let mut stack = start;
    made.iter()
        .map(|placement| {
            let cells = placement.cells().map(|(x, y)| (x, rows[y as usize]));
            rows = rows_kept(&stack, &placement.cells(), &rows);
            stack = stack.after(placement);
            (placement.piece, cells)
        })
        .collect()
}

/// The start's rows still in the stack once `cells` are filled in
/// `stack` (whose rows are `rows` of the start's) and its full rows clear.
fn rows_kept(stack: &Stack, cells: &[(i8, i8); 4], rows: &[u8]) -> Vec<u8> {
    let mut filled = stack.rows;
    for &(x, y) in cells {
        filled[y as usize] |= 1 << x;
    }
    rows.iter()
        .zip(filled)
        .filter(|&(_, row)| row != Field::FULL_ROW)
        .map(|(&start_row, _)| start_row)
        .collect()
}

/// The cells in sorted order, to compare placements whatever their
/// rotation.
fn sorted(mut cells: [(i8, i8); 4]) -> [(i8, i8); 4] {
    cells.sort_unstable();
    cells
}

/// `cells` (rows of the start) in the stack whose rows are `rows` of the
/// start's, or `None` if a row is gone.
fn cells_now(cells: [(i8, u8); 4], rows: &[u8]) -> Option<[(i8, i8); 4]> {
    let mut now = [(0, 0); 4];
    for (slot, (x, start_row)) in now.iter_mut().zip(cells) {
        let y = rows.iter().position(|&row| row == start_row)?;
        *slot = (x, y as i8);
    }
    Some(now)
}

#[cfg(test)]
impl ClearOrders {
    /// The known orders, in base-7 order.
    pub(super) fn orders(&self) -> Vec<Vec<Piece>> {
        let last = &self.levels[self.pieces];
        (0..7u32.pow(self.pieces as u32))
            .filter(|&index| last[index as usize / 64] >> (index % 64) & 1 == 1)
            .map(|index| {
                (0..self.pieces as u32)
                    .rev()
                    .map(|digit| Piece::ALL[(index / 7u32.pow(digit) % 7) as usize])
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::ClearOrders;
    use crate::Piece::{self, I, O};
    use crate::play::{Drop, Field, Kicks, Rules};
    use crate::setups::PerfectClear;
    use crate::setups::pc::definition;

    /// Two I lying on each other and three O beside them clear two lines
    /// in any order: each I rests on the floor or on the other, each O on
    /// the floor, and the row the first I completes clears under the
    /// second. So one clear teaches all 5!/(2! 3!) = 10 orders of its
    /// pieces, and they are what the definition says clears.
    #[test]
    fn one_clear_teaches_every_order_of_its_pieces() {
        let goal =
            PerfectClear::new(&Field::from_text("__________\n__________", 24).unwrap(), 2).unwrap();
        let srs = Kicks::srs();
        let rules = Rules::new(&srs, Drop::Soft);
        let made = definition::solve(&goal, &[I, O, I, O, O], false, &rules)
            .unwrap()
            .unwrap();
        let mut orders = ClearOrders::new(5).unwrap();
        orders.learn(goal.start(), &made, &|stack, piece| {
            stack.moves(piece, &rules).into()
        });
        let expected: Vec<Vec<Piece>> = (0..32u32)
            .filter(|bits| bits.count_ones() == 2)
            .map(|bits| {
                (0..5)
                    .rev()
                    .map(|at| if bits >> at & 1 == 1 { I } else { O })
                    .collect()
            })
            .filter(|order: &Vec<Piece>| {
                definition::solve(&goal, order, false, &rules)
                    .unwrap()
                    .is_some()
            })
            .rev()
            .collect();
        assert_eq!(expected.len(), 10);
        assert_eq!(orders.orders(), expected);
        assert_eq!(orders.known(), 10);
        // Each known order deals itself, and with hold a queue that keeps
        // an O back deals one; a queue of three I deals none.
        assert!(orders.deals(&[O, I, I, O, O], false));
        assert!(orders.deals(&[O, I, O, I, O, I], true));
        assert!(!orders.deals(&[I, I, I, O, O], true));
    }
}
