//! `seeds`: every seed of a real game's generator that deals a game's
//! opening.

use super::call::CallError;
use super::given::Options;
use super::reader::Reader;
use super::reading::pieces_of;
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::results::{SEEDS_NEXT, Seeds};
use crate::work::Watch;

/// What `seeds` searches for: `tetrolab seeds`, Python's `seeds()`.
///
/// ```
/// use tetrolab::request::SeedsRequest;
/// let request = SeedsRequest::new("tetrio-7-bag", "JISZTLOLSIJZOTOSZ");
/// let found = request.search(&tetrolab::work::Unwatched)?;
/// assert_eq!(found.seeds[0].seed, "191836487");
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedsRequest {
    /// The randomizer: one on a real game's generator.
    pub spec: String,
    /// The pieces dealt from the game's start, as letters.
    pub pieces: String,
    /// Pieces to show after those given, for each seed found.
    pub next: u64,
}

impl SeedsRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &["spec", "pieces", "next"];

    /// `spec` and `pieces` with every other option at the library's
    /// default.
    pub fn new(spec: &str, pieces: &str) -> SeedsRequest {
        SeedsRequest {
            spec: spec.to_owned(),
            pieces: pieces.to_owned(),
            next: SEEDS_NEXT,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<SeedsRequest, RequestError> {
        let read = Reader::new(options, "seeds", Self::OPTIONS)?;
        let request = SeedsRequest {
            spec: read.spec()?,
            pieces: read.pieces()?,
            next: read.at_least("next", 0, SEEDS_NEXT)?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        pieces_of(&self.pieces)?;
        spec_of(&self.spec).map(drop)
    }

    /// Searches every seed.
    ///
    /// # Errors
    /// A refused request, a randomizer the search does not know, or a stop
    /// asked for by `watch`.
    pub fn search(&self, watch: &dyn Watch) -> Result<Seeds, CallError> {
        self.validate()?;
        Ok(Seeds::of(
            &spec_of(&self.spec)?,
            &pieces_of(&self.pieces)?,
            self.next,
            watch,
        )?)
    }
}
