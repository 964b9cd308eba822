//! sfinder's published `cover` cases (`tests/data/sfinder-cover.tsv`)
//! reproduced count for count by `setups::Cover`: every case in the normal
//! mode with a drop tetrolab has (soft, hard, 180, t-soft) and no option
//! beyond hold, drop and mirror — each setup's success count, OR, AND and
//! the CSV rows asserted. The definition (`setups::definition::builds`)
//! agrees with the automaton on a sample of every case's sequences.

mod sfinder;

use sfinder::CoverCase;
use tetrolab::Piece;
use tetrolab::piece::letters;
use tetrolab::play::{Drop, Kicks, Rules};
use tetrolab::setups::{Cover, CoverError, Setup, definition};

/// More sequences than any case counts (211680 is the most).
const LIMIT: u128 = 10_000_000;

/// The drop a case names, when tetrolab has it.
fn drop(case: &CoverCase) -> Option<Drop> {
    case.drop.parse().ok()
}

/// Whether the cover search answers the case: the normal mode, a drop
/// tetrolab has, and no option beyond hold, drop, mirror and a pattern.
fn answered(case: &CoverCase) -> bool {
    case.mode == "normal"
        && drop(case).is_some()
        && case
            .options
            .as_deref()
            .is_none_or(|o| o == "patterns from a file")
}

/// The kick table the case runs with: sfinder's default, except that a
/// 180 drop ran, in the sfinder that published the case, with a 180
/// table; `nullpomino180` is the one it ships.
fn kicks(case: &CoverCase) -> Kicks {
    assert_eq!(case.kicks, "srs", "{}", case.at);
    if drop(case) == Some(Drop::Soft180) {
        Kicks::nullpomino180()
    } else {
        Kicks::srs()
    }
}

/// For each sequence, whether each setup builds it.
fn marks(case: &CoverCase, setups: &[Setup], sequences: &[Vec<Piece>]) -> Vec<Vec<bool>> {
    let kicks = kicks(case);
    let rules = Rules::new(&kicks, drop(case).unwrap());
    let covers: Vec<Cover> = setups
        .iter()
        .map(|s| Cover::new(s, rules, case.hold).unwrap())
        .collect();
    sequences
        .iter()
        .map(|sequence| covers.iter().map(|c| c.builds(sequence)).collect())
        .collect()
}

#[test]
fn every_answered_case_counts_as_sfinder_does() {
    let cases = sfinder::cover_cases();
    let answered: Vec<&CoverCase> = cases.iter().filter(|c| answered(c)).collect();
    // The cases left are other modes (T-spins, tetrises, line counts),
    // T-spin drops and the options --last-sd, --max-softdrop,
    // --max-clearline and -P.
    assert_eq!(answered.len(), 28, "the cases this test answers");
    for case in answered {
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
/// sequence of every answered case (and on every sequence of the small
/// ones).
#[test]
fn the_definition_agrees_with_the_automaton() {
    for case in sfinder::cover_cases().iter().filter(|c| answered(c)) {
        let at = format!("{} ({})", case.at, case.name);
        let setups = case.setups().unwrap();
        let sequences: Vec<Vec<Piece>> = case
            .pattern()
            .unique(LIMIT)
            .unwrap()
            .into_iter()
            .step_by(97)
            .collect();
        let marks = marks(case, &setups, &sequences);
        let kicks = kicks(case);
        let rules = Rules::new(&kicks, drop(case).unwrap());
        for (sequence, marks) in sequences.iter().zip(&marks) {
            for (setup, &mark) in setups.iter().zip(marks) {
                assert_eq!(
                    definition::builds(setup, sequence, case.hold, &rules).unwrap(),
                    mark,
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
