//! sfinder's published `percent` cases reproduced count for count by
//! `setups::PcSolver`: the named cases (`tests/data/sfinder-percent.tsv`:
//! success and all, the tree lines and the failed sequences asserted) and
//! the numeric cases of its CSV files (`sfinder-percent-counts.tsv`). The
//! whole counts file is too long for every run, so the default run takes
//! a fixed subset of it (the cases clearing 3 lines and every 10th
//! clearing 4) and `--ignored` takes the rest.
//! The definition (`pc::definition::solve`) agrees with the solver on a
//! sample of each named case's sequences.

mod sfinder;

use sfinder::{Fails, PercentCase};
use tetrolab::Piece;
use tetrolab::piece::letters;
use tetrolab::play::{Drop, Kicks, Rules};
use tetrolab::setups::pc::definition;
use tetrolab::setups::{PcSolver, PerfectClear};
use tetrolab::work::Unwatched;

/// More sequences than any case counts.
const LIMIT: u128 = 10_000_000;

/// The kick table a case names: sfinder's default (`srs`, `default`, its
/// `kicks/srs.properties`), or one of its kick files tetrolab has built in.
fn kicks(case: &PercentCase) -> Kicks {
    let name = match case.kicks.as_str() {
        "srs" | "default" | "+srs" => "srs",
        "@nullpomino180" => "nullpomino180",
        "@nokicks" => "none",
        other => panic!("{}: kicks {other}", case.at),
    };
    Kicks::named(name).unwrap()
}

/// The case's sequences (cut as sfinder cuts them) and whether each clears.
fn counted(case: &PercentCase) -> (Vec<Vec<Piece>>, Vec<bool>) {
    let at = format!("{} ({})", case.at, case.name);
    let goal = PerfectClear::new(&case.field(), case.clear).unwrap_or_else(|e| panic!("{at}: {e}"));
    let pattern = case.pattern();
    let length = pattern
        .percent_length(goal.pieces(), case.hold)
        .unwrap_or_else(|| panic!("{at}: pattern too short"));
    let sequences = pattern.truncated(length).unique(LIMIT).unwrap();
    let kicks = kicks(case);
    let drop: Drop = case.drop.parse().unwrap();
    let solver = PcSolver::new(&goal, Rules::new(&kicks, drop), case.hold).unwrap();
    let each = solver.clears_each(&sequences, &Unwatched).unwrap();
    (sequences, each)
}

fn check_counts(case: &PercentCase) -> (Vec<Vec<Piece>>, Vec<bool>) {
    let (sequences, each) = counted(case);
    let success = each.iter().filter(|&&b| b).count() as u64;
    assert_eq!(
        (success, sequences.len() as u64),
        (case.success, case.all),
        "{} ({})",
        case.at,
        case.name
    );
    (sequences, each)
}

#[test]
fn named_cases_count_as_sfinder_counts() {
    let cases: Vec<PercentCase> = sfinder::percent_cases()
        .into_iter()
        .filter(|c| !c.name.ends_with(".csv") && !c.name.contains(".csv:"))
        .collect();
    assert_eq!(cases.len(), 33);
    for case in &cases {
        let at = format!("{} ({})", case.at, case.name);
        let (sequences, each) = check_counts(case);
        for line in &case.tree {
            let prefix: Vec<Piece> = if line.prefix == "*" {
                Vec::new()
            } else {
                tetrolab::piece::parse_letters(&line.prefix).unwrap()
            };
            let under: Vec<bool> = sequences
                .iter()
                .zip(&each)
                .filter(|(s, _)| s.starts_with(&prefix))
                .map(|(_, &b)| b)
                .collect();
            match line.percent {
                Some(percent) => {
                    let got =
                        100.0 * under.iter().filter(|&&b| b).count() as f64 / under.len() as f64;
                    assert_eq!(
                        format!("{got:.2}"),
                        format!("{percent:.2}"),
                        "{at}: {}",
                        line.prefix
                    );
                }
                // sfinder prints no line for a prefix no sequence has, and
                // no root line when every sequence starts with one piece.
                None if line.prefix == "*" => {
                    assert!(sequences.iter().all(|s| s[0] == sequences[0][0]), "{at}: *");
                }
                None => assert!(under.is_empty(), "{at}: {}", line.prefix),
            }
        }
        if let Fails::Listed(failed) = &case.fails {
            for sequence in failed {
                let i = sequences
                    .iter()
                    .position(|s| letters(s) == *sequence)
                    .unwrap_or_else(|| panic!("{at}: {sequence} not counted"));
                assert!(!each[i], "{at}: {sequence} clears");
            }
        }
    }
}

/// The plain definition agrees with the solver on every 97th sequence of
/// each named case of at most 4 pieces (the plain search tries every
/// choice, too many for more pieces in a debug build).
#[test]
fn the_definition_agrees_on_named_cases() {
    for case in sfinder::percent_cases()
        .iter()
        .filter(|c| !c.name.contains(".csv:"))
    {
        let goal = PerfectClear::new(&case.field(), case.clear).unwrap();
        if goal.pieces() > 4 {
            continue;
        }
        let (sequences, each) = counted(case);
        let kicks = kicks(case);
        let rules = Rules::new(&kicks, case.drop.parse().unwrap());
        for (sequence, &clears) in sequences.iter().zip(&each).step_by(97) {
            let plain = definition::solve(&goal, sequence, case.hold, &rules).unwrap();
            assert_eq!(
                plain.is_some(),
                clears,
                "{}: {}",
                case.at,
                letters(sequence)
            );
        }
    }
}

fn csv_cases() -> Vec<PercentCase> {
    sfinder::percent_cases()
        .into_iter()
        .filter(|c| c.name.contains(".csv:"))
        .collect()
}

/// Whether a numeric case is in the default run: every case that clears 3
/// lines and every 10th (in file order) that clears 4. Those clearing more
/// are searches of thousands to millions of states each (one sequence took
/// over 2 minutes in a debug build), so they run only under `--ignored`.
fn in_the_default_run(index: usize, case: &PercentCase) -> bool {
    case.clear <= 3 || (case.clear == 4 && index.is_multiple_of(10))
}

#[test]
fn a_fixed_subset_of_the_numeric_cases_counts_as_sfinder_counts() {
    let cases = csv_cases();
    let mut counted = 0;
    for (index, case) in cases.iter().enumerate() {
        if in_the_default_run(index, case) {
            check_counts(case);
            counted += 1;
        }
    }
    assert!(counted > 700, "{counted} cases");
}

#[test]
#[ignore = "the numeric cases outside the default run: over an hour in a debug build (pc36b report)"]
fn every_other_numeric_case_counts_as_sfinder_counts() {
    let cases = csv_cases();
    assert_eq!(cases.len(), 4000, "the counts file's cases");
    for (index, case) in cases.iter().enumerate() {
        if !in_the_default_run(index, case) {
            check_counts(case);
        }
    }
}
