//! Records that name a rotation system (`[Rotation "srs"]`): every
//! placement checked reachable, T-spins found and shown; and records
//! without the tag reading exactly as before.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Mode, parse};

/// Every record fixture in the repository: the notation fixtures and the
/// fuzzer's record corpus.
fn record_fixtures() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        root.join("tests/data/notation"),
        root.join("../../fuzz/corpus/record"),
    ] {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            // fumen.txt holds fumen vectors, not a record; .expected files
            // are outputs.
            if name != "fumen.txt" && !name.ends_with(".expected") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// What a record means, as every face reads it: each finding of a lenient
/// check, and for each game that plays, its last caption and its fumen.
fn meaning(text: &str) -> String {
    let parsed = parse(text);
    let mut out = String::new();
    for finding in parsed.findings(Mode::Lenient) {
        writeln!(out, "  {}: {}", finding.pos, finding.message).unwrap();
    }
    if !parsed.errors.is_empty() {
        return out;
    }
    for (number, game) in parsed.record.games.iter().enumerate() {
        if let Ok(valid) = game.validate(Mode::Strict) {
            let moves = game.moves.len();
            writeln!(out, "  game {}: {}", number + 1, valid.caption(moves)).unwrap();
            let fumen = Fumen::encode_game(&valid).unwrap_or_else(|e| e.to_string());
            writeln!(out, "  game {}: {fumen}", number + 1).unwrap();
        }
    }
    out
}

/// A record without a `Rotation` tag means what it meant before the tag
/// existed: every fixture's findings, captions and fumen are pinned in
/// `untagged.expected`, written by the code before the tag
/// (`TETROLAB_BLESS=1` writes it again).
#[test]
fn records_without_the_tag_check_as_before() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = String::new();
    for path in record_fixtures() {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root).unwrap().display().to_string();
        assert!(!text.contains("[Rotation"), "{name} names a rotation system");
        writeln!(found, "{name}").unwrap();
        found.push_str(&meaning(&text));
    }
    let expected_path = root.join("tests/data/notation/untagged.expected");
    if std::env::var_os("TETROLAB_BLESS").is_some() {
        std::fs::write(&expected_path, &found).unwrap();
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap();
    assert_eq!(found, expected);
}
