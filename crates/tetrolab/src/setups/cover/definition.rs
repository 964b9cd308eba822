//! Cover for one queue, said plainly: every choice tried, nothing
//! remembered. [`Cover`](super::Cover) answers the same faster; a test
//! holds the two equal on sfinder's cases.

use super::error::CoverError;
use crate::Piece;
use crate::play::Rules;
use crate::setups::Setup;

/// Whether `queue` lets a player build `setup` under `rules`, with hold or
/// without (the rules are in the [module docs](super)).
///
/// The search: with the next piece of the queue, place it at any
/// placement of its type that can be made now
/// ([`Setup::placeable`]); or, with hold, swap it with the held piece,
/// placing the held one likewise (nothing is placed when hold was empty).
/// Once the queue is read, the held piece may still be placed. The setup
/// is built when every placement is made.
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Kicks, Rules};
/// use tetrolab::setups::{Setup, definition};
/// let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
/// let srs = Kicks::srs();
/// let rules = Rules::new(&srs, Drop::Soft);
/// // The T is held all along; the held piece is never needed.
/// assert!(definition::builds(&setup, &[T, I, Z, L, S, O, J], true, &rules)?);
/// assert!(!definition::builds(&setup, &[T, I, Z, L, S, O, J], false, &rules)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Rules that cannot be followed, or more than
/// [`CoverError::MAX_PLACEMENTS`] placements.
pub fn builds(
    setup: &Setup,
    queue: &[Piece],
    hold: bool,
    rules: &Rules<'_>,
) -> Result<bool, CoverError> {
    setup.placeable(0, rules)?;
    search(setup, queue, hold, None, 0, rules)
}

/// Whether the setup can be finished from `made`, with `held` in hold and
/// `queue` still to come.
fn search(
    setup: &Setup,
    queue: &[Piece],
    hold: bool,
    held: Option<Piece>,
    made: u64,
    rules: &Rules<'_>,
) -> Result<bool, CoverError> {
    if made == setup.all_placements() {
        return Ok(true);
    }
    let open = setup.placeable(made, rules)?;
    let places = |piece: Piece| {
        setup
            .indexed(open)
            .filter(move |(_, p)| p.piece == piece)
            .map(move |(i, _)| made | 1 << i)
    };
    let Some((&next, rest)) = queue.split_first() else {
        // The queue is read: only the held piece can still be placed.
        if let Some(h) = held.filter(|_| hold) {
            for to in places(h) {
                if search(setup, queue, hold, None, to, rules)? {
                    return Ok(true);
                }
            }
        }
        return Ok(false);
    };
    for to in places(next) {
        if search(setup, rest, hold, held, to, rules)? {
            return Ok(true);
        }
    }
    if hold {
        match held {
            None => return search(setup, rest, hold, Some(next), made, rules),
            Some(h) => {
                for to in places(h) {
                    if search(setup, rest, hold, Some(next), to, rules)? {
                        return Ok(true);
                    }
                }
            }
        }
    }
    Ok(false)
}
