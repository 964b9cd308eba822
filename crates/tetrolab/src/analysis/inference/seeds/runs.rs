//! The first states whose draw a few steps on takes a given value, as
//! runs of evenly spaced states.
//!
//! The state `k` steps after a first state `t` is `a · t mod m`
//! (`a = 16807^k`). As `t` climbs by one that state jumps by `a`, for the
//! third draw (`k = 2`) about an eighth of `m`, wrapping every few states,
//! so the states whose third draw takes a value are no interval. Climbing
//! by a stride `s` whose `s · a mod m` lies near 0 or near `m`, the state
//! moves by a small step instead: for the third draw stride 38 moves it
//! down by 3,358,773, so a value's interval of about `m / n` states holds
//! for runs of about `640 / n` consecutive strides. For each residue of
//! `t` modulo the stride, the fitting states of a range are then a run or
//! two of every `s`-th state, found by a division each.

use std::ops::Range;

use crate::rng::Minstd;

/// The states `start + stride · i` for `i` in `0..len`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Run {
    /// The run's first state.
    pub(super) start: u64,
    /// The distance from one state of the run to the next.
    pub(super) stride: u64,
    /// How many states the run has.
    pub(super) len: u64,
}

impl Run {
    /// The consecutive states `states`, as a run.
    pub(super) fn consecutive(states: Range<u64>) -> Run {
        Run {
            start: states.start,
            stride: 1,
            len: states.end - states.start,
        }
    }

    /// The run's `i`-th state.
    #[inline(always)]
    pub(super) fn at(&self, i: u64) -> u64 {
        self.start + self.stride * i
    }
}

/// The longest stride tried: the third draw's best below it (38) gives
/// runs of about a hundred states for the draws TETR.IO's first batches
/// make.
const MAX_STRIDE: u64 = 64;

/// How a state `k` steps on moves along a stride of first states (see the
/// module doc).
#[derive(Debug, Clone, Copy)]
pub(super) struct Strided {
    /// `16807^k mod m`: the later state from the first.
    ahead: u64,
    /// The stride, up to [`MAX_STRIDE`], whose step is the smallest.
    stride: u64,
    /// How far the later state moves along one stride, up or down
    /// (whichever is shorter).
    step: u64,
    /// Whether it moves down.
    down: bool,
}

impl Strided {
    /// How the state `k` steps after the first moves along the stride
    /// that moves it least.
    pub(super) fn new(k: i64) -> Strided {
        let m = Minstd::MODULUS;
        let ahead = Minstd::step_multiplier(k);
        let moved = |s: u64| {
            let up = Minstd::times(ahead, s);
            (up.min(m - up), up > m / 2)
        };
        let stride = (1..=MAX_STRIDE)
            .min_by_key(|&s| moved(s).0)
            .expect("strides to try");
        let (step, down) = moved(stride);
        Strided {
            ahead,
            stride,
            step,
            down,
        }
    }

    /// The stride of the runs [`Strided::runs`] makes.
    pub(super) fn stride(&self) -> u64 {
        self.stride
    }

    /// The first states of `states` whose later state lies in `later` (a
    /// range of states, within `1..m`), as runs of this stride: for each
    /// residue, the strides `i` where the later state, `x + i · step`
    /// less `j` laps of `m`, lies in `later`, lap by lap. A state moving
    /// down is followed as `m` less it, moving up.
    pub(super) fn runs<'a>(
        &'a self,
        states: &'a Range<u64>,
        later: &Range<u64>,
    ) -> impl Iterator<Item = Run> + 'a {
        let m = Minstd::MODULUS;
        let (low, high) = if self.down {
            (m + 1 - later.end, m + 1 - later.start)
        } else {
            (later.start, later.end)
        };
        let Strided { stride, step, .. } = *self;
        let residues = stride.min(states.end.saturating_sub(states.start));
        (0..residues).flat_map(move |r| {
            let first = states.start + r;
            let count = (states.end - first).div_ceil(stride);
            let x = Minstd::times(self.ahead, first);
            let x = if self.down { m - x } else { x };
            (0..)
                .map(move |laps: u64| {
                    let from = (low + laps * m).saturating_sub(x).div_ceil(step);
                    let to = (high + laps * m).saturating_sub(x).div_ceil(step);
                    (from, to.min(count))
                })
                .take_while(move |&(from, _)| from < count)
                .filter(|&(from, to)| from < to)
                .map(move |(from, to)| Run {
                    start: first + from * stride,
                    stride,
                    len: to - from,
                })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs hold exactly the states whose third draw takes the value,
    /// each once: checked state by state on stretches at both ends of the
    /// states and in between, for a draw of each bound's first and last
    /// value, and for the fourth draw (a stride that moves up).
    #[test]
    fn runs_hold_exactly_the_fitting_states() {
        let m = Minstd::MODULUS;
        for k in [2, 3] {
            let strided = Strided::new(k);
            let ahead = Minstd::step_multiplier(k);
            for stretch in [1..30_001, 1_000_000_007..1_000_090_007, m - 20_000..m] {
                for (value, bound) in [(0, 5), (4, 5), (2, 7), (13, 14)] {
                    let later = Minstd::states_drawing(value, bound);
                    let mut found: Vec<u64> = strided
                        .runs(&stretch, &later)
                        .flat_map(|run| (0..run.len).map(move |i| run.at(i)))
                        .collect();
                    found.sort_unstable();
                    let expected: Vec<u64> = stretch
                        .clone()
                        .filter(|&t| later.contains(&Minstd::times(ahead, t)))
                        .collect();
                    assert!(!expected.is_empty());
                    assert_eq!(found, expected, "k = {k}, draw {value} of {bound}");
                }
            }
        }
        assert_eq!(Strided::new(2).stride(), 38);
        assert!(Strided::new(2).down && !Strided::new(3).down);
    }
}
