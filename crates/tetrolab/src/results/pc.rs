//! What `pc` answers: how many of a pattern's sequences, or how much of a
//! randomizer's deal, makes a perfect clear, with one solution.

use serde::Serialize;

use super::cover::Chance;

/// The success rate among the sequences that start with some pieces
/// (solution-finder's tree).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrefixCount {
    /// The first pieces, as letters (`*` for every sequence).
    pub prefix: String,
    /// Sequences starting with them that make a perfect clear.
    pub success: u64,
    /// Sequences starting with them.
    pub all: u64,
}

/// One queue's perfect clear.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PcSolution {
    /// The queue, as letters.
    pub queue: String,
    /// The placements in the order made, each in the frame of the field it
    /// is placed on (the rows cleared before it taken out): piece,
    /// orientation and the position of its rotation centre.
    pub placements: Vec<String>,
    /// The same as a TETRIS-SYSTEM record: the field (its full rows taken
    /// out) as the `Setup`, one move per placement.
    pub record: String,
    /// The same as a fumen: one page per placement.
    pub fumen: String,
}

/// A pattern's answer: solution-finder's `percent` numbers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PatternPc {
    /// The pattern as given.
    pub pattern: String,
    /// The pieces of each sequence counted: the pieces needed, one more
    /// with hold when the pattern is longer.
    pub length: usize,
    /// The distinct sequences cut to `length`, each counted once
    /// (solution-finder's `all`).
    pub all: u64,
    /// The sequences that make a perfect clear, of `all`.
    pub success: Chance,
    /// Success by first pieces, up to the tree's depth, in sequence order.
    pub tree: Vec<PrefixCount>,
    /// The sequences that make none, in order.
    pub failing: Vec<String>,
    /// A solution for the first sequence that makes one.
    pub solution: Option<PcSolution>,
    /// Every sequence with whether it makes one; left out of JSON, where
    /// `failing` says the same more briefly.
    #[serde(skip)]
    pub rows: Vec<(String, bool)>,
}

/// A randomizer's answer: the exact chance its next pieces make a perfect
/// clear.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RandomizerPc {
    /// The randomizer, as a spec.
    pub spec: String,
    /// Where the pieces begin: `game` (the game's start) or `stationary`
    /// (a random moment of a long game), after the pieces in `after`.
    pub start: &'static str,
    /// Pieces dealt before, oldest first.
    pub after: String,
    /// The exact chance.
    pub chance: Chance,
    /// For each piece that can come first (in IJLOSTZ order): the piece,
    /// its chance of coming first and the chance of a perfect clear when
    /// it does.
    pub by_first: Vec<(String, f64, f64)>,
}

/// What `pc` answers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PcAnswer {
    /// The lines to clear, as asked.
    pub lines: u8,
    /// The lines left once the full rows among them are cleared.
    pub lines_left: u8,
    /// The pieces a perfect clear places (the empty cells over 4).
    pub pieces: usize,
    /// Whether hold was used.
    pub hold: bool,
    /// The drop (`soft`, `hard`, `180`, `t-soft`).
    pub drop: String,
    /// The kick table's name, or `file` for one read from a file.
    pub kicks: String,
    /// The pattern's counts, when a pattern was given.
    pub pattern: Option<PatternPc>,
    /// Each randomizer's exact chance, when randomizers were given.
    pub randomizers: Vec<RandomizerPc>,
}
