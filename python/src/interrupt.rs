//! Long work with the GIL released, stopped by Ctrl-C.
//!
//! [`run`] does the work on a thread of its own, handing it a
//! [`Tally`] (the library's [`Watch`](tetrolab::work::Watch) that stops
//! when told), while the calling thread, holding no GIL between looks,
//! asks Python every [`POLL`] whether a signal came (`check_signals`). On
//! Ctrl-C it tells the tally to stop, waits the few milliseconds the
//! library takes to notice, and raises `KeyboardInterrupt`: no work goes
//! on in the background.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use tetrolab::work::Tally;

use pyo3::exceptions::PyRuntimeError;
use pyo3::panic::PanicException;
use pyo3::prelude::*;

/// How often the caller looks for a signal while work runs.
pub const POLL: Duration = Duration::from_millis(50);

/// Runs `work` with the GIL released, returning its value, or raising
/// `KeyboardInterrupt` (or whatever a signal handler raises) as soon as
/// a signal comes and `work` has stopped. `work` gets the watch to pass
/// to the library's long calls. A panic in `work` (a bug) becomes a
/// Python `PanicException`, never a dead interpreter.
pub fn run<T: Send + 'static>(
    py: Python<'_>,
    work: impl FnOnce(Arc<Tally>) -> T + Send + 'static,
) -> PyResult<T> {
    let (done, mut result) = mpsc::channel();
    let tally = Arc::new(Tally::default());
    let watch = Arc::clone(&tally);
    std::thread::Builder::new()
        .name("tetrolab".to_owned())
        .spawn(move || {
            let _ = done.send(catch_unwind(AssertUnwindSafe(|| work(watch))));
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
            Err(RecvTimeoutError::Timeout) => {
                if let Err(signal) = py.check_signals() {
                    tally.stop();
                    // The stopped work's result (its `Stopped`) is dropped.
                    let _ = py.detach(move || result.recv());
                    return Err(signal);
                }
            }
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
