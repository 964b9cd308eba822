//! A progress line on stderr for long runs, shown only on a terminal.

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// Work below this many pieces finishes too fast to need a progress line.
const LONG_RUN: u64 = 200_000_000;

/// Counts pieces done from any thread; while alive, a thread redraws
/// `what: 42.0 % (n of total pieces)` on stderr five times a second, if
/// stderr is a terminal and the run is long. Dropping it clears the line.
#[derive(Debug)]
pub struct Progress {
    done: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
    painter: Option<JoinHandle<()>>,
}

impl Progress {
    /// Starts counting towards `total` pieces.
    pub fn start(what: &str, total: u64) -> Progress {
        let done = Arc::new(AtomicU64::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let painter = (total >= LONG_RUN && std::io::stderr().is_terminal()).then(|| {
            let (done, stop, what) = (done.clone(), stop.clone(), what.to_owned());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let n = done.load(Ordering::Relaxed);
                    let percent = 100.0 * n as f64 / total as f64;
                    eprint!("\r{what}: {percent:5.1} % ({n} of {total} pieces)");
                    std::thread::sleep(Duration::from_millis(200));
                }
                eprint!("\r\x1b[2K");
                let _ = std::io::stderr().flush();
            })
        });
        Progress {
            done,
            stop,
            painter,
        }
    }

    /// Counts `pieces` more pieces done.
    pub fn add(&self, pieces: u64) {
        self.done.fetch_add(pieces, Ordering::Relaxed);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(painter) = self.painter.take() {
            let _ = painter.join();
        }
    }
}
