//! Bad input as a Python exception: one class, `tetrolab.TetrolabError`,
//! a `ValueError` carrying the library's message, naming options as
//! Python spells them ([`Spelling::PYTHON`]).

use std::fmt::Display;

use pyo3::PyErr;
use pyo3::exceptions::{PyKeyboardInterrupt, PyValueError};
use tetrolab::Halted;
use tetrolab::analysis::{PartError, RunError};
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

/// A refused run, in Python's words (`count=`, `seed=`).
pub fn halted(halted: &Halted) -> PyErr {
    bad(halted.message(Spelling::PYTHON))
}

/// A refused or stopped run. A stop comes only from Ctrl-C, whose
/// `KeyboardInterrupt` the caller raises instead; this one is a fallback.
pub fn run_error(error: &RunError) -> PyErr {
    match error {
        RunError::Halted(h) => halted(h),
        RunError::Stopped(stopped) => PyKeyboardInterrupt::new_err(stopped.to_string()),
    }
}

/// A refused or stopped part of a run (`stats(partial=True)`), in
/// Python's words; a stop is a fallback, as in [`run_error`].
pub fn part_error(error: &PartError) -> PyErr {
    match error {
        PartError::Stopped(stopped) => PyKeyboardInterrupt::new_err(stopped.to_string()),
        other => spelled(other),
    }
}

/// A chart's or page's error, in Python's words.
pub fn chart(error: &ChartError) -> PyErr {
    spelled(error)
}
