//! A progress bar on stderr for long work: units done, rate and time
//! left, shown once the work has run a second and only on a terminal,
//! cleared when the work ends or is interrupted.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use tetrolab::work::Watch;

/// Work that ends sooner finishes without a bar.
const SHOW_AFTER: Duration = Duration::from_secs(1);

/// The bar on screen, which the Ctrl-C handler clears.
static SHOWN: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// Counts units done from any thread. Once the work has run a second, on
/// a terminal, stderr shows `what [bar] done/total, rate, ETA`; dropping
/// it clears the line, and so does Ctrl-C before the process ends.
#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
    shown: AtomicBool,
}

impl Progress {
    /// Starts counting towards `total` units of `what`.
    pub fn start(what: &str, total: u64) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template(
                "{msg} [{bar:20}] {percent:>3} % of {human_len}, {rate}, {eta} left",
            )
            .expect("a valid template")
            .with_key(
                "rate",
                |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                    let _ = write!(out, "{:.1} M/s", state.per_sec() / 1e6);
                },
            )
            .progress_chars("=> "),
        );
        bar.set_message(what.to_owned());
        Progress {
            bar,
            shown: AtomicBool::new(false),
        }
    }

    /// Counts `units` more done, and shows the bar once the work has run
    /// a second.
    pub fn add(&self, units: u64) {
        self.bar.inc(units);
        if !self.shown.load(Ordering::Relaxed)
            && self.bar.elapsed() >= SHOW_AFTER
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            clear_on_interrupt(&self.bar);
        }
    }
}

/// A bar watches one stage whose total its command announced; it never
/// asks the work to stop (Ctrl-C ends the process).
impl Watch for Progress {
    fn add(&self, units: u64) {
        Progress::add(self, units);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
        if self.shown.load(Ordering::Relaxed) {
            *SHOWN.lock().unwrap_or_else(PoisonError::into_inner) = None;
        }
    }
}

/// Makes Ctrl-C clear `bar` before the process ends with the usual status
/// for an interrupt, 130 (the handler is set once, for the bar shown).
fn clear_on_interrupt(bar: &ProgressBar) {
    let mut shown = SHOWN.lock().unwrap_or_else(PoisonError::into_inner);
    let first = shown.is_none();
    *shown = Some(bar.clone());
    drop(shown);
    if first {
        let handler = || {
            if let Some(bar) = SHOWN.lock().unwrap_or_else(PoisonError::into_inner).take() {
                bar.finish_and_clear();
            }
            std::process::exit(130);
        };
        // Without a handler (one is already set) Ctrl-C still stops the run.
        let _ = ctrlc::set_handler(handler);
    }
}

/// The library's [`Watch`] as bars: each stage of the work gets its own
/// bar, the previous one cleared. (Ctrl-C ends the process: see
/// [`Progress`].)
#[derive(Debug, Default)]
pub struct Stages {
    current: Mutex<Option<Progress>>,
}

impl Watch for Stages {
    fn begin(&self, what: &str, total: u64) {
        let mut current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        *current = None;
        *current = Some(Progress::start(what, total));
    }

    fn add(&self, units: u64) {
        if let Some(bar) = self
            .current
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            bar.add(units);
        }
    }
}

impl tetrolab_charts::Progress for Stages {
    fn notice(&self, notice: &tetrolab::randomizer::Notice) {
        crate::seeding::announce(notice);
    }
}
