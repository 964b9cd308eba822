//! A perfect clear for one queue, said plainly: every choice tried,
//! nothing remembered, nothing pruned. [`PcSolver`](super::PcSolver)
//! answers the same faster; a test holds the two equal on random small
//! cases.

use super::error::PcError;
use super::goal::PerfectClear;
use crate::Piece;
use crate::play::{Field, Placement, Rules, placements};

/// One way `queue` clears `goal` under `rules` (their ceiling is set by the
/// goal), with hold or without, or `None`.
///
/// The rules (solution-finder's `percent`): each piece placed lies
/// entirely below the ceiling — the lines still to clear, which drop by
/// one for each row cleared — rests on something and can be reached under
/// the rules' drop and kicks; full rows clear after each placement. The
/// goal is met once no line is left to clear. Without hold the pieces are
/// placed in the queue's order. With hold (empty at first, any number of
/// holds) each piece is placed or swapped with the held one, which is then
/// placed unless hold was empty; once the queue is read, the held piece may
/// still be placed.
///
/// The solution lists the placements in the order made, each in the frame
/// of the field it was placed on (the rows cleared before it taken out).
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::PerfectClear;
/// use tetrolab::setups::pc::definition;
/// let field = Field::from_text("
///     XXXXXX____
///     XXXXXX____
/// ", 24)?;
/// let goal = PerfectClear::new(&field, 2)?;
/// let srs = Kicks::srs();
/// let rules = Rules::new(&srs, Drop::Soft);
/// // Two I lying down, or two O side by side; not an I and an O.
/// let solution = definition::solve(&goal, &[I, I], false, &rules)?.unwrap();
/// assert_eq!(solution.len(), 2);
/// assert!(definition::solve(&goal, &[O, O], false, &rules)?.is_some());
/// assert!(definition::solve(&goal, &[I, O], false, &rules)?.is_none());
/// // With hold the O waits, but a third piece never comes.
/// assert!(definition::solve(&goal, &[O, I, I], true, &rules)?.is_some());
/// assert!(definition::solve(&goal, &[O, I], true, &rules)?.is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Rules that cannot be followed.
pub fn solve(
    goal: &PerfectClear,
    queue: &[Piece],
    hold: bool,
    rules: &Rules<'_>,
) -> Result<Option<Vec<Placement>>, PcError> {
    rules.check()?;
    let mut made = Vec::new();
    let found = search(
        &goal.field(),
        goal.lines(),
        queue,
        hold.then_some(None),
        rules,
        &mut made,
    );
    Ok(found.then_some(made))
}

/// Whether the clear can be finished from `field` with `lines` to clear,
/// `queue` still to come and `held` in hold (`None` without hold),
/// pushing the placements onto `made`.
fn search(
    field: &Field,
    lines: u8,
    queue: &[Piece],
    held: Option<Option<Piece>>,
    rules: &Rules<'_>,
    made: &mut Vec<Placement>,
) -> bool {
    if lines == 0 {
        return true;
    }
    let mut place = |piece: Piece, queue: &[Piece], held: Option<Option<Piece>>| {
        let under = Rules {
            ceiling: Some(lines),
            ..*rules
        };
        let found = placements(field, piece, &under).expect("the rules were checked");
        for placement in found.iter() {
            let mut next = *field;
            next.put(&placement).expect("a placement found fits");
            let cleared = next.clear_lines().count() as u8;
            made.push(placement);
            if search(&next, lines - cleared, queue, held, rules, made) {
                return true;
            }
            made.pop();
        }
        false
    };
    let Some((&next, rest)) = queue.split_first() else {
        // The queue is read: only the held piece can still be placed.
        return match held {
            Some(Some(h)) => place(h, queue, Some(None)),
            _ => false,
        };
    };
    if place(next, rest, held) {
        return true;
    }
    match held {
        None => false,
        Some(None) => search(field, lines, rest, Some(Some(next)), rules, made),
        Some(Some(h)) => place(h, rest, Some(Some(next))),
    }
}
