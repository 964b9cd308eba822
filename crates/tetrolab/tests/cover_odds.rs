//! A setup's exact odds under a randomizer (`Model::odds` with
//! `setups::Cover` as the test) equal the sum, over every sequence the
//! randomizer can deal, of the sequence's exact probability where the
//! sequence builds the setup; under 7-bag from a game's start they equal
//! sfinder's `*!` count over 5040; and games dealt from fixed seeds build
//! the setup as often as those odds say, within the estimate's interval.

use tetrolab::analysis::Start;
use tetrolab::analysis::exact::{Model, PieceTest, Position, Verdict};
use tetrolab::play::{Drop, Kicks, Rules};
use tetrolab::rng::Seed;
use tetrolab::setups::{Build, Cover, Join, Joined, Part, Pattern, Setup};
use tetrolab::work::Unwatched;
use tetrolab::{Dealing, Piece};

/// I, Z, L, S, O, J lying in the bottom rows (sfinder's cover case 1).
const CASE1: &str = "v115@vhFRQJUGJKJJvMJTNJGBJ";

fn model(spec: &str) -> Model {
    Model::of(&spec.parse().unwrap(), 100_000, &Unwatched).unwrap()
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
    let Some(log2) = model
        .read(prefix, Start::Game, &Unwatched)
        .unwrap()
        .log2_likelihood
    else {
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
        let odds = bag
            .odds(Position::Game { seen: &[] }, &cover, &Unwatched)
            .unwrap();
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
            let odds = model
                .odds(Position::Game { seen: &[] }, &cover, &Unwatched)
                .unwrap();
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

/// The `game`-th seed of the Monte Carlo check: spread over TETR.IO's
/// seeds 1..2^31 - 1 (a multiplicative hash's high bits), since
/// consecutive small seeds start its Park–Miller generator on nearly equal
/// first draws, and so deal nearly equal first pieces.
fn spread(game: u64) -> u64 {
    (game.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) % 2_147_483_646 + 1
}

/// Games dealt from fixed seeds agree with the exact odds: the share of
/// games whose first pieces build the setup lies within four standard
/// errors, `sqrt(p (1 - p) / n)` for the exact `p`, of it (a chance of
/// about 6e-5 of failing by luck, and the seeds are fixed).
#[test]
fn dealt_games_build_as_often_as_the_exact_odds_say() {
    const GAMES: u64 = 4000;
    let srs = Kicks::srs();
    for (spec, pages) in [("14-bag", 6), ("tetrio-pairs", 2)] {
        let setup = Setup::from_fumen(&format!("{CASE1}#1:{pages}")).unwrap();
        let cover = Cover::new(&setup, Rules::new(&srs, Drop::Soft), true).unwrap();
        let exact = model(spec)
            .odds(Position::Game { seen: &[] }, &cover, &Unwatched)
            .unwrap()
            .probability;
        let parsed: tetrolab::Spec = spec.parse().unwrap();
        let built = (0..GAMES)
            .filter(|game| {
                let seed: Seed = spread(*game).to_string().parse().unwrap();
                let mut randomizer = Dealing::new(parsed.clone(), None, seed)
                    .unwrap()
                    .randomizer();
                let mut queue = vec![Piece::I; cover.length()];
                randomizer.fill(&mut queue);
                cover.builds(&queue)
            })
            .count();
        let estimate = built as f64 / GAMES as f64;
        let standard_error = (exact * (1.0 - exact) / GAMES as f64).sqrt();
        assert!(
            standard_error > 0.0 && (estimate - exact).abs() <= 4.0 * standard_error,
            "{spec}: {built} of {GAMES} games built it, exact odds {exact}"
        );
    }
}

/// The odds walk's memory limit counts what a cover's state holds: its
/// list of builds (and, joined, its list of parts), not only the state's
/// own size.
#[test]
fn a_covers_state_counts_its_lists_toward_the_walks_memory() {
    let setup = Setup::from_fumen(CASE1).unwrap();
    let srs = Kicks::srs();
    let cover = || Cover::new(&setup, Rules::new(&srs, Drop::Soft), true).unwrap();
    let one = cover();
    let Verdict::Open(after_i) = PieceTest::step(&one, &PieceTest::start(&one), Piece::I) else {
        panic!("one I neither builds nor fails the setup");
    };
    let builds = after_i.builds().len();
    assert!(builds > 1, "{builds}");
    assert!(PieceTest::heap_bytes(&one, &after_i) >= size_of_val(after_i.builds()));

    let covers = [cover(), cover()];
    let joined = Joined::new(&covers, Join::Any);
    let held = PieceTest::heap_bytes(&joined, &PieceTest::start(&joined));
    assert!(
        held >= 2 * size_of::<Part>() + 2 * size_of::<Build>(),
        "{held}"
    );
}
