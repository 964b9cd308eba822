//! A progress bar on stderr for long runs: pieces done, rate and time
//! left, shown only on a terminal, cleared when the run ends or is
//! interrupted.

use std::sync::OnceLock;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

/// Work below this many pieces finishes too fast to need a bar.
const LONG_RUN: u64 = 200_000_000;

/// The bar of the run in progress, which the Ctrl-C handler clears.
static CURRENT: OnceLock<ProgressBar> = OnceLock::new();

/// Counts pieces done from any thread. While alive, for a long run on a
/// terminal, stderr shows `what [bar] done/total pieces, rate, ETA`;
/// dropping it clears the line, and so does Ctrl-C before the process
/// ends.
#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
}

impl Progress {
    /// Starts counting towards `total` pieces.
    pub fn start(what: &str, total: u64) -> Progress {
        let bar = if total >= LONG_RUN {
            ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr())
        } else {
            ProgressBar::hidden()
        };
        bar.set_style(
            ProgressStyle::with_template(
                "{msg} [{bar:20}] {percent:>3} % of {human_len} pieces, {rate}, {eta} left",
            )
            .expect("a valid template")
            .with_key(
                "rate",
                |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                    let _ = write!(out, "{:.0} M/s", state.per_sec() / 1e6);
                },
            )
            .progress_chars("=> "),
        );
        bar.set_message(what.to_owned());
        clear_on_interrupt(&bar);
        Progress { bar }
    }

    /// Counts `pieces` more pieces done.
    pub fn add(&self, pieces: u64) {
        self.bar.inc(pieces);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// Makes Ctrl-C clear `bar` (the first bar of the process; later ones
/// share its handler) before the process ends with the usual status for
/// an interrupt, 130.
fn clear_on_interrupt(bar: &ProgressBar) {
    if bar.is_hidden() || CURRENT.set(bar.clone()).is_err() {
        return;
    }
    let handler = || {
        if let Some(bar) = CURRENT.get() {
            bar.finish_and_clear();
        }
        std::process::exit(130);
    };
    // Without a handler (one is already set) Ctrl-C still stops the run.
    let _ = ctrlc::set_handler(handler);
}

/// A bar for work whose stages announce themselves (charts and pages):
/// each stage gets its own bar, the previous one cleared.
#[derive(Debug, Default)]
pub struct Stages {
    current: std::sync::Mutex<Option<Progress>>,
}

impl tetrolab_charts::Progress for Stages {
    fn begin(&self, what: &str, total: u64) {
        let mut current = self
            .current
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *current = None;
        *current = Some(Progress::start(what, total));
    }

    fn add(&self, pieces: u64) {
        if let Some(bar) = self
            .current
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
        {
            bar.add(pieces);
        }
    }

    fn notice(&self, notice: &tetrolab::randomizer::Notice) {
        crate::seeding::announce(notice);
    }
}
