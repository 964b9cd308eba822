//! Where each bag begins in a run of pieces, for a face that marks bag
//! boundaries (the browser page's queue).

use crate::Dealing;
use crate::analysis::trace::steps;
use crate::randomizer::VisibleState;

/// The indices (from 0) of the pieces among the first `count` of
/// `dealing` that begin a new bag, or `None` for a randomizer without
/// bags. A piece begins a bag when it is the first, or when the pieces
/// left in the bags after it are not fewer than before it (the bag was
/// refilled to deal it). Read from the definition's visible state as a
/// trace reads it; the pieces are the same as the engine deals.
///
/// ```
/// use tetrolab::Dealing;
/// use tetrolab::results::bag_starts;
/// let dealing = Dealing::new("tetrio-7-bag".parse()?, None, 191836487u64.into())?;
/// assert_eq!(bag_starts(&dealing, 16), Some(vec![0, 7, 14]));
/// let memoryless = Dealing::new("memoryless".parse()?, None, 1u64.into())?;
/// assert_eq!(bag_starts(&memoryless, 16), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn bag_starts(dealing: &Dealing, count: u64) -> Option<Vec<u64>> {
    let mut starts = Vec::new();
    let mut before = None;
    for (index, step) in steps(dealing, count).enumerate() {
        let left = match step.state {
            VisibleState::Remaining(pieces) => pieces.len(),
            VisibleState::Bags(bags) => bags.iter().map(Vec::len).sum(),
            _ => return None,
        };
        // Step 0 is the start; step `index` holds piece `index - 1`.
        if let (Some(piece), Some(before)) = (index.checked_sub(1), before)
            && (piece == 0 || left >= before)
        {
            starts.push(piece as u64);
        }
        before = Some(left);
    }
    Some(starts)
}
