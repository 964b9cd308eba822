//! `plot`: one chart as the SVG `tetrolab plot` writes, from the charts
//! crate's one request.

use js_sys::Function;
use tetrolab_charts::chart::to_svg;
use tetrolab_charts::{PlotRequest, plot as draw};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::Failure;
use crate::options::{self, spec_list, text};
use crate::progress::Reporter;
use crate::results::fresh_bits;

/// `plot`'s options, each kind reading its own.
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
    let options = options::with(
        options,
        &[("kind", text(kind)), ("specs", spec_list(specs)?)],
    )?;
    let request =
        PlotRequest::from_options(&options, fresh_bits()).map_err(|e| Failure::spelled(&e))?;
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
            refused.0.starts_with("kind=pie: not a chart kind"),
            "{refused}"
        );
    }

    #[test]
    fn specs_are_a_json_array() {
        let refused = plot("histogram", "7-bag", "", None).unwrap_err();
        assert!(refused.0.starts_with("specs `7-bag`"), "{refused}");
    }
}
