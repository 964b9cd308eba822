//! The analysis commands, each returning the library's result as the
//! Python objects of the JSON `tetrolab CMD --json` prints: the same
//! library calls the command line makes, with the same defaults.

use pyo3::prelude::*;
use tetrolab::Spec;
use tetrolab::analysis::exact::{Options, analyze};
use tetrolab::analysis::{
    GamePlan, Metric, Sweep, identify as identify_pieces, simulate, simulate_games,
};
use tetrolab::randomizer::{catalog as entries, resolve_derived};
use tetrolab::results::{Comparison, Listing, Prediction, Seeds, Stats, Swept, Trace, TraceError};

use crate::args::{self, announced, fresh_bits, to_python};
use crate::deal::dealing;
use crate::error::{bad, halted, run_error, spelled};
use crate::{interrupt, shard};

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(catalog, m)?)?;
    m.add_function(wrap_pyfunction!(metrics, m)?)?;
    m.add_function(wrap_pyfunction!(stats, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(sweep, m)?)?;
    m.add_function(wrap_pyfunction!(exact, m)?)?;
    m.add_function(wrap_pyfunction!(identify, m)?)?;
    m.add_function(wrap_pyfunction!(predict, m)?)?;
    m.add_function(wrap_pyfunction!(seeds, m)?)?;
    m.add_function(wrap_pyfunction!(trace, m)?)?;
    Ok(())
}

/// Every randomizer (`tetrolab list --json`), or one (`list NAME`).
#[pyfunction]
#[pyo3(signature = (name=None))]
fn catalog<'py>(py: Python<'py>, name: Option<&str>) -> PyResult<Bound<'py, PyAny>> {
    let listing = match name {
        None => Listing::all(),
        Some(name) => Listing::one(name).map_err(bad)?,
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
#[pyo3(signature = (spec, count=tetrolab::results::STATS_COUNT, *, seed=None, rng=None, game_length=None, games=tetrolab::results::STATS_GAMES, at_least=Vec::new(), droughts="any", partial=false, batches=None))]
#[allow(clippy::too_many_arguments)]
fn stats<'py>(
    py: Python<'py>,
    spec: &str,
    count: u64,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
    game_length: Option<u64>,
    games: u64,
    at_least: Vec<u64>,
    droughts: &str,
    partial: bool,
    batches: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    args::positive("count", count)?;
    args::positive("games", games)?;
    if let Some(length) = game_length {
        args::positive("game_length", length)?;
    }
    let meaning = args::droughts(droughts)?;
    let batches = args::batches(batches)?;
    if partial {
        let game = game_length.map(|length| GamePlan::new(length, games, &at_least, meaning));
        return shard::partial(py, spec, count, seed, rng, game, batches);
    }
    if batches.is_some() {
        return Err(bad(
            "batches= measures part of a run: give partial=True with it (and merge the parts with tetrolab.merge)",
        ));
    }
    let dealing = dealing(py, spec, seed, rng)?;
    let stats = interrupt::run(py, move |watch| {
        let study = simulate(&dealing, count, &*watch)?;
        let games = game_length
            .map(|length| simulate_games(&dealing, length, games, &at_least, meaning, &*watch))
            .transpose()?;
        Ok(Stats::new(&dealing, &study, games.as_ref()))
    })?
    .map_err(|e| run_error(&e))?;
    to_python(py, &stats)
}

/// `tetrolab compare SPEC… --json`: every catalog entry when no spec is
/// given; each on its own seed derived from one master seed.
#[pyfunction]
#[pyo3(signature = (*specs, count=tetrolab::results::COMPARE_COUNT, exact=false, seed=None))]
fn compare<'py>(
    py: Python<'py>,
    specs: Vec<String>,
    count: u64,
    exact: bool,
    seed: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    args::positive("count", count)?;
    let texts: Vec<String> = if specs.is_empty() {
        entries::entries()
            .iter()
            .map(|e| e.name.to_owned())
            .collect()
    } else {
        specs
    };
    let specs = texts
        .iter()
        .map(|s| args::spec(s))
        .collect::<PyResult<Vec<Spec>>>()?;
    let resolved =
        resolve_derived(specs, args::master_seed(seed)?, fresh_bits()).map_err(|e| spelled(&e))?;
    let (master, dealings) = announced(py, resolved)?;
    let comparison = interrupt::run(py, move |watch| {
        Comparison::run(dealings, count, exact, master, &*watch)
    })?
    .map_err(|e| run_error(&e))?;
    to_python(py, &comparison)
}

/// `tetrolab sweep TEMPLATE --json`.
#[pyfunction]
#[pyo3(signature = (template, *, trials=tetrolab::results::SWEEP_TRIALS, length=tetrolab::results::SWEEP_LENGTH, metrics=None, seed=None, rng=None))]
fn sweep<'py>(
    py: Python<'py>,
    template: String,
    trials: u64,
    length: u64,
    metrics: Option<Vec<String>>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    args::positive("trials", trials)?;
    args::positive("length", length)?;
    let names = metrics.unwrap_or_else(|| {
        tetrolab::results::SWEPT_BY_DEFAULT
            .iter()
            .map(|m| (*m).to_owned())
            .collect()
    });
    let metrics = names
        .iter()
        .map(|m| m.parse::<Metric>().map_err(|e| spelled(&e)))
        .collect::<PyResult<Vec<Metric>>>()?;
    let plan: Sweep = template.parse().map_err(|e| spelled(&e))?;
    plan.pieces(trials, length).map_err(|e| spelled(&e))?;
    let rng = args::rng(rng)?;
    let seed = plan
        .seed(rng, args::seed_choice(seed)?)
        .map_err(|e| spelled(&e))?;
    let seed = announced(py, seed)?;
    let swept = interrupt::run(py, move |watch| {
        Swept::run(
            &template, &plan, rng, &seed, trials, length, &metrics, &*watch,
        )
    })?
    .map_err(|e| spelled(&e))?;
    to_python(py, &swept)
}

/// `tetrolab exact SPEC --json`.
#[pyfunction]
#[pyo3(signature = (spec, *, game_length=tetrolab::results::EXACT_GAME_LENGTH, start="game", droughts="any", at_least=Vec::new(), max_states=tetrolab::results::MAX_STATES, seed=None))]
#[allow(clippy::too_many_arguments)]
fn exact<'py>(
    py: Python<'py>,
    spec: &str,
    game_length: u64,
    start: &str,
    droughts: &str,
    at_least: Vec<u64>,
    max_states: usize,
    seed: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    args::positive("game_length", game_length)?;
    args::positive("max_states", max_states as u64)?;
    let options = Options {
        game_length,
        start: match start {
            "game" => tetrolab::analysis::Start::Game,
            "stationary" => tetrolab::analysis::Start::Stationary,
            other => {
                return Err(bad(format!(
                    "start={} is not a start: write \"game\" (as a game starts) or \"stationary\" (a game joined at a random time)",
                    tetrolab::quote::quoted(other)
                )));
            }
        },
        at_least,
        droughts: args::droughts(droughts)?,
        max_states,
        seed: args::seed(seed)?,
        ..Options::default()
    };
    let spec = args::spec(spec)?;
    let answers =
        interrupt::run(py, move |_| analyze(&spec, &options))?.map_err(|e| spelled(&e))?;
    to_python(py, &answers)
}

/// `tetrolab identify PIECES --json`: every catalog entry when no
/// candidate is given.
#[pyfunction]
#[pyo3(signature = (pieces, *, candidates=None, from_start=false, max_states=tetrolab::results::MAX_STATES))]
fn identify<'py>(
    py: Python<'py>,
    pieces: &Bound<'py, PyAny>,
    candidates: Option<Vec<String>>,
    from_start: bool,
    max_states: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let pieces = args::pieces(pieces)?;
    let candidates: Vec<Spec> = match candidates {
        None => entries::entries()
            .iter()
            .map(|e| args::spec(e.name))
            .collect::<PyResult<_>>()?,
        Some(lists) => {
            let mut specs = Vec::new();
            for list in &lists {
                specs.extend(Spec::list(list).map_err(|e| spelled(&e))?);
            }
            specs
        }
    };
    let start = args::start(from_start);
    let found = interrupt::run(py, move |_| {
        identify_pieces(&pieces, &candidates, start, max_states)
    })?;
    to_python(py, &found)
}

/// `tetrolab predict SPEC PIECES --json`.
#[pyfunction]
#[pyo3(signature = (spec, pieces, *, from_start=false, max_states=tetrolab::results::MAX_STATES))]
fn predict<'py>(
    py: Python<'py>,
    spec: &str,
    pieces: &Bound<'py, PyAny>,
    from_start: bool,
    max_states: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let spec = args::spec(spec)?;
    let pieces = args::pieces(pieces)?;
    let start = args::start(from_start);
    let prediction = interrupt::run(py, move |_| {
        Prediction::of(&spec, &pieces, start, max_states)
    })?
    .map_err(|e| spelled(&e))?;
    to_python(py, &prediction)
}

/// `tetrolab seeds SPEC PIECES --json`.
#[pyfunction]
#[pyo3(signature = (spec, pieces, *, next=tetrolab::results::SEEDS_NEXT))]
fn seeds<'py>(
    py: Python<'py>,
    spec: &str,
    pieces: &Bound<'py, PyAny>,
    next: u64,
) -> PyResult<Bound<'py, PyAny>> {
    let spec = args::spec(spec)?;
    let pieces = args::pieces(pieces)?;
    let found = interrupt::run(py, move |watch| Seeds::of(&spec, &pieces, next, &*watch))?
        .map_err(|e| spelled(&e))?;
    to_python(py, &found)
}

/// `tetrolab trace SPEC --json`: each piece with the state after it.
#[pyfunction]
#[pyo3(signature = (spec, count=tetrolab::results::TRACE_COUNT, *, seed=None, rng=None))]
fn trace<'py>(
    py: Python<'py>,
    spec: &str,
    count: u64,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    if count > tetrolab::results::MAX_TRACE {
        // Refused before a seed is drawn and announced.
        return Err(spelled(&TraceError::TooLong(count)));
    }
    let dealing = dealing(py, spec, seed, rng)?;
    let traced = Trace::of(&dealing, count).map_err(|e| match e {
        TraceError::Halted(h) => halted(&h),
        other => spelled(&other),
    })?;
    let text = interrupt::run(py, move |_| serde_json::to_string(&traced))?
        .map_err(|e| bad(format!("encoding a trace: {e}")))?;
    py.import("json")?.call_method1("loads", (text,))
}
