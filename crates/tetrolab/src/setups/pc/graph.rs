//! Every stack a perfect clear can pass through, mapped once: the engine
//! for a randomizer's exact odds of a perfect clear that needs many pieces
//! (the first one of a game: 10 pieces on an empty field).

use std::collections::HashMap;

use rustc_hash::FxHashMap;

use super::solver::PcSolver;
use super::stack::{PackedStack, Stack};
use super::tiling::Tiler;
use crate::Piece;
use crate::analysis::exact::{PieceTest, Verdict};
use crate::play::Rules;
use crate::work::{Stopped, Watch};

/// The graph of a perfect clear: its nodes are the stacks that some
/// pieces make from the goal's start and that some pieces can still
/// clear; its edges are a piece's placements. [`PcGraph::step`] walks it
/// the way [`PcSolver::step`](super::PcSolver::step) walks the stacks
/// (every state the pieces read so far allow, at once) and answers the
/// same: equal to [`definition::solve`](super::definition::solve) for
/// each queue (a test holds them equal on random small goals and queues,
/// under every drop, and holds the odds equal to [`PcSolver`](super::PcSolver)'s).
///
/// It is faster because the whole graph is built once, before any piece
/// is read, and the stacks that no pieces can clear are left out of it:
/// the states the walk carries are only ones that can still clear, each a
/// number, so that the walk's layers stay small and compare quickly. A
/// goal with too many stacks ([`PcGraph::MAX_STACKS`]) has no graph; the
/// solver answers it stack by stack.
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::{PcSolver, PerfectClear};
/// use tetrolab::setups::pc::PcGraph;
/// use tetrolab::work::Unwatched;
/// // Two lines with a hole 4 wide: two I or two O fill it.
/// let goal = PerfectClear::new(&Field::from_text("XXXXXX____\nXXXXXX____", 24)?, 2)?;
/// let srs = Kicks::srs();
/// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
/// let graph = PcGraph::of(&solver, &Unwatched)?.expect("a small graph");
/// assert!(graph.clears(&[T, O, O]), "the T goes to hold");
/// assert!(!graph.clears(&[T, O, I]));
/// // At least the start, a stack with one piece in, and the clear one.
/// assert!(graph.stacks() >= 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct PcGraph {
    hold: bool,
    length: usize,
    /// The start's node, `None` when no pieces clear the goal.
    start: Option<u32>,
    /// The clear stack's node, if the graph reaches it.
    clear: Option<u32>,
    /// The edges of node `n` under piece `p` are
    /// `targets[starts[7n + p] as usize..starts[7n + p + 1] as usize]`.
    starts: Vec<u32>,
    targets: Vec<u32>,
}

/// The walk's state: every (node, held piece) the pieces read so far
/// allow, each as `node * 8 + held` (0 for an empty hold, else the
/// piece's index + 1), sorted and each once.
pub type GraphFrontier = Box<[u32]>;

impl PcGraph {
    /// The most stacks (those that can clear and those that cannot) the
    /// graph is built from before it gives up (a stack of up to 6 lines
    /// is one 8-byte key while it is built, and a node's edges take
    /// about as much again). A perfect clear of 6 or 7 pieces maps in far
    /// fewer; the first one of a game (10 pieces on an empty field) was
    /// not mapped after 7 minutes of CPU and 2.5 GB (BENCHMARKS.md), and
    /// its odds are walked one sequence at a time instead.
    pub const MAX_STACKS: usize = 1_000_000;

    /// The graph of `solver`'s goal under its rules, with hold or without
    /// as it is, or `None` when it would pass through more than
    /// [`PcGraph::MAX_STACKS`] stacks. Tells `watch` of the stacks mapped.
    ///
    /// # Errors
    /// [`Stopped`] when `watch` asks.
    pub fn of(solver: &PcSolver<'_>, watch: &dyn Watch) -> Result<Option<PcGraph>, Stopped> {
        // Counted against the most stacks mapped: the bar fills only when
        // the graph gives up.
        watch.begin(
            "mapping the perfect clear's stacks",
            PcGraph::MAX_STACKS as u64,
        );
        let mut builder = Builder {
            rules: *solver.rules(),
            seen: Seen::default(),
            starts: vec![0],
            targets: Vec::new(),
            clear: None,
            tiler: Tiler::new(),
            watch,
        };
        let start = match builder.visit(solver.goal().start()) {
            Ok(start) => start,
            Err(Stop::TooMany) => return Ok(None),
            Err(Stop::Stopped) => return Err(Stopped),
        };
        Ok(Some(PcGraph {
            hold: solver.hold(),
            length: solver.length(),
            start,
            clear: builder.clear,
            starts: builder.starts,
            targets: builder.targets,
        }))
    }

    /// How many stacks the graph holds: those the pieces can make and
    /// still clear.
    pub fn stacks(&self) -> usize {
        self.starts.len() / 7
    }

    /// Whether hold is used.
    pub fn hold(&self) -> bool {
        self.hold
    }

    /// How many pieces are read: the goal's pieces, one more with hold.
    pub fn length(&self) -> usize {
        self.length
    }

    /// The start's node, `None` when no pieces clear the goal.
    pub(super) fn start_node(&self) -> Option<u32> {
        self.start
    }

    /// The clear stack's node, if the graph reaches it.
    pub(super) fn clear_node(&self) -> Option<u32> {
        self.clear
    }

    /// The nodes `piece` leads to from `node`.
    pub(super) fn edges(&self, node: u32, piece: Piece) -> &[u32] {
        let at = node as usize * 7 + piece.index();
        &self.targets[self.starts[at] as usize..self.starts[at + 1] as usize]
    }

    /// Before any piece: the start with an empty hold (nothing, when no
    /// pieces clear the goal).
    pub fn start(&self) -> GraphFrontier {
        self.start.map(|node| node * 8).into_iter().collect()
    }

    /// The states after `piece` is drawn, from every state in `frontier`:
    /// the piece placed where it may go, or (with hold) swapped with the
    /// held piece, which is placed where it may go unless hold was empty.
    /// A clear state stays as it is.
    pub fn step(&self, frontier: &[u32], piece: Piece) -> GraphFrontier {
        let mut states = Vec::new();
        let code = piece.index() as u32 + 1;
        for &state in frontier {
            let (node, held) = (state / 8, state % 8);
            if Some(node) == self.clear {
                states.push(state);
                continue;
            }
            states.extend(self.edges(node, piece).iter().map(|&to| to * 8 + held));
            if self.hold {
                match held {
                    0 => states.push(node * 8 + code),
                    h => {
                        let held = Piece::ALL[h as usize - 1];
                        states.extend(self.edges(node, held).iter().map(|&to| to * 8 + code));
                    }
                }
            }
        }
        states.sort_unstable();
        states.dedup();
        states.into_boxed_slice()
    }

    /// Whether some state in `frontier` is clear, or (with hold) clears
    /// with the held piece — the next piece, whatever it is, swaps it out.
    pub fn is_clear(&self, frontier: &[u32]) -> bool {
        let Some(clear) = self.clear else {
            return false;
        };
        frontier.iter().any(|&state| {
            let (node, held) = (state / 8, state % 8);
            node == clear
                || (held > 0
                    && self
                        .edges(node, Piece::ALL[held as usize - 1])
                        .contains(&clear))
        })
    }

    /// Whether the queue clears the goal (pieces past the goal's pieces,
    /// one more with hold, do not matter): the queue stepped through.
    pub fn clears(&self, queue: &[Piece]) -> bool {
        let mut frontier = self.start();
        for &piece in queue.iter().take(self.length) {
            if self.is_clear(&frontier) {
                return true;
            }
            frontier = self.step(&frontier, piece);
        }
        self.is_clear(&frontier)
    }
}

/// The graph as a test of the next pieces, for
/// [`Model::odds`](crate::analysis::exact::Model::odds): it passes once
/// a state is clear (or, with hold, clears with the held piece), and
/// fails once no state is left.
impl PieceTest for PcGraph {
    type State = GraphFrontier;

    fn start(&self) -> GraphFrontier {
        PcGraph::start(self)
    }

    fn step(&self, state: &GraphFrontier, piece: Piece) -> Verdict<GraphFrontier> {
        let next = PcGraph::step(self, state, piece);
        let (passed, dead) = (self.is_clear(&next), next.is_empty());
        Verdict::after(next, passed, dead)
    }

    fn length(&self) -> usize {
        self.length
    }

    fn passes(&self, state: &GraphFrontier) -> bool {
        self.is_clear(state)
    }

    fn heap_bytes(&self, state: &GraphFrontier) -> usize {
        size_of_val::<[u32]>(state)
    }
}

/// Why a build stopped.
enum Stop {
    TooMany,
    Stopped,
}

/// Each stack met while the graph is built, and its node if it can clear
/// ([`NO_NODE`] if not). Stacks of a few lines, nearly all of a first
/// perfect clear's millions, are kept as one number each.
#[derive(Default)]
struct Seen {
    low: FxHashMap<u64, u32>,
    tall: HashMap<Stack, u32>,
}

/// A stack that no pieces clear.
const NO_NODE: u32 = u32::MAX;

impl Seen {
    fn get(&self, stack: &Stack) -> Option<Option<u32>> {
        let node = match PackedStack::of(stack) {
            Some(packed) => self.low.get(&packed.0),
            None => self.tall.get(stack),
        };
        node.map(|&node| (node != NO_NODE).then_some(node))
    }

    fn insert(&mut self, stack: Stack, node: Option<u32>) {
        let node = node.unwrap_or(NO_NODE);
        match PackedStack::of(&stack) {
            Some(packed) => self.low.insert(packed.0, node),
            None => self.tall.insert(stack, node),
        };
    }

    fn len(&self) -> usize {
        self.low.len() + self.tall.len()
    }
}

/// The graph while it is built: nodes are numbered as they are found to
/// clear, each after every node it leads to.
struct Builder<'r, 'w> {
    rules: Rules<'r>,
    /// Each stack met, and its node if it can clear.
    seen: Seen,
    starts: Vec<u32>,
    targets: Vec<u32>,
    clear: Option<u32>,
    /// Leaves out the stacks whose empty cells cannot be cut into pieces.
    tiler: Tiler,
    watch: &'w dyn Watch,
}

/// Stacks mapped between two looks at the watch.
const STACKS_PER_LOOK: usize = 1024;

impl Builder<'_, '_> {
    /// The node of `stack`, or `None` when no pieces clear it: every piece's
    /// placements followed first (depth first: a stack is at most the
    /// goal's pieces deep).
    fn visit(&mut self, stack: Stack) -> Result<Option<u32>, Stop> {
        if let Some(node) = self.seen.get(&stack) {
            return Ok(node);
        }
        if !self.tiler.fills(&stack) {
            self.seen.insert(stack, None);
            return Ok(None);
        }
        if self.seen.len() >= PcGraph::MAX_STACKS {
            return Err(Stop::TooMany);
        }
        if self.seen.len().is_multiple_of(STACKS_PER_LOOK) {
            self.watch.add(STACKS_PER_LOOK as u64);
            if self.watch.stopped() {
                return Err(Stop::Stopped);
            }
        }
        let mut edges: [Vec<u32>; 7] = Default::default();
        for piece in Piece::ALL {
            for (_, to) in stack.moves(piece, &self.rules) {
                if let Some(node) = self.visit(to)? {
                    edges[piece.index()].push(node);
                }
            }
            edges[piece.index()].sort_unstable();
            edges[piece.index()].dedup();
        }
        let node = if stack.is_clear() || edges.iter().any(|e| !e.is_empty()) {
            let node = (self.starts.len() / 7) as u32;
            for edge in edges {
                self.targets.extend(edge);
                self.starts.push(self.targets.len() as u32);
            }
            if stack.is_clear() {
                self.clear = Some(node);
            }
            Some(node)
        } else {
            None
        };
        self.seen.insert(stack, node);
        Ok(node)
    }
}
