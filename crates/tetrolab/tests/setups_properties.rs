//! Properties of sfinder's pattern language: a pattern makes as many
//! sequences as it says, each one it matches; its distinct sequences are
//! exactly the sequences of its length it matches (counted by brute force
//! over every sequence); truncation gives the distinct prefixes; writing
//! and reading back gives the same pattern; any text reads without a panic
//! (the fuzz target `fuzz/fuzz_targets/pattern.rs`, on a fixed number of
//! cases here so CI checks it too).

use std::collections::BTreeSet;

use proptest::prelude::*;
use tetrolab::Piece;
use tetrolab::setups::Pattern;

/// One element drawing `count` pieces, written in one of the ways the
/// language allows.
fn element(count: usize) -> impl Strategy<Value = String> {
    (
        prop::sample::subsequence(vec!['T', 'I', 'L', 'J', 'S', 'Z', 'O'], count..=7),
        any::<bool>(),
        0..4usize,
    )
        .prop_map(move |(set, lower, style)| {
            let letters: String = set.iter().collect();
            let size = set.len();
            let text = match style {
                0 if size == 7 => match count {
                    1 => "*".to_owned(),
                    7 => "*!".to_owned(),
                    n => format!("*p{n}"),
                },
                1 if size < 7 => {
                    let complement: String = ['T', 'I', 'L', 'J', 'S', 'Z', 'O']
                        .iter()
                        .filter(|c| !set.contains(c))
                        .collect();
                    bracket(&format!("^{complement}"), size, count)
                }
                2 if count == 1 && size == 1 => letters,
                _ => bracket(&letters, size, count),
            };
            if lower { text.to_lowercase() } else { text }
        })
}

fn bracket(inside: &str, size: usize, count: usize) -> String {
    match count {
        1 => format!("[{inside}]"),
        n if n == size => format!("[{inside}]!"),
        n => format!("[{inside}]p{n}"),
    }
}

/// One pattern of `length` pieces: elements whose counts add up to it,
/// separated by commas, spaces or nothing.
fn one_pattern(length: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(1..=3usize, 1..=length)
        .prop_map(move |parts| {
            let mut counts = Vec::new();
            let mut left = length;
            for part in parts {
                if left == 0 {
                    break;
                }
                let count = part.min(left);
                counts.push(count);
                left -= count;
            }
            if left > 0 {
                counts.push(left);
            }
            counts
        })
        .prop_flat_map(|counts| {
            let elements: Vec<_> = counts.into_iter().map(element).collect();
            (elements, prop::sample::select(vec![",", " ", "", ", "]))
        })
        .prop_map(|(elements, separator)| elements.join(separator))
}

/// One to three patterns of one length from 1 to 4, joined by `;`.
fn patterns() -> impl Strategy<Value = String> {
    (1..=4usize, 1..=3usize)
        .prop_flat_map(|(length, n)| prop::collection::vec(one_pattern(length), n))
        .prop_map(|patterns| patterns.join(";"))
}

/// Every sequence of `length` pieces.
fn every_sequence(length: usize) -> Vec<Vec<Piece>> {
    (0..7usize.pow(length as u32))
        .map(|mut code| {
            (0..length)
                .map(|_| {
                    let piece = Piece::from_index(code % 7).unwrap();
                    code /= 7;
                    piece
                })
                .collect()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_pattern_makes_as_many_sequences_as_it_counts(text in patterns()) {
        let pattern = Pattern::parse(&text).unwrap();
        let mut made = 0u128;
        for sequence in pattern.iter() {
            prop_assert_eq!(sequence.len(), pattern.length());
            prop_assert!(pattern.matches(&sequence), "{text}: {sequence:?}");
            made += 1;
        }
        prop_assert_eq!(made, pattern.sequences());
    }

    /// The distinct sequences are the sequences the pattern matches, found
    /// by trying every sequence of its length; sorted, each once.
    #[test]
    fn the_distinct_sequences_are_those_the_pattern_matches(text in patterns()) {
        let pattern = Pattern::parse(&text).unwrap();
        let unique = pattern.unique(1 << 20).unwrap();
        let matched: BTreeSet<Vec<Piece>> = every_sequence(pattern.length())
            .into_iter()
            .filter(|s| pattern.matches(s))
            .collect();
        let found: BTreeSet<Vec<Piece>> = unique.iter().cloned().collect();
        prop_assert_eq!(found.len(), unique.len());
        prop_assert_eq!(found, matched);
        let ranks: Vec<Vec<usize>> = unique
            .iter()
            .map(|s| s.iter().map(|p| "TILJSZO".find(p.letter()).unwrap()).collect())
            .collect();
        prop_assert!(ranks.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn truncation_gives_the_distinct_prefixes(text in patterns(), cut in 1..=4usize) {
        let pattern = Pattern::parse(&text).unwrap();
        let prefixes: BTreeSet<Vec<Piece>> = pattern
            .iter()
            .map(|s| s[..cut.min(s.len())].to_vec())
            .collect();
        let truncated = pattern.truncated(cut);
        let unique: BTreeSet<Vec<Piece>> = truncated.unique(1 << 20).unwrap().into_iter().collect();
        prop_assert_eq!(unique, prefixes);
    }

    #[test]
    fn patterns_written_read_back(text in patterns()) {
        let pattern = Pattern::parse(&text).unwrap();
        let written = pattern.to_string();
        prop_assert_eq!(Pattern::parse(&written).unwrap(), pattern, "{} -> {}", text, written);
    }

    /// Any text reads, or is refused with a message; what reads writes
    /// back to itself.
    #[test]
    fn any_text_reads_without_a_panic(text in "[TILJSZOtiljszoXp!*^\\[\\], ;#'0-9\n]{0,24}") {
        if let Ok(pattern) = Pattern::parse(&text) {
            prop_assert_eq!(Pattern::parse(&pattern.to_string()).unwrap(), pattern);
        } else {
            prop_assert!(!Pattern::parse(&text).unwrap_err().to_string().is_empty());
        }
    }
}
