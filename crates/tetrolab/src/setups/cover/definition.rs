//! Cover for one queue, said plainly: every choice tried, nothing
//! remembered. [`Cover`](super::Cover) answers the same faster; a test
//! holds the two equal on sfinder's cases.

use super::conditions::{Conditions, Progress};
use super::error::CoverError;
use crate::Piece;
use crate::play::Rules;
use crate::setups::Setup;

/// Whether `queue` lets a player build `setup` under `rules` and
/// `conditions`, with hold or without (the rules are in the
/// [module docs](super)).
///
/// The search: with the next piece of the queue, place it at any
/// placement of its type that can be made now and that the conditions
/// allow after the placements so far; or, with hold, swap it with the held
/// piece, placing the held one likewise (nothing is placed when hold was
/// empty). Once the queue is read, the held piece may still be placed. The
/// setup is built when every placement is made and the conditions are met
/// (the tetris or T-spin made, the last placement a tetris).
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Kicks, Rules};
/// use tetrolab::setups::{Conditions, Setup, definition};
/// let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
/// let srs = Kicks::srs();
/// let rules = Rules::new(&srs, Drop::Soft);
/// let plain = Conditions::default();
/// // The T is held all along; the held piece is never needed.
/// assert!(definition::builds(&setup, &[T, I, Z, L, S, O, J], true, &rules, &plain)?);
/// assert!(!definition::builds(&setup, &[T, I, Z, L, S, O, J], false, &rules, &plain)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Rules that cannot be followed, conditions that do not go together, or
/// more than [`CoverError::MAX_PLACEMENTS`] placements.
pub fn builds(
    setup: &Setup,
    queue: &[Piece],
    hold: bool,
    rules: &Rules<'_>,
    conditions: &Conditions,
) -> Result<bool, CoverError> {
    conditions.check()?;
    setup.placeable(0, rules)?;
    let search = Search {
        setup,
        hold,
        rules,
        conditions,
    };
    search.from(queue, None, 0, Progress::default())
}

/// What stays the same through one search.
struct Search<'a> {
    setup: &'a Setup,
    hold: bool,
    rules: &'a Rules<'a>,
    conditions: &'a Conditions,
}

impl Search<'_> {
    /// Whether the setup can be finished from `made` and `progress`, with
    /// `held` in hold and `queue` still to come.
    fn from(
        &self,
        queue: &[Piece],
        held: Option<Piece>,
        made: u64,
        progress: Progress,
    ) -> Result<bool, CoverError> {
        if made == self.setup.all_placements() {
            return Ok(self.conditions.met(progress));
        }
        let steps = self.setup.steps(made, self.rules, self.conditions)?;
        let places = |piece: Piece| {
            steps.iter().filter_map(move |(i, effect)| {
                (effect.piece == piece)
                    .then(|| self.conditions.after(progress, effect))
                    .flatten()
                    .map(|progress| (made | 1 << i, progress))
            })
        };
        let Some((&next, rest)) = queue.split_first() else {
            // The queue is read: only the held piece can still be placed.
            if let Some(h) = held.filter(|_| self.hold) {
                for (to, progress) in places(h) {
                    if self.from(queue, None, to, progress)? {
                        return Ok(true);
                    }
                }
            }
            return Ok(false);
        };
        for (to, progress) in places(next) {
            if self.from(rest, held, to, progress)? {
                return Ok(true);
            }
        }
        if self.hold {
            match held {
                None => return self.from(rest, Some(next), made, progress),
                Some(h) => {
                    for (to, progress) in places(h) {
                        if self.from(rest, Some(next), to, progress)? {
                            return Ok(true);
                        }
                    }
                }
            }
        }
        Ok(false)
    }
}
