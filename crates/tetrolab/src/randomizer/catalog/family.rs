//! Validated randomizer configurations, and building them on a seed.

use super::super::{
    Classic, Dealer, FirstBatch, History, HistoryConfig, Memoryless, MultiBag, Nes, Pool,
    PoolConfig, Randomizer, RedBlueBag, Sega, ShuffledBag, TetrioExtras, TetrioPairs,
    TetrioSevenPlusX, TetrisGymSps, Ti, TiConfig, Weighted,
};
use crate::Piece;
use crate::rng::{NesLfsr, PieceRng, Seed, SeedError, SeededWith, SegaRng};

/// A validated randomizer configuration: one that draws from any draw
/// generator, or one that runs on its game's own generator.
#[derive(Debug, Clone, PartialEq)]
pub enum Family {
    /// Built on a draw generator (see [`RngKind`](crate::rng::RngKind)).
    Drawn(Drawn),
    /// Built on its game's own generator.
    Own(Own),
}

/// A configuration that draws from a generator: the same algorithm runs on
/// any [`RngKind`](crate::rng::RngKind).
#[derive(Debug, Clone, PartialEq)]
pub enum Drawn {
    /// [`Memoryless`] over a piece order.
    Memoryless {
        /// Index → piece.
        order: [Piece; 7],
        /// First-batch rule (batches of seven).
        first: FirstBatch,
    },
    /// [`ShuffledBag`].
    Bag {
        /// The bag's pieces in order before each shuffle.
        contents: Vec<Piece>,
        /// Deal from the back (seed 000's `pop()`).
        from_back: bool,
        /// First-batch rule.
        first: FirstBatch,
    },
    /// [`Classic`] over a piece order.
    Classic {
        /// Index → piece.
        order: [Piece; 7],
        /// First-batch rule (batches of seven).
        first: FirstBatch,
    },
    /// [`TetrioPairs`].
    TetrioPairs(FirstBatch),
    /// [`TetrioExtras`] with 1 or 2 extras.
    TetrioExtras(usize, FirstBatch),
    /// [`TetrioSevenPlusX`].
    TetrioSevenPlusX(FirstBatch),
    /// [`History`].
    History(HistoryConfig),
    /// [`Pool`].
    Pool(PoolConfig),
    /// [`Ti`].
    Ti(TiConfig),
    /// [`Weighted`] with this denominator.
    Weighted(f64),
    /// [`MultiBag`].
    MultiBag {
        /// Number of bags.
        bags: usize,
        /// Each bag's pieces.
        contents: Vec<Piece>,
    },
    /// [`RedBlueBag`].
    RedBlue {
        /// Number of colours.
        colors: usize,
        /// Each colour's pieces.
        contents: Vec<Piece>,
    },
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
            Own::TetrisGymSps => Box::new(TetrisGymSps::from_seed(seed)?),
            Own::Sega => Box::new(Sega::new(SegaRng::from_seed(seed)?)),
        })
    }
}

impl SeededWith for &Drawn {
    type Output = Box<dyn Randomizer>;

    fn with_rng<R: PieceRng>(self, rng: R) -> Box<dyn Randomizer> {
        match self {
            Drawn::Memoryless { order, first } => {
                Box::new(Dealer::new(Memoryless::new(*order, rng), *first))
            }
            Drawn::Bag {
                contents,
                from_back,
                first,
            } => Box::new(Dealer::new(
                ShuffledBag::new(contents.clone(), *from_back, rng),
                *first,
            )),
            Drawn::Classic { order, first } => {
                Box::new(Dealer::new(Classic::new(*order, rng), *first))
            }
            Drawn::TetrioPairs(first) => Box::new(Dealer::new(TetrioPairs::new(rng), *first)),
            Drawn::TetrioExtras(n, first) => {
                Box::new(Dealer::new(TetrioExtras::new(*n, rng), *first))
            }
            Drawn::TetrioSevenPlusX(first) => {
                Box::new(Dealer::new(TetrioSevenPlusX::new(rng), *first))
            }
            Drawn::History(config) => Box::new(History::new(config, rng)),
            Drawn::Pool(config) => Box::new(Pool::new(config, rng)),
            Drawn::Ti(config) => Box::new(Ti::new(*config, rng)),
            Drawn::Weighted(d) => match Weighted::new(*d, rng) {
                Ok(w) => Box::new(w),
                Err(e) => unreachable!("the catalog validates denominators: {e}"),
            },
            Drawn::MultiBag { bags, contents } => {
                Box::new(MultiBag::new(*bags, contents.clone(), rng))
            }
            Drawn::RedBlue { colors, contents } => {
                Box::new(RedBlueBag::new(*colors, contents.clone(), rng))
            }
        }
    }
}
