//! A perfect clear's odds one queue at a time: for goals whose graph is
//! large (the first perfect clear of a game), where most queues clear and
//! one way found is enough, a depth-first search per queue over the
//! [`PcGraph`] beats carrying every state the pieces allow.

use std::collections::HashSet;

use super::graph::PcGraph;
use crate::Piece;
use crate::analysis::exact::{PieceTest, Verdict};

impl PcGraph {
    /// Whether `queue` clears the goal, as [`PcGraph::clears`] says,
    /// searched depth first: the first way found ends the search, and each
    /// (stack, held piece, pieces read) found not to clear is not tried
    /// again.
    ///
    /// ```
    /// use tetrolab::Piece::*;
    /// use tetrolab::play::{Drop, Field, Kicks, Rules};
    /// use tetrolab::setups::{PcSolver, PerfectClear};
    /// use tetrolab::setups::pc::PcGraph;
    /// use tetrolab::work::Unwatched;
    /// let goal = PerfectClear::new(&Field::from_text("XXXXXX____\nXXXXXX____", 24)?, 2)?;
    /// let srs = Kicks::srs();
    /// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
    /// let graph = PcGraph::of(&solver, &Unwatched)?.expect("a small graph");
    /// assert!(graph.finds(&[T, O, O]));
    /// assert!(!graph.finds(&[T, O, I]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn finds(&self, queue: &[Piece]) -> bool {
        let Some(start) = self.start_node() else {
            return false;
        };
        let queue = &queue[..queue.len().min(self.length())];
        let mut failed = HashSet::new();
        self.search(start, None, queue, 0, &mut failed)
    }

    /// Whether the pieces from `queue[read..]`, with `held` in hold, clear
    /// the stack `node`, remembering in `failed` the states that do not.
    fn search(
        &self,
        node: u32,
        held: Option<Piece>,
        queue: &[Piece],
        read: usize,
        failed: &mut HashSet<(u32, Option<Piece>, usize)>,
    ) -> bool {
        if Some(node) == self.clear_node() {
            return true;
        }
        if failed.contains(&(node, held, read)) {
            return false;
        }
        let place = |piece: Piece, held: Option<Piece>, failed: &mut HashSet<_>| {
            self.edges(node, piece)
                .iter()
                .any(|&to| self.search(to, held, queue, read + 1, failed))
        };
        let found = match (queue.get(read), held) {
            // The queue is read: only the held piece can still be placed
            // (read + 1 then passes the queue's end, where nothing else is).
            (None, Some(h)) => place(h, None, failed),
            (None, None) => false,
            (Some(&next), _) if place(next, held, failed) => true,
            (Some(_), _) if !self.hold() => false,
            (Some(&next), None) => self.search(node, Some(next), queue, read + 1, failed),
            (Some(&next), Some(h)) => place(h, Some(next), failed),
        };
        if !found {
            failed.insert((node, held, read));
        }
        found
    }
}

/// A perfect clear as a test of the next pieces that keeps the queue
/// read so far and, once the goal's pieces are read, asks
/// [`PcGraph::finds`]: the same verdicts as the graph's own
/// [`PieceTest`], which carries every state the pieces allow instead.
/// The walk then carries one state per queue (no two queues share one),
/// so this suits the randomizers that deal few distinct queues (a 7-bag
/// from a game's start: 4,233,600 queues of 11 pieces).
///
/// ```
/// use tetrolab::analysis::exact::{Model, Position};
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::{PcSolver, PerfectClear};
/// use tetrolab::setups::pc::{PcGraph, QueueTest};
/// use tetrolab::work::Unwatched;
/// // Only an I clears the line; with hold, an I among a 7-bag's first two pieces does.
/// let goal = PerfectClear::new(&Field::from_text("XXXXXX____", 24)?, 1)?;
/// let srs = Kicks::srs();
/// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
/// let graph = PcGraph::of(&solver, &Unwatched)?.expect("a small graph");
/// let test = QueueTest::new(&graph).expect("2 pieces fit");
/// let bag = Model::of(&"7-bag".parse()?, 100_000, &Unwatched)?;
/// let odds = bag.odds(Position::Game { seen: &[] }, &test, &Unwatched)?;
/// assert_eq!(odds.fraction.as_deref(), Some("2/7"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct QueueTest<'g> {
    graph: &'g PcGraph,
}

impl<'g> QueueTest<'g> {
    /// The most pieces a queue it keeps may hold.
    pub const MAX_LENGTH: usize = 15;

    /// The test over `graph`, or `None` when its queues are longer than
    /// [`QueueTest::MAX_LENGTH`].
    pub fn new(graph: &'g PcGraph) -> Option<QueueTest<'g>> {
        (graph.length() <= Self::MAX_LENGTH).then_some(QueueTest { graph })
    }

    /// The pieces of a packed queue.
    fn pieces(queue: u64) -> Vec<Piece> {
        let count = (queue >> 60) as usize;
        (0..count)
            .map(|at| Piece::ALL[(queue >> (4 * at) & 0xF) as usize])
            .collect()
    }
}

/// The state is the queue read so far, 4 bits a piece, with its length in
/// the top 4 bits.
impl PieceTest for QueueTest<'_> {
    type State = u64;

    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: &u64, piece: Piece) -> Verdict<u64> {
        let count = state >> 60;
        let queue = (state & !(0xF << 60))
            | (piece.index() as u64) << (4 * count)
            | (count + 1) << 60;
        let read = count as usize + 1;
        // With hold, a queue of the goal's pieces that clears still clears
        // whatever comes next; the last piece decides the rest.
        let pieces = self.graph.length() - usize::from(self.graph.hold());
        if read >= pieces && self.graph.finds(&QueueTest::pieces(queue)) {
            Verdict::Pass
        } else if read >= self.graph.length() {
            Verdict::Fail
        } else {
            Verdict::Open(queue)
        }
    }

    fn length(&self) -> usize {
        self.graph.length()
    }

    fn passes(&self, state: &u64) -> bool {
        self.graph.finds(&QueueTest::pieces(*state))
    }
}
