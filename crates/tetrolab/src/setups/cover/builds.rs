//! The automaton that answers cover for many queues: build states stepped
//! piece by piece, with the placements each set of made ones allows
//! remembered across queues.

use std::cell::RefCell;
use std::collections::HashMap;

use super::build::{Build, Frontier};
use super::conditions::{Conditions, Progress};
use super::error::CoverError;
use super::mode::Effect;
use crate::Piece;
use crate::play::Rules;
use crate::setups::Setup;

/// Cover for one setup under one set of rules and [`Conditions`], with or
/// without hold: the automaton over [`Frontier`]s that equals
/// [`definition::builds`]
/// (tested on sfinder's cases), stepping every build the pieces so far
/// allow at once. Which placements each set of made ones allows is worked
/// out once and remembered, so the queues of a pattern, and the walk of
/// [`Model::odds`](crate::analysis::exact::Model::odds), share it.
///
/// [`definition::builds`]: super::definition::builds
///
/// ```
/// use tetrolab::Piece::*;
/// use tetrolab::play::{Drop, Kicks, Rules};
/// use tetrolab::setups::{Cover, Setup};
/// let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
/// let srs = Kicks::srs();
/// let no_hold = Cover::new(&setup, Rules::new(&srs, Drop::Soft), false)?;
/// assert!(no_hold.builds(&[I, Z, L, S, O, J]));
/// assert!(!no_hold.builds(&[T, I, Z, L, S, O, J]), "the T cannot be put aside");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Cover<'s> {
    setup: &'s Setup,
    rules: Rules<'s>,
    conditions: Conditions,
    hold: bool,
    all: u64,
    /// Made placements → the placements that can be made next, with what
    /// each does.
    next: RefCell<HashMap<u64, Steps>>,
}

/// The placements that can be made next from one set of made ones, with
/// what each does.
type Steps = std::rc::Rc<[(usize, Effect)]>;

impl<'s> Cover<'s> {
    /// Cover of `setup` under `rules`, with hold or without, asking
    /// nothing more ([`Conditions::default`]).
    ///
    /// # Errors
    /// Rules that cannot be followed, or a setup of more than
    /// [`CoverError::MAX_PLACEMENTS`] placements.
    pub fn new(setup: &'s Setup, rules: Rules<'s>, hold: bool) -> Result<Cover<'s>, CoverError> {
        Cover::with(setup, rules, hold, Conditions::default())
    }

    /// Cover of `setup` under `rules` and `conditions`, with hold or
    /// without.
    ///
    /// ```
    /// use tetrolab::Piece::*;
    /// use tetrolab::play::{Drop, Kicks, Rules};
    /// use tetrolab::setups::{Conditions, Cover, CoverMode, Setup};
    /// // Six pieces lying flat: an I is part of it, but no line clears.
    /// let setup = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
    /// let srs = Kicks::srs();
    /// let tetris = Conditions { mode: CoverMode::Tetris, ..Conditions::default() };
    /// let cover = Cover::with(&setup, Rules::new(&srs, Drop::Soft), true, tetris)?;
    /// assert!(!cover.builds(&[I, Z, L, S, O, J, T]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Rules that cannot be followed, conditions that do not go together,
    /// or a setup of more than [`CoverError::MAX_PLACEMENTS`] placements.
    pub fn with(
        setup: &'s Setup,
        rules: Rules<'s>,
        hold: bool,
        conditions: Conditions,
    ) -> Result<Cover<'s>, CoverError> {
        conditions.check()?;
        let first: Steps = setup.steps(0, &rules, &conditions)?.into();
        Ok(Cover {
            setup,
            rules,
            conditions,
            hold,
            all: setup.all_placements(),
            next: RefCell::new(HashMap::from([(0, first)])),
        })
    }

    /// Whether hold is used.
    pub fn hold(&self) -> bool {
        self.hold
    }

    /// How many pieces decide: the setup's placements, one more with hold.
    pub fn length(&self) -> usize {
        self.setup.placements.len() + usize::from(self.hold)
    }

    /// Whether the queue lets a player build the setup (pieces past
    /// [`Cover::length`] do not matter).
    pub fn builds(&self, queue: &[Piece]) -> bool {
        let mut frontier = Frontier::start();
        for &piece in queue {
            if self.is_built(&frontier) {
                return true;
            }
            frontier = self.step(&frontier, piece);
            if frontier.is_empty() {
                return false;
            }
        }
        self.is_built(&frontier)
    }

    /// The builds after `piece` is drawn, from every build in `frontier`:
    /// the piece placed where it may go, or (with hold) swapped with the
    /// held piece, which is placed where it may go unless hold was empty.
    pub fn step(&self, frontier: &Frontier, piece: Piece) -> Frontier {
        let mut builds = Vec::new();
        for &build in frontier.builds() {
            let Build {
                made,
                held,
                progress,
            } = build;
            builds.extend(
                self.places(made, progress, piece)
                    .map(|(made, progress)| Build {
                        made,
                        held,
                        progress,
                    }),
            );
            if self.hold {
                match held {
                    None => builds.push(Build {
                        held: Some(piece),
                        ..build
                    }),
                    Some(h) => {
                        builds.extend(self.places(made, progress, h).map(|(made, progress)| {
                            Build {
                                made,
                                held: Some(piece),
                                progress,
                            }
                        }));
                    }
                }
            }
        }
        Frontier::from_builds(builds)
    }

    /// Whether some build in `frontier` is the whole setup and meets the
    /// conditions, or (with hold) lacks only a placement the held piece can
    /// make now and then meets them — the next piece, whatever it is, swaps
    /// it out of hold.
    pub fn is_built(&self, frontier: &Frontier) -> bool {
        let done =
            |made: u64, progress: Progress| made == self.all && self.conditions.met(progress);
        frontier.builds().iter().any(|&b| {
            done(b.made, b.progress)
                || (self.hold
                    && b.held.is_some_and(|h| {
                        self.places(b.made, b.progress, h)
                            .any(|(made, progress)| done(made, progress))
                    }))
        })
    }

    /// The made placements and progress after `piece` fills one it may
    /// fill from `made`, as the conditions allow.
    fn places(
        &self,
        made: u64,
        progress: Progress,
        piece: Piece,
    ) -> impl Iterator<Item = (u64, Progress)> + use<> {
        let steps = self.steps(made);
        let conditions = self.conditions;
        (0..steps.len()).filter_map(move |k| {
            let (i, effect) = &steps[k];
            (effect.piece == piece)
                .then(|| conditions.after(progress, effect))
                .flatten()
                .map(|progress| (made | 1 << i, progress))
        })
    }

    /// The placements that can be made next from `made`, with what each
    /// does, remembered.
    fn steps(&self, made: u64) -> Steps {
        if let Some(next) = self.next.borrow().get(&made) {
            return next.clone();
        }
        let next: Steps = self
            .setup
            .steps(made, &self.rules, &self.conditions)
            .expect("Cover::with checked the rules and the setup's size")
            .into();
        self.next.borrow_mut().insert(made, next.clone());
        next
    }
}
