//! The MINSTD search held to its definition: on stretches of states, the
//! walk through the draws that deal some pieces tells of exactly the
//! states that dealing from each, by the randomizer's definition, finds.

use super::every::dealt_by;
use super::minstd::{Reach, Walk};
use super::openings::opening;
use crate::randomizer::Definition;
use crate::randomizer::catalog::{DefinitionUser, Drawn, Family};
use crate::rng::{FromSeed, Minstd, Seed};
use crate::{Dealing, Piece, Spec};

/// The first `n` pieces `spec` deals from `seed`.
fn dealt(spec: &Spec, seed: u64, n: usize) -> Vec<Piece> {
    let dealing = Dealing::new(spec.clone(), None, Seed::from(seed)).unwrap();
    let mut randomizer = dealing.randomizer();
    (0..n).map(|_| randomizer.next_piece()).collect()
}

/// How many of `pieces` the definition deals from each seed (MINSTD
/// states) of `seeds`.
struct DealtFrom<'a> {
    seeds: &'a [u64],
    pieces: &'a [Piece],
}

impl DefinitionUser for DealtFrom<'_> {
    type Output = Vec<usize>;

    fn with<D: Definition>(self, definition: &D) -> Vec<usize> {
        self.seeds
            .iter()
            .map(|&seed| {
                let rng = Minstd::from_state(seed).unwrap();
                dealt_by(definition, &mut definition.start(), rng, self.pieces)
            })
            .collect()
    }
}

/// The first seed from which `spec` deals its first batch differently
/// from `plain` (its rule for the first batch at work), and that batch.
fn seed_where_rules_differ(spec: &Spec, plain: &Spec, batch: usize) -> u64 {
    (1..)
        .find(|&seed| dealt(spec, seed, batch) != dealt(plain, seed, batch))
        .unwrap()
}

/// On the stretch of first states around `seed`'s, the walk through the
/// graph of `pieces` tells of every state that deals more pieces than the
/// graph's floor, and of no state that deals fewer unless it says at
/// most; what it says a state deals is what the definition deals.
fn walk_agrees(spec: &Spec, seed: u64, pieces: &[Piece]) {
    let Family::Drawn(drawn) = spec.family() else {
        panic!("{spec} draws")
    };
    let graph = opening(drawn, pieces).unwrap_or_else(|| panic!("{spec}: undone"));
    let walk = Walk::new(&graph, pieces.len());
    let state = Minstd::from_seed(&Seed::from(seed)).unwrap().state();
    let first = Minstd::times(16_807, state);
    let stretch = first.saturating_sub(50_000).max(1)..(first + 50_000).min(Minstd::MODULUS);
    let mut told = vec![None; (stretch.end - stretch.start) as usize];
    for (states, node) in walk.intervals().iter().cloned() {
        let (low, high) = (states.start.max(stretch.start), states.end.min(stretch.end));
        if low < high {
            walk.walk(low..high, node, |seed, reach| {
                let t = Minstd::times(16_807, seed);
                told[(t - stretch.start) as usize] = Some(reach);
            });
        }
    }
    let seeds: Vec<u64> = stretch
        .clone()
        .map(|t| Minstd::times(Minstd::step_multiplier(-1), t))
        .collect();
    let by_definition = drawn.with_definition(DealtFrom {
        seeds: &seeds,
        pieces,
    });
    let floor = graph.floor() as usize;
    let mut passed = 0;
    for ((t, reach), dealt) in stretch.zip(&told).zip(by_definition) {
        match *reach {
            None => assert!(dealt <= floor, "{spec}: state {t} deals {dealt}, untold"),
            Some(Reach::Dealt(k)) => assert_eq!(k, dealt, "{spec}: state {t}"),
            Some(Reach::AtMost(k)) => assert!(k >= dealt, "{spec}: state {t}: {dealt} > {k}"),
        }
        passed += usize::from(dealt > floor);
    }
    assert!(
        passed > 0,
        "{spec}: no state in the stretch passes the first stage"
    );
}

/// Every TETR.IO randomizer, with and without its first-batch rules, on
/// two batches of pieces, on one batch and a half, and on part of one.
#[test]
fn walks_equal_the_definition() {
    let cases = [
        ("tetrio-7-bag", 7),
        ("tetrio-14-bag", 14),
        ("tetrio-pairs", 6),
        ("tetrio-classic", 7),
        ("tetrio-total-mayhem", 7),
        ("tetrio-7+1-bag", 8),
        ("tetrio-7+2-bag", 9),
        ("tetrio-7+x-bag", 10),
    ];
    for (name, batch) in cases {
        let plain: Spec = name.parse().unwrap();
        for rule in ["", ":no-szo=rotate", ":no-szo=skip"] {
            let spec: Spec = format!("{name}{rule}").parse().unwrap();
            let seed = if rule.is_empty() {
                191_836_487
            } else {
                seed_where_rules_differ(&spec, &plain, batch)
            };
            for n in [2 * batch, batch + batch / 2, batch - 2] {
                let pieces = dealt(&spec, seed, n);
                if opening_of(&spec, &pieces, batch) {
                    walk_agrees(&spec, seed, &pieces);
                }
            }
        }
    }
}

/// Whether `spec`'s first batch (of `batch` pieces) is undone for
/// `pieces`: always for a whole batch; a part of a large batch may have
/// too many ways.
fn opening_of(spec: &Spec, pieces: &[Piece], batch: usize) -> bool {
    let Family::Drawn(drawn) = spec.family() else {
        return false;
    };
    let known = matches!(
        drawn,
        Drawn::Bag(..)
            | Drawn::TetrioPairs(_)
            | Drawn::TetrioExtras(..)
            | Drawn::TetrioSevenPlusX(_)
            | Drawn::Memoryless(..)
            | Drawn::Classic(..)
    );
    let undone = opening(drawn, pieces).is_some();
    assert!(
        !known || undone || pieces.len() < batch,
        "{spec}: {} pieces not undone",
        pieces.len()
    );
    undone
}
