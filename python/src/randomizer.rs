//! `Randomizer`: one randomizer's piece stream, dealt on demand.
//!
//! It holds the catalog's fastest engine for the spec (what `deal` uses),
//! counts the pieces dealt, and asks the library where the source stops
//! before dealing past it (seed 002's script below denominator 1), in
//! doubling steps so that asking costs nothing per piece. Its `state` is
//! the definition's visible state after the pieces dealt, as `trace` shows
//! it, found by walking the definition from the start.

use std::sync::{Mutex, MutexGuard, PoisonError};

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyString;
use tetrolab::analysis::trace::steps;
use tetrolab::results::StepView;
use tetrolab::rng::Generator;
use tetrolab::{Dealing, Halted, Piece, Randomizer};

use crate::args::{to_python, whole};
use crate::deal::{array, held, resolved, text};
use crate::error::{call, halted};

/// The fewest pieces the stop is looked for ahead at a time.
const LOOK_AHEAD: u64 = 1 << 12;

/// Randomizer(spec, *, seed=None, rng=None): one randomizer's piece
/// stream, an endless iterator of letters.
///
/// `next(r)` or `r.next()` deals one piece; `r.peek(n)` shows the next n
/// without dealing them; `r.fill(n)` deals n into a numpy uint8 array of
/// codes (I J L O S T Z); `r.copy()` forks the stream exactly; `r.state`
/// is the state after the pieces dealt, as `trace` shows it; `r.seed` the
/// seed (drawn when none was given).
///
/// >>> r = Randomizer("7-bag", seed=1)
/// >>> next(r), r.next(), r.peek(2), r.fill(3).tolist()
/// ('Z', 'I', 'JT', [1, 5, 2])
/// >>> r.state
/// {'piece': 'L', 'remaining': 'SO'}
#[pyclass(module = "tetrolab", name = "Randomizer")]
#[derive(Debug)]
pub struct PyRandomizer {
    stream: Mutex<Stream>,
}

/// The stream's state (behind a lock: Python objects may be shared
/// between threads).
#[derive(Debug, Clone)]
struct Stream {
    dealing: Dealing,
    randomizer: Box<dyn Randomizer>,
    /// Pieces dealt so far.
    dealt: u64,
    /// The source deals at least this many pieces without stopping.
    clear: u64,
    /// Where the source stops, once found.
    stop: Option<Halted>,
}

impl Stream {
    /// Refuses to deal past piece `total` if the source stops before it.
    fn allow(&mut self, total: u64) -> PyResult<()> {
        if total <= self.clear {
            return Ok(());
        }
        if let Some(stop) = &self.stop {
            return Err(halted(stop));
        }
        let ahead = total.max(self.clear.saturating_mul(2)).max(LOOK_AHEAD);
        match self.dealing.check_count(ahead) {
            Ok(()) => self.clear = ahead,
            Err(stop) => {
                self.clear = stop.halt().piece - 1;
                let refused = total > self.clear;
                self.stop = Some(stop);
                if refused {
                    return self.allow(total);
                }
            }
        }
        Ok(())
    }
}

/// What a pickled `Randomizer` is made again from: spec, seed, the draw
/// generator's name (`None`: the game's own) and the pieces dealt.
type Restore = (String, String, Option<&'static str>, u64);

/// A pickled `Randomizer` made again: the same stream, `dealt` pieces in
/// (dealt again, a slice at a time with the GIL released).
#[pyfunction]
#[pyo3(name = "_restored")]
pub fn restored(
    py: Python<'_>,
    spec: &Bound<'_, PyAny>,
    seed: &Bound<'_, PyAny>,
    rng: Option<&Bound<'_, PyAny>>,
    dealt: u64,
) -> PyResult<PyRandomizer> {
    let restored = PyRandomizer::new(py, spec, Some(seed), rng)?;
    {
        let mut stream = restored.lock();
        stream.allow(dealt)?;
        let mut left = dealt;
        while left > 0 {
            let slice = left.min(1 << 20);
            let randomizer = &mut stream.randomizer;
            py.detach(|| {
                let mut pieces = [Piece::I; 1 << 12];
                let mut to_deal = slice;
                while to_deal > 0 {
                    let n = to_deal.min(pieces.len() as u64) as usize;
                    randomizer.fill(&mut pieces[..n]);
                    to_deal -= n as u64;
                }
            });
            crate::interrupt::checkpoint(py)?;
            left -= slice;
        }
        stream.dealt = dealt;
    }
    Ok(restored)
}

/// The seven letters as Python strings, made once.
/// A count of pieces given to `peek` or `fill` (`None`: one).
fn count(name: &'static str, value: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    value.map_or(Ok(1), |value| whole(name, value, 0))
}

fn letter(py: Python<'_>, piece: Piece) -> &Py<PyString> {
    static LETTERS: PyOnceLock<[Py<PyString>; 7]> = PyOnceLock::new();
    let letters = LETTERS.get_or_init(py, || {
        Piece::ALL.map(|p| PyString::new(py, &p.letter().to_string()).unbind())
    });
    &letters[piece.index()]
}

impl PyRandomizer {
    fn lock(&self) -> MutexGuard<'_, Stream> {
        self.stream.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[pymethods]
impl PyRandomizer {
    #[new]
    #[pyo3(signature = (spec, *, seed=None, rng=None))]
    fn new(
        py: Python<'_>,
        spec: &Bound<'_, PyAny>,
        seed: Option<&Bound<'_, PyAny>>,
        rng: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRandomizer> {
        let none = 0u64.into_pyobject(py)?.into_any();
        let run = resolved(
            py,
            &[
                ("spec", Some(spec)),
                ("count", Some(&none)),
                ("seed", seed),
                ("rng", rng),
            ],
        )?;
        let dealing = run.dealing().map_err(|e| call(&e))?.clone();
        Ok(PyRandomizer {
            stream: Mutex::new(Stream {
                randomizer: dealing.randomizer(),
                dealing,
                dealt: 0,
                clear: 0,
                stop: None,
            }),
        })
    }

    /// The next piece's letter.
    fn next(&self, py: Python<'_>) -> PyResult<Py<PyString>> {
        let mut stream = self.lock();
        let total = stream.dealt + 1;
        stream.allow(total)?;
        let piece = stream.randomizer.next_piece();
        stream.dealt = total;
        Ok(letter(py, piece).clone_ref(py))
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Py<PyString>> {
        self.next(py)
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next `n` pieces' letters, without dealing them.
    #[pyo3(signature = (n=None))]
    fn peek<'py>(
        &self,
        py: Python<'py>,
        n: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyString>> {
        let n = count("n", n)?;
        let len = held("n=", n)?;
        let mut stream = self.lock();
        let total = stream.dealt.saturating_add(n);
        stream.allow(total)?;
        let mut ahead = stream.randomizer.clone();
        drop(stream);
        text(py, ahead.as_mut(), len)
    }

    /// Deals the next `n` pieces into a numpy array of codes.
    fn fill<'py>(&self, py: Python<'py>, n: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let n = count("n", Some(n))?;
        let len = held("n=", n)?;
        let mut stream = self.lock();
        let total = stream.dealt.saturating_add(n);
        stream.allow(total)?;
        let pieces = array(py, stream.randomizer.as_mut(), len)?;
        stream.dealt = total;
        Ok(pieces)
    }

    /// An independent copy in the same state: it deals exactly what this
    /// one deals next.
    fn copy(&self) -> PyRandomizer {
        PyRandomizer {
            stream: Mutex::new(self.lock().clone()),
        }
    }

    fn __copy__(&self) -> PyRandomizer {
        self.copy()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyRandomizer {
        self.copy()
    }

    /// The state after the pieces dealt, as `trace` shows a step.
    #[getter]
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let (dealing, dealt) = {
            let stream = self.lock();
            (stream.dealing.clone(), stream.dealt)
        };
        let step = crate::interrupt::run(py, move |_| {
            steps(&dealing, dealt)
                .last()
                .map(|step| StepView::of(&step))
        })?;
        to_python(py, &step)
    }

    /// The spec as the library writes it.
    #[getter]
    fn spec(&self) -> String {
        self.lock().dealing.spec().to_string()
    }

    /// The generator's name.
    #[getter]
    fn generator(&self) -> &'static str {
        self.lock().dealing.generator().name()
    }

    /// The seed (drawn from fresh entropy when none was given).
    #[getter]
    fn seed(&self) -> String {
        self.lock().dealing.seed().to_string()
    }

    /// How many pieces have been dealt.
    #[getter]
    fn dealt(&self) -> u64 {
        self.lock().dealt
    }

    /// Pickles as the way to make it again: spec, seed, generator and the
    /// pieces dealt, which unpickling deals again ([`restored`]), so the
    /// copy deals exactly what this one deals next.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Restore)> {
        let stream = self.lock();
        let rng = match stream.dealing.generator() {
            Generator::Drawn(kind) => Some(kind.name()),
            Generator::Own(_) => None,
        };
        let again = (
            stream.dealing.spec().to_string(),
            stream.dealing.seed().to_string(),
            rng,
            stream.dealt,
        );
        Ok((py.import("tetrolab._native")?.getattr("_restored")?, again))
    }

    fn __repr__(&self) -> String {
        let stream = self.lock();
        format!(
            "Randomizer({:?}, seed={:?}, rng={:?}) after {} pieces",
            stream.dealing.spec().to_string(),
            stream.dealing.seed().to_string(),
            stream.dealing.generator().name(),
            stream.dealt
        )
    }
}
