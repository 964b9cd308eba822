//! Several setups' covers read together: does the queue let a player build
//! at least one of them (OR), or each of them (AND)?

use super::build::Frontier;
use super::builds::Cover;
use crate::Piece;
use crate::analysis::exact::{PieceTest, Verdict};

/// How several setups' answers combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    /// At least one setup can be built (sfinder's OR).
    Any,
    /// Every setup can be built, each on its own from the same queue
    /// (sfinder's AND).
    Every,
}

/// One setup's part of a joined test: still open, built, or out of reach.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Part {
    /// Not decided: the builds the pieces so far allow.
    Open(Frontier),
    /// Built.
    Built,
    /// Cannot be built whatever comes next.
    Failed,
}

/// Several setups' covers as one [`PieceTest`], for the exact odds that a
/// randomizer lets a player build any or every one of them.
///
/// ```
/// use tetrolab::analysis::exact::{Model, Position};
/// use tetrolab::play::{Drop, Kicks, Rules};
/// use tetrolab::setups::{Cover, Join, Joined, Setup};
/// let a = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
/// let b = Setup::from_fumen("v115@vhFRQJPGJKJJGMJTNJ0BJ")?;
/// let srs = Kicks::srs();
/// let rules = Rules::new(&srs, Drop::Soft);
/// let covers = [Cover::new(&a, rules, true)?, Cover::new(&b, rules, true)?];
/// let bag = Model::of(&"7-bag".parse()?, 100_000, &tetrolab::work::Unwatched)?;
/// let from = Position::Game { seen: &[] };
/// // sfinder's cover case 1: OR 3108 and AND 812 of 5040.
/// let any = bag.odds(from, &Joined::new(&covers, Join::Any), &tetrolab::work::Unwatched)?;
/// let every = bag.odds(from, &Joined::new(&covers, Join::Every), &tetrolab::work::Unwatched)?;
/// assert_eq!(any.fraction.as_deref(), Some("37/60")); // 3108/5040
/// assert_eq!(every.fraction.as_deref(), Some("29/180")); // 812/5040
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Joined<'c, 's> {
    covers: &'c [Cover<'s>],
    join: Join,
}

impl<'c, 's> Joined<'c, 's> {
    /// The covers joined by `join`.
    pub fn new(covers: &'c [Cover<'s>], join: Join) -> Joined<'c, 's> {
        Joined { covers, join }
    }

    /// The verdict once every part is as given: decided when the join
    /// is.
    fn decide(&self, parts: Vec<Part>) -> Verdict<Vec<Part>> {
        let built = |p: &Part| *p == Part::Built;
        let failed = |p: &Part| *p == Part::Failed;
        match self.join {
            Join::Any if parts.iter().any(built) => Verdict::Pass,
            Join::Any if parts.iter().all(failed) => Verdict::Fail,
            Join::Every if parts.iter().all(built) => Verdict::Pass,
            Join::Every if parts.iter().any(failed) => Verdict::Fail,
            _ => Verdict::Open(parts),
        }
    }
}

impl PieceTest for Joined<'_, '_> {
    type State = Vec<Part>;

    fn start(&self) -> Vec<Part> {
        vec![Part::Open(Frontier::start()); self.covers.len()]
    }

    fn step(&self, state: &Vec<Part>, piece: Piece) -> Verdict<Vec<Part>> {
        let parts = state
            .iter()
            .zip(self.covers)
            .map(|(part, cover)| match part {
                Part::Open(frontier) => match PieceTest::step(cover, frontier, piece) {
                    Verdict::Open(next) => Part::Open(next),
                    Verdict::Pass => Part::Built,
                    Verdict::Fail => Part::Failed,
                },
                decided => decided.clone(),
            })
            .collect();
        self.decide(parts)
    }

    fn length(&self) -> usize {
        self.covers.iter().map(Cover::length).max().unwrap_or(0)
    }

    fn passes(&self, state: &Vec<Part>) -> bool {
        let parts = state
            .iter()
            .zip(self.covers)
            .map(|(part, cover)| match part {
                Part::Open(frontier) if cover.is_built(frontier) => Part::Built,
                Part::Open(_) => Part::Failed,
                decided => decided.clone(),
            })
            .collect();
        self.decide(parts) == Verdict::Pass
    }

    fn heap_bytes(&self, state: &Vec<Part>) -> usize {
        let open = state.iter().map(|part| match part {
            Part::Open(frontier) => frontier.heap_bytes(),
            Part::Built | Part::Failed => 0,
        });
        state.capacity() * size_of::<Part>() + open.sum::<usize>()
    }
}
