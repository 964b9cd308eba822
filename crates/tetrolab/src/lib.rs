//! # tetrolab
//!
//! Tetris piece randomizers — the real games' bit for bit, the source
//! documents' as written, and generic families to define new ones — with the
//! random number generators they need.
//!
//! ```
//! use tetrolab::Spec;
//! // TETR.IO's 7-bag, seed 191836487 (a published 40-line seed).
//! let spec: Spec = "tetrio-7-bag".parse()?;
//! let pieces: String = spec.build(None, &191836487u64.into())?
//!     .take(14)
//!     .map(|p| p.letter())
//!     .collect();
//! assert_eq!(pieces, "JISZTLOLSIJZOT");
//! # Ok::<(), tetrolab::SpecError>(())
//! ```
//!
//! Reproducibility: a (spec, generator, seed) triple always deals the same
//! pieces, on every platform and in every release; golden vectors in the
//! test suite pin every randomizer and generator. The library never reads
//! the clock or the operating system's entropy.

pub mod analysis;
pub mod notation;
pub mod piece;
pub mod randomizer;
pub mod rng;
pub mod sample;

pub use piece::{Piece, PieceSet};
pub use randomizer::{
    BatchSource, Classic, Dealer, FirstBatch, FirstPiece, History, HistoryConfig, Memoryless,
    MultiBag, Nes, Pool, PoolConfig, Randomizer, RedBlueBag, Sega, ShuffledBag, Spec, SpecError,
    TetrioExtras, TetrioPairs, TetrioSevenPlusX, TetrisGymSps, Ti, TiConfig, Weighted,
    WeightedError,
};

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
