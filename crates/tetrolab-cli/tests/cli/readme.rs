//! The documentation's examples, run: every ```` ```console ```` block of
//! the repository's Markdown files is a transcript, and this test replays it
//! against the built binary, so an example can never drift from what the
//! command prints.
//!
//! A transcript's lines are commands, each after `$ `, and the output
//! expected from each (stdout and stderr together, as a terminal shows
//! them). A command runs under `sh` with this binary first on `PATH`, so
//! pipes (`| sha256sum`) and comments (`# machine A`) work as a reader's
//! shell runs them; every command of a block runs in one fresh folder, so
//! a file one writes is there for the next. The elisions a transcript
//! uses for a long output: an expected line reading `...` stands for any
//! number of lines (none included), and a line ending in `...` for any
//! line that starts with what comes before. Every command must start with
//! `tetrolab` and succeed. Instructions that are not transcripts (build
//! steps, synopses with placeholders) are ```` ```sh ```` or
//! ```` ```text ```` blocks, which this test leaves alone.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The files whose transcripts run, from the repository's root.
const DOCUMENTS: [&str; 6] = [
    "README.md",
    "BENCHMARKS.md",
    "web/README.md",
    "python/README.md",
    "CONTRIBUTING.md",
    "ARCHITECTURE.md",
];

/// The expected line that stands for any number of lines.
const ELISION: &str = "...";

/// One command of a transcript with the output it should print.
#[derive(Debug)]
struct Step {
    command: String,
    expected: Vec<String>,
}

/// One ```` ```console ```` block: where it is, and its steps in order.
#[derive(Debug)]
struct Transcript {
    place: String,
    steps: Vec<Step>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The transcripts of one Markdown text, named `document:line`; an error
/// for a block whose first line is not a command or whose command is not
/// `tetrolab`'s.
fn transcripts(document: &str, text: &str) -> Result<Vec<Transcript>, String> {
    let mut found = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((index, line)) = lines.next() {
        if line.trim_end() != "```console" {
            continue;
        }
        let place = format!("{document}:{}", index + 1);
        let mut steps: Vec<Step> = Vec::new();
        for (_, line) in lines.by_ref() {
            if line.starts_with("```") {
                break;
            }
            if let Some(command) = line.strip_prefix("$ ") {
                if !command.starts_with("tetrolab ") {
                    return Err(format!("{place}: `{command}` is not a tetrolab command"));
                }
                steps.push(Step {
                    command: command.to_owned(),
                    expected: Vec::new(),
                });
            } else if let Some(step) = steps.last_mut() {
                step.expected.push(line.trim_end().to_owned());
            } else {
                return Err(format!(
                    "{place}: a console block starts with a `$ ` command \
                     (make a block of instructions ```sh)"
                ));
            }
        }
        found.push(Transcript { place, steps });
    }
    Ok(found)
}

/// Whether `actual` is `expected` line for line, each `...` line of
/// `expected` standing for any number of lines and a line ending in `...`
/// for any line that starts with the rest.
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == ELISION => {
            (0..=actual.len()).any(|skipped| matches(rest, &actual[skipped..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(line, others)| same_line(first, line) && matches(rest, others)),
    }
}

/// Whether an actual line is the expected one: equal, or starting with
/// what comes before an expected line's closing `...`.
fn same_line(expected: &str, actual: &str) -> bool {
    match expected.strip_suffix(ELISION) {
        Some(start) => actual.starts_with(start),
        None => actual == expected,
    }
}

/// Runs a command as a reader's shell would, in `folder`, with this binary
/// as `tetrolab`: its exit status and its output, stdout then stderr.
fn run(command: &str, folder: &Path) -> (bool, String) {
    let binary = Path::new(env!("CARGO_BIN_EXE_tetrolab"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("{command} 2>&1"))
        .current_dir(folder)
        .env("PATH", path)
        .output()
        .unwrap();
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    (output.status.success(), text)
}

#[test]
fn matching_elides_only_where_told() {
    let lines = |text: &str| text.lines().map(str::to_owned).collect::<Vec<_>>();
    assert!(matches(&lines("a\n...\nd"), &["a", "b", "c", "d"]));
    assert!(matches(&lines("a\n...\nd"), &["a", "d"]));
    assert!(matches(&lines("..."), &[]));
    assert!(!matches(&lines("a\nd"), &["a", "b", "d"]));
    assert!(!matches(&lines("a\n...\nd"), &["a", "b", "c"]));
    assert!(!matches(&lines("a"), &["a", "b"]));
    assert!(matches(&lines("ab..."), &["abc"]));
    assert!(!matches(&lines("ab..."), &["ac"]));
    assert!(transcripts("x", "```console\ncargo test\n```\n").is_err());
    assert!(transcripts("x", "```console\n$ rm -rf x\n```\n").is_err());
    let found = transcripts("x", "```console\n$ tetrolab a\n1\n$ tetrolab b\n```\n").unwrap();
    assert_eq!(found[0].place, "x:1");
    assert_eq!(found[0].steps[0].expected, ["1"]);
    assert!(found[0].steps[1].expected.is_empty());
}

#[test]
fn every_console_example_prints_what_it_shows() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme-examples");
    let mut failures = Vec::new();
    let mut ran = 0;
    for document in DOCUMENTS {
        let text = std::fs::read_to_string(root().join(document)).unwrap();
        for transcript in transcripts(document, &text).unwrap() {
            let folder = scratch.join(transcript.place.replace(['/', ':', '.'], "-"));
            let _ = std::fs::remove_dir_all(&folder);
            std::fs::create_dir_all(&folder).unwrap();
            for step in &transcript.steps {
                ran += 1;
                let (succeeded, output) = run(&step.command, &folder);
                let actual: Vec<&str> = output.lines().map(str::trim_end).collect();
                if !succeeded || !matches(&step.expected, &actual) {
                    failures.push(format!(
                        "{}: $ {}\n(exit {})\nexpected:\n{}\nprinted:\n{}",
                        transcript.place,
                        step.command,
                        if succeeded { "0" } else { "non-zero" },
                        step.expected.join("\n"),
                        output
                    ));
                }
            }
        }
    }
    // The README's examples are found at all (a renamed fence would
    // otherwise leave nothing to run).
    assert!(ran >= 10, "only {ran} example commands found");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
