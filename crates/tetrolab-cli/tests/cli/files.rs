//! Files the commands write: checked before any work, and whole or not
//! at all when the disk fills.

use std::path::{Path, PathBuf};

use super::input_error;

/// A fresh scratch directory for files a test writes.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tetrolab-files-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `args` run where no file may grow past 512 bytes (`ulimit -f 1`, its
/// signal ignored so a write fails with "File too large"): a full disk
/// without needing one.
#[cfg(unix)]
fn disk_full(args: &[&str]) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 1 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_tetrolab"))
        .args(args)
        .output()
        .unwrap()
}

/// A write that fails part way leaves the file that was there whole, or
/// no file, never a truncated one: every command that writes a file.
#[cfg(unix)]
#[test]
fn a_failed_write_leaves_the_old_file_whole() {
    let dir = scratch("full");
    let at = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let sample = format!(
        "{}/../tetrolab/tests/data/notation/paper-sample.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let (page, part, chart, data, board) = (
        at("page.html"),
        at("part.json"),
        at("chart.svg"),
        at("chart.csv"),
        at("board.svg"),
    );
    for file in [&page, &part, &chart, &data, &board] {
        std::fs::write(file, "old contents").unwrap();
    }
    let runs: [(&[&str], &str); 5] = [
        (
            &[
                "report", "7-bag", "-n", "700", "--seed", "1", "--out", &page,
            ],
            &page,
        ),
        (
            &[
                "stats",
                "7-bag",
                "-n",
                "7000",
                "--seed",
                "1",
                "--partial",
                &part,
            ],
            &part,
        ),
        (
            &[
                "plot",
                "histogram",
                "7-bag",
                "-n",
                "700",
                "--seed",
                "1",
                "--out",
                &chart,
            ],
            &chart,
        ),
        (
            &[
                "plot",
                "histogram",
                "7-bag",
                "-n",
                "700",
                "--seed",
                "1",
                "--out",
                &at("new.svg"),
                "--data",
                &data,
            ],
            &data,
        ),
        (&["notation", "svg", &sample, "--out", &board], &board),
    ];
    for (args, file) in runs {
        let output = disk_full(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        let left = std::fs::read_to_string(file).unwrap();
        assert_eq!(left, "old contents", "{args:?}");
        assert!(stderr.contains("cannot write"), "{args:?}: {stderr}");
    }
    assert_eq!(
        names(&dir),
        [
            "board.svg",
            "chart.csv",
            "chart.svg",
            "page.html",
            "part.json"
        ]
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// An output in a folder that does not exist is refused before any work
/// (exit 2), by every command that writes a file.
#[test]
fn a_missing_folder_is_refused_before_any_work() {
    let missing = "/nonexistent-tetrolab-folder/out";
    let (svg, csv, json, html) = (
        format!("{missing}.svg"),
        format!("{missing}.csv"),
        format!("{missing}.json"),
        format!("{missing}.html"),
    );
    let runs: [&[&str]; 5] = [
        &[
            "report", "7-bag", "-n", "1e7", "--seed", "1", "--out", &html,
        ],
        &[
            "stats",
            "7-bag",
            "-n",
            "1e8",
            "--seed",
            "1",
            "--partial",
            &json,
        ],
        &[
            "plot",
            "histogram",
            "7-bag",
            "-n",
            "1e8",
            "--seed",
            "1",
            "--out",
            &svg,
        ],
        &[
            "plot",
            "histogram",
            "7-bag",
            "-n",
            "1e8",
            "--seed",
            "1",
            "--out",
            "-",
            "--data",
            &csv,
        ],
        &["notation", "svg", "/no/such/record.txt", "--out", &svg],
    ];
    for args in runs {
        let refused = input_error(args);
        assert!(
            refused.contains("the folder `/nonexistent-tetrolab-folder` does not exist"),
            "{args:?}: {refused}"
        );
    }
}

/// `--out` and `--data` naming one file are refused before any work.
#[test]
fn one_file_for_two_outputs_is_refused() {
    let dir = scratch("twice");
    let same = dir.join("chart.svg");
    let same = same.to_str().unwrap();
    let again = format!("{}/./chart.svg", dir.display());
    for (out, data) in [(same, same), (same, again.as_str()), ("-", "-")] {
        let refused = input_error(&[
            "plot",
            "histogram",
            "7-bag",
            "-n",
            "1e8",
            "--seed",
            "1",
            "--out",
            out,
            "--data",
            data,
        ]);
        assert!(refused.contains("--out and --data both name"), "{refused}");
    }
    assert!(names(&dir).is_empty());
    std::fs::remove_dir_all(dir).unwrap();
}
