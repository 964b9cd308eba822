//! The search that answers perfect clears for many queues: states stepped
//! piece by piece, with the moves from each state remembered across queues
//! and states that can never clear pruned.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::error::PcError;
use super::goal::PerfectClear;
use super::stack::Stack;
use crate::Piece;
use crate::play::{Placement, Rules, placements};

/// One state a queue read so far can leave: the rows still to clear and
/// the piece in hold (always `None` without hold).
type State = (Stack, Option<Piece>);

/// Every state the pieces read so far can leave, sorted and each once: the
/// state of [`PcSolver`]'s automaton. Empty when no choice of moves can go
/// on.
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::{PcSolver, PerfectClear};
/// // One line with a hole 4 wide: only an I lying in it clears it.
/// let goal = PerfectClear::new(&Field::from_text("XXXXXX____", 24)?, 1)?;
/// let srs = Kicks::srs();
/// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), false)?;
/// assert!(solver.is_clear(&solver.step(&solver.start(), I)));
/// assert!(solver.step(&solver.start(), O).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PcFrontier {
    states: Vec<State>,
}

impl PcFrontier {
    /// Whether no state is left: the clear cannot be made whatever comes
    /// next.
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// How many states it holds.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    fn of(mut states: Vec<State>) -> PcFrontier {
        states.sort_unstable();
        states.dedup();
        PcFrontier { states }
    }
}

/// A placement and the rows it leaves.
type Move = (Placement, Stack);

/// Perfect clears of one goal under one set of rules, with hold or without:
/// equal to [`definition::solve`](super::definition::solve) (a test
/// holds them equal on random small goals and queues), faster. It steps
/// every state the pieces so far allow at once ([`PcFrontier`]), remembers
/// the placements from each state for each piece (so the queues of a
/// pattern, and the walk of
/// [`Model::odds`](crate::analysis::exact::Model::odds), share them), and
/// drops a state once a column filled from floor to ceiling leaves a part
/// of the rows whose empty cells are not a multiple of 4.
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Field, Kicks, Rules};
/// use tetrolab::setups::{PcSolver, PerfectClear};
/// // Two lines with a hole 4 wide: two I or two O fill it.
/// let goal = PerfectClear::new(&Field::from_text("XXXXXX____\nXXXXXX____", 24)?, 2)?;
/// let srs = Kicks::srs();
/// let hold = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
/// assert!(hold.clears(&[T, O, O]), "the T goes to hold");
/// assert!(!hold.clears(&[T, O, I]));
/// assert_eq!(hold.solve(&[I, T, I]).map(|s| s.len()), Some(2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct PcSolver<'k> {
    goal: PerfectClear,
    rules: Rules<'k>,
    hold: bool,
    moves: RefCell<HashMap<(Stack, Piece), Rc<[Move]>>>,
}

impl<'k> PcSolver<'k> {
    /// The solver for `goal` under `rules` (whose ceiling it sets), with
    /// hold or without.
    ///
    /// # Errors
    /// Rules that cannot be followed.
    pub fn new(goal: &PerfectClear, rules: Rules<'k>, hold: bool) -> Result<PcSolver<'k>, PcError> {
        rules.check()?;
        Ok(PcSolver {
            goal: goal.clone(),
            rules,
            hold,
            moves: RefCell::new(HashMap::new()),
        })
    }

    /// The goal.
    pub fn goal(&self) -> &PerfectClear {
        &self.goal
    }

    /// Whether hold is used.
    pub fn hold(&self) -> bool {
        self.hold
    }

    /// How many pieces decide: the goal's pieces, one more with hold.
    pub fn length(&self) -> usize {
        self.goal.pieces() + usize::from(self.hold)
    }

    /// Before any piece.
    pub fn start(&self) -> PcFrontier {
        PcFrontier {
            states: vec![(self.goal.start(), None)],
        }
    }

    /// Whether the queue clears the goal (pieces past
    /// [`PcSolver::length`] do not matter).
    pub fn clears(&self, queue: &[Piece]) -> bool {
        let mut frontier = self.start();
        for &piece in queue {
            if self.is_clear(&frontier) {
                return true;
            }
            frontier = self.step(&frontier, piece);
            if frontier.is_empty() {
                return false;
            }
        }
        self.is_clear(&frontier)
    }

    /// The states after `piece` is drawn, from every state in `frontier`:
    /// the piece placed where it may go, or (with hold) swapped with the
    /// held piece, which is placed where it may go unless hold was empty.
    pub fn step(&self, frontier: &PcFrontier, piece: Piece) -> PcFrontier {
        let mut states = Vec::new();
        for &(stack, held) in &frontier.states {
            if stack.is_clear() {
                // Cleared: whatever comes next changes nothing.
                states.push((stack, held));
                continue;
            }
            states.extend(self.moves(stack, piece).iter().map(|&(_, to)| (to, held)));
            if self.hold {
                match held {
                    None => states.push((stack, Some(piece))),
                    Some(h) => states.extend(
                        self.moves(stack, h)
                            .iter()
                            .map(|&(_, to)| (to, Some(piece))),
                    ),
                }
            }
        }
        PcFrontier::of(states)
    }

    /// Whether some state in `frontier` has every line cleared, or (with
    /// hold) clears them with the held piece — the next piece, whatever it
    /// is, swaps it out of hold.
    pub fn is_clear(&self, frontier: &PcFrontier) -> bool {
        frontier.states.iter().any(|&(stack, held)| {
            stack.is_clear()
                || held.is_some_and(|h| self.moves(stack, h).iter().any(|(_, to)| to.is_clear()))
        })
    }

    /// One way the queue clears the goal, as
    /// [`definition::solve`](super::definition::solve) gives it (the
    /// placements in the order made, each in the frame of the field it was
    /// placed on), or `None`.
    pub fn solve(&self, queue: &[Piece]) -> Option<Vec<Placement>> {
        let mut made = Vec::new();
        let mut dead = HashSet::new();
        self.search((self.goal.start(), None), queue, &mut dead, &mut made)
            .then_some(made)
    }

    /// Whether the clear can be finished from `state` with `queue` to
    /// come; states (with the length of what is left) that cannot are
    /// remembered in `dead`.
    fn search(
        &self,
        (stack, held): State,
        queue: &[Piece],
        dead: &mut HashSet<(State, usize)>,
        made: &mut Vec<Placement>,
    ) -> bool {
        if stack.is_clear() {
            return true;
        }
        if dead.contains(&((stack, held), queue.len())) {
            return false;
        }
        let mut place = |piece: Piece, rest: &[Piece], held: Option<Piece>| {
            for &(placement, to) in self.moves(stack, piece).iter() {
                made.push(placement);
                if self.search((to, held), rest, dead, made) {
                    return true;
                }
                made.pop();
            }
            false
        };
        let found = match queue.split_first() {
            None => held.is_some_and(|h| place(h, queue, None)),
            Some((&next, rest)) => {
                place(next, rest, held)
                    || (self.hold
                        && match held {
                            None => self.search((stack, Some(next)), rest, dead, made),
                            Some(h) => place(h, rest, Some(next)),
                        })
            }
        };
        if !found {
            dead.insert(((stack, held), queue.len()));
        }
        found
    }

    /// The placements `piece` can make on `stack` and the rows each
    /// leaves, those that can never clear left out; remembered.
    fn moves(&self, stack: Stack, piece: Piece) -> Rc<[Move]> {
        if let Some(moves) = self.moves.borrow().get(&(stack, piece)) {
            return Rc::clone(moves);
        }
        let rules = Rules {
            ceiling: Some(stack.lines),
            ..self.rules
        };
        let moves: Rc<[Move]> = if stack.is_clear() {
            Rc::from([])
        } else {
            placements(&stack.field(), piece, &rules)
                .expect("PcSolver::new checked the rules")
                .iter()
                .map(|placement| (placement, stack.after(&placement)))
                .filter(|(_, to)| to.regions_fill())
                .collect()
        };
        self.moves
            .borrow_mut()
            .insert((stack, piece), Rc::clone(&moves));
        moves
    }
}
