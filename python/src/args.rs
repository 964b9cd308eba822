//! Python's keyword arguments as the library's requests read them, and
//! the library's values and notices handed back to Python. No default,
//! range or rule lives here: each argument is passed as the user gave it
//! ([`Given`]), and the request decides.

use std::hash::{BuildHasher, RandomState};

use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyDict, PyFloat, PyInt, PyList, PyRange, PyRangeMethods, PyString, PyTuple,
};
use serde::Serialize;
use tetrolab::randomizer::{Notice, Resolved};
use tetrolab::request::{self, Given, Options, RequestError};
use tetrolab::spelling::Spelling;

use crate::error::{bad, spelled};

/// 64 bits of the operating system's entropy (the process's random
/// hasher keys), for a seed the user did not give.
pub fn fresh_bits() -> u64 {
    RandomState::new().hash_one(0u8)
}

/// One argument as the user gave it: a bool, an int (numpy's too, through
/// `__index__`), a float, a str, a `range` (step 1: `A..B`), a list, tuple
/// or array of these; anything else is described by its `repr`, for the
/// request to refuse by name.
pub fn given(value: &Bound<'_, PyAny>) -> PyResult<Given> {
    if value.is_instance_of::<PyBool>() {
        return Ok(Given::Flag(value.extract()?));
    }
    if value.is_instance_of::<PyString>() {
        return Ok(Given::Text(value.extract()?));
    }
    // numpy's ints have `__index__`; so do its arrays, which are lists here.
    let integer_like = value.hasattr("__index__")? && !value.hasattr("__len__")?;
    if value.is_instance_of::<PyInt>() || integer_like {
        let index = value.call_method0("__index__")?;
        return Ok(Given::Number(index.str()?.to_string()));
    }
    if value.is_instance_of::<PyFloat>() {
        return Ok(Given::Number(value.repr()?.to_string()));
    }
    if let Ok(range) = value.cast::<PyRange>() {
        let (start, stop, step) = (range.start()?, range.stop()?, range.step()?);
        return Ok(if step == 1 {
            Given::Text(format!("{start}..{stop}"))
        } else {
            Given::Other(value.repr()?.to_string())
        });
    }
    if value.is_instance_of::<PyList>()
        || value.is_instance_of::<PyTuple>()
        || value.hasattr("__array__")?
    {
        let items = value
            .try_iter()?
            .map(|item| given(&item?))
            .collect::<PyResult<_>>()?;
        return Ok(Given::List(items));
    }
    Ok(Given::Other(value.repr()?.to_string()))
}

/// A text argument outside any request (`catalog(name)`, a record's
/// text), refused in the library's words when it is not a `str` (a
/// number is not read as its digits here).
pub fn text(name: &'static str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    let given = given(value)?;
    let given = if value.is_instance_of::<PyString>() {
        given
    } else {
        Given::Other(given.to_string())
    };
    request::text(name, &given).map_err(|e| spelled(&e))
}

/// A whole-number argument of at least `least` outside any request
/// (`peek(n)`, a record's `game`), by the library's one rule for numbers.
pub fn whole(name: &'static str, value: &Bound<'_, PyAny>, least: u64) -> PyResult<u64> {
    request::amount(name, &given(value)?, least).map_err(|e| spelled(&e))
}

/// A yes-or-no argument outside any request (`check(text, strict)`), by
/// the library's one rule for flags.
pub fn flag(name: &'static str, value: &Bound<'_, PyAny>) -> PyResult<bool> {
    request::flag(name, &given(value)?).map_err(|e| spelled(&e))
}

/// The arguments of one call, by name; `None` is not given (the
/// library's default).
pub fn options(pairs: &[(&str, Option<&Bound<'_, PyAny>>)]) -> PyResult<Options> {
    let mut options = Options::default();
    for (name, value) in pairs {
        if let Some(value) = value.filter(|v| !v.is_none()) {
            options.set(name, given(value)?);
        }
    }
    Ok(options)
}

/// The arguments of a call that takes its first argument by `name` and
/// the rest as keywords (`**options`), passed through by their names: the
/// request refuses a name it does not take, with the nearest it does.
/// `None` is not given (the library's default).
pub fn keywords(
    name: &str,
    first: &Bound<'_, PyAny>,
    rest: Option<&Bound<'_, PyDict>>,
) -> PyResult<Options> {
    let mut options = options(&[(name, Some(first))])?;
    for (key, value) in rest.into_iter().flat_map(PyDictMethods::iter) {
        if !value.is_none() {
            options.set(&key.extract::<String>()?, given(&value)?);
        }
    }
    Ok(options)
}

/// A request read from the arguments, refused in Python's words.
pub fn request<T>(
    read: impl FnOnce(&Options) -> Result<T, RequestError>,
    pairs: &[(&str, Option<&Bound<'_, PyAny>>)],
) -> PyResult<T> {
    read(&options(pairs)?).map_err(|e| spelled(&e))
}

/// Tells Python what the library says about a resolved run: a warning
/// as a `UserWarning`, a drawn seed on the `tetrolab` logger (INFO).
pub fn announced<T>(py: Python<'_>, resolved: Resolved<T>) -> PyResult<T> {
    for notice in &resolved.notices {
        announce(py, notice)?;
    }
    Ok(resolved.value)
}

/// One notice, as [`announced`] tells it.
pub fn announce(py: Python<'_>, notice: &Notice) -> PyResult<()> {
    let message = notice.message(Spelling::PYTHON);
    if notice.is_warning() {
        py.import("warnings")?.call_method1("warn", (message,))?;
    } else {
        py.import("logging")?
            .call_method1("getLogger", ("tetrolab",))?
            .call_method1("info", (message,))?;
    }
    Ok(())
}

/// A library value as Python objects, through the JSON the command line
/// prints for it (`json.loads`), so the keys are the CLI's by
/// construction.
pub fn to_python<'py>(py: Python<'py>, value: &impl Serialize) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| bad(format!("encoding a result: {e}")))?;
    py.import("json")?.call_method1("loads", (text,))
}
