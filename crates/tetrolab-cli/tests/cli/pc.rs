//! `tetrolab pc`: solution-finder's percent counts over a pattern, exact
//! odds under randomizers equal to the count over every order a 7-bag
//! deals, and refusals.

use super::{input_error, json_of, stdout_of};

/// sfinder's percent case useTetfuAndCommand5: a hole 4 wide and 4 deep,
/// hard drop, `*p4` with hold: 314 of 840.
const HOLE: &str = "v115@9gF8DeF8DeF8DeF8NeAgH";

#[test]
fn a_pattern_counts_as_sfinder_does() {
    let text = stdout_of(&["pc", HOLE, "-p", "*p4", "--drop", "hard"]);
    assert!(
        text.contains("840 distinct sequences of 4 pieces"),
        "{text}"
    );
    assert!(text.contains("314/840"), "{text}");
    assert!(text.contains("Fails 526 of 840"), "{text}");
    assert!(text.contains("A solution for "), "{text}");
    assert!(text.contains("As a fumen: v115@"), "{text}");
    assert!(text.contains("As a record:"), "{text}");
    let csv = stdout_of(&["pc", HOLE, "-p", "*p4", "--drop", "hard", "--csv"]);
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(rows.len(), 840);
    assert_eq!(rows.iter().filter(|r| r.ends_with(",O")).count(), 314);
}

/// The solution's record, read back and played, leaves an empty board,
/// and its fumen is the record's.
#[test]
fn the_solution_is_a_record_and_a_fumen_that_clear() {
    let json = json_of(&["pc", HOLE, "-p", "*p4", "--drop", "hard", "--json"]);
    let solution = &json["pattern"]["solution"];
    let record = solution["record"].as_str().unwrap();
    let game: tetrolab::notation::Game = record.parse().unwrap();
    let valid = game.validate(tetrolab::notation::Mode::Strict).unwrap();
    assert!(valid.final_board().is_empty(), "{record}");
    assert_eq!(valid.game().moves.len(), 4, "{record}");
    let fumen = tetrolab::notation::fumen::Fumen::encode_game(&valid).unwrap();
    assert_eq!(solution["fumen"].as_str(), Some(fumen.as_str()));
}

/// Under a 7-bag from the game's start the first four pieces are any of
/// the 840 orders of four distinct pieces, each as likely: without hold
/// the chance is the `*p4` count over 840, reduced.
#[test]
fn seven_bag_odds_are_the_pattern_count() {
    let rows = "XXXXXX____/XXXXXX____/XXXXXX____/XXXXXX____";
    let counted = json_of(&["pc", rows, "-p", "*p4", "--hold", "no", "--json"]);
    let success = counted["pattern"]["success"]["success"].as_u64().unwrap();
    assert!(success > 0 && success < 840, "{counted}");
    let odds = json_of(&[
        "pc",
        rows,
        "--randomizer",
        "7-bag",
        "--hold",
        "no",
        "--json",
    ]);
    let fraction = odds["randomizers"][0]["chance"]["fraction"]
        .as_str()
        .unwrap();
    let (n, d) = fraction.split_once('/').unwrap();
    let (n, d): (u64, u64) = (n.parse().unwrap(), d.parse().unwrap());
    assert_eq!(n * 840, success * d, "{fraction} against {success}/840");
}

/// Pieces dealt unseen (`?`) weigh every piece they may be: one line
/// that only an I clears, with hold, clears when an I is among the next
/// two pieces. A 7-bag's first two: 2/7. After six unseen, the bag's
/// last piece and the next bag's first: 1/7 + 6/7 · 1/7 = 13/49. After a
/// whole bag unseen, a fresh bag again: 2/7. After J, L, O and three
/// unseen, the bag's last piece is one of I, S, T, Z alike: 1/4 + 3/4 ·
/// 1/7 = 5/14; after an I and five unseen, only the next bag's first:
/// 1/7. The answer says `after`.
#[test]
fn pieces_dealt_unseen_weigh_every_piece() {
    let args = |after: &'static str| {
        [
            "pc",
            "XXXXXX____",
            "--lines",
            "1",
            "--randomizer",
            "7-bag",
            "--after",
            after,
        ]
    };
    let chance = |after: &'static str| {
        let odds = json_of(&[&args(after)[..], &["--json"]].concat());
        assert_eq!(
            odds["randomizers"][0]["after"].as_str(),
            Some(after),
            "{odds}"
        );
        odds["randomizers"][0]["chance"]["fraction"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert_eq!(chance("??????"), "13/49");
    assert_eq!(chance("???????"), "2/7");
    assert_eq!(chance("JLO???"), "5/14");
    assert_eq!(chance("I?????"), "1/7");
    let refused = input_error(&args("I*"));
    assert!(
        refused.contains("--after I*: '*' is not a piece"),
        "{refused}"
    );
}

/// README's table "PC after L,O,J": its 7-bag row is what `pc` answers
/// (the other rows' walks take minutes and hundreds of MB; the same walk
/// answers them).
#[test]
fn the_readme_pc_table_is_what_pc_answers() {
    let odds = json_of(&[
        "pc",
        "XXX_______/XXX_______/XXX_______/XXX_______",
        "--after",
        "LOJ",
        "--randomizer",
        "7-bag",
        "--json",
    ]);
    let fraction = odds["randomizers"][0]["chance"]["fraction"]
        .as_str()
        .unwrap();
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
    let row = format!("| `7-bag` | {fraction} ≈ ");
    assert!(readme.contains(&row), "README lacks the row {row}");
}

#[test]
fn bad_fields_and_lines_are_refused() {
    let odd = input_error(&["pc", "XXXXXX____", "--lines", "2", "-p", "*p3"]);
    assert!(odd.contains("14 empty cells, not a multiple of 4"), "{odd}");
    let tall = input_error(&["pc", "XXXXXX____", "--lines", "25", "-p", "*p3"]);
    assert!(tall.contains("1 to 24 lines, not 25"), "{tall}");
    // Past a byte: refused as given, not cut to 255.
    let huge = input_error(&["pc", "XXXXXX____", "--lines", "300", "-p", "*p3"]);
    assert_eq!(
        huge.trim_end(),
        "error: --lines 300: a perfect clear clears 1 to 24 lines, not 300"
    );
    let short = input_error(&["pc", HOLE, "-p", "*p3"]);
    assert!(short.contains("needs 4"), "{short}");
}
