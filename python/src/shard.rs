//! Monte Carlo across machines: `stats(..., partial=True, batches=range(a, b))`
//! measures some of a run's batches as the partial result `tetrolab stats
//! --partial FILE` writes (the same JSON, so Python's and the command
//! line's parts merge together), and `merge` gives back exactly what
//! `stats` gives for the whole run, whatever the split. The library's
//! `simulate_part` and `merge` do the work, as they do for the CLI.

use pyo3::prelude::*;
use tetrolab::analysis::{Partial, merge as merge_parts};
use tetrolab::results::Stats;

use crate::args::{to_python, whole};
use crate::error::spelled;
use crate::results::{EstimateRow, estimates};

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add_function(wrap_pyfunction!(run_batches, m)?)?;
    Ok(())
}

/// The batches of a run of `count` pieces, as `range(0, n)`: what
/// `batches=` picks from.
#[pyfunction]
fn run_batches<'py>(py: Python<'py>, count: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let count = whole("count", count, 1)?;
    let every = Partial::every_batch(count);
    py.import("builtins")?
        .getattr("range")?
        .call1((every.start, every.end))
}

/// `tetrolab merge FILE...`: the parts of one run (their dicts), merged
/// into `stats`' dict for the whole run. Errors name a part by its place,
/// `parts[i]`.
#[pyfunction]
fn merge<'py>(
    py: Python<'py>,
    parts: Vec<Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyAny>, Vec<EstimateRow>)> {
    let dumps = py.import("json")?.getattr("dumps")?;
    let parts = parts
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let label = format!("parts[{i}]");
            let text: String = dumps.call1((part,))?.extract()?;
            let part = Partial::from_json(&text, &label).map_err(|e| spelled(&e))?;
            Ok((label, part))
        })
        .collect::<PyResult<Vec<_>>>()?;
    let merged = merge_parts(&parts).map_err(|e| spelled(&e))?;
    let stats = Stats::new(&merged.dealing, &merged.study, merged.games.as_ref());
    Ok((to_python(py, &stats)?, estimates(&stats)))
}
