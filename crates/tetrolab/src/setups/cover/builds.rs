//! The automaton that answers cover for many queues: build states stepped
//! piece by piece, with the placements each set of made ones allows
//! remembered across queues.

use std::cell::RefCell;
use std::collections::HashMap;

use super::build::{Build, Frontier};
use super::error::CoverError;
use crate::Piece;
use crate::play::Rules;
use crate::setups::Setup;

/// Cover for one setup under one set of rules, with or without hold: the
/// automaton over [`Frontier`]s that equals [`definition::builds`]
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
    hold: bool,
    all: u64,
    /// For each piece (by index), the placements of that piece.
    of_piece: [u64; 7],
    /// Made placements → the placements that can be made next.
    next: RefCell<HashMap<u64, u64>>,
}

impl<'s> Cover<'s> {
    /// Cover of `setup` under `rules`, with hold or without.
    ///
    /// # Errors
    /// Rules that cannot be followed, or a setup of more than
    /// [`CoverError::MAX_PLACEMENTS`] placements.
    pub fn new(setup: &'s Setup, rules: Rules<'s>, hold: bool) -> Result<Cover<'s>, CoverError> {
        let first = setup.placeable(0, &rules)?;
        let mut of_piece = [0u64; 7];
        for (i, placement) in setup.placements.iter().enumerate() {
            of_piece[placement.piece.index()] |= 1 << i;
        }
        Ok(Cover {
            setup,
            rules,
            hold,
            all: setup.all_placements(),
            of_piece,
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
        for &Build { made, held } in frontier.builds() {
            for to in self.places(made, piece) {
                builds.push(Build { made: to, held });
            }
            if self.hold {
                match held {
                    None => builds.push(Build {
                        made,
                        held: Some(piece),
                    }),
                    Some(h) => builds.extend(self.places(made, h).map(|to| Build {
                        made: to,
                        held: Some(piece),
                    })),
                }
            }
        }
        Frontier::from_builds(builds)
    }

    /// Whether some build in `frontier` is the whole setup, or (with hold)
    /// lacks only a placement the held piece can make now — the next
    /// piece, whatever it is, swaps it out of hold.
    pub fn is_built(&self, frontier: &Frontier) -> bool {
        frontier.builds().iter().any(|&Build { made, held }| {
            made == self.all
                || (self.hold
                    && held.is_some_and(|h| self.places(made, h).any(|to| to == self.all)))
        })
    }

    /// The sets of made placements after `piece` fills one it may fill
    /// from `made`.
    fn places(&self, made: u64, piece: Piece) -> impl Iterator<Item = u64> + use<> {
        let mut open = self.placeable(made) & self.of_piece[piece.index()];
        std::iter::from_fn(move || {
            (open != 0).then(|| {
                let bit = open & open.wrapping_neg();
                open &= !bit;
                made | bit
            })
        })
    }

    /// The placements that can be made next from `made`, remembered.
    fn placeable(&self, made: u64) -> u64 {
        if let Some(&next) = self.next.borrow().get(&made) {
            return next;
        }
        let next = self
            .setup
            .placeable(made, &self.rules)
            .expect("Cover::new checked the rules and the setup's size");
        self.next.borrow_mut().insert(made, next);
        next
    }
}
