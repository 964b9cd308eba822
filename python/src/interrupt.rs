//! Long work with the GIL released, stopped by Ctrl-C.
//!
//! The library's long loops cannot yet be stopped from outside, so
//! [`run`] does the work on a thread of its own while the calling thread,
//! holding no GIL between looks, asks Python every [`POLL`] whether a
//! signal came (`check_signals`): Ctrl-C raises `KeyboardInterrupt` in the
//! caller within that time. The abandoned work finishes in the background
//! and its result is dropped. This is the one place a stop flag in the
//! library would be raised, once it has one.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::panic::PanicException;
use pyo3::prelude::*;

/// How often the caller looks for a signal while work runs.
pub const POLL: Duration = Duration::from_millis(50);

/// Runs `work` with the GIL released, returning its value, or raising
/// `KeyboardInterrupt` (or whatever a signal handler raises) as soon as
/// a signal comes. A panic in `work` (a bug) becomes a Python
/// `PanicException`, never a dead interpreter.
pub fn run<T: Send + 'static>(
    py: Python<'_>,
    work: impl FnOnce() -> T + Send + 'static,
) -> PyResult<T> {
    let (done, mut result) = mpsc::channel();
    std::thread::Builder::new()
        .name("tetrolab".to_owned())
        .spawn(move || {
            // The receiver is gone only if the caller was interrupted.
            let _ = done.send(catch_unwind(AssertUnwindSafe(work)));
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a thread: {e}")))?;
    loop {
        // The receiver goes into the GIL-free closure and back (it may be
        // sent to another thread, not shared).
        let (received, receiver) = py.detach(move || (result.recv_timeout(POLL), result));
        result = receiver;
        match received {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(panic)) => {
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic in tetrolab".to_owned());
                return Err(PanicException::new_err(message));
            }
            Err(RecvTimeoutError::Timeout) => py.check_signals()?,
            Err(RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err("tetrolab's worker thread vanished"));
            }
        }
    }
}

/// Between two slices of work done on the caller's thread (filling a
/// large array): raises `KeyboardInterrupt` if Ctrl-C came.
pub fn checkpoint(py: Python<'_>) -> PyResult<()> {
    py.check_signals()
}
