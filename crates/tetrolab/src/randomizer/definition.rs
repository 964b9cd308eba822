//! What a randomizer is: a state machine over uniform draws, dealt as
//! written by [`Serial`].

use std::fmt::Debug;
use std::hash::Hash;

use super::{Randomizer, VisibleState, clone_box};
use crate::Piece;
use crate::rng::{Draw, Draws, PieceRng};

/// A randomizer's plain definition: its state at the start of a game, and
/// how it deals the next piece from a state and uniform draws.
///
/// This is the one place an algorithm is written out; every faster engine
/// deals exactly what its definition deals from the same generator, and a
/// test checks that on every generator. Because a definition deals from
/// any [`Draw`] rather than a generator, the same code also runs against a
/// probe that enumerates every outcome of each draw — which turns a
/// definition with finitely many states into an exact Markov chain.
///
/// ```
/// use tetrolab::randomizer::{Classic, Definition};
/// use tetrolab::rng::{DefaultRng, Draws};
/// use tetrolab::Piece;
/// let classic = Classic { order: Piece::ALL };
/// let mut state = classic.start();
/// let mut draws = Draws::new(DefaultRng::seed_from_u64(1));
/// let first = classic.deal(&mut state, &mut draws);
/// let second = classic.deal(&mut state, &mut draws);
/// assert!(Piece::ALL.contains(&first) && Piece::ALL.contains(&second));
/// ```
pub trait Definition: Clone + Debug + Send + Sync + 'static {
    /// Everything besides the draws that decides the next pieces. Small,
    /// hashable and canonical: each state has one representation, and
    /// equal states deal the same pieces from the same draws.
    type State: Clone + Eq + Hash + Debug + Send + Sync + 'static;

    /// The state at the start of a game.
    fn start(&self) -> Self::State;

    /// Deals the next piece, drawing from `draw` and updating `state`.
    fn deal(&self, state: &mut Self::State, draw: &mut impl Draw) -> Piece;

    /// Why the source's own code would stop instead of dealing the next
    /// piece from `state`, or `None` when it deals on (the default: most
    /// algorithms never stop). [`deal`](Definition::deal) cannot fail and
    /// deals on regardless; callers that must stop where the source stops
    /// ask first, as [`Dealing::halt`](super::Dealing::halt) does.
    fn halt(&self, _state: &Self::State) -> Option<String> {
        None
    }

    /// Why this configuration has no exact chain worth building, if it
    /// provably has none: its states are infinite (real-valued weights) or
    /// far too many (a 35-slot pool). Exact analysis refuses it up front,
    /// in these words, instead of enumerating states up to a limit; every
    /// other definition's chain is built by probing it draw by draw.
    fn exact_refusal(&self) -> Option<&'static str> {
        None
    }

    /// Whether [`halt`](Definition::halt) can ever answer `Some` for this
    /// configuration: when `false` (the default), a caller deals without
    /// asking after every piece.
    fn may_halt(&self) -> bool {
        false
    }

    /// `state` as a reader sees it: by default its `Debug` form; families
    /// with weights, a bag or a history say so.
    fn visible(&self, state: &Self::State) -> VisibleState {
        VisibleState::Opaque(format!("{state:?}"))
    }

    /// How many pieces the bags of `state` hold, as
    /// [`visible`](Definition::visible) shows them, counted without
    /// building the visible state; `None` (the default) for a definition
    /// that does not count them. [`Serial`] marks where bags begin by it.
    fn bag_pieces_left(&self, _state: &Self::State) -> Option<usize> {
        None
    }
}

/// A definition dealt exactly as written, one piece and one draw at a
/// time, from a generator: the reference every engine is tested against,
/// and the randomizer for families that need no engine.
///
/// ```
/// use tetrolab::randomizer::{Memoryless, Serial};
/// use tetrolab::rng::DefaultRng;
/// use tetrolab::{Piece, Randomizer};
/// let mut memoryless = Serial::new(Memoryless { order: Piece::ALL }, DefaultRng::seed_from_u64(3));
/// let mut fork = memoryless.clone();
/// assert_eq!(memoryless.next_piece(), fork.next_piece());
/// ```
#[derive(Debug, Clone)]
pub struct Serial<D: Definition, R: PieceRng> {
    definition: D,
    state: D::State,
    draws: Draws<R>,
}

impl<D: Definition, R: PieceRng> Serial<D, R> {
    /// `definition` at the start of a game, drawing from `rng`.
    pub fn new(definition: D, rng: R) -> Serial<D, R> {
        Serial {
            state: definition.start(),
            definition,
            draws: Draws::new(rng),
        }
    }

    /// The definition being dealt.
    pub fn definition(&self) -> &D {
        &self.definition
    }

    /// The current state.
    pub fn state(&self) -> &D::State {
        &self.state
    }
}

impl<D: Definition, R: PieceRng> Randomizer for Serial<D, R> {
    // Always inlined: a definition's `deal` is all of a piece's work, and a
    // call per piece costs `gen weighted` 11 more instructions a piece (135
    // against 124 with plain `#[inline]`).
    #[inline(always)]
    fn next_piece(&mut self) -> Piece {
        self.definition.deal(&mut self.state, &mut self.draws)
    }

    /// A piece begins a bag when the bags hold no fewer pieces after it
    /// than before it (a bag was refilled to deal it).
    fn fill_marking_bags(&mut self, out: &mut [Piece], starts: &mut Vec<usize>) -> bool {
        let Some(mut before) = self.definition.bag_pieces_left(&self.state) else {
            return false;
        };
        for (index, slot) in out.iter_mut().enumerate() {
            *slot = self.definition.deal(&mut self.state, &mut self.draws);
            let left = self.definition.bag_pieces_left(&self.state).unwrap_or(0);
            if left >= before {
                starts.push(index);
            }
            before = left;
        }
        true
    }

    clone_box!();
}
