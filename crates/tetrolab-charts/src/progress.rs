//! How a long chart or page reports to the face that asked for it (a
//! terminal's bar, a notebook's, a web worker's messages): progress, and
//! the notices the user should see as the run is resolved.

use tetrolab::randomizer::Notice;

/// Receives the progress of the work behind a chart or page: a stage
/// begins with the pieces it will deal, then pieces are counted as they
/// are dealt, from any thread.
pub trait Progress: Sync {
    /// A stage begins: `what` it does and how many pieces it deals.
    fn begin(&self, what: &str, total: u64);
    /// `pieces` more pieces dealt in the current stage.
    fn add(&self, pieces: u64);
    /// Something to tell the user now (a seed drawn or derived, a
    /// warning), each said once.
    fn notice(&self, notice: &Notice);
}

/// Progress nobody watches.
#[derive(Debug, Clone, Copy, Default)]
pub struct Silent;

impl Progress for Silent {
    fn begin(&self, _what: &str, _total: u64) {}
    fn add(&self, _pieces: u64) {}
    fn notice(&self, _notice: &Notice) {}
}
