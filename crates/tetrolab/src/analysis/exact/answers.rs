//! What an exact analysis is asked (`Options`, with the library's
//! defaults) and what its two sources answer before the report names them:
//! a chain (`report.rs`) or a plain bag's counts (`counted.rs`). Both read
//! these types, so neither reads the other's.

use serde::Serialize;

use super::cycle::CycleLengths;
use super::game;
use super::gaps::GapLaw;
use super::limits::Limit;
use super::lump::Lumped;
use super::observer::Observer;
use super::rational::{ExactGapLaw, Fractions};
use crate::analysis::{DroughtMeaning, GameOdds, Start, drought_lengths};
use crate::rng::Seed;

/// Pieces in a game, for the exact per-game drought odds, when not told.
pub const GAME_LENGTH: u64 = 1000;

/// The most states an exact chain may have (`exact`, `identify`,
/// `predict`) before the answer is refused rather than built, when not
/// told: the most any chain may have in memory
/// ([`MOST_STATES`](crate::analysis::exact::MOST_STATES)).
pub const MAX_STATES: usize = crate::analysis::exact::MOST_STATES;

/// What to compute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Pieces in a game, for the per-game odds.
    pub game_length: u64,
    /// Where the per-game odds start.
    pub start: Start,
    /// What the per-game odds count as a drought.
    pub droughts: DroughtMeaning,
    /// Drought lengths besides the standard ones.
    pub at_least: Vec<u64>,
    /// The most states a chain may have.
    pub max_states: usize,
    /// The longest context for conditional entropies.
    pub max_context: usize,
    /// For a randomizer on its game's own generator: the seed whose cycle
    /// to analyse (by default the game's power-on seed). Other randomizers
    /// take none: their law holds for every seed.
    pub seed: Option<Seed>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            game_length: GAME_LENGTH,
            start: Start::Game,
            droughts: DroughtMeaning::Any,
            at_least: Vec::new(),
            max_states: MAX_STATES,
            max_context: 8,
            seed: None,
        }
    }
}

/// The next piece's law with the chain's state known.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct GivenState {
    /// `H(next | the chain's state)`, in bits.
    pub entropy: f64,
    /// The share of next pieces the best guess names right with the
    /// state known (for bags: knowing where bags start).
    pub guess_accuracy: f64,
}

/// What a chain, or a plain bag's counts, answer: everything the report
/// says before pooling and naming.
pub(super) struct Answers {
    pub(super) law: String,
    pub(super) form: String,
    pub(super) seed: Option<Seed>,
    pub(super) cycle: Option<CycleLengths>,
    pub(super) states: usize,
    pub(super) distinct_states: usize,
    /// The next piece with the state known.
    pub(super) next_given_state: GivenState,
    pub(super) repeat_probability: f64,
    /// The longest run of S and Z.
    pub(super) snake: Limit,
    pub(super) bag_position: Option<Vec<f64>>,
    pub(super) stationary_mass_error: f64,
    /// Each piece's answers, in [`Piece::ALL`] order.
    pub(super) pieces: Vec<PieceAnswers>,
    pub(super) conditional_entropy: Vec<Option<f64>>,
    pub(super) observer: Observer,
    /// The exact fractions found so far (before recognising floats).
    pub(super) fractions: Fractions,
}

/// What the chain answers about one piece.
pub(super) struct PieceAnswers {
    pub(super) gap_law: GapLaw,
    pub(super) exact_gap_law: Option<ExactGapLaw>,
    pub(super) drought: Limit,
    pub(super) flood: Limit,
    pub(super) game: GameOdds,
}

/// The per-game odds of the piece `lumped` asks about, from the class
/// law `by_class` (for a stationary start) or its start class, with
/// `longest_without` the longest run without it the chain can deal.
pub(super) fn game_odds(
    lumped: &Lumped,
    by_class: &[f64],
    options: &Options,
    longest_without: Option<u64>,
) -> GameOdds {
    let lengths = drought_lengths(&options.at_least);
    let odds = game::odds(
        lumped,
        &start_law(lumped, by_class, options.start),
        options.game_length,
        &lengths,
        longest_without,
        options.droughts,
    );
    GameOdds {
        p_drought_at_least: lengths
            .iter()
            .zip(&odds)
            .map(|(&l, o)| (l, o.p_drought_at_least))
            .collect(),
        expected_droughts: lengths
            .iter()
            .zip(&odds)
            .map(|(&l, o)| (l, o.expected_droughts))
            .collect(),
    }
}

/// Where per-game odds start, over the classes of `lumped`: all at the
/// game's start class, or the stationary law `by_class`.
pub(super) fn start_law(lumped: &Lumped, by_class: &[f64], start: Start) -> Vec<f64> {
    match start {
        Start::Game => {
            let mut law = vec![0.0; lumped.len()];
            law[lumped.class_of[0] as usize] = 1.0;
            law
        }
        Start::Stationary => by_class.to_vec(),
    }
}
