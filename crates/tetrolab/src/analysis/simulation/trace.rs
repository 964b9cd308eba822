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

/// Traces the first `count` pieces of `dealing`: the spec's definition
/// dealt as written from the dealing's generator and seed — exactly the
/// pieces [`Dealing::randomizer`] deals — with its
/// [`visible`](Definition::visible) state after each, stopping early where
/// the source stops ([`Dealing::halt`]). A game on its own generator
/// (`nes`, `tetrisgym-sps`, `sega`) shows its pieces with
/// [`VisibleState::Nothing`].
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
    dealing.walk(Tracer(count)).unwrap_or_else(|| {
        let mut randomizer = dealing.randomizer();
        let dealt = (0..count).map(|_| Some(randomizer.next_piece()));
        let steps = std::iter::once(None)
            .chain(dealt)
            .map(|piece| Step {
                piece,
                state: VisibleState::Nothing,
            })
            .collect();
        Trace { steps, halt: None }
    })
}

/// Traces `.0` pieces of a definition.
struct Tracer(usize);

impl Walker for Tracer {
    type Output = Trace;

    fn walk<D: Definition, R: PieceRng>(self, mut serial: Serial<D, R>) -> Trace {
        let mut steps = Vec::with_capacity(self.0.saturating_add(1).min(1 << 20));
        steps.push(Step {
            piece: None,
            state: serial.definition().visible(serial.state()),
        });
        for piece in 1..=self.0 as u64 {
            if let Some(reason) = serial.definition().halt(serial.state()) {
                let halt = Some(Halt { piece, reason });
                return Trace { steps, halt };
            }
            let piece = Some(serial.next_piece());
            let state = serial.definition().visible(serial.state());
            steps.push(Step { piece, state });
        }
        Trace { steps, halt: None }
    }
}
