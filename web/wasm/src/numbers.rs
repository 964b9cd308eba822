//! The Numbers view's call: `stats` and a chart from one simulation where
//! the chart is drawn from that measurement, so the page never deals the
//! same pieces twice.

use js_sys::Function;
use serde::Serialize;
use tetrolab::request::{Given, StatsAnswer, StatsRequest};
use tetrolab::results::Stats;
use tetrolab_charts::chart::to_svg;
use tetrolab_charts::{PlotRequest, plot_measured};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options::{self, text};
use crate::progress::Reporter;
use crate::results::fresh_bits;

/// `numbers`' options: `stats`' run.
#[derive(Debug, Serialize)]
struct Numbers {
    /// As `tetrolab stats SPEC --json` prints it.
    stats: Stats,
    /// The chart, as `tetrolab plot CHART SPEC` draws it.
    chart: String,
}

/// `stats` and the chart `chart` (a kind `plot` draws with its default
/// options) of one randomizer on one seed: JSON `{stats, chart}`. A chart
/// drawn from a measurement (histogram, gap, drought, entropy) is drawn
/// from the very `count` pieces `stats` measured; one that deals runs of
/// its own (balance) keeps its own count for them.
///
/// ```
/// let json = tetrolab_web::numbers("7-bag", "gap", r#"{"count":7000,"seed":1}"#, None)?;
/// assert!(json.starts_with(r#"{"stats":{"spec":"7-bag""#), "{json}");
/// assert!(json.contains(r#""pieces":7000"#) && json.contains("<svg"), "{json}");
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
    progress: Option<Function>,
) -> Result<String, Failure> {
    let options = options::with(options, &[("spec", text(spec))])?;
    let stats = StatsRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let run = stats
        .resolve(fresh_bits())
        .map_err(|e| Failure::spelled(&e))?
        .value;
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
            stats,
            chart: to_svg(&drawn.chart),
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
                serde_json::from_str(&numbers("tetrio-14-bag", chart, run, None).unwrap()).unwrap();
            let stats: serde_json::Value = serde_json::from_str(&alone).unwrap();
            assert_eq!(answer["stats"], stats, "{chart}");
            assert!(
                answer["chart"].as_str().unwrap().starts_with("<svg"),
                "{chart}"
            );
        }
    }

    #[test]
    fn an_unknown_chart_is_named() {
        let refused = numbers("7-bag", "pie", "", None).unwrap_err();
        assert!(
            refused.0.starts_with("kind=pie: not a chart kind"),
            "{refused}"
        );
    }
}
