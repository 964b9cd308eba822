//! [`Model::odds`] walked depth first: the same sum over sequences, for
//! tests whose states are too many or too large to hold a layer of at
//! once (a first perfect clear's sets of stacks, after each of a 7-bag's
//! millions of openings).
//!
//! The breadth-first walk holds every (chain state, test state) pair a
//! layer reaches, so that each is stepped once. This walk holds only the
//! path it is on, one test state a piece, and remembers the chance each
//! (chain state, test state, pieces read) passes while its answers fit
//! in the memory it is given: a pair met again is answered from memory,
//! and once memory is full, walked again. The answer is the same sum in
//! another order: the same fraction, and a float equal to a few ulps.

use rustc_hash::FxHashMap;

use super::budget::map_bytes;
use super::fraction::Probability;
use super::model::Model;
use super::odds::{ByFirst, Odds, OddsError, PieceTest, Position, Verdict, add};
use crate::Piece;
use crate::work::{Stopped, Watch};

/// Pairs walked between two looks at the watch.
const PAIRS_PER_LOOK: usize = 4096;

impl Model {
    /// The chance that the pieces dealt next, from `from`, pass `test`
    /// (as [`Model::odds_within`] answers it), walked depth first with
    /// at most `max_bytes` of remembered answers. Its memory does not
    /// grow with the number of sequences, only its time; `widest` is the
    /// number of answers it remembered.
    ///
    /// ```
    /// use tetrolab::analysis::exact::{Model, PieceTest, Position, Verdict};
    /// use tetrolab::Piece;
    /// use tetrolab::work::Unwatched;
    /// /// Is one of the next three pieces an I?
    /// struct AnI;
    /// impl PieceTest for AnI {
    ///     type State = ();
    ///     fn start(&self) {}
    ///     fn step(&self, _: &(), piece: Piece) -> Verdict<()> {
    ///         if piece == Piece::I { Verdict::Pass } else { Verdict::Open(()) }
    ///     }
    ///     fn length(&self) -> usize { 3 }
    ///     fn passes(&self, _: &()) -> bool { false }
    /// }
    /// let bag = Model::of(&"7-bag".parse()?, 100_000, &Unwatched)?;
    /// let from = || Position::Game { seen: &[] };
    /// let deep = bag.odds_depth_first(from(), &AnI, 1_000_000, &Unwatched)?;
    /// let wide = bag.odds(from(), &AnI, &Unwatched)?;
    /// assert_eq!(deep.fraction.as_deref(), Some("3/7"));
    /// assert_eq!(deep.fraction, wide.fraction);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Model::odds`]; never [`OddsError::TooLarge`].
    pub fn odds_depth_first<T: PieceTest>(
        &self,
        from: Position<'_>,
        test: &T,
        max_bytes: usize,
        watch: &dyn Watch,
    ) -> Result<Odds, OddsError> {
        let belief = self.belief(from)?;
        // The watch hears of the pieces dealt second, each once its
        // sequences are walked.
        let second: usize = belief
            .iter()
            .flat_map(|&(s, _)| self.chain().edges(s as usize))
            .map(|edge| self.chain().edges(edge.to as usize).len())
            .sum();
        watch.begin("walking the sequences, depth first", second as u64);
        let mut walk = Deep {
            model: self,
            test,
            memo: FxHashMap::default(),
            heap: 0,
            max_bytes,
            walked: 0,
            watch,
        };
        let zero = Probability::ZERO;
        let mut first: ByFirst = [None; 7];
        let mut passed = zero;
        let start = test.start();
        for (s, mass) in belief {
            for (piece, dealt, pass) in walk.by_piece(s, &start, 0)? {
                let slot = first[piece.index()].get_or_insert((zero, zero));
                add(&mut slot.0, mass.mul(dealt));
                add(&mut slot.1, mass.mul(pass));
                add(&mut passed, mass.mul(pass));
            }
        }
        Ok(Odds::of(passed, first, walk.memo.len()))
    }
}

/// A pair met on the walk: chain state, pieces read, test state.
type Met<S> = (u32, u32, S);

/// The walk: the path is on the call stack, the answers in `memo`.
struct Deep<'a, T: PieceTest> {
    model: &'a Model,
    test: &'a T,
    /// The chance each pair passes, while they fit in `max_bytes`.
    memo: FxHashMap<Met<T::State>, Probability>,
    /// The test states' own memory in `memo`.
    heap: usize,
    max_bytes: usize,
    walked: usize,
    watch: &'a dyn Watch,
}

impl<T: PieceTest> Deep<'_, T> {
    /// For each edge out of chain state `s`, with the test at `state`
    /// after `read` pieces: its piece, its chance, and its chance times
    /// the chance the test passes after it.
    fn by_piece(
        &mut self,
        s: u32,
        state: &T::State,
        read: u32,
    ) -> Result<Vec<(Piece, Probability, Probability)>, Stopped> {
        if self.walked.is_multiple_of(PAIRS_PER_LOOK) && self.watch.stopped() {
            return Err(Stopped);
        }
        self.walked += 1;
        let chain = self.model.chain();
        let mut answers = Vec::with_capacity(chain.edges(s as usize).len());
        for edge in chain.edges(s as usize) {
            let chance = chain.chance(edge);
            let verdict = self.test.step(state, edge.piece);
            let open = matches!(verdict, Verdict::Open(_));
            let passes = match verdict {
                Verdict::Pass => Probability::ONE,
                Verdict::Fail => Probability::ZERO,
                Verdict::Open(next) => self.passes((edge.to, read + 1, next))?,
            };
            answers.push((edge.piece, chance, chance.mul(passes)));
            match (read, open) {
                (0, false) => self.watch.add(chain.edges(edge.to as usize).len() as u64),
                (1, _) => self.watch.add(1),
                _ => {}
            }
        }
        Ok(answers)
    }

    /// The chance the test passes from the pair `met`.
    fn passes(&mut self, met: Met<T::State>) -> Result<Probability, Stopped> {
        let (s, read, state) = &met;
        if *read as usize >= self.test.length() {
            return Ok(if self.test.passes(state) {
                Probability::ONE
            } else {
                Probability::ZERO
            });
        }
        if let Some(&known) = self.memo.get(&met) {
            return Ok(known);
        }
        let passes = self
            .by_piece(*s, state, *read)?
            .into_iter()
            .fold(Probability::ZERO, |sum, (_, _, pass)| sum.add(pass));
        let heap = self.test.heap_bytes(state);
        // A full table doubles when it takes one more.
        let table = match self.memo.len() == self.memo.capacity() {
            true => 2 * map_bytes(&self.memo).max(64 * size_of_val(&met)),
            false => map_bytes(&self.memo),
        };
        if self.heap + heap + table <= self.max_bytes {
            self.heap += heap;
            self.memo.insert(met, passes);
        }
        Ok(passes)
    }
}
