//! Hostile input to the readers: endless input, huge records and games.
//! Each is refused with one sentence (exit 2) or served within a small
//! address space, never aborted.

use std::path::PathBuf;
use std::process::{Output, Stdio};

/// A fresh scratch directory for files a test writes.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tetrolab-bounds-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `args` run within `megabytes` of address space, with `/dev/zero` on
/// standard input.
fn endless(megabytes: u32, args: &[&str]) -> Output {
    super::within(megabytes, args)
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .stdout(Stdio::null())
        .output()
        .unwrap()
}

/// The run exited 2 with one `error:` line (and, for `check`, the count of
/// files it could not read) containing `expected`.
fn refused(args: &[&str], output: &Output, expected: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
    assert!(stderr.contains(expected), "{args:?}: {stderr}");
    assert!(stderr.lines().count() <= 2, "{args:?}: {stderr}");
}

/// Every reader of a file or standard input stops at its bound: `/dev/zero`
/// (which never ends and has no line break) is refused with one sentence
/// in a small address space, where it used to grow without end (and
/// `notation check` aborted).
#[test]
fn every_reader_refuses_endless_input_within_its_bound() {
    let dir = scratch("endless");
    let svg = dir.join("x.svg");
    let svg = svg.to_str().unwrap();
    let cases: [&[&str]; 13] = [
        &["notation", "check", "/dev/zero"],
        &["notation", "fmt", "/dev/zero"],
        &["notation", "fumen", "/dev/zero"],
        &["notation", "show", "/dev/zero"],
        &["notation", "svg", "/dev/zero", "--out", svg],
        &["notation", "check", "-"],
        &["notation", "fmt", "-"],
        &["notation", "show", "-"],
        &["notation", "from-fumen", "-"],
        &["identify", "-"],
        &["identify", "/dev/zero"],
        &["predict", "7-bag", "-"],
        &["seeds", "tetrio-7-bag", "-"],
    ];
    for args in cases {
        let output = endless(256, args);
        refused(args, &output, "bytes), the most");
    }
    assert!(!std::path::Path::new(svg).exists());
    std::fs::remove_dir_all(dir).unwrap();
}

/// `show`, `svg` and `fumen` keep only the game asked for: a record of
/// 12 MB (about 140 MB held whole) is read game by game in 80 MB of
/// address space.
#[test]
fn one_game_of_a_large_record_is_read_alone() {
    let dir = scratch("record");
    let file = dir.join("many.txt");
    let game = "[Width \"4\"]\n1. Ia (X) 2. Ia (X) 3. Ia (X) 4. Ia (X) 5. Ia (X) *\n\n";
    std::fs::write(&file, game.repeat(12_000_000 / game.len())).unwrap();
    let file = file.to_str().unwrap();
    let svg = dir.join("b.svg");
    for args in [
        &["notation", "show", file, "--game", "3"][..],
        &["notation", "fumen", file, "--game", "3"],
        &[
            "notation",
            "svg",
            file,
            "--game",
            "3",
            "--out",
            svg.to_str().unwrap(),
        ],
    ] {
        let output = super::within(80, args).output().unwrap();
        assert!(
            output.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// One game past the bound for a game (8 MiB) is refused where it starts,
/// before it is played, by every command that reads it.
#[test]
fn a_game_past_the_bound_is_refused_where_it_starts() {
    let dir = scratch("game");
    let file = dir.join("long.txt");
    let long = "Ia (X) ".repeat((9 << 20) / 7);
    std::fs::write(&file, format!("Sa *\n\n[Width \"4\"]\n{long}*\n")).unwrap();
    let file = file.to_str().unwrap();
    for command in ["check", "show", "fumen", "fmt"] {
        let args = ["notation", command, file, "--game", "2"];
        let args = if matches!(command, "show" | "fumen") {
            &args[..]
        } else {
            &args[..3]
        };
        let output = super::within(200, args).output().unwrap();
        refused(
            args,
            &output,
            "the game from line 3 runs past 8 MiB (8388608 bytes), the most one game may be: split it into games",
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}
