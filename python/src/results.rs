//! The analysis commands, each returning the library's result as the
//! Python objects of the JSON `tetrolab CMD --json` prints: the same
//! library calls the command line makes, with the same defaults.

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use tetrolab::analysis::Metric;
use tetrolab::request::{
    CompareRequest, DealRequest, ExactRequest, FrontierRequest, IdentifyRequest, PredictRequest,
    SeedsRequest, StatsAnswer, StatsRequest, SweepRequest,
};
use tetrolab::results::{Listing, Stats};

use crate::args::{announced, fresh_bits, request, text, to_python};
use crate::error::{bad, call};
use crate::interrupt;

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(catalog, m)?)?;
    m.add_function(wrap_pyfunction!(metrics, m)?)?;
    m.add_function(wrap_pyfunction!(stats, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(sweep, m)?)?;
    m.add_function(wrap_pyfunction!(exact, m)?)?;
    m.add_function(wrap_pyfunction!(frontier, m)?)?;
    m.add_function(wrap_pyfunction!(identify, m)?)?;
    m.add_function(wrap_pyfunction!(predict, m)?)?;
    m.add_function(wrap_pyfunction!(seeds, m)?)?;
    m.add_function(wrap_pyfunction!(trace, m)?)?;
    Ok(())
}

/// Every randomizer (`tetrolab list --json`), or one (`list NAME`).
#[pyfunction]
#[pyo3(signature = (name=None))]
fn catalog<'py>(py: Python<'py>, name: Option<&Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
    let listing = match name {
        None => Listing::all(),
        Some(name) => Listing::one(&text("name", name)?).map_err(bad)?,
    };
    to_python(py, &listing)
}

/// Every metric's name, as `sweep(metrics=...)` takes them.
#[pyfunction]
fn metrics() -> Vec<String> {
    Metric::all().iter().map(Metric::to_string).collect()
}

/// `tetrolab stats SPEC --json`; with `partial`, `stats --partial FILE
/// [--batches A..B]`'s partial result instead.
#[pyfunction]
#[pyo3(signature = (spec, count=None, *, seed=None, rng=None, game_length=None, games=None, at_least=None, droughts=None, partial=None, batches=None))]
#[allow(clippy::too_many_arguments)]
fn stats<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    count: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&Bound<'py, PyAny>>,
    game_length: Option<&Bound<'py, PyAny>>,
    games: Option<&Bound<'py, PyAny>>,
    at_least: Option<&Bound<'py, PyAny>>,
    droughts: Option<&Bound<'py, PyAny>>,
    partial: Option<&Bound<'py, PyAny>>,
    batches: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyAny>, Option<Vec<EstimateRow>>)> {
    let request = request(
        StatsRequest::from_options,
        &[
            ("spec", Some(spec)),
            ("count", count),
            ("seed", seed),
            ("rng", rng),
            ("game_length", game_length),
            ("games", games),
            ("at_least", at_least),
            ("droughts", droughts),
            ("partial", partial),
            ("batches", batches),
        ],
    )?;
    let run = announced(
        py,
        request.resolve(fresh_bits()).map_err(|e| call(&e.into()))?,
    )?;
    let answer = interrupt::run(py, move |watch| run.measure(&*watch))?.map_err(|e| call(&e))?;
    match answer {
        StatsAnswer::Run { stats, .. } => Ok((to_python(py, &stats)?, Some(estimates(&stats)))),
        StatsAnswer::Part(part) => Ok((to_python(py, &part)?, None)),
    }
}

/// One estimate as `stats --csv` writes it: metric, value, standard
/// error, 95 % interval (`None` where there is none).
pub type EstimateRow = (String, f64, Option<f64>, Option<f64>, Option<f64>);

/// Every estimate of a result, in the metrics' order, for
/// `Result.to_pandas()`.
pub fn estimates(stats: &Stats) -> Vec<EstimateRow> {
    stats
        .estimates
        .iter()
        .map(|(metric, estimate)| {
            let interval = estimate.ci95();
            (
                metric.clone(),
                estimate.value,
                estimate.standard_error,
                interval.map(|(low, _)| low),
                interval.map(|(_, high)| high),
            )
        })
        .collect()
}

/// `tetrolab compare SPEC… --json`: every catalog entry when no spec is
/// given; each on its own seed derived from one master seed.
#[pyfunction]
#[pyo3(signature = (*specs, count=None, exact=None, seed=None))]
fn compare<'py>(
    py: Python<'py>,
    specs: &Bound<'py, PyTuple>,
    count: Option<&Bound<'py, PyAny>>,
    exact: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        CompareRequest::from_options,
        &[
            ("specs", Some(specs.as_any())),
            ("count", count),
            ("exact", exact),
            ("seed", seed),
        ],
    )?;
    let run = announced(
        py,
        request.resolve(fresh_bits()).map_err(|e| call(&e.into()))?,
    )?;
    let comparison =
        interrupt::run(py, move |watch| run.measure(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &comparison)
}

/// `tetrolab sweep TEMPLATE --json`.
#[pyfunction]
#[pyo3(signature = (template, *, trials=None, length=None, metrics=None, seed=None, rng=None))]
fn sweep<'py>(
    py: Python<'py>,
    template: &Bound<'py, PyAny>,
    trials: Option<&Bound<'py, PyAny>>,
    length: Option<&Bound<'py, PyAny>>,
    metrics: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        SweepRequest::from_options,
        &[
            ("template", Some(template)),
            ("trials", trials),
            ("length", length),
            ("metrics", metrics),
            ("seed", seed),
            ("rng", rng),
        ],
    )?;
    let run = announced(
        py,
        request.resolve(fresh_bits()).map_err(|e| call(&e.into()))?,
    )?;
    let swept = interrupt::run(py, move |watch| run.measure(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &swept)
}

/// `tetrolab exact SPEC --json`.
#[pyfunction]
#[pyo3(signature = (spec, *, game_length=None, start=None, droughts=None, at_least=None, max_states=None, seed=None))]
#[allow(clippy::too_many_arguments)]
fn exact<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    game_length: Option<&Bound<'py, PyAny>>,
    start: Option<&Bound<'py, PyAny>>,
    droughts: Option<&Bound<'py, PyAny>>,
    at_least: Option<&Bound<'py, PyAny>>,
    max_states: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        ExactRequest::from_options,
        &[
            ("spec", Some(spec)),
            ("game_length", game_length),
            ("start", start),
            ("droughts", droughts),
            ("at_least", at_least),
            ("max_states", max_states),
            ("seed", seed),
        ],
    )?;
    let answers =
        interrupt::run(py, move |watch| request.answer(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &answers)
}

/// `tetrolab frontier --json`: the space's templates (the default space
/// when none is given) evaluated exactly, and their front.
#[pyfunction]
#[pyo3(signature = (*space, minimize=None, maximize=None, r#where=None, game_length=None))]
fn frontier<'py>(
    py: Python<'py>,
    space: &Bound<'py, PyTuple>,
    minimize: Option<&Bound<'py, PyAny>>,
    maximize: Option<&Bound<'py, PyAny>>,
    r#where: Option<&Bound<'py, PyAny>>,
    game_length: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let space = (!space.is_empty()).then(|| space.as_any());
    let request = request(
        FrontierRequest::from_options,
        &[
            ("space", space),
            ("minimize", minimize),
            ("maximize", maximize),
            ("where", r#where),
            ("game_length", game_length),
        ],
    )?;
    let answer = interrupt::run(py, move |watch| request.answer(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &answer)
}

/// `tetrolab identify PIECES --json`: every catalog entry when no
/// candidate is given.
#[pyfunction]
#[pyo3(signature = (pieces, *, candidates=None, from_start=None, max_states=None))]
fn identify<'py>(
    py: Python<'py>,
    pieces: &Bound<'py, PyAny>,
    candidates: Option<&Bound<'py, PyAny>>,
    from_start: Option<&Bound<'py, PyAny>>,
    max_states: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        IdentifyRequest::from_options,
        &[
            ("pieces", Some(pieces)),
            ("candidates", candidates),
            ("from_start", from_start),
            ("max_states", max_states),
        ],
    )?;
    let found = interrupt::run(py, move |watch| request.answer(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &found)
}

/// `tetrolab predict SPEC PIECES --json`.
#[pyfunction]
#[pyo3(signature = (spec, pieces, *, from_start=None, max_states=None))]
fn predict<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    pieces: &Bound<'py, PyAny>,
    from_start: Option<&Bound<'py, PyAny>>,
    max_states: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        PredictRequest::from_options,
        &[
            ("spec", Some(spec)),
            ("pieces", Some(pieces)),
            ("from_start", from_start),
            ("max_states", max_states),
        ],
    )?;
    let prediction =
        interrupt::run(py, move |watch| request.answer(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &prediction)
}

/// `tetrolab seeds SPEC PIECES --json`.
#[pyfunction]
#[pyo3(signature = (spec, pieces, *, next=None))]
fn seeds<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    pieces: &Bound<'py, PyAny>,
    next: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        SeedsRequest::from_options,
        &[
            ("spec", Some(spec)),
            ("pieces", Some(pieces)),
            ("next", next),
        ],
    )?;
    let found = interrupt::run(py, move |watch| request.search(&*watch))?.map_err(|e| call(&e))?;
    to_python(py, &found)
}

/// `tetrolab trace SPEC --json`: each piece with the state after it.
#[pyfunction]
#[pyo3(signature = (spec, count=None, *, seed=None, rng=None))]
fn trace<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    count: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let request = request(
        |options| DealRequest::from_options(options, true),
        &[
            ("spec", Some(spec)),
            ("count", count),
            ("seed", seed),
            ("rng", rng),
        ],
    )?;
    let run = announced(
        py,
        request.resolve(fresh_bits()).map_err(|e| call(&e.into()))?,
    )?;
    let traced = run.trace().map_err(|e| call(&e))?;
    let text = interrupt::run(py, move |_| serde_json::to_string(&traced))?
        .map_err(|e| bad(format!("encoding a trace: {e}")))?;
    py.import("json")?.call_method1("loads", (text,))
}
