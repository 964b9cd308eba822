//! `frontier`: a design space evaluated exactly and its Pareto front.

use super::call::CallError;
use super::given::Options;
use super::reader::{Reader, check_at_least};
use super::refusal::RequestError;
use crate::analysis::exact;
use crate::analysis::frontier::{
    Constraint, Frontier, Goal, Objective, ParseConstraintError, Plan, Space, evaluate,
};
use crate::analysis::{Sweep, SweepError};
use crate::work::Watch;

/// The objectives minimized when none is named: the drought tail, repeats
/// and predictability (seed 003's three concerns).
pub const FRONTIER_MINIMIZED: &[&str] = &[
    "drought.p_at_least.13",
    "repeat_probability",
    "guess_accuracy",
];

/// What `frontier` answers: `tetrolab frontier`.
///
/// ```
/// use tetrolab::request::FrontierRequest;
/// let request = FrontierRequest {
///     space: vec!["7-bag".into(), "memoryless".into()],
///     minimize: vec!["drought.max".into()],
///     ..FrontierRequest::new()
/// };
/// let frontier = request.answer(&tetrolab::work::Unwatched)?;
/// assert_eq!(frontier.on_front, 1);
/// assert!(frontier.designs[0].front);
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct FrontierRequest {
    /// Spec templates in the sweep's range syntax (empty: the default
    /// space, [`Space::standard`]).
    pub space: Vec<String>,
    /// Objectives to minimize, by name.
    pub minimize: Vec<String>,
    /// Objectives to maximize, by name.
    pub maximize: Vec<String>,
    /// Bounds a design must meet (`drought.max<=14`).
    pub constraints: Vec<String>,
    /// Pieces in a game, for the per-game odds objectives.
    pub game_length: u64,
}

impl FrontierRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] =
        &["space", "minimize", "maximize", "where", "game_length"];

    /// The most designs a space may hold.
    pub const MAX_DESIGNS: usize = Sweep::MAX_POINTS;

    /// The default space, objectives and game length.
    pub fn new() -> FrontierRequest {
        FrontierRequest {
            space: Vec::new(),
            minimize: FRONTIER_MINIMIZED.iter().map(|m| (*m).to_owned()).collect(),
            maximize: Vec::new(),
            constraints: Vec::new(),
            game_length: exact::Options::default().game_length,
        }
    }

    /// The request a face's options make, checked. Objectives and bounds
    /// may each be given as a list or as comma-separated text.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<FrontierRequest, RequestError> {
        let read = Reader::new(options, "frontier", Self::OPTIONS)?;
        let defaults = FrontierRequest::new();
        let items = |name| -> Result<Vec<String>, RequestError> {
            Ok(read
                .texts(name)?
                .iter()
                .flat_map(|text| text.split(','))
                .map(|item| item.trim().to_owned())
                .filter(|item| !item.is_empty())
                .collect())
        };
        let (minimize, maximize) = (items("minimize")?, items("maximize")?);
        let named = read.has("minimize") || read.has("maximize");
        let request = FrontierRequest {
            space: read.texts("space")?,
            minimize: if named { minimize } else { defaults.minimize },
            maximize,
            constraints: items("where")?,
            game_length: read.at_least("game_length", 1, defaults.game_length)?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        self.plan().map(drop)
    }

    /// The judged objectives, each named once.
    fn objectives(&self) -> Result<Vec<(Objective, Goal)>, RequestError> {
        let named = self
            .minimize
            .iter()
            .map(|name| ("minimize", name, Goal::Minimize))
            .chain(
                self.maximize
                    .iter()
                    .map(|n| ("maximize", n, Goal::Maximize)),
            );
        let mut objectives: Vec<(Objective, Goal)> = Vec::new();
        for (option, name, goal) in named {
            let objective: Objective = name.parse().map_err(|_| {
                RequestError::value(
                    option,
                    name,
                    format!(
                        "not an objective: name one of {}",
                        Objective::NAMES.join(", ")
                    ),
                )
            })?;
            if objectives.iter().any(|(o, _)| *o == objective) {
                return Err(RequestError::value(
                    option,
                    name,
                    "named twice: minimize or maximize each objective once",
                ));
            }
            objectives.push((objective, goal));
        }
        if objectives.is_empty() {
            return Err(RequestError::Missing {
                option: "minimize",
                what: "objective",
            });
        }
        Ok(objectives)
    }

    /// The space, read and checked against the most designs.
    fn space(&self) -> Result<Space, RequestError> {
        if self.space.is_empty() {
            return Ok(Space::standard());
        }
        let space = Space::from_templates(&self.space).map_err(RequestError::Sweep)?;
        if space.len() > Self::MAX_DESIGNS {
            return Err(RequestError::Sweep(SweepError::TooLarge {
                points: space.len() as f64,
                max: Self::MAX_DESIGNS,
            }));
        }
        Ok(space)
    }

    /// What to evaluate, read and checked.
    fn plan(&self) -> Result<Plan, RequestError> {
        check_at_least("game_length", self.game_length, 1)?;
        let objectives = self.objectives()?;
        let constraints = self
            .constraints
            .iter()
            .map(|text| {
                text.parse::<Constraint>().map_err(|error| {
                    let reason = match error {
                        ParseConstraintError::Malformed(_) => "not a bound: write OBJECTIVE then <=, <, >=, > or = then a number, e.g. drought.max<=14".to_owned(),
                        ParseConstraintError::Objective(wrong) => wrong.to_string(),
                    };
                    RequestError::value("where", text, reason)
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Plan {
            space: self.space()?,
            objectives,
            constraints,
            exact: exact::Options {
                game_length: self.game_length,
                ..exact::Options::default()
            },
        })
    }

    /// The space evaluated and its front. The watch is told the laws
    /// evaluated and may stop the call.
    ///
    /// # Errors
    /// A refused request, or stopped as asked.
    pub fn answer(&self, watch: &dyn Watch) -> Result<Frontier, CallError> {
        Ok(evaluate(&self.plan()?, watch)?)
    }
}

impl Default for FrontierRequest {
    fn default() -> FrontierRequest {
        FrontierRequest::new()
    }
}
