//! The Numbers view's call: `stats` and a chart from one simulation where
//! the chart is drawn from that measurement, so the page never deals the
//! same pieces twice, and beside them `exact`'s answers for the very
//! randomizer and seed measured.

use js_sys::Function;
use serde::Serialize;
use tetrolab::analysis::exact::Exact;
use tetrolab::request::{ExactRequest, Given, StatsAnswer, StatsRequest};
use tetrolab::results::{Stats, flattened};
use tetrolab::spelling::{Spelled, Spelling};
use tetrolab::work::Unwatched;
use tetrolab_charts::chart::to_svg;
use tetrolab_charts::{PlotRequest, plot_measured};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options::{self, text};
use crate::progress::Reporter;
use crate::results::fresh_bits;

/// `numbers`' answer: `stats`' run, its chart and the exact answers.
#[derive(Debug, Serialize)]
struct Numbers {
    /// As `tetrolab stats SPEC --json` prints it.
    stats: Stats,
    /// As `tetrolab stats SPEC --csv` prints it.
    stats_csv: String,
    /// The chart, as `tetrolab plot CHART SPEC` draws it.
    chart: String,
    /// As `tetrolab exact SPEC --json` prints it (with `--seed S` when the
    /// randomizer's own generator makes the law the seed's cycle); `null`
    /// when there is none.
    exact: Option<Exact>,
    /// As `tetrolab exact SPEC --csv` prints it; `null` when there is no
    /// exact answer.
    exact_csv: Option<String>,
    /// Why there is no exact answer: the library's sentence (`null` when
    /// there is one).
    no_exact: Option<String>,
}

/// `stats` and the chart `chart` (a kind `plot` draws with its default
/// options) of one randomizer on one seed, and `exact`'s answers for the
/// same randomizer and seed: JSON `{stats, stats_csv, chart, exact,
/// exact_csv, no_exact}`, each `_csv` the library's table of the answer
/// before it as the command line's `--csv` writes it. A
/// chart drawn from a measurement (histogram, gap, drought, entropy) is
/// drawn from the very `count` pieces `stats` measured; one that deals
/// runs of its own (balance) keeps its own count for them. `options` are
/// `stats`' (`count`, `seed`, `rng`), `exact_options` `exact`'s but the
/// seed (`game_length`, `start`, `droughts`, `at_least`, `max_states`),
/// both checked before any work.
///
/// ```
/// let json = tetrolab_web::numbers("7-bag", "gap", r#"{"count":7000,"seed":1}"#, "", None)?;
/// assert!(json.starts_with(r#"{"stats":{"spec":"7-bag""#), "{json}");
/// assert!(json.contains(r#""pieces":7000"#) && json.contains("<svg"), "{json}");
/// assert!(json.contains(r#""repeat_probability":"1/49""#), "{json}"); // exact's fraction
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Bad options, spec or chart kind, or a run past where the source stops.
#[wasm_bindgen]
pub fn numbers(
    spec: &str,
    chart: &str,
    options: &str,
    exact_options: &str,
    progress: Option<Function>,
) -> Result<String, Failure> {
    let options = options::with(options, &[("spec", text(spec))])?;
    let stats = StatsRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let exact = ExactRequest::from_options(&options::with(exact_options, &[("spec", text(spec))])?)
        .map_err(|e| Failure::spelled(&e))?;
    let run = stats
        .resolve(fresh_bits())
        .map_err(|e| Failure::spelled(&e))?
        .value;
    let (exact, no_exact) = match exact.beside(run.dealing()).answer(&Unwatched) {
        Ok(exact) => (Some(exact), None),
        Err(refused) => (None, Some(refused.message(Spelling::WEB))),
    };
    let mut drawing = options::with("", &[("kind", text(chart)), ("specs", text(spec))])?;
    drawing.set("seed", Given::Text(run.dealing().seed().to_string()));
    if let Some(rng) = stats.rng {
        drawing.set("rng", Given::Text(rng.name().to_owned()));
    }
    let mut request = PlotRequest::from_options(&drawing, 0).map_err(|e| Failure::spelled(&e))?;
    if request.kind.draws_a_measurement() {
        request.count = Some(stats.count);
    }
    Reporter::run(progress, |reporter| {
        let drawn = plot_measured(&request, reporter).map_err(|e| Failure::chart(&e))?;
        let stats = match drawn.measured.first() {
            Some((subject, measured)) => Stats::new(&subject.dealing, &measured.study, None),
            None => match run.measure(reporter).map_err(|e| Failure::spelled(&e))? {
                StatsAnswer::Run { stats, .. } => stats,
                StatsAnswer::Part(_) => unreachable!("the Numbers view asks for no part"),
            },
        };
        json(&Numbers {
            stats_csv: stats.table().to_csv(),
            stats,
            chart: to_svg(&drawn.chart),
            exact_csv: exact.as_ref().map(|exact| flattened(exact).to_csv()),
            exact,
            no_exact,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The measurement beside a chart is `stats`' own, for the kinds drawn
    /// from it and for those that deal their own runs.
    #[test]
    fn the_numbers_are_stats_own() {
        let run = r#"{"count":7000,"seed":5}"#;
        let alone = crate::stats("tetrio-14-bag", run, None).unwrap();
        for chart in ["histogram", "gap", "drought", "entropy", "balance"] {
            let answer: serde_json::Value =
                serde_json::from_str(&numbers("tetrio-14-bag", chart, run, "", None).unwrap())
                    .unwrap();
            let stats: serde_json::Value = serde_json::from_str(&alone).unwrap();
            assert_eq!(answer["stats"], stats, "{chart}");
            assert!(
                answer["chart"].as_str().unwrap().starts_with("<svg"),
                "{chart}"
            );
        }
    }

    /// The exact answers are `exact`'s for the run's own seed where the
    /// randomizer's generator makes the law that seed's cycle.
    #[test]
    fn the_exact_answers_follow_the_seed_measured() {
        for (spec, seed) in [("sega", 1u64), ("nes", 2), ("7-bag", 1)] {
            let run = format!(r#"{{"count":1000,"seed":{seed}}}"#);
            let answer: serde_json::Value =
                serde_json::from_str(&numbers(spec, "gap", &run, "", None).unwrap()).unwrap();
            let mut cli = vec![("spec", text(spec))];
            if spec != "7-bag" {
                cli.push(("seed", Given::Text(seed.to_string())));
            }
            let request = ExactRequest::from_options(&options::with("", &cli).unwrap()).unwrap();
            let expected = serde_json::to_value(request.answer(&Unwatched).unwrap()).unwrap();
            // The chain's floats may differ in their last bit from one
            // solve to the next; its seed, law and fractions may not.
            for key in ["seed", "law", "fractions"] {
                assert!(answer["exact"][key] == expected[key], "{spec} {key}");
            }
            assert!(answer["no_exact"].is_null(), "{spec}");
        }
    }

    #[test]
    fn a_bad_game_length_is_the_librarys_sentence() {
        for bad in ["abc", "-3"] {
            let options = format!(r#"{{"game_length":"{bad}"}}"#);
            let refused = numbers("7-bag", "gap", r#"{"count":1000}"#, &options, None).unwrap_err();
            assert!(
                refused.0.starts_with(&format!("game_length={bad}: ")),
                "{refused}"
            );
        }
    }

    #[test]
    fn an_unknown_chart_is_named() {
        let refused = numbers("7-bag", "pie", "", "", None).unwrap_err();
        assert!(
            refused.0.starts_with("kind=pie: not a chart kind"),
            "{refused}"
        );
    }
}
