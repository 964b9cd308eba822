//! The Catalog view's call: every randomizer of the catalog compared at
//! once, exact where its chain fits the state budget, measured elsewhere.

use js_sys::Function;
use tetrolab::request::{CompareRequest, Given};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options;
use crate::results::measure_compared;

/// `tetrolab compare --exact` over every catalog entry: JSON
/// `{comparison, csv}`, `comparison` as `--json` prints it (each entry's
/// `exact` values where its chain is within the library's state budget,
/// its measured `metrics` always, with their samples) and `csv` as `--csv`
/// does. `options` are `compare`'s `count` and `seed`; `progress` is
/// called as pieces are dealt.
///
/// ```
/// let answer: serde_json::Value =
///     serde_json::from_str(&tetrolab_web::catalog_table(r#"{"count":700,"seed":1}"#, None)?).unwrap();
/// let bag = answer["comparison"]["randomizers"].as_array().unwrap().iter().find(|r| r["spec"] == "7-bag").unwrap();
/// assert_eq!(bag["exact"]["drought.max"], 12.0);
/// assert!(answer["csv"].as_str().unwrap().starts_with("randomizer,fidelity,values,"));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Bad options, or a run past where a source stops.
#[wasm_bindgen]
pub fn catalog_table(options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(
        options,
        &[
            ("specs", Given::List(Vec::new())),
            ("exact", Given::Flag(true)),
        ],
    )?;
    let request = CompareRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let comparison = measure_compared(&request, progress)?;
    json(&serde_json::json!({
        "csv": comparison.table(true).to_csv(),
        "comparison": comparison,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is `compare`'s over the whole catalog with exact values,
    /// on the same seeds.
    #[test]
    fn the_catalog_is_compares_over_every_entry() {
        let run = r#"{"count":700,"seed":2}"#;
        let answer: serde_json::Value =
            serde_json::from_str(&catalog_table(run, None).unwrap()).unwrap();
        let alone: serde_json::Value = serde_json::from_str(
            &crate::compare("[]", r#"{"count":700,"seed":2,"exact":true}"#, None).unwrap(),
        )
        .unwrap();
        let specs = |v: &serde_json::Value| -> Vec<String> {
            v["randomizers"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| format!("{} {} {}", r["spec"], r["seed"], r["metrics"]))
                .collect()
        };
        assert_eq!(specs(&answer["comparison"]), specs(&alone));
        let names = tetrolab::randomizer::catalog::entries().len();
        assert_eq!(
            answer["comparison"]["randomizers"]
                .as_array()
                .unwrap()
                .len(),
            names
        );
        assert_eq!(answer["comparison"]["exact"], true);
    }
}
