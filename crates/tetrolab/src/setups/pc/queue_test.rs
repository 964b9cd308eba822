//! A perfect clear searched one queue at a time, over the [`PcGraph`] or
//! by the [`PcSolver`]: depth first, the first way found ends the search.
//! The odds walk can use it instead of a frontier (every state the
//! pieces allow, carried at once) through [`QueueTest`]; which is faster
//! depends on how many queues the randomizer deals and how soon they
//! clear (BENCHMARKS.md measures both). For a goal too large to map
//! (the first perfect clear of a game) it is the only walk that fits in
//! memory: it holds one queue a piece.

use rustc_hash::FxHashSet;

use super::graph::PcGraph;
use super::solver::PcSolver;
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
        let mut failed = FxHashSet::default();
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
        failed: &mut FxHashSet<u64>,
    ) -> bool {
        if Some(node) == self.clear_node() {
            return true;
        }
        // Node, held piece (0 for none) and pieces read (at most 62: a
        // goal's 240 cells over 4, one more with hold, and one past the
        // end), each in its own bits.
        let held_code = held.map_or(0, |h| h.index() as u64 + 1);
        let state = u64::from(node) << 12 | held_code << 8 | read as u64;
        if failed.contains(&state) {
            return false;
        }
        let place = |piece: Piece, held: Option<Piece>, failed: &mut FxHashSet<u64>| {
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
            failed.insert(state);
        }
        found
    }
}

/// Whatever answers a perfect clear for a whole queue: the graph
/// ([`PcGraph::finds`]) or the solver ([`PcSolver::clears`]).
pub trait QueueSearch {
    /// Whether `queue` clears the goal.
    fn clears_queue(&self, queue: &[Piece]) -> bool;
    /// Whether `queue` is known to clear the goal without a long search:
    /// `true` only if it clears, `false` if it does not or if finding out
    /// would take one (by default, the whole answer).
    fn clears_at_once(&self, queue: &[Piece]) -> bool {
        self.clears_queue(queue)
    }
    /// How many pieces decide: the goal's pieces, one more with hold.
    fn length(&self) -> usize;
    /// Whether hold is used.
    fn hold(&self) -> bool;
}

impl QueueSearch for PcGraph {
    fn clears_queue(&self, queue: &[Piece]) -> bool {
        self.finds(queue)
    }
    fn length(&self) -> usize {
        PcGraph::length(self)
    }
    fn hold(&self) -> bool {
        PcGraph::hold(self)
    }
}

impl QueueSearch for PcSolver<'_> {
    fn clears_queue(&self, queue: &[Piece]) -> bool {
        self.clears(queue)
    }
    fn clears_at_once(&self, queue: &[Piece]) -> bool {
        self.deals_known_order(queue)
    }
    fn length(&self) -> usize {
        PcSolver::length(self)
    }
    fn hold(&self) -> bool {
        PcSolver::hold(self)
    }
}

/// A perfect clear as a test of the next pieces that keeps the queue
/// read so far and, once the goal's pieces are read, asks its
/// [`QueueSearch`]: the same verdicts as the graph's and the solver's own
/// [`PieceTest`]s, which carry every state the pieces allow instead.
/// The walk then carries one state per queue (no two queues share one)
/// and searches each queue once its goal's pieces are read: its cost
/// grows with the number of queues the randomizer deals (a 7-bag from a
/// game's start: 4,233,600 queues of 11 pieces), not with the number of
/// stacks the pieces allow at once.
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
pub struct QueueTest<'g, S: QueueSearch> {
    search: &'g S,
}

impl<'g, S: QueueSearch> QueueTest<'g, S> {
    /// The most pieces a queue it keeps may hold.
    pub const MAX_LENGTH: usize = 15;

    /// The test over `graph` (or solver), or `None` when its queues are
    /// longer than [`QueueTest::MAX_LENGTH`].
    pub fn new(search: &'g S) -> Option<QueueTest<'g, S>> {
        (search.length() <= Self::MAX_LENGTH).then_some(QueueTest { search })
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
impl<S: QueueSearch> PieceTest for QueueTest<'_, S> {
    type State = u64;

    fn start(&self) -> u64 {
        0
    }

    fn step(&self, state: &u64, piece: Piece) -> Verdict<u64> {
        let count = state >> 60;
        let queue =
            (state & !(0xF << 60)) | (piece.index() as u64) << (4 * count) | (count + 1) << 60;
        let read = count as usize + 1;
        // With hold, a queue of the goal's pieces that clears still clears
        // whatever comes next, so it passes early when that is known at
        // once; proving it does not could take far longer than the last
        // piece's searches (a 14-bag's queue of 10 took minutes), and the
        // last piece decides the rest.
        let pieces = self.search.length() - usize::from(self.search.hold());
        let length = self.search.length();
        let queue_read = || Self::pieces(queue);
        if read >= length {
            if self.search.clears_queue(&queue_read()) {
                Verdict::Pass
            } else {
                Verdict::Fail
            }
        } else if read >= pieces && self.search.clears_at_once(&queue_read()) {
            Verdict::Pass
        } else {
            Verdict::Open(queue)
        }
    }

    fn length(&self) -> usize {
        self.search.length()
    }

    fn passes(&self, state: &u64) -> bool {
        self.search.clears_queue(&Self::pieces(*state))
    }
}
