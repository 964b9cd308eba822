//! A law's Markov chain: every state reachable from a game's start,
//! numbered, with its outgoing edges.

use std::collections::HashMap;

use super::budget::{chain_budget, fits, map_bytes, vec_bytes};
use super::edge::{Edge, Fractions};
use super::fraction::{Fraction, Probability};
use super::law::{Law, Outcome, StepError};
use super::partition::partition;
use crate::Piece;
use crate::work::{Stopped, Watch};

/// Why a chain cannot be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChainError {
    /// More states than allowed.
    #[error("its chain has more than {0} states")]
    TooManyStates(usize),
    /// More memory than its state limit allows (the share of the most any
    /// answer may take that its limit is of the most states any chain may
    /// have), counted as it is built: what it held with the states and
    /// transitions found so far, and what its answers would need after it.
    #[error(
        "its chain would take more than {} MB with its answers ({states} states and {transitions} transitions found so far)",
        budget / 1_000_000
    )]
    TooLarge {
        /// The states found when it was refused.
        states: usize,
        /// The transitions found when it was refused.
        transitions: usize,
        /// The bytes its state limit allows.
        budget: usize,
    },
    /// A step's outcomes cannot be listed.
    #[error(transparent)]
    Step(#[from] StepError),
    /// Stopped, as the watch asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// States found between two looks at the watch: a few milliseconds of
/// work.
const STATES_PER_LOOK: usize = 4096;

/// The states reachable from a game's start, numbered in the order they
/// are found (the start is 0), each with its edges, outcomes of equal
/// piece and destination merged, sorted by piece and then destination
/// (so one piece's edges are together).
#[derive(Debug, Clone)]
pub(crate) struct Chain {
    offsets: Vec<usize>,
    edges: Vec<Edge>,
    /// The distinct exact probabilities its edges point to.
    fractions: Fractions,
    /// Each state's position in its bag, for bags.
    positions: Option<Vec<u32>>,
    /// Whether every piece behaves alike in the long run.
    pub(crate) symmetric: bool,
}

impl Chain {
    /// The chain of `law`, found breadth first from its start; refused
    /// with more than `max_states` states, up front when the law counts
    /// its states ([`Law::reachable_states`]), or the moment it would take
    /// more memory with its answers than `max_states` allows
    /// ([`chain_budget`]).
    /// `watch` is told the states done (of the law's count, or of
    /// `max_states` when it has none) and may stop the build every few
    /// thousand states.
    pub(crate) fn build<L: Law>(
        law: &L,
        max_states: usize,
        watch: &dyn Watch,
    ) -> Result<Chain, ChainError> {
        Chain::build_within(law, max_states, chain_budget(max_states), watch)
    }

    /// [`Chain::build`] with a budget of `budget` bytes instead of the
    /// one `max_states` allows.
    fn build_within<L: Law>(
        law: &L,
        max_states: usize,
        budget: usize,
        watch: &dyn Watch,
    ) -> Result<Chain, ChainError> {
        let counted = law.reachable_states();
        if counted.is_some_and(|states| states > max_states as u128) {
            return Err(ChainError::TooManyStates(max_states));
        }
        watch.begin(
            "chain states",
            counted.map_or(max_states as u64, |states| states as u64),
        );
        let start = law.start();
        let mut index: HashMap<L::State, u32> = HashMap::from([(start.clone(), 0)]);
        let mut queue = vec![start];
        let mut offsets = vec![0];
        let mut edges = Vec::new();
        let mut fractions = Fractions::default();
        let mut positions = Vec::new();
        let mut outcomes: Vec<Outcome<L::State>> = Vec::new();
        let mut merged: Vec<(Piece, u32, Probability)> = Vec::new();
        let mut next = 0;
        while next < queue.len() {
            if next > 0 && next.is_multiple_of(STATES_PER_LOOK) {
                watch.add(STATES_PER_LOOK as u64);
                if watch.stopped() {
                    return Err(Stopped.into());
                }
            }
            let state = queue[next].clone();
            next += 1;
            positions.push(law.bag_position(&state).map(|p| p as u32));
            outcomes.clear();
            law.outcomes(&state, &mut outcomes)?;
            merged.clear();
            for outcome in outcomes.drain(..) {
                let to = match index.get(&outcome.next) {
                    Some(&to) => to,
                    None => {
                        if queue.len() == max_states {
                            return Err(ChainError::TooManyStates(max_states));
                        }
                        let to = queue.len() as u32;
                        index.insert(outcome.next.clone(), to);
                        queue.push(outcome.next);
                        to
                    }
                };
                merged.push((outcome.piece, to, outcome.probability));
            }
            merged.sort_by_key(|&(piece, to, _)| (piece, to));
            let mut current: Option<(Piece, u32, Probability)> = None;
            for &(piece, to, probability) in &merged {
                current = Some(match current {
                    Some((p, t, sum)) if (p, t) == (piece, to) => (p, t, sum.add(probability)),
                    Some(done) => {
                        edges.push(edge(done, &mut fractions));
                        (piece, to, probability)
                    }
                    None => (piece, to, probability),
                });
            }
            edges.extend(current.map(|done| edge(done, &mut fractions)));
            offsets.push(edges.len());
            let held = map_bytes(&index)
                + vec_bytes(&queue)
                + vec_bytes(&offsets)
                + vec_bytes(&positions)
                + vec_bytes(&edges)
                + fractions.bytes();
            if !fits(held, queue.len(), edges.len(), budget) {
                return Err(ChainError::TooLarge {
                    states: queue.len(),
                    transitions: edges.len(),
                    budget,
                });
            }
        }
        let positions = positions
            .iter()
            .all(Option::is_some)
            .then(|| positions.into_iter().flatten().collect());
        Ok(Chain {
            offsets,
            edges,
            fractions,
            positions,
            symmetric: law.symmetric(),
        })
    }

    /// How many states.
    pub(crate) fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The edges out of state `s`.
    pub(crate) fn edges(&self, s: usize) -> &[Edge] {
        &self.edges[self.offsets[s]..self.offsets[s + 1]]
    }

    /// The edge's probability as an exact fraction, where it fits.
    pub(crate) fn exact(&self, edge: &Edge) -> Option<Fraction> {
        self.fractions.get(edge.exact)
    }

    /// The edge's probability, float and fraction together.
    pub(crate) fn chance(&self, edge: &Edge) -> Probability {
        self.fractions.chance(edge)
    }

    /// Every edge with its source state.
    pub(crate) fn all_edges(&self) -> impl Iterator<Item = (usize, &Edge)> {
        (0..self.len()).flat_map(move |s| self.edges(s).iter().map(move |e| (s, e)))
    }

    /// Each state's position in its bag, for bags.
    pub(crate) fn positions(&self) -> Option<&[u32]> {
        self.positions.as_deref()
    }

    /// The chain with states of identical futures merged: states that
    /// deal every sequence of pieces with the same probability become one
    /// (the coarsest exact lumping that sees each piece). The pieces'
    /// law is unchanged, so every question about pieces has the same
    /// answer on it, and its states are fewer. The start stays state 0;
    /// bag positions are kept where each merged state's states agree.
    pub(crate) fn merged(&self) -> Chain {
        let (class_of, classes) = partition(self.len(), |s| self.edges(s), |p| p.index() as u8);
        // Classes numbered in order of their first state, so the start's
        // class is 0; that state stands for its class.
        let mut number = vec![u32::MAX; classes];
        let mut representative = Vec::with_capacity(classes);
        for (s, &c) in class_of.iter().enumerate() {
            if number[c as usize] == u32::MAX {
                number[c as usize] = representative.len() as u32;
                representative.push(s);
            }
        }
        let renumber = |s: u32| number[class_of[s as usize] as usize];
        let mut offsets = vec![0];
        let mut edges = Vec::new();
        let mut fractions = Fractions::default();
        let mut out: Vec<(Piece, u32, Probability)> = Vec::new();
        for &s in &representative {
            out.clear();
            for edge in self.edges(s) {
                let to = renumber(edge.to);
                let chance = self.chance(edge);
                match out.iter_mut().find(|e| (e.0, e.1) == (edge.piece, to)) {
                    Some(e) => e.2 = e.2.add(chance),
                    None => out.push((edge.piece, to, chance)),
                }
            }
            out.sort_by_key(|&(piece, to, _)| (piece, to));
            edges.extend(out.iter().map(|&merged| edge(merged, &mut fractions)));
            offsets.push(edges.len());
        }
        let positions = self.positions.as_ref().and_then(|positions| {
            let mut merged: Vec<Option<u32>> = vec![None; classes];
            for (s, &position) in positions.iter().enumerate() {
                let slot = &mut merged[renumber(s as u32) as usize];
                match *slot {
                    Some(p) if p != position => return None,
                    _ => *slot = Some(position),
                }
            }
            merged.into_iter().collect()
        });
        Chain {
            offsets,
            edges,
            fractions,
            positions,
            symmetric: self.symmetric,
        }
    }
}

impl Chain {
    /// Whether this chain and `other` deal every sequence of pieces from
    /// their starts with the same probability: their starts fall in one
    /// class when the two chains, side by side, are merged as
    /// [`Chain::merged`] merges one.
    pub(crate) fn same_law(&self, other: &Chain) -> bool {
        let (class_of, shift) = self.classes_beside(other);
        class_of[0] == class_of[shift]
    }

    /// Whether the two chains deal every sequence with the same
    /// probability when each starts from a law over its states (`law`,
    /// `other_law`: e.g. their stationary laws): states of one class have
    /// the same future, so the laws agree when they put the same mass on
    /// every class, within `tolerance`.
    pub(crate) fn same_law_from(
        &self,
        law: &[f64],
        other: &Chain,
        other_law: &[f64],
        tolerance: f64,
    ) -> bool {
        let (class_of, shift) = self.classes_beside(other);
        let classes = class_of.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
        let mut mass = vec![0.0; classes];
        for (s, p) in law.iter().enumerate() {
            mass[class_of[s] as usize] += p;
        }
        for (s, p) in other_law.iter().enumerate() {
            mass[class_of[shift + s] as usize] -= p;
        }
        mass.iter().all(|m| m.abs() <= tolerance)
    }

    /// The classes of states with identical futures of the two chains
    /// side by side (this chain's states first), and where the other's
    /// states start.
    fn classes_beside(&self, other: &Chain) -> (Vec<u32>, usize) {
        let shift = self.len() as u32;
        let mut offsets = self.offsets.clone();
        offsets.extend(other.offsets[1..].iter().map(|o| o + self.edges.len()));
        let mut edges = self.edges.clone();
        edges.extend(other.edges.iter().map(|e| Edge {
            to: e.to + shift,
            ..*e
        }));
        // The partition reads only the floats: no fractions are needed.
        let both = Chain {
            offsets,
            edges,
            fractions: Fractions::default(),
            positions: None,
            symmetric: false,
        };
        let (class_of, _) = partition(both.len(), |s| both.edges(s), |p| p.index() as u8);
        (class_of, shift as usize)
    }
}

/// The edge of a merged outcome, its fraction numbered in `fractions`.
fn edge((piece, to, probability): (Piece, u32, Probability), fractions: &mut Fractions) -> Edge {
    Edge {
        probability: probability.value,
        exact: fractions.number(probability.exact),
        piece,
        to,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::budget::FIXED_BYTES;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::law::Probed;
    use crate::randomizer::{Classic, Memoryless};

    #[test]
    fn the_classic_reroll_has_eight_states() {
        let law = Probed {
            definition: Classic { order: Piece::ALL },
            symmetric: true,
        };
        let chain = Chain::build(&law, 100, &crate::work::Unwatched).unwrap();
        // No roll yet, then the last roll 0..6.
        assert_eq!(chain.len(), 8);
        for s in 0..chain.len() {
            let total: f64 = chain.edges(s).iter().map(|e| e.probability).sum();
            assert!((total - 1.0).abs() < 1e-15);
            // Merged: one edge per piece (each piece leads to one state).
            assert_eq!(chain.edges(s).len(), 7);
        }
        assert!(
            chain
                .edges(0)
                .iter()
                .all(|e| chain.exact(e) == Fraction::new(1, 7))
        );
        let memoryless = Probed {
            definition: Memoryless { order: Piece::ALL },
            symmetric: true,
        };
        assert_eq!(
            Chain::build(&memoryless, 1, &crate::work::Unwatched)
                .unwrap()
                .len(),
            1
        );
        assert_eq!(
            Chain::build(&law, 5, &crate::work::Unwatched).unwrap_err(),
            ChainError::TooManyStates(5)
        );
    }

    /// A chain is refused the moment what it holds, with what its answers
    /// will need, passes its budget, though its states are within the
    /// limit; with room, the same law is built whole.
    #[test]
    fn a_chain_past_its_memory_is_refused_while_it_is_built() {
        let law = BagLaw { full: [2; 7] };
        let unwatched = &crate::work::Unwatched;
        let whole = Chain::build_within(&law, 10_000, FIXED_BYTES + 10_000_000, unwatched).unwrap();
        assert_eq!(whole.len(), 3usize.pow(7) - 1);
        let refused = Chain::build_within(&law, 10_000, FIXED_BYTES + 200_000, unwatched);
        match refused {
            Err(ChainError::TooLarge {
                states,
                transitions,
                budget,
            }) => {
                assert!(states < whole.len(), "{states} states");
                assert!(transitions > 0);
                assert_eq!(budget, FIXED_BYTES + 200_000);
            }
            other => panic!("{other:?}"),
        }
    }
}
