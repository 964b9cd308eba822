//! What `cover` answers: for each setup, how many of a pattern's sequences
//! or how much of a randomizer's deal lets a player build it, and the same
//! for any setup (OR) and every setup (AND).

use serde::Serialize;

/// One setup, as the answer names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SetupLabel {
    /// The setup as given (a fumen, or a record's first line), with
    /// ` (mirror)` for a mirror image.
    pub label: String,
    /// How many placements it has.
    pub placements: usize,
}

/// A chance: a count over a pattern's sequences, or a randomizer's exact
/// odds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Chance {
    /// As a float.
    pub probability: f64,
    /// As a fraction `n/d`: a pattern's `success/all` as counted (not
    /// reduced), or a randomizer's exact odds in lowest terms; `null` where
    /// the odds are not a fraction that fits (from the stationary law).
    pub fraction: Option<String>,
    /// For a pattern: the sequences that build it (sfinder's success).
    pub success: Option<u64>,
}

impl Chance {
    /// The decimals a chance's probability is written with (`pc`'s and
    /// `cover`'s tables, in every face), enough to tell apart odds that
    /// differ by one sequence in a million: a probability's
    /// ([`PROBABILITY_DECIMALS`](crate::analysis::PROBABILITY_DECIMALS)).
    ///
    /// ```
    /// use tetrolab::results::Chance;
    /// assert_eq!(format!("{:.*}", Chance::DECIMALS, 1.0 / 3.0), "0.333333");
    /// ```
    pub const DECIMALS: usize = crate::analysis::PROBABILITY_DECIMALS;
}

/// A pattern's answer: sfinder's `cover` numbers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PatternCover {
    /// The pattern as given.
    pub pattern: String,
    /// Its distinct sequences, each counted once (sfinder's `all`).
    pub all: u64,
    /// Per setup, in the order of [`CoverAnswer::setups`].
    pub setups: Vec<Chance>,
    /// Sequences that build at least one setup.
    pub or: Chance,
    /// Sequences that build every setup.
    pub and: Chance,
    /// Per setup, the sequences that do not build it, in sfinder's order.
    pub failing: Vec<Vec<String>>,
    /// Every sequence with whether it builds each setup (sfinder's CSV);
    /// left out of JSON, where `failing` says the same more briefly.
    #[serde(skip)]
    pub rows: Vec<(String, Vec<bool>)>,
}

/// A randomizer's answer: exact odds that the next pieces build.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RandomizerCover {
    /// The randomizer, as a spec.
    pub spec: String,
    /// Where the pieces begin: `game` (the game's start) or `stationary`
    /// (a random moment of a long game), after the pieces in `after`.
    pub start: &'static str,
    /// Pieces dealt before, oldest first.
    pub after: String,
    /// Per setup, in the order of [`CoverAnswer::setups`].
    pub setups: Vec<Chance>,
    /// At least one setup can be built.
    pub or: Chance,
    /// Every setup can be built.
    pub and: Chance,
}

/// What `cover` answers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoverAnswer {
    /// The setups, mirror images after their originals.
    pub setups: Vec<SetupLabel>,
    /// Whether hold was used.
    pub hold: bool,
    /// The drop (`soft`, `hard`, `180`, `t-soft`, or a T-spin drop `tsz`
    /// to `tst`).
    pub drop: String,
    /// The mode and its options in words (`normal`; `tsd, the first 1
    /// clears T-spins or tetrises`).
    pub mode: String,
    /// The kick table's name, or `file` for one read from a file.
    pub kicks: String,
    /// The pattern's counts, when a pattern was given.
    pub pattern: Option<PatternCover>,
    /// Each randomizer's exact odds, when randomizers were given.
    pub randomizers: Vec<RandomizerCover>,
}
