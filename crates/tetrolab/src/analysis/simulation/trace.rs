//! A randomizer's pieces with its state between them: seed document
//! 002's weights over time, a bag's remaining pieces, a history.

use crate::randomizer::{Definition, Halt, Serial, VisibleState, Walker};
use crate::rng::PieceRng;
use crate::{Dealing, Piece, Randomizer};

/// One step of a [`Trace`]: a piece dealt and the state it leaves.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// The piece dealt; `None` for the first step, the state at the start.
    pub piece: Option<Piece>,
    /// The state after the piece.
    pub state: VisibleState,
}

/// The pieces a dealing deals, each with the state after it, after a
/// first step holding the state at the start: for the weighted randomizer
/// this is seed document 002's `weights_over_time` beside its pieces.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The start, then one step per piece.
    pub steps: Vec<Step>,
    /// Where the source's own code stops before the count, if it does
    /// (seed 002's script below denominator 1): the steps end there.
    pub halt: Option<Halt>,
}

/// Traces the first `count` pieces of `dealing` and keeps every step:
/// [`steps`] collected, with where the source stopped if it did.
///
/// ```
/// use tetrolab::analysis::trace::trace;
/// use tetrolab::randomizer::VisibleState;
/// use tetrolab::{Dealing, Piece};
/// // Seed 002's script with denominator 2 after random.seed(0): the first
/// // piece is T, which keeps half its weight.
/// let dealing = Dealing::new("weighted:denominator=2".parse()?, Some("python".parse()?), 0u64.into())?;
/// let traced = trace(&dealing, 3);
/// assert_eq!(traced.steps.len(), 4);
/// assert_eq!(traced.steps[0].state, VisibleState::Weights([1.0; 7]));
/// assert_eq!(traced.steps[1].piece, Some(Piece::T));
/// let VisibleState::Weights(weights) = traced.steps[1].state else { unreachable!() };
/// assert_eq!(weights[5], 0.5); // T, sixth in L J I O S T Z
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn trace(dealing: &Dealing, count: usize) -> Trace {
    let mut steps = self::steps(dealing, count as u64);
    let kept = steps.by_ref().collect();
    Trace {
        steps: kept,
        halt: steps.halt,
    }
}

/// The first `count` pieces of `dealing`, each with the state after it,
/// after a first step holding the state at the start — made one at a
/// time, so a caller that writes each step as it comes holds one step
/// however long the trace. They are the spec's definition dealt as written
/// from the dealing's generator and seed — exactly the pieces
/// [`Dealing::randomizer`] deals — with its [`visible`](Definition::visible)
/// state after each; they end early where the source stops
/// ([`Dealing::halt`]), and [`Steps::halt`] then says where. A game on its
/// own generator (`nes`, `tetrisgym-sps`, `sega`) shows its pieces with
/// [`VisibleState::Nothing`].
///
/// ```
/// use tetrolab::analysis::trace::steps;
/// use tetrolab::Dealing;
/// // Seed 002's script below denominator 1 raises before piece 193.
/// let dealing = Dealing::new("weighted:denominator=0.8".parse()?, Some("python".parse()?), 0u64.into())?;
/// let mut steps = steps(&dealing, 1000);
/// assert_eq!(steps.by_ref().count(), 193); // the start and 192 pieces
/// assert_eq!(steps.halt().map(|halt| halt.piece), Some(193));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn steps(dealing: &Dealing, count: u64) -> Steps {
    let source = dealing
        .walk(Erase)
        .unwrap_or_else(|| Box::new(PiecesOnly(dealing.randomizer())));
    Steps {
        source,
        next: 0,
        count,
        halt: None,
    }
}

/// A trace's steps, made as they are read (see [`steps`]).
#[derive(Debug)]
pub struct Steps {
    source: Box<dyn Source>,
    /// The number of the next step: 0 is the start, then one per piece.
    next: u64,
    count: u64,
    halt: Option<Halt>,
}

impl Steps {
    /// Where the source stopped before the count, once the steps have
    /// ended there.
    pub fn halt(&self) -> Option<&Halt> {
        self.halt.as_ref()
    }
}

impl Iterator for Steps {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        if self.next > self.count || self.halt.is_some() {
            return None;
        }
        let piece = match self.next {
            0 => None,
            piece => {
                if let Some(reason) = self.source.halt() {
                    self.halt = Some(Halt { piece, reason });
                    return None;
                }
                Some(self.source.next_piece())
            }
        };
        self.next += 1;
        Some(Step {
            piece,
            state: self.source.visible(),
        })
    }
}

/// What a trace reads from what it deals, whatever the definition and
/// generator: one type behind which [`Steps`] holds any of them.
trait Source: Send + std::fmt::Debug {
    /// Deals the next piece.
    fn next_piece(&mut self) -> Piece;
    /// The state as a reader sees it now.
    fn visible(&self) -> VisibleState;
    /// Why the source's own code would stop before the next piece.
    fn halt(&self) -> Option<String>;
}

impl<D: Definition, R: PieceRng> Source for Serial<D, R> {
    fn next_piece(&mut self) -> Piece {
        Randomizer::next_piece(self)
    }

    fn visible(&self) -> VisibleState {
        self.definition().visible(self.state())
    }

    fn halt(&self) -> Option<String> {
        self.definition().halt(self.state())
    }
}

/// A game on its own generator: pieces, with no state to show.
#[derive(Debug)]
struct PiecesOnly(Box<dyn Randomizer>);

impl Source for PiecesOnly {
    fn next_piece(&mut self) -> Piece {
        self.0.next_piece()
    }

    fn visible(&self) -> VisibleState {
        VisibleState::Nothing
    }

    fn halt(&self) -> Option<String> {
        None
    }
}

/// Puts a definition dealt as written behind [`Source`].
struct Erase;

impl Walker for Erase {
    type Output = Box<dyn Source>;

    fn walk<D: Definition, R: PieceRng>(self, serial: Serial<D, R>) -> Box<dyn Source> {
        Box::new(serial)
    }
}
