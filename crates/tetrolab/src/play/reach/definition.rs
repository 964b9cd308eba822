//! Reachability as written: breadth-first searches over piece states, one
//! state at a time. The engine (`play::placements`) must give exactly
//! these answers; `reach::tests` checks it on random fields.

use std::collections::{BTreeSet, HashSet, VecDeque};

use super::space::Space;
use crate::Piece;
use crate::play::{Entry, Field, Placement, Rotation, Rules, RulesError, Turn};

/// The highest centre row the search visits when pieces enter from the top:
/// from two rows above the field (where every piece lies wholly above it,
/// in open sky, so every state there enters) up by the deepest kick, so
/// that every state that can reach into the field in one move is seen.
fn top_row(field: &Field, rules: &Rules<'_>) -> i8 {
    field.height() as i8 + 2 + rules.kicks.deepest_drop()
}

/// Every state of `piece` lying in `space`, with centre rows up to `top`.
fn every_state(space: &Space<'_>, piece: Piece, top: i8) -> Vec<Placement> {
    let mut states = Vec::new();
    for rotation in Rotation::ALL {
        for x in -2..12 {
            for y in -2..=top {
                let p = Placement::new(piece, rotation, x, y);
                if space.fits(&p) {
                    states.push(p);
                }
            }
        }
    }
    states
}

/// Where the piece starts: with [`Entry::Top`], every state with a clear
/// straight path up (it fits in every higher row up to `top`, above which
/// the sky is open); with [`Entry::Spawn`], the spawn in spawn orientation
/// if it fits.
fn entries(space: &Space<'_>, piece: Piece, top: i8, entry: Entry) -> Vec<Placement> {
    match entry {
        Entry::Top => every_state(space, piece, top)
            .into_iter()
            .filter(|p| (p.y..=top).all(|y| space.fits(&Placement { y, ..*p })))
            .collect(),
        Entry::Spawn { x, y } => {
            let spawn = Placement::new(piece, Rotation::Spawn, x, y);
            if space.fits(&spawn) {
                vec![spawn]
            } else {
                Vec::new()
            }
        }
    }
}

/// The states one move away: a shift left or right, a row down if
/// `down`, and each of `turns` by the kick table's first test that fits.
fn moves(
    space: &Space<'_>,
    rules: &Rules<'_>,
    from: &Placement,
    down: bool,
    turns: &[Turn],
) -> Vec<Placement> {
    let mut next = vec![from.moved(-1, 0), from.moved(1, 0)];
    if down {
        next.push(from.moved(0, -1));
    }
    next.retain(|p| space.fits(p));
    for &turn in turns {
        if let Some((turned, _)) = rules.kicks.rotate(from, turn, |p| space.fits(p)) {
            next.push(turned);
        }
    }
    next
}

/// Every state reachable from `starts` by `moves`, none above `top`.
fn search(
    space: &Space<'_>,
    rules: &Rules<'_>,
    starts: Vec<Placement>,
    top: i8,
    down: bool,
    turns: &[Turn],
) -> HashSet<Placement> {
    let mut seen: HashSet<Placement> = starts.iter().copied().collect();
    let mut queue: VecDeque<Placement> = starts.into();
    while let Some(state) = queue.pop_front() {
        for next in moves(space, rules, &state, down, turns) {
            if next.y <= top && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    seen
}

/// The state a piece falls to from `from`, straight down.
fn fallen(space: &Space<'_>, from: Placement) -> Placement {
    let mut at = from;
    while space.fits(&at.moved(0, -1)) {
        at = at.moved(0, -1);
    }
    at
}

/// Every state `piece` can be brought to under `rules`, grounded or not
/// (for hard drops: every state it can fall to).
///
/// - **Soft** (and 180, and the T under t-soft): every state reachable from
///   an entry by shifts, soft drops and turns (quarter turns, and half
///   turns under 180), each turn landing by the kick table's first test
///   that fits.
/// - **Hard**: from the top, each orientation and column dropped straight
///   from above the field; from a spawn, each state the spawn reaches by
///   shifts and quarter turns alone, dropped straight down.
///
/// From the top, states are listed up to two rows above the field plus the
/// deepest kick: every state higher lies wholly in the open sky, enters
/// there, and leads only to states that enter too.
pub fn states(
    field: &Field,
    piece: Piece,
    rules: &Rules<'_>,
) -> Result<HashSet<Placement>, RulesError> {
    rules.check()?;
    let space = Space::new(field, rules.entry);
    let top = match rules.entry {
        Entry::Top => top_row(field, rules),
        Entry::Spawn { .. } => field.height() as i8,
    };
    Ok(match rules.drop.turns(piece) {
        Some(turns) => {
            let starts = entries(&space, piece, top, rules.entry);
            search(&space, rules, starts, top, true, turns)
        }
        None => {
            let above: Vec<Placement> = match rules.entry {
                Entry::Top => Rotation::ALL
                    .into_iter()
                    .flat_map(|r| (-2..12).map(move |x| Placement::new(piece, r, x, top)))
                    .filter(|p| space.fits(p))
                    .collect(),
                Entry::Spawn { .. } => {
                    let spawn = entries(&space, piece, top, rules.entry);
                    search(&space, rules, spawn, top, false, &Turn::QUARTERS)
                        .into_iter()
                        .collect()
                }
            };
            above.into_iter().map(|p| fallen(&space, p)).collect()
        }
    })
}

/// Every distinct placement `piece` can lock at under `rules`: reachable
/// ([`states`]), grounded, entirely below the ceiling, each in its
/// canonical form (one per set of cells).
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::play::{Drop, Field, Kicks, Placement, Rotation, Rules, definition};
/// let field = Field::from_text("XXXX______", 24)?;
/// let srs = Kicks::srs();
/// let found = definition::placements(&field, Piece::O, &Rules::new(&srs, Drop::Hard))?;
/// assert_eq!(found.len(), 9);
/// assert!(found.contains(&Placement::new(Piece::O, Rotation::Spawn, 4, 0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn placements(
    field: &Field,
    piece: Piece,
    rules: &Rules<'_>,
) -> Result<BTreeSet<Placement>, RulesError> {
    let space = Space::new(field, rules.entry);
    let ceiling = rules.ceiling_on(field) as i8;
    Ok(states(field, piece, rules)?
        .into_iter()
        .filter(|p| space.is_grounded(p) && p.cells().iter().all(|&(_, y)| y < ceiling))
        .map(Placement::canonical)
        .collect())
}

/// Whether `target` (or a state covering the same cells) is one of
/// [`placements`].
pub fn reachable(field: &Field, target: &Placement, rules: &Rules<'_>) -> Result<bool, RulesError> {
    Ok(placements(field, target.piece, rules)?.contains(&target.canonical()))
}
