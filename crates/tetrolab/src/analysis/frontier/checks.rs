//! The frontier held to its definitions: values equal to the exact
//! answer's JSON, the front equal to a brute-force dominance check over
//! the frontier's own JSON, the answer byte for byte the same.

use serde_json::Value as Json;

use super::*;
use crate::analysis::exact::Options;
use crate::work::{Tally, Unwatched, Watch};

fn plan(templates: &[&str], minimize: &[&str], maximize: &[&str], bounds: &[&str]) -> Plan {
    let goal = |names: &[&str], goal| -> Vec<(Objective, Goal)> {
        names.iter().map(|n| (n.parse().unwrap(), goal)).collect()
    };
    let mut objectives = goal(minimize, Goal::Minimize);
    objectives.extend(goal(maximize, Goal::Maximize));
    Plan {
        space: Space::from_templates(templates).unwrap(),
        objectives,
        constraints: bounds.iter().map(|b| b.parse().unwrap()).collect(),
        exact: Options::default(),
    }
}

fn json(frontier: &Frontier) -> Json {
    serde_json::to_value(frontier).unwrap()
}

/// The number at `name`'s path in the exact answer's JSON (`tetrolab
/// exact SPEC --json`; null for unbounded), under the default options.
fn exact_json(spec: &str, name: &str) -> Json {
    let objective: Objective = name.parse().unwrap();
    let options = Options {
        at_least: objective.drought_length().into_iter().collect(),
        ..Options::default()
    };
    let exact = crate::analysis::exact::analyze(&spec.parse().unwrap(), &options, &Unwatched);
    let answer = serde_json::to_value(exact.unwrap()).unwrap();
    name.split('.').fold(&answer, |at, key| &at[key]).clone()
}

/// A space of a few families, small enough for a debug build.
const SMALL: &[&str] = &[
    "7-bag",
    "bag:contents=IJLOSTZ,deal=back",
    "14-bag",
    "bag:contents=IIJLOSTZ",
    "memoryless",
    "nes-ideal",
    "history:size=1..4:1,rolls=2..5:2,first=roll",
];

#[test]
fn front_values_equal_the_exact_answers() {
    let names = [
        "drought.max",
        "drought.p_at_least.13",
        "repeat_probability",
        "guess_accuracy",
    ];
    let objectives = plan(SMALL, &names, &[], &[]);
    let frontier = json(&evaluate(&objectives, &Unwatched).unwrap());
    let designs = frontier["designs"].as_array().unwrap();
    let front: Vec<&Json> = designs.iter().filter(|d| d["front"] == true).collect();
    assert!(front.len() >= 2);
    for design in front {
        let spec = design["spec"].as_str().unwrap();
        for name in names {
            // The same number (JSON writes a limit as 12, the frontier as
            // 12.0), or both null (unbounded).
            let exact = exact_json(spec, name);
            assert_eq!(
                design["values"][name].as_f64(),
                exact.as_f64(),
                "{spec} {name}"
            );
            assert_eq!(
                design["values"][name].is_null(),
                exact.is_null(),
                "{spec} {name}"
            );
        }
    }
}

/// Whether `a` dominates `b` over `names` (all minimized), read from the
/// JSON: at least as good everywhere, better somewhere; null is infinite.
fn dominates_in_json(a: &Json, b: &Json, names: &[&str]) -> bool {
    let number = |d: &Json, n: &str| d["values"][n].as_f64().unwrap_or(f64::INFINITY);
    names.iter().all(|n| number(a, n) <= number(b, n))
        && names.iter().any(|n| number(a, n) < number(b, n))
}

#[test]
fn the_front_is_the_brute_force_one() {
    let names = ["drought.max", "repeat_probability", "guess_accuracy"];
    for bounds in [&[][..], &["drought.max<=20"][..]] {
        let frontier = json(&evaluate(&plan(SMALL, &names, &[], bounds), &Unwatched).unwrap());
        let designs = frontier["designs"].as_array().unwrap();
        let eligible: Vec<&Json> = designs
            .iter()
            .filter(|d| d["meets_constraints"] == true)
            .collect();
        for design in designs {
            let beaten = eligible
                .iter()
                .any(|a| dominates_in_json(a, design, &names));
            let expected = design["meets_constraints"] == true && !beaten;
            assert_eq!(design["front"] == true, expected, "{}", design["spec"]);
        }
        assert_eq!(
            frontier["on_front"],
            designs.iter().filter(|d| d["front"] == true).count()
        );
    }
}

#[test]
fn a_front_known_by_hand() {
    // 7-bag: droughts at most 12, P(repeat) = 1/49. The 14-bag's droughts
    // reach 24 and it repeats more; memoryless has no limit and repeats
    // 1/7 of the time. So the 7-bag alone is on the front, listed with the
    // bag dealt from the back, which deals its law.
    let space = [
        "memoryless",
        "14-bag",
        "7-bag",
        "bag:contents=IJLOSTZ,deal=back",
    ];
    let frontier = evaluate(
        &plan(&space, &["drought.max", "repeat_probability"], &[], &[]),
        &Unwatched,
    )
    .unwrap();
    assert_eq!((frontier.designs_in_space, frontier.laws_evaluated), (4, 3));
    assert_eq!(frontier.on_front, 1);
    let best = &frontier.designs[0];
    assert_eq!((best.spec.as_str(), best.front), ("7-bag", true));
    assert_eq!(best.same_law, ["bag:deal=back"]);
    let repeat = best.values["repeat_probability"].number().unwrap();
    assert!((repeat - 1.0 / 49.0).abs() < 1e-15);
    assert_eq!(best.gives_up, None);
    // Minimizing guess accuracy too, memoryless (1/7) joins the front and
    // gives up the drought limit and repeats against its nearest rival.
    let traded = evaluate(
        &plan(
            &space,
            &["drought.max", "repeat_probability", "guess_accuracy"],
            &[],
            &[],
        ),
        &Unwatched,
    )
    .unwrap();
    let memoryless = traded
        .designs
        .iter()
        .find(|d| d.spec == "memoryless")
        .unwrap();
    assert!(memoryless.front);
    let gives_up = memoryless.gives_up.as_ref().unwrap();
    assert_eq!(gives_up.objectives, ["drought.max", "repeat_probability"]);
    // A bound leaves memoryless out.
    let bounded = evaluate(
        &plan(
            &space,
            &["drought.max", "repeat_probability", "guess_accuracy"],
            &[],
            &["drought.max<=14"],
        ),
        &Unwatched,
    )
    .unwrap();
    let memoryless = bounded
        .designs
        .iter()
        .find(|d| d.spec == "memoryless")
        .unwrap();
    assert!(!memoryless.meets_constraints && !memoryless.front);
}

#[test]
fn reproducible_byte_for_byte_on_any_number_of_threads() {
    let objectives = plan(
        SMALL,
        &["gap.variance"],
        &["entropy_rate"],
        &["flood.max<=3"],
    );
    let text = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| serde_json::to_string(&evaluate(&objectives, &Unwatched).unwrap()).unwrap())
    };
    let once = text(1);
    assert_eq!(once, text(2));
    assert_eq!(once, text(3));
}

#[test]
fn progress_is_counted_and_a_stop_is_obeyed() {
    let objectives = plan(
        &["7-bag", "14-bag", "memoryless"],
        &["drought.max"],
        &[],
        &[],
    );
    let tally = Tally::default();
    evaluate(&objectives, &tally).unwrap();
    assert_eq!((tally.total(), tally.done()), (3, 3));
    let stopped = Tally::default();
    stopped.stop();
    assert!(stopped.stopped());
    assert_eq!(evaluate(&objectives, &stopped), Err(crate::work::Stopped));
}

#[test]
fn a_law_without_an_answer_is_listed_with_its_reason() {
    let objectives = plan(&["7-bag", "nes"], &["drought.max"], &[], &[]);
    let frontier = evaluate(&objectives, &Unwatched).unwrap();
    assert_eq!(frontier.designs.len() + frontier.unanswered.len(), 2);
    let unanswered: Vec<&str> = frontier
        .unanswered
        .iter()
        .map(|u| u.spec.as_str())
        .collect();
    assert!(unanswered.is_empty() || unanswered == ["nes"]);
}

#[test]
fn a_chain_past_its_share_is_answered_alone_under_the_whole_limit() {
    // A size-4 history's chain has 2402 states: past a share of 3000
    // (1500 on one thread, 1000 on two), inside the whole limit; a size-3
    // history's 344 states fit any share.
    let specs = ["history:size=3,rolls=4", "history:rolls=2"];
    let mut objectives = plan(&specs, &["drought.max"], &[], &[]);
    objectives.exact.max_states = 3000;
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let tally = Tally::default();
        let frontier = pool.install(|| evaluate(&objectives, &tally).unwrap());
        assert!(frontier.unanswered.is_empty(), "{:?}", frontier.unanswered);
        assert_eq!(frontier.designs.len(), 2);
        assert_eq!((tally.total(), tally.done()), (2, 2));
    }
    objectives.exact.max_states = 2000;
    let frontier = evaluate(&objectives, &Unwatched).unwrap();
    let refused = &frontier.unanswered[0];
    assert_eq!(refused.spec, specs[1]);
    assert!(
        refused.reason.contains("more than 2000 states"),
        "{}",
        refused.reason
    );
}
