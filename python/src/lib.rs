//! `tetrolab._native`: the Python package's native module, a thin face
//! over the `tetrolab` library and its charts crate.
//!
//! Each function here parses Python arguments, calls the library, and hands
//! back the library's own values: results as the very JSON the command
//! line's `--json` prints (read by `json.loads`, so the keys match by
//! construction), pieces as numpy arrays filled on the Rust side, charts
//! as SVG. The Python side (`python/tetrolab/`) adds docstrings, types and
//! the small classes a notebook shows; it holds no rule either.
//!
//! Long work runs with the GIL released and stops on Ctrl-C
//! (`interrupt.rs`); bad input raises `tetrolab.TetrolabError`, a
//! `ValueError` carrying the library's message (`error.rs`).

mod args;
mod charts;
mod deal;
mod error;
mod interrupt;
mod notation;
mod randomizer;
mod results;
mod shard;

use pyo3::prelude::*;

/// The module `tetrolab._native`.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("TetrolabError", m.py().get_type::<error::TetrolabError>())?;
    m.add_class::<randomizer::PyRandomizer>()?;
    m.add_function(wrap_pyfunction!(deal::deal, m)?)?;
    m.add_function(wrap_pyfunction!(deal::letters, m)?)?;
    results::register(m)?;
    shard::register(m)?;
    charts::register(m)?;
    notation::register(m)?;
    add_defaults(m)
}

/// The library's defaults (`tetrolab::results`), as module constants the
/// Python wrappers take their default arguments from, so Python's
/// `help()` shows them and they are never restated.
fn add_defaults(m: &Bound<'_, PyModule>) -> PyResult<()> {
    use tetrolab::results as r;
    m.add("STATS_COUNT", r::STATS_COUNT)?;
    m.add("STATS_GAMES", r::STATS_GAMES)?;
    m.add("COMPARE_COUNT", r::COMPARE_COUNT)?;
    m.add("REPORT_COUNT", r::REPORT_COUNT)?;
    m.add("SWEEP_TRIALS", r::SWEEP_TRIALS)?;
    m.add("SWEEP_LENGTH", r::SWEEP_LENGTH)?;
    m.add("EXACT_GAME_LENGTH", r::EXACT_GAME_LENGTH)?;
    m.add("MAX_STATES", r::MAX_STATES)?;
    m.add("SEEDS_NEXT", r::SEEDS_NEXT)?;
    m.add("TRACE_COUNT", r::TRACE_COUNT)?;
    Ok(())
}
