//! `seeds`' answer: every seed of a real game's generator that deals
//! some pieces from a game's start, each with the pieces it deals next.

use serde::Serialize;

use super::table::{Table, headers};
use crate::analysis::{FoundSeed, SeedsError, find_seeds};
use crate::spelling::{Spelled, Spelling};
use crate::work::Watch;
use crate::{Piece, Spec};

/// The most pieces shown after those given, for each seed.
pub const MAX_CONTINUE: u64 = 100_000;

/// The seeds found.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Seeds {
    /// The randomizer.
    pub spec: String,
    /// Pieces given.
    pub pieces: usize,
    /// The seeds that deal them from a game's start, smallest first (one
    /// per class of seeds that deal alike): every one, or the smallest
    /// [`listed_at_most`](crate::analysis::listed_at_most) when more are found.
    pub seeds: Vec<FoundSeed>,
    /// Which other seeds deal what each one found deals.
    pub alike: &'static str,
    /// How many seeds deal them, listed or not.
    pub found: u64,
    /// How many of those are not listed.
    pub unlisted: u64,
    /// How many distinct starting states of the generator were searched
    /// (each walked, or ruled out by its first draws): the whole space
    /// the seeds come from.
    pub states_searched: u64,
}

/// Why no seeds were searched.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SeedsAskError {
    /// More pieces asked for after the given ones than a search shows.
    #[error("{}", self.message(Spelling::CLI))]
    TooLong(u64),
    /// The search cannot run.
    #[error(transparent)]
    Search(#[from] SeedsError),
}

impl Spelled for SeedsAskError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            SeedsAskError::TooLong(next) => format!(
                "{} is more than {MAX_CONTINUE} pieces a seed: use {} with {} for a whole game",
                Spelling::set(spelling.next, next),
                spelling.deal,
                spelling.seed_is("SEED")
            ),
            SeedsAskError::Search(error) => error.to_string(),
        }
    }
}

impl Seeds {
    /// Every seed of `spec`'s generator that deals `pieces` from a game's
    /// start, each with the `next` pieces it deals after them (the
    /// smallest [`listed_at_most`](crate::analysis::listed_at_most)`(next)` of them, and how many there
    /// are); `watch` sees the search (the states tried) and may stop it.
    ///
    /// ```
    /// use tetrolab::results::Seeds;
    /// use tetrolab::Piece;
    /// let pieces: Vec<Piece> = "JISZTLOLSIJZOT".chars().map(|c| c.to_string().parse().unwrap()).collect();
    /// let found = Seeds::of(&"tetrio-7-bag".parse()?, &pieces, 7, &tetrolab::work::Unwatched)?;
    /// assert!(found.seeds.iter().any(|s| s.seed == "191836487" && s.next == "OSZITLJ"));
    /// assert_eq!(found.states_searched, 2_147_483_646);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// More than [`MAX_CONTINUE`] pieces to continue, a randomizer
    /// whose seeds cannot be searched, or a search stopped by `watch`.
    pub fn of(
        spec: &Spec,
        pieces: &[Piece],
        next: u64,
        watch: &dyn Watch,
    ) -> Result<Seeds, SeedsAskError> {
        if next > MAX_CONTINUE {
            return Err(SeedsAskError::TooLong(next));
        }
        let found = find_seeds(spec, pieces, next as usize, watch)?;
        Ok(Seeds {
            spec: spec.to_string(),
            pieces: pieces.len(),
            unlisted: found.found - found.seeds.len() as u64,
            found: found.found,
            seeds: found.seeds,
            alike: found.alike,
            states_searched: found.states,
        })
    }

    /// The seeds listed as rows: each seed and the pieces it deals next
    /// (`seeds --csv`).
    ///
    /// ```
    /// use tetrolab::request::SeedsRequest;
    /// let request = SeedsRequest { next: 4, ..SeedsRequest::new("tetrio-7-bag", "JISZTLOLSIJZOTOSZ") };
    /// let found = request.search(&tetrolab::work::Unwatched)?;
    /// assert_eq!(found.table().to_csv(), "seed,next pieces\n191836487,ITLJ\n");
    /// # Ok::<(), tetrolab::request::CallError>(())
    /// ```
    pub fn table(&self) -> Table {
        Table {
            headers: headers(&["seed", "next pieces"]),
            rows: self
                .seeds
                .iter()
                .map(|s| vec![s.seed.clone(), s.next.clone()])
                .collect(),
        }
    }
}
