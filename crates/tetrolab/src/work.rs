//! How a long call reports to whoever waits for it, and how it is asked
//! to stop: one mechanism for every face (a terminal's bar and Ctrl-C, a
//! notebook's bar and `KeyboardInterrupt`, a web page's bar and cancel
//! button).
//!
//! A long call takes a [`Watch`]. It announces each stage of its work
//! ([`Watch::begin`]: what, and how many units — pieces, seeds — it will
//! do), counts units as they are done ([`Watch::add`], from any thread),
//! and between chunks of at most a few milliseconds of work asks
//! [`Watch::stopped`]; when the answer is yes it returns [`Stopped`] as
//! soon as the chunks in flight end, without a result.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Someone waiting for a long call: told what it does and how much, told
/// as work is done, and asked whether to stop. Every method may be called
/// from any thread; the defaults ignore the work and never stop.
///
/// ```
/// use tetrolab::work::{Tally, Watch};
/// let tally = Tally::default();
/// tally.begin("searching", 100);
/// tally.add(40);
/// assert_eq!((tally.total(), tally.done()), (100, 40));
/// assert!(!tally.stopped());
/// tally.stop();
/// assert!(tally.stopped());
/// ```
pub trait Watch: Sync {
    /// A stage begins: `what` it does, and the units of work it will do.
    fn begin(&self, what: &str, total: u64) {
        let _ = (what, total);
    }
    /// `units` more units of the current stage done.
    fn add(&self, units: u64) {
        let _ = units;
    }
    /// Whether the call should stop now (asked between chunks of work).
    fn stopped(&self) -> bool {
        false
    }
}

/// A watch nobody looks at: no progress, never stops.
#[derive(Debug, Clone, Copy, Default)]
pub struct Unwatched;

impl Watch for Unwatched {}

/// A watch's stop without its progress: for work done inside one unit
/// the caller counts itself (one candidate of many, read side by side),
/// whose own stages would only unsettle the caller's count.
pub(crate) struct StopOnly<'a>(pub(crate) &'a dyn Watch);

impl Watch for StopOnly<'_> {
    fn stopped(&self) -> bool {
        self.0.stopped()
    }
}

/// A call stopped because its [`Watch`] asked it to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("stopped before it finished, as asked")]
pub struct Stopped;

/// A watch that keeps count and stops when told to: for a face without a
/// bar of its own (a binding that polls it, a test), and a model for one.
#[derive(Debug, Default)]
pub struct Tally {
    total: AtomicU64,
    done: AtomicU64,
    stop: AtomicBool,
}

impl Tally {
    /// Units announced by the stages begun so far.
    pub fn total(&self) -> u64 {
        self.total.load(Ordering::Relaxed)
    }

    /// Units done so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// Asks the call to stop (from any thread, say a signal handler's).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Watch for Tally {
    fn begin(&self, _what: &str, total: u64) {
        self.total.fetch_add(total, Ordering::Relaxed);
    }

    fn add(&self, units: u64) {
        self.done.fetch_add(units, Ordering::Relaxed);
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}
