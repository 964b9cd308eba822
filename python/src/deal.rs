//! `deal` and `letters`: pieces dealt straight into a numpy array (codes
//! 0..6 in the order I J L O S T Z) or a string, with no Python object per
//! piece. The array owns a `bytearray` the randomizer filled in place, a
//! slice at a time with the GIL released, looking for Ctrl-C between
//! slices.

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyString};
use tetrolab::{Piece, Randomizer};

use tetrolab::request::{DealRequest, DealRun};

use crate::args::{announced, fresh_bits, request};
use crate::error::{bad, call};
use crate::interrupt;

/// Pieces dealt between two looks for Ctrl-C (a few milliseconds).
const SLICE: usize = 1 << 20;
/// Pieces dealt at a time into a buffer that stays in cache.
const CHUNK: usize = 1 << 14;

/// The randomizer a `deal`, `letters` or `Randomizer` call names,
/// resolved once (a drawn seed logged), and the count asked for.
pub fn resolved(py: Python<'_>, pairs: &[(&str, Option<&Bound<'_, PyAny>>)]) -> PyResult<DealRun> {
    let request = request(|options| DealRequest::from_options(options, false), pairs)?;
    announced(
        py,
        request.resolve(fresh_bits()).map_err(|e| call(&e.into()))?,
    )
}

/// `deal(spec, count, seed=, rng=)`: pieces as a numpy array of codes,
/// and the seed they were dealt from.
#[pyfunction]
#[pyo3(signature = (spec, count, *, seed=None, rng=None))]
pub fn deal<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    count: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyAny>, String)> {
    let (mut randomizer, len, seed) = dealt(py, spec, count, seed, rng)?;
    Ok((array(py, randomizer.as_mut(), len)?, seed))
}

/// `letters(spec, count, seed=, rng=)`: pieces as a string of letters,
/// and the seed they were dealt from.
#[pyfunction]
#[pyo3(signature = (spec, count, *, seed=None, rng=None))]
pub fn letters<'py>(
    py: Python<'py>,
    spec: &Bound<'py, PyAny>,
    count: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyString>, String)> {
    let (mut randomizer, len, seed) = dealt(py, spec, count, seed, rng)?;
    Ok((text(py, randomizer.as_mut(), len)?, seed))
}

/// What `deal` and `letters` deal from: the randomizer at its start, the
/// count as a length held in memory (refused past the bound), and the seed.
fn dealt(
    py: Python<'_>,
    spec: &Bound<'_, PyAny>,
    count: &Bound<'_, PyAny>,
    seed: Option<&Bound<'_, PyAny>>,
    rng: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Box<dyn Randomizer>, usize, String)> {
    let run = resolved(
        py,
        &[
            ("spec", Some(spec)),
            ("count", Some(count)),
            ("seed", seed),
            ("rng", rng),
        ],
    )?;
    let len = held("count=", run.count())?;
    let dealing = run.dealing().map_err(|e| call(&e))?;
    Ok((dealing.randomizer(), len, dealing.seed().to_string()))
}

/// `count` (the option `name`) as a length in memory, refused up front
/// past the library's bound for pieces held at once.
pub fn held(name: &str, count: u64) -> PyResult<usize> {
    tetrolab::amount::held(count).map_err(|e| bad(e.named(name)))
}

/// The next `len` pieces of `randomizer` as a writable numpy `uint8`
/// array over a `bytearray` (no copy).
pub fn array<'py>(
    py: Python<'py>,
    randomizer: &mut dyn Randomizer,
    len: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let buffer = PyByteArray::new_with(py, len, |bytes| fill(py, randomizer, bytes, |p| p as u8))?;
    py.import("numpy")?
        .getattr("frombuffer")?
        .call1((buffer, "uint8"))
}

/// The next `len` pieces of `randomizer` as letters.
pub fn text<'py>(
    py: Python<'py>,
    randomizer: &mut dyn Randomizer,
    len: usize,
) -> PyResult<Bound<'py, PyString>> {
    let mut bytes = vec![0u8; len];
    fill(py, randomizer, &mut bytes, Piece::ascii)?;
    let letters = String::from_utf8(bytes).map_err(|e| bad(format!("letters: {e}")))?;
    Ok(PyString::new(py, &letters))
}

/// Fills `out` with the randomizer's next pieces, each written as
/// `byte` says (inlined: the loop vectorises), a slice at a time with the
/// GIL released.
fn fill(
    py: Python<'_>,
    randomizer: &mut dyn Randomizer,
    out: &mut [u8],
    byte: impl Fn(Piece) -> u8 + Copy + Send + Sync,
) -> PyResult<()> {
    for slice in out.chunks_mut(SLICE) {
        py.detach(|| {
            let mut pieces = [Piece::I; CHUNK];
            for chunk in slice.chunks_mut(CHUNK) {
                let pieces = &mut pieces[..chunk.len()];
                randomizer.fill(pieces);
                for (b, &piece) in chunk.iter_mut().zip(pieces.iter()) {
                    *b = byte(piece);
                }
            }
        });
        interrupt::checkpoint(py)?;
    }
    Ok(())
}
