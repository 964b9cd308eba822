//! Randomizers: the algorithms that choose the next piece.
//!
//! Every randomizer owns its generator, so cloning one forks the piece
//! stream exactly. They deal through [`Randomizer::next_piece`] (and
//! [`Randomizer::fill`] for speed), and a boxed randomizer is an endless
//! [`Iterator`] of pieces.
//!
//! Users name randomizers with specs (`tetrio-7-bag:no-szo`,
//! `bag:contents=IJLOSTZIJLOSTZ`); see [`Spec`] and [`catalog`].

mod ahead;
pub mod catalog;
mod classic;
mod dealer;
mod history;
mod history_walk;
mod lockstep;
mod memoryless;
mod multi_bag;
mod nes;
mod pool;
mod red_blue;
mod sega;
mod shuffled_bag;
mod spec;
mod speculate;
mod tetrio;
mod ti;
mod weighted;

pub use classic::Classic;
pub use dealer::{BatchSource, Dealer, FirstBatch};
pub use history::{FirstPiece, History, HistoryConfig};
pub use lockstep::fill_each;
pub use memoryless::Memoryless;
pub use multi_bag::MultiBag;
pub use nes::{Nes, TetrisGymSps};
pub use pool::{Pool, PoolConfig};
pub use red_blue::RedBlueBag;
pub use sega::Sega;
pub use shuffled_bag::ShuffledBag;
pub use spec::{Spec, SpecError};
pub use tetrio::{TetrioExtras, TetrioPairs, TetrioSevenPlusX};
pub use ti::{Ti, TiConfig};
pub use weighted::{Weighted, WeightedError};

use crate::Piece;

/// A piece randomizer: an endless, reproducible stream of pieces.
///
/// ```
/// use tetrolab::{Randomizer, Spec, rng::RngKind};
/// let spec: Spec = "tetrio-7-bag".parse().unwrap();
/// let mut randomizer = spec.build(None, &191836487u64.into()).unwrap();
/// let first: String = randomizer.by_ref().take(7).map(|p| p.letter()).collect();
/// assert_eq!(first, "JISZTLO");
/// let mut fork = randomizer.clone();
/// assert_eq!(randomizer.next_piece(), fork.next_piece());
/// ```
pub trait Randomizer: Send + std::fmt::Debug {
    /// Deals the next piece.
    fn next_piece(&mut self) -> Piece;

    /// Deals `out.len()` pieces into `out`: the same pieces as that many
    /// calls to [`next_piece`](Randomizer::next_piece), in one dynamic call.
    fn fill(&mut self, out: &mut [Piece]) {
        for slot in out {
            *slot = self.next_piece();
        }
    }

    /// A boxed copy in the same state (clones the generator too).
    fn clone_box(&self) -> Box<dyn Randomizer>;

    /// The randomizer as [`Any`](std::any::Any), so that
    /// [`fill_each`] can find randomizers of one concrete type.
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
}

impl Iterator for dyn Randomizer + '_ {
    type Item = Piece;

    fn next(&mut self) -> Option<Piece> {
        Some(self.next_piece())
    }
}

impl Clone for Box<dyn Randomizer> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Implements [`Randomizer::clone_box`] and [`Randomizer::as_any_mut`]
/// for a `Clone` randomizer type.
macro_rules! clone_box {
    () => {
        fn clone_box(&self) -> Box<dyn $crate::Randomizer> {
            Box::new(self.clone())
        }

        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }
    };
}
pub(crate) use clone_box;
