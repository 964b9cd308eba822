//! MINSTD's states walked through a [`DrawGraph`]: only the states whose
//! first two draws fit are visited.
//!
//! A game's first draw is read from its first state `t`, the second from
//! `16807 · t mod m`. Each value of a draw holds on one interval of
//! states, and as `t` runs through an interval the second state climbs by
//! 16807 at a time, wrapping about every 127,773 states; so the states
//! whose first two draws take given values are a few thousand intervals
//! of `t`, one per wrap. Only those are walked; each state's later draws
//! follow the graph from the node its two draws lead to (the third state
//! kept by one addition per state), most ending at the first draw that
//! fits no path.
//!
//! It equals trying every state with the randomizer's definition until
//! its first wrong piece (`every_state`, tested equal on ranges of
//! states), reporting the same states that deal the pieces.

use std::ops::Range;

use super::graph::{DrawGraph, FAIL};
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
    /// `16807^2 mod m`: the third state from the first.
    third: u64,
    /// `16807^-1 mod m`: the seed (the state before the first) from it.
    back: u64,
}

impl<'g> Walk<'g> {
    /// A walk through `graph`, which checks some of `pieces` pieces.
    pub(super) fn new(graph: &'g DrawGraph, pieces: usize) -> Walk<'g> {
        Walk {
            graph,
            pieces,
            third: Minstd::step_multiplier(2),
            back: Minstd::step_multiplier(-1),
        }
    }

    /// The intervals of first states whose first two draws fit the graph,
    /// each with the node the next draw is read at (or a graph end).
    pub(super) fn intervals(&self) -> Vec<(Range<u64>, u32)> {
        let graph = self.graph;
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
                found.extend(
                    states_with_second(&states, &seconds).map(|range| (range, after_two)),
                );
            }
        }
        found
    }

    /// Walks the first states `states`, whose next draw is read at `node`,
    /// telling `found` of each state the graph's first stage lets pass
    /// (as its seed, the state before) and how far it reaches.
    #[inline]
    pub(super) fn walk(&self, states: Range<u64>, node: u32, mut found: impl FnMut(u64, Reach)) {
        let graph = self.graph;
        let seed_of = |t: u64| Minstd::times(self.back, t);
        if graph.bound(node) == 0 {
            let reach = self.end(node);
            for t in states {
                found(seed_of(t), reach);
            }
            return;
        }
        let mut third = Minstd::times(self.third, states.start);
        for t in states {
            if let Some(reach) = self.descend(node, third) {
                found(seed_of(t), reach);
            }
            third += self.third;
            if third >= Minstd::MODULUS {
                third -= Minstd::MODULUS;
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
        let reached = self.graph.reached(node).expect("a graph end is a stage end") as usize;
        if reached >= self.pieces {
            Reach::Dealt(self.pieces)
        } else {
            Reach::AtMost(self.pieces)
        }
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
