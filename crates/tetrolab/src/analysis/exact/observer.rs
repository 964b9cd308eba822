//! The Bayes-optimal observer who sees only the pieces: its belief about
//! the hidden state, updated piece by piece (an HMM forward filter), and
//! how well it guesses the next piece in the long run.

use std::collections::HashMap;

use super::chain::Chain;
use super::predict::{entropy, next_piece_laws};
use super::spread::Spread;
use crate::Piece;
use crate::analysis::simulation::t_975;
use crate::rng::{DefaultRng, PieceRng};

/// The most distinct beliefs the exact method follows, and the most
/// (state, chance) entries they may hold together.
const MAX_BELIEFS: usize = 20_000;
const MAX_ENTRIES: usize = 1_000_000;
/// Pieces the estimate deals when beliefs are too many, and the batches
/// its interval comes from.
const ESTIMATE_PIECES: usize = 250_000;
const BATCHES: usize = 20;
/// The seed of the estimate's stream (fixed: the result is reproducible).
const ESTIMATE_SEED: u64 = 2026;

/// The observer's long-run guess accuracy and uncertainty (entropy of its
/// next-piece law, bits), exact or estimated.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Observer {
    /// The long-run share of next pieces it names right.
    pub guess_accuracy: f64,
    /// Its long-run uncertainty about the next piece, in bits.
    pub entropy: f64,
    /// `exact` (from the chain of its beliefs, or because it learns the
    /// state) or `estimated` (by running the filter on a dealt stream).
    pub method: &'static str,
    /// Whether it is shown to come to know the state in time, surely (then
    /// it guesses as well as an observer told the state).
    pub learns_the_state: bool,
    /// For an estimate: the 95 % half-widths of accuracy and entropy, in
    /// that order (the same as `half_width_95`, named).
    pub ci95_half_width: Option<[f64; 2]>,
    /// For an estimate: each value's 95 % half-width, by name.
    pub half_width_95: Option<HalfWidths>,
    /// Distinct beliefs followed (exact, 0 when it learns the state) or
    /// pieces dealt (estimated).
    pub sample: u64,
}

impl Observer {
    /// An observer shown to learn the state: it guesses as one told the
    /// state does, with that guess accuracy and entropy rate.
    pub(crate) fn knowing(guess_accuracy: f64, entropy: f64) -> Observer {
        Observer {
            guess_accuracy,
            entropy,
            method: "exact",
            learns_the_state: true,
            ci95_half_width: None,
            half_width_95: None,
            sample: 0,
        }
    }
}

/// The 95 % half-widths of an estimated observer's values.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct HalfWidths {
    /// Of the guess accuracy.
    pub guess_accuracy: f64,
    /// Of the entropy, in bits.
    pub entropy: f64,
}

/// A belief: the chance of each state, sparse and normalised.
type Belief = Vec<(u32, f64)>;

/// A belief's key: states with their chances to 2^-40.
fn key(belief: &Belief) -> Vec<(u32, u64)> {
    belief
        .iter()
        .map(|&(s, p)| (s, (p * (1u64 << 40) as f64).round() as u64))
        .collect()
}

/// The filter's step: dense scratch space, one row per piece.
struct Filter<'a> {
    chain: &'a Chain,
    mass: Vec<[f64; 7]>,
    touched: Vec<u32>,
}

impl<'a> Filter<'a> {
    fn new(chain: &'a Chain) -> Filter<'a> {
        Filter {
            chain,
            mass: vec![[0.0; 7]; chain.len()],
            touched: Vec::new(),
        }
    }

    /// The next-piece law under `belief`, and the belief after each piece
    /// it allows.
    fn update(&mut self, belief: &Belief) -> ([f64; 7], Vec<(Piece, Belief)>) {
        let mut law = [0.0; 7];
        for &(s, p) in belief {
            for edge in self.chain.edges(s as usize) {
                let m = p * edge.probability;
                let t = edge.to as usize;
                if self.mass[t] == [0.0; 7] {
                    self.touched.push(edge.to);
                }
                law[edge.piece.index()] += m;
                self.mass[t][edge.piece.index()] += m;
            }
        }
        self.touched.sort_unstable();
        let mut after: Vec<Belief> = vec![Vec::new(); 7];
        for &t in &self.touched {
            let row = std::mem::take(&mut self.mass[t as usize]);
            for (i, &m) in row.iter().enumerate() {
                if m > 0.0 {
                    after[i].push((t, m / law[i]));
                }
            }
        }
        self.touched.clear();
        let next = Piece::ALL
            .into_iter()
            .zip(after)
            .filter(|(_, belief)| !belief.is_empty())
            .collect();
        (law, next)
    }
}

/// The observer who joins at a random time (knowing the algorithm, with
/// the stationary law as its prior) and watches forever. `knowing` is the
/// (guess accuracy, entropy rate) of an observer who knows the state: the
/// answer when the observer always learns the state in time.
pub(crate) fn observer(chain: &Chain, pi: &[f64], knowing: (f64, f64)) -> Observer {
    let knows = Observer::knowing(knowing.0, knowing.1);
    if learns_the_state(chain, pi) {
        return knows;
    }
    let prior: Belief = pi
        .iter()
        .enumerate()
        .filter(|&(_, &p)| p > 0.0)
        .map(|(s, &p)| (s as u32, p))
        .collect();
    // A chain of beliefs whose certain ones are surely reached is answered
    // by the observer told the state, without its long-run law.
    let long_run = |beliefs: BeliefChain| {
        if beliefs.learns_the_state() {
            knows
        } else {
            beliefs.observer()
        }
    };
    match BeliefChain::enumerate(chain, &prior) {
        Some(beliefs) => long_run(beliefs),
        None => settled_class(chain, &prior).map_or_else(|| estimated(chain, &prior), long_run),
    }
}

/// Pieces each settling walk watches before its belief is taken.
const SETTLING_PIECES: usize = 2_000;
/// Independent settling walks that must all end among the same beliefs.
const SETTLING_WALKS: u64 = 4;

/// The class of beliefs the observer holds once settled,
/// when those are few although the ones it passes through on the way are
/// not (a bag's boundary, learnt after a few bags, leaves a handful of
/// beliefs; the stationary prior's first guesses are countless).
///
/// A walk watches [`SETTLING_PIECES`] pieces dealt by the chain, and the
/// beliefs reachable from the one it holds are enumerated. If they are
/// few, form one class (each reaches back to the first), and the belief of
/// every other independent walk is among them, the observer is in that
/// class for good: a closed class is never left, and the beliefs outside
/// it are passed through once, carrying no weight in the long run. The
/// values are then the class's stationary averages, exact to rounding.
fn settled_class(chain: &Chain, prior: &Belief) -> Option<BeliefChain> {
    let mut walks = (0..SETTLING_WALKS).map(|walk| {
        let mut walk = Walk::new(chain, prior, ESTIMATE_SEED + walk);
        (0..SETTLING_PIECES).for_each(|_| {
            walk.step();
        });
        walk.belief
    });
    let settled = walks.next()?;
    let class = BeliefChain::enumerate(chain, &settled)?;
    (class.is_one_class() && walks.all(|belief| class.holds(&belief))).then_some(class)
}

/// The most states whose pairs [`learns_the_state`] follows.
const MAX_PAIR_STATES: usize = 3000;

/// Whether an observer who sees only the pieces surely comes to know the
/// state, from any prior over the recurrent states (`pi`'s support). Then,
/// in the long run, it guesses exactly as well as one told the state.
///
/// For a chain where a state and a piece decide the next state (a bag's
/// multiset and the piece drawn decide what is left), the observer's
/// doubt is a set of pairs: the true state and an alternative the pieces
/// so far allow. A pair ends when the true state deals a piece the
/// alternative cannot, or when both lead to one state. Pairs that can
/// never end are the largest set closed under "every piece the true state
/// can deal, the alternative can too, into a pair of the set"; it is found
/// by striking out, from all pairs, those that can end, and then every
/// pair that leads into a struck one. If none remain, every doubt ends
/// with probability 1. `false` when the chain is not of that kind or too
/// large to check.
fn learns_the_state(chain: &Chain, pi: &[f64]) -> bool {
    let n = chain.len();
    if n > MAX_PAIR_STATES {
        return false;
    }
    // The next state by piece, if the chain is of that kind.
    let mut next = vec![[u32::MAX; 7]; n];
    for (s, edge) in chain.all_edges() {
        let slot = &mut next[s][edge.piece.index()];
        if *slot != u32::MAX {
            return false;
        }
        *slot = edge.to;
    }
    let recurrent: Vec<bool> = pi.iter().map(|&p| p > 0.0).collect();
    let mut before = vec![[const { Vec::new() }; 7]; n];
    for (s, row) in next.iter().enumerate() {
        for (x, &t) in row.iter().enumerate() {
            if t != u32::MAX {
                before[t as usize][x].push(s as u32);
            }
        }
    }
    let pair = |s: usize, t: usize| s * n + t;
    let mut alive = vec![false; n * n];
    let mut struck = Vec::new();
    for s in (0..n).filter(|&s| recurrent[s]) {
        for t in (0..n).filter(|&t| t != s && recurrent[t]) {
            let ends = (0..7).any(|x| {
                let (a, b) = (next[s][x], next[t][x]);
                a != u32::MAX && (b == u32::MAX || a == b)
            });
            if ends {
                struck.push((s, t));
            } else {
                alive[pair(s, t)] = true;
            }
        }
    }
    while let Some((s, t)) = struck.pop() {
        for (into_s, into_t) in before[s].iter().zip(&before[t]) {
            for &a in into_s {
                for &b in into_t {
                    let (a, b) = (a as usize, b as usize);
                    if alive[pair(a, b)] {
                        alive[pair(a, b)] = false;
                        struck.push((a, b));
                    }
                }
            }
        }
    }
    !alive.contains(&true)
}

/// The beliefs reachable from one, each with its next-piece law and the
/// beliefs it moves to: a Markov chain of its own.
struct BeliefChain {
    index: HashMap<Vec<(u32, u64)>, usize>,
    laws: Vec<[f64; 7]>,
    edges: Vec<Vec<(usize, f64)>>,
}

impl BeliefChain {
    /// Every belief reachable from `start`; `None` past [`MAX_BELIEFS`]
    /// beliefs or [`MAX_ENTRIES`] entries.
    fn enumerate(chain: &Chain, start: &Belief) -> Option<BeliefChain> {
        let mut index: HashMap<Vec<(u32, u64)>, usize> = HashMap::from([(key(start), 0)]);
        let mut beliefs = vec![start.clone()];
        let mut entries = start.len();
        let mut laws = Vec::new();
        let mut edges: Vec<Vec<(usize, f64)>> = Vec::new();
        let mut filter = Filter::new(chain);
        let mut next = 0;
        while next < beliefs.len() {
            let (law, after) = filter.update(&beliefs[next]);
            let mut out = Vec::new();
            for (piece, belief) in after {
                let k = key(&belief);
                let to = match index.get(&k) {
                    Some(&to) => to,
                    None => {
                        entries += belief.len();
                        if beliefs.len() == MAX_BELIEFS || entries > MAX_ENTRIES {
                            return None;
                        }
                        index.insert(k, beliefs.len());
                        beliefs.push(belief);
                        beliefs.len() - 1
                    }
                };
                out.push((to, law[piece.index()]));
            }
            laws.push(law);
            edges.push(out);
            next += 1;
        }
        Some(BeliefChain { index, laws, edges })
    }

    /// Whether `belief` is one of these.
    fn holds(&self, belief: &Belief) -> bool {
        self.index.contains_key(&key(belief))
    }

    /// Whether every belief leads back to the first (then all form one
    /// closed class, whose stationary law is unique).
    fn is_one_class(&self) -> bool {
        self.all_lead_to(&[0])
    }

    /// Whether the observer surely comes to know the state: certain
    /// beliefs lead only to certain ones (as in a bag, where a known
    /// state and a piece give a known state), so they form a closed set,
    /// and every belief leads to one; a finite chain from which a closed
    /// set can always be reached enters it with probability 1.
    fn learns_the_state(&self) -> bool {
        let mut certain = vec![false; self.edges.len()];
        for (key, &b) in &self.index {
            certain[b] = key.len() == 1;
        }
        let closed = (0..self.edges.len())
            .filter(|&b| certain[b])
            .all(|b| self.edges[b].iter().all(|&(to, _)| certain[to]));
        let targets: Vec<usize> = (0..self.edges.len()).filter(|&b| certain[b]).collect();
        closed && !targets.is_empty() && self.all_lead_to(&targets)
    }

    /// Whether every belief leads to one of `targets` (a walk backwards
    /// from them reaches them all).
    fn all_lead_to(&self, targets: &[usize]) -> bool {
        let mut into: Vec<Vec<usize>> = vec![Vec::new(); self.edges.len()];
        for (from, out) in self.edges.iter().enumerate() {
            for &(to, _) in out {
                into[to].push(from);
            }
        }
        let mut reached = vec![false; self.edges.len()];
        let mut stack = targets.to_vec();
        stack.iter().for_each(|&b| reached[b] = true);
        while let Some(b) = stack.pop() {
            for &from in &into[b] {
                if !reached[from] {
                    reached[from] = true;
                    stack.push(from);
                }
            }
        }
        reached.iter().all(|&r| r)
    }

    /// The long-run averages under the beliefs' stationary law, found by
    /// the lazy chain (as for states).
    fn observer(&self) -> Observer {
        let n = self.laws.len();
        let mut weight = vec![0.0; n];
        weight[0] = 1.0;
        let mut step = vec![0.0; n];
        for _ in 0..1_000_000 {
            step.iter_mut()
                .zip(&weight)
                .for_each(|(s, &w)| *s = 0.5 * w);
            for (b, out) in self.edges.iter().enumerate() {
                for &(to, p) in out {
                    step[to] += 0.5 * weight[b] * p;
                }
            }
            let change: f64 = step.iter().zip(&weight).map(|(a, b)| (a - b).abs()).sum();
            std::mem::swap(&mut weight, &mut step);
            if change < 1e-15 {
                break;
            }
        }
        let (mut accuracy, mut uncertainty) = (0.0, 0.0);
        for (law, w) in self.laws.iter().zip(&weight) {
            accuracy += w * law.iter().copied().fold(0.0, f64::max);
            uncertainty += w * entropy(law);
        }
        Observer {
            guess_accuracy: accuracy,
            entropy: uncertainty,
            method: "exact",
            learns_the_state: false,
            ci95_half_width: None,
            half_width_95: None,
            sample: n as u64,
        }
    }
}

/// The observer watching a stream the chain itself deals (it has the
/// randomizer's law), from a fixed seed: the hidden state, and the belief.
struct Walk<'a> {
    chain: &'a Chain,
    /// Each state's next-piece law.
    laws: Vec<[f64; 7]>,
    spread: Spread<'a>,
    rng: DefaultRng,
    state: usize,
    belief: Belief,
}

impl<'a> Walk<'a> {
    /// The hidden state drawn from `prior`, which is also the belief.
    fn new(chain: &'a Chain, prior: &Belief, seed: u64) -> Walk<'a> {
        let mut rng = DefaultRng::seed_from_u64(seed);
        let mut u = rng.next_float();
        let state = prior
            .iter()
            .find(|&&(_, p)| {
                u -= p;
                u < 0.0
            })
            .map_or(prior[prior.len() - 1].0, |&(s, _)| s) as usize;
        Walk {
            chain,
            laws: next_piece_laws(chain),
            spread: Spread::new(chain),
            rng,
            state,
            belief: prior.clone(),
        }
    }

    /// Deals the next piece and updates the belief; returns the law the
    /// observer held for it. Only the dealt piece's belief is made.
    fn step(&mut self) -> [f64; 7] {
        let mut law = [0.0; 7];
        for &(s, p) in &self.belief {
            for (chance, q) in law.iter_mut().zip(self.laws[s as usize]) {
                *chance += p * q;
            }
        }
        let mut u = self.rng.next_float();
        let edges = self.chain.edges(self.state);
        let edge = edges
            .iter()
            .find(|e| {
                u -= e.probability;
                u < 0.0
            })
            .unwrap_or(&edges[edges.len() - 1]);
        self.state = edge.to as usize;
        let mut after = self.spread.step(&self.belief, edge.piece);
        // In state order, as the exact method's beliefs are keyed.
        after.sort_unstable_by_key(|&(s, _)| s);
        let total: f64 = after.iter().map(|&(_, mass)| mass).sum();
        after.iter_mut().for_each(|(_, mass)| *mass /= total);
        self.belief = after;
        law
    }
}

/// By running the filter on a stream dealt from the chain itself (it has
/// the randomizer's law), from a fixed seed; batch means give the
/// interval.
fn estimated(chain: &Chain, prior: &Belief) -> Observer {
    let mut walk = Walk::new(chain, prior, ESTIMATE_SEED);
    let per_batch = ESTIMATE_PIECES / BATCHES;
    let mut batches = Vec::with_capacity(BATCHES);
    for _ in 0..BATCHES {
        let (mut hits, mut bits) = (0.0, 0.0);
        for _ in 0..per_batch {
            let law = walk.step();
            hits += law.iter().copied().fold(0.0, f64::max);
            bits += entropy(&law);
        }
        batches.push([hits / per_batch as f64, bits / per_batch as f64]);
    }
    let mean = |i: usize| batches.iter().map(|b| b[i]).sum::<f64>() / BATCHES as f64;
    let half_width = |i: usize| {
        let m = mean(i);
        let variance =
            batches.iter().map(|b| (b[i] - m).powi(2)).sum::<f64>() / (BATCHES - 1) as f64;
        t_975(BATCHES as u64 - 1) * (variance / BATCHES as f64).sqrt()
    };
    Observer {
        guess_accuracy: mean(0),
        entropy: mean(1),
        method: "estimated",
        learns_the_state: false,
        ci95_half_width: Some([half_width(0), half_width(1)]),
        half_width_95: Some(HalfWidths {
            guess_accuracy: half_width(0),
            entropy: half_width(1),
        }),
        sample: ESTIMATE_PIECES as u64,
    }
}
