//! `plot`: one chart as the SVG `tetrolab plot` writes, from the charts
//! crate's one request.

use js_sys::Function;
use serde::Deserialize;
use tetrolab::analysis::Metric;
use tetrolab_charts::chart::to_svg;
use tetrolab_charts::{KindOptions, PlotKind, PlotRequest, plot as draw};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::Failure;
use crate::options::{self, SeedText};
use crate::progress::Reporter;
use crate::results::{fresh_bits, spec_list};

/// `plot`'s options, each kind reading its own.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlotOptions {
    count: Option<u64>,
    seed: Option<SeedText>,
    rng: Option<String>,
    exact: Option<bool>,
    piece: Option<String>,
    trials: Option<u64>,
    at_least: Option<u64>,
    droughts: Option<String>,
    max_length: Option<u64>,
    games: Option<u64>,
    metric: Option<String>,
    length: Option<u64>,
    #[serde(default)]
    points: bool,
}

/// The chart `tetrolab plot KIND` draws, as SVG: `kind` is one of
/// weights, histogram, gap, drought, entropy, compare, balance, game,
/// sweep; `specs` a JSON array of specs (a sweep's template); `options`
/// the subcommand's flags in snake case (`count`, `seed`, `rng`, `exact`,
/// `piece`, `trials`, `at_least`, `droughts`, `max_length`, `games`,
/// `metric`, `length`, `points`).
///
/// ```
/// let svg = tetrolab_web::plot("histogram", r#"["7-bag"]"#, r#"{"count":700,"seed":1}"#, None)?;
/// assert!(svg.starts_with("<svg"));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// An unknown kind, bad options or specs, or a question the kind cannot
/// answer.
#[wasm_bindgen]
pub fn plot(
    kind: &str,
    specs: &str,
    options: &str,
    progress: Option<Function>,
) -> Result<String, Failure> {
    let o: PlotOptions = options::read(options)?;
    let specs = spec_list(specs)?;
    let positive = |name, value: Option<u64>| value.map(|n| options::positive(name, n)).transpose();
    let kind = PlotKind::named(
        kind,
        &KindOptions {
            piece: o.piece.as_deref().map(options::piece).transpose()?,
            trials: positive("trials", o.trials)?,
            at_least: positive("at_least", o.at_least)?,
            droughts: options::droughts(o.droughts.as_deref())?,
            max_length: positive("max_length", o.max_length)?,
            games: positive("games", o.games)?,
            metric: o
                .metric
                .as_deref()
                .map(|name| name.parse::<Metric>().map_err(|e| Failure::spelled(&e)))
                .transpose()?,
            length: positive("length", o.length)?,
            points: o.points,
        },
    )
    .map_err(|e| Failure::chart(&e))?;
    let count = o.count.map(|n| options::positive("count", n)).transpose()?;
    let seed = options::seed_choice(options::seed_option(o.seed.as_ref())?, fresh_bits());
    let request = PlotRequest {
        kind,
        specs: &specs,
        count,
        exact: o.exact.unwrap_or(true),
        rng: options::rng(o.rng.as_deref())?,
        seed,
    };
    let chart = Reporter::run(progress, |reporter| draw(&request, reporter))
        .map_err(|e| Failure::chart(&e))?;
    Ok(to_svg(&chart))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_kind_is_named() {
        let refused = plot("pie", r#"["7-bag"]"#, "", None).unwrap_err();
        assert!(
            refused.0.starts_with("`pie` is not a chart kind"),
            "{refused}"
        );
    }

    #[test]
    fn specs_are_a_json_array() {
        let refused = plot("histogram", "7-bag", "", None).unwrap_err();
        assert!(refused.0.starts_with("specs `7-bag`"), "{refused}");
    }
}
