//! The Compare view's call: `compare`'s comparison and a chart drawn from
//! that very run, so the table and the chart show one simulation on one
//! set of seeds (and the chart has exact values exactly when the table
//! does).

use js_sys::Function;
use serde::Serialize;
use tetrolab::request::CompareRequest;
use tetrolab::results::Comparison;
use tetrolab_charts::PlotRequest;
use tetrolab_charts::chart::to_svg;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options::{self, spec_list, text};
use crate::results::measure_compared;

/// `comparison`'s answer: the comparison and its chart.
#[derive(Debug, Serialize)]
struct Charted {
    /// As `tetrolab compare SPEC… --json` prints it.
    comparison: Comparison,
    /// As `tetrolab compare SPEC… --csv` prints it.
    csv: String,
    /// The chart `chart` drawn from the comparison's measurements.
    chart: String,
}

/// `tetrolab compare SPEC… --json` and the chart `chart` (compare,
/// histogram, gap, drought or entropy) drawn from the same measurements:
/// JSON `{comparison, csv, chart}` (`csv` as `compare --csv` prints
/// it). `specs` is a JSON array (empty: every catalog entry); `options`
/// are `compare`'s (`count`, `exact`, `seed`, `rng`). Each randomizer is simulated once, on its seed derived from
/// the master seed, and the chart names those seeds.
///
/// ```
/// let json = tetrolab_web::comparison(r#"["7-bag","tgm1"]"#, "gap", r#"{"count":7000,"seed":3}"#, None)?;
/// let answer: serde_json::Value = serde_json::from_str(&json).unwrap();
/// let tgm1 = answer["comparison"]["randomizers"][1]["seed"].as_str().unwrap();
/// assert!(answer["chart"].as_str().unwrap().contains(tgm1));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Bad options, specs or chart kind (a kind that deals runs of its own
/// too), or a run past where a source stops.
#[wasm_bindgen]
pub fn comparison(
    specs: &str,
    chart: &str,
    options: &str,
    progress: Option<Function>,
) -> Result<String, Failure> {
    let specs = spec_list(specs)?;
    let request =
        CompareRequest::from_options(&options::with(options, &[("specs", specs.clone())])?)
            .map_err(|e| Failure::spelled(&e))?;
    let drawing = options::with("", &[("kind", text(chart)), ("specs", specs)])?;
    let kind = PlotRequest::from_options(&drawing, 0)
        .map_err(|e| Failure::spelled(&e))?
        .kind;
    if !kind.draws_a_measurement() {
        return Err(Failure::new(format!(
            "kind={chart}: not drawn from a comparison: write one of compare, histogram, gap, drought, entropy"
        )));
    }
    let comparison = measure_compared(&request, progress)?;
    let measured: Vec<_> = comparison
        .randomizers
        .iter()
        .map(|compared| compared.measured.clone())
        .collect();
    let chart = kind.draw(&measured).map_err(|e| Failure::chart(&e))?;
    json(&Charted {
        csv: comparison.table(true).to_csv(),
        comparison,
        chart: to_svg(&chart),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is `compare`'s own, and the chart is the one `plot` draws
    /// from the same measurements.
    #[test]
    fn the_table_is_compares_and_the_chart_is_drawn_from_it() {
        let specs = r#"["7-bag","memoryless","nes"]"#;
        for exact in [false, true] {
            let run = format!(r#"{{"count":7000,"seed":3,"exact":{exact}}}"#);
            let answer: serde_json::Value =
                serde_json::from_str(&comparison(specs, "compare", &run, None).unwrap()).unwrap();
            let alone: serde_json::Value =
                serde_json::from_str(&crate::compare(specs, &run, None).unwrap()).unwrap();
            assert_eq!(answer["comparison"], alone, "exact {exact}");
            let chart = answer["chart"].as_str().unwrap();
            let seeds: Vec<&str> = alone["randomizers"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["seed"].as_str().unwrap())
                .collect();
            assert!(
                chart.contains(&format!("seeds {}", seeds.join(", "))),
                "{chart}"
            );
            assert_eq!(chart.contains("(exact)"), exact, "exact {exact}");
        }
    }

    #[test]
    fn a_chart_that_deals_its_own_runs_is_refused() {
        let refused = comparison(r#"["7-bag"]"#, "balance", "", None).unwrap_err();
        assert!(refused.0.starts_with("kind=balance: "), "{refused}");
        let refused = comparison(r#"["7-bag"]"#, "pie", "", None).unwrap_err();
        assert!(
            refused.0.starts_with("kind=pie: not a chart kind"),
            "{refused}"
        );
    }
}
