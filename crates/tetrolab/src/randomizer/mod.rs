//! Randomizers: the algorithms that choose the next piece.
//!
//! # Definitions and engines
//!
//! Every algorithm is written out once, plainly, as a [`Definition`]: its
//! state at the start of a game and how it deals the next piece from that
//! state and uniform draws — one file per family, the first file to read
//! (`history.rs` for [`History`], `pool.rs` for [`Pool`], …). Families that
//! make pieces a batch at a time (bags, TETR.IO's types) define a
//! [`Batch`], dealt by [`Batched`]. [`Serial`] deals any definition from a
//! generator exactly as written.
//!
//! Some definitions also have an **engine**, private to the crate
//! (`randomizer/fast/`), that deals exactly the same pieces from the same
//! generator much faster: a table walk for [`Classic`], speculative walks
//! over draws made ahead for [`History`], slot draws made ahead for
//! [`Pool`], batches made ahead for [`Batched`]. Each engine's docs name
//! the definition it equals, and a test compares them on every generator
//! for every catalog entry. The catalog builds engines where they exist.
//!
//! Games whose pick is not a uniform draw run on their own generators and
//! are plain code: [`Nes`], [`TetrisGymSps`], [`Sega`].
//!
//! # Dealing
//!
//! Every randomizer owns its generator, so cloning one forks the piece
//! stream exactly. They deal through [`Randomizer::next_piece`] (and
//! [`Randomizer::fill`] for speed), and a boxed randomizer is an endless
//! [`Iterator`] of pieces. Users name randomizers with specs
//! (`tetrio-7-bag:no-szo`, `bag:contents=IJLOSTZIJLOSTZ`; see [`Spec`] and
//! [`catalog`]), and a [`Dealing`] resolves a spec, a generator and a seed
//! once for a whole run.

mod bag;
mod batch;
pub mod catalog;
mod classic;
mod dealing;
mod definition;
#[cfg(test)]
pub(crate) mod engine_specs;
mod fast;
mod halted;
mod history;
mod memoryless;
mod multi_bag;
mod nes;
mod pool;
mod red_blue;
mod resolve;
mod sega;
mod spec;
mod tetrio;
pub(crate) mod ti;
mod visible;
mod walk;
mod weighted;

pub use bag::Bag;
pub use batch::{Batch, Batched, BatchedState, FirstBatch, Sevens};
pub use classic::Classic;
pub use dealing::Dealing;
pub use definition::{Definition, Serial};
pub use halted::Halted;
pub use history::{FirstPiece, History, HistoryState, MAX_HISTORY};
pub use memoryless::Memoryless;
pub use multi_bag::MultiBag;
pub use nes::{Nes, NesState, SpsState, TetrisGymSps};
pub use pool::{Pool, PoolFirst, PoolState};
pub use red_blue::{RedBlueBag, RedBlueState};
pub use resolve::{
    Notice, Resolved, SeedChoice, Subject, resolve, resolve_derived, resolve_shared,
};
pub use sega::Sega;
pub use spec::{Spec, SpecError};
pub use tetrio::{SevenPlusXState, TetrioExtras, TetrioPairs, TetrioSevenPlusX};
pub use ti::{Ti, TiState};
pub use visible::VisibleState;
pub use walk::Halt;
pub(crate) use walk::Walker;
pub use weighted::{ChoicesError, Weighted, WeightedError, WeightedState};

use crate::Piece;

/// A piece randomizer: an endless, reproducible stream of pieces.
///
/// ```
/// use tetrolab::{Dealing, Randomizer};
/// let dealing = Dealing::new("tetrio-7-bag".parse().unwrap(), None, 191836487u64.into()).unwrap();
/// let mut randomizer = dealing.randomizer();
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

    /// Deals as [`fill`](Randomizer::fill) does and pushes onto `starts`
    /// the index in `out` of each piece that begins a bag, as
    /// [`results::bag_starts`](crate::results::bag_starts) reads the
    /// definition this randomizer equals (the game's first piece, which
    /// always begins one, may be left out). Returns `false`, dealing
    /// nothing, when this randomizer cannot tell (the default): the caller
    /// then reads the definition.
    fn fill_marking_bags(&mut self, _out: &mut [Piece], _starts: &mut Vec<usize>) -> bool {
        false
    }

    /// A boxed copy in the same state (clones the generator too).
    fn clone_box(&self) -> Box<dyn Randomizer>;
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

/// Several independent randomizers dealt together, such as a sweep's
/// trials: each fills exactly as it would alone, but some kinds deal
/// faster side by side (see [`Dealing::trials`]).
pub trait TrialGroup: Send + std::fmt::Debug {
    /// Fills each `outs[k]` from the group's `k`-th randomizer.
    ///
    /// # Panics
    /// When `outs` does not hold one output per randomizer.
    fn fill_each(&mut self, outs: &mut [Vec<Piece>]);
}

/// Randomizers of any kinds, filled one after another.
impl TrialGroup for Vec<Box<dyn Randomizer>> {
    fn fill_each(&mut self, outs: &mut [Vec<Piece>]) {
        assert_eq!(self.len(), outs.len(), "one output per randomizer");
        for (randomizer, out) in self.iter_mut().zip(outs) {
            randomizer.fill(out);
        }
    }
}

/// Implements [`Randomizer::clone_box`] for a `Clone` randomizer type.
macro_rules! clone_box {
    () => {
        fn clone_box(&self) -> Box<dyn $crate::Randomizer> {
            Box::new(self.clone())
        }
    };
}
pub(crate) use clone_box;
