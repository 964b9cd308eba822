//! `tetrolab stats`: measure one randomizer.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde::Serialize;
use tetrolab::Dealing;
use tetrolab::analysis::{
    Estimate, Game, GameStudy, Plan, Study, Summary, simulate, simulate_games,
};

use crate::cli::StatsArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::progress::Progress;
use crate::stats_text;
use crate::table::{Table, headers};

/// What each quantity means, carried into the JSON output.
pub const DEFINITIONS: [(&str, &str); 8] = [
    (
        "gap",
        "distance between consecutive occurrences of a piece (1 = immediate repeat); completed intervals only",
    ),
    (
        "drought",
        "gap - 1: the pieces strictly between two of a kind",
    ),
    ("flood", "a maximal run of one piece"),
    ("snake", "a maximal run of S and Z pieces"),
    (
        "balance",
        "count of a piece minus t/7 after every piece t, over all pieces",
    ),
    (
        "conditional_entropy",
        "H(next | previous k) in bits for k = 0..4, plug-in estimate from 5-gram counts",
    ),
    (
        "frequency_std",
        "seed 002's metric: pandas std (ddof 1) of the shares of the piece types seen",
    ),
    (
        "standard_errors",
        "batch means: the spread of per-batch values over sqrt(batches); extremes have none; ci95 is value +- Student's t(batches - 1) standard errors",
    ),
];

pub fn run(args: &StatsArgs) -> Result<(), CliError> {
    let dealing = args.dealing.resolve(args.spec.parse()?)?;
    CliError::refuse_halts(&dealing, Plan::for_pieces(args.count).streams())?;
    if let Some(length) = args.game_length {
        CliError::refuse_halts(&dealing, (0..args.games).map(|k| (k, length)))?;
    }
    let game_pieces = args.game_length.map_or(0, |n| n.saturating_mul(args.games));
    let progress = Progress::start(
        dealing.spec().name(),
        args.count.saturating_add(game_pieces),
    );
    let study = simulate(&dealing, args.count, &|n| progress.add(n));
    let games = args.game_length.map(|length| {
        simulate_games(&dealing, length, args.games, &args.at_least, &|n| {
            progress.add(n);
        })
    });
    drop(progress);
    let report = StatsReport::new(&dealing, &study, games.as_ref());
    export::print(&report, args.output.format())?;
    Ok(())
}

/// Per-game odds measured, in the shape `tetrolab exact` gives them.
#[derive(Debug, Serialize)]
pub struct GameReport {
    #[serde(flatten)]
    values: Game,
    /// How many games were played.
    games: u64,
}

/// Each per-game estimate by its dotted name
/// (`game.I.p_drought_at_least.13`).
pub fn game_estimates(study: &GameStudy) -> Vec<(String, Estimate)> {
    let mut all = Vec::new();
    for (piece, odds) in study.per_piece.iter() {
        let kinds = [
            ("p_drought_at_least", &odds.p_drought_at_least),
            ("expected_droughts", &odds.expected_droughts),
        ];
        for (kind, by_length) in kinds {
            for (l, &estimate) in by_length {
                all.push((format!("game.{piece}.{kind}.{l}"), estimate));
            }
        }
    }
    all
}

/// A measured randomizer: what was dealt, every statistic, and every
/// estimate's standard error and interval.
#[derive(Debug, Serialize)]
pub struct StatsReport<'a> {
    spec: String,
    generator: &'static str,
    seed: String,
    batches: u64,
    batch_pieces: u64,
    definitions: BTreeMap<&'static str, &'static str>,
    #[serde(flatten)]
    summary: &'a Summary,
    /// Per-game odds, with --game-length.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<GameReport>,
    /// Each estimate's standard error, by metric name.
    standard_errors: BTreeMap<String, f64>,
    /// Each estimate's 95 % confidence interval, by metric name.
    ci95: BTreeMap<String, [f64; 2]>,
    #[serde(skip)]
    pub dealing: &'a Dealing,
    #[serde(skip)]
    pub study: &'a Study,
    #[serde(skip)]
    pub games: Option<&'a GameStudy>,
}

impl<'a> StatsReport<'a> {
    pub fn new(
        dealing: &'a Dealing,
        study: &'a Study,
        games: Option<&'a GameStudy>,
    ) -> StatsReport<'a> {
        let per_game = games.map(game_estimates).unwrap_or_default();
        let estimates = || {
            study
                .estimates
                .iter()
                .map(|(m, e)| (m.to_string(), *e))
                .chain(per_game.iter().cloned())
        };
        StatsReport {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name(),
            seed: dealing.seed().to_string(),
            batches: study.plan.batches(),
            batch_pieces: study.plan.largest_batch(),
            definitions: DEFINITIONS.into_iter().collect(),
            summary: &study.summary,
            game: games.map(|g| GameReport {
                values: g.values(),
                games: g.games,
            }),
            standard_errors: estimates()
                .filter_map(|(m, e)| e.standard_error.map(|se| (m, se)))
                .collect(),
            ci95: estimates()
                .filter_map(|(m, e)| e.ci95().map(|(low, high)| (m, [low, high])))
                .collect(),
            dealing,
            study,
            games,
        }
    }
}

impl Report for StatsReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        stats_text::write(self, out)
    }

    /// Every estimate as a row: name, value, standard error, 95 % interval.
    fn table(&self) -> Table {
        let cell = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
        Table {
            headers: headers(&["metric", "value", "standard_error", "ci95_low", "ci95_high"]),
            rows: self
                .study
                .estimates
                .iter()
                .map(|(metric, estimate)| (metric.to_string(), *estimate))
                .chain(self.games.map(game_estimates).unwrap_or_default())
                .map(|(metric, estimate)| {
                    let ci = estimate.ci95();
                    vec![
                        metric,
                        estimate.value.to_string(),
                        cell(estimate.standard_error),
                        cell(ci.map(|c| c.0)),
                        cell(ci.map(|c| c.1)),
                    ]
                })
                .collect(),
        }
    }
}
