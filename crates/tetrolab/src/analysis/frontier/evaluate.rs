//! A space evaluated: each law once, in parallel, its objectives read
//! from the exact answer and the answer dropped, then the front.

use std::collections::{BTreeMap, HashMap};

use rayon::prelude::*;
use serde::Serialize;

use super::constraint::Constraint;
use super::front::{nearest_rival, on_front};
use super::law::law_key;
use super::objective::{Goal, Objective, Value};
use super::space::Space;
use crate::Spec;
use crate::analysis::exact::{self, ChainError, ExactError, ExactValue, analyze};
use crate::work::{StopOnly, Stopped, Watch};

/// What to evaluate and how to judge it.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The designs.
    pub space: Space,
    /// The objectives the front is taken on, each with its goal.
    pub objectives: Vec<(Objective, Goal)>,
    /// Bounds a design must meet to be considered.
    pub constraints: Vec<Constraint>,
    /// How the exact answers are computed (game length for the per-game
    /// odds, the state limit); drought lengths the objectives name are
    /// added to its `at_least`.
    pub exact: exact::Options,
}

/// An objective and its goal, as the answer names them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Judged {
    /// The objective, as `exact --json` names its value.
    pub name: String,
    /// `minimize` or `maximize`.
    pub goal: Goal,
}

/// What a front design gives up against its nearest rival on the front.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GivesUp {
    /// The rival's spec.
    pub rival: String,
    /// The objectives on which the rival is better.
    pub objectives: Vec<String>,
}

impl std::fmt::Display for GivesUp {
    /// The objectives given up and to whom, as every face words it.
    ///
    /// ```
    /// use tetrolab::analysis::frontier::GivesUp;
    /// let lost = GivesUp { rival: "tgm1".into(), objectives: vec!["guess_accuracy".into()] };
    /// assert_eq!(lost.to_string(), "guess_accuracy against tgm1");
    /// let none = GivesUp { rival: "7-bag".into(), objectives: vec![] };
    /// assert_eq!(none.to_string(), "nothing against 7-bag");
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.objectives.is_empty() {
            write!(f, "nothing against {}", self.rival)
        } else {
            write!(f, "{} against {}", self.objectives.join(", "), self.rival)
        }
    }
}

/// One law of the space: the designs that deal it and its values.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Design {
    /// The first design of the space that deals this law.
    pub spec: String,
    /// The other designs that deal the same law.
    pub same_law: Vec<String>,
    /// Plain bags that deal this law with their pieces renamed (`IIJLOSTZ`
    /// for `IJLOSTZZ`): equal on every objective, as none names a piece.
    /// Empty when one does: each labelling is then a design of its own.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub renamed: Vec<String>,
    /// Each measured objective's value by name (the judged ones and those
    /// bounded by a constraint); null for an unbounded maximum.
    pub values: BTreeMap<String, ExactValue>,
    /// For the values that are estimated, their 95 % half-widths.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub half_width_95: BTreeMap<String, f64>,
    /// Whether every value is exact (not estimated).
    pub exact: bool,
    /// Whether it meets every constraint.
    pub meets_constraints: bool,
    /// Whether it is on the front (among the designs meeting the
    /// constraints, none beats it).
    pub front: bool,
    /// For a front design, what it gives up against its nearest rival.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gives_up: Option<GivesUp>,
}

/// A law the exact analysis does not answer, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Unanswered {
    /// The first design that deals it.
    pub spec: String,
    /// The other designs that deal it.
    pub same_law: Vec<String>,
    /// Plain bags that deal it with their pieces renamed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub renamed: Vec<String>,
    /// Why there is no exact answer.
    pub reason: String,
}

/// A space's front: every law with its values, front designs first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Frontier {
    /// The objectives judged, in order.
    pub objectives: Vec<Judged>,
    /// The constraints, as written back.
    pub constraints: Vec<String>,
    /// Pieces in a game, for per-game odds.
    pub game_length: u64,
    /// Designs in the space (distinct specs).
    pub designs_in_space: usize,
    /// Laws evaluated (designs dealing the same law, or a bag's law with
    /// its pieces renamed, once).
    pub laws_evaluated: usize,
    /// Laws on the front.
    pub on_front: usize,
    /// Every answered law: the front first, then the rest, each group in
    /// the space's order.
    pub designs: Vec<Design>,
    /// Laws without an exact answer.
    pub unanswered: Vec<Unanswered>,
}

/// The objectives whose values are read: the judged ones, then those only
/// bounded.
fn measured(plan: &Plan) -> Vec<Objective> {
    let mut all: Vec<Objective> = plan.objectives.iter().map(|(o, _)| *o).collect();
    for constraint in &plan.constraints {
        if !all.contains(&constraint.objective) {
            all.push(constraint.objective);
        }
    }
    all
}

/// The designs evaluated as one: those dealing the first one's law, and
/// bags dealing it with their pieces renamed.
#[derive(Debug, Clone, Default)]
struct Group {
    /// The specs dealing the first one's law, the first first.
    same_law: Vec<String>,
    /// The specs dealing a renaming of it.
    renamed: Vec<String>,
}

/// The space's specs grouped as [`law_key`] groups them, each group in
/// the space's order and each spec once; renamed bags join a group only
/// when no objective in `measured` names a piece.
fn laws(space: &Space, measured: &[Objective]) -> Vec<Group> {
    let renaming_allowed = measured.iter().all(|o| !o.names_a_piece());
    let mut groups: Vec<(String, Group)> = Vec::new();
    let mut by_class: HashMap<String, usize> = HashMap::new();
    for text in space.specs() {
        let spec: Spec = text.parse().expect("the space's specs were read");
        let key = law_key(&spec, renaming_allowed);
        let k = *by_class.entry(key.class).or_insert_with(|| {
            groups.push((key.law.clone(), Group::default()));
            groups.len() - 1
        });
        let (law, group) = &mut groups[k];
        if group.same_law.contains(&text) || group.renamed.contains(&text) {
            continue;
        }
        if *law == key.law {
            group.same_law.push(text);
        } else {
            group.renamed.push(text);
        }
    }
    groups.into_iter().map(|(_, group)| group).collect()
}

/// Evaluates `plan`'s space and takes its front.
///
/// Each law is answered once by [`analyze`] (in parallel; the answer is
/// dropped as soon as its values are read, so memory holds values, not
/// chains). Chains built side by side share the memory one answer may
/// take: with `n` threads, each may have at most `1/(n + 1)` of the states
/// `plan`'s limit allows, and so that share of the memory its build counts
/// (the last share is room for the process and each answer's bounded work
/// beside its chain). A law whose chain outgrows
/// its share is answered again afterwards, alone, under the whole limit,
/// so no law loses its answer to the sharing. The watch is told
/// `"laws"` and their number, counts each law answered, and is asked
/// between laws whether to stop. The answer is the same, byte for byte,
/// however many threads run.
///
/// ```
/// use tetrolab::analysis::exact::Options;
/// use tetrolab::analysis::frontier::{Goal, Objective, Plan, Space, evaluate};
/// let plan = Plan {
///     space: Space::from_templates(&["7-bag", "14-bag", "memoryless"])?,
///     objectives: vec![(Objective::DroughtMax, Goal::Minimize)],
///     constraints: vec![],
///     exact: Options::default(),
/// };
/// let frontier = evaluate(&plan, &tetrolab::work::Unwatched)?;
/// assert_eq!(frontier.designs[0].spec, "7-bag");
/// assert_eq!(frontier.on_front, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`Stopped`] when the watch asks.
pub fn evaluate(plan: &Plan, watch: &dyn Watch) -> Result<Frontier, Stopped> {
    let measured = measured(plan);
    let mut options = plan.exact.clone();
    for length in measured.iter().filter_map(|o| o.drought_length()) {
        if !options.at_least.contains(&length) {
            options.at_least.push(length);
        }
    }
    let groups = laws(&plan.space, &measured);
    watch.begin("laws", groups.len() as u64);
    let shared = shared_options(&options, rayon::current_num_threads());
    let outgrew = |answer: &Answer| {
        shared.max_states < options.max_states
            && matches!(
                answer,
                Err(ExactError::Chain {
                    error: ChainError::TooManyStates(_) | ChainError::TooLarge { .. },
                    ..
                })
            )
    };
    let side_by_side: Vec<Option<Answer>> = groups
        .par_iter()
        .map(|group| {
            let answer = answer(group, &measured, &shared, watch)?;
            if !outgrew(&answer) {
                watch.add(1);
            }
            Some(answer)
        })
        .collect();
    let mut answers = Vec::with_capacity(groups.len());
    for (group, answer) in groups.iter().zip(side_by_side) {
        let mut answer = answer.ok_or(Stopped)?;
        if outgrew(&answer) {
            answer = self::answer(group, &measured, &options, watch).ok_or(Stopped)?;
            watch.add(1);
        }
        answers.push(answer.map_err(|error| error.to_string()));
    }
    Ok(judge(plan, &measured, groups, answers))
}

/// A law's values, one per measured objective, or why it has none.
type Answer = Result<Vec<Value>, ExactError>;

/// `options` with the state limit each of `threads` chains built side by
/// side may have: `1/(threads + 1)` of `options`' own (see [`evaluate`]).
fn shared_options(options: &exact::Options, threads: usize) -> exact::Options {
    exact::Options {
        max_states: options.max_states / (threads + 1),
        ..options.clone()
    }
}

/// `group`'s law answered under `options`; `None` when the watch asked
/// to stop.
fn answer(
    group: &Group,
    measured: &[Objective],
    options: &exact::Options,
    watch: &dyn Watch,
) -> Option<Answer> {
    if watch.stopped() {
        return None;
    }
    let spec: Spec = group.same_law[0]
        .parse()
        .expect("the space's specs were read");
    // Each law is one unit of the count; its chain only listens for a
    // stop.
    let answer = analyze(&spec, options, &StopOnly(watch))
        .map(|exact| measured.iter().map(|o| o.read(&exact)).collect());
    (!watch.stopped()).then_some(answer)
}

/// The front of the answered laws and the answer in its order.
fn judge(
    plan: &Plan,
    measured: &[Objective],
    groups: Vec<Group>,
    answers: Vec<Result<Vec<Value>, String>>,
) -> Frontier {
    let goals: Vec<Goal> = plan.objectives.iter().map(|(_, g)| *g).collect();
    let meets = |values: &[Value]| {
        plan.constraints.iter().all(|c| {
            let k = measured.iter().position(|o| *o == c.objective);
            k.is_some_and(|k| c.holds(values[k].value))
        })
    };
    let designs_in_space = groups
        .iter()
        .map(|g| g.same_law.len() + g.renamed.len())
        .sum();
    let laws_evaluated = groups.len();
    let mut answered = Vec::new();
    let mut unanswered = Vec::new();
    for (mut group, answer) in groups.into_iter().zip(answers) {
        let spec = group.same_law.remove(0);
        match answer {
            Ok(values) => answered.push((spec, group, values)),
            Err(reason) => unanswered.push(Unanswered {
                spec,
                same_law: group.same_law,
                renamed: group.renamed,
                reason,
            }),
        }
    }
    let eligible: Vec<usize> = (0..answered.len())
        .filter(|&i| meets(&answered[i].2))
        .collect();
    let judged: Vec<Vec<Value>> = eligible
        .iter()
        .map(|&i| answered[i].2[..goals.len()].to_vec())
        .collect();
    let front = on_front(&goals, &judged);
    let mut designs: Vec<Design> = answered
        .iter()
        .map(|(spec, group, values)| Design {
            spec: spec.clone(),
            same_law: group.same_law.clone(),
            renamed: group.renamed.clone(),
            values: measured
                .iter()
                .zip(values)
                .map(|(o, v)| {
                    let value = if v.value.is_finite() {
                        ExactValue::Number(v.value)
                    } else {
                        ExactValue::Unbounded
                    };
                    (o.to_string(), value)
                })
                .collect(),
            half_width_95: measured
                .iter()
                .zip(values)
                .filter_map(|(o, v)| v.half_width.map(|h| (o.to_string(), h)))
                .collect(),
            exact: values.iter().all(|v| v.half_width.is_none()),
            meets_constraints: meets(values),
            front: false,
            gives_up: None,
        })
        .collect();
    for (e, &i) in eligible.iter().enumerate() {
        if !front[e] {
            continue;
        }
        designs[i].front = true;
        designs[i].gives_up =
            nearest_rival(&goals, &judged, &front, e).map(|(rival, lost)| GivesUp {
                rival: answered[eligible[rival]].0.clone(),
                objectives: lost.iter().map(|&k| measured[k].to_string()).collect(),
            });
    }
    // Front first; a stable sort keeps the space's order within each.
    designs.sort_by_key(|d| !d.front);
    Frontier {
        objectives: plan
            .objectives
            .iter()
            .map(|(o, g)| Judged {
                name: o.to_string(),
                goal: *g,
            })
            .collect(),
        constraints: plan.constraints.iter().map(ToString::to_string).collect(),
        game_length: plan.exact.game_length,
        designs_in_space,
        laws_evaluated,
        on_front: front.iter().filter(|f| **f).count(),
        designs,
        unanswered,
    }
}
