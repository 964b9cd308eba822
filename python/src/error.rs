//! Bad input as a Python exception: one class, `tetrolab.TetrolabError`,
//! a `ValueError` carrying the library's message, naming options as
//! Python spells them ([`Spelling::PYTHON`]).

use std::fmt::Display;

use pyo3::PyErr;
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError, PyValueError};
use tetrolab::Halted;
use tetrolab::request::{CallError, Ending};
use tetrolab::spelling::{Spelled, Spelling};
use tetrolab_charts::ChartError;

pyo3::create_exception!(
    tetrolab,
    TetrolabError,
    PyValueError,
    "Bad input to tetrolab (an unknown randomizer, a malformed spec, seed, count or record, a run past where its source stops): the library's message, saying what is wrong and what to do."
);

/// A `TetrolabError` with the library's message.
pub fn bad(message: impl Display) -> PyErr {
    TetrolabError::new_err(message.to_string())
}

/// An error whose message names options, in Python's words
/// (`seed=`, `rng=`, `batches=`, `max_states=`, …).
pub fn spelled(error: &impl Spelled) -> PyErr {
    bad(error.message(Spelling::PYTHON))
}

/// A call that gave no answer: bad input as `TetrolabError`, work that
/// did not succeed as `RuntimeError`, a stop as `KeyboardInterrupt` (a
/// stop comes only from Ctrl-C, whose `KeyboardInterrupt` the caller
/// raises first; this one is a fallback).
pub fn call(error: &CallError) -> PyErr {
    let message = error.message(Spelling::PYTHON);
    match error.ending() {
        Ending::BadInput => bad(message),
        Ending::Failed => PyRuntimeError::new_err(message),
        Ending::Stopped => PyKeyboardInterrupt::new_err(message),
    }
}

/// A run refused before it deals past where its source stops.
pub fn halted(halted: &Halted) -> PyErr {
    bad(halted.message(Spelling::PYTHON))
}

/// A chart's or page's error, in Python's words.
pub fn chart(error: &ChartError) -> PyErr {
    spelled(error)
}
