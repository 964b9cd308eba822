//! `predict`'s answer: the next piece's odds after some pieces, with the
//! hidden state filtered (for bags: where the bag boundary lies).

use serde::Serialize;

use crate::analysis::{ReadError, Start, read};
use crate::spelling::{Spelled, Spelling};
use crate::work::Watch;
use crate::{Piece, PieceMap, Spec};

/// The next piece's odds after the pieces seen, exact under ideal uniform
/// draws.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Prediction {
    /// The randomizer.
    pub spec: String,
    /// Pieces seen.
    pub pieces: usize,
    /// Where they were read from.
    pub start: Start,
    /// Each piece's chance of coming next.
    pub next: PieceMap<f64>,
    /// The piece that surely comes next, if one does (its letter).
    pub certain: Option<String>,
    /// The pieces that cannot come next, as letters.
    pub impossible: Vec<String>,
    /// For bags: the chance that the next piece is the k-th of its bag.
    pub bag_position: Option<Vec<f64>>,
    /// For bags: the position in its bag (from 1) the next piece surely
    /// has, when the pieces seen tell it.
    pub certain_position: Option<usize>,
    /// log2 of the seen pieces' probability.
    pub log2_likelihood: Option<f64>,
}

/// Why there is no prediction.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PredictError {
    /// The randomizer has no law to read pieces with.
    #[error("{}", self.message(Spelling::CLI))]
    Read(#[from] ReadError),
    /// The randomizer cannot deal the pieces.
    #[error("{}", self.message(Spelling::CLI))]
    Impossible {
        /// The randomizer.
        spec: String,
        /// The first impossible piece, counted from 1.
        piece_number: usize,
        /// That piece.
        piece: Piece,
        /// Whether the pieces were read from a game's start.
        from_start: bool,
    },
}

impl Spelled for PredictError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            PredictError::Read(error) => error.message(spelling),
            PredictError::Impossible {
                spec,
                piece_number,
                piece,
                from_start,
            } => format!(
                "{spec} cannot deal these pieces: piece {piece_number} ({piece}) {}{}",
                if *piece_number == 1 {
                    "is never dealt first"
                } else {
                    "cannot follow the ones before it"
                },
                if *from_start {
                    format!(
                        " from a game's start (without {}, from anywhere in a game)",
                        spelling.from_start
                    )
                } else {
                    String::new()
                }
            ),
        }
    }
}

impl Prediction {
    /// The decimals a next piece's chance is written with (a chance's,
    /// [`Chance::DECIMALS`](crate::results::Chance::DECIMALS)).
    ///
    /// ```
    /// use tetrolab::results::Prediction;
    /// assert_eq!(format!("{:.*}", Prediction::NEXT_DECIMALS, 1.0 / 6.0), "0.166667");
    /// ```
    pub const NEXT_DECIMALS: usize = crate::results::Chance::DECIMALS;

    /// The decimals the chance of each position in the bag is written
    /// with (one value a position, side by side).
    pub const POSITION_DECIMALS: usize = 3;

    /// What comes after `pieces` (oldest first) from `spec`, read from
    /// `start`, with at most `max_states` chain states; `watch` hears of
    /// the chain's states as they are found and may stop the build.
    ///
    /// ```
    /// use tetrolab::analysis::Start;
    /// use tetrolab::results::Prediction;
    /// use tetrolab::Piece;
    /// let pieces: Vec<Piece> = "IJLOST".chars().map(|c| c.to_string().parse().unwrap()).collect();
    /// let next = Prediction::of(&"7-bag".parse()?, &pieces, Start::Game, 100_000, &tetrolab::work::Unwatched)?;
    /// assert_eq!(next.certain.as_deref(), Some("Z"));
    /// assert_eq!(next.certain_position, Some(7));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// No law to read with, or pieces the randomizer cannot deal; or
    /// stopped, as `watch` asked.
    pub fn of(
        spec: &Spec,
        pieces: &[Piece],
        start: Start,
        max_states: usize,
        watch: &dyn Watch,
    ) -> Result<Prediction, PredictError> {
        let (reading, start) = read(spec, pieces, start, max_states, watch)?;
        let (Some(next), None) = (reading.next, reading.ruled_out_at) else {
            let t = reading.ruled_out_at.unwrap_or(pieces.len()).max(1);
            return Err(PredictError::Impossible {
                spec: spec.to_string(),
                piece_number: t,
                piece: pieces[t - 1],
                from_start: start == Start::Game,
            });
        };
        Ok(Prediction {
            spec: spec.to_string(),
            pieces: pieces.len(),
            start,
            certain: Piece::ALL
                .into_iter()
                .find(|&p| next[p] >= 1.0 - 1e-12)
                .map(|p| p.to_string()),
            impossible: Piece::ALL
                .into_iter()
                .filter(|&p| next[p] <= 0.0)
                .map(|p| p.to_string())
                .collect(),
            next,
            certain_position: reading
                .bag_position
                .as_ref()
                .and_then(|chances| chances.iter().position(|&p| p >= 1.0 - 1e-12))
                .map(|k| k + 1),
            bag_position: reading.bag_position,
            log2_likelihood: reading.log2_likelihood,
        })
    }
}
