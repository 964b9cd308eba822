//! `exact`: a randomizer's answers from its Markov chain.

use super::call::CallError;
use super::given::Options;
use super::reader::{Reader, check_at_least};
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::Dealing;
use crate::analysis::exact::{self, Exact, analyze};
use crate::analysis::{DroughtMeaning, Start};
use crate::randomizer::catalog::Family;
use crate::rng::Seed;
use crate::work::Watch;

/// What `exact` answers: `tetrolab exact`, Python's `exact()`, the page's
/// exact column.
///
/// ```
/// use tetrolab::request::ExactRequest;
/// let exact = ExactRequest::new("7-bag").answer(&tetrolab::work::Unwatched)?;
/// assert_eq!(exact.drought.max, Some(12));
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct ExactRequest {
    /// The randomizer, as a spec.
    pub spec: String,
    /// Pieces in a game, for the per-game drought odds.
    pub game_length: u64,
    /// Where the per-game odds start.
    pub start: Start,
    /// What counts as a drought in the per-game odds.
    pub droughts: DroughtMeaning,
    /// Drought lengths to report besides the standard ones.
    pub at_least: Vec<u64>,
    /// The most states a chain may have.
    pub max_states: u64,
    /// For a game's own generator: the seed whose cycle to follow.
    pub seed: Option<Seed>,
}

impl ExactRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &[
        "spec",
        "game_length",
        "start",
        "droughts",
        "at_least",
        "max_states",
        "seed",
    ];

    /// `spec` with every other option at the library's default.
    pub fn new(spec: &str) -> ExactRequest {
        let defaults = exact::Options::default();
        ExactRequest {
            spec: spec.to_owned(),
            game_length: defaults.game_length,
            start: defaults.start,
            droughts: defaults.droughts,
            at_least: Vec::new(),
            max_states: defaults.max_states as u64,
            seed: None,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<ExactRequest, RequestError> {
        let read = Reader::new(options, "exact", Self::OPTIONS)?;
        let defaults = ExactRequest::new("");
        let request = ExactRequest {
            spec: read.spec()?,
            game_length: read.at_least("game_length", 1, defaults.game_length)?,
            start: read.start()?.unwrap_or(defaults.start),
            droughts: read.droughts()?.unwrap_or(defaults.droughts),
            at_least: read.wholes("at_least", 1)?,
            max_states: read.at_least("max_states", 1, defaults.max_states)?,
            seed: read.seed("seed")?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        check_at_least("game_length", self.game_length, 1)?;
        check_at_least("max_states", self.max_states, 1)?;
        spec_of(&self.spec).map(drop)
    }

    /// The request for the exact answers beside a measured run of
    /// `dealing`: its spec, and its seed when the randomizer deals from
    /// its game's own generator (whose law is the one cycle that seed
    /// runs, as `tetrolab exact SPEC --seed S` follows it); a randomizer
    /// that draws has one law for every seed, and takes none.
    ///
    /// ```
    /// use tetrolab::request::{DealRequest, ExactRequest};
    /// let sega = DealRequest { seed: Some(1u64.into()), ..DealRequest::new("sega") }.resolve(0)?.value;
    /// let beside = ExactRequest::new("").beside(sega.dealing()?);
    /// assert_eq!((beside.spec.as_str(), beside.seed), ("sega", Some(1u64.into())));
    /// let bag = DealRequest { seed: Some(1u64.into()), ..DealRequest::new("7-bag") }.resolve(0)?.value;
    /// assert_eq!(ExactRequest::new("").beside(bag.dealing()?).seed, None);
    /// # Ok::<(), tetrolab::request::CallError>(())
    /// ```
    pub fn beside(self, dealing: &Dealing) -> ExactRequest {
        let seed = match dealing.spec().family() {
            Family::Own(_) => Some(*dealing.seed()),
            Family::Drawn(_) => None,
        };
        ExactRequest {
            spec: dealing.spec().to_string(),
            seed,
            ..self
        }
    }

    /// The exact answers: `watch` is told the chain's states as they are
    /// found, then each stage of the answers, and may stop the call.
    ///
    /// # Errors
    /// A refused request, or no exact answer for the randomizer; or
    /// stopped.
    pub fn answer(&self, watch: &dyn Watch) -> Result<Exact, CallError> {
        self.validate()?;
        let options = exact::Options {
            game_length: self.game_length,
            start: self.start,
            droughts: self.droughts,
            at_least: self.at_least.clone(),
            max_states: usize::try_from(self.max_states).unwrap_or(usize::MAX),
            seed: self.seed,
            ..exact::Options::default()
        };
        Ok(analyze(&spec_of(&self.spec)?, &options, watch)?)
    }
}
