//! `stats`' answer: one randomizer measured, every statistic with its
//! standard error and interval, and per-game odds when asked for.

use std::collections::BTreeMap;

use serde::Serialize;

use super::table::{Table, headers};
use crate::Dealing;
use crate::analysis::{Estimate, FAMILIES, Game, GameStudy, Study, Summary};

/// Per-game odds measured, in the shape `exact` gives them.
#[derive(Debug, Clone, Serialize)]
pub struct GameReport {
    #[serde(flatten)]
    values: Game,
    /// How many games were played.
    games: u64,
}

/// A measured randomizer: what was dealt, every statistic, and every
/// estimate's standard error and 95 % interval, by metric name.
#[derive(Debug, Clone, Serialize)]
pub struct Stats {
    /// The randomizer.
    pub spec: String,
    /// Its generator.
    pub generator: &'static str,
    /// The seed of batch 0 (later batches' seeds derive from it).
    pub seed: String,
    /// How many batches the pieces were dealt in.
    pub batches: u64,
    /// Pieces in the largest batch.
    pub batch_pieces: u64,
    /// What each family of statistics means.
    pub definitions: BTreeMap<&'static str, &'static str>,
    /// Every statistic.
    #[serde(flatten)]
    pub summary: Summary,
    /// Per-game odds, when games were played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<GameReport>,
    /// Each estimate's standard error, by metric name.
    pub standard_errors: BTreeMap<String, f64>,
    /// Each estimate's 95 % confidence interval, by metric name.
    pub ci95: BTreeMap<String, [f64; 2]>,
    /// Every estimate by metric name, in the metrics' order (the CSV's
    /// rows); not serialised (the fields above hold it).
    #[serde(skip)]
    pub estimates: Vec<(String, Estimate)>,
}

impl Stats {
    /// The answer for a simulation of `dealing` and, if played, its games.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::analysis::simulate;
    /// use tetrolab::results::Stats;
    /// let dealing = Dealing::new("7-bag".parse()?, None, 1u64.into())?;
    /// let study = simulate(&dealing, 100_000, &tetrolab::work::Unwatched)?;
    /// let stats = Stats::new(&dealing, &study, None);
    /// assert_eq!(stats.seed, "1");
    /// assert!(stats.ci95.contains_key("gap.variance"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(dealing: &Dealing, study: &Study, games: Option<&GameStudy>) -> Stats {
        let estimates: Vec<(String, Estimate)> = study
            .estimates
            .iter()
            .map(|(m, e)| (m.to_string(), *e))
            .chain(games.map(game_estimates).unwrap_or_default())
            .collect();
        Stats {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name(),
            seed: dealing.seed().to_string(),
            batches: study.plan.batches(),
            batch_pieces: study.plan.largest_batch(),
            definitions: FAMILIES.into_iter().collect(),
            summary: study.summary.clone(),
            game: games.map(|g| GameReport {
                values: g.values(),
                games: g.games,
            }),
            standard_errors: estimates
                .iter()
                .filter_map(|(m, e)| e.standard_error.map(|se| (m.clone(), se)))
                .collect(),
            ci95: estimates
                .iter()
                .filter_map(|(m, e)| e.ci95().map(|(low, high)| (m.clone(), [low, high])))
                .collect(),
            estimates,
        }
    }

    /// Every estimate as a row: its name, value, standard error and 95 %
    /// interval, each number in full (`stats --csv`; blank where a
    /// statistic has no error).
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::analysis::simulate;
    /// use tetrolab::results::Stats;
    /// let dealing = Dealing::new("7-bag".parse()?, None, 1u64.into())?;
    /// let stats = Stats::new(&dealing, &simulate(&dealing, 70_000, &tetrolab::work::Unwatched)?, None);
    /// let table = stats.table();
    /// assert_eq!(table.headers, ["metric", "value", "standard_error", "ci95_low", "ci95_high"]);
    /// assert!(table.rows.iter().any(|row| row[0] == "drought.max" && row[1] == "12"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn table(&self) -> Table {
        let cell = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
        Table {
            headers: headers(&["metric", "value", "standard_error", "ci95_low", "ci95_high"]),
            rows: self
                .estimates
                .iter()
                .map(|(metric, estimate)| {
                    let ci = estimate.ci95();
                    vec![
                        metric.clone(),
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
