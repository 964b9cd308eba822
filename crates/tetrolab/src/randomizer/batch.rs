//! Randomizers that make their pieces a batch at a time (a shuffled bag,
//! TETR.IO's batches of seven), and the rule for a game's first batch.

use std::fmt::Debug;
use std::hash::Hash;

use super::{Definition, VisibleState};
use crate::Piece;
use crate::rng::Draw;

/// A definition that makes pieces a batch at a time; [`Batched`] deals the
/// batches front to back.
///
/// ```
/// use tetrolab::randomizer::{Bag, Batch};
/// use tetrolab::rng::{DefaultRng, Draws};
/// use tetrolab::Piece;
/// let bag = Bag { contents: Piece::ALL.to_vec(), from_back: false };
/// let mut out = [Piece::I; 7];
/// let made = bag.deal_batch(&mut bag.start(), &mut Draws::new(DefaultRng::seed_from_u64(1)), &mut out);
/// out.sort();
/// assert_eq!((made, out), (7, Piece::ALL));
/// ```
pub trait Batch: Clone + Debug + Send + Sync + 'static {
    /// What carries over from one batch to the next (as in
    /// [`Definition::State`]).
    type State: Clone + Eq + Hash + Debug + Send + Sync + 'static;

    /// The state before the first batch.
    fn start(&self) -> Self::State;

    /// The most pieces one batch holds.
    fn max_len(&self) -> usize;

    /// Writes the next batch (never empty) to the front of `out`, which
    /// holds at least [`max_len`](Batch::max_len) pieces, and returns its
    /// length.
    fn deal_batch(&self, state: &mut Self::State, draw: &mut impl Draw, out: &mut [Piece])
    -> usize;
}

/// What happens to a game's first batch before it is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FirstBatch {
    /// Dealt as made.
    #[default]
    AsMade,
    /// TETR.IO's `no_szo`: move the head to the tail while it is S, Z or O,
    /// at most batch-length times (keeps the batch's pieces).
    RotateOffSzo,
    /// Seed document 001's sentence: skip the first piece once if it is S,
    /// Z or O (loses that piece).
    SkipSzo,
}

impl FirstBatch {
    /// Applies the rule to a first batch in place; returns how many pieces
    /// at its front are skipped.
    ///
    /// ```
    /// use tetrolab::randomizer::FirstBatch;
    /// use tetrolab::Piece::{O, S, T, Z};
    /// let mut batch = [S, Z, T, O];
    /// assert_eq!(FirstBatch::RotateOffSzo.apply(&mut batch), 0);
    /// assert_eq!(batch, [T, O, S, Z]);
    /// assert_eq!(FirstBatch::SkipSzo.apply(&mut [S, T]), 1);
    /// ```
    pub fn apply(self, batch: &mut [Piece]) -> usize {
        match self {
            FirstBatch::AsMade => 0,
            FirstBatch::RotateOffSzo => {
                let turns = batch.iter().take_while(|p| p.is_szo()).count();
                batch.rotate_left(turns % batch.len().max(1));
                0
            }
            FirstBatch::SkipSzo => usize::from(batch.first().is_some_and(|p| p.is_szo())),
        }
    }
}

/// A [`Batch`] dealt front to back, batch after batch, with `first`
/// applied to the game's first batch.
///
/// ```
/// use tetrolab::randomizer::{Bag, Batched, FirstBatch, Serial};
/// use tetrolab::rng::{FromSeed, Minstd};
/// use tetrolab::{Piece, Randomizer};
/// // TETR.IO's 7-bag with no_szo, seed 1366895827: its first bag, rotated
/// // past any leading S, Z and O (a published sequence).
/// let bag = Bag { contents: tetrolab::piece::order::TETRIO.to_vec(), from_back: false };
/// let definition = Batched { batch: bag, first: FirstBatch::RotateOffSzo };
/// let mut tetrio = Serial::new(definition, Minstd::from_seed(&1366895827u64.into()).unwrap());
/// let first: String = (0..7).map(|_| tetrio.next_piece().letter()).collect();
/// assert_eq!(first, "TLSIJOZ");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Batched<B> {
    /// How batches are made.
    pub batch: B,
    /// The rule for the first batch.
    pub first: FirstBatch,
}

/// The state of a [`Batched`] definition.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BatchedState<S> {
    /// The batch maker's state.
    pub source: S,
    /// The current batch's pieces not dealt yet, the next one last.
    pub undealt: Vec<Piece>,
    /// Whether the first batch has been made.
    pub started: bool,
}

impl<B: Batch> Definition for Batched<B> {
    type State = BatchedState<B::State>;

    fn start(&self) -> Self::State {
        BatchedState {
            source: self.batch.start(),
            undealt: Vec::new(),
            started: false,
        }
    }

    fn deal(&self, state: &mut Self::State, draw: &mut impl Draw) -> Piece {
        while state.undealt.is_empty() {
            let mut batch = vec![Piece::I; self.batch.max_len()];
            let len = self.batch.deal_batch(&mut state.source, draw, &mut batch);
            batch.truncate(len);
            let skipped = if state.started {
                0
            } else {
                state.started = true;
                self.first.apply(&mut batch)
            };
            state.undealt.extend(batch[skipped..].iter().rev());
        }
        state.undealt.pop().expect("a batch is never empty")
    }

    /// The current batch's pieces not dealt yet, the next one first.
    fn visible(&self, state: &Self::State) -> VisibleState {
        VisibleState::Remaining(state.undealt.iter().rev().copied().collect())
    }
}

/// A per-piece definition made seven pieces at a time, as TETR.IO makes
/// its memoryless and classic types; only a first-batch rule can tell.
///
/// ```
/// use tetrolab::randomizer::{Batched, Definition, FirstBatch, Memoryless, Sevens, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let memoryless = Memoryless { order: Piece::ALL };
/// let batched = Batched { batch: Sevens(memoryless.clone()), first: FirstBatch::AsMade };
/// let mut a = Serial::new(memoryless, DefaultRng::seed_from_u64(5));
/// let mut b = Serial::new(batched, DefaultRng::seed_from_u64(5));
/// assert!((0..20).all(|_| a.next_piece() == b.next_piece()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Sevens<D>(pub D);

impl<D: Definition> Batch for Sevens<D> {
    type State = D::State;

    fn start(&self) -> D::State {
        self.0.start()
    }

    fn max_len(&self) -> usize {
        7
    }

    fn deal_batch(&self, state: &mut D::State, draw: &mut impl Draw, out: &mut [Piece]) -> usize {
        for slot in &mut out[..7] {
            *slot = self.0.deal(state, draw);
        }
        7
    }
}
