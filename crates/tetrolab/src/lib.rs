//! # tetrolab
//!
//! Tetris piece randomizers — the real games' bit for bit, the source
//! documents' as written, and generic families to define new ones — with the
//! random number generators they need.
//!
//! ```
//! use tetrolab::Dealing;
//! // TETR.IO's 7-bag, seed 191836487 (a published 40-line seed).
//! let dealing = Dealing::new("tetrio-7-bag".parse()?, None, 191836487u64.into())?;
//! let pieces: String = dealing.randomizer()
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

pub mod amount;
pub mod analysis;
pub(crate) mod cpu;
pub mod input;
pub mod notation;
pub mod piece;
pub mod play;
pub mod quote;
pub mod randomizer;
pub mod request;
pub mod results;
pub mod rng;
pub mod sample;
pub mod setups;
pub mod spelling;
pub(crate) mod suggest;
pub mod work;

pub use piece::{Piece, PieceMap, PieceSet};
pub use randomizer::{Dealing, Halted, Randomizer, Spec, SpecError};

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
