//! `tetrolab trace`: each piece with the randomizer's state; and seed
//! 002's denominators below 1, which run until the script would raise.

use super::{input_error, tetrolab};

/// Below 1 a run warns, deals as far as the script deals, and is refused
/// past the piece where CPython's `random.choices` raises.
#[test]
fn gen_stops_where_the_script_raises() {
    let args = [
        "gen",
        "weighted:denominator=0.8",
        "--rng",
        "python",
        "--seed",
        "0",
        "-n",
    ];
    let ok = tetrolab(&[&args[..], &["192"]].concat()).success();
    let output = ok.get_output();
    assert_eq!(output.stdout.len(), 193, "192 letters and a newline");
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert!(
        stderr.starts_with("warning: denominator 0.8 is below 1, so the weights diverge"),
        "{stderr}"
    );
    let refused = tetrolab(&[&args[..], &["193"]].concat()).code(2);
    let output = refused.get_output();
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(lines[0].starts_with("warning: "), "{stderr}");
    assert_eq!(
        lines[1],
        "error: weighted:denominator=0.8 on python from seed 0 stops before piece 193: CPython's random.choices raises ValueError('Total of weights must be greater than zero') on these weights; ask for at most 192 pieces (-n 192), or a denominator of at least 1"
    );
    // What Python cannot run at all is refused before any piece.
    assert!(input_error(&["gen", "weighted:denominator=-0"]).contains("ZeroDivisionError"));
}

/// The fixture made by seed 002's script on CPython
/// (`crates/tetrolab/tests/data/weighted-trace.txt`): for a denominator and
/// seed, each step's piece (`-` at the start) and weights as `repr` wrote
/// them.
fn cpython_steps(denominator: &str, seed: &str) -> Vec<(String, Vec<f64>)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tetrolab/tests/data/weighted-trace.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let steps: Vec<(String, Vec<f64>)> = text
        .lines()
        .map(|line| line.split(' ').collect::<Vec<_>>())
        .filter(|w| w[0] == "step" && w[1] == denominator && w[2] == seed)
        .map(|w| {
            let weights = w[5..].iter().map(|x| x.parse().unwrap()).collect();
            (w[4].to_owned(), weights)
        })
        .collect();
    assert_eq!(steps.len(), 101, "{denominator} {seed}");
    steps
}

/// The numbers of the JSON's `weights` arrays, read from the text (as
/// Rust reads floats: exactly).
fn json_weights(json: &str) -> Vec<Vec<f64>> {
    let mut arrays = Vec::new();
    let mut lines = json.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "\"weights\": [" {
            let numbers = lines.by_ref().take_while(|l| !l.trim().starts_with(']'));
            arrays.push(
                numbers
                    .map(|n| n.trim().trim_end_matches(',').parse().unwrap())
                    .collect(),
            );
        }
    }
    arrays
}

fn bits(weights: &[f64]) -> Vec<u64> {
    weights.iter().map(|w| w.to_bits()).collect()
}

/// `--json` is seed 002's `weights_over_time` beside its pieces, every
/// weight CPython's float; the keys are documented.
#[test]
fn json_is_the_scripts_weights_over_time() {
    for denominator in ["0.8", "1e100"] {
        let args = [
            "trace",
            &format!("weighted:denominator={denominator}"),
            "--rng",
            "python",
            "--seed",
            "0",
            "--json",
        ];
        let output = tetrolab(&args).success().get_output().clone();
        let text = String::from_utf8(output.stdout).unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["spec"], format!("weighted:denominator={denominator}"));
        assert_eq!(json["rng"], "python");
        assert_eq!(json["seed"], "0");
        assert_eq!(
            json["order"],
            serde_json::json!(["L", "J", "I", "O", "S", "T", "Z"])
        );
        let steps = json["steps"].as_array().unwrap();
        let expected = cpython_steps(denominator, "0");
        assert_eq!(steps.len(), expected.len());
        assert_eq!(steps[0]["piece"], serde_json::Value::Null);
        let weights = json_weights(&text);
        assert_eq!(weights.len(), expected.len());
        for (n, ((step, weights), (piece, want))) in
            steps.iter().zip(&weights).zip(&expected).enumerate()
        {
            if n > 0 {
                assert_eq!(step["piece"].as_str(), Some(piece.as_str()), "step {n}");
            }
            assert_eq!(step.as_object().unwrap().len(), 2, "piece and weights only");
            assert_eq!(bits(weights), bits(want), "{denominator} step {n}");
        }
    }
}

/// CSV: a row per step, a column per weight, each the shortest text that
/// reads back as CPython's float.
#[test]
fn csv_has_a_column_per_weight() {
    let csv = super::stdout_of(&[
        "trace",
        "weighted:denominator=1.1",
        "--rng",
        "python",
        "--seed",
        "7",
        "--csv",
    ]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("step,piece,L,J,I,O,S,T,Z"));
    let expected = cpython_steps("1.1", "7");
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), expected.len());
    for (n, (row, (piece, want))) in rows.iter().zip(&expected).enumerate() {
        let cells: Vec<&str> = row.split(',').collect();
        assert_eq!(cells[0], n.to_string());
        assert_eq!(cells[1], if n == 0 { "" } else { piece.as_str() });
        let got: Vec<f64> = cells[2..].iter().map(|c| c.parse().unwrap()).collect();
        assert_eq!(bits(&got), bits(want), "step {n}");
    }
}

/// The text: a line naming the run, then step, piece and state columns.
#[test]
fn text_is_a_table_of_states() {
    let text = super::stdout_of(&["trace", "7-bag", "--seed", "1", "-n", "8"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "7-bag on default from seed 1, the bag's pieces left after each (next first):"
    );
    assert_eq!(
        lines[2].split_whitespace().collect::<Vec<_>>(),
        ["STEP", "PIECE", "STATE"]
    );
    assert_eq!(lines.len(), 3 + 9);
    let after_first: Vec<&str> = lines[4].split_whitespace().collect();
    assert_eq!(after_first[0], "1");
    assert_eq!(after_first[2].len(), 6, "six pieces left: {text}");
    let weighted = super::stdout_of(&["trace", "weighted", "--seed", "1", "-n", "1"]);
    assert!(weighted.contains("1.0000  1.0000"), "{weighted}");
    let history = super::stdout_of(&["trace", "tgm1", "--seed", "5", "-n", "1"]);
    assert!(history.contains("the history after each piece (oldest first)"));
    assert!(
        history.lines().nth(3).unwrap().ends_with("ZZZ"),
        "{history}"
    );
    let game = super::stdout_of(&["trace", "sega", "--seed", "0", "-n", "2"]);
    assert_eq!(game.lines().nth(2).unwrap().split_whitespace().count(), 2);
}

/// Every catalog entry: the trace deals exactly what `gen` deals.
#[test]
fn trace_deals_what_gen_deals_for_every_entry() {
    let list = super::json_of(&["list", "--json"]);
    let entries = list.as_array().unwrap();
    assert!(entries.len() >= 29);
    for entry in entries {
        let name = entry["name"].as_str().unwrap();
        let seed = if entry["rng"] == "nes-lfsr" {
            "0x8988"
        } else {
            "12345"
        };
        let args = ["--seed", seed, "-n", "60"];
        let dealt = super::stdout_of(&[&["gen", name][..], &args].concat());
        let traced = super::json_of(&[&["trace", name][..], &args, &["--json"]].concat());
        let pieces: String = traced["steps"].as_array().unwrap()[1..]
            .iter()
            .map(|s| s["piece"].as_str().unwrap())
            .collect();
        assert_eq!(pieces, dealt.trim(), "{name}");
    }
}

/// Bad input: one line, exit 2.
#[test]
fn trace_refuses_bad_input() {
    for (args, expected) in [
        (&["trace", "7bag"][..], "did you mean `7-bag`"),
        (
            &["trace", "7-bag", "-n", "2000000"],
            "more than 1000000 steps",
        ),
        (
            &["trace", "7-bag", "-n", "ten"],
            "-n ten: not a whole number",
        ),
        (&["trace", "weighted:denominator=0"], "ZeroDivisionError"),
        (&["trace", "tetrio-7-bag", "--rng", "python"], "drop --rng"),
    ] {
        let stderr = input_error(args);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    let output = tetrolab(&[
        "trace",
        "weighted:denominator=0.01",
        "--rng",
        "python",
        "--seed",
        "0",
        "--json",
    ])
    .code(2)
    .get_output()
    .clone();
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr
            .lines()
            .last()
            .unwrap()
            .contains("stops before piece 13"),
        "{stderr}"
    );
}

/// Commands that measure refuse, before any work, a run one of whose
/// streams would deal past where the script stops; they run where none
/// does.
#[test]
fn measuring_commands_refuse_runs_past_the_stop() {
    let diverging = "weighted:denominator=0.8";
    for args in [
        vec![
            "stats", diverging, "--rng", "python", "--seed", "0", "-n", "1000",
        ],
        vec!["compare", diverging, "--seed", "0", "-n", "10000"],
        vec![
            "sweep",
            "weighted:denominator=0.8..0.9:0.1",
            "--seed",
            "0",
            "--length",
            "1000",
        ],
        vec!["plot", "drought", diverging, "--seed", "0", "--out", "-"],
        vec!["report", diverging, "--seed", "0", "--out", "-"],
    ] {
        let stderr =
            String::from_utf8(tetrolab(&args).code(2).get_output().stderr.clone()).unwrap();
        let error = stderr
            .lines()
            .find(|l| l.starts_with("error: "))
            .unwrap_or_else(|| panic!("{args:?}: {stderr}"));
        assert!(error.contains("stops before piece"), "{args:?}: {error}");
        assert!(
            error.contains("Total of weights must be"),
            "{args:?}: {error}"
        );
    }
    // 100 pieces from seed 0 stop short of piece 193: measured.
    tetrolab(&[
        "stats", diverging, "--rng", "python", "--seed", "0", "-n", "100",
    ])
    .success();
}

/// A trace is written as it is dealt, in every format: a million steps of
/// `pool` (whose every state names 35 pieces) run in 200 MB of address
/// space, where holding them took 700 MB; and a reader that stops after a
/// few bytes ends the run at once, quietly (exit 0, nothing on stderr).
#[cfg(unix)]
#[test]
fn trace_streams_in_every_format_and_stops_with_its_reader() {
    use std::io::Read;
    use std::process::Stdio;
    for format in ["table", "json", "csv"] {
        let args = [
            "trace", "pool", "-n", "1e6", "--seed", "1", "--format", format,
        ];
        let mut child = super::within(200, &args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut start = [0; 64];
        child.stdout.take().unwrap().read_exact(&mut start).unwrap();
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{format}: {stderr}");
        assert!(stderr.is_empty(), "{format}: {stderr}");
    }
}

/// Text streamed keeps its columns aligned: the step numbers' column is
/// as wide as the last step's number, and weights' columns as their
/// widest weight.
#[test]
fn streamed_text_keeps_its_columns() {
    let text = super::stdout_of(&["trace", "7-bag", "--seed", "1", "-n", "12345"]);
    let lines: Vec<&str> = text.lines().skip(2).collect();
    assert!(lines[0].starts_with("STEP   PIECE  STATE"), "{}", lines[0]);
    assert!(lines[1].starts_with("0             "), "{}", lines[1]);
    assert!(lines.last().unwrap().starts_with("12345  "));
    // Below denominator 1 the weights grow from 1.0000 to -1.268e16.
    let weighted = super::stdout_of(&[
        "trace",
        "weighted:denominator=0.8",
        "--rng",
        "python",
        "--seed",
        "0",
        "-n",
        "192",
    ]);
    // Each weight's column starts where its header does, on every line.
    let lines: Vec<&str> = weighted.lines().skip(2).collect();
    let starts: Vec<usize> = ["L", "J", "I", "O", "S", "T", "Z"]
        .iter()
        .map(|piece| lines[0].find(&format!("  {piece}")).unwrap() + 2)
        .collect();
    for line in &lines[1..] {
        for &start in &starts {
            let (before, at) = (line.as_bytes()[start - 1], line.as_bytes()[start]);
            assert!(before == b' ' && at != b' ', "{start} in {line}");
        }
    }
}
