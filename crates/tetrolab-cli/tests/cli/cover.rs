//! `tetrolab cover`: solution-finder's counts over a pattern and exact
//! odds under randomizers, for the two openers in `examples/setups/`
//! (solution-finder's own cover cases: the BT cannon's and Gamushiro
//! stacking's first bags, whose `*!` counts with hold are 1792 and 4200 of
//! 5040 in its test suite).

use super::{input_error, json_of, stdout_of, tetrolab};

const BT_CANNON: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/setups/bt-cannon.txt"
);
const GAMUSHIRO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/setups/gamushiro.txt"
);
/// sfinder's cover case 1, first setup: 120 of 5040 without hold.
const CASE1: &str = "v115@vhFRQJUGJKJJvMJTNJGBJ";

#[test]
fn a_pattern_counts_as_sfinder_does() {
    let text = stdout_of(&["cover", BT_CANNON, GAMUSHIRO, "--pattern", "*!"]);
    assert!(text.contains("5040 distinct sequences"), "{text}");
    assert!(
        text.contains("1792/5040") && text.contains("4200/5040"),
        "{text}"
    );
    assert!(text.contains("Fails 3248 of 5040"), "{text}");
    let no_hold = stdout_of(&["cover", CASE1, "-p", "*!", "--hold", "no"]);
    assert!(no_hold.contains("120/5040"), "{no_hold}");
}

/// The CSV is solution-finder's: one row per sequence, O or X per setup.
#[test]
fn csv_marks_every_sequence() {
    let csv = stdout_of(&["cover", BT_CANNON, GAMUSHIRO, "-p", "*!", "--csv"]);
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert!(header.starts_with("sequence,v115@"), "{header}");
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), 5040);
    assert_eq!(rows.iter().filter(|r| r[1] == "O").count(), 1792);
    assert_eq!(rows.iter().filter(|r| r[2] == "O").count(), 4200);
}

/// Under a 7-bag from the start the exact odds are the `*!` counts over
/// 5040; after a whole bag they are the same again.
#[test]
fn seven_bag_odds_are_the_pattern_counts() {
    for after in [&[][..], &["--after", "TIJLSZO"][..]] {
        let args = [
            &[
                "cover",
                BT_CANNON,
                GAMUSHIRO,
                "--randomizer",
                "7-bag",
                "--json",
            ][..],
            after,
        ]
        .concat();
        let json = json_of(&args);
        let odds = &json["randomizers"][0];
        assert_eq!(odds["spec"], "7-bag");
        assert_eq!(odds["setups"][0]["fraction"], "16/45", "1792/5040");
        assert_eq!(odds["setups"][1]["fraction"], "5/6", "4200/5040");
        let or = odds["or"]["probability"].as_f64().unwrap();
        let and = odds["and"]["probability"].as_f64().unwrap();
        assert!(
            (5.0 / 6.0..=1.0).contains(&or) && and <= 16.0 / 45.0,
            "{odds}"
        );
    }
    let stationary = json_of(&[
        "cover",
        BT_CANNON,
        "--randomizer",
        "7-bag",
        "--stationary",
        "--json",
    ]);
    let odds = &stationary["randomizers"][0];
    assert_eq!(odds["start"], "stationary");
    assert!(odds["setups"][0]["fraction"].is_null(), "{odds}");
    let p = odds["setups"][0]["probability"].as_f64().unwrap();
    assert!(p > 0.0 && p < 16.0 / 45.0, "mid-bag starts do worse: {p}");
}

/// Text output says what the numbers are.
#[test]
fn randomizer_text_names_each_number() {
    let text = stdout_of(&[
        "cover",
        GAMUSHIRO,
        "--randomizer",
        "7-bag",
        "--randomizer",
        "14-bag",
    ]);
    assert!(text.contains("Exact chance"), "{text}");
    assert!(text.contains("from the game's start"), "{text}");
    assert!(text.contains("= 5/6"), "{text}");
    assert!(text.contains("14-bag"), "{text}");
}

/// A kick file is read from its path; a 180 drop needs half turns.
#[test]
fn kick_files_and_drops() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tetrolab/tests/data/kicks/jstris180.kicks"
    );
    let text = stdout_of(&["cover", CASE1, "-p", "*!", "--drop", "180", "--kicks", file]);
    assert!(text.contains("180 drop, file kicks"), "{text}");
    let err = input_error(&["cover", CASE1, "-p", "*!", "--drop", "180"]);
    assert!(
        err.contains("--kicks srs: drop 180 turns pieces by half turns"),
        "{err}"
    );
}

#[test]
fn bad_input_is_one_sentence_and_exit_2() {
    for (args, says) in [
        (
            &["cover", CASE1, "-p", "*!", "--randomizer", "7-bag"][..],
            "do not go together",
        ),
        (
            &["cover", CASE1][..],
            "no pattern or randomizer given: give --randomizer",
        ),
        (
            &["cover", "v115@!!", "-p", "*!"][..],
            "the SETUP argument v115@!!: ",
        ),
        (&["cover", CASE1, "-p", "*p9"][..], "--pattern *p9: "),
        (
            &["cover", CASE1, "-p", "*!", "--drop", "sonic"][..],
            "--drop sonic: ",
        ),
        (
            &["cover", CASE1, "-p", "*!", "--kicks", "srs2"][..],
            "--kicks srs2: not a kick table",
        ),
        (
            &["cover", CASE1, "-p", "*!", "--hold", "maybe"][..],
            "--hold maybe: ",
        ),
        (
            &["cover", CASE1, "-p", "*!", "--after", "IO"][..],
            "--after means something only with --randomizer",
        ),
        (
            &["cover", CASE1, "--randomizer", "7-bag", "--after", "IX"][..],
            "--after IX: ",
        ),
        (&["cover", CASE1, "--randomizer", "8-bag"][..], "8-bag"),
        (
            &["cover", CASE1, "--randomizer", "7-bag", "--after", "II"][..],
            "cannot deal",
        ),
    ] {
        let err = input_error(args);
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    tetrolab(&["cover", "--pattern", "*!"]).code(2);
}

/// A file of a fumen takes sfinder's page range after its name, as the
/// fumen typed with that range does.
#[test]
fn a_setup_file_takes_a_page_range() {
    let ranged = format!("{BT_CANNON}#1:3");
    let fumen = std::fs::read_to_string(BT_CANNON).unwrap();
    let typed = format!("{}#1:3", fumen.trim());
    let from_file = json_of(&["cover", &ranged, "-p", "*p4", "--json"]);
    let from_text = json_of(&["cover", &typed, "-p", "*p4", "--json"]);
    assert_eq!(from_file["setups"][0]["placements"], 3);
    assert_eq!(from_file["pattern"], from_text["pattern"]);
    let err = input_error(&["cover", &format!("{BT_CANNON}#0:2"), "-p", "*p4"]);
    assert!(err.contains("pages count from 1"), "{err}");
}
