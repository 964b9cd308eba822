//! Which placements of a setup can be made next, once some are made: the
//! one step both the definition and the automaton take.

use super::conditions::Conditions;
use super::error::CoverError;
use super::mode::{Effect, SpinNeed};
use crate::Piece;
use crate::play::{
    Drop, Field, Lines, Placement as Target, Rotation, Rules, best_t_spin, reachable,
};
use crate::setups::{Placement, Setup};

impl Setup {
    /// The placements (bit `i` for `placements[i]`) that can be made next
    /// once those in `made` are: not made yet, their rows to clear first
    /// cleared, and — on the board of the moment, the start field with
    /// the made placements filled in and every full row cleared — fitting,
    /// resting on something, and reachable under `rules`.
    ///
    /// ```
    /// use tetrolab::play::{Drop, Kicks, Rules};
    /// use tetrolab::setups::Setup;
    /// // A tower of 7 pieces built in one order only (sfinder's cover case 2).
    /// let setup = Setup::from_fumen("v115@vhGRQJWLJSBJTyIXoIVjIUUI")?;
    /// let srs = Kicks::srs();
    /// let first = setup.placeable(0, &Rules::new(&srs, Drop::Soft))?;
    /// assert_eq!(first.count_ones(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Rules that cannot be followed, or more than
    /// [`CoverError::MAX_PLACEMENTS`] placements.
    pub fn placeable(&self, made: u64, rules: &Rules<'_>) -> Result<u64, CoverError> {
        Ok(self
            .steps(made, rules, &Conditions::default())?
            .iter()
            .fold(0, |next, (i, _)| next | 1 << i))
    }

    /// The placements that can be made next from `made` under `rules` and
    /// `conditions`' moves (its T-spin drop and `last_soft`), each with
    /// what it does: [`Setup::placeable`]'s step, the one both the
    /// definition and the automaton take.
    pub(super) fn steps(
        &self,
        made: u64,
        rules: &Rules<'_>,
        conditions: &Conditions,
    ) -> Result<Vec<(usize, Effect)>, CoverError> {
        let n = self.placements.len();
        if n > CoverError::MAX_PLACEMENTS {
            return Err(CoverError::TooManyPlacements(n));
        }
        rules.check()?;
        let mut board = self.field;
        for (_, placement) in self.indexed(made) {
            for &(x, y) in &placement.cells {
                board.set(x, y, true);
            }
        }
        let mut now = board;
        let cleared = now.clear_lines();
        let remaining = n as u32 - made.count_ones();
        let moves = Moves::of(rules, conditions, remaining);
        let mut next = Vec::new();
        for (i, placement) in self.placements.iter().enumerate() {
            if made >> i & 1 == 1 || u64::from(placement.cleared_first) & !cleared.bits() != 0 {
                continue;
            }
            let Some(target) = in_frame(placement, cleared) else {
                continue;
            };
            if !now.fits(&target) || !now.is_grounded(&target) {
                continue;
            }
            if let Some(effect) = moves.effect(&now, &target, conditions)? {
                next.push((i, effect));
            }
        }
        Ok(next)
    }

    /// The placements whose bits are set in `set`, with their indices.
    pub(super) fn indexed(&self, set: u64) -> impl Iterator<Item = (usize, &Placement)> {
        self.placements
            .iter()
            .enumerate()
            .filter(move |(i, _)| set >> i & 1 == 1)
    }

    /// Every placement's bit.
    pub(super) fn all_placements(&self) -> u64 {
        match self.placements.len() {
            64.. => u64::MAX,
            n => (1 << n) - 1,
        }
    }
}

/// How the piece in hand may move, once the placements left are known.
struct Moves<'k> {
    /// The rules a piece moves by; with a T-spin drop, the T's soft drops
    /// before its last turn.
    rules: Rules<'k>,
    /// A T-spin drop in force: the T only spins in, the others drop
    /// straight.
    spin_drop: Option<SpinNeed>,
}

impl<'k> Moves<'k> {
    /// The moves for the next placement when `remaining` are left
    /// (counting it): soft drops for the last `last_soft`, else the drop
    /// and the T-spin drop asked for.
    fn of(rules: &Rules<'k>, conditions: &Conditions, remaining: u32) -> Moves<'k> {
        if remaining <= conditions.last_soft {
            let drop = if rules.drop == Drop::Soft180 {
                Drop::Soft180
            } else {
                Drop::Soft
            };
            return Moves {
                rules: Rules { drop, ..*rules },
                spin_drop: None,
            };
        }
        match conditions.spin_drop {
            Some(need) => Moves {
                rules: Rules {
                    drop: Drop::Soft,
                    ..*rules
                },
                spin_drop: Some(need),
            },
            None => Moves {
                rules: *rules,
                spin_drop: None,
            },
        }
    }

    /// What placing `target` (fitting and grounded on `now`) does, or
    /// `None` when the moves cannot place it there.
    fn effect(
        &self,
        now: &Field,
        target: &Target,
        conditions: &Conditions,
    ) -> Result<Option<Effect>, CoverError> {
        let straight = Rules {
            drop: Drop::Hard,
            ..self.rules
        };
        let is_t = target.piece == Piece::T;
        let spin = if is_t && (conditions.needs_spins()) {
            best_t_spin(now, target, &self.rules)?
        } else {
            None
        };
        let mut after = *now;
        after
            .put(target)
            .expect("the placement fits the board of the moment");
        let lines = after.clear_lines().count();
        let placed = match self.spin_drop {
            Some(need) if is_t => spin.is_some_and(|spin| need.allows(spin, lines)),
            Some(_) => reachable(now, target, &straight)?,
            None => reachable(now, target, &self.rules)?,
        };
        if !placed {
            return Ok(None);
        }
        let soft = conditions.max_soft.is_some() && !reachable(now, target, &straight)?;
        Ok(Some(Effect {
            piece: target.piece,
            lines,
            spin,
            soft,
            empties: after.is_empty(),
        }))
    }
}

/// The placement as a piece on the board of the moment, whose rows
/// `cleared` (in the start field's frame) are gone: each cell moves down
/// by the cleared rows below it. `None` if a cell lies in a cleared row or
/// the cells are no state of the piece (neither happens for a setup read
/// from a fumen or a record).
fn in_frame(placement: &Placement, cleared: Lines) -> Option<Target> {
    let mut cells = [(0i8, 0i8); 4];
    for (cell, &(x, y)) in cells.iter_mut().zip(&placement.cells) {
        if cleared.contains(y) {
            return None;
        }
        *cell = (x as i8, (u32::from(y) - cleared.below(y)) as i8);
    }
    cells.sort_unstable_by_key(|&(x, y)| (y, x));
    Rotation::ALL.into_iter().find_map(|rotation| {
        let mut shape = Target::new(placement.piece, rotation, 0, 0).cells();
        shape.sort_unstable_by_key(|&(x, y)| (y, x));
        let target = Target::new(
            placement.piece,
            rotation,
            cells[0].0 - shape[0].0,
            cells[0].1 - shape[0].1,
        );
        let mut covered = target.cells();
        covered.sort_unstable_by_key(|&(x, y)| (y, x));
        (covered == cells).then_some(target)
    })
}

#[cfg(test)]
mod tests {
    use crate::notation::{Game, Mode};
    use crate::play::{Drop, Kicks, Rules};
    use crate::setups::Setup;

    /// The I fills and clears row 1; the O lies across that row, so it can
    /// be made only after the I, one row lower than drawn.
    #[test]
    fn a_placement_across_a_cleared_row_waits_for_the_clear() {
        let game: Game = "[8, (2)] [(1), 9]\nI1a (X), Ok (X)".parse().unwrap();
        let setup = Setup::from_game(&game.validate(Mode::Strict).unwrap()).unwrap();
        let srs = Kicks::srs();
        let rules = Rules::new(&srs, Drop::Soft);
        assert_eq!(setup.placeable(0, &rules).unwrap(), 0b01);
        assert_eq!(setup.placeable(0b01, &rules).unwrap(), 0b10);
        assert_eq!(setup.placeable(0b11, &rules).unwrap(), 0);
    }
}
