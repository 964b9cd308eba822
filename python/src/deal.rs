//! `deal` and `letters`: pieces dealt straight into a numpy array (codes
//! 0..6 in the order I J L O S T Z) or a string, with no Python object per
//! piece. The array owns a `bytearray` the randomizer filled in place, a
//! slice at a time with the GIL released, looking for Ctrl-C between
//! slices.

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyString};
use tetrolab::{Dealing, Piece, Randomizer};

use crate::args::{self, announced};
use crate::error::{bad, halted, spelled};
use crate::interrupt;

/// Pieces dealt between two looks for Ctrl-C (a few milliseconds).
const SLICE: usize = 1 << 20;
/// Pieces dealt at a time into a buffer that stays in cache.
const CHUNK: usize = 1 << 14;

/// `spec` on `rng`, seeded with `seed` or a seed drawn from fresh
/// entropy (logged), resolved once.
pub fn dealing(
    py: Python<'_>,
    spec: &str,
    seed: Option<&Bound<'_, PyAny>>,
    rng: Option<&str>,
) -> PyResult<Dealing> {
    let resolved =
        tetrolab::randomizer::resolve(args::spec(spec)?, args::rng(rng)?, args::seed_choice(seed)?)
            .map_err(|e| spelled(&e))?;
    announced(py, resolved)
}

/// The first `count` pieces of a randomizer as a numpy array of codes.
#[pyfunction]
#[pyo3(signature = (spec, count, *, seed=None, rng=None))]
pub fn deal<'py>(
    py: Python<'py>,
    spec: &str,
    count: u64,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    let len = held("count=", count)?;
    array(py, start(py, spec, count, seed, rng)?.as_mut(), len)
}

/// The first `count` pieces of a randomizer as a string of letters.
#[pyfunction]
#[pyo3(signature = (spec, count, *, seed=None, rng=None))]
pub fn letters<'py>(
    py: Python<'py>,
    spec: &str,
    count: u64,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
) -> PyResult<Bound<'py, PyString>> {
    let len = held("count=", count)?;
    text(py, start(py, spec, count, seed, rng)?.as_mut(), len)
}

/// `count` (the option `name`) as a length in memory, refused up front
/// past the library's bound for pieces held at once.
pub fn held(name: &str, count: u64) -> PyResult<usize> {
    tetrolab::amount::held(count).map_err(|e| bad(e.named(name)))
}

/// The randomizer of a run of `count` pieces from its start, refused if
/// its source stops before them.
fn start(
    py: Python<'_>,
    spec: &str,
    count: u64,
    seed: Option<&Bound<'_, PyAny>>,
    rng: Option<&str>,
) -> PyResult<Box<dyn Randomizer>> {
    let dealing = dealing(py, spec, seed, rng)?;
    dealing.check_count(count).map_err(|h| halted(&h))?;
    Ok(dealing.randomizer())
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
