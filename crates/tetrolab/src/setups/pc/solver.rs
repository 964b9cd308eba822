//! The search that answers perfect clears for many queues: states stepped
//! piece by piece, with the moves from each state remembered across queues
//! and states that can never clear pruned.

use std::cell::RefCell;
use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};

use super::error::PcError;
use super::goal::PerfectClear;
use super::orders::{ClearOrders, Move};
use super::stack::Stack;
use super::tiling::{Available, Tiler};
use crate::Piece;
use crate::play::{Placement, Rules};
use crate::work::{Stopped, Watch};

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

    /// The memory its states' list holds, in bytes.
    pub(super) fn heap_bytes(&self) -> usize {
        self.states.capacity() * size_of::<State>()
    }

    fn of(mut states: Vec<State>) -> PcFrontier {
        states.sort_unstable();
        states.dedup();
        PcFrontier { states }
    }
}

/// The moves remembered for each stack and piece.
type Moves = FxHashMap<(Stack, Piece), Rc<[Move]>>;

/// The states that cannot clear with a rest of a queue ([`rest_key`]).
type Memo = FxHashSet<(Stack, Option<Piece>, u128)>;

/// A rest of a queue (or an order of pieces) as one number: 3 bits a
/// piece after a leading 1, for up to 42 pieces; `None` for longer ones.
fn rest_key(queue: &[Piece]) -> Option<u128> {
    (queue.len() <= 42).then(|| {
        queue
            .iter()
            .fold(1u128, |key, piece| key << 3 | piece.index() as u128)
    })
}

/// Perfect clears of one goal under one set of rules, with hold or without:
/// equal to [`definition::solve`](super::definition::solve) (a test
/// holds them equal on random small goals and queues), faster. It
/// remembers the placements from each state for each piece (so the queues
/// of a pattern, and the walk of
/// [`Model::odds`](crate::analysis::exact::Model::odds), share them), drops
/// a state once a column filled from floor to ceiling leaves a part of the
/// rows whose empty cells are not a multiple of 4, and answers queues by a
/// depth-first search that remembers which states cannot clear with which
/// rest of a queue and leaves a state at once when its empty cells cannot
/// be cut into the pieces still to come; the search tries two orders of its choices, each
/// within a budget of states that grows until one of them finishes
/// (a queue one order takes minutes over, the other often answers at
/// once). For the odds it steps every state the pieces so far
/// allow at once ([`PcFrontier`]).
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
    moves: RefCell<Moves>,
    /// Leaves out the stacks whose empty cells cannot be cut into pieces.
    tiler: Tiler,
    /// What the searches of queues have learnt, kept from one queue (and
    /// one call) to the next.
    learnt: RefCell<Learnt>,
    /// The states a search's first try may visit in each order
    /// ([`PcSolver::search`]).
    first_budget: u64,
}

/// What [`PcSolver::clears_each`] remembers across queues: the states
/// that cannot clear with a rest of a queue, and the piece orders of the
/// clears found (once one is found, for a goal of at most
/// [`ClearOrders::MAX_PIECES`] pieces).
#[derive(Debug, Default)]
struct Learnt {
    memo: Memo,
    orders: Option<ClearOrders>,
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
            moves: RefCell::default(),
            tiler: Tiler::new(),
            learnt: RefCell::default(),
            first_budget: Self::FIRST_BUDGET,
        })
    }

    /// The same solver with searches whose first tries may visit only
    /// `budget` states: the answers stay the same (the tests give it 1,
    /// so that every search tries both orders and grows its budget).
    #[cfg(test)]
    pub(super) fn with_first_budget(self, budget: u64) -> PcSolver<'k> {
        PcSolver {
            first_budget: budget,
            ..self
        }
    }

    /// The goal.
    pub fn goal(&self) -> &PerfectClear {
        &self.goal
    }

    /// The rules pieces move by (their ceiling set per stack).
    pub(super) fn rules(&self) -> &Rules<'k> {
        &self.rules
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
        self.clears_each(&[queue.to_vec()], &crate::work::Unwatched)
            .expect("an unwatched search does not stop")[0]
    }

    /// [`PcSolver::clears`] for each of `sequences`, in order: a
    /// depth-first search per queue that remembers, across queues and
    /// calls, which
    /// states cannot clear with which rest of a queue (up to
    /// [`PcSolver::MEMO`] of them, then it remembers no more and starts
    /// over at the next queue) and every order in which the placements of
    /// each clear found can be made (for a goal of up to 10 pieces): a
    /// later queue that can deal one of them, with hold if used, makes
    /// that clear with no search. Tells
    /// `watch` of each sequence done and stops when it asks.
    ///
    /// ```
    /// use tetrolab::Piece::*;
    /// use tetrolab::play::{Drop, Field, Kicks, Rules};
    /// use tetrolab::setups::{PcSolver, PerfectClear};
    /// use tetrolab::work::Unwatched;
    /// let goal = PerfectClear::new(&Field::from_text("XXXXXX____", 24)?, 1)?;
    /// let srs = Kicks::srs();
    /// let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;
    /// let each = solver.clears_each(&[vec![I, O], vec![O, I], vec![O, T]], &Unwatched)?;
    /// assert_eq!(each, [true, true, false]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Stopped`] when `watch` asks.
    pub fn clears_each(
        &self,
        sequences: &[Vec<Piece>],
        watch: &dyn Watch,
    ) -> Result<Vec<bool>, Stopped> {
        watch.begin("searching perfect clears", sequences.len() as u64);
        let mut learnt = self.learnt.borrow_mut();
        let Learnt { memo, orders } = &mut *learnt;
        let mut each = Vec::with_capacity(sequences.len());
        for (i, sequence) in sequences.iter().enumerate() {
            if i % 16 == 15 {
                watch.add(16);
                if watch.stopped() {
                    return Err(Stopped);
                }
            }
            let length = sequence.len().min(self.length());
            if memo.len() >= Self::MEMO {
                memo.clear();
            }
            let queue = &sequence[..length];
            if orders.as_ref().is_some_and(|o| o.deals(queue, self.hold)) {
                each.push(true);
                continue;
            }
            let mut made = Vec::new();
            let start = self.goal.start();
            let clears = self.search((start, None), queue, memo, &mut made);
            if clears && orders.is_none() {
                *orders = ClearOrders::new(self.goal.pieces());
            }
            if let Some(orders) = orders.as_mut().filter(|_| clears) {
                // The moves the search remembers, or else the stack's own
                // (the tiling check is the search's to save time; a clear's
                // stacks all pass it).
                orders.learn(start, &made, &|stack, piece| {
                    let remembered = self.moves.borrow().get(&(stack, piece)).cloned();
                    remembered.unwrap_or_else(|| stack.moves(piece, &self.rules).into())
                });
            }
            each.push(clears);
        }
        watch.add(sequences.len() as u64 % 16);
        Ok(each)
    }

    /// Whether `queue` (with hold if used) can deal an order of pieces
    /// known to clear from an earlier clear: [`PcSolver::clears`] without
    /// its search, `false` when no such order is known.
    pub(super) fn deals_known_order(&self, queue: &[Piece]) -> bool {
        let queue = &queue[..queue.len().min(self.length())];
        let learnt = self.learnt.borrow();
        learnt
            .orders
            .as_ref()
            .is_some_and(|o| o.deals(queue, self.hold))
    }

    /// The most (stack, piece) moves the solver remembers before it starts
    /// over, so that memory stays bounded.
    pub const MOVES: usize = 200_000;

    /// The most memory, in bytes, the (state, rest of a queue) answers
    /// [`PcSolver::clears_each`] remembers may take: past
    /// [`PcSolver::MEMO`] answers it remembers no more until the next
    /// queue, which starts over (the answers are the same, found again).
    pub const MEMO_BYTES: usize = 48_000_000;

    /// The most (state, rest of a queue) answers [`PcSolver::clears_each`]
    /// keeps: as many as a hash table that fits [`PcSolver::MEMO_BYTES`]
    /// holds (its slots are a power of two, each an entry and a control
    /// byte, at most 7 in 8 of them full), so the table never grows past it.
    ///
    /// ```
    /// use tetrolab::setups::PcSolver;
    /// assert!(PcSolver::MEMO > 100_000);
    /// ```
    pub const MEMO: usize = memo_entries(PcSolver::MEMO_BYTES);

    /// Whether the clear can be finished from `state` with `queue` to come;
    /// the placements of the way found are left in `made`. The search
    /// goes depth first in one of two orders of its choices (see
    /// [`Order`]), each within a budget of states, the budget growing
    /// until one order finishes: either order gives the same answer, but
    /// each has queues on which it wanders for a long time where the
    /// other finds a way at once. What a search proves (a state that
    /// cannot clear with a rest of a queue, remembered in `memo` for
    /// queues short enough to key it) holds whatever the order, so it is
    /// kept across tries.
    fn search(
        &self,
        state: State,
        queue: &[Piece],
        memo: &mut Memo,
        made: &mut Vec<Placement>,
    ) -> bool {
        let mut budget = self.first_budget;
        loop {
            for order in [Order::AsDealt, Order::TKeptBack] {
                made.clear();
                let mut walk = Walk { order, budget };
                if let Some(found) = self.finishes(state, queue, memo, made, &mut walk) {
                    return found;
                }
            }
            budget = budget.saturating_mul(4);
        }
    }

    /// The states the search's first tries may visit, in each order.
    const FIRST_BUDGET: u64 = 1 << 10;

    /// Whether the clear can be finished from `state` with `queue` to
    /// come, searched in `walk`'s order: `None` when its budget runs out
    /// first.
    fn finishes(
        &self,
        (stack, held): State,
        queue: &[Piece],
        memo: &mut Memo,
        made: &mut Vec<Placement>,
        walk: &mut Walk,
    ) -> Option<bool> {
        if stack.is_clear() {
            return Some(true);
        }
        let key = rest_key(queue).map(|rest| (stack, held, rest));
        if key.as_ref().is_some_and(|k| memo.contains(k))
            || !self.tiler.fills_with(&stack, Available::of(held, queue))
        {
            return Some(false);
        }
        walk.budget = walk.budget.checked_sub(1)?;
        let found = match queue.split_first() {
            None => match held {
                Some(h) => self.places(stack, h, (queue, None), memo, made, walk)?,
                None => false,
            },
            Some((&next, rest)) => {
                let place_next = |memo: &mut Memo, made: &mut Vec<Placement>, walk: &mut Walk| {
                    self.places(stack, next, (rest, held), memo, made, walk)
                };
                let keep_next = |memo: &mut Memo, made: &mut Vec<Placement>, walk: &mut Walk| {
                    if !self.hold {
                        return Some(false);
                    }
                    match held {
                        None => self.finishes((stack, Some(next)), rest, memo, made, walk),
                        Some(h) => self.places(stack, h, (rest, Some(next)), memo, made, walk),
                    }
                };
                let keep_first =
                    walk.order == Order::TKeptBack && next == Piece::T && held != Some(Piece::T);
                let mut found = false;
                for keep in [keep_first, !keep_first] {
                    found = if keep {
                        keep_next(memo, made, walk)?
                    } else {
                        place_next(memo, made, walk)?
                    };
                    if found {
                        break;
                    }
                }
                found
            }
        };
        if let Some(key) = key.filter(|_| !found && memo.len() < Self::MEMO) {
            memo.insert(key);
        }
        Some(found)
    }

    /// Whether `piece` placed somewhere on `stack` lets the clear be
    /// finished with `rest` to come and `held` in hold (as
    /// [`PcSolver::finishes`]).
    fn places(
        &self,
        stack: Stack,
        piece: Piece,
        (rest, held): (&[Piece], Option<Piece>),
        memo: &mut Memo,
        made: &mut Vec<Placement>,
        walk: &mut Walk,
    ) -> Option<bool> {
        for &(placement, to) in self.moves(stack, piece).iter() {
            made.push(placement);
            if self.finishes((to, held), rest, memo, made, walk)? {
                return Some(true);
            }
            made.pop();
        }
        Some(false)
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
        let start = (self.goal.start(), None);
        self.search(start, queue, &mut FxHashSet::default(), &mut made)
            .then_some(made)
    }

    /// The placements `piece` can make on `stack` and the rows each
    /// leaves, those that can never clear left out; remembered.
    fn moves(&self, stack: Stack, piece: Piece) -> Rc<[Move]> {
        if let Some(moves) = self.moves.borrow().get(&(stack, piece)) {
            return Rc::clone(moves);
        }
        let moves: Rc<[Move]> = stack
            .moves(piece, &self.rules)
            .into_iter()
            .filter(|(_, to)| self.tiler.fills(to))
            .collect();
        let mut remembered = self.moves.borrow_mut();
        if remembered.len() >= Self::MOVES {
            remembered.clear();
        }
        remembered.insert((stack, piece), Rc::clone(&moves));
        moves
    }
}

/// How many memo entries a hash table of at most `bytes` holds: its
/// slots (a power of two, each an entry and a control byte) at 7 in 8.
const fn memo_entries(bytes: usize) -> usize {
    let slot = size_of::<(Stack, Option<Piece>, u128)>() + 1;
    let mut slots = 8;
    while slots * 2 * slot <= bytes {
        slots *= 2;
    }
    slots / 8 * 7
}

/// The two orders [`PcSolver::search`] tries its choices in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    /// The next piece placed first, then (with hold) kept back.
    AsDealt,
    /// The same, except that a T is kept back first: a T placed where
    /// no other T will mend the checkerboard colours it leaves unequal is
    /// often a long dead end.
    TKeptBack,
}

/// A search's order and the states it may still visit.
struct Walk {
    order: Order,
    budget: u64,
}
