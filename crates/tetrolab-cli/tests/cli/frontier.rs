//! `tetrolab frontier`: a space evaluated exactly and its front, the
//! values checked against `exact --json`, bad input refused.

use super::{input_error, json_of, stdout_of, tetrolab};

const SPACE: &[&str] = &[
    "--space",
    "7-bag",
    "14-bag",
    "memoryless",
    "bag:contents=IJLOSTZ,deal=back",
    "history:size=1..3:1,rolls=2..5:2",
];

fn frontier(extra: &[&str]) -> Vec<String> {
    ["frontier"]
        .iter()
        .chain(SPACE)
        .chain(extra)
        .map(|a| (*a).to_owned())
        .collect()
}

fn args(owned: &[String]) -> Vec<&str> {
    owned.iter().map(String::as_str).collect()
}

/// Every front design's values are `exact SPEC --json`'s, the front is the
/// brute-force one over the JSON, and the same law is listed once.
#[test]
fn front_values_are_the_exact_answers_and_the_front_is_brute_force() {
    let names = ["drought.max", "repeat_probability", "guess_accuracy"];
    let owned = frontier(&[
        "--minimize",
        "drought.max,repeat_probability,guess_accuracy",
        "--json",
    ]);
    let json = json_of(&args(&owned));
    assert_eq!(json["designs_in_space"], 8);
    assert_eq!(json["laws_evaluated"], 7);
    let designs = json["designs"].as_array().unwrap();
    let seven = designs.iter().find(|d| d["spec"] == "7-bag").unwrap();
    assert_eq!(seven["same_law"][0], "bag:deal=back");
    let number = |d: &serde_json::Value, n: &str| d["values"][n].as_f64().unwrap_or(f64::INFINITY);
    for design in designs {
        let beaten = designs.iter().any(|a| {
            names.iter().all(|n| number(a, n) <= number(design, n))
                && names.iter().any(|n| number(a, n) < number(design, n))
        });
        assert_eq!(design["front"] == true, !beaten, "{}", design["spec"]);
        if design["front"] == true {
            let spec = design["spec"].as_str().unwrap();
            let exact = json_of(&["exact", spec, "--json"]);
            for name in names {
                let at = name.split('.').fold(&exact, |at, key| &at[key]);
                assert_eq!(
                    design["values"][name].as_f64(),
                    at.as_f64(),
                    "{spec} {name}"
                );
                assert_eq!(
                    design["values"][name].is_null(),
                    at.is_null(),
                    "{spec} {name}"
                );
            }
        }
    }
}

/// The text puts the front first with what each gives up; the answer is
/// the same byte for byte run after run; CSV has one row per law; a bound
/// leaves designs out.
#[test]
fn text_csv_bounds_and_reproducible() {
    let owned = frontier(&["--minimize", "drought.max,guess_accuracy"]);
    let text = stdout_of(&args(&owned));
    assert!(
        text.contains("8 designs in the space, 7 laws evaluated"),
        "{text}"
    );
    let front_at = text.find("The front").unwrap();
    let rest_at = text.find("Not on the front").unwrap();
    assert!(front_at < rest_at, "{text}");
    assert!(text[front_at..rest_at].contains("memoryless"), "{text}");
    assert!(text[front_at..rest_at].contains(" against "), "{text}");
    assert_eq!(text, stdout_of(&args(&owned)));
    let csv = stdout_of(&args(&frontier(&["--csv", "--minimize", "drought.max"])));
    assert!(
        csv.starts_with(
            "spec,same_law,renamed,drought.max,values,meets_constraints,front,gives_up\n"
        ),
        "{csv}"
    );
    assert_eq!(csv.lines().count(), 1 + 7, "{csv}");
    let bounded = json_of(&args(&frontier(&[
        "--json",
        "--where",
        "drought.max<=14",
        "--minimize",
        "guess_accuracy",
    ])));
    for design in bounded["designs"].as_array().unwrap() {
        let within = design["values"]["drought.max"]
            .as_f64()
            .is_some_and(|m| m <= 14.0);
        assert_eq!(
            design["meets_constraints"] == true,
            within,
            "{}",
            design["spec"]
        );
        assert!(design["front"] != true || within);
    }
}

/// Equal laws written differently are one row; renamed bags join it only
/// while no objective names a piece.
#[test]
fn equal_laws_and_renamed_bags_are_evaluated_once() {
    let space = [
        "frontier",
        "--json",
        "--space",
        "memoryless",
        "history:size=1..4:1,rolls=1,first=roll",
        "bag:contents=IIJLOSTZ",
        "bag:contents=IJLOSTZZ",
    ];
    let pooled = json_of(&space);
    assert_eq!(pooled["designs_in_space"], 6);
    assert_eq!(pooled["laws_evaluated"], 2);
    let designs = pooled["designs"].as_array().unwrap();
    let memoryless = designs.iter().find(|d| d["spec"] == "memoryless").unwrap();
    assert_eq!(memoryless["same_law"].as_array().unwrap().len(), 3);
    let bag = designs
        .iter()
        .find(|d| d["spec"] == "bag:contents=IIJLOSTZ")
        .unwrap();
    assert_eq!(bag["renamed"][0], "bag:contents=IJLOSTZZ");
    let named: Vec<&str> = space
        .iter()
        .copied()
        .chain(["--minimize", "game.per_piece.Z.p_drought_at_least.9"])
        .collect();
    let by_piece = json_of(&named);
    assert_eq!(by_piece["laws_evaluated"], 3);
}

/// `plot frontier` draws two objectives and refuses any other number.
#[test]
fn plot_frontier_draws_two_objectives() {
    let svg = stdout_of(&[
        "plot",
        "frontier",
        "--space",
        "7-bag",
        "memoryless",
        "tgm1",
        "--minimize",
        "drought.max,repeat_probability",
        "--out",
        "-",
    ]);
    assert!(svg.starts_with("<svg"), "{svg}");
    assert!(svg.contains("7-bag (on the front)"), "{svg}");
    let refused = input_error(&["plot", "frontier", "--space", "7-bag", "--out", "-"]);
    assert!(refused.contains("draws two objectives"), "{refused}");
}

/// Bad objectives, bounds and templates: one sentence, exit 2.
#[test]
fn bad_input_is_refused() {
    let wrong = input_error(&["frontier", "--space", "7-bag", "--minimize", "drout"]);
    assert!(
        wrong.contains("--minimize drout: not an objective: name one of drought.max"),
        "{wrong}"
    );
    let twice = input_error(&[
        "frontier",
        "--space",
        "7-bag",
        "--minimize",
        "flood.max",
        "--maximize",
        "flood.max",
    ]);
    assert!(twice.contains("named twice"), "{twice}");
    let bound = input_error(&["frontier", "--space", "7-bag", "--where", "drought.max<<3"]);
    assert!(
        bound.contains("--where drought.max<<3: not a bound"),
        "{bound}"
    );
    let range = input_error(&["frontier", "--space", "history:size=3..1:1"]);
    assert!(range.contains("bad range"), "{range}");
    // The default history fits a history of one or two pieces.
    tetrolab(&["frontier", "--space", "history:size=1..3:1", "--json"]).success();
}
