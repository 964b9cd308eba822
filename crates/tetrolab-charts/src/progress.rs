//! How a long chart or page reports to the face that asked for it (a
//! terminal's bar, a notebook's, a web worker's messages): the library's
//! [`Watch`] (progress, and a request to stop), and the notices the user
//! should see as the run is resolved.

use tetrolab::randomizer::Notice;
use tetrolab::work::Watch;

/// Watches the work behind a chart or page: its stages, the pieces dealt
/// (the library's [`Watch`], from any thread), and the notices to show.
pub trait Progress: Watch {
    /// Something to tell the user now (a seed drawn or derived, a
    /// warning), each said once.
    fn notice(&self, notice: &Notice);
}

/// Progress nobody watches.
#[derive(Debug, Clone, Copy, Default)]
pub struct Silent;

impl Watch for Silent {}

impl Progress for Silent {
    fn notice(&self, _notice: &Notice) {}
}
