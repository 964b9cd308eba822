//! The `tetrolab` binary: outputs, exit codes and every error path.

use assert_cmd::Command;

/// `tetrolab cover`: setups a pattern's or a randomizer's pieces build.
#[path = "cli/cover.rs"]
mod cover;

/// `tetrolab pc`.
#[path = "cli/pc.rs"]
mod pc;

/// `tetrolab exact`, `stats --game-length` and `compare --exact`.
#[path = "cli/exact.rs"]
mod exact;

/// `tetrolab frontier`.
#[path = "cli/frontier.rs"]
mod frontier;

/// Hostile input to the readers: endless input, huge records and games.
#[path = "cli/bounds.rs"]
mod bounds;

/// Files the commands write: checked first, whole or not at all.
#[path = "cli/files.rs"]
mod files;

/// `tetrolab identify` and `tetrolab predict`.
#[path = "cli/identify.rs"]
mod identify;

/// `tetrolab notation`: records checked, shown, formatted, drawn, converted.
#[path = "cli/notation.rs"]
mod notation;

/// `tetrolab plot` and `tetrolab report`.
#[path = "cli/plot.rs"]
mod plot;

/// `stats --partial` and `tetrolab merge`.
#[path = "cli/shards.rs"]
mod shards;

/// The report in a real browser (headless Chromium).
#[path = "cli/browser.rs"]
mod browser;

/// The Python package's pytest suite, against this binary.
#[path = "cli/python.rs"]
mod python;

/// `tetrolab serve`, and the browser playground's tests.
#[path = "cli/web.rs"]
mod web;

/// The refusals every face shares, in the command line's words.
#[path = "cli/refusals.rs"]
mod refusals;

/// The documentation's `console` examples, run.
#[path = "cli/readme.rs"]
mod readme;

/// `tetrolab trace`, and seed 002's denominators below 1 in `gen`.
#[path = "cli/trace.rs"]
mod trace;

fn tetrolab(args: &[&str]) -> assert_cmd::assert::Assert {
    Command::new(env!("CARGO_BIN_EXE_tetrolab"))
        .args(args)
        .assert()
}

/// The command with its address space limited to `megabytes` (by `sh`'s
/// `ulimit -v`), to show a run does not hold more than it needs: one that
/// does fails to allocate.
#[cfg(unix)]
fn within(megabytes: u32, args: &[&str]) -> std::process::Command {
    let mut command = std::process::Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "ulimit -v {} && exec \"$0\" \"$@\"",
            megabytes * 1024
        ))
        .arg(env!("CARGO_BIN_EXE_tetrolab"))
        .args(args);
    command
}

fn stdout_of(args: &[&str]) -> String {
    let output = tetrolab(args).success().get_output().stdout.clone();
    String::from_utf8(output).unwrap()
}

/// Runs a command that must fail with exit 2 and one `error:` line (plus
/// clap's hint for flag errors), and returns its stderr.
fn input_error(args: &[&str]) -> String {
    let output = tetrolab(args).code(2).get_output().clone();
    assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"),
        "{stderr}"
    );
    stderr
}

#[test]
fn gen_prints_the_published_tetrio_sequence() {
    assert_eq!(
        stdout_of(&[
            "gen",
            "tetrio-7-bag",
            "--seed",
            "191836487",
            "--count",
            "14"
        ]),
        "JISZTLOLSIJZOT\n"
    );
    assert_eq!(
        stdout_of(&[
            "gen",
            "tetrio-7-bag:no-szo",
            "--seed",
            "1366895827",
            "-n",
            "7"
        ]),
        "TLSIJOZ\n"
    );
}

#[test]
fn gen_formats() {
    let args = ["gen", "tetrio-7-bag", "--seed", "191836487", "-n", "3"];
    assert_eq!(
        stdout_of(&[&args[..], &["--format", "lines"]].concat()),
        "J\nI\nS\n"
    );
    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(&[&args[..], &["--format", "json"]].concat())).unwrap();
    assert_eq!(json["letters"], "JIS");
    // `pieces` is a count in every result; gen's letters are `letters`.
    assert!(json.get("pieces").is_none());
    assert_eq!(
        stdout_of(&[&args[..], &["--json"]].concat()),
        stdout_of(&[&args[..], &["--format", "json"]].concat())
    );
    assert_eq!(
        stdout_of(&[&args[..], &["--csv"]].concat()),
        "piece\nJ\nI\nS\n"
    );
    assert_eq!(json["spec"], "tetrio-7-bag");
    // One vocabulary with every other command: `generator`, and the
    // seed as a string.
    assert_eq!(json["generator"], "minstd");
    assert_eq!(json["seed"], "191836487");
    assert_eq!(json["count"], 3);
}

#[test]
fn gen_accepts_hex_negative_and_large_seeds_and_counts() {
    let hex = stdout_of(&["gen", "tetrio-7-bag", "--seed", "0xB6F3147", "-n", "14"]);
    assert_eq!(hex, "JISZTLOLSIJZOT\n");
    assert_eq!(
        stdout_of(&["gen", "tetrio-classic", "--seed", "-5", "-n", "1e1"]).len(),
        11
    );
    let python = stdout_of(&[
        "gen",
        "weighted",
        "--rng",
        "python",
        "--seed",
        "18446744073709551619",
        "-n",
        "5",
    ]);
    assert_eq!(python.len(), 6);
    assert_eq!(stdout_of(&["gen", "7-bag", "--seed", "1", "-n", "0"]), "\n");
}

/// The real games deal their published sequences from the command line,
/// with hex seeds, and say which generator they used.
#[test]
fn gen_deals_the_real_games() {
    let cases = [
        ("tap", "0x43B7", "TIJOSTZIJSLZIJSLTOZJSLTOJZLTSOIZLJSIZLTO"),
        ("ti", "4358", "JLTIOJSLZIJTOLZSTIOJSTIZOJLSTZILSTO"),
        ("sega", "0x2A6D365A", "TITIIJILSJOZZJLSJISLZZZJ"),
        ("tetrisgym-sps", "0x101010", "ZJOTLTZJLZJSZISIJOLITJSI"),
    ];
    for (spec, seed, pieces) in cases {
        let count = pieces.len().to_string();
        let dealt = stdout_of(&["gen", spec, "--seed", seed, "-n", &count]);
        assert_eq!(dealt, format!("{pieces}\n"), "{spec}");
    }
    let json: serde_json::Value = serde_json::from_str(&stdout_of(&[
        "gen", "nes", "--seed", "0x8988", "-n", "3", "--format", "json",
    ]))
    .unwrap();
    assert_eq!(json["generator"], "nes-lfsr");
    assert_eq!(json["seed"], "35208");
    let detail = stdout_of(&["list", "nes"]);
    assert!(detail.contains("seeds:") && detail.contains("frames=60"));
}

/// Without a seed, game generators draw one they accept.
#[test]
fn games_draw_seeds_they_accept() {
    for spec in ["nes", "tetrisgym-sps", "sega", "tgm1"] {
        let output = tetrolab(&["gen", spec, "-n", "5"])
            .success()
            .get_output()
            .clone();
        let stderr = String::from_utf8(output.stderr).unwrap();
        let seed = stderr.trim().rsplit(' ').next().unwrap();
        let again = stdout_of(&["gen", spec, "-n", "5", "--seed", seed]);
        assert_eq!(String::from_utf8(output.stdout).unwrap(), again, "{spec}");
    }
}

#[test]
fn gen_without_a_seed_says_which_it_drew() {
    let output = tetrolab(&["gen", "7-bag", "-n", "7"])
        .success()
        .get_output()
        .clone();
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = stderr.trim().rsplit(' ').next().unwrap();
    let again = stdout_of(&["gen", "7-bag", "-n", "7", "--seed", seed]);
    assert_eq!(String::from_utf8(output.stdout).unwrap(), again);
}

#[test]
fn generic_randomizers_follow_rng() {
    let on = |rng| {
        stdout_of(&[
            "gen",
            "laroche-tgm",
            "--seed",
            "7",
            "-n",
            "50",
            "--rng",
            rng,
        ])
    };
    assert_ne!(on("minstd"), on("python"));
    assert_ne!(on("default"), on("minstd"));
}

#[test]
fn broken_pipe_ends_quietly() {
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' gen 7-bag --seed 1 -n 1e9 | head -c 10",
            env!("CARGO_BIN_EXE_tetrolab")
        ))
        .output()
        .unwrap();
    assert_eq!(output.stdout.len(), 10);
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn list_shows_every_randomizer() {
    let text = stdout_of(&["list"]);
    for name in [
        "tetrio-7-bag",
        "laroche-tgm3",
        "weighted",
        "red-blue-bag",
        "2x7-bag",
        "bag",
        "history",
        "pool",
        "nes",
        "tetrisgym-sps",
        "nes-ideal",
        "tgm1",
        "tap",
        "ti",
        "sega",
    ] {
        assert!(text.lines().any(|l| l.starts_with(name)), "{name} missing");
    }
    let json: serde_json::Value = serde_json::from_str(&stdout_of(&["list", "--json"])).unwrap();
    let entries = json.as_array().unwrap();
    let tetrio = entries
        .iter()
        .find(|e| e["name"] == "tetrio-7-bag")
        .unwrap();
    assert_eq!(tetrio["game_exact"], true);
    assert_eq!(tetrio["rng"], "minstd");
    assert_eq!(tetrio["parameters"][0]["key"], "no-szo");
    assert_eq!(tetrio["parameters"][0]["bare"], "rotate");
    let csv = stdout_of(&["list", "--csv"]);
    assert!(csv.starts_with("name,fidelity,rng,parameters,summary,provenance\n"));
    assert_eq!(csv.lines().count(), entries.len() + 1);
    let detail = stdout_of(&["list", "weighted"]);
    assert!(detail.contains("denominator=1.1") && detail.contains("provenance"));
}

fn json_of(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout_of(args)).unwrap()
}

/// `stats --json` has the documented keys, the 7-bag's hard limits, and
/// the same result for the same seed.
#[test]
fn stats_reports_every_metric() {
    let args = ["stats", "7-bag", "--seed", "1", "-n", "200_000", "--json"];
    let json = json_of(&args);
    assert_eq!(json["spec"], "7-bag");
    assert_eq!(json["pieces"], 200_000);
    assert_eq!(json["frequency"].as_object().unwrap().len(), 7);
    assert!((json["gap"]["mean"].as_f64().unwrap() - 7.0).abs() < 0.01);
    assert!(json["gap"]["variance"].as_f64().is_some());
    assert!(json["gap"]["pmf"]["1"].as_f64().is_some());
    assert_eq!(json["drought"]["max"], 12);
    assert_eq!(json["drought"]["p_at_least"]["13"], 0.0);
    assert_eq!(json["flood"]["max"], 2);
    assert_eq!(json["snake"]["max"], 4);
    assert!(json["repeat_probability"].as_f64().is_some());
    assert_eq!(json["conditional_entropy"].as_array().unwrap().len(), 5);
    assert!(json["per_piece"]["I"]["drought"]["max"].as_u64().is_some());
    assert!(json["standard_errors"]["gap.variance"].as_f64().is_some());
    assert!(
        json["definitions"]["drought"]
            .as_str()
            .unwrap()
            .contains("between")
    );
    assert_eq!(json_of(&args), json);

    let text = stdout_of(&["stats", "tgm1", "--seed", "5", "-n", "100_000"]);
    for section in [
        "Frequency",
        "Gaps and droughts",
        "Floods",
        "Snakes",
        "Balance",
        "Predictability",
    ] {
        assert!(text.contains(section), "{section} missing");
    }
    let csv = stdout_of(&[
        "stats",
        "memoryless",
        "--seed",
        "5",
        "-n",
        "100_000",
        "--csv",
    ]);
    assert!(csv.starts_with("metric,value,standard_error,ci95_low,ci95_high\n"));
    assert!(csv.contains("\nfrequency_std,"));
}

/// `compare` gives a row per randomizer with the ratings, and seed 000's
/// stars for its own.
#[test]
fn compare_rates_randomizers() {
    let csv = stdout_of(&[
        "compare",
        "7-bag",
        "laroche-nes",
        "--seed",
        "3",
        "-n",
        "100_000",
        "--csv",
    ]);
    assert_eq!(csv.lines().count(), 3);
    assert!(csv.lines().next().unwrap().contains("gap.variance_se"));
    // laroche-nes: seed 000's flood, drought and puzzle stars, in the
    // order of the rating columns.
    assert!(csv.contains("2/0/5"), "{csv}");
    // The plug-in entropy over 7^5 cells needs many pieces to settle.
    let json = json_of(&[
        "compare",
        "memoryless",
        "--seed",
        "3",
        "-n",
        "2e6",
        "--json",
    ]);
    // Every seed in the JSON is a string, the master seed too.
    assert_eq!(json["master_seed"], "3");
    let row = &json["randomizers"][0];
    assert!(row["ratings"]["puzzle_factor"].as_f64().unwrap() > 4.9);
    assert!(
        row["metrics"]["gap.variance"]["standard_error"]
            .as_f64()
            .is_some()
    );
}

/// `sweep` reproduces seed 002's analysis shape: a row per denominator
/// with `frequency_std`.
#[test]
fn sweep_averages_metrics_over_trials() {
    let csv = stdout_of(&[
        "sweep",
        "weighted:denominator=1.0..1.2:0.1",
        "--trials",
        "5",
        "--length",
        "50",
        "--seed",
        "1",
        "--metrics",
        "frequency_std,conditional_entropy.1",
        "--csv",
    ]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "denominator,frequency_std,frequency_std_se,conditional_entropy.1,conditional_entropy.1_se"
    );
    assert_eq!(lines.len(), 3);
    assert!(lines[2].starts_with("1.1,"));
    let metrics = stdout_of(&["sweep", "--list-metrics"]);
    assert!(metrics.lines().any(|l| l == "drought.I.p_at_least.13"));
}

/// `compare` takes `--rng` as `stats` does: every randomizer that draws
/// generic numbers runs on it, and a game's refuses another.
#[test]
fn compare_runs_on_the_generator_asked_for() {
    let json = json_of(&[
        "compare",
        "weighted",
        "laroche-tgm",
        "--rng",
        "python",
        "--seed",
        "1",
        "-n",
        "10000",
        "--json",
    ]);
    for row in json["randomizers"].as_array().unwrap() {
        assert_eq!(row["generator"], "python", "{row}");
    }
    let stderr = input_error(&["compare", "tetrio-7-bag", "--rng", "python", "--seed", "1"]);
    assert!(stderr.contains("always uses minstd"), "{stderr}");
}

/// One flag vocabulary: `--metric` in `sweep` and `plot sweep`, each also
/// spelt `--metrics`; `--seed`'s help says what each generator takes; a
/// run of one batch says "1 batch".
#[test]
fn flags_are_spelt_one_way_everywhere() {
    let sweep = |flag: &str| {
        stdout_of(&[
            "sweep",
            "weighted:denominator=1.0..1.2:0.1",
            "--trials",
            "2",
            "--length",
            "20",
            "--seed",
            "1",
            flag,
            "frequency_std",
            "--csv",
        ])
    };
    assert_eq!(sweep("--metric"), sweep("--metrics"));
    assert!(sweep("--metric").starts_with("denominator,frequency_std,frequency_std_se\n"));
    let plot = |flag: &str| {
        stdout_of(&[
            "plot",
            "sweep",
            "weighted:denominator=1.0..1.2:0.1",
            "--trials",
            "2",
            "--length",
            "20",
            "--seed",
            "1",
            flag,
            "gap.variance",
            "-o",
            "-",
        ])
    };
    assert_eq!(plot("--metric"), plot("--metrics"));
    // `plot game` plays games of its own lengths: its help documents no
    // count of pieces (and plot.rs checks it refuses one).
    assert!(!stdout_of(&["plot", "game", "--help"]).contains("--count"));
    let help = stdout_of(&["gen", "--help"]);
    for generator in tetrolab::rng::Generator::ALL {
        let line = format!("{}: {}", generator.name(), generator.seeds());
        assert!(
            help.replace('\n', " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(&line.split_whitespace().collect::<Vec<_>>().join(" ")),
            "{line} missing from gen --help:\n{help}"
        );
    }
    let one = stdout_of(&["stats", "7-bag", "-n", "100", "--seed", "1"]);
    assert!(one.contains("100 pieces in 1 batch of up to 100."), "{one}");
    let two = stdout_of(&["stats", "7-bag", "-n", "8192", "--seed", "1"]);
    assert!(
        two.contains("8192 pieces in 2 batches of up to 4096."),
        "{two}"
    );
}

#[test]
fn bad_input_gets_one_clear_message_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["gen", "tetrio-7bag"], "did you mean `tetrio-7-bag`"),
        (&["gen", "nosuch"], "tetrolab list"),
        (&["gen", "7-bag:size=3"], "takes no parameters"),
        (&["gen", "bag:colour=2"], "use contents, deal"),
        (&["gen", "bag:contents=IJQ"], "piece letters"),
        (&["gen", "weighted:denominator=0"], "ZeroDivisionError"),
        (&["gen", "weighted:denominator=inf"], "must be finite"),
        (
            &["gen", "weighted:denominator=1e-400"],
            "1e-400 is too close to 0",
        ),
        (&["gen", "weighted:denominator=1e400"], "1e400 is too large"),
        (&["gen", "7-BAG"], "did you mean `7-bag`"),
        (&["gen", "tgm3"], "did you mean `laroche-tgm3`"),
        (&["gen", "history:size=2,history=JLO"], "raise size"),
        (&["gen", "bag:deal=back,deal=front"], "given twice"),
        (&["gen", "bag:"], "is not a spec"),
        (
            &["gen", "tetrio-7-bag", "--rng", "python"],
            "always uses minstd",
        ),
        (
            &["gen", "7-bag", "--rng", "mt"],
            "--rng mt: not a generator",
        ),
        (&["gen", "7-bag", "--seed", "abc"], "--seed abc: not a seed"),
        (
            &["gen", "7-bag", "--seed", "-1"],
            "out of range for the default generator",
        ),
        (
            &["gen", "tetrio-7-bag", "--seed", "9007199254740992"],
            "JavaScript's safe integers",
        ),
        (
            &["gen", "tetrio-7-bag", "--seed", "-2147483646"],
            "stuck in state 0",
        ),
        (
            &["gen", "nes", "--seed", "0"],
            "not a state the nes-lfsr generator can be in",
        ),
        (&["gen", "nes", "--seed", "0x8989"], "try 0x8988"),
        (&["gen", "nes", "--seed", "0x10000"], "16-bit LFSR state"),
        (&["gen", "nes", "--rng", "default"], "always uses nes-lfsr"),
        (&["gen", "nes:frames=-1"], "whole number"),
        (&["gen", "tetrisgym-sps", "--seed", "0x000142"], "bad seeds"),
        (&["gen", "tetrisgym-sps", "--seed", "0x1000000"], "3 bytes"),
        (&["gen", "sega", "--seed", "0x100000000"], "32-bit seed"),
        (&["gen", "tgm1", "--seed", "-1"], "32-bit state"),
        (&["gen", "tap", "--rng", "minstd"], "always uses tgm"),
        (
            &["gen", "history:order=IJLOSTT"],
            "each of I J L O S T Z once",
        ),
        (&["gen", "ti:bug=maybe"], "one of off, on"),
        (
            &["gen", "7-bag", "--count", "ten"],
            "-n ten: not a whole number",
        ),
        (
            &["stats", "7-bag", "-n", "lots"],
            "-n lots: not a whole number",
        ),
        (&["stats", "nosuch"], "unknown randomizer"),
        (&["stats", "nes", "--seed", "1"], "not a state the nes-lfsr"),
        (&["compare", "7-bag", "bag:deal=up"], "one of front, back"),
        (&["compare", "--seed", "-3"], "master seed"),
        (&["sweep", "weighted:denominator=2..1:0.1"], "bad range"),
        (
            &["sweep", "weighted:denominator=-1..1:0.5"],
            "at `weighted:denominator=0`",
        ),
        (
            &["sweep", "weighted", "--metrics", "happiness"],
            "is not a metric",
        ),
        (&["sweep", "weighted", "--trials", "0"], "at least 1"),
        (&["gen", "7-bag", "--format", "xml"], "invalid value"),
        (&["gen"], "required"),
        (&["frobnicate"], "unrecognized subcommand"),
        (&["list", "nosuch"], "unknown randomizer"),
        (&["stats", "7-bag", "-n", "0"], "at least 1"),
        (&["compare", "7-bag", "-n", "0"], "at least 1"),
        (&["sweep", "weighted", "--length", "0"], "at least 1"),
        (&["gen", "7-bag", "-n", "1e30"], "-n 1e30: too large"),
        (&["gen", "7-bag", "-n", "_1_"], "-n _1_: not a whole number"),
        (&["gen", "7-bag", "-n", "2.55e1"], "not a whole number"),
        (
            &["sweep", "weighted:denominator=1..3:1e-6"],
            "the sweep has 2000000 points",
        ),
        (
            &["sweep", "weighted", "--length", "18446744073709551615"],
            "more than 2^64 pieces",
        ),
        (
            &["sweep", "weighted", "--trials", "18446744073709551615"],
            "more than 2^64 pieces",
        ),
    ];
    for (args, expected) in cases {
        let stderr = input_error(args);
        assert!(
            stderr.contains(expected),
            "{args:?}: expected {expected:?} in {stderr}"
        );
    }
}

/// An error repeats what was written, cut short when long: a 100 KB spec
/// gives a one-line message, not 100 KB of stderr.
#[test]
fn errors_never_echo_long_input_whole() {
    let long = format!("bag:contents={}", "Q".repeat(100_000));
    for args in [
        vec!["gen", long.as_str()],
        vec!["gen", "7-bag", "--seed", long.as_str()],
        vec!["sweep", long.as_str()],
        vec!["gen", "7-bag", "-n", long.as_str()],
    ] {
        let stderr = input_error(&args);
        assert!(
            stderr.len() < 1_000,
            "{} bytes: {}",
            stderr.len(),
            &stderr[..200]
        );
        assert!(
            stderr.contains("100013 characters") || stderr.contains("characters"),
            "{stderr}"
        );
    }
}

/// A sweep's memory does not grow with its trials' length: it streams each
/// trial in chunks (peak RSS measured on Linux; skipped elsewhere).
#[test]
fn sweeps_stream_their_trials() {
    let peak = |length: &str| -> Option<u64> {
        let output = std::process::Command::new("/usr/bin/time")
            .args([
                "-f",
                "%M",
                env!("CARGO_BIN_EXE_tetrolab"),
                "sweep",
                "memoryless",
            ])
            .args([
                "--trials",
                "2",
                "--length",
                length,
                "--seed",
                "1",
                "--metrics",
                "gap.variance",
            ])
            .output()
            .ok()?;
        let stderr = String::from_utf8(output.stderr).ok()?;
        stderr.lines().last()?.trim().parse().ok()
    };
    let (Some(short), Some(long)) = (peak("1000"), peak("20_000_000")) else {
        return;
    };
    assert!(
        long < short + 8_000,
        "{short} KB for 2 × 1000 pieces, {long} KB for 2 × 2e7"
    );
}
