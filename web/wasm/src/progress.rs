//! Progress to a JavaScript function `(done, total) => void`, called as
//! the library counts work between its chunks of a few milliseconds.
//!
//! The library's watch must be `Sync` (natively it is shared by worker
//! threads), which a JavaScript function is not; so the function waits
//! in a thread-local slot for the length of one call, and the watch holds
//! only counters. In the browser there is one thread, the worker's, and
//! every count reaches the function; natively, in tests, there is none.
//!
//! A call cannot be stopped from JavaScript while it runs (the worker
//! reads no message until it returns): the page cancels by terminating
//! the worker.

use std::cell::RefCell;

use js_sys::Function;
use tetrolab::randomizer::Notice;
use tetrolab::work::{Tally, Watch};
use tetrolab_charts::Progress;
use wasm_bindgen::JsValue;

thread_local! {
    /// The function of the call running now, if it gave one.
    static LISTENER: RefCell<Option<Function>> = const { RefCell::new(None) };
}

/// A watch that counts and tells the call's JavaScript function.
#[derive(Debug, Default)]
pub struct Reporter {
    tally: Tally,
}

impl Reporter {
    /// Runs `work` with a reporter that tells `listener` (if any) of its
    /// progress; the listener is forgotten when `work` returns.
    pub fn run<T>(listener: Option<Function>, work: impl FnOnce(&Reporter) -> T) -> T {
        LISTENER.with(|slot| *slot.borrow_mut() = listener);
        let result = work(&Reporter::default());
        LISTENER.with(|slot| *slot.borrow_mut() = None);
        result
    }

    /// Calls the listener with the counts now. An exception it throws is
    /// ignored: progress is advice, the result still comes.
    fn tell(&self) {
        let (done, total) = (self.tally.done(), self.tally.total());
        LISTENER.with(|slot| {
            if let Some(listener) = slot.borrow().as_ref() {
                // Counts stay far below 2^53, exact as JavaScript numbers.
                let _ = listener.call2(
                    &JsValue::NULL,
                    &JsValue::from_f64(done as f64),
                    &JsValue::from_f64(total as f64),
                );
            }
        });
    }
}

impl Watch for Reporter {
    fn begin(&self, what: &str, total: u64) {
        self.tally.begin(what, total);
        self.tell();
    }

    fn add(&self, units: u64) {
        self.tally.add(units);
        self.tell();
    }
}

impl Progress for Reporter {
    /// Nothing to tell: a chart's subtitle names its seed, drawn or given.
    fn notice(&self, _notice: &Notice) {}
}
