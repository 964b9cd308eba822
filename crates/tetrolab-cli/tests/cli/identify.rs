//! `tetrolab identify` and `tetrolab predict`: pieces read as letters, a
//! file or standard input; rankings and odds; every refusal.

use assert_cmd::Command;

use super::{input_error, json_of, stdout_of};

/// A 7-bag's pieces name the 7-bag, grouped with the randomizers of the
/// same law; the JSON has the documented keys.
#[test]
fn identify_ranks_the_catalog() {
    let pieces = stdout_of(&["gen", "7-bag", "--seed", "4", "-n", "70"]);
    let json = json_of(&["identify", pieces.trim(), "--from-start", "--json"]);
    let best = &json["candidates"][0];
    let mut names = vec![best["spec"].as_str().unwrap().to_owned()];
    names.extend(
        best["same_law"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.to_string().replace('"', "")),
    );
    assert!(names.contains(&"7-bag".to_owned()), "{names:?}");
    assert!(names.contains(&"tetrio-7-bag".to_owned()), "{names:?}");
    assert!(best["posterior"].as_f64().unwrap() > 0.99);
    assert!(best["log2_likelihood"].is_number());
    let worst = json["candidates"].as_array().unwrap().last().unwrap();
    assert!(worst["ruled_out_at"].is_number(), "{worst}");
    assert!(
        json["skipped"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["spec"] == "ti")
    );
    let text = stdout_of(&["identify", pieces.trim(), "--candidates", "14-bag,7-bag"]);
    assert!(text.lines().nth(3).unwrap().starts_with("7-bag"), "{text}");
}

/// Pieces from standard input, a file of letters (whitespace ignored) or
/// a record.
#[test]
fn identify_reads_files_and_standard_input() {
    let output = Command::new(env!("CARGO_BIN_EXE_tetrolab"))
        .args([
            "identify",
            "-",
            "--candidates",
            "7-bag,memoryless",
            "--json",
        ])
        .write_stdin("TJLOSIZ\nIJLOSTZ\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let json: serde_json::Value = serde_json::from_slice(&output).unwrap();
    assert_eq!(json["pieces"], 14);
    assert_eq!(json["candidates"][0]["spec"], "7-bag");
    let dir = std::env::temp_dir().join(format!("tetrolab-identify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("pieces.txt");
    std::fs::write(&file, "TJLOSIZ IJLOSTZ").unwrap();
    let json = json_of(&[
        "identify",
        file.to_str().unwrap(),
        "--candidates",
        "7-bag",
        "--json",
    ]);
    assert_eq!(json["pieces"], 14);
    std::fs::remove_dir_all(dir).unwrap();
    // A record of one game without hold: the pieces it plays.
    let record = format!(
        "{}/../tetrolab/tests/data/notation/paper-sample.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let json = json_of(&["identify", &record, "--candidates", "7-bag", "--json"]);
    assert_eq!(json["pieces"], 4);
    // Two games, or a game with hold, are refused.
    let two = format!(
        "{}/../tetrolab/tests/data/notation/record.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    assert!(input_error(&["identify", &two]).contains("2 games"));
}

/// `predict`: what a bag still holds, and where its boundary lies.
#[test]
fn predict_fills_in_the_bag() {
    let text = stdout_of(&["predict", "7-bag", "IJLOST", "--from-start"]);
    assert!(text.contains("Next is certainly Z."), "{text}");
    assert!(text.contains("number 7 of its bag"), "{text}");
    let json = json_of(&[
        "predict",
        "14-bag",
        "IIJJLLOOSSTTZ",
        "--from-start",
        "--json",
    ]);
    assert_eq!(json["certain"], "Z");
    assert_eq!(json["impossible"].as_array().unwrap().len(), 6);
    assert_eq!(json["next"]["Z"], 1.0);
}

/// Everything `identify` and `predict` refuse: one line, exit 2.
#[test]
fn reading_refusals_are_input_errors() {
    for (args, says) in [
        (
            &["predict", "7-bag", "IIJ", "--from-start"][..],
            "piece 2 (I)",
        ),
        (&["predict", "nes", "IJ"], "own generator"),
        (&["predict", "ti", "IJ"], "tetrolab stats"),
        (&["predict", "7-bag", "IXJ"], "not a piece"),
        (&["predict", "7-bag", "no/such.txt"], "no such file"),
        (&["identify", ""], "no pieces"),
        (
            &["identify", "IJ", "--candidates", "8-bag"],
            "tetrolab list",
        ),
    ] {
        let stderr = input_error(args);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// `seeds`: TETR.IO's published seed from its first 16 pieces, with what
/// it deals next; too few pieces is an input error.
#[test]
fn seeds_finds_the_published_seed() {
    let json = json_of(&[
        "seeds",
        "tetrio-7-bag",
        "JISZTLOLSIJZOTOS",
        "--continue",
        "4",
        "--json",
    ]);
    let seeds = json["seeds"].as_array().unwrap();
    assert_eq!(seeds.len(), 5);
    let published = seeds.iter().find(|s| s["seed"] == "191836487").unwrap();
    assert_eq!(published["next"], "ZITL");
    // Every MINSTD state but zero was searched, and the JSON says so.
    assert_eq!(json["states_searched"], (1u64 << 31) - 2);
    assert!(input_error(&["seeds", "tetrio-7-bag", "JISZT"]).contains("one whole bag"));
    assert!(input_error(&["seeds", "7-bag", "IJLOSTZ"]).contains("game-exact"));
}
