//! `cover` and `pc`: what the next pieces let a player build, from a
//! pattern or a randomizer. Both take their setups or field first and
//! the options about the pieces (`pattern`, `randomizer`, `after`,
//! `stationary`, `hold`, `drop`, `kicks`, …) as keywords, passed by name
//! to the library's request, and run the same way: GIL released, Ctrl-C
//! stops, the answer as the JSON the command line prints.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use serde::Serialize;
use tetrolab::request::{CallError, CoverRequest, Options, PcRequest, RequestError};
use tetrolab::work::Watch;

use crate::args::{keywords, to_python};
use crate::error::{call, spelled};
use crate::interrupt;

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(cover, m)?)?;
    m.add_function(wrap_pyfunction!(pc, m)?)?;
    Ok(())
}

/// `tetrolab cover SETUP... --json`: a pattern's counts or randomizers'
/// exact odds for each setup, any setup (OR) and every setup (AND).
#[pyfunction]
#[pyo3(signature = (*setups, **options))]
fn cover<'py>(
    py: Python<'py>,
    setups: &Bound<'py, PyTuple>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = keywords("setups", setups.as_any(), options)?;
    answered(py, &options, CoverRequest::from_options, |r, watch| {
        r.answer(watch)
    })
}

/// `tetrolab pc FIELD --json`: a pattern's perfect-clear counts or
/// randomizers' exact odds of one.
#[pyfunction]
#[pyo3(signature = (field, **options))]
fn pc<'py>(
    py: Python<'py>,
    field: &Bound<'py, PyAny>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = keywords("field", field, options)?;
    answered(py, &options, PcRequest::from_options, |r, watch| {
        r.answer(watch)
    })
}

/// The request `read` makes of `options` (refused in Python's words),
/// answered with the GIL released and stopped by Ctrl-C, as Python
/// objects.
fn answered<'py, R, A>(
    py: Python<'py>,
    options: &Options,
    read: impl FnOnce(&Options) -> Result<R, RequestError>,
    answer: fn(&R, &dyn Watch) -> Result<A, CallError>,
) -> PyResult<Bound<'py, PyAny>>
where
    R: Send + 'static,
    A: Serialize + Send + 'static,
{
    let request = read(options).map_err(|e| spelled(&e))?;
    let answer =
        interrupt::run(py, move |watch| answer(&request, &*watch))?.map_err(|e| call(&e))?;
    to_python(py, &answer)
}
