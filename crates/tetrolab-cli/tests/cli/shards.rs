//! `stats --partial` and `merge`: a run measured in parts prints exactly
//! what the whole run prints, and every bad part is one message, exit 2.

use super::plot::scratch;
use super::{input_error, stdout_of, tetrolab};

/// The run every test splits: 40 batches, games beside them.
const RUN: [&str; 8] = [
    "stats",
    "tgm1",
    "--seed",
    "9",
    "-n",
    "163840",
    "--game-length",
    "60",
];

/// Writes the part of batches `range` to `dir/name` and returns its path.
fn part(dir: &std::path::Path, name: &str, range: &str) -> String {
    let path = dir.join(name).display().to_string();
    let args = [&RUN[..], &["--batches", range, "--partial", &path]].concat();
    let output = tetrolab(&args).success().get_output().clone();
    assert!(output.stdout.is_empty());
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(
        said.starts_with(&format!("wrote batches {range} of 40 to ")),
        "{said}"
    );
    path
}

#[test]
fn merged_parts_print_what_the_whole_run_prints() {
    let dir = scratch("shards-merge");
    let parts = [
        part(&dir, "c", "39..40"),
        part(&dir, "a", "0..7"),
        part(&dir, "b", "7..39"),
    ];
    for format in [&[][..], &["--json"], &["--csv"]] {
        let whole = stdout_of(&[&RUN[..], format].concat());
        let merged: Vec<&str> = ["merge"]
            .into_iter()
            .chain(parts.iter().map(String::as_str))
            .chain(format.iter().copied())
            .collect();
        assert_eq!(stdout_of(&merged), whole, "{format:?}");
    }
    // --partial alone holds the whole run.
    let all = dir.join("all").display().to_string();
    tetrolab(&[&RUN[..], &["--partial", &all]].concat()).success();
    assert_eq!(
        stdout_of(&["merge", &all, "--json"]),
        stdout_of(&[&RUN[..], &["--json"]].concat())
    );
}

#[test]
fn bad_parts_and_ranges_are_one_message() {
    let dir = scratch("shards-errors");
    let low = part(&dir, "low", "0..20");
    let path = |name: &str| dir.join(name).display().to_string();
    let out = path("out");
    let cases: [(Vec<&str>, &str); 5] = [
        (
            [&RUN[..], &["--batches", "20..50", "--partial", &out]].concat(),
            "error: batches 20..50 reach past the run's batches: 163840 pieces make 40 batches, 0..40",
        ),
        (
            [&RUN[..], &["--batches", "5..5", "--partial", &out]].concat(),
            "error: batches 5..5 hold no batch",
        ),
        (
            [&RUN[..], &["--batches", "5", "--partial", &out]].concat(),
            "--batches 5: not a range of batches: give A..B with step 1",
        ),
        (
            vec!["stats", "tgm1", "--batches", "0..1", "--partial", &out],
            "error: a partial result needs --seed",
        ),
        (
            vec!["merge", &low],
            "error: batches 20..40 of the run's 0..40 are in no part",
        ),
    ];
    for (args, expected) in cases {
        let stderr = input_error(&args);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    std::fs::write(
        path("newer"),
        std::fs::read_to_string(&low).unwrap().replacen(
            "\"tetrolab_partial\":2",
            "\"tetrolab_partial\":7",
            1,
        ),
    )
    .unwrap();
    std::fs::write(path("cut"), &std::fs::read(&low).unwrap()[..1000]).unwrap();
    let newer = path("newer");
    let cut = path("cut");
    let missing = path("missing");
    for (file, expected) in [
        (
            &newer,
            "partial result format 7, but this tetrolab reads format 2",
        ),
        (
            &cut,
            "is not a partial result (`tetrolab stats --partial` writes them): EOF",
        ),
        (&missing, "error: cannot read "),
    ] {
        let stderr = input_error(&["merge", file]);
        assert!(stderr.contains(expected), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    let again = part(&dir, "again", "10..40");
    let stderr = input_error(&["merge", &low, &again]);
    assert!(stderr.contains("both hold batches 10..20"), "{stderr}");
}

/// Files no part could be are refused in one line, never read whole:
/// `/dev/zero` at its first byte, 33 MiB of white space once past what
/// any part takes; and a part named again and again is refused when it
/// comes back, not after every copy is read.
#[test]
fn endless_large_and_repeated_files_are_refused_early() {
    let stderr = input_error(&["merge", "/dev/zero"]);
    assert!(
        stderr.contains("/dev/zero is not a partial result"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let dir = scratch("shards-large");
    let blank = dir.join("blank").display().to_string();
    std::fs::write(&blank, vec![b' '; 33 << 20]).unwrap();
    let stderr = input_error(&["merge", &blank]);
    assert!(
        stderr.contains("blank is larger than any partial result (32 MiB at most"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let low = part(&dir, "low", "0..20");
    let mut args = vec!["merge"];
    args.extend(std::iter::repeat_n(low.as_str(), 200));
    let stderr = input_error(&args);
    assert!(stderr.contains("both hold batches 0..20"), "{stderr}");
}
