//! A plain bag's answers from its counts (module `counted`) against the
//! chain's (module `report`): the same report, number for number.

use serde_json::Value;

use super::answers::Options;
use super::counted::{answers, drought, plain_bag, run, size};
use super::forms::{Counts, counts_of};
use super::report::{analyze, analyze_chain, assemble};
use crate::analysis::Start;
use crate::{Piece, Spec};

/// The spec of a plain bag filled with `full`.
fn spec_of(full: &Counts) -> Spec {
    let contents: String = Piece::ALL
        .iter()
        .map(|p| p.letter().to_string().repeat(usize::from(full[p.index()])))
        .collect();
    format!("bag:contents={contents}").parse().unwrap()
}

/// Every place where two reports differ: numbers by more than 1e-12
/// (relative to the larger, at least absolutely), anything else at
/// all. Witnesses are compared by whether there is one (what they deal
/// is checked apart), and the form's words not at all.
fn differences(path: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(a), Value::Object(b)) => {
            for (key, value) in a {
                let other = b.get(key).unwrap_or(&Value::Null);
                if key == "witness" && value.is_null() != other.is_null() {
                    out.push(format!("{path}.witness: {value} against {other}"));
                }
                if key == "witness" || key == "chain" {
                    continue;
                }
                differences(&format!("{path}.{key}"), value, other, out);
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                differences(&format!("{path}[{i}]"), x, y, out);
            }
        }
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            if (x - y).abs() > 1e-12 * x.abs().max(y.abs()).max(1.0) {
                out.push(format!("{path}: {x} against {y}"));
            }
        }
        // The counts' sequence walk has a smaller budget.
        (_, Value::Null) if path.starts_with(".conditional_entropy") => {}
        _ if a != b => out.push(format!("{path}: {a} against {b}")),
        _ => {}
    }
}

/// Whether a bag filled with `full` can deal `pieces` from a game's
/// start: every whole bag a shuffle of it, the last one part of one.
fn deals(full: &Counts, pieces: &[Piece]) -> bool {
    pieces.chunks(size(full)).all(|bag| {
        let counts = counts_of(bag);
        counts.iter().zip(full).all(|(c, f)| c <= f)
    })
}

/// The run at the end of `pieces` of those `inside` accepts.
fn run_at_end(pieces: &[Piece], inside: impl Fn(Piece) -> bool) -> u64 {
    pieces.iter().rev().take_while(|&&p| inside(p)).count() as u64
}

/// On bags small enough for their chains, the counts answer exactly
/// what the chain (the bag's law-equivalent form) answers: every number
/// of the report (to 1e-12), every fraction, and hard limits whose
/// witnesses deal them — up to the largest bag answered from counts.
/// (Deep conditional entropies the smaller walk budget leaves
/// unanswered are not compared.)
#[test]
fn the_counts_answer_as_the_chain_does() {
    for full in [
        [1; 7],
        [2; 7],
        [2, 1, 1, 1, 1, 1, 1],
        [3, 1, 2, 1, 1, 0, 1],
        [1, 1, 1, 3, 1, 4, 1],
        [4, 3, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 2, 0, 3],
        [0, 0, 0, 3, 0, 0, 0],
        [0, 1, 0, 0, 0, 0, 0],
        [60, 60, 0, 0, 0, 0, 0],
    ] {
        let spec = spec_of(&full);
        for options in [
            Options::default(),
            Options {
                start: Start::Stationary,
                droughts: crate::analysis::DroughtMeaning::Completed,
                game_length: 57,
                at_least: vec![3, 9],
                ..Options::default()
            },
        ] {
            let mut by_chain = analyze_chain(&spec, &options, &crate::work::Unwatched).unwrap();
            let by_counts = assemble(&spec, &options, answers(&full, &options));
            let mut found = Vec::new();
            if full.iter().filter(|&&c| c > 0).count() == 1 {
                // Merging a bag of one kind into one state loses its
                // places (the counts still say each is sure).
                by_chain.bag_position = by_counts.bag_position.clone();
                by_chain.fractions.bag_position = by_counts.fractions.bag_position.clone();
            }
            differences(
                "",
                &serde_json::to_value(&by_chain).unwrap(),
                &serde_json::to_value(&by_counts).unwrap(),
                &mut found,
            );
            assert!(found.is_empty(), "{spec}: {found:#?}");
            for piece in Piece::ALL {
                let limit = drought(&full, piece);
                let Some(witness) = limit.witness else {
                    continue;
                };
                assert!(deals(&full, &witness), "{spec} {piece:?}: {witness:?}");
                assert_eq!(witness.last(), Some(&piece));
                let inner = &witness[..witness.len() - 1];
                assert_eq!(run_at_end(inner, |p| p != piece), limit.max.unwrap());
                // The drought is between two of the piece.
                let before = inner.len() - 1 - limit.max.unwrap() as usize;
                assert_eq!(inner[before], piece, "{spec}: {witness:?}");
            }
            for (limit, inside) in [
                (
                    run(&full, Piece::is_skew),
                    Piece::is_skew as fn(Piece) -> bool,
                ),
                (run(&full, |p| p == Piece::I), |p| p == Piece::I),
            ] {
                if let Some(witness) = limit.witness {
                    assert!(deals(&full, &witness), "{spec}: {witness:?}");
                    assert_eq!(run_at_end(&witness, inside), limit.max.unwrap());
                }
            }
        }
    }
}

/// `drought_curve` reads a plain bag's odds from its counts: at the
/// game's length they are the chain's per-game odds.
#[test]
fn a_bags_drought_curve_from_its_counts() {
    let full = [3, 1, 2, 1, 1, 0, 1];
    let spec = spec_of(&full);
    for start in [Start::Game, Start::Stationary] {
        let options = Options {
            start,
            game_length: 40,
            ..Options::default()
        };
        let chain = analyze_chain(&spec, &options, &crate::work::Unwatched).unwrap();
        for piece in [Piece::I, Piece::J, Piece::Z] {
            let curve = crate::analysis::exact::drought_curve(
                &spec,
                &options,
                piece,
                12,
                &[11, 40],
                &crate::work::Unwatched,
            )
            .unwrap();
            assert_eq!(curve[0], 0.0);
            let odds = chain.game.per_piece[piece].p_drought_at_least[&12];
            assert!(
                (curve[1] - odds).abs() < 1e-12,
                "{piece:?}: {curve:?} against {odds}"
            );
        }
    }
}

/// A bag too large for its chain (nine copies of the seven pieces:
/// ten million states) is answered from its counts, with the closed
/// forms the module names: frequency 1/7, mean gap 7, longest drought
/// 2 × 54, entropy log2(63! / 9!^7) / 63, the last place's guess sure.
#[test]
fn nine_copies_from_their_counts() {
    let spec: Spec = format!("bag:contents={}", "IJLOSTZ".repeat(9))
        .parse()
        .unwrap();
    assert_eq!(plain_bag(&spec), Some([9; 7]));
    assert_eq!(plain_bag(&"14-bag".parse().unwrap()), Some([2; 7]));
    assert_eq!(plain_bag(&"2x7-bag".parse().unwrap()), None);
    assert_eq!(plain_bag(&spec_of(&[65, 65, 0, 0, 0, 0, 0])), None);
    let exact = analyze(&spec, &Options::default(), &crate::work::Unwatched).unwrap();
    assert_eq!(exact.states, 10usize.pow(7) - 1);
    assert!(exact.chain.contains("not built"));
    assert_eq!(
        exact.fractions.frequency.unwrap().0,
        ["1/7"; 7].map(String::from)
    );
    assert!((exact.gap.mean - 7.0).abs() < 1e-12);
    assert_eq!(exact.drought.max, Some(108));
    let log2_factorial = |n: u32| (2..=n).map(|i| f64::from(i).log2()).sum::<f64>();
    let rate = (log2_factorial(63) - 7.0 * log2_factorial(9)) / 63.0;
    assert!((exact.entropy_rate - rate).abs() < 1e-12);
    let by_place = exact.bag_position.unwrap().guess_accuracy;
    assert_eq!(by_place.len(), 63);
    assert_eq!(by_place[62], 1.0);
    assert!(exact.checks.gap_law_error < 1e-12);
    assert!(exact.conditional_entropy[0].is_some());
}
