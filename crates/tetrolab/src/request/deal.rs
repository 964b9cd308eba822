//! `gen` and `trace`: pieces dealt from a randomizer, with or without the
//! state after each.

use super::call::CallError;
use super::given::Options;
use super::reader::Reader;
use super::refusal::RequestError;
use super::resolve::{check_seed, spec_of};
use crate::Dealing;
use crate::randomizer::{Resolved, SeedChoice, resolve};
use crate::results::{TRACE_COUNT, Trace, TraceError};
use crate::rng::{RngKind, Seed};

/// What `gen` deals: `tetrolab gen`, Python's `deal()`, `letters()` and
/// `Randomizer`, the page's queue; and what `trace` follows.
///
/// ```
/// use tetrolab::request::DealRequest;
/// let request = DealRequest { count: 14, seed: Some(191836487u64.into()), ..DealRequest::new("tetrio-7-bag") };
/// let dealing = request.dealing(0)?.value;
/// let letters: String = dealing.randomizer().take(14).map(|p| p.letter()).collect();
/// assert_eq!(letters, "JISZTLOLSIJZOT");
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealRequest {
    /// The randomizer, as a spec.
    pub spec: String,
    /// Pieces to deal.
    pub count: u64,
    /// The seed (`None`: one is drawn and announced).
    pub seed: Option<Seed>,
    /// The generator (`None`: the randomizer's own).
    pub rng: Option<RngKind>,
}

impl DealRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &["spec", "count", "seed", "rng"];

    /// `spec` with every other option at the library's default.
    pub fn new(spec: &str) -> DealRequest {
        DealRequest {
            spec: spec.to_owned(),
            count: TRACE_COUNT,
            seed: None,
            rng: None,
        }
    }

    /// The request a face's options make, checked (`call` names the
    /// call in a refused option's message: `gen`, `trace`).
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(
        options: &Options,
        call: &'static str,
    ) -> Result<DealRequest, RequestError> {
        let read = Reader::new(options, call, Self::OPTIONS)?;
        let request = DealRequest {
            spec: read.spec()?,
            count: read.at_least("count", 0, TRACE_COUNT)?,
            seed: read.seed("seed")?,
            rng: read.rng()?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        check_seed(&spec_of(&self.spec)?, self.rng, self.seed.as_ref())
    }

    /// The dealing, its seed drawn from `fresh` when not given (and
    /// announced), checked to deal `count` pieces before its source stops.
    ///
    /// # Errors
    /// A refused request, or a source that stops before `count` pieces.
    pub fn dealing(&self, fresh: u64) -> Result<Resolved<Dealing>, CallError> {
        self.validate()?;
        let resolved = resolve(
            spec_of(&self.spec)?,
            self.rng,
            SeedChoice::from_option(self.seed, fresh),
        )
        .map_err(RequestError::from)?;
        resolved.value.check_count(self.count)?;
        Ok(resolved)
    }

    /// The pieces with the state after each (`trace`).
    ///
    /// # Errors
    /// A refused request, a trace too long to hold, or a source that stops
    /// before `count` pieces.
    pub fn trace(&self, fresh: u64) -> Result<Resolved<Trace>, CallError> {
        if self.count > crate::results::MAX_TRACE {
            // Refused before a seed is drawn and announced.
            return Err(TraceError::TooLong(self.count).into());
        }
        let resolved = self.dealing(fresh)?;
        let trace = Trace::of(&resolved.value, self.count)?;
        Ok(Resolved {
            value: trace,
            notices: resolved.notices,
        })
    }
}
