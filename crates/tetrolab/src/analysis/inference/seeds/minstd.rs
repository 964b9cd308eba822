//! MINSTD's states walked through a [`DrawGraph`]: only the states whose
//! first two draws fit are visited.
//!
//! A game's first draw is read from its first state `t`, the second from
//! `16807 · t mod m`. Each value of a draw holds on one interval of
//! states, and as `t` runs through an interval the second state climbs by
//! 16807 at a time, wrapping about every 127,773 states; so the states
//! whose first two draws take given values are a few thousand intervals
//! of `t`, one per wrap. Only those are walked. Where the third draw is
//! still in the first stage (whose failures are not reported), only the
//! states of an interval whose third draw fits are walked too: runs of
//! every 38th state ([`runs`](super::runs)). Each state's later draws
//! follow the graph from the node its draws lead to (the next state kept
//! by one addition per state), most ending at the first draw that fits no
//! path.
//!
//! It equals trying every state with the randomizer's definition until
//! its first wrong piece (`every_state`, tested equal on ranges of
//! states), reporting the same states that deal the pieces.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use super::graph::{DrawGraph, FAIL};
use super::runs::{Run, Strided};
use crate::rng::Minstd;

/// What a state's walk through the graph found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reach {
    /// The state deals exactly this many of the pieces (their first
    /// `k`; all of them when `k` is their number).
    Dealt(usize),
    /// The state deals at most this many: dealing from it tells how many.
    AtMost(usize),
}

/// The states of a MINSTD search: intervals of first states, each with
/// the node its third draw is read at.
#[derive(Debug)]
pub(super) struct Walk<'g> {
    graph: &'g DrawGraph,
    /// How many pieces were given.
    pieces: usize,
    /// `16807^-1 mod m`: the seed (the state before the first) from it.
    back: u64,
    /// The intervals of first states whose first two draws fit, each with
    /// the node the third draw is read at.
    intervals: Vec<(Range<u64>, u32)>,
    /// How the third draw's state moves along a stride of first states.
    third: Strided,
    /// For the nodes the walk reads from (third draws, or fourth draws
    /// where the third is folded into runs), the draws read at once (see
    /// [`Block`]), where the graph allows. Each is a node inside the first
    /// stage, which lies at one depth (the stage's ways form a tree), so
    /// the node names its block.
    blocks: HashMap<u32, Block>,
}

impl<'g> Walk<'g> {
    /// A walk through `graph`, which checks some of `pieces` pieces.
    pub(super) fn new(graph: &'g DrawGraph, pieces: usize) -> Walk<'g> {
        let intervals = first_two_draws(graph);
        let third = Strided::new(2);
        let starts: HashSet<(u32, i64, u64)> = intervals
            .iter()
            .flat_map(|&(_, node)| {
                let folded = folds(graph, node);
                let thirds = (!folded).then_some((node, 2, 1));
                let fourths = graph
                    .children(node)
                    .filter(move |_| folded)
                    .map(move |(_, next)| (next, 3, third.stride()));
                thirds.into_iter().chain(fourths)
            })
            .collect();
        let blocks = starts
            .into_iter()
            .filter_map(|(node, depth, stride)| {
                Some((node, Block::new(graph, node, depth, stride)?))
            })
            .collect();
        Walk {
            graph,
            pieces,
            back: Minstd::step_multiplier(-1),
            intervals,
            third,
            blocks,
        }
    }

    /// The intervals of first states whose first two draws fit the graph,
    /// each with the node the next draw is read at (or a graph end).
    pub(super) fn intervals(&self) -> &[(Range<u64>, u32)] {
        &self.intervals
    }

    /// Walks the first states `states`, whose third draw is read at
    /// `node`, telling `found` of each state the graph's first stage lets
    /// pass (as its seed, the state before) and how far it reaches.
    #[inline]
    pub(super) fn walk(&self, states: Range<u64>, node: u32, mut found: impl FnMut(u64, Reach)) {
        let graph = self.graph;
        if !folds(graph, node) {
            self.walk_run(Run::consecutive(states), node, 2, &mut found);
            return;
        }
        let bound = graph.bound(node);
        for (value, next) in graph.children(node) {
            let drawing = Minstd::states_drawing(value, bound);
            for run in self.third.runs(&states, &drawing) {
                self.walk_run(run, next, 3, &mut found);
            }
        }
    }

    /// Walks the first states of `run`, whose draw `depth` steps on is
    /// read at `node`, as [`Walk::walk`] does.
    #[inline]
    fn walk_run(&self, run: Run, node: u32, depth: i64, found: &mut impl FnMut(u64, Reach)) {
        let graph = self.graph;
        let seed_of = |t: u64| Minstd::times(self.back, t);
        if graph.bound(node) == 0 {
            let reach = self.end(node);
            for i in 0..run.len {
                found(seed_of(run.at(i)), reach);
            }
            return;
        }
        if let Some(block) = self.blocks.get(&node) {
            block.walk(run, |t, next, state| {
                if let Some(reach) = self.descend(next, state) {
                    found(seed_of(t), reach);
                }
            });
            return;
        }
        let ahead = Minstd::step_multiplier(depth);
        let gain = Minstd::times(ahead, run.stride);
        let mut state = Minstd::times(ahead, run.start);
        for i in 0..run.len {
            if let Some(reach) = self.descend(node, state) {
                found(seed_of(run.at(i)), reach);
            }
            state += gain;
            if state >= Minstd::MODULUS {
                state -= Minstd::MODULUS;
            }
        }
    }

    /// Follows the graph from `node` with its draw read from state `t`:
    /// how far the state reaches, if past the first stage.
    #[inline(always)]
    fn descend(&self, mut node: u32, mut t: u64) -> Option<Reach> {
        let graph = self.graph;
        loop {
            let bound = graph.bound(node);
            if bound == 0 {
                return Some(self.end(node));
            }
            let next = graph.next(node, Minstd::draw_of(t, bound));
            if next == FAIL {
                return graph.at_most(node).map(|k| Reach::AtMost(k as usize));
            }
            node = next;
            t = Minstd::times(16_807, t);
        }
    }

    /// The reach of a state at the graph end `node`: every piece dealt
    /// when the graph checks them all, else at most all.
    fn end(&self, node: u32) -> Reach {
        let reached = self
            .graph
            .reached(node)
            .expect("a graph end is a stage end") as usize;
        if reached >= self.pieces {
            Reach::Dealt(self.pieces)
        } else {
            Reach::AtMost(self.pieces)
        }
    }
}

/// Whether the third draw, read at `node`, is folded into the walk's runs:
/// it is a draw of the first stage, whose failures are not reported.
fn folds(graph: &DrawGraph, node: u32) -> bool {
    graph.bound(node) != 0 && graph.at_most(node).is_none() && graph.reached(node).is_none()
}

/// The intervals of first states whose first two draws fit `graph`, each
/// with the node the third draw is read at (or a graph end).
fn first_two_draws(graph: &DrawGraph) -> Vec<(Range<u64>, u32)> {
    let root = DrawGraph::ROOT;
    let mut found = Vec::new();
    for (first, after_one) in graph.children(root) {
        let states = Minstd::states_drawing(first, graph.bound(root));
        if graph.bound(after_one) == 0 {
            found.push((states, after_one));
            continue;
        }
        for (second, after_two) in graph.children(after_one) {
            let seconds = Minstd::states_drawing(second, graph.bound(after_one));
            found.extend(states_with_second(&states, &seconds).map(|range| (range, after_two)));
        }
    }
    found
}

/// Several draws after a node read at once, for [`LANES`] states side by
/// side (each a run's state a stride after the last): each draw
/// `floor(nextFloat() · n)` is the count of the `n − 1`
/// steps of its state it reaches (as `Minstd::word_below_const` counts
/// them), the draws together (in mixed radix, the first draw the most
/// significant) the index of a table of where they lead. No
/// branch depends on a draw, so the compiler keeps the lanes in vector
/// registers; a state leaves the block only where the table says its
/// draws fit a path, and follows the graph from there.
///
/// It equals following the graph draw by draw from the node (the walk's
/// test compares both with the definition).
#[derive(Debug)]
struct Block {
    /// Per draw: `16807^k mod m`, its state from the first (`k` ≥ 2).
    ahead: Vec<u32>,
    /// Per draw: its bound.
    bounds: Vec<u32>,
    /// Per index: the node after the draws, or [`FAIL`].
    table: Vec<u32>,
    /// The stride of the runs walked: each lane's first state is this
    /// much after the last lane's.
    stride: u64,
    /// Per draw and lane: how far the lane's state lies ahead of the first
    /// lane's (`16807^k · stride · lane mod m`).
    offsets: Vec<[u32; LANES]>,
    /// Per draw: what its state gains from one group of lanes to the next
    /// (`16807^k · stride · LANES mod m`), less m, to be added back when
    /// negative.
    gains: Vec<i32>,
}

/// States read side by side.
const LANES: usize = 8;

/// The most steps a block's draws may count, in all: a few dozen vector
/// compares for eight states.
const BLOCK_STEPS: u32 = 20;

/// The largest bound a block reads (a 14-bag's first draw).
const MAX_BLOCK_BOUND: u32 = 14;

/// The most entries a block's table may have (its `u32`s stay in the
/// first-level cache).
const BLOCK_TABLE: u32 = 4096;

impl Block {
    /// The block of draws from `node`, read `depth` steps after a run's
    /// first states (2 for the third draw on) in runs of `stride`, where
    /// at least two draws have one bound at each depth, every path through
    /// them lies in the first stage (whose failures are not reported), and
    /// the table stays small.
    fn new(graph: &DrawGraph, node: u32, depth: i64, stride: u64) -> Option<Block> {
        let mut bounds: Vec<u32> = Vec::new();
        let mut level = vec![node];
        let (mut steps, mut size) = (0, 1);
        loop {
            let bound = graph.bound(level[0]);
            let uniform = level.iter().all(|&n| {
                graph.bound(n) == bound && graph.at_most(n).is_none() && graph.reached(n).is_none()
            });
            if !(2..=MAX_BLOCK_BOUND).contains(&bound)
                || !uniform
                || steps + bound - 1 > BLOCK_STEPS
                || size * bound > BLOCK_TABLE
            {
                break;
            }
            (steps, size) = (steps + bound - 1, size * bound);
            bounds.push(bound);
            level = level
                .iter()
                .flat_map(|&n| graph.children(n).map(|(_, next)| next))
                .collect::<HashSet<u32>>()
                .into_iter()
                .collect();
            if level.is_empty() {
                break;
            }
        }
        if bounds.len() < 2 {
            return None;
        }
        // What a draw's step adds to the index: the product of the bounds
        // after it (the first draw the most significant).
        let weights: Vec<u32> = (0..bounds.len())
            .map(|k| bounds[k + 1..].iter().product())
            .collect();
        // The table: each index's draws followed from `node`.
        let table = (0..size)
            .map(|index| {
                weights
                    .iter()
                    .zip(&bounds)
                    .try_fold(node, |at, (&weight, &bound)| {
                        let next = graph.next(at, index / weight % bound);
                        (next != FAIL).then_some(next)
                    })
                    .unwrap_or(FAIL)
            })
            .collect();
        let m = Minstd::MODULUS;
        let ahead: Vec<u32> = (0..bounds.len())
            .map(|k| Minstd::step_multiplier(depth + k as i64) as u32)
            .collect();
        let apart = |a: u32, lanes: u64| Minstd::times(u64::from(a), stride * lanes % m);
        let offsets = ahead
            .iter()
            .map(|&a| {
                std::array::from_fn(|lane| {
                    if lane == 0 {
                        0
                    } else {
                        apart(a, lane as u64) as u32
                    }
                })
            })
            .collect();
        let gains = ahead
            .iter()
            .map(|&a| apart(a, LANES as u64) as i32 - m as i32)
            .collect();
        Some(Block {
            ahead,
            bounds,
            table,
            stride,
            offsets,
            gains,
        })
    }

    /// The table's index for each lane's draws, each lane's states then
    /// moved on to the next group's (`gains`: `16807^k · LANES mod m`,
    /// less m). Kept out of line, so the compiler makes its lanes in
    /// vector registers.
    #[inline(never)]
    fn indices(&self, lanes: &mut [[i32; LANES]], gains: &[i32]) -> [i32; LANES] {
        let m = Minstd::MODULUS as i32;
        let mut index = [0i32; LANES];
        for ((state, &bound), &gain) in lanes.iter_mut().zip(&self.bounds).zip(gains) {
            add_draws(bound, state, &mut index);
            for t in state.iter_mut() {
                let next = *t + gain;
                *t = next + ((next >> 31) & m);
            }
        }
        index
    }

    /// Reads the block's draws for each first state of `run` (of the
    /// block's stride), calling `fits(t, node, state)` for those whose
    /// draws fit a path: `node` is where the path goes on, `state` the
    /// state its next draw is read from.
    #[inline]
    fn walk(&self, run: Run, mut fits: impl FnMut(u64, u32, u64)) {
        debug_assert_eq!(run.stride, self.stride, "a run of the block's stride");
        // Each draw's state in each lane: the first lane's, and the others
        // that far ahead (a block has at most one draw a step).
        let mut states = [[0i32; LANES]; BLOCK_STEPS as usize];
        let lanes = &mut states[..self.ahead.len()];
        for ((lane, &a), offsets) in lanes.iter_mut().zip(&self.ahead).zip(&self.offsets) {
            let first = Minstd::times(u64::from(a), run.start);
            for (t, &offset) in lane.iter_mut().zip(offsets) {
                *t = ((first + u64::from(offset)) % Minstd::MODULUS) as i32;
            }
        }
        let last = self.ahead.len() - 1;
        let mut first = 0;
        while first < run.len {
            let index = self.indices(lanes, &self.gains);
            let mut fitting = 0u32;
            for (lane, &index) in index.iter().enumerate() {
                fitting |= u32::from(self.table[index as usize] != FAIL) << lane;
            }
            while fitting != 0 {
                let lane = fitting.trailing_zeros();
                fitting &= fitting - 1;
                let i = first + u64::from(lane);
                if i < run.len {
                    let t = run.at(i);
                    // The state after the block's last draw's.
                    let drawn = Minstd::times(u64::from(self.ahead[last]), t);
                    let next = self.table[index[lane as usize] as usize];
                    fits(t, next, Minstd::times(16_807, drawn));
                }
            }
            first += LANES as u64;
        }
    }
}

/// Moves each lane's `index` one draw on: times `bound`, plus its state's
/// draw of bound `bound` (the count of the bound's steps the state
/// reaches), so the block's first draw ends the most significant. The
/// steps and the bound are constants for each bound, so each count
/// unrolls into compares, and the product into shifts and adds, that the
/// compiler makes across the lanes at once.
///
/// Bounds of 5 and more are counted out of line ([`count_apart`]): with
/// four steps or more, a count inlined here was vectorised the wrong way
/// round in the release profile (fat LTO), each lane's steps compared in
/// one register and summed across it, 2.5 times the work of comparing
/// four lanes at a step (BENCHMARKS.md, issue 37).
#[inline(always)]
fn add_draws(bound: u32, state: &[i32; LANES], index: &mut [i32; LANES]) {
    /// [`count`] in a function of its own, whose lanes are stored to
    /// `index` at its end: from those stores the compiler builds the
    /// count across the lanes, fat LTO included.
    #[inline(never)]
    fn count_apart<const N: u32>(state: &[i32; LANES], index: &mut [i32; LANES]) {
        count::<N>(state, index);
    }
    #[inline(always)]
    fn count<const N: u32>(state: &[i32; LANES], index: &mut [i32; LANES]) {
        let steps = const { Minstd::draw_steps(N) };
        for (index, &t) in index.iter_mut().zip(state) {
            // `t ≥ step` exactly when `step − 1 − t` is negative (both lie
            // below 2^31): its sign, spread by the shift, is −1, in
            // arithmetic the vectorizer keeps in lanes in every profile.
            let mut draw = 0i32;
            for &step in &steps[..N as usize - 1] {
                draw -= (step - 1 - t) >> 31;
            }
            *index = *index * N as i32 + draw;
        }
    }
    match bound {
        2 => count::<2>(state, index),
        3 => count::<3>(state, index),
        4 => count::<4>(state, index),
        5 => count_apart::<5>(state, index),
        6 => count_apart::<6>(state, index),
        7 => count_apart::<7>(state, index),
        8 => count_apart::<8>(state, index),
        9 => count_apart::<9>(state, index),
        10 => count_apart::<10>(state, index),
        11 => count_apart::<11>(state, index),
        12 => count_apart::<12>(state, index),
        13 => count_apart::<13>(state, index),
        14 => count_apart::<14>(state, index),
        _ => unreachable!("a block's bounds are 2 to MAX_BLOCK_BOUND"),
    }
}

/// The first states `t` in `firsts` whose second state `16807 · t mod m`
/// lies in `seconds`: for each wrap `q` of `16807 · t` past `m`, the `t`
/// with `16807 · t − q · m` in `seconds` are one interval.
fn states_with_second<'a>(
    firsts: &'a Range<u64>,
    seconds: &'a Range<u64>,
) -> impl Iterator<Item = Range<u64>> + 'a {
    const A: u64 = 16_807;
    let m = Minstd::MODULUS;
    let wraps = (A * firsts.start / m)..=(A * (firsts.end - 1) / m);
    wraps.filter_map(move |q| {
        let low = (seconds.start + q * m).div_ceil(A).max(firsts.start);
        let high = (seconds.end + q * m).div_ceil(A).min(firsts.end);
        (low < high).then_some(low..high)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The intervals hold exactly the first states whose second draw
    /// fits: checked state by state around every wrap of a stretch.
    #[test]
    fn second_states_fall_in_their_intervals() {
        let firsts = Minstd::states_drawing(3, 7);
        let seconds = Minstd::states_drawing(4, 6);
        let stretch = firsts.start..firsts.start + 400_000;
        let found: Vec<u64> = states_with_second(&firsts, &seconds)
            .flat_map(|r| r.start.max(stretch.start)..r.end.min(stretch.end))
            .collect();
        let expected: Vec<u64> = stretch
            .filter(|&t| seconds.contains(&Minstd::times(16_807, t)))
            .collect();
        assert!(!expected.is_empty());
        assert_eq!(found, expected);
    }
}
