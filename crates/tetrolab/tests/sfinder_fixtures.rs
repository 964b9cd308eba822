//! sfinder's published cases, checked as far as they go without moving a
//! piece: every fumen decodes into a setup (page ranges, URLs, mirrors),
//! every pattern reads, and sfinder's `all` — the distinct sequences it
//! counts — is the number the pattern rules give (cover: the pattern's
//! distinct sequences; percent: cut to n or n + 1 pieces, n from the
//! field's empty cells); the other asserted numbers agree with each other
//! and with the sequences. The success counts are the cover search's to
//! reproduce.

mod sfinder;

use std::collections::BTreeSet;

use sfinder::{Fails, PercentCase, Source};
use tetrolab::Piece;
use tetrolab::notation::fumen::Fumen;
use tetrolab::piece::parse_letters;
use tetrolab::play::Field;
use tetrolab::setups::Pattern;

/// More sequences than any case counts (211680 is the most).
const LIMIT: u128 = 10_000_000;

fn letters(text: &str, at: &str) -> Vec<Piece> {
    parse_letters(text).unwrap_or_else(|e| panic!("{at}: {e}"))
}

#[test]
fn cover_cases_count_their_patterns_sequences() {
    let cases = sfinder::cover_cases();
    assert_eq!(cases.len(), 82);
    for case in &cases {
        let at = format!("{} ({})", case.at, case.name);
        let setups = case.setups().unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(
            setups.len(),
            case.fumens.len() * if case.mirror { 2 } else { 1 }
        );
        let pattern = case.pattern();
        let unique = pattern.unique(LIMIT).unwrap();
        assert_eq!(unique.len() as u64, case.all, "{at}: all");
        if let Some(successes) = &case.successes {
            assert_eq!(successes.len(), setups.len(), "{at}: one count per setup");
            assert!(successes.iter().all(|&n| n <= case.all), "{at}");
            for (setup, &n) in setups.iter().zip(successes) {
                // A sequence shorter than the setup always fails.
                if pattern.length() < setup.placements.len() {
                    assert_eq!(
                        n,
                        0,
                        "{at}: {} pieces for {}",
                        pattern.length(),
                        setup.placements.len()
                    );
                }
            }
            let most = successes.iter().copied().max().unwrap_or(0);
            let least = successes.iter().copied().min().unwrap_or(0);
            if let Some(or) = case.or {
                assert!(most <= or && or <= case.all, "{at}: or");
                if case.options.as_deref() == Some("-P yes") {
                    // With priority, each sequence counts for one setup.
                    assert_eq!(successes.iter().sum::<u64>(), or, "{at}: priority");
                }
            }
            if let Some(and) = case.and {
                assert!(and <= least, "{at}: and");
            }
        }
        if let (Some(or), Some(and)) = (case.or, case.and) {
            assert!(and <= or && or <= case.all, "{at}");
        }
        let unique: BTreeSet<Vec<Piece>> = unique.into_iter().collect();
        for (sequence, marks) in &case.rows {
            assert!(unique.contains(&letters(sequence, &at)), "{at}: {sequence}");
            assert_eq!(marks.len(), setups.len(), "{at}: {sequence}={marks}");
            assert!(marks.chars().all(|c| c == 'O' || c == 'X'), "{at}: {marks}");
        }
    }
}

/// Fumens the cases say are the same setup drawn two ways.
#[test]
fn cover_fumens_drawn_two_ways_give_one_setup() {
    let cases = sfinder::cover_cases();
    let setups = |name: &str| {
        let case = cases.iter().find(|c| c.name == name).unwrap();
        case.setups().unwrap()
    };
    for name in ["case6Right", "case6Left"] {
        let both = setups(name);
        let cells = |i: usize| {
            both[i]
                .placements
                .iter()
                .map(|p| p.cells)
                .collect::<Vec<_>>()
        };
        assert_eq!(cells(0), cells(1), "{name}");
        assert_ne!(
            both[0].placements[0].rotation,
            both[1].placements[0].rotation
        );
    }
    let pair = setups("case5Mirror#1");
    let mirror = pair[0].mirrored();
    assert_eq!(pair[1].field, mirror.field);
    let cells = |s: &tetrolab::setups::Setup| {
        let mut cells: Vec<_> = s.placements.iter().map(|p| (p.piece, p.cells)).collect();
        cells.sort();
        cells
    };
    assert_eq!(cells(&pair[1]), cells(&mirror));
    // Page ranges: all pages however written, and the first five of six.
    let whole = setups("case1");
    for name in ["case1Page1", "case1Page2", "case1Page3"] {
        assert_eq!(setups(name), whole, "{name}");
    }
    let short = setups("case1Short");
    assert_eq!(short[0].placements, whole[0].placements[..5]);
}

/// The pieces a percent case needs: the empty cells of the bottom `clear`
/// rows, full rows among them taken out first, over 4.
fn pieces_needed(case: &PercentCase) -> Result<usize, String> {
    let field = case.field();
    needed(&field, case.clear)
}

fn needed(field: &Field, clear: u8) -> Result<usize, String> {
    let kept: Vec<u8> = (0..clear)
        .filter(|&y| field.row(y) != Field::FULL_ROW)
        .collect();
    let blocks: u32 = kept.iter().map(|&y| field.row(y).count_ones()).sum();
    let empty = 10 * kept.len() as u32 - blocks;
    if empty.is_multiple_of(4) {
        Ok(empty as usize / 4)
    } else {
        Err(format!("{empty} empty cells are not a multiple of 4"))
    }
}

/// The first page's comment (or the read page's), as sfinder reads
/// options from it.
fn comment(case: &PercentCase) -> String {
    let fumen = case
        .fumen()
        .unwrap_or_else(|| panic!("{}: a comment needs a fumen", case.at));
    fumen.pages[case.page - 1].comment.clone()
}

#[test]
fn percent_cases_count_their_cut_sequences() {
    let cases = sfinder::percent_cases();
    assert_eq!(cases.len(), 33 + COUNTED);
    for case in &cases {
        let at = format!("{} ({})", case.at, case.name);
        let n = pieces_needed(case).unwrap_or_else(|e| panic!("{at}: {e}"));
        let pattern = case.pattern();
        let length = pattern
            .percent_length(n, case.hold)
            .unwrap_or_else(|| panic!("{at}: {} pieces for {n}", pattern.length()));
        let unique = pattern.truncated(length).unique(LIMIT).unwrap();
        assert_eq!(
            unique.len() as u64,
            case.all,
            "{at}: all (n = {n}, cut to {length})"
        );
        assert!(case.success <= case.all, "{at}");
        match case.from.as_str() {
            "comment" => {
                let comment = comment(case);
                assert!(
                    comment.contains(&case.patterns),
                    "{at}: comment {comment:?}"
                );
                assert!(
                    comment.starts_with(&case.clear.to_string()),
                    "{at}: {comment:?}"
                );
            }
            "quiz" => assert_eq!(Pattern::parse(&comment(case)).unwrap(), pattern, "{at}"),
            "option" | "file" => {}
            other => panic!("{at}: unknown pattern source {other}"),
        }
        check_tree(case, &unique, &at);
        match &case.fails {
            Fails::NotAsserted => {}
            Fails::Nothing => assert_eq!(case.success, case.all, "{at}"),
            Fails::Some => assert!(case.success < case.all, "{at}"),
            Fails::Listed(failed) => {
                assert!(failed.len() as u64 <= case.all - case.success, "{at}");
                for sequence in failed {
                    assert!(unique.contains(&letters(sequence, &at)), "{at}: {sequence}");
                }
            }
        }
    }
}

/// Each tree line's percentage is some count of successes out of the
/// sequences with its prefix (the root's is the success count itself), as
/// sfinder prints it to two decimals; a line asserted absent has no
/// sequence (or, for the root, only one first piece).
fn check_tree(case: &PercentCase, unique: &[Vec<Piece>], at: &str) {
    for line in &case.tree {
        let starting: Vec<&Vec<Piece>> = if line.prefix == "*" {
            unique.iter().collect()
        } else {
            let prefix = letters(&line.prefix, at);
            unique.iter().filter(|s| s.starts_with(&prefix)).collect()
        };
        let Some(percent) = line.percent else {
            if line.prefix == "*" {
                let firsts: BTreeSet<Piece> = unique.iter().map(|s| s[0]).collect();
                assert_eq!(
                    firsts.len(),
                    1,
                    "{at}: the root line shows with several first pieces"
                );
            } else {
                assert!(starting.is_empty(), "{at}: {} has sequences", line.prefix);
            }
            continue;
        };
        let total = starting.len() as f64;
        assert!(total > 0.0, "{at}: no sequence starts with {}", line.prefix);
        let near = |count: f64| (100.0 * count / total - percent).abs() <= 0.005 + 1e-9;
        if line.prefix == "*" {
            assert!(
                near(case.success as f64),
                "{at}: root {percent} vs {}/{total}",
                case.success
            );
        } else {
            assert!(
                (0..=starting.len()).any(|k| near(k as f64)),
                "{at}: {} {percent}",
                line.prefix
            );
        }
    }
}

/// How many CSV cases `sfinder-percent-counts.tsv` holds.
const COUNTED: usize = 4000;

#[test]
fn percent_refusals_are_refused_where_they_can_be_checked() {
    let refusals = sfinder::percent_refusals();
    assert_eq!(refusals.len(), 12);
    for refusal in &refusals {
        let at = format!("{} ({})", refusal.at, refusal.name);
        let fumen = match &refusal.source {
            Source::Fumen(text) => Some(Fumen::decode(text)),
            Source::Rows(_) => None,
        };
        let clear: u8 = refusal.option("-c").map_or(4, |c| c.parse().unwrap());
        match refusal.kind.as_str() {
            "fumen" => assert!(matches!(fumen, Some(Err(_))), "{at}"),
            "pattern" => assert!(Pattern::parse(&refusal.patterns).is_err(), "{at}"),
            "page" => {
                let pages = fumen.unwrap().unwrap().pages.len();
                let page: usize = refusal.option("-P").unwrap().parse().unwrap();
                assert!(page < 1 || page > pages, "{at}: page {page} of {pages}");
            }
            "clear-line" => assert!(!(1..=24).contains(&clear), "{at}"),
            "pieces" => {
                let Some(Ok(fumen)) = fumen else {
                    panic!("{at}")
                };
                let n = needed(&fumen.pages[0].field.to_play(), clear).unwrap();
                let pattern = Pattern::parse(&refusal.patterns).unwrap();
                assert_eq!(pattern.percent_length(n, true), None, "{at}");
            }
            "empty-cells" => {
                let Source::Rows(rows) = &refusal.source else {
                    panic!("{at}")
                };
                assert!(
                    needed(&sfinder::field_of_rows(rows).unwrap(), clear).is_err(),
                    "{at}"
                );
            }
            // Refused for options tetrolab does not read yet: the log path,
            // the hold option's spelling, a 180 drop without a 180 table.
            "output" | "hold" | "kicks" => assert!(!refusal.message.is_empty(), "{at}"),
            other => panic!("{at}: unknown kind {other}"),
        }
    }
}
