//! sfinder's published `cover` cases (`tests/data/sfinder-cover.tsv`)
//! reproduced count for count by `setups::Cover`: every case, in every
//! mode, drop (soft, hard, 180, t-soft and the T-spin drops) and option
//! (`--last-sd`, `--max-softdrop`, `--max-clearline`, `-sb`, and `-P`,
//! which only changes how the marks are counted) — each setup's success
//! count, OR, AND and the CSV rows asserted. The definition
//! (`setups::definition::builds`) agrees with the automaton on a sample of
//! every case's sequences.

mod sfinder;

use sfinder::CoverCase;
use tetrolab::Piece;
use tetrolab::piece::letters;
use tetrolab::play::{Drop, Kicks, Rules};
use tetrolab::setups::{Conditions, Cover, CoverError, Setup, SpinNeed, definition};

/// More sequences than any case counts (211680 is the most).
const LIMIT: u128 = 10_000_000;

/// The drop a case names: a drop, or a T-spin drop (under which the T
/// soft-drops before its last turn and the others drop straight).
fn drop(case: &CoverCase) -> (Drop, Option<SpinNeed>) {
    match case.drop.parse::<SpinNeed>() {
        Ok(need) => (Drop::Soft, Some(need)),
        Err(_) => (case.drop.parse().unwrap(), None),
    }
}

/// The value of flag `flag` in the case's options, if given.
fn option<'c>(case: &'c CoverCase, flag: &str) -> Option<&'c str> {
    let options = case.options.as_deref()?;
    let mut words = options.split(' ');
    words.find(|&w| w == flag)?;
    words.next()
}

/// A limit as sfinder writes it: -1 for none.
fn limit(case: &CoverCase, flag: &str) -> Option<u32> {
    option(case, flag).and_then(|n| n.parse().ok())
}

/// The case's mode, T-spin drop and options as conditions. With either
/// limit given, sfinder runs the normal mode as `1L` with the limits,
/// which is the normal mode with them.
fn conditions(case: &CoverCase) -> Conditions {
    Conditions {
        mode: case.mode.parse().unwrap(),
        max_soft: limit(case, "--max-softdrop"),
        max_clears: limit(case, "--max-clearline"),
        spins_first: option(case, "-sb").map_or(0, |n| n.parse().unwrap()),
        spin_drop: drop(case).1,
        last_soft: option(case, "--last-sd").map_or(0, |n| n.parse().unwrap()),
    }
}

/// Whether sfinder marks, per sequence, only the first setup that
/// succeeds (`-P yes`).
fn prioritized(case: &CoverCase) -> bool {
    option(case, "-P") == Some("yes")
}

/// The kick table the case runs with: sfinder's default, except that a
/// 180 drop ran, in the sfinder that published the case, with a 180
/// table; `nullpomino180` is the one it ships.
fn kicks(case: &CoverCase) -> Kicks {
    assert_eq!(case.kicks, "srs", "{}", case.at);
    if drop(case).0 == Drop::Soft180 {
        Kicks::nullpomino180()
    } else {
        Kicks::srs()
    }
}

/// For each sequence, whether each setup builds it (with `-P yes`, only
/// the first that does).
fn marks(case: &CoverCase, setups: &[Setup], sequences: &[Vec<Piece>]) -> Vec<Vec<bool>> {
    let kicks = kicks(case);
    let rules = Rules::new(&kicks, drop(case).0);
    let covers: Vec<Cover> = setups
        .iter()
        .map(|s| Cover::with(s, rules, case.hold, conditions(case)).unwrap())
        .collect();
    sequences
        .iter()
        .map(|sequence| {
            let mut marks: Vec<bool> = covers.iter().map(|c| c.builds(sequence)).collect();
            if let Some(first) = marks.iter().position(|&b| b).filter(|_| prioritized(case)) {
                marks = (0..marks.len()).map(|i| i == first).collect();
            }
            marks
        })
        .collect()
}

#[test]
fn every_case_counts_as_sfinder_does() {
    let cases = sfinder::cover_cases();
    assert_eq!(cases.len(), 82, "the cases this test answers");
    for case in &cases {
        let at = format!("{} ({})", case.at, case.name);
        let setups = case.setups().unwrap();
        let sequences = case.pattern().unique(LIMIT).unwrap();
        assert_eq!(sequences.len() as u64, case.all, "{at}: all");
        let marks = marks(case, &setups, &sequences);
        let successes: Vec<u64> = (0..setups.len())
            .map(|i| marks.iter().filter(|m| m[i]).count() as u64)
            .collect();
        // With mirror, sfinder's own test pins only the mirror counts
        // exactly (its note); the counts listed are its output for both.
        if let Some(expected) = &case.successes {
            assert_eq!(&successes, expected, "{at}: successes");
        }
        let or = marks.iter().filter(|m| m.iter().any(|&b| b)).count() as u64;
        let and = marks.iter().filter(|m| m.iter().all(|&b| b)).count() as u64;
        if let Some(expected) = case.or {
            assert_eq!(or, expected, "{at}: OR");
        }
        if let Some(expected) = case.and {
            assert_eq!(and, expected, "{at}: AND");
        }
        for (sequence, expected) in &case.rows {
            let index = sequences
                .iter()
                .position(|s| letters(s) == *sequence)
                .unwrap_or_else(|| panic!("{at}: {sequence} is not a sequence"));
            let got: String = marks[index]
                .iter()
                .map(|&b| if b { 'O' } else { 'X' })
                .collect();
            assert_eq!(&got, expected, "{at}: {sequence}");
        }
    }
}

/// The plain definition gives the automaton's answer on every 97th
/// sequence of every case (and on every sequence of the small ones).
#[test]
fn the_definition_agrees_with_the_automaton() {
    for case in &sfinder::cover_cases() {
        let at = format!("{} ({})", case.at, case.name);
        let setups = case.setups().unwrap();
        let sequences: Vec<Vec<Piece>> = case
            .pattern()
            .unique(LIMIT)
            .unwrap()
            .into_iter()
            .step_by(97)
            .collect();
        let kicks = kicks(case);
        let rules = Rules::new(&kicks, drop(case).0);
        let conditions = conditions(case);
        let covers: Vec<Cover> = setups
            .iter()
            .map(|s| Cover::with(s, rules, case.hold, conditions).unwrap())
            .collect();
        for sequence in &sequences {
            for (setup, cover) in setups.iter().zip(&covers) {
                assert_eq!(
                    definition::builds(setup, sequence, case.hold, &rules, &conditions).unwrap(),
                    cover.builds(sequence),
                    "{at}: {}",
                    letters(sequence)
                );
            }
        }
    }
}

/// sfinder at 1.43 refuses a 180 drop with its default kicks, as tetrolab
/// does.
#[test]
fn a_180_drop_needs_a_180_table() {
    let case = sfinder::cover_cases()
        .into_iter()
        .find(|c| c.name == "use180Rotation#2")
        .unwrap();
    let setup = &case.setups().unwrap()[0];
    let srs = Kicks::srs();
    let err = Cover::new(setup, Rules::new(&srs, Drop::Soft180), true).unwrap_err();
    assert!(matches!(err, CoverError::Rules(_)), "{err}");
}
