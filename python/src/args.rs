//! Python arguments as the library takes them, and the library's values
//! and notices handed back to Python.

use std::hash::{BuildHasher, RandomState};
use std::ops::Range;

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyRange, PyRangeMethods, PyString};
use serde::Serialize;
use tetrolab::amount::at_least;
use tetrolab::analysis::{DroughtMeaning, Start};
use tetrolab::randomizer::{Notice, Resolved, SeedChoice};
use tetrolab::rng::{RngKind, Seed};
use tetrolab::spelling::Spelling;
use tetrolab::{Piece, Spec};

use crate::error::bad;

/// 64 bits of the operating system's entropy (the process's random
/// hasher keys), for a seed the user did not give.
pub fn fresh_bits() -> u64 {
    RandomState::new().hash_one(0u8)
}

/// `seed=`: an int or a string the generator reads (`None`: not given).
pub fn seed(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Seed>> {
    let Some(value) = value else { return Ok(None) };
    if value.is_instance_of::<PyBool>()
        || !(value.is_instance_of::<PyInt>() || value.is_instance_of::<PyString>())
    {
        return Err(PyTypeError::new_err(format!(
            "seed= takes an int or a str, not {}",
            value.get_type().name()?
        )));
    }
    let text = value.str()?.to_string();
    text.parse::<Seed>().map(Some).map_err(bad)
}

/// `batches=`: a `range(a, b)` of batch numbers, step 1 (`--batches
/// A..B`); `None`: not given.
pub fn batches(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Range<u64>>> {
    let Some(value) = value else { return Ok(None) };
    let range = value.cast::<PyRange>().map_err(|_| {
        PyTypeError::new_err(format!(
            "batches= takes a range, such as range(0, 8), not {}",
            value
                .get_type()
                .name()
                .map_or_else(|_| "that".to_owned(), |n| n.to_string())
        ))
    })?;
    let (start, stop, step) = (range.start()?, range.stop()?, range.step()?);
    match (u64::try_from(start), u64::try_from(stop)) {
        (Ok(start), Ok(stop)) if step == 1 => Ok(Some(start..stop)),
        _ => Err(bad(format!(
            "batches={} is not a range of batches: give range(a, b) with step 1, batches numbered from 0, such as range(0, 8)",
            value.repr()?
        ))),
    }
}

/// `seed=` as a choice: the seed given, or fresh entropy to draw one.
pub fn seed_choice(value: Option<&Bound<'_, PyAny>>) -> PyResult<SeedChoice> {
    Ok(SeedChoice::from_option(seed(value)?, fresh_bits()))
}

/// `seed=` as a master seed (`compare`): a whole number that fits 64 bits.
pub fn master_seed(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<u64>> {
    seed(value)?.map(|s| s.to_master().map_err(bad)).transpose()
}

/// `rng=`: a generator's name (`None`: the randomizer's default).
pub fn rng(name: Option<&str>) -> PyResult<Option<RngKind>> {
    name.map(|n| n.parse::<RngKind>().map_err(bad)).transpose()
}

/// A spec's text, parsed.
pub fn spec(text: &str) -> PyResult<Spec> {
    text.parse().map_err(|e| crate::error::spelled(&e))
}

/// Pieces: a string of letters (whitespace ignored), or a sequence of
/// codes 0..6 in the order I J L O S T Z (a numpy array from `deal`).
pub fn pieces(value: &Bound<'_, PyAny>) -> PyResult<Vec<Piece>> {
    let pieces = if value.is_instance_of::<PyString>() {
        let letters: String = value
            .extract::<String>()?
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        tetrolab::piece::parse_letters(&letters).map_err(bad)?
    } else {
        let mut pieces = Vec::new();
        for item in value.try_iter()? {
            let code: i64 = item?.extract()?;
            let piece = usize::try_from(code)
                .ok()
                .and_then(Piece::from_index)
                .ok_or_else(|| {
                    bad(format!(
                        "{code} is not a piece code: codes are 0 to 6, for I J L O S T Z"
                    ))
                })?;
            pieces.push(piece);
        }
        pieces
    };
    if pieces.is_empty() {
        return Err(bad(
            "no pieces: give letters like \"TJLOSIZ\" or codes 0 to 6 (I J L O S T Z)",
        ));
    }
    Ok(pieces)
}

/// `droughts=`: `"any"` or `"completed"`.
pub fn droughts(word: &str) -> PyResult<DroughtMeaning> {
    word.parse().map_err(|e| crate::error::spelled(&e))
}

/// `from_start=`: read pieces from a game's start, or from anywhere.
pub fn start(from_start: bool) -> Start {
    if from_start {
        Start::Game
    } else {
        Start::Stationary
    }
}

/// A count that must be at least 1, named as Python spells it.
pub fn positive(name: &str, value: u64) -> PyResult<u64> {
    at_least(value, 1).map_err(|e| bad(e.named(&format!("{name}="))))
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
