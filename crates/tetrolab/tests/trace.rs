//! `analysis::trace`: seed document 002's weights over time and where its
//! script raises, against CPython (`tests/data/weighted-trace.txt`); and
//! every randomizer traced deals exactly what it deals untraced.

use std::collections::BTreeMap;
use std::path::Path;

use tetrolab::analysis::trace::{Trace, trace};
use tetrolab::randomizer::VisibleState;
use tetrolab::randomizer::catalog::entries;
use tetrolab::rng::RngKind;
use tetrolab::{Dealing, Piece, Spec};

/// The fixture's lines, split into words, `#` comments dropped.
fn fixture() -> Vec<Vec<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/weighted-trace.txt");
    let text = std::fs::read_to_string(path).unwrap();
    assert!(
        text.starts_with("# tetrolab golden trace"),
        "names its source"
    );
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split(' ').map(str::to_owned).collect())
        .collect()
}

/// Seed 002's script on CPython after `random.seed(seed)`.
fn python(denominator: &str, seed: &str) -> Dealing {
    let spec: Spec = format!("weighted:denominator={denominator}")
        .parse()
        .unwrap();
    Dealing::new(spec, Some(RngKind::Python), seed.parse().unwrap()).unwrap()
}

/// Each piece and every weight after it, bit for bit as CPython computes
/// them (the fixture prints floats as `repr`, which round-trips).
#[test]
fn weights_over_time_match_cpython_bit_for_bit() {
    let mut runs: BTreeMap<(String, String), Vec<Vec<String>>> = BTreeMap::new();
    for words in fixture().into_iter().filter(|w| w[0] == "step") {
        runs.entry((words[1].clone(), words[2].clone()))
            .or_default()
            .push(words);
    }
    assert_eq!(runs.len(), 3);
    for ((denominator, seed), rows) in runs {
        let traced = trace(&python(&denominator, &seed), rows.len() - 1);
        assert_eq!(traced.halt, None);
        assert_eq!(traced.steps.len(), rows.len());
        for (step, row) in traced.steps.iter().zip(&rows) {
            let context = format!("d={denominator} seed {seed} step {}", row[3]);
            let piece = step.piece.map_or('-', Piece::letter).to_string();
            assert_eq!(piece, row[4], "{context}");
            let VisibleState::Weights(weights) = step.state else {
                panic!("{context}: {:?}", step.state);
            };
            let expected: Vec<u64> = row[5..]
                .iter()
                .map(|w| w.parse::<f64>().unwrap().to_bits())
                .collect();
            assert_eq!(weights.map(f64::to_bits).to_vec(), expected, "{context}");
        }
    }
}

/// Below denominator 1 the script raises where CPython's `random.choices`
/// refuses the weights: the same piece, the same message.
#[test]
fn runs_stop_where_cpython_raises() {
    let halts: Vec<Vec<String>> = fixture().into_iter().filter(|w| w[0] == "halt").collect();
    assert!(halts.len() >= 21);
    for words in halts {
        let (denominator, seed, piece) = (&words[1], &words[2], words[3].parse::<u64>().unwrap());
        let message = words[4..].join(" ");
        let dealing = python(denominator, seed);
        let halt = dealing.halt(5000).unwrap_or_else(|| panic!("{words:?}"));
        assert_eq!(halt.piece, piece, "{words:?}");
        assert!(
            halt.reason.contains(&format!("ValueError('{message}')")),
            "{words:?}: {halt}"
        );
        assert_eq!(dealing.halt(piece - 1), None, "{words:?}");
        let traced: Trace = trace(&dealing, 5000);
        assert_eq!(traced.halt, Some(halt), "{words:?}");
        assert_eq!(traced.steps.len() as u64, piece, "{words:?}");
    }
}

/// The specs to check: every entry with its defaults, and parameters that
/// reach other states.
fn specs() -> Vec<String> {
    let mut specs: Vec<String> = entries().iter().map(|e| e.name.to_owned()).collect();
    specs.extend(
        [
            "tetrio-7-bag:no-szo",
            "tetrio-14-bag:no-szo=skip",
            "tetrio-total-mayhem:no-szo",
            "tetrio-classic:no-szo",
            "2x7-bag:bags=3",
            "weighted:denominator=1e100",
            "weighted:denominator=0.9",
            "bag:contents=IIJ,deal=back",
        ]
        .map(str::to_owned),
    );
    specs
}

/// Tracing deals through the definition; `gen` through the engine: the
/// pieces agree for every spec on every generator it runs on.
#[test]
fn a_trace_deals_what_gen_deals() {
    for text in specs() {
        let spec: Spec = text.parse().unwrap();
        let requests = [None].into_iter().chain(RngKind::ALL.map(Some));
        for rng in requests.filter(|&rng| spec.generator(rng).is_ok()) {
            let seed = spec.generator(rng).unwrap().seed_from_bits(77);
            let dealing = Dealing::new(spec.clone(), rng, seed).unwrap();
            let traced = trace(&dealing, 300);
            let count = traced.steps.len() - 1;
            let mut dealt = vec![Piece::I; count];
            dealing.randomizer().fill(&mut dealt);
            let pieces: Vec<Piece> = traced.steps[1..].iter().map(|s| s.piece.unwrap()).collect();
            assert_eq!(pieces, dealt, "{text} on {rng:?}");
            assert!(traced.halt.is_some() || count == 300, "{text}");
            assert_eq!(traced.steps[0].piece, None);
        }
    }
}

/// A 7-bag shows its bag emptying and refilling; a history its last pieces.
#[test]
fn states_read_as_their_families() {
    let dealing = Dealing::new("7-bag".parse().unwrap(), None, 5u64.into()).unwrap();
    let traced = trace(&dealing, 8);
    assert_eq!(traced.steps[0].state, VisibleState::Remaining(vec![]));
    let remaining: Vec<usize> = traced.steps[1..]
        .iter()
        .map(|s| match &s.state {
            VisibleState::Remaining(left) => left.len(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(remaining, [6, 5, 4, 3, 2, 1, 0, 6]);
    // The remaining pieces are the ones dealt next, in order.
    let VisibleState::Remaining(left) = &traced.steps[1].state else {
        unreachable!()
    };
    let next: Vec<Piece> = traced.steps[2..8]
        .iter()
        .map(|s| s.piece.unwrap())
        .collect();
    assert_eq!(left, &next);

    let tgm = Dealing::new("tgm1".parse().unwrap(), None, 0x1106u64.into()).unwrap();
    let traced = trace(&tgm, 5);
    use Piece::Z;
    assert_eq!(traced.steps[0].state, VisibleState::History(vec![Z, Z, Z]));
    let VisibleState::History(history) = &traced.steps[5].state else {
        unreachable!()
    };
    let last: Vec<Piece> = traced.steps[2..].iter().map(|s| s.piece.unwrap()).collect();
    assert_eq!(history, &last);

    let sega = Dealing::new("sega".parse().unwrap(), None, 0u64.into()).unwrap();
    assert_eq!(trace(&sega, 1).steps[1].state, VisibleState::Nothing);
}
