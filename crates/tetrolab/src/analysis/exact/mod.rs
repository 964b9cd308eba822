//! Exact answers: every randomizer with finitely many states as a Markov
//! chain, and its laws, limits, per-game odds and predictability computed
//! from the chain rather than by simulation.
//!
//! One mechanism builds every chain: a randomizer's definition is run
//! against a probing draw source that answers each draw with every value
//! in turn, every outcome of a step is a path of draws with its
//! probability, and equal states are merged (modules `law` and `chain`). Where a
//! definition's own chain is too large, a *law-equivalent form* — the
//! same piece sequences with the same probabilities — stands in for it,
//! each said and tested in the module `forms` (a shuffled bag dealt in order is
//! draws without replacement: a 14-bag's states are multisets, not
//! orders). A plain bag goes further: its answers come from its counts
//! alone (module `counted`), with no chain built at all.
//!
//! The law is the one under **ideal uniform draws**: every `below(n)` is
//! exactly uniform, as the default generator makes it; a game's own
//! generator may differ slightly (TGM's `rand() % 7` favours I by 1 in
//! 32768, and its LCG's correlated draws make five-piece windows a little
//! more predictable than the law says).
//!
//! A randomizer on its **game's own generator** (NES Tetris with a fixed
//! number of frames between pieces, TetrisGYM's seeded mode, Sega Tetris's
//! 1000-piece table) deals one sequence per seed, eventually periodic: its
//! chain is that sequence, one state per piece of the lead and the cycle
//! (module `cycle`), and every answer is exact over the cycle the seed (by
//! default the game's power-on seed) runs into.
//!
//! From the chain: its stationary law (by the lazy chain, which converges
//! for periodic bag chains too), each piece's gap law by absorption, hard
//! limits by longest-path search, per-game drought odds by dynamic
//! programming on the chain lumped for one piece, the entropy rate and a
//! knowing observer's guess accuracy, conditional entropies from exact
//! sequence probabilities, and the observer who sees only the pieces. Every
//! run checks that each gap law has mass 1 and mean 1/frequency (Kac).

mod answers;
mod budget;
mod chain;
mod counted;
#[cfg(test)]
mod counted_agrees;
mod cycle;
mod drought_odds;
mod edge;
mod error;
mod forms;
#[cfg(test)]
mod forms_agree;
mod fraction;
mod game;
mod gaps;
mod law;
mod limits;
mod lump;
mod model;
mod observer;
mod odds;
mod odds_deep;
mod partition;
mod predict;
mod probe;
mod rational;
mod report;
mod rho;
#[cfg(test)]
mod rho_agrees;
mod select;
mod sequences;
mod settle;
mod spread;
mod stationary;
mod value;

pub use answers::{GAME_LENGTH, GivenState, MAX_STATES, Options};
pub use budget::{CHAIN_BYTES_PER_STATE, MOST_CHAIN_BYTES, MOST_STATES};
pub use chain::ChainError;
pub(crate) use counted::plain_bag;
pub use cycle::CycleLengths;
pub use error::ExactError;
pub use law::StepError;
pub use model::{Model, Reading};
pub use observer::{HalfWidths, Observer};
pub use odds::{Odds, OddsError, PieceTest, Position, Verdict};
pub use rational::Fractions;
pub use report::{Exact, PieceLimits, analyze, drought_curve};
pub use stationary::NotConverged;
pub use value::ExactValue;
