//! Validated randomizer configurations: the definition a spec names, and
//! the engine that deals it.

use super::super::fast::classic::ClassicTable;
use super::super::fast::dealer::{BatchSource, Dealer, Drawing};
use super::super::fast::history::FastHistory;
use super::super::fast::pairs::PairsInBlocks;
use super::super::fast::pool::FastPool;
use super::super::fast::ti::FastTi;
use super::super::fast::weighted::WeightedTrials;
use super::super::{
    Bag, Batched, Classic, Definition, FirstBatch, History, Memoryless, MultiBag, Nes, Pool,
    Randomizer, RedBlueBag, Sega, Serial, Sevens, TetrioExtras, TetrioPairs, TetrioSevenPlusX,
    TetrisGymSps, Ti, TrialGroup, Weighted,
};
use crate::rng::{
    FromSeed, GymSeed, NesLfsr, PieceRng, RngKind, Seed, SeedError, SegaRng, WithRng,
};

/// A validated randomizer configuration: one that draws from any draw
/// generator, or one that runs on its game's own generator.
#[derive(Debug, Clone, PartialEq)]
pub enum Family {
    /// Built on a draw generator (see [`RngKind`]).
    Drawn(Drawn),
    /// Built on its game's own generator.
    Own(Own),
}

/// A definition that draws from a generator: the same algorithm runs on
/// any [`RngKind`]. Families that TETR.IO deals in batches carry the rule
/// for the first batch.
#[derive(Debug, Clone, PartialEq)]
pub enum Drawn {
    /// [`Memoryless`], made seven at a time.
    Memoryless(Memoryless, FirstBatch),
    /// [`Bag`].
    Bag(Bag, FirstBatch),
    /// [`Classic`], made seven at a time.
    Classic(Classic, FirstBatch),
    /// [`TetrioPairs`].
    TetrioPairs(FirstBatch),
    /// [`TetrioExtras`].
    TetrioExtras(TetrioExtras, FirstBatch),
    /// [`TetrioSevenPlusX`].
    TetrioSevenPlusX(FirstBatch),
    /// [`History`].
    History(History),
    /// [`Pool`].
    Pool(Pool),
    /// [`Ti`].
    Ti(Ti),
    /// [`Weighted`].
    Weighted(Weighted),
    /// [`MultiBag`].
    MultiBag(MultiBag),
    /// [`RedBlueBag`].
    RedBlue(RedBlueBag),
}

/// Code that runs on a definition whose type is chosen at run time (see
/// [`Drawn::with_definition`]).
pub trait DefinitionUser {
    /// What the code gives.
    type Output;
    /// Runs the code on `definition`.
    fn with<D: Definition>(self, definition: &D) -> Self::Output;
}

impl Drawn {
    /// Runs `user` on the definition of exactly the pieces this
    /// configuration deals: the plainest one (a family made seven at a time
    /// with no first-batch rule is its per-piece definition; the batches
    /// cannot be told apart).
    ///
    /// ```
    /// use tetrolab::randomizer::catalog::{DefinitionUser, Family};
    /// use tetrolab::randomizer::{Definition, Serial};
    /// use tetrolab::rng::TgmLcg;
    /// use tetrolab::{Randomizer, Spec};
    /// // TAP from 0x43B7, the published sequence: T first.
    /// struct FirstPiece;
    /// impl DefinitionUser for FirstPiece {
    ///     type Output = char;
    ///     fn with<D: Definition>(self, definition: &D) -> char {
    ///         Serial::new(definition.clone(), TgmLcg::from_state(0x43B7)).next_piece().letter()
    ///     }
    /// }
    /// let spec: Spec = "tap".parse().unwrap();
    /// let Family::Drawn(drawn) = spec.family() else { unreachable!() };
    /// assert_eq!(drawn.with_definition(FirstPiece), 'T');
    /// ```
    pub fn with_definition<U: DefinitionUser>(&self, user: U) -> U::Output {
        fn batched<B>(batch: B, first: &FirstBatch) -> Batched<B> {
            Batched {
                batch,
                first: *first,
            }
        }
        match self {
            Drawn::Memoryless(m, FirstBatch::AsMade) => user.with(m),
            Drawn::Memoryless(m, first) => user.with(&batched(Sevens(m.clone()), first)),
            Drawn::Bag(bag, first) => user.with(&batched(bag.clone(), first)),
            Drawn::Classic(c, FirstBatch::AsMade) => user.with(c),
            Drawn::Classic(c, first) => user.with(&batched(Sevens(c.clone()), first)),
            Drawn::TetrioPairs(first) => user.with(&batched(TetrioPairs, first)),
            Drawn::TetrioExtras(extras, first) => user.with(&batched(*extras, first)),
            Drawn::TetrioSevenPlusX(first) => user.with(&batched(TetrioSevenPlusX, first)),
            Drawn::History(history) => user.with(history),
            Drawn::Pool(pool) => user.with(pool),
            Drawn::Ti(ti) => user.with(ti),
            Drawn::Weighted(weighted) => user.with(weighted),
            Drawn::MultiBag(bags) => user.with(bags),
            Drawn::RedBlue(bag) => user.with(bag),
        }
    }

    /// The fastest randomizer for this configuration on generator `kind`
    /// seeded with `seed`: its engine where one exists, else its definition
    /// dealt as written.
    pub(crate) fn engine(
        &self,
        kind: RngKind,
        seed: &Seed,
    ) -> Result<Box<dyn Randomizer>, SeedError> {
        kind.with_type(Engines {
            drawn: self,
            seeds: std::slice::from_ref(seed),
        })
        .map(|mut engines| engines.pop().expect("one engine per seed"))
    }

    /// The randomizers for `seeds` on `kind`, as a group: weighted ones
    /// in lockstep, others each by its engine.
    pub(crate) fn trial_group(
        &self,
        kind: RngKind,
        seeds: &[Seed],
    ) -> Result<Box<dyn TrialGroup>, SeedError> {
        match self {
            Drawn::Weighted(weighted) => kind.with_type(WeightedGroup {
                weighted: *weighted,
                seeds,
            }),
            _ => Ok(Box::new(kind.with_type(Engines { drawn: self, seeds })?)),
        }
    }

    /// The engine on a generator.
    fn engine_on<R: PieceRng>(&self, rng: R) -> Box<dyn Randomizer> {
        // Batches are bags where the definition `with_definition` gives is
        // `Batched`: always, but for a family made seven at a time without
        // a first-batch rule (its per-piece definition) and a history.
        fn bags<S: BatchSource>(source: S, first: FirstBatch) -> Box<dyn Randomizer> {
            Box::new(Dealer::new(source, first, true))
        }
        fn sevens<S: BatchSource>(source: S, first: FirstBatch) -> Box<dyn Randomizer> {
            Box::new(Dealer::new(source, first, first != FirstBatch::AsMade))
        }
        match self {
            Drawn::Memoryless(m, first) => sevens(Drawing::new(Sevens(m.clone()), rng), *first),
            Drawn::Bag(bag, first) => bags(Drawing::new(bag.clone(), rng), *first),
            Drawn::Classic(c, first) => sevens(ClassicTable::new(c, rng), *first),
            Drawn::TetrioPairs(first) if !R::REJECTS => bags(PairsInBlocks::new(rng), *first),
            Drawn::TetrioPairs(first) => bags(Drawing::new(TetrioPairs, rng), *first),
            Drawn::TetrioExtras(extras, first) => bags(Drawing::new(*extras, rng), *first),
            Drawn::TetrioSevenPlusX(first) => bags(Drawing::new(TetrioSevenPlusX, rng), *first),
            Drawn::History(history) if ClassicTable::<R, 7>::supports(history) => {
                Box::new(Dealer::new(
                    ClassicTable::for_history(history, rng),
                    FirstBatch::AsMade,
                    false,
                ))
            }
            Drawn::History(history) if FastHistory::<R>::supports(history) => {
                Box::new(FastHistory::new(history, rng))
            }
            Drawn::Pool(pool) if FastPool::<R>::supports(pool) => {
                Box::new(FastPool::new(pool, rng))
            }
            Drawn::Ti(ti) => Box::new(FastTi::new(*ti, rng)),
            other => other.with_definition(SerialOn(rng)),
        }
    }
}

/// Deals a definition as written on a generator.
struct SerialOn<R>(R);

impl<R: PieceRng> DefinitionUser for SerialOn<R> {
    type Output = Box<dyn Randomizer>;

    fn with<D: Definition>(self, definition: &D) -> Box<dyn Randomizer> {
        Box::new(Serial::new(definition.clone(), self.0))
    }
}

/// A configuration's engines for several seeds.
struct Engines<'a> {
    drawn: &'a Drawn,
    seeds: &'a [Seed],
}

impl WithRng for Engines<'_> {
    type Output = Result<Vec<Box<dyn Randomizer>>, SeedError>;

    fn with<R: PieceRng + FromSeed>(self) -> Self::Output {
        self.seeds
            .iter()
            .map(|seed| Ok(self.drawn.engine_on(R::from_seed(seed)?)))
            .collect()
    }
}

/// Weighted randomizers for several seeds, in lockstep.
struct WeightedGroup<'a> {
    weighted: Weighted,
    seeds: &'a [Seed],
}

impl WithRng for WeightedGroup<'_> {
    type Output = Result<Box<dyn TrialGroup>, SeedError>;

    fn with<R: PieceRng + FromSeed>(self) -> Self::Output {
        let rngs = self
            .seeds
            .iter()
            .map(R::from_seed)
            .collect::<Result<Vec<_>, SeedError>>()?;
        Ok(Box::new(WeightedTrials::new(self.weighted, &rngs)))
    }
}

/// A configuration on its game's own generator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Own {
    /// [`Nes`]: LFSR steps between picks, and `spawnCount` at game start.
    Nes {
        /// LFSR steps (frames) between picks.
        frames: u32,
        /// `spawnCount` at game start.
        count: u8,
    },
    /// [`TetrisGymSps`].
    TetrisGymSps,
    /// [`Sega`].
    Sega,
}

impl Own {
    /// The randomizer on its game's generator, seeded with `seed`.
    ///
    /// # Errors
    /// The seed does not suit the generator.
    pub(crate) fn build(self, seed: &Seed) -> Result<Box<dyn Randomizer>, SeedError> {
        Ok(match self {
            Own::Nes { frames, count } => {
                Box::new(Nes::new(NesLfsr::from_seed(seed)?, frames, count))
            }
            Own::TetrisGymSps => Box::new(TetrisGymSps::new(GymSeed::from_seed(seed)?)),
            Own::Sega => Box::new(Sega::new(SegaRng::from_seed(seed)?)),
        })
    }
}
