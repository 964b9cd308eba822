//! `trace`'s answer: each piece with the randomizer's state after it
//! (seed 002's weights over time, a bag's remaining pieces, a history).

use serde::Serialize;

use crate::analysis::trace::{Step, trace};
use crate::piece::letters;
use crate::randomizer::{VisibleState, Weighted};
use crate::{Dealing, Halted, Piece};

/// The most pieces a trace holds: every step is kept, with its state.
pub const MAX_TRACE: u64 = 1_000_000;

/// Why there is no trace.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TraceError {
    /// More steps than a trace holds.
    #[error("--count {0} is more than {MAX_TRACE} steps: use `tetrolab gen` for the pieces alone")]
    TooLong(u64),
    /// The source stops before the count.
    #[error(transparent)]
    Halted(#[from] Halted),
}

impl Trace {
    /// The first `count` pieces of `dealing`, each with the state after
    /// it, after the state at the start.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::results::{StateView, Trace};
    /// let dealing = Dealing::new("7-bag".parse()?, None, 1u64.into())?;
    /// let trace = Trace::of(&dealing, 7)?;
    /// assert_eq!(trace.steps.len(), 8);
    /// assert_eq!(trace.steps[7].state, Some(StateView::Remaining(String::new())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// More than [`MAX_TRACE`] pieces, or a source that stops before them.
    pub fn of(dealing: &Dealing, count: u64) -> Result<Trace, TraceError> {
        if count > MAX_TRACE {
            return Err(TraceError::TooLong(count));
        }
        dealing.check_count(count)?;
        let traced = trace(dealing, count as usize);
        let weighted = traced
            .steps
            .iter()
            .any(|step| matches!(step.state, VisibleState::Weights(_)));
        Ok(Trace {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name(),
            rng: dealing.generator().to_string(),
            seed: dealing.seed().to_string(),
            order: weighted.then(|| Weighted::ORDER.map(Piece::letter)),
            steps: traced.steps.iter().map(StepView::of).collect(),
        })
    }
}

/// A trace: the dealing, then one entry per step.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Trace {
    /// The randomizer.
    pub spec: String,
    /// Its generator.
    pub generator: &'static str,
    /// The generator again, under the name this output first used.
    pub rng: String,
    /// The seed.
    pub seed: String,
    /// The pieces the weights are listed for, when there are weights.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<[char; 7]>,
    /// The state at the start, then each piece with the state after it.
    pub steps: Vec<StepView>,
}

/// One step: the piece (`null` at the start) and the state, under a key
/// that says its kind (none for a randomizer without memory).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepView {
    /// The piece dealt (`null` at the start).
    pub piece: Option<char>,
    /// The state after it.
    #[serde(flatten)]
    pub state: Option<StateView>,
}

/// A visible state in the JSON's shape: pieces as letters.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StateView {
    /// A weighted randomizer's weights, in [`Trace::order`].
    Weights([f64; 7]),
    /// A bag's pieces left, next first.
    Remaining(String),
    /// Each bag's pieces left.
    Bags(Vec<String>),
    /// A history, oldest first.
    History(String),
    /// Another family's state, in its `Debug` form.
    State(String),
}

impl StepView {
    /// A step of a trace as the output shows it.
    pub fn of(step: &Step) -> StepView {
        let state = match &step.state {
            VisibleState::Nothing => None,
            VisibleState::Weights(weights) => Some(StateView::Weights(*weights)),
            VisibleState::Remaining(pieces) => Some(StateView::Remaining(letters(pieces))),
            VisibleState::Bags(bags) => Some(StateView::Bags(
                bags.iter().map(|bag| letters(bag)).collect(),
            )),
            VisibleState::History(pieces) => Some(StateView::History(letters(pieces))),
            VisibleState::Opaque(text) => Some(StateView::State(text.clone())),
        };
        StepView {
            piece: step.piece.map(Piece::letter),
            state,
        }
    }
}
