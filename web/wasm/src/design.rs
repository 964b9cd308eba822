//! The Design view's call: `frontier`'s answer and the scatter `plot
//! frontier` draws from it, so the table and the chart show one
//! evaluation.

use js_sys::Function;
use serde::Serialize;
use tetrolab::analysis::frontier::Frontier;
use tetrolab::request::FrontierRequest;
use tetrolab_charts::chart::to_svg;
use tetrolab_charts::plots;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options;
use crate::progress::Reporter;

/// `frontier`'s answer: the frontier and its scatter.
#[derive(Debug, Serialize)]
struct Charted {
    /// As `tetrolab frontier --json` prints it.
    frontier: Frontier,
    /// The scatter of the two axes, or `None` when none were named and
    /// the front was not judged on exactly two objectives.
    chart: Option<String>,
}

/// `tetrolab frontier --json` and the scatter `tetrolab plot frontier`
/// draws from the same answer: JSON `{frontier, chart}`. `options` are
/// `frontier`'s (`space`, a list of spec templates in the sweep's range
/// syntax; `minimize`, `maximize`, lists of objectives; `where`, bounds;
/// `game_length`); `axes` is a JSON array of the two judged objectives to
/// draw, across then up (an empty text: the two judged ones, and no
/// chart when there are not two); `progress` is called as laws are
/// evaluated.
///
/// ```
/// let options = r#"{"space":["7-bag","memoryless","history:size=4,rolls=2..7:2"]}"#;
/// let answer: serde_json::Value = serde_json::from_str(&tetrolab_web::frontier(
///     options,
///     r#"["repeat_probability","guess_accuracy"]"#,
///     None,
/// )?).unwrap();
/// assert_eq!(answer["frontier"]["designs_in_space"], 5);
/// assert!(answer["chart"].as_str().unwrap().starts_with("<svg"));
/// let refused = tetrolab_web::frontier(r#"{"where":"drought.max<<3"}"#, "", None).unwrap_err();
/// assert!(refused.to_string().starts_with("where=drought.max<<3: not a bound"), "{refused}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A refused request, axes that are not two judged objectives, or
/// stopped.
#[wasm_bindgen]
pub fn frontier(options: &str, axes: &str, progress: Option<Function>) -> Result<String, Failure> {
    let request = FrontierRequest::from_options(&options::read(options)?)
        .map_err(|e| Failure::spelled(&e))?;
    let axes = read_axes(axes)?;
    let frontier =
        Reporter::run(progress, |watch| request.answer(watch)).map_err(|e| Failure::spelled(&e))?;
    let chart = match &axes[..] {
        [across, up] => Some(plots::frontier_axes(&frontier, across, up)),
        _ if frontier.objectives.len() == 2 => Some(plots::frontier(&frontier)),
        _ => None,
    }
    .transpose()
    .map_err(|e| Failure::chart(&e))?;
    json(&Charted {
        frontier,
        chart: chart.as_ref().map(to_svg),
    })
}

/// The axes as given: none, or two names.
fn read_axes(axes: &str) -> Result<Vec<String>, Failure> {
    if axes.trim().is_empty() {
        return Ok(Vec::new());
    }
    serde_json::from_str::<Vec<String>>(axes.trim())
        .ok()
        .filter(|names| names.len() == 2)
        .ok_or_else(|| {
            Failure::new(format!(
                "axes {}: not two objectives: write a JSON array of the one across and the one up, such as [\"repeat_probability\",\"guess_accuracy\"]",
                tetrolab::quote::quoted(axes)
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPACE: &str = r#"["7-bag","14-bag","memoryless","history:size=1..3:1,rolls=2..5:2"]"#;

    /// The frontier is the library request's own answer, and the chart is
    /// `plot frontier`'s drawing of it.
    #[test]
    fn the_frontier_is_the_requests_and_the_chart_plot_frontiers() {
        let options = format!(r#"{{"space":{SPACE},"minimize":"drought.max,guess_accuracy"}}"#);
        let answer: serde_json::Value =
            serde_json::from_str(&frontier(&options, "", None).unwrap()).unwrap();
        let request = FrontierRequest {
            space: serde_json::from_str(SPACE).unwrap(),
            minimize: vec!["drought.max".into(), "guess_accuracy".into()],
            ..FrontierRequest::new()
        };
        let expected = request.answer(&tetrolab::work::Unwatched).unwrap();
        assert_same(
            &answer["frontier"],
            &serde_json::to_value(&expected).unwrap(),
        );
        let drawn = to_svg(&plots::frontier(&expected).unwrap());
        assert_eq!(answer["chart"], drawn.as_str());
        // Swapped axes draw the other way round; three objectives and no
        // axes draw nothing.
        let swapped: serde_json::Value = serde_json::from_str(
            &frontier(&options, r#"["guess_accuracy","drought.max"]"#, None).unwrap(),
        )
        .unwrap();
        assert_ne!(swapped["chart"], drawn.as_str());
        let three = format!(r#"{{"space":{SPACE}}}"#);
        let answer: serde_json::Value =
            serde_json::from_str(&frontier(&three, "", None).unwrap()).unwrap();
        assert!(answer["chart"].is_null());
    }

    /// Two JSON values with the same keys, texts and booleans, and numbers
    /// equal to 12 significant digits: two evaluations of one space in
    /// one process can differ in a float's last bit (the library's order
    /// of summation is not fixed: see the report on this branch).
    fn assert_same(a: &serde_json::Value, b: &serde_json::Value) {
        use serde_json::Value::{Array, Number, Object};
        match (a, b) {
            (Number(x), Number(y)) => {
                let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
                assert!((x - y).abs() <= 1e-12 * x.abs().max(1.0), "{x} != {y}");
            }
            (Array(x), Array(y)) => {
                assert_eq!(x.len(), y.len(), "{a} != {b}");
                x.iter().zip(y).for_each(|(x, y)| assert_same(x, y));
            }
            (Object(x), Object(y)) => {
                assert!(x.keys().eq(y.keys()), "{a} != {b}");
                x.values()
                    .zip(y.values())
                    .for_each(|(x, y)| assert_same(x, y));
            }
            _ => assert_eq!(a, b),
        }
    }

    #[test]
    fn bad_axes_are_one_sentence() {
        let options = format!(r#"{{"space":{SPACE}}}"#);
        let refused = frontier(&options, r#"["drought.max"]"#, None).unwrap_err();
        assert!(refused.0.starts_with("axes "), "{refused}");
        let refused = frontier(&options, r#"["flood.max","guess_accuracy"]"#, None).unwrap_err();
        assert!(
            refused
                .0
                .contains("is not an objective the front was judged on"),
            "{refused}"
        );
    }
}
