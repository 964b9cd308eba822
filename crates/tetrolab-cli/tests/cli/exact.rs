//! `tetrolab exact`, and the exact and per-game answers `stats` and
//! `compare` give beside it.

use super::{input_error, json_of, stdout_of};

/// `exact --json` names every quantity as `stats --json` does, with the
/// 7-bag's closed forms: variance 8, a drought of at most 12, guess
/// accuracy 363/980 (and 1/7 … 1 by position), a flood of 2.
#[test]
fn exact_json_has_the_stats_names_and_the_seven_bag_values() {
    let json = json_of(&["exact", "7-bag", "--json"]);
    let close = |value: &serde_json::Value, expected: f64| {
        let value = value
            .as_f64()
            .unwrap_or_else(|| panic!("{value} is no number"));
        assert!((value - expected).abs() < 1e-9, "{value} is not {expected}");
    };
    close(&json["gap"]["variance"], 8.0);
    close(&json["gap"]["pmf"]["7"], 7.0 / 49.0);
    close(&json["repeat_probability"], 1.0 / 49.0);
    close(&json["drought"]["max"], 12.0);
    close(&json["drought"]["p_at_least"]["13"], 0.0);
    close(&json["per_piece"]["I"]["gap"]["variance"], 8.0);
    close(&json["flood"]["max"], 2.0);
    close(&json["snake"]["max"], 4.0);
    close(&json["guess_accuracy"], 363.0 / 980.0);
    assert_eq!(json["fractions"]["guess_accuracy"], "363/980");
    let positions = json["bag_position"]["guess_accuracy"].as_array().unwrap();
    assert_eq!(positions.len(), 7);
    close(&positions[6], 1.0);
    assert_eq!(json["conditional_entropy"].as_array().unwrap().len(), 9);
    assert!(json["entropy_rate"].as_f64().unwrap() > 0.0);
    assert_eq!(json["observer"]["method"], "exact");
    assert_eq!(json["game"]["length"], 1000);
    assert!(json["game"]["per_piece"]["I"]["p_drought_at_least"]["12"].is_number());
    assert!(json["game"]["per_piece"]["I"]["expected_droughts"]["12"].is_number());
    // A history can withhold a piece for ever: `null`, not a number.
    let tgm = json_of(&["exact", "tgm1", "--json"]);
    assert!(tgm["drought"]["max"].is_null(), "{}", tgm["drought"]);
}

/// The text report shows fractions where they are exact and the hard
/// limits with their witnesses; `--csv` is one row per quantity.
#[test]
fn exact_text_and_csv() {
    let text = stdout_of(&["exact", "7-bag"]);
    assert!(text.contains("= 363/980"), "{text}");
    assert!(text.contains("longest I drought 12: "), "{text}");
    let csv = stdout_of(&["exact", "14-bag", "--csv", "--at-least", "21"]);
    assert!(csv.starts_with("quantity,value\n"), "{csv}");
    let variance = csv
        .lines()
        .find_map(|line| line.strip_prefix("gap.variance,"))
        .unwrap_or_else(|| panic!("no gap.variance row: {csv}"));
    assert!(
        (variance.parse::<f64>().unwrap() - 19.0).abs() < 1e-9,
        "{variance}"
    );
    assert!(csv.contains("\nfractions.gap_variance,19\n"), "{csv}");
    assert!(
        csv.contains("\ngame.per_piece.I.p_drought_at_least.21,"),
        "{csv}"
    );
}

/// A game's own generator is exact over the cycle its power-on seed
/// deals: NES Tetris at 60 frames a piece repeats after 4352 pieces.
#[test]
fn exact_follows_an_own_generator_round_its_cycle() {
    let json = json_of(&["exact", "nes", "--json"]);
    assert_eq!(json["cycle"]["period"], 4352);
    assert_eq!(json["seed"], "35208");
    assert_eq!(json["entropy_rate"], 0.0);
    let sega = json_of(&["exact", "sega", "--seed", "0x2A6D365A", "--json"]);
    assert_eq!(sega["cycle"]["period"], 1000);
    assert_eq!(sega["fractions"]["frequency"]["I"], "3/20");
}

/// Every way `exact` can be asked what it cannot answer: one line, exit 2,
/// saying what to do instead.
#[test]
fn exact_refusals_are_input_errors() {
    for (args, says) in [
        (&["exact", "weighted"][..], "tetrolab stats"),
        (&["exact", "ti"], "tetrolab stats"),
        (&["exact", "tetrisgym-sps"], "--seed"),
        (&["exact", "7-bag", "--seed", "1"], "drop --seed"),
        (&["exact", "nes", "--max-states", "100"], "--max-states"),
        (&["exact", "nes", "--seed", "0"], "0x8988"),
        (&["exact", "8-bag"], "tetrolab list"),
        (&["exact", "7-bag", "--game-length", "0"], "--game-length"),
    ] {
        let stderr = input_error(args);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// Many bags (or colours) are refused at the state limit before their
/// chain is built: 127 states per bag, 127^64 for 64 bags, counted in
/// closed form; building a million states of 64 bags took 2 GB and 9 s.
#[cfg(unix)]
#[test]
fn many_bags_are_refused_before_their_chain_is_built() {
    for spec in [
        "2x7-bag:bags=64",
        "red-blue-bag:colors=64",
        "2x7-bag:bags=3",
    ] {
        let output = super::within(300, &["exact", spec]).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{spec}: {stderr}");
        assert_eq!(
            stderr,
            format!(
                "error: {spec} has no exact chain: its chain has more than {} states (the most that fit the {} MB any answer may take, at an estimated {} bytes a state with its answers; measure it with `tetrolab stats`)\n",
                tetrolab::results::MOST_STATES,
                tetrolab::results::MOST_CHAIN_BYTES / 1_000_000,
                tetrolab::results::CHAIN_BYTES_PER_STATE
            )
        );
    }
}

/// `stats --game-length` reports the `game` object in the shape `exact`
/// gives, with a standard error per number.
#[test]
fn stats_plays_games_in_the_exact_shape() {
    let args = [
        "stats",
        "7-bag",
        "-n",
        "1e5",
        "--game-length",
        "100",
        "--games",
        "500",
        "--at-least",
        "11",
        "--seed",
        "1",
        "--json",
    ];
    let json = json_of(&args);
    assert_eq!(json["game"]["length"], 100);
    assert_eq!(json["game"]["games"], 500);
    let odds = &json["game"]["per_piece"]["I"];
    // A 7-bag never withholds a piece 13 times.
    assert_eq!(odds["p_drought_at_least"]["13"], 0.0);
    assert!(odds["p_drought_at_least"]["11"].as_f64().unwrap() > 0.0);
    assert!(json["standard_errors"]["game.I.p_drought_at_least.11"].is_number());
    assert_eq!(json, json_of(&args), "the same seed, the same games");
}

/// `compare --exact` marks which rows are exact and gives their values;
/// a randomizer without a chain, and a game's own generator (exact only
/// per seed), stay measured.
#[test]
fn compare_exact_says_which_rows_are_exact() {
    let json = json_of(&[
        "compare", "7-bag", "weighted", "nes", "--exact", "-n", "1e5", "--seed", "2", "--json",
    ]);
    let rows = json["randomizers"].as_array().unwrap();
    let variance = rows[0]["exact"]["gap.variance"].as_f64().unwrap();
    assert!((variance - 8.0).abs() < 1e-9, "{variance}");
    assert!(rows[1]["exact"].is_null());
    assert!(rows[2]["exact"].is_null());
    let text = stdout_of(&[
        "compare", "7-bag", "weighted", "--exact", "-n", "1e5", "--seed", "2",
    ]);
    assert!(
        text.contains("exact*") && text.contains("estimated"),
        "{text}"
    );
}

/// Say what is true: a seed given to a randomizer on a fixed draw
/// generator (TGM's LCG) is refused for the right reason; a maximum with no
/// limit reads "unbounded" everywhere; a hidden-state chain's
/// `H(next | state)` is named so and not called the entropy rate.
#[test]
fn exact_text_says_what_each_number_is() {
    let refused = input_error(&["exact", "tgm1", "--seed", "5"]);
    assert!(
        refused.contains("picks pieces by uniform draws"),
        "{refused}"
    );
    assert!(!refused.contains("generic generator"), "{refused}");
    let tap = stdout_of(&["exact", "tap"]);
    assert!(!tap.contains("none"), "{tap}");
    assert!(tap.contains("unbounded"), "{tap}");
    let pairs = stdout_of(&["exact", "tetrio-pairs"]);
    assert!(pairs.contains("the pieces' entropy rate 1.4524"), "{pairs}");
    assert!(pairs.contains("0.543254 ≈ 1369/2520"), "{pairs}");
    assert!(pairs.contains("H(next | state) 1.0215"), "{pairs}");
    let pairs = json_of(&["exact", "tetrio-pairs", "--json"]);
    assert_eq!(pairs["observer"]["method"], "exact");
    // Each fraction names the quantity its number does: the pieces'
    // guess accuracy, and the hidden-state one under its own name.
    assert_eq!(pairs["fractions"]["guess_accuracy"], "1369/2520");
    let near = |value: &serde_json::Value, expected: f64| {
        assert!((value.as_f64().unwrap() - expected).abs() < 1e-9, "{value}");
    };
    near(&pairs["guess_accuracy"], 1369.0 / 2520.0);
    assert_eq!(
        pairs["fractions"]["next_given_state_guess_accuracy"],
        "131/210"
    );
    near(&pairs["next_given_state"]["guess_accuracy"], 131.0 / 210.0);
    assert!(pairs["next_given_state"]["entropy"].as_f64().unwrap() < 1.1);
    let nes = stdout_of(&["exact", "nes-ideal"]);
    assert!(nes.contains("32.666667 ≈ 98/3"), "{nes}");
    assert!(nes.contains("P(repeat) 0.035714 ≈ 1/28"), "{nes}");
}

/// Both meanings of a drought can be asked for, are named in the text and
/// the JSON, and differ where they should (a 14-bag game of 100 pieces,
/// L = 13: 0.7122 counting any stretch, 0.7035 completed droughts only);
/// `--droughts` on `stats` needs `--game-length`.
#[test]
fn drought_meanings_are_named_and_chosen() {
    let any = stdout_of(&["exact", "14-bag", "--game-length", "100"]);
    assert!(any.contains("droughts: any stretch"), "{any}");
    assert!(any.contains("--droughts completed"), "{any}");
    let completed = json_of(&[
        "exact",
        "14-bag",
        "--game-length",
        "100",
        "--droughts",
        "completed",
        "--json",
    ]);
    assert_eq!(completed["game"]["droughts"], "completed");
    let p = completed["game"]["per_piece"]["I"]["p_drought_at_least"]["13"]
        .as_f64()
        .unwrap();
    assert!((p - 0.70349).abs() < 5e-6, "{p}");
    let stats = json_of(&[
        "stats",
        "14-bag",
        "-n",
        "10000",
        "--seed",
        "1",
        "--game-length",
        "100",
        "--games",
        "200",
        "--droughts",
        "completed",
        "--json",
    ]);
    assert_eq!(stats["game"]["droughts"], "completed", "{stats}");
    let refused = input_error(&["stats", "7-bag", "--droughts", "completed"]);
    assert!(refused.contains("--game-length"), "{refused}");
}
