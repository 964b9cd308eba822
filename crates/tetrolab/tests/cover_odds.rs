//! A setup's exact odds under a randomizer (`Model::odds` with
//! `setups::Cover` as the test) equal the sum, over every sequence the
//! randomizer can deal, of the sequence's exact probability where the
//! sequence builds the setup; under 7-bag from a game's start they equal
//! sfinder's `*!` count over 5040.

use tetrolab::Piece;
use tetrolab::analysis::Start;
use tetrolab::analysis::exact::{Model, Position};
use tetrolab::play::{Drop, Kicks, Rules};
use tetrolab::setups::{Cover, Pattern, Setup};

/// I, Z, L, S, O, J lying in the bottom rows (sfinder's cover case 1).
const CASE1: &str = "v115@vhFRQJUGJKJJvMJTNJGBJ";

fn model(spec: &str) -> Model {
    Model::of(&spec.parse().unwrap(), 100_000, &tetrolab::work::Unwatched).unwrap()
}

/// The sum over every sequence of `cover`'s length that `model` deals
/// from a game's start: its probability where it builds the setup.
fn enumerated(model: &Model, cover: &Cover) -> f64 {
    let mut total = 0.0;
    let mut prefix = Vec::new();
    walk(model, cover, &mut prefix, &mut total);
    total
}

fn walk(model: &Model, cover: &Cover, prefix: &mut Vec<Piece>, total: &mut f64) {
    let Some(log2) = model.read(prefix, Start::Game).unwrap().log2_likelihood else {
        return;
    };
    if prefix.len() == cover.length() {
        if cover.builds(prefix) {
            *total += log2.exp2();
        }
        return;
    }
    for piece in Piece::ALL {
        prefix.push(piece);
        walk(model, cover, prefix, total);
        prefix.pop();
    }
}

#[test]
fn seven_bag_odds_are_the_pattern_count_over_5040() {
    let setup = Setup::from_fumen(CASE1).unwrap();
    let sequences = Pattern::parse("*!").unwrap().unique(5040).unwrap();
    let srs = Kicks::srs();
    let bag = model("7-bag");
    for (hold, drop) in [(true, Drop::Soft), (false, Drop::Soft), (true, Drop::Hard)] {
        let cover = Cover::new(&setup, Rules::new(&srs, drop), hold).unwrap();
        let count = sequences.iter().filter(|s| cover.builds(s)).count();
        let odds = bag.odds(Position::Game { seen: &[] }, &cover).unwrap();
        assert!(
            (odds.probability - count as f64 / 5040.0).abs() < 1e-12,
            "hold {hold}, {drop}: {} vs {count}/5040",
            odds.probability
        );
        let (n, d) = odds.fraction.as_deref().unwrap().split_once('/').unwrap();
        let (n, d): (u64, u64) = (n.parse().unwrap(), d.parse().unwrap());
        assert_eq!(n * 5040, count as u64 * d, "hold {hold}, {drop}");
    }
}

/// Under randomizers that deal repeats and other orders than a bag's, the
/// walk equals the enumeration. The first placements of case 1 keep the
/// enumeration small: four (7^5 sequences with hold), and two (I and Z)
/// under TETR.IO's pairs, whose first six pieces are two kinds, three
/// each, and so never build four kinds.
#[test]
fn odds_are_the_sum_over_every_dealable_sequence() {
    let srs = Kicks::srs();
    for (spec, pages) in [("14-bag", 4), ("tetrio-pairs", 2), ("7-bag", 4)] {
        let setup = Setup::from_fumen(&format!("{CASE1}#1:{pages}")).unwrap();
        let model = model(spec);
        for hold in [true, false] {
            let cover = Cover::new(&setup, Rules::new(&srs, Drop::Soft), hold).unwrap();
            let odds = model.odds(Position::Game { seen: &[] }, &cover).unwrap();
            let total = enumerated(&model, &cover);
            assert!(
                (odds.probability - total).abs() < 1e-12,
                "{spec}, hold {hold}: {} vs {total}",
                odds.probability
            );
            assert!(total > 0.0 && total < 1.0, "{spec}, hold {hold}: {total}");
        }
    }
}
