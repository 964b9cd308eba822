//! Reading a randomizer from its pieces (issue 13): every catalog
//! randomizer with a likelihood is picked out of the whole catalog from
//! pieces it dealt, impossible sequences are ruled out at the right
//! piece, and the numbers are the exact ones.
//!
//! Lengths needed (five seeds each, read from a game's start): bags,
//! TETR.IO's bag types and the TGM histories are named from 25–50 pieces,
//! the red/blue bag from 200; the near-memoryless ones (memoryless,
//! `weighted`, the NES models, TETR.IO's classic) need thousands, as their
//! laws differ only slightly (seed 000's NES model and the community's
//! differ by about 0.002 bits a piece). The test reads 1000 pieces of the
//! first kind and [`NEAR_MEMORYLESS_PIECES`] of the second.

use tetrolab::analysis::{Identification, SeedsError, Start, find_seeds, identify, read};
use tetrolab::piece::parse_letters;
use tetrolab::randomizer::catalog::{self, Family};
use tetrolab::results::MAX_STATES;
use tetrolab::rng::Seed;
use tetrolab::work::Unwatched;
use tetrolab::{Dealing, Piece, Spec};

/// Randomizers whose laws are close to memoryless and to each other.
const NEAR_MEMORYLESS: [&str; 7] = [
    "memoryless",
    "laroche-memoryless",
    "tetrio-total-mayhem",
    "weighted",
    "laroche-nes",
    "nes-ideal",
    "tetrio-classic",
];

/// Pieces read for [`NEAR_MEMORYLESS`] randomizers.
const NEAR_MEMORYLESS_PIECES: usize = 6000;

/// Every catalog entry, with its defaults.
fn catalog_specs() -> Vec<Spec> {
    catalog::entries()
        .iter()
        .map(|e| e.name.parse().unwrap())
        .collect()
}

/// `n` pieces `spec` deals from `seed`, from its start.
fn dealt(spec: &Spec, seed: u64, n: usize) -> Vec<Piece> {
    let dealing = Dealing::new(spec.clone(), None, Seed::from(seed)).unwrap();
    let mut randomizer = dealing.randomizer();
    (0..n).map(|_| randomizer.next_piece()).collect()
}

/// The names in the top row: its spec and those with the same law.
fn top(found: &Identification) -> Vec<&str> {
    let best = &found.candidates[0];
    std::iter::once(best.spec.as_str())
        .chain(best.same_law.iter().map(String::as_str))
        .collect()
}

/// From pieces dealt from a game's start (1000, or
/// [`NEAR_MEMORYLESS_PIECES`]), the whole catalog ranks the randomizer
/// that dealt them (or one with its law) first.
#[test]
fn every_randomizer_is_named_from_its_pieces() {
    let specs = catalog_specs();
    let mut named = 0;
    for spec in &specs {
        if matches!(spec.family(), Family::Own(_)) {
            continue;
        }
        let near = NEAR_MEMORYLESS.contains(&spec.to_string().as_str());
        let pieces = dealt(spec, 7, if near { NEAR_MEMORYLESS_PIECES } else { 1000 });
        let found = identify(&pieces, &specs, Start::Game, MAX_STATES, &Unwatched).unwrap();
        if found.skipped.iter().any(|s| s.spec == spec.to_string()) {
            continue;
        }
        named += 1;
        let names = top(&found);
        assert!(
            names.contains(&spec.to_string().as_str()),
            "{spec}: ranked {names:?} first ({:?})",
            found.candidates[0]
        );
        let posterior: f64 = found.candidates.iter().map(|c| c.posterior).sum();
        assert!(
            (posterior - 1.0).abs() < 1e-9,
            "{spec}: posteriors sum to {posterior}"
        );
    }
    // Everything but the pools and the games' own generators.
    assert_eq!(named, specs.len() - 6, "randomizers read");
}

/// Pieces from the middle of a game: read from anywhere in a long game,
/// the 14-bag is named; read as a game's start, it is ruled out, as the
/// bags no longer line up.
#[test]
fn a_game_joined_midway() {
    let specs = catalog_specs();
    let fourteen: Spec = "14-bag".parse().unwrap();
    let pieces = &dealt(&fourteen, 3, 1503)[503..];
    let found = identify(pieces, &specs, Start::Stationary, MAX_STATES, &Unwatched).unwrap();
    assert!(top(&found).contains(&"14-bag"), "{:?}", found.candidates[0]);
    let (reading, _) = read(&fourteen, pieces, Start::Game, MAX_STATES, &Unwatched).unwrap();
    assert!(reading.ruled_out_at.is_some());
}

/// Impossible sequences fail at the first piece no seed could deal.
#[test]
fn impossible_pieces_are_found() {
    for (spec, letters, start, at) in [
        ("7-bag", "ZZZZZZZZ", Start::Stationary, 3),
        ("14-bag", "ZZZZZZZZ", Start::Stationary, 5),
        ("7-bag", "IJLOSTI", Start::Game, 7),
        ("tetrio-pairs", "IIII", Start::Game, 4),
        ("bag:contents=IJ", "JIII", Start::Stationary, 4),
        ("weighted:denominator=1e100", "TSS", Start::Game, 3),
    ] {
        let pieces = parse_letters(letters).unwrap();
        let (reading, _) = read(
            &spec.parse().unwrap(),
            &pieces,
            start,
            MAX_STATES,
            &Unwatched,
        )
        .unwrap();
        assert_eq!(reading.ruled_out_at, Some(at), "{spec} {letters}");
        assert_eq!(reading.log2_likelihood, None);
    }
}

/// The likelihoods are the exact ones: a first 7-bag has chance 1/5040;
/// `weighted` with denominator 2 deals L with chance 1/7, then L again
/// with its halved weight over the total 7.
#[test]
fn likelihoods_are_exact() {
    let bag = parse_letters("TJLOSIZ").unwrap();
    let (reading, _) = read(
        &"7-bag".parse().unwrap(),
        &bag,
        Start::Game,
        1000,
        &Unwatched,
    )
    .unwrap();
    let expected = -(5040f64.log2());
    assert!((reading.log2_likelihood.unwrap() - expected).abs() < 1e-12);
    let twice = parse_letters("LL").unwrap();
    let weighted: Spec = "weighted:denominator=2".parse().unwrap();
    let (reading, from) = read(&weighted, &twice, Start::Stationary, 1000, &Unwatched).unwrap();
    assert_eq!(from, Start::Game, "weighted reads from its start");
    let expected = (1.0f64 / 7.0 * (0.5 / 7.0)).log2();
    assert!((reading.log2_likelihood.unwrap() - expected).abs() < 1e-12);
}

/// TETR.IO's published 40-lines seed comes back from its pieces: the
/// first two bags leave 100 seeds, two more pieces five, and each seed
/// found deals the pieces; a whole game of 100,000 pieces leaves one; a
/// 14-bag's first two bags leave one.
#[test]
fn tetrio_seeds_come_back() {
    let seven: Spec = "tetrio-7-bag".parse().unwrap();
    for (letters, count) in [("JISZTLOLSIJZOT", 100), ("JISZTLOLSIJZOTOS", 5)] {
        let pieces = parse_letters(letters).unwrap();
        let found = find_seeds(&seven, &pieces, 3, &Unwatched).unwrap().seeds;
        assert_eq!(found.len(), count, "{letters}");
        assert!(found.iter().any(|f| f.seed == "191836487"), "{letters}");
        for f in &found {
            let dealt = dealt(&seven, f.seed.parse().unwrap(), pieces.len() + 3);
            assert_eq!(dealt[..pieces.len()], pieces[..], "seed {}", f.seed);
            assert_eq!(tetrolab::piece::letters(&dealt[pieces.len()..]), f.next);
        }
    }
    // A whole long game: each candidate the first bag leaves is followed
    // only to its first wrong piece (following all 100,000 pieces of each
    // of the 400,000 candidates took minutes).
    let long = dealt(&seven, 191_836_487, 100_000);
    let found = find_seeds(&seven, &long, 0, &Unwatched).unwrap().seeds;
    let seeds: Vec<&str> = found.iter().map(|f| f.seed.as_str()).collect();
    assert_eq!(seeds, ["191836487"]);
    let fourteen: Spec = "tetrio-14-bag".parse().unwrap();
    let pieces = dealt(&fourteen, 123_456, 28);
    let found = find_seeds(&fourteen, &pieces, 0, &Unwatched).unwrap().seeds;
    let seeds: Vec<&str> = found.iter().map(|f| f.seed.as_str()).collect();
    assert_eq!(seeds, ["123456"]);
    // What the search does not cover, and pieces no seed deals.
    let generic: Spec = "7-bag".parse().unwrap();
    assert!(matches!(
        find_seeds(&generic, &pieces, 0, &Unwatched),
        Err(SeedsError::Unsupported(_))
    ));
    let not_a_bag = parse_letters("IIJLOST").unwrap();
    assert!(matches!(
        find_seeds(&seven, &not_a_bag, 0, &Unwatched),
        Err(SeedsError::NotABag { .. })
    ));
}

/// TAP's published power-on game (seed 0x43B7 = 17335) comes back from
/// its 40 pieces among all 2^32 states of the TGM LCG, as does a Ti game;
/// every seed found deals the pieces, and its class (the same low 25
/// bits) deals them too.
#[test]
fn tgm_seeds_come_back() {
    for (text, seed, n) in [("tap", 0x43B7, 40), ("ti", 99, 30)] {
        let spec: Spec = text.parse().unwrap();
        let pieces = dealt(&spec, seed, n);
        let found = find_seeds(&spec, &pieces, 0, &Unwatched).unwrap().seeds;
        assert!(
            found.iter().any(|f| f.seed == seed.to_string()),
            "{text}: {found:?}"
        );
        for f in &found {
            let seed: u64 = f.seed.parse().unwrap();
            assert!(
                seed < 1 << 25,
                "{text}: {seed} is not the smallest of its class"
            );
            for alike in [seed, seed + (1 << 25), seed + (127 << 25)] {
                assert_eq!(dealt(&spec, alike, n), pieces, "{text} seed {alike}");
            }
        }
    }
}

/// NES Tetris's power-on LFSR state comes back from a game's opening, and
/// so do TetrisGYM's four published seeds from the first 20 pieces of
/// their published sequences (`tests/data/nes.txt`), every reachable state
/// or seed tried.
#[test]
fn nes_seeds_come_back() {
    let nes: Spec = "nes".parse().unwrap();
    let mut cases = vec![(nes.clone(), 0x8988u64, dealt(&nes, 0x8988, 12))];
    let fixture = include_str!("data/nes.txt");
    for line in fixture
        .lines()
        .filter(|l| l.starts_with("tetrisgym-sps own "))
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let seed = u64::from_str_radix(fields[2].trim_start_matches("0x"), 16).unwrap();
        let pieces = parse_letters(&fields[3][..20]).unwrap();
        cases.push(("tetrisgym-sps".parse().unwrap(), seed, pieces));
    }
    assert_eq!(cases.len(), 5, "the four published TetrisGYM sequences");
    for (spec, seed, pieces) in cases {
        let found = find_seeds(&spec, &pieces, 0, &Unwatched).unwrap().seeds;
        assert!(
            found.iter().any(|f| f.seed == seed.to_string()),
            "{spec} {seed:#x}: {found:?}"
        );
        for f in &found {
            assert_eq!(
                dealt(&spec, f.seed.parse().unwrap(), pieces.len()),
                pieces,
                "{spec} {}",
                f.seed
            );
        }
    }
}

/// Sega Tetris's power-on pattern (`TITIIJILSJOZ` …) comes back with its
/// seed, 0x2A6D365A, and 0, which the game reads as the same; every seed
/// found deals the pieces.
#[test]
fn sega_seeds_come_back() {
    let spec: Spec = "sega".parse().unwrap();
    let pieces = parse_letters("TITIIJILSJOZ").unwrap();
    let found = find_seeds(&spec, &pieces, 0, &Unwatched).unwrap().seeds;
    for seed in ["0", "711800410"] {
        assert!(found.iter().any(|f| f.seed == seed), "{seed}");
    }
    for f in found.iter().step_by(97) {
        assert_eq!(
            dealt(&spec, f.seed.parse().unwrap(), 12),
            pieces,
            "{}",
            f.seed
        );
    }
}

/// Read from the stationary law, randomizers that differ only in their
/// opening share a row; read from a game's start, they do not.
#[test]
fn openings_part_only_from_the_start() {
    let specs: Vec<Spec> = ["7-bag", "tetrio-7+x-bag", "14-bag"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let bag = &specs[0];
    let mut randomizer = Dealing::new(bag.clone(), None, Seed::from(11u64))
        .unwrap()
        .randomizer();
    let midway: Vec<Piece> = (0..300)
        .map(|_| randomizer.next_piece())
        .skip(100)
        .collect();
    let found = identify(&midway, &specs, Start::Stationary, MAX_STATES, &Unwatched).unwrap();
    assert_eq!(top(&found), ["7-bag", "tetrio-7+x-bag"]);
    let from_start = dealt(bag, 11, 200);
    let found = identify(&from_start, &specs, Start::Game, MAX_STATES, &Unwatched).unwrap();
    assert_eq!(top(&found), ["7-bag"], "the 7+X bag's opening differs");
}

/// A watch hears of every candidate read, and a stop asked for ends the
/// call with `Stopped` instead of an answer.
#[test]
fn identify_tells_its_watch_and_stops_when_asked() {
    use std::sync::atomic::{AtomicU64, Ordering};
    use tetrolab::work::{Stopped, Watch};

    struct Counting {
        total: AtomicU64,
        read: AtomicU64,
        stop_after: u64,
    }
    impl Watch for Counting {
        fn begin(&self, _: &str, total: u64) {
            self.total.store(total, Ordering::SeqCst);
        }
        fn add(&self, units: u64) {
            self.read.fetch_add(units, Ordering::SeqCst);
        }
        fn stopped(&self) -> bool {
            self.read.load(Ordering::SeqCst) >= self.stop_after
        }
    }
    let specs: Vec<Spec> = ["7-bag", "14-bag", "tgm1", "memoryless"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let pieces = parse_letters("IJLOSTZ").unwrap();
    let watch = Counting {
        total: AtomicU64::new(0),
        read: AtomicU64::new(0),
        stop_after: u64::MAX,
    };
    identify(&pieces, &specs, Start::Game, MAX_STATES, &watch).unwrap();
    assert_eq!(watch.total.load(Ordering::SeqCst), 4);
    assert_eq!(watch.read.load(Ordering::SeqCst), 4);
    let stopping = Counting {
        stop_after: 0,
        ..watch
    };
    assert_eq!(
        identify(&pieces, &specs, Start::Game, MAX_STATES, &stopping).map(drop),
        Err(Stopped)
    );
}
