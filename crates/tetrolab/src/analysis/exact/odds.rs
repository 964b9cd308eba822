//! The chance that the next pieces pass a test read one piece at a time
//! (can this opener be built? does this field clear?), walking the
//! randomizer's chain and the test side by side: no sequence is listed
//! where the chain makes it unnecessary.
//!
//! A [`PieceTest`] is a deterministic automaton over pieces: from its
//! start, each piece moves it to a new state or decides it (pass or
//! fail), and after [`PieceTest::length`] pieces it is decided by
//! [`PieceTest::passes`]. The chance it passes is the sum, over every
//! sequence of that length, of the sequence's probability under the
//! randomizer times whether it passes; grouping sequences by (chain
//! state, test state) after each piece turns that sum into a walk whose
//! size is the number of such pairs, not the number of sequences.
//! Probabilities stay exact fractions while they fit. Each layer is
//! walked in the order its entries were first reached, never a hash
//! map's, so the float sums (and so every digit of the answer) are the
//! same on every run and every platform.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

use rustc_hash::{FxBuildHasher, FxHashMap};

use serde::Serialize;

use super::budget::{map_bytes, vec_bytes};
use super::fraction::Probability;
use super::model::Model;
use super::stationary::{NotConverged, stationary};
use crate::work::{Stopped, Watch};
use crate::{Piece, PieceMap};

/// Where a walk stands after some pieces: the chain's state, the test's
/// (its number in the layer's [`Interned`] states), and the first piece
/// dealt.
type Walked = (u32, u32, Option<Piece>);

/// Entries of a layer walked between two looks at the watch.
const ENTRIES_PER_LOOK: usize = 4096;

/// Masses by key, kept in the order each key was first reached (a hash
/// map only finds them): summing in that order makes the same floats on
/// every run, whatever the hasher's seed.
struct Reached<K> {
    masses: Vec<(K, Probability)>,
    index: HashMap<K, usize>,
}

impl<K: Clone + Eq + Hash> Reached<K> {
    fn new() -> Reached<K> {
        Reached {
            masses: Vec::new(),
            index: HashMap::new(),
        }
    }

    /// Adds `mass` to `key`'s.
    fn add(&mut self, key: K, mass: Probability) {
        match self.index.get(&key) {
            Some(&at) => add(&mut self.masses[at].1, mass),
            None => {
                self.index.insert(key.clone(), self.masses.len());
                self.masses.push((key, mass));
            }
        }
    }
}

impl<K> Reached<K> {
    /// The bytes its tables hold.
    fn bytes(&self) -> usize {
        vec_bytes(&self.masses) + map_bytes(&self.index)
    }
}

/// A layer's distinct test states, each held once and numbered in the
/// order first met, with the bytes they hold. They are found by a hash of
/// each: the numbers of the states with one hash are chained, so no state
/// is held twice (a set of stacks can take kilobytes). Once a layer is
/// walked past a state's last pair, the state is let go.
struct Interned<'t, T: PieceTest> {
    test: &'t T,
    states: Vec<Option<T::State>>,
    /// The last state numbered with each hash.
    last: FxHashMap<u64, u32>,
    /// Each state's number's predecessor with the same hash.
    before: Vec<u32>,
    heap: usize,
}

/// No state: the end of a chain of states with one hash.
const NO_STATE: u32 = u32::MAX;

impl<'t, T: PieceTest> Interned<'t, T> {
    fn new(test: &'t T) -> Self {
        Interned {
            test,
            states: Vec::new(),
            last: FxHashMap::default(),
            before: Vec::new(),
            heap: 0,
        }
    }

    /// The number of `state`, numbered now if new.
    fn number(&mut self, state: T::State) -> u32 {
        let hash = FxBuildHasher.hash_one(&state);
        let mut at = self.last.get(&hash).copied().unwrap_or(NO_STATE);
        while at != NO_STATE {
            if self.states[at as usize].as_ref() == Some(&state) {
                return at;
            }
            at = self.before[at as usize];
        }
        let number = self.states.len() as u32;
        self.heap += self.test.heap_bytes(&state);
        self.before
            .push(self.last.insert(hash, number).unwrap_or(NO_STATE));
        self.states.push(Some(state));
        number
    }

    /// The state numbered `number`, unless let go.
    fn get(&self, number: u32) -> &T::State {
        self.states[number as usize]
            .as_ref()
            .expect("a state is let go after its last pair")
    }

    /// Lets go of the state numbered `number`.
    fn release(&mut self, number: u32) {
        if let Some(state) = self.states[number as usize].take() {
            self.heap -= self.test.heap_bytes(&state);
        }
    }

    fn len(&self) -> usize {
        self.states.len()
    }

    /// The bytes it holds: its tables and the states' own heap memory.
    fn bytes(&self) -> usize {
        vec_bytes(&self.states) + vec_bytes(&self.before) + map_bytes(&self.last) + self.heap
    }
}

/// What a test says after a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict<S> {
    /// Not decided yet: the test's state after the piece.
    Open(S),
    /// Passed, whatever comes next.
    Pass,
    /// Failed, whatever comes next.
    Fail,
}

impl<S> Verdict<S> {
    /// The verdict on a search's next state: passed once `passed` holds,
    /// failed once `dead` does (nothing left to try), open otherwise.
    ///
    /// ```
    /// use tetrolab::analysis::exact::Verdict;
    /// assert_eq!(Verdict::after(vec![1], false, false), Verdict::Open(vec![1]));
    /// assert_eq!(Verdict::after(Vec::<u8>::new(), false, true), Verdict::Fail);
    /// assert_eq!(Verdict::after(vec![2], true, false), Verdict::Pass);
    /// ```
    pub fn after(next: S, passed: bool, dead: bool) -> Verdict<S> {
        if passed {
            Verdict::Pass
        } else if dead {
            Verdict::Fail
        } else {
            Verdict::Open(next)
        }
    }
}

/// A test of the next pieces, read one at a time: the question the odds
/// answer. Deterministic: the same pieces always lead to the same state.
pub trait PieceTest {
    /// What the test remembers of the pieces read so far.
    type State: Clone + Eq + Hash;

    /// The state before any piece.
    fn start(&self) -> Self::State;

    /// The verdict after `piece` from `state`.
    fn step(&self, state: &Self::State, piece: Piece) -> Verdict<Self::State>;

    /// The most pieces the test reads: after this many, [`passes`](PieceTest::passes)
    /// decides.
    fn length(&self) -> usize;

    /// Whether a state reached after [`length`](PieceTest::length) pieces passes.
    fn passes(&self, state: &Self::State) -> bool;

    /// The memory `state` holds beyond its own size (a list's buffer), in
    /// bytes, for the walk's count of what it holds
    /// ([`Model::odds_within`]). None unless said.
    fn heap_bytes(&self, _state: &Self::State) -> usize {
        0
    }
}

/// Where in a game the pieces the test reads begin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Position<'a> {
    /// After `seen` pieces dealt from a game's start (none: the game's
    /// first pieces).
    Game {
        /// The pieces dealt before, oldest first; `None` for one dealt but
        /// not seen (every piece it may be, at its chance).
        seen: &'a [Option<Piece>],
    },
    /// At a random moment of a long game (the stationary law), after
    /// `seen` pieces observed from there.
    Stationary {
        /// The pieces observed before, oldest first; `None` for one dealt
        /// but not seen.
        seen: &'a [Option<Piece>],
    },
}

/// The chance a test passes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Odds {
    /// The chance, as a float.
    pub probability: f64,
    /// The chance as an exact fraction `n/d`, where every probability on
    /// the way was a fraction that fits (from a game's start, and after
    /// pieces seen); `None` otherwise (from the stationary law, whose
    /// masses are solved as floats).
    pub fraction: Option<String>,
    /// For each first piece: its chance of coming first, and the chance
    /// the test passes when it does (`None` for a piece that cannot come
    /// first).
    pub by_first: PieceMap<Option<(f64, f64)>>,
    /// How many (chain state, test state) pairs the walk carried at its
    /// widest (walked depth first: the answers it remembered).
    pub widest: usize,
}

/// For each first piece: the chance it comes first, and the chance it
/// comes first and the test passes.
pub(super) type ByFirst = [Option<(Probability, Probability)>; 7];

impl Odds {
    /// The odds of a walk that found `passed` in all, `first` by first
    /// piece, carrying `widest` pairs at most.
    pub(super) fn of(passed: Probability, first: ByFirst, widest: usize) -> Odds {
        Odds {
            probability: passed.value,
            fraction: passed.exact.map(|f| f.to_string()),
            by_first: PieceMap(
                first.map(|slot| slot.map(|(dealt, pass)| (dealt.value, pass.value / dealt.value))),
            ),
            widest,
        }
    }
}

/// Why there are no odds.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OddsError {
    /// The pieces seen cannot be dealt: the `n`-th (from 1) rules every
    /// state out.
    #[error("the randomizer cannot deal the pieces given before: piece {0} rules it out")]
    Impossible(usize),
    /// The walk would hold more than its limit at once.
    #[error(
        "the walk over the pieces would hold more than {} MB at once ({pairs} pairs of a randomizer state and a test state after {pieces} pieces)",
        max_bytes / 1_000_000
    )]
    TooLarge {
        /// The limit, in bytes.
        max_bytes: usize,
        /// The pairs it held when refused.
        pairs: usize,
        /// The pieces walked when refused.
        pieces: usize,
    },
    /// Stopped, as the watch asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
    /// The stationary law does not settle.
    #[error(transparent)]
    NotConverged(#[from] NotConverged),
}

/// Adds `mass` to `into`.
pub(super) fn add(into: &mut Probability, mass: Probability) {
    *into = into.add(mass);
}

impl Model {
    /// The chance that the pieces dealt next, from `from`, pass `test`.
    ///
    /// ```
    /// use tetrolab::analysis::exact::{Model, PieceTest, Position, Verdict};
    /// use tetrolab::Piece;
    /// /// Is one of the next two pieces an I?
    /// struct AnI;
    /// impl PieceTest for AnI {
    ///     type State = ();
    ///     fn start(&self) {}
    ///     fn step(&self, _: &(), piece: Piece) -> Verdict<()> {
    ///         if piece == Piece::I { Verdict::Pass } else { Verdict::Open(()) }
    ///     }
    ///     fn length(&self) -> usize { 2 }
    ///     fn passes(&self, _: &()) -> bool { false }
    /// }
    /// let bag = Model::of(&"7-bag".parse()?, 100_000, &tetrolab::work::Unwatched)?;
    /// let odds = bag.odds(Position::Game { seen: &[] }, &AnI, &tetrolab::work::Unwatched)?;
    /// assert_eq!(odds.fraction.as_deref(), Some("2/7"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// `watch` may stop the walk every few thousand entries of a layer.
    ///
    /// # Errors
    /// Pieces seen that the randomizer cannot deal, a stationary law that
    /// does not settle, or a stop the watch asked for.
    pub fn odds<T: PieceTest>(
        &self,
        from: Position<'_>,
        test: &T,
        watch: &dyn Watch,
    ) -> Result<Odds, OddsError> {
        self.odds_within(from, test, Model::WALK_BYTES, watch)
    }

    /// The most memory, in bytes, [`Model::odds`] lets its walk hold at
    /// once: a layer of (chain state, test state) pairs, the next one,
    /// and the distinct test states they name.
    pub const WALK_BYTES: usize = 100_000_000;

    /// [`Model::odds`], its walk refused the moment it would hold more
    /// than `max_bytes` bytes at once (counted from what its layers and
    /// their distinct test states hold, with the test's
    /// [`PieceTest::heap_bytes`]).
    ///
    /// ```
    /// use tetrolab::analysis::exact::{Model, OddsError, PieceTest, Position, Verdict};
    /// use tetrolab::Piece;
    /// use tetrolab::work::Unwatched;
    /// /// Are the next four pieces four different ones? (The pieces read so
    /// /// far are its state.)
    /// struct Different;
    /// impl PieceTest for Different {
    ///     type State = Vec<Piece>;
    ///     fn start(&self) -> Vec<Piece> { Vec::new() }
    ///     fn step(&self, read: &Vec<Piece>, piece: Piece) -> Verdict<Vec<Piece>> {
    ///         if read.contains(&piece) { return Verdict::Fail; }
    ///         Verdict::Open([read.as_slice(), &[piece]].concat())
    ///     }
    ///     fn length(&self) -> usize { 4 }
    ///     fn passes(&self, _: &Vec<Piece>) -> bool { true }
    ///     fn heap_bytes(&self, read: &Vec<Piece>) -> usize { read.capacity() }
    /// }
    /// let chance = Model::of(&"memoryless".parse()?, 100_000, &Unwatched)?;
    /// let from = Position::Game { seen: &[] };
    /// let odds = chance.odds_within(from, &Different, 10_000_000, &Unwatched)?;
    /// assert_eq!(odds.fraction.as_deref(), Some("120/343"));
    /// assert!(matches!(
    ///     chance.odds_within(from, &Different, 10_000, &Unwatched),
    ///     Err(OddsError::TooLarge { .. })
    /// ));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Model::odds`], and [`OddsError::TooLarge`].
    pub fn odds_within<T: PieceTest>(
        &self,
        from: Position<'_>,
        test: &T,
        max_bytes: usize,
        watch: &dyn Watch,
    ) -> Result<Odds, OddsError> {
        let belief = self.belief(from)?;
        let mut widest = belief.len();
        // Probability by first piece: dealt, and passed.
        let mut first: ByFirst = [None; 7];
        let mut passed = Probability::ZERO;
        // The test's states are held once each, numbered: a layer's pairs
        // name them by number, and each is stepped once a piece.
        let mut states = Interned::new(test);
        let begun = states.number(test.start());
        let mut layer: Vec<(Walked, Probability)> = belief
            .into_iter()
            .map(|(s, mass)| ((s, begun, None), mass))
            .collect();
        // How many of the layer's pairs are still to walk, for each state.
        let mut pairs_left = vec![layer.len() as u32];
        for depth in 0..test.length() {
            let mut next = Reached::new();
            let mut after = Interned::new(test);
            let mut stepped: Vec<[Option<Verdict<u32>>; 7]> = vec![[None; 7]; states.len()];
            for (walked, ((s, state, head), mass)) in layer.iter().copied().enumerate() {
                if walked % ENTRIES_PER_LOOK == 0 && watch.stopped() {
                    return Err(Stopped.into());
                }
                // Counted at every pair: one set of stacks can take kilobytes.
                let held = vec_bytes(&layer)
                    + vec_bytes(&stepped)
                    + vec_bytes(&pairs_left)
                    + states.bytes()
                    + after.bytes()
                    + next.bytes();
                if held > max_bytes {
                    return Err(OddsError::TooLarge {
                        max_bytes,
                        pairs: layer.len().max(next.masses.len()),
                        pieces: depth,
                    });
                }
                for edge in self.chain().edges(s as usize) {
                    let moved = mass.mul(self.chain().chance(edge));
                    let head = head.or(Some(edge.piece));
                    if depth == 0 {
                        let slot = &mut first[edge.piece.index()];
                        let zero = Probability::ZERO;
                        add(&mut slot.get_or_insert((zero, zero)).0, moved);
                    }
                    let verdict = stepped[state as usize][edge.piece.index()].get_or_insert_with(
                        || match test.step(states.get(state), edge.piece) {
                            Verdict::Open(next) => Verdict::Open(after.number(next)),
                            Verdict::Pass => Verdict::Pass,
                            Verdict::Fail => Verdict::Fail,
                        },
                    );
                    match *verdict {
                        Verdict::Open(number) => next.add((edge.to, number, head), moved),
                        Verdict::Pass => {
                            add(&mut passed, moved);
                            if let Some(piece) = head {
                                add(
                                    &mut first[piece.index()].as_mut().expect("dealt first").1,
                                    moved,
                                );
                            }
                        }
                        Verdict::Fail => {}
                    }
                }
                pairs_left[state as usize] -= 1;
                if pairs_left[state as usize] == 0 {
                    states.release(state);
                }
            }
            widest = widest.max(next.masses.len());
            layer = next.masses;
            states = after;
            pairs_left = vec![0; states.len()];
            for &((_, state, _), _) in &layer {
                pairs_left[state as usize] += 1;
            }
        }
        for ((_, state, head), mass) in layer {
            if test.passes(states.get(state)) {
                add(&mut passed, mass);
                if let Some(piece) = head {
                    add(
                        &mut first[piece.index()].as_mut().expect("dealt first").1,
                        mass,
                    );
                }
            }
        }
        Ok(Odds::of(passed, first, widest))
    }

    /// The law over chain states where the test's pieces begin: the
    /// start or the stationary law, filtered by the pieces seen and
    /// carried through every piece it may deal where one was not seen
    /// (the forward algorithm, in fractions while they fit).
    pub(super) fn belief(&self, from: Position<'_>) -> Result<Vec<(u32, Probability)>, OddsError> {
        let (mut belief, seen): (Vec<(u32, Probability)>, &[Option<Piece>]) = match from {
            Position::Game { seen } => (vec![(0, Probability::ONE)], seen),
            Position::Stationary { seen } => (
                stationary(self.chain())?
                    .into_iter()
                    .enumerate()
                    .filter(|&(_, mass)| mass > 0.0)
                    .map(|(s, mass)| (s as u32, Probability::float(mass)))
                    .collect(),
                seen,
            ),
        };
        for (t, &piece) in seen.iter().enumerate() {
            let mut next = Reached::new();
            for &(s, mass) in &belief {
                for edge in self
                    .chain()
                    .edges(s as usize)
                    .iter()
                    .filter(|e| piece.is_none_or(|piece| e.piece == piece))
                {
                    next.add(edge.to, mass.mul(self.chain().chance(edge)));
                }
            }
            let total = next
                .masses
                .iter()
                .fold(Probability::ZERO, |sum, &(_, mass)| sum.add(mass));
            if total.value <= 0.0 {
                return Err(OddsError::Impossible(t + 1));
            }
            let mut states: Vec<(u32, Probability)> = next
                .masses
                .into_iter()
                .map(|(s, mass)| (s, mass.div(total)))
                .collect();
            states.sort_by_key(|&(s, _)| s);
            belief = states;
        }
        Ok(belief)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Start;

    /// A test that keeps the pieces read and passes a fixed, arbitrary
    /// set of sequences (by a hash of them), deciding some early.
    struct Arbitrary {
        length: usize,
    }

    fn hashed(pieces: &[Piece]) -> u64 {
        pieces.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, p| {
            (h ^ p.index() as u64).wrapping_mul(0x1000_0000_01B3)
        })
    }

    impl PieceTest for Arbitrary {
        type State = Vec<Piece>;
        fn start(&self) -> Vec<Piece> {
            Vec::new()
        }
        fn step(&self, state: &Vec<Piece>, piece: Piece) -> Verdict<Vec<Piece>> {
            let mut read = state.clone();
            read.push(piece);
            match hashed(&read) % 11 {
                0 => Verdict::Pass,
                1 => Verdict::Fail,
                _ => Verdict::Open(read),
            }
        }
        fn length(&self) -> usize {
            self.length
        }
        fn passes(&self, state: &Vec<Piece>) -> bool {
            hashed(state).is_multiple_of(3)
        }
    }

    /// Whether `test` passes `pieces`, read one at a time.
    fn verdict(test: &Arbitrary, pieces: &[Piece]) -> bool {
        let mut state = test.start();
        for &piece in pieces {
            match test.step(&state, piece) {
                Verdict::Open(next) => state = next,
                Verdict::Pass => return true,
                Verdict::Fail => return false,
            }
        }
        test.passes(&state)
    }

    /// Every sequence of `length` pieces.
    fn sequences(length: usize) -> Vec<Vec<Piece>> {
        (0..length).fold(vec![Vec::new()], |all, _| {
            all.into_iter()
                .flat_map(|s| {
                    Piece::ALL.into_iter().map(move |p| {
                        let mut longer = s.clone();
                        longer.push(p);
                        longer
                    })
                })
                .collect()
        })
    }

    /// Randomizers of every kind of chain the walks meet: bags, a bag of
    /// two sets, a history, pairs and none.
    const WALKED: [&str; 6] = [
        "7-bag",
        "14-bag",
        "tgm1",
        "tetrio-pairs",
        "memoryless",
        "2x7-bag",
    ];

    /// The walk equals the sum, over every sequence, of its probability
    /// (the forward algorithm's likelihood) where the test passes, with
    /// the first-piece breakdown, from a game's start, after pieces seen,
    /// and from the stationary law.
    #[test]
    fn the_walk_is_the_sum_over_every_sequence() {
        let test = Arbitrary { length: 3 };
        for spec in WALKED {
            let model =
                Model::of(&spec.parse().unwrap(), 100_000, &crate::work::Unwatched).unwrap();
            for (seen, start) in [
                (&[][..], Start::Game),
                (&[Piece::I, Piece::Z][..], Start::Game),
                (&[Piece::T][..], Start::Stationary),
            ] {
                let known: Vec<Option<Piece>> = seen.iter().copied().map(Some).collect();
                let from = match start {
                    Start::Game => Position::Game { seen: &known },
                    Start::Stationary => Position::Stationary { seen: &known },
                };
                let odds = model.odds(from, &test, &crate::work::Unwatched).unwrap();
                let before = model
                    .read(seen, start, &crate::work::Unwatched)
                    .unwrap()
                    .log2_likelihood
                    .unwrap();
                let mut total = 0.0;
                let mut by_first = [(0.0, 0.0); 7];
                for pieces in sequences(test.length) {
                    let all: Vec<Piece> = seen.iter().chain(&pieces).copied().collect();
                    let Some(log2) = model
                        .read(&all, start, &crate::work::Unwatched)
                        .unwrap()
                        .log2_likelihood
                    else {
                        continue;
                    };
                    let chance = (log2 - before).exp2();
                    by_first[pieces[0].index()].0 += chance;
                    if verdict(&test, &pieces) {
                        total += chance;
                        by_first[pieces[0].index()].1 += chance;
                    }
                }
                assert!(
                    (odds.probability - total).abs() < 1e-12,
                    "{spec} {seen:?}: {} vs {total}",
                    odds.probability
                );
                for piece in Piece::ALL {
                    let (dealt, pass) = by_first[piece.index()];
                    match odds.by_first[piece] {
                        None => assert_eq!(dealt, 0.0, "{spec} {piece}"),
                        Some((d, p)) => {
                            assert!((d - dealt).abs() < 1e-12, "{spec} {piece}");
                            assert!((p - pass / dealt).abs() < 1e-9, "{spec} {piece}");
                        }
                    }
                }
                if let Some(fraction) = &odds.fraction {
                    let (n, d) = fraction.split_once('/').unwrap_or((fraction, "1"));
                    let value = n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap();
                    assert!(
                        (value - odds.probability).abs() < 1e-12,
                        "{spec}: {fraction}"
                    );
                }
                assert_eq!(
                    odds.fraction.is_some(),
                    start == Start::Game,
                    "{spec} {seen:?}"
                );
            }
        }
    }

    /// The walk sums in the order entries are reached, so the same
    /// question gives the same bits every time (a hash map's order, seeded
    /// anew for every map, made the last digits vary), and a watch that
    /// asks to stop stops it.
    #[test]
    fn the_same_odds_every_time_and_a_stop_stops() {
        let model = Model::of(&"tgm1".parse().unwrap(), 100_000, &crate::work::Unwatched).unwrap();
        let test = Arbitrary { length: 5 };
        let seen = [Some(Piece::S), Some(Piece::T)];
        let from = || Position::Stationary { seen: &seen };
        let first = model.odds(from(), &test, &crate::work::Unwatched).unwrap();
        for _ in 0..20 {
            let again = model.odds(from(), &test, &crate::work::Unwatched).unwrap();
            assert_eq!(again.probability.to_bits(), first.probability.to_bits());
            assert_eq!(again, first);
        }
        let stop = crate::work::Tally::default();
        stop.stop();
        assert!(matches!(
            model.odds(from(), &test, &stop),
            Err(OddsError::Stopped(_))
        ));
    }

    /// The depth-first walk gives the breadth-first walk's fraction, and
    /// its floats to a few ulps, with memory for every answer, for a few
    /// and for none, from a game's start, after pieces and from the
    /// stationary law; and a watch that asks to stop stops it.
    #[test]
    fn depth_first_is_breadth_first() {
        let test = Arbitrary { length: 3 };
        for spec in WALKED.into_iter().chain(["history:size=2,rolls=3"]) {
            let model =
                Model::of(&spec.parse().unwrap(), 100_000, &crate::work::Unwatched).unwrap();
            for from in [
                Position::Game { seen: &[] },
                Position::Game {
                    seen: &[Some(Piece::I), Some(Piece::Z)],
                },
                Position::Game {
                    seen: &[None, Some(Piece::Z), None],
                },
                Position::Stationary {
                    seen: &[Some(Piece::T)],
                },
            ] {
                let wide = model.odds(from, &test, &crate::work::Unwatched).unwrap();
                for memory in [0, 2_000, usize::MAX] {
                    let deep = model
                        .odds_depth_first(from, &test, memory, &crate::work::Unwatched)
                        .unwrap();
                    assert_eq!(deep.fraction, wide.fraction, "{spec} {from:?} {memory}");
                    assert!(
                        (deep.probability - wide.probability).abs() < 1e-12,
                        "{spec} {from:?} {memory}"
                    );
                    for piece in Piece::ALL {
                        match (deep.by_first[piece], wide.by_first[piece]) {
                            (Some(d), Some(w)) => assert!(
                                (d.0 - w.0).abs() < 1e-12 && (d.1 - w.1).abs() < 1e-12,
                                "{spec} {piece}"
                            ),
                            (d, w) => assert_eq!(d, w, "{spec} {piece}"),
                        }
                    }
                    assert!(memory > 0 || deep.widest == 0, "{spec}: nothing remembered");
                }
            }
        }
        let model = Model::of(&"7-bag".parse().unwrap(), 1000, &crate::work::Unwatched).unwrap();
        let stop = crate::work::Tally::default();
        stop.stop();
        let stopped = model.odds_depth_first(Position::Game { seen: &[] }, &test, 0, &stop);
        assert!(matches!(stopped, Err(OddsError::Stopped(_))));
    }

    /// Pieces the randomizer cannot deal are refused, naming the first.
    #[test]
    fn impossible_history_is_refused() {
        let model = Model::of(&"7-bag".parse().unwrap(), 1000, &crate::work::Unwatched).unwrap();
        let seen: Vec<Option<Piece>> = crate::piece::parse_letters("IJLOSTI")
            .unwrap()
            .into_iter()
            .map(Some)
            .collect();
        let refused = model.odds(
            Position::Game { seen: &seen },
            &Arbitrary { length: 1 },
            &crate::work::Unwatched,
        );
        assert_eq!(refused, Err(OddsError::Impossible(7)));
    }

    /// A piece dealt unseen weighs every piece it may be by its chance:
    /// the odds after it are the sum, over each piece, of that piece's
    /// chance of coming first times the odds once it is seen; and after a
    /// 7-bag's whole first bag unseen, the odds are a fresh bag's again.
    #[test]
    fn a_piece_dealt_unseen_is_every_piece_at_its_chance() {
        let test = Arbitrary { length: 3 };
        for spec in WALKED {
            let model =
                Model::of(&spec.parse().unwrap(), 100_000, &crate::work::Unwatched).unwrap();
            let odds = |seen: &[Option<Piece>]| {
                model
                    .odds(Position::Game { seen }, &test, &crate::work::Unwatched)
                    .unwrap()
            };
            let unseen = odds(&[None, Some(Piece::T)]);
            // Each first piece: its chance times T's chance after it, and
            // the odds once both are seen.
            let (mut weighed, mut t_second) = (0.0, 0.0);
            for piece in Piece::ALL {
                let Some((first, _)) = odds(&[]).by_first[piece] else {
                    continue;
                };
                let Some((then_t, _)) = odds(&[Some(piece)]).by_first[Piece::T] else {
                    continue;
                };
                let chance = first * then_t;
                weighed += chance * odds(&[Some(piece), Some(Piece::T)]).probability;
                t_second += chance;
            }
            let expected = weighed / t_second;
            assert!(
                (unseen.probability - expected).abs() < 1e-12,
                "{spec}: {} against {expected}",
                unseen.probability
            );
        }
        let bag = Model::of(&"7-bag".parse().unwrap(), 1000, &crate::work::Unwatched).unwrap();
        let bag_odds = |seen: &[Option<Piece>]| {
            bag.odds(Position::Game { seen }, &test, &crate::work::Unwatched)
                .unwrap()
        };
        assert_eq!(bag_odds(&[None; 7]).fraction, bag_odds(&[]).fraction);
        assert_ne!(bag_odds(&[None; 6]).fraction, bag_odds(&[]).fraction);
    }
}
