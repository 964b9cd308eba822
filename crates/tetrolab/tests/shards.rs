//! A run measured in parts and merged gives the one-machine answer bit for
//! bit, whatever the split; parts that do not make one run are refused,
//! each refusal naming the parts.

use proptest::prelude::*;
use tetrolab::Dealing;
use tetrolab::analysis::{
    DroughtMeaning, GamePlan, MergeError, Partial, Plan, merge, part_seed, simulate,
    simulate_games, simulate_part,
};
use tetrolab::results::Stats;
use tetrolab::spelling::{Spelled, Spelling};

/// 20 batches, the last 13 a piece longer than the first seven.
const PIECES: u64 = 20 * Plan::MIN_BATCH + 13;

fn dealing(spec: &str, seed: u64) -> Dealing {
    Dealing::new(spec.parse().unwrap(), None, seed.into()).unwrap()
}

fn games() -> GamePlan {
    GamePlan::new(150, 301, &[3], DroughtMeaning::Any)
}

/// `stats --json` of the run on one machine.
fn whole(dealing: &Dealing, game: Option<&GamePlan>) -> String {
    let study = simulate(dealing, PIECES, &tetrolab::work::Unwatched).unwrap();
    let games = game.map(|g| {
        let extra = &g.lengths;
        simulate_games(
            dealing,
            g.length,
            g.games,
            extra,
            g.droughts,
            &tetrolab::work::Unwatched,
        )
        .unwrap()
    });
    serde_json::to_string(&Stats::new(dealing, &study, games.as_ref())).unwrap()
}

/// Measures the parts `splits` cut the run into, each sent through JSON
/// as it would travel between machines, labelled by its range.
fn parts(dealing: &Dealing, game: Option<&GamePlan>, cuts: &[u64]) -> Vec<(String, Partial)> {
    cuts.windows(2)
        .map(|w| {
            let part = simulate_part(
                dealing,
                PIECES,
                game,
                w[0]..w[1],
                &tetrolab::work::Unwatched,
            )
            .unwrap();
            let text = serde_json::to_string(&part).unwrap();
            (
                format!("{}..{}", w[0], w[1]),
                serde_json::from_str(&text).unwrap(),
            )
        })
        .collect()
}

/// `stats --json` of the run merged from `parts`.
fn merged(parts: &[(String, Partial)]) -> String {
    let merged = merge(parts).unwrap();
    let stats = Stats::new(&merged.dealing, &merged.study, merged.games.as_ref());
    serde_json::to_string(&stats).unwrap()
}

#[test]
fn any_split_merges_to_the_one_machine_answer() {
    let dealing = dealing("tetrio-7-bag", 7);
    let expected = whole(&dealing, None);
    let one_each: Vec<u64> = (0..=20).collect();
    for cuts in [
        &[0, 20][..],
        &[0, 10, 20],
        &[0, 1, 19, 20],
        &[0, 3, 4, 17, 20],
        &one_each,
    ] {
        let mut parts = parts(&dealing, None, cuts);
        assert_eq!(merged(&parts), expected, "cuts {cuts:?}");
        let half = parts.len() / 2;
        parts.reverse();
        parts.rotate_left(half);
        assert_eq!(merged(&parts), expected, "cuts {cuts:?}, out of order");
    }
}

#[test]
fn game_studies_merge_too() {
    let dealing = dealing("memoryless", 3);
    let game = games();
    let expected = whole(&dealing, Some(&game));
    assert!(expected.contains("\"games\":301"));
    for cuts in [&[0, 20][..], &[0, 7, 20], &[0, 1, 2, 3, 20]] {
        let parts = parts(&dealing, Some(&game), cuts);
        assert_eq!(merged(&parts), expected, "cuts {cuts:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Random cuts, parts in a random order.
    #[test]
    fn random_splits_merge_exactly(mut inner in prop::collection::btree_set(1u64..20, 0..6), seed in 0u64..1000, turn in 0usize..8) {
        let dealing = dealing("7-bag", seed);
        let mut cuts = vec![0];
        cuts.extend(std::mem::take(&mut inner));
        cuts.push(20);
        let mut parts = parts(&dealing, None, &cuts);
        let n = parts.len();
        parts.rotate_left(turn % n);
        prop_assert_eq!(merged(&parts), whole(&dealing, None));
    }
}

/// The error of merging `parts`, as its message.
fn refusal(parts: &[(String, Partial)]) -> String {
    merge(parts).unwrap_err().to_string()
}

#[test]
fn parts_that_do_not_make_one_run_are_refused() {
    let first = dealing("7-bag", 1);
    let mut split = parts(&first, None, &[0, 5, 12, 20]);
    // A batch held twice.
    let twice = simulate_part(&first, PIECES, None, 4..6, &tetrolab::work::Unwatched).unwrap();
    let mut overlapping = split.clone();
    overlapping.push(("extra".to_owned(), twice));
    assert_eq!(
        refusal(&overlapping),
        "0..5 and extra both hold batches 4..5: give each batch once"
    );
    // Batches in no part.
    let missing = vec![split[1].clone()];
    assert_eq!(
        refusal(&missing),
        "batches 0..5, 12..20 of the run's 0..20 are in no part: measure them too and merge again"
    );
    // Another seed, another piece count, another spec.
    let other = simulate_part(
        &dealing("7-bag", 2),
        PIECES,
        None,
        12..20,
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    split[2] = ("other".to_owned(), other);
    let message = refusal(&split);
    assert!(
        message.starts_with("other and 0..5 belong to different runs: seed 2 in other, 1 in 0..5"),
        "{message}"
    );
    let longer =
        simulate_part(&first, PIECES + 1, None, 12..20, &tetrolab::work::Unwatched).unwrap();
    split[2] = ("longer".to_owned(), longer);
    assert!(refusal(&split).contains("piece count"));
    let with_games = simulate_part(
        &first,
        PIECES,
        Some(&games()),
        12..20,
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    split[2] = ("games".to_owned(), with_games);
    assert!(refusal(&split).contains("games 301 games of 150 pieces"));
    assert_eq!(merge::<&str>(&[]).unwrap_err(), MergeError::NoParts);
}

#[test]
fn parts_are_refused_as_they_are_made() {
    let dealing = dealing("7-bag", 1);
    let part = |batches| simulate_part(&dealing, PIECES, None, batches, &tetrolab::work::Unwatched);
    assert_eq!(
        part(3..3).unwrap_err().to_string(),
        "batches 3..3 hold no batch: give --batches a range with at least one batch"
    );
    assert_eq!(
        part(3..3).unwrap_err().message(Spelling::PYTHON),
        "batches range(3, 3) hold no batch: give batches= a range with at least one batch"
    );
    assert_eq!(
        part(18..21).unwrap_err().to_string(),
        format!(
            "batches 18..21 reach past the run's batches: {PIECES} pieces make 20 batches, 0..20; give --batches within them"
        )
    );
    assert_eq!(
        part_seed(None).unwrap_err().message(Spelling::PYTHON),
        "a partial result needs seed=: every part of a run deals from one seed, so give each part the same seed="
    );
}

#[test]
fn tampered_or_foreign_parts_are_refused_when_read_or_merged() {
    let dealing = dealing("7-bag", 1);
    let part = simulate_part(&dealing, PIECES, None, 0..20, &tetrolab::work::Unwatched).unwrap();
    let text = serde_json::to_string(&part).unwrap();
    let newer = text.replacen("\"tetrolab_partial\":2", "\"tetrolab_partial\":3", 1);
    let error = serde_json::from_str::<Partial>(&newer)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("partial result format 3, but this tetrolab reads format 2"),
        "{error}"
    );
    let read = Partial::from_json(&newer, "newer.json").unwrap_err();
    assert!(read.to_string().starts_with(
        "newer.json is not a partial result (`tetrolab stats --partial` writes them): partial result format 3"
    ));
    assert!(
        read.message(Spelling::PYTHON)
            .contains("(`tetrolab.stats(..., partial=True)` writes them)")
    );
    assert_eq!(Partial::from_json(&text, "same").unwrap(), part);
    // One count changed: the batch's counts no longer add up to its pieces.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["counters"][3]["counts"][0] = 1.into();
    let tampered: Partial = serde_json::from_value(value).unwrap();
    assert_eq!(
        refusal(&[("tampered".to_owned(), tampered)]),
        "tampered is not a partial result of tetrolab's: the counters of batch 3 are not a batch's: \
         its piece counts do not add up to its pieces"
    );
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["run"]["spec"] = "no-such-randomizer".into();
    let renamed: Partial = serde_json::from_value(value).unwrap();
    // The run is sealed with the counters: renamed, they no longer match.
    assert_eq!(
        refusal(&[("renamed".to_owned(), renamed)]),
        "renamed is not a partial result of tetrolab's: the counters of batch 0 do not match \
         their digest: they were changed, or copied from another batch or run, after the part \
         was written; make the part again"
    );
}

/// A part of `dealing`'s run of batches `0..20`, as JSON to edit.
fn part_json(dealing: &Dealing, game: Option<&GamePlan>) -> serde_json::Value {
    let part = simulate_part(dealing, PIECES, game, 0..20, &tetrolab::work::Unwatched).unwrap();
    serde_json::to_value(&part).unwrap()
}

/// The refusal of merging the part `value`, labelled "edited", if any.
fn merged_edit(value: &serde_json::Value) -> Result<(), String> {
    let text = value.to_string();
    let part = Partial::from_json(&text, "edited").map_err(|e| e.to_string())?;
    merge(&[("edited", part)])
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Counters no batch made are refused, naming the part and the batch: the
/// edits a tampered part was merged with (a flood's length, a gap bin, the
/// summed squared deviation), a batch's counters copied into another
/// batch's place (its digest with them), the games' tallies edited.
#[test]
fn edited_or_copied_counters_are_refused() {
    let dealing = dealing("7-bag", 1);
    let original = part_json(&dealing, None);
    assert_eq!(merged_edit(&original), Ok(()));
    type Edit = (&'static str, fn(&mut serde_json::Value));
    let edits: [Edit; 5] = [
        ("flood.max 2 to 50", |v| {
            v["counters"][0]["flood"]["max"] = 50.into();
        }),
        ("a gap bin +5", |v| {
            let cell = &mut v["counters"][0]["gap_bins"][7][0];
            *cell = (cell.as_u64().unwrap() + 5).into();
        }),
        ("the squared deviation", |v| {
            let sum = &mut v["counters"][0]["squared_deviation_sum"];
            let edited = sum.as_str().unwrap().parse::<u128>().unwrap() * 126;
            *sum = edited.to_string().into();
        }),
        ("the squared deviation by 2", |v| {
            let sum = &mut v["counters"][0]["squared_deviation_sum"];
            let edited = sum.as_str().unwrap().parse::<u128>().unwrap() + 2;
            *sum = edited.to_string().into();
        }),
        ("batch 2 copied into batch 0", |v| {
            for field in ["counters", "digests"] {
                if let Some(list) = v.get_mut(field) {
                    list[0] = list[2].clone();
                }
            }
        }),
    ];
    for (what, edit) in edits {
        let mut value = original.clone();
        edit(&mut value);
        let refusal = merged_edit(&value).expect_err(what);
        assert!(
            refusal.starts_with(
                "edited is not a partial result of tetrolab's: the counters of batch 0 "
            ),
            "{what}: {refusal}"
        );
    }
    let game = games();
    let mut with_games = part_json(&dealing, Some(&game));
    assert_eq!(merged_edit(&with_games), Ok(()));
    with_games["games"]["with"][0][0] = 0.into();
    let refusal = merged_edit(&with_games).unwrap_err();
    assert!(
        refusal.contains("its game tallies do not match their digest"),
        "{refusal}"
    );
}

/// Parts of every catalog randomizer (on its default generator, some
/// with games) pass every check on their counters.
#[test]
fn every_randomizers_parts_pass_the_checks() {
    for entry in tetrolab::randomizer::catalog::entries() {
        // NES's generator reaches only some seeds: the power-on one.
        let spec = entry.name.parse().unwrap();
        let dealing = Dealing::new(spec, None, 5u64.into())
            .or_else(|_| Dealing::new(entry.name.parse().unwrap(), None, 0x8988u64.into()))
            .unwrap();
        let pieces = 3 * Plan::MIN_BATCH + 1;
        let game = GamePlan::new(300, 6, &[], DroughtMeaning::Completed);
        let parts: Vec<(String, Partial)> = [0..1, 1..3]
            .into_iter()
            .map(|batches| {
                let part = simulate_part(
                    &dealing,
                    pieces,
                    Some(&game),
                    batches,
                    &tetrolab::work::Unwatched,
                )
                .unwrap();
                let text = serde_json::to_string(&part).unwrap();
                (
                    entry.name.to_owned(),
                    Partial::from_json(&text, entry.name).unwrap(),
                )
            })
            .collect();
        assert!(
            merge(&parts).is_ok(),
            "{}: {:?}",
            entry.name,
            merge(&parts).err()
        );
    }
}

/// A reader never holds more than a part can take: an endless stream
/// is refused after `MAX_BYTES`, a list longer than any part's at its
/// first item too many.
#[test]
fn readers_are_bounded() {
    let refusal = Partial::from_reader(std::io::repeat(b' '), "endless").unwrap_err();
    assert!(
        refusal
            .to_string()
            .starts_with("endless is larger than any partial result")
    );
    let dealing = dealing("7-bag", 1);
    let mut value = part_json(&dealing, None);
    let one = value["counters"][0].clone();
    value["counters"] = serde_json::Value::Array(vec![one; 65]);
    let refusal = merged_edit(&value).unwrap_err();
    assert!(
        refusal.contains("a list of more than 64 items"),
        "{refusal}"
    );
    let text = serde_json::to_string(&part_json(&dealing, None)).unwrap();
    assert!(Partial::from_reader(text.as_bytes(), "whole").is_ok());
}
