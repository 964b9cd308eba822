//! `trace`'s answer: each piece with the randomizer's state after it
//! (seed 002's weights over time, a bag's remaining pieces, a history).

use serde::{Serialize, Serializer};

use crate::analysis::trace::{Step, steps};
use crate::piece::letters;
use crate::randomizer::{VisibleState, Weighted};
use crate::spelling::{Spelled, Spelling};
use crate::{Dealing, Halted, Piece};

/// The most pieces a trace deals: each comes with its state, so a longer
/// run of pieces is `tetrolab gen`'s.
pub const MAX_TRACE: u64 = 1_000_000;

/// Why there is no trace.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TraceError {
    /// More steps than a trace holds.
    #[error("{}", self.message(Spelling::CLI))]
    TooLong(u64),
    /// The source stops before the count.
    #[error(transparent)]
    Halted(#[from] Halted),
}

impl Spelled for TraceError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            TraceError::TooLong(count) => format!(
                "{} is more than {MAX_TRACE} steps: use {} for the pieces alone",
                Spelling::set(spelling.count, count),
                spelling.deal
            ),
            TraceError::Halted(halted) => halted.message(spelling),
        }
    }
}

impl Trace {
    /// The first `count` pieces of `dealing`, each with the state after
    /// it, after the state at the start. The steps are dealt when they are
    /// read (see [`TraceSteps`]).
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::results::{StateView, Trace};
    /// let dealing = Dealing::new("7-bag".parse()?, None, 1u64.into())?;
    /// let trace = Trace::of(&dealing, 7)?;
    /// assert_eq!(trace.steps.iter().count(), 8);
    /// let last = trace.steps.iter().last().unwrap();
    /// assert_eq!(last.state, Some(StateView::Remaining(String::new())));
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
        // A definition's state is of one kind throughout: the start's says
        // whether there are weights.
        let start = steps(dealing, 0).next().map(|step| step.state);
        let weighted = matches!(start, Some(VisibleState::Weights(_)));
        Ok(Trace {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name(),
            rng: dealing.generator().to_string(),
            seed: dealing.seed().to_string(),
            order: weighted.then(|| Weighted::ORDER.map(Piece::letter)),
            steps: TraceSteps {
                dealing: dealing.clone(),
                count,
            },
        })
    }
}

/// A trace: the dealing, then one entry per step.
#[derive(Debug, Clone, Serialize)]
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
    pub steps: TraceSteps,
}

/// A trace's steps, dealt again from the dealing each time they are read
/// and made one at a time: a trace of a million pieces is written (as a
/// JSON array, say) holding one step, not a million.
#[derive(Debug, Clone)]
pub struct TraceSteps {
    dealing: Dealing,
    count: u64,
}

impl TraceSteps {
    /// The steps, the same each time: the state at the start, then each
    /// piece with the state after it.
    pub fn iter(&self) -> impl Iterator<Item = StepView> + use<> {
        steps(&self.dealing, self.count).map(|step| StepView::of(&step))
    }
}

impl Serialize for TraceSteps {
    /// An array of [`StepView`]s, each written as it is dealt.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
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
