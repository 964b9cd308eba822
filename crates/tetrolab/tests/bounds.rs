//! Requests too large to serve are refused up front, in one sentence,
//! before any work: drought-length lists past the cap, state limits past
//! what a chain may hold.

use tetrolab::Dealing;
use tetrolab::analysis::exact::{ExactError, Options, analyze};
use tetrolab::analysis::{DroughtMeaning, GamePlan, PartError, Plan, simulate_part};
use tetrolab::results::{CHAIN_BYTES_PER_STATE, MOST_CHAIN_BYTES, MOST_STATES};
use tetrolab::spelling::{Spelled, Spelling};

/// 20 000 drought lengths took ten minutes of `stats` and 2 GB of `exact`;
/// a limit of 2^64 − 1 states let a chain grow without end.
#[test]
fn oversized_lists_and_limits_are_refused_at_once() {
    let many: Vec<u64> = (1..=20_000).collect();
    let options = Options {
        at_least: many.clone(),
        game_length: 100_000,
        ..Options::default()
    };
    let refused = analyze(
        &"memoryless".parse().unwrap(),
        &options,
        &tetrolab::work::Unwatched,
    )
    .unwrap_err();
    assert!(
        matches!(refused, ExactError::TooManyLengths(_)),
        "{refused}"
    );
    assert_eq!(
        refused.to_string(),
        "20000 drought lengths asked for, the standard 10 included, more than 64: give at most 54 more"
    );
    let options = Options {
        max_states: usize::MAX,
        ..Options::default()
    };
    let refused = analyze(
        &"history:size=7,rolls=2".parse().unwrap(),
        &options,
        &tetrolab::work::Unwatched,
    )
    .unwrap_err();
    assert!(
        refused.message(Spelling::CLI).starts_with(&format!(
            "--max-states {} would let a chain take about",
            usize::MAX
        )),
        "{refused}"
    );
    // The estimate is the limit's states at the bytes a state takes, said
    // with the most an answer may take.
    let just_past = Options {
        max_states: MOST_STATES + 1,
        ..Options::default()
    };
    let refused = analyze(
        &"7-bag".parse().unwrap(),
        &just_past,
        &tetrolab::work::Unwatched,
    )
    .unwrap_err()
    .message(Spelling::CLI);
    let megabytes = ((MOST_STATES as u64 + 1) * CHAIN_BYTES_PER_STATE).div_ceil(1_000_000);
    assert!(
        refused.contains(&format!("about {megabytes} MB"))
            && refused.contains(&format!(
                "{} MB any answer may take",
                MOST_CHAIN_BYTES / 1_000_000
            ))
            && refused.contains(&format!("give at most {MOST_STATES}")),
        "{refused}"
    );
    assert!(MOST_STATES as u64 * CHAIN_BYTES_PER_STATE <= MOST_CHAIN_BYTES);
    let dealing = Dealing::new("7-bag".parse().unwrap(), None, 1u64.into()).unwrap();
    let game = GamePlan::new(100, 10, &many, DroughtMeaning::Any);
    let refused = simulate_part(
        &dealing,
        Plan::MIN_BATCH,
        Some(&game),
        0..1,
        &tetrolab::work::Unwatched,
    )
    .unwrap_err();
    assert!(matches!(refused, PartError::TooManyLengths(_)), "{refused}");
    // A list within the cap, duplicates counted once, is served.
    let options = Options {
        at_least: [50, 50, 60].repeat(100),
        ..Options::default()
    };
    assert!(
        analyze(
            &"7-bag".parse().unwrap(),
            &options,
            &tetrolab::work::Unwatched
        )
        .is_ok()
    );
}
