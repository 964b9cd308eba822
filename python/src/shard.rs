//! Monte Carlo across machines: `stats(..., partial=True, batches=range(a, b))`
//! measures some of a run's batches as the partial result `tetrolab stats
//! --partial FILE` writes (the same JSON, so Python's and the command
//! line's parts merge together), and `merge` gives back exactly what
//! `stats` gives for the whole run, whatever the split. The library's
//! `simulate_part` and `merge` do the work, as they do for the CLI.

use std::ops::Range;

use pyo3::prelude::*;
use tetrolab::analysis::{GamePlan, Partial, merge as merge_parts, part_seed, simulate_part};
use tetrolab::results::Stats;

use crate::args::{self, to_python};
use crate::deal::dealing;
use crate::error::{part_error, spelled};
use crate::interrupt;

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add_function(wrap_pyfunction!(run_batches, m)?)?;
    Ok(())
}

/// The batches of a run of `count` pieces, as `range(0, n)`: what
/// `batches=` picks from.
#[pyfunction]
fn run_batches(py: Python<'_>, count: u64) -> PyResult<Bound<'_, PyAny>> {
    args::positive("count", count)?;
    let every = Partial::every_batch(count);
    py.import("builtins")?
        .getattr("range")?
        .call1((every.start, every.end))
}

/// `tetrolab stats SPEC --partial FILE [--batches A..B]`: batches
/// `batches` (every batch when `None`) of the run of `count` pieces, as
/// the partial result's JSON. A seed is required.
pub fn partial<'py>(
    py: Python<'py>,
    spec: &str,
    count: u64,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
    game: Option<GamePlan>,
    batches: Option<Range<u64>>,
) -> PyResult<Bound<'py, PyAny>> {
    part_seed(args::seed(seed)?).map_err(|e| spelled(&e))?;
    let dealing = dealing(py, spec, seed, rng)?;
    let batches = batches.unwrap_or_else(|| Partial::every_batch(count));
    let part = interrupt::run(py, move |watch| {
        simulate_part(&dealing, count, game.as_ref(), batches, &*watch)
    })?
    .map_err(|e| part_error(&e))?;
    to_python(py, &part)
}

/// `tetrolab merge FILE...`: the parts of one run (their dicts), merged
/// into `stats`' dict for the whole run. Errors name a part by its place,
/// `parts[i]`.
#[pyfunction]
fn merge<'py>(py: Python<'py>, parts: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
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
    to_python(
        py,
        &Stats::new(&merged.dealing, &merged.study, merged.games.as_ref()),
    )
}
