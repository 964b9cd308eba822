//! Recovering the seed of a real game from its pieces.
//!
//! Every search is, by definition, each seed of the game's generator
//! dealt until its first wrong piece ([`every`]); the searches below
//! reach the same seeds sooner.
//!
//! TETR.IO deals every randomizer from MINSTD with draws
//! `floor(nextFloat() · n)`, and its pieces say which draws dealt them:
//! a shuffle can be undone, a first-batch rule too, pairs and extras
//! draw known pieces, classic and total mayhem a piece per draw or two
//! ([`openings`]). The draws that deal the pieces form a graph
//! ([`graph`]), and since each value of a draw holds on one interval of
//! states, only the states whose first two draws fit the graph are walked
//! ([`minstd`]), and of those only the ones whose third draw fits, runs
//! of evenly spaced states ([`runs`]): a few percent of the 2^31 states for
//! a bag (about 29 % for pairs, whose first draws rule out less),
//! each followed through the graph until its first draw that fits none of
//! the paths. Where a
//! first batch has too many ways to draw (too few of its pieces given),
//! every state is tried instead.
//!
//! The TGM LCG's output never sees its top 7 state bits: its 2^25
//! distinct states are each tried until their first wrong piece, in
//! under a second. NES Tetris and TetrisGYM have every seed tried on
//! their engines, and Sega Tetris every 32-bit seed on the first entries
//! of the table it would make.
//!
//! Every search runs on all cores in chunks of states ([`scan`]), telling
//! a [`Watch`] of each and asking it between chunks whether to stop.
//! A search lists at most [`MAX_LISTED`] seeds, the smallest, and counts
//! the others, so its memory stays flat however many seeds deal the
//! pieces; a record's check ([`first_undealt`]) follows each seed only as
//! far as it could beat the best so far, and stops at the first seed that
//! deals every piece.

mod every;
mod graph;
mod minstd;
mod openings;
mod runs;
mod scan;
#[cfg(test)]
mod tests;

use std::collections::BinaryHeap;

use serde::Serialize;

use crate::randomizer::catalog::{DefinitionUser, Drawn, Family, Own};
use crate::randomizer::{Definition, FirstBatch};
use crate::rng::{Generator, Minstd, RngKind, Seed, TgmLcg};
use crate::work::{Stopped, Watch};
use crate::{Dealing, Piece, Spec};
use every::{OwnGame, dealt_by};
use graph::DrawGraph;
use minstd::{Reach, Walk};
use scan::{Scan, Settled};

/// The most seeds a search lists (the smallest; it counts the others).
pub const MAX_LISTED: usize = 1000;

/// The most pieces a search shows after the given ones, summed over the
/// seeds it lists: with many pieces a seed, fewer seeds are listed.
pub const MAX_SHOWN_PIECES: usize = 10_000_000;

/// How many seeds a search that shows `more` pieces after the given ones
/// lists at most: [`MAX_LISTED`], or fewer so that the pieces shown stay
/// within [`MAX_SHOWN_PIECES`].
///
/// ```
/// use tetrolab::analysis::{MAX_LISTED, listed_at_most};
/// assert_eq!(listed_at_most(14), MAX_LISTED);
/// assert_eq!(listed_at_most(100_000), 100);
/// ```
pub fn listed_at_most(more: usize) -> usize {
    MAX_LISTED.min(MAX_SHOWN_PIECES / more.max(1)).max(1)
}

/// Why seeds cannot be searched for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeedsError {
    /// The randomizer is not one the search knows.
    #[error(
        "{0}: seeds are found for the games' generators only (TETR.IO's, the TGM games', NES Tetris, TetrisGYM and Sega Tetris): give a game-exact randomizer"
    )]
    Unsupported(String),
    /// Too few pieces to undo the first shuffle.
    #[error("{spec} needs its first {bag} pieces (one whole bag) to search; {given} given")]
    TooFew {
        /// The spec.
        spec: String,
        /// Pieces in its bag.
        bag: usize,
        /// Pieces given.
        given: usize,
    },
    /// The first pieces are not one bag.
    #[error("{spec} cannot deal these pieces: its first {bag} are not one bag ({pieces})")]
    NotABag {
        /// The spec.
        spec: String,
        /// Pieces in its bag.
        bag: usize,
        /// The first bag as given.
        pieces: String,
    },
    /// The search was asked to stop.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// The seeds found, and which other seeds deal the same.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeedSearch {
    /// The smallest seeds found, smallest first, at most
    /// [`listed_at_most`] of them: one for each class of seeds that deal
    /// the same pieces.
    pub seeds: Vec<FoundSeed>,
    /// How many seeds were found, listed or not.
    pub found: u64,
    /// Which other seeds deal what each seed found deals.
    pub alike: &'static str,
    /// How many distinct starting states of the generator the search
    /// covers: each walked, or ruled out by its first draws.
    pub states: u64,
}

/// A seed that deals the pieces given, and what it deals next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FoundSeed {
    /// The seed, as `gen --seed` takes it (the generator's state: every
    /// seed equal to it modulo 2^31 − 1, and negative ones 2^31 − 2
    /// apart, deal the same).
    pub seed: String,
    /// The pieces it deals after those given.
    pub next: String,
}

/// Every seed of `spec`'s game generator that deals `pieces` from a
/// game's start: the smallest [`listed_at_most`]`(more)`, smallest first,
/// each with the `more` pieces it deals next, and how many there are.
///
/// # Errors
/// See [`SeedsError`].
///
/// ```
/// use tetrolab::analysis::find_seeds;
/// use tetrolab::piece::parse_letters;
/// use tetrolab::work::Unwatched;
/// let spec = "tetrio-7-bag".parse()?;
/// let found = find_seeds(&spec, &parse_letters("JISZTLOLSIJZOTO")?, 5, &Unwatched)?;
/// assert!(found.seeds.iter().any(|f| f.seed == "191836487"));
/// assert_eq!(found.found, found.seeds.len() as u64);
/// assert_eq!(found.states, 2_147_483_646);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn find_seeds(
    spec: &Spec,
    pieces: &[Piece],
    more: usize,
    watch: &dyn Watch,
) -> Result<SeedSearch, SeedsError> {
    let plan = Plan::new(spec, pieces)?;
    plan.whole_first_bag(pieces)?;
    let listing = Listing {
        pieces: pieces.len(),
        limit: listed_at_most(more),
    };
    let listed = plan
        .search(pieces, &listing, watch)?
        .into_iter()
        .fold(Listed::default(), |all, one| all.merge(one, listing.limit));
    let found = listed.count;
    let seeds = listed
        .smallest
        .into_sorted_vec()
        .into_iter()
        .map(|state| {
            let seed = Seed::from(state);
            let dealing = Dealing::new(spec.clone(), None, seed).expect("a seed found is valid");
            let mut randomizer = dealing.randomizer();
            let dealt: Vec<Piece> = (0..pieces.len()).map(|_| randomizer.next_piece()).collect();
            debug_assert_eq!(dealt, pieces, "seed {seed} was found");
            FoundSeed {
                seed: seed.to_string(),
                next: (0..more)
                    .map(|_| randomizer.next_piece().letter())
                    .collect(),
            }
        })
        .collect();
    Ok(SeedSearch {
        seeds,
        found,
        alike: plan.alike,
        states: plan.states(),
    })
}

/// What a search for the first piece no seed deals found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Undealt {
    /// The first piece (0-based) no seed deals after the ones before it,
    /// or `None` when some seed deals them all.
    pub(crate) first: Option<usize>,
    /// How many distinct starting states of the generator the search
    /// covers (walked, or ruled out by their first draws).
    pub(crate) states: u64,
}

/// For pieces dealt from a game's start: the first (0-based) that no
/// seed of `spec`'s game generator deals after the ones before it, or
/// `None` when some seed deals them all. One search, each seed followed
/// as far as it could beat the best so far, stopping at the first seed
/// that deals every piece.
///
/// Where the search's first stage stops every seed (TETR.IO seeds whose
/// first batch fits no draws are never walked), the index given is the
/// first the search proves no seed deals, which may lie after the first
/// that none deals.
///
/// # Errors
/// The randomizer's seeds cannot be searched, or `watch` stopped it.
pub(crate) fn first_undealt(
    spec: &Spec,
    pieces: &[Piece],
    watch: &dyn Watch,
) -> Result<Undealt, SeedsError> {
    let plan = Plan::new(spec, pieces)?;
    let longest = Longest {
        pieces: pieces.len(),
    };
    let best = plan.search(pieces, &longest, watch)?.into_iter().max();
    let best = best.unwrap_or(0);
    Ok(Undealt {
        first: (best < pieces.len()).then(|| best.max(plan.floor() as usize)),
        states: plan.states(),
    })
}

/// Which TETR.IO seeds deal alike.
const MINSTD_ALIKE: &str = "every seed equal to one found modulo 2147483647 (JavaScript's negative seeds 2147483646 apart)";

/// Which TGM seeds deal alike (see [`TGM_DISTINCT_STATES`]).
const TGM_ALIKE: &str = "the 128 seeds equal to one found in their low 25 bits (add any multiple of 33554432 below 2^32)";

/// The TGM LCG's output `(state >> 10) & 0x7FFF` never sees the state's
/// top 7 bits, and no lower bit depends on a higher one: states equal in
/// their low 25 bits deal the same pieces for ever.
const TGM_DISTINCT_STATES: u64 = 1 << 25;

/// How a spec's seeds are searched.
enum Space {
    /// TETR.IO's MINSTD, through the draws that deal the pieces.
    Graph(Drawn, DrawGraph),
    /// Every state of a draw generator, each dealt from the definition.
    Every(Drawn, RngKind, std::ops::Range<u64>),
    /// Every seed of a game's own generator.
    Own(OwnGame),
}

/// A search for one spec and its pieces.
struct Plan {
    name: String,
    family: Family,
    space: Space,
    alike: &'static str,
}

/// Which generator a spec's seeds are searched on.
enum Generation {
    /// TETR.IO's MINSTD.
    Minstd(Drawn),
    /// The TGM games' LCG.
    Tgm(Drawn),
    /// A game's own generator.
    Own(Own),
}

impl Generation {
    /// The generator `spec` deals from, if its seeds can be searched.
    fn of(spec: &Spec) -> Option<Generation> {
        match (spec.family(), spec.generator(None)) {
            (Family::Drawn(drawn), Ok(Generator::Drawn(RngKind::Minstd))) => {
                Some(Generation::Minstd(drawn.clone()))
            }
            (Family::Drawn(drawn), Ok(Generator::Drawn(RngKind::Tgm))) => {
                Some(Generation::Tgm(drawn.clone()))
            }
            (Family::Own(own), _) => Some(Generation::Own(*own)),
            _ => None,
        }
    }
}

/// Whether `spec`'s seeds can be searched: it deals from a real game's
/// generator.
pub(crate) fn searchable(spec: &Spec) -> bool {
    Generation::of(spec).is_some()
}

impl Plan {
    /// How `spec`'s seeds are searched for `pieces`.
    fn new(spec: &Spec, pieces: &[Piece]) -> Result<Plan, SeedsError> {
        let name = spec.to_string();
        let generation =
            Generation::of(spec).ok_or_else(|| SeedsError::Unsupported(name.clone()))?;
        let (space, alike) = match generation {
            Generation::Minstd(drawn) => (
                match openings::opening(&drawn, pieces) {
                    Some(graph) if !pieces.is_empty() => Space::Graph(drawn, graph),
                    _ => Space::Every(drawn, RngKind::Minstd, 1..Minstd::MODULUS),
                },
                MINSTD_ALIKE,
            ),
            Generation::Tgm(drawn) => (
                Space::Every(drawn, RngKind::Tgm, 0..TGM_DISTINCT_STATES),
                TGM_ALIKE,
            ),
            Generation::Own(own) => (
                Space::Own(OwnGame::new(own)),
                match own {
                    Own::Nes { .. } => "none beyond those listed (every LFSR state is tried)",
                    Own::TetrisGymSps => "none beyond those listed (every seed is tried)",
                    Own::Sega => "seeds 0 and 0x2A6D365A (the game reads 0 as its power-on seed)",
                },
            ),
        };
        Ok(Plan {
            name,
            family: spec.family().clone(),
            space,
            alike,
        })
    }

    /// A TETR.IO bag dealt as made is searched from one whole first bag:
    /// fewer pieces, or a first bag that is none, are refused.
    fn whole_first_bag(&self, pieces: &[Piece]) -> Result<(), SeedsError> {
        let Family::Drawn(Drawn::Bag(bag, FirstBatch::AsMade)) = &self.family else {
            return Ok(());
        };
        if bag.from_back {
            return Ok(());
        }
        let n = bag.contents.len();
        if pieces.len() < n {
            return Err(SeedsError::TooFew {
                spec: self.name.clone(),
                bag: n,
                given: pieces.len(),
            });
        }
        let (mut first, mut contents) = (pieces[..n].to_vec(), bag.contents.clone());
        first.sort();
        contents.sort();
        if first != contents {
            return Err(SeedsError::NotABag {
                spec: self.name.clone(),
                bag: n,
                pieces: crate::piece::letters(&pieces[..n]),
            });
        }
        Ok(())
    }

    /// How many distinct starting states of the generator the search
    /// covers: every MINSTD state (those the walk skips are ruled out by
    /// their first draws), every distinct TGM state, every seed of a
    /// game's own generator tried.
    fn states(&self) -> u64 {
        match &self.space {
            Space::Graph(..) => Minstd::MODULUS - 1,
            Space::Every(_, _, states) => states.end - states.start,
            Space::Own(game) => game.distinct_seeds(),
        }
    }

    /// The most pieces a seed the search never tells of can deal.
    fn floor(&self) -> u32 {
        match &self.space {
            Space::Graph(_, graph) => graph.floor(),
            Space::Every(..) | Space::Own(_) => 0,
        }
    }

    /// Runs the search, telling `collector` of the seeds, each on the
    /// thread that finds it: the threads' accumulators.
    fn search<C: Collector>(
        &self,
        pieces: &[Piece],
        collector: &C,
        watch: &dyn Watch,
    ) -> Result<Vec<C::Acc>, Stopped> {
        let scan = Scan {
            watch,
            what: format!("{}: seeds searched", self.name),
        };
        match &self.space {
            Space::Graph(drawn, _) | Space::Every(drawn, ..) => {
                drawn.with_definition(DrawnSearch {
                    space: &self.space,
                    pieces,
                    collector,
                    scan: &scan,
                })
            }
            Space::Own(game) => scan.run(
                &[(game.seeds(), 0)],
                || collector.start(),
                |seeds, _, acc| {
                    for seed in seeds {
                        if let Some(dealt) = game.dealt(seed, pieces)
                            && collector.take(acc, seed, Reach::Dealt(dealt), || dealt)
                                == Settled::Yes
                        {
                            return Settled::Yes;
                        }
                    }
                    Settled::No
                },
            ),
        }
    }
}

/// A search on a draw generator, run on the definition's own type.
struct DrawnSearch<'a, C> {
    space: &'a Space,
    pieces: &'a [Piece],
    collector: &'a C,
    scan: &'a Scan<'a>,
}

impl<C: Collector> DefinitionUser for DrawnSearch<'_, C> {
    type Output = Result<Vec<C::Acc>, Stopped>;

    fn with<D: Definition>(self, definition: &D) -> Self::Output {
        let DrawnSearch {
            space,
            pieces,
            collector,
            scan,
        } = self;
        let start = definition.start();
        let kind = match space {
            Space::Every(_, kind, _) => *kind,
            _ => RngKind::Minstd,
        };
        // How many pieces a seed deals, from a scratch state each thread
        // keeps (so no seed allocates).
        let dealt = |at: &mut D::State, seed: u64| {
            at.clone_from(&start);
            match kind {
                RngKind::Tgm => dealt_by(definition, at, TgmLcg::from_state(seed as u32), pieces),
                _ => {
                    let rng = Minstd::from_state(seed).expect("a MINSTD state");
                    dealt_by(definition, at, rng, pieces)
                }
            }
        };
        let begin = || (collector.start(), start.clone());
        match space {
            Space::Graph(_, graph) => {
                let walk = Walk::new(graph, pieces.len());
                let results = scan.run(walk.intervals(), begin, |states, node, (acc, at)| {
                    let mut settled = Settled::No;
                    walk.walk(states, node, |seed, reach| {
                        if settled == Settled::No {
                            settled = collector.take(acc, seed, reach, || dealt(at, seed));
                        }
                    });
                    settled
                });
                Ok(results?.into_iter().map(|(acc, _)| acc).collect())
            }
            Space::Every(_, _, states) => {
                let results = scan.run(&[(states.clone(), 0)], begin, |states, _, (acc, at)| {
                    for seed in states {
                        let k = dealt(at, seed);
                        if collector.take(acc, seed, Reach::Dealt(k), || k) == Settled::Yes {
                            return Settled::Yes;
                        }
                    }
                    Settled::No
                });
                Ok(results?.into_iter().map(|(acc, _)| acc).collect())
            }
            Space::Own(_) => unreachable!("a game's own generator has no definition to draw from"),
        }
    }
}

/// What a search does with the seeds it finds, on each thread.
trait Collector: Sync {
    /// What a thread gathers.
    type Acc: Send;

    /// Before a thread's first seed.
    fn start(&self) -> Self::Acc;

    /// Takes a seed that reaches `reach`; `dealt` deals from it, telling
    /// exactly how many of the pieces it deals. Whether the search is
    /// settled.
    fn take(
        &self,
        acc: &mut Self::Acc,
        seed: u64,
        reach: Reach,
        dealt: impl FnOnce() -> usize,
    ) -> Settled;
}

/// Lists the smallest seeds that deal every piece, and counts them all.
struct Listing {
    pieces: usize,
    limit: usize,
}

/// The seeds a thread found: how many, and the smallest.
#[derive(Debug, Default)]
struct Listed {
    count: u64,
    /// The smallest seeds found (a max-heap: the largest of them on top).
    smallest: BinaryHeap<u64>,
}

impl Listed {
    fn add(&mut self, seed: u64, limit: usize) {
        self.count += 1;
        if self.smallest.len() < limit {
            self.smallest.push(seed);
        } else if self.smallest.peek().is_some_and(|&top| seed < top) {
            self.smallest.pop();
            self.smallest.push(seed);
        }
    }

    fn merge(mut self, other: Listed, limit: usize) -> Listed {
        self.count += other.count;
        for seed in other.smallest {
            // `add` counts each seed it keeps; these were counted above.
            self.add(seed, limit);
            self.count -= 1;
        }
        self
    }
}

impl Collector for Listing {
    type Acc = Listed;

    fn start(&self) -> Listed {
        Listed::default()
    }

    #[inline]
    fn take(
        &self,
        acc: &mut Listed,
        seed: u64,
        reach: Reach,
        dealt: impl FnOnce() -> usize,
    ) -> Settled {
        let deals_all = match reach {
            Reach::Dealt(k) => k == self.pieces,
            Reach::AtMost(k) => k == self.pieces && dealt() == self.pieces,
        };
        if deals_all {
            acc.add(seed, self.limit);
        }
        Settled::No
    }
}

/// Finds the most pieces any seed deals, settled by one that deals them
/// all.
struct Longest {
    pieces: usize,
}

impl Collector for Longest {
    /// The most pieces a seed this thread found deals.
    type Acc = usize;

    fn start(&self) -> usize {
        0
    }

    #[inline]
    fn take(
        &self,
        best: &mut usize,
        _: u64,
        reach: Reach,
        dealt: impl FnOnce() -> usize,
    ) -> Settled {
        let k = match reach {
            Reach::Dealt(k) => k,
            Reach::AtMost(k) if k > *best => dealt(),
            Reach::AtMost(_) => return Settled::No,
        };
        *best = (*best).max(k);
        if k == self.pieces {
            Settled::Yes
        } else {
            Settled::No
        }
    }
}
