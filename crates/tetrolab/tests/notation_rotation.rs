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
            // are outputs; rotation-* records have the tag.
            if name != "fumen.txt" && !name.ends_with(".expected") && !name.starts_with("rotation-")
            {
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
        assert!(
            !text.contains("[Rotation"),
            "{name} names a rotation system"
        );
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

/// A T-spin double slot on a 10-wide board (rows bottom first): the T
/// reaches `T2c2` only by a kick under the overhang at c3.
const TSD_SETUP: &str = "[3, (1), 6] [2, (3), 5] [(2), 1, (7)]";

/// A record of `moves` on `setup` under `rotation` (no tag for `None`).
fn record(rotation: Option<&str>, setup: &str, moves: &str) -> String {
    let tag = rotation.map_or(String::new(), |r| format!("[Rotation \"{r}\"]\n"));
    format!("{tag}[Setup \"{setup}\"]\n\n{moves}\n")
}

/// Each finding as `line:column: message`.
fn findings(text: &str) -> Vec<String> {
    parse(text)
        .findings(Mode::Lenient)
        .iter()
        .map(|f| format!("{}: {}", f.pos, f.message))
        .collect()
}

#[test]
fn a_kicked_t_spin_slot_is_reachable_with_soft_drops_only() {
    for rotation in [None, Some("srs"), Some("srs+ 180"), Some("jstris180 180")] {
        let text = record(rotation, TSD_SETUP, "1. T2c2 (XX) *");
        assert_eq!(findings(&text), Vec::<String>::new(), "{rotation:?}");
    }
    // Straight down from above, the overhang at c3 stops the T.
    let hard = record(Some("srs hard"), TSD_SETUP, "1. T2c2 (XX) *");
    assert_eq!(
        findings(&hard),
        [
            "4:4: move 1 `T2c2`: no path from the top brings the T to c2, d1, d2, e2 (srs kicks; straight drops from above)"
        ]
    );
}

#[test]
fn a_sealed_tunnel_is_unreachable_under_every_table() {
    // Row 1 is open at a–d under a roof over a–k: an I lies there (and
    // fills the row), on the floor and on empty squares, but nothing
    // brings it in.
    let sealed = "[(4), 6] [9, (1)]";
    let untagged = record(None, sealed, "1. Ia1 (X) *");
    assert_eq!(findings(&untagged), Vec::<String>::new());
    for kicks in ["srs", "srs+", "nullpomino180", "jstris180", "none"] {
        let text = record(Some(kicks), sealed, "1. Ia1 (X) *");
        assert_eq!(
            findings(&text),
            [format!(
                "4:4: move 1 `Ia1`: no path from the top brings the I to a1, b1, c1, d1 ({kicks} kicks; shifts, soft drops and quarter turns)"
            )]
        );
    }
}

#[test]
fn the_tag_reads_writes_and_refuses_in_one_sentence() {
    let game: tetrolab::notation::Game = "[Rotation \"SRS+  180\"]\n\nIa".parse().unwrap();
    assert_eq!(game.to_string(), "[Rotation \"srs+ 180\"]\n\nIa *\n");
    assert_eq!(
        game.to_string()
            .parse::<tetrolab::notation::Game>()
            .unwrap(),
        game
    );
    let bad = findings("[Rotation \"srs 180\"]\n\nIa\n");
    assert_eq!(bad.len(), 1);
    assert!(
        bad[0].starts_with("1:12: expected a rotation system such as srs or srs+ 180, found `srs 180` (drop 180 turns pieces by half turns"),
        "{bad:?}"
    );
    let unknown = findings("[Rotation \"ars\"]\n\nIa\n");
    assert!(
        unknown[0].contains("`ars` is not a kick table"),
        "{unknown:?}"
    );
    // The check needs play's board: ten columns, at most 64 rows.
    let narrow = findings("[Rotation \"srs\"]\n[Width \"5\"]\n\nIa\n");
    assert_eq!(
        narrow,
        [
            "1:12: the Rotation tag needs a board of 10 columns and at most 64 rows to check where pieces can reach, not 5×20: change the board or remove the tag"
        ]
    );
}

#[test]
fn t_spins_are_found_and_named_in_captions_and_fumen() {
    let text = record(Some("srs"), TSD_SETUP, "1. T2c2 (XX) 2. T2c *");
    let parsed = parse(&text);
    let valid = parsed.valid_game(1).unwrap();
    assert_eq!(valid.feat(0), Some("T-spin double"));
    assert_eq!(valid.feat(1), None, "a T dropped flat on the floor");
    assert_eq!(valid.caption(1), "after move 1 of 2: T2c2, T-spin double");
    assert_eq!(valid.caption(2), "after move 2 of 2: T2c");
    assert!(valid.svg_after(1).unwrap().contains("T2c2, T-spin double"));
    let fumen = Fumen::from_game(&valid).unwrap();
    assert!(
        fumen.pages[0]
            .comment
            .ends_with(" 1. T2c2 (XX) {T-spin double}"),
        "{:?}",
        fumen.pages[0].comment
    );
    assert_eq!(fumen.pages[1].comment, "2. T2c");
    // Read back, the label is dropped: checking finds it again.
    let back = Fumen::decode(&fumen.encode().unwrap())
        .unwrap()
        .to_game()
        .unwrap();
    assert_eq!(back.moves, parsed.record.games[0].moves);
    // Without the tag nothing is found.
    let untagged = parse(&record(None, TSD_SETUP, "1. T2c2 (XX) *"));
    assert_eq!(untagged.valid_game(1).unwrap().feat(0), None);
}
