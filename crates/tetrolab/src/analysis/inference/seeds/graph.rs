//! The draws that deal some pieces from a game's start, as a graph a
//! search walks state by state.
//!
//! A node is one draw: its bound, and for each value the node the next
//! draw is read at, or [`FAIL`] (the value deals a wrong piece). Paths
//! from the root are the draw sequences that deal the pieces, in stages
//! (a batch, or a piece); a search computes each draw from its state and
//! follows the edge, so most states stop after a draw or two. The ways
//! through a stage all lead to one node, its end, so the graph stays small
//! where a tree of every path would not; a stage end no stage leaves ends
//! the graph: a state reaching it has dealt every piece the graph checks.

/// An edge to no node: the value deals a wrong piece.
pub(super) const FAIL: u32 = u32::MAX;

/// One draw of a path: its bound and its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Step {
    /// The draw's bound (its values are `0..bound`).
    pub bound: u8,
    /// The value drawn.
    pub value: u8,
}

/// The draw sequences that deal some pieces, as a graph (see the module
/// doc).
#[derive(Debug, Clone)]
pub(super) struct DrawGraph {
    /// Each node's bound (0 while no path has reached it).
    bounds: Vec<u8>,
    /// Each node's first edge in `edges`.
    first: Vec<u32>,
    /// Each node's edges, one per value: a node or [`FAIL`].
    edges: Vec<u32>,
    /// For each node, the most pieces a state whose draw fails there can
    /// have dealt; `None` for the first stage's nodes, which a search does
    /// not report.
    at_most: Vec<Option<u32>>,
    /// For each stage end, the pieces a state reaching it has dealt; `None`
    /// for other nodes (paths of a later stage may not run through an end).
    reached: Vec<Option<u32>>,
    /// The most pieces a state the first stage stops can have dealt.
    floor: u32,
}

impl DrawGraph {
    /// A graph with only its root, which no path leaves yet.
    pub(super) fn new() -> DrawGraph {
        let mut graph = DrawGraph {
            bounds: Vec::new(),
            first: Vec::new(),
            edges: Vec::new(),
            at_most: Vec::new(),
            reached: Vec::new(),
            floor: 0,
        };
        graph.node(None);
        graph
    }

    /// The root: where a game's first draw is read.
    pub(super) const ROOT: u32 = 0;

    /// A new node that ends a stage, where a state has dealt `reached`
    /// pieces: later stages start from it.
    pub(super) fn stage_end(&mut self, reached: usize) -> u32 {
        let node = self.node(None);
        self.reached[node as usize] = Some(reached as u32);
        node
    }

    fn node(&mut self, at_most: Option<u32>) -> u32 {
        self.bounds.push(0);
        self.first.push(0);
        self.at_most.push(at_most);
        self.reached.push(None);
        (self.bounds.len() - 1) as u32
    }

    /// Adds the paths `ways` from `from` (the root or a stage's end) to the
    /// stage end `to`: one stage. A state failing in it has dealt at most
    /// `at_most` pieces (`None` in the first stage, whose states a search
    /// does not report: see [`first_stage_deals`](DrawGraph::first_stage_deals)).
    ///
    /// # Panics
    /// Two ways disagree on a draw's bound, one way is a prefix of another,
    /// or a way would run through another stage's end: ways made from a
    /// definition never do.
    pub(super) fn add_stage(
        &mut self,
        from: u32,
        ways: &[Vec<Step>],
        to: u32,
        at_most: Option<u32>,
    ) {
        // A draw failing at `from` fails in this stage.
        self.at_most[from as usize] = at_most;
        for way in ways {
            let mut node = from;
            for (k, step) in way.iter().enumerate() {
                let edge = self.edge_slot(node, step);
                let last = k + 1 == way.len();
                let next = self.edges[edge];
                if last {
                    assert!(next == FAIL || next == to, "a way is a prefix of another");
                    self.edges[edge] = to;
                } else if next == FAIL {
                    let made = self.node(at_most);
                    self.edges[edge] = made;
                    node = made;
                } else {
                    assert!(
                        self.reached[next as usize].is_none(),
                        "a way runs through a stage's end"
                    );
                    node = next;
                }
            }
        }
    }

    /// The index in `edges` of `node`'s edge for `step`, giving the node
    /// its bound (and edges) on the first path through it.
    fn edge_slot(&mut self, node: u32, step: &Step) -> usize {
        let n = node as usize;
        if self.bounds[n] == 0 {
            self.bounds[n] = step.bound;
            self.first[n] = self.edges.len() as u32;
            self.edges
                .extend(std::iter::repeat_n(FAIL, usize::from(step.bound)));
        }
        assert_eq!(self.bounds[n], step.bound, "ways disagree on a bound");
        self.first[n] as usize + usize::from(step.value)
    }

    /// `node`'s bound: 0 for a stage end no stage leaves, the graph's end.
    #[inline(always)]
    pub(super) fn bound(&self, node: u32) -> u32 {
        u32::from(self.bounds[node as usize])
    }

    /// Where `node`'s draw of `value` leads.
    #[inline(always)]
    pub(super) fn next(&self, node: u32, value: u32) -> u32 {
        self.edges[self.first[node as usize] as usize + value as usize]
    }

    /// The most pieces a state whose draw fails at `node` can have dealt,
    /// `None` in the first stage.
    #[inline(always)]
    pub(super) fn at_most(&self, node: u32) -> Option<u32> {
        self.at_most[node as usize]
    }

    /// The pieces a state reaching the stage end `node` has dealt.
    #[inline(always)]
    pub(super) fn reached(&self, node: u32) -> Option<u32> {
        self.reached[node as usize]
    }

    /// The values of `node`'s draw that lead somewhere, with where.
    pub(super) fn children(&self, node: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.bound(node))
            .map(move |value| (value, self.next(node, value)))
            .filter(|&(_, next)| next != FAIL)
    }

    /// Says that the first stage deals `pieces` pieces (however the first
    /// batch was made): a state it stops deals fewer, and the graph's floor
    /// rises to one less.
    pub(super) fn first_stage_deals(&mut self, pieces: usize) {
        self.floor = self.floor.max(pieces.saturating_sub(1) as u32);
    }

    /// The most pieces a state the first stage stops (which a search does
    /// not report) can have dealt.
    pub(super) fn floor(&self) -> u32 {
        self.floor
    }
}
