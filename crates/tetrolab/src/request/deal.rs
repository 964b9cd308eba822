//! `gen` and `trace`: pieces dealt from a randomizer, with or without the
//! state after each.

use super::call::CallError;
use super::given::Options;
use super::reader::Reader;
use super::refusal::RequestError;
use super::resolve::{check_seed, spec_of};
use crate::Dealing;
use crate::randomizer::{Resolved, SeedChoice, resolve};
use crate::results::{MAX_TRACE, TRACE_COUNT, Trace, TraceError};
use crate::rng::{RngKind, Seed};

/// What `gen` deals: `tetrolab gen`, Python's `deal()`, `letters()` and
/// `Randomizer`, the page's queue; and what `trace` follows.
///
/// ```
/// use tetrolab::request::DealRequest;
/// let request = DealRequest { count: 14, seed: Some(191836487u64.into()), ..DealRequest::new("tetrio-7-bag") };
/// let run = request.resolve(0)?.value;
/// let letters: String = run.dealing()?.randomizer().take(14).map(|p| p.letter()).collect();
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
    /// Whether the pieces come with their states (`trace`, at most
    /// [`MAX_TRACE`] of them).
    pub trace: bool,
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
            trace: false,
        }
    }

    /// The request a face's options make, checked (`trace`: the pieces
    /// come with their states, as `trace` deals them).
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options, trace: bool) -> Result<DealRequest, RequestError> {
        let call = if trace { "trace" } else { "gen" };
        let read = Reader::new(options, call, Self::OPTIONS)?;
        let request = DealRequest {
            spec: read.spec()?,
            count: read.at_least("count", 0, TRACE_COUNT)?,
            seed: read.seed("seed")?,
            rng: read.rng()?,
            trace,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        if self.trace && self.count > MAX_TRACE {
            return Err(RequestError::Trace(TraceError::TooLong(self.count)));
        }
        check_seed(&spec_of(&self.spec)?, self.rng, self.seed.as_ref())
    }

    /// The randomizer on its generator with its seed (`fresh`: 64 random
    /// bits for a seed not given, announced).
    ///
    /// # Errors
    /// A refused request.
    pub fn resolve(&self, fresh: u64) -> Result<Resolved<DealRun>, RequestError> {
        self.validate()?;
        let resolved = resolve(
            spec_of(&self.spec)?,
            self.rng,
            SeedChoice::from_option(self.seed, fresh),
        )?;
        Ok(Resolved {
            value: DealRun {
                dealing: resolved.value,
                count: self.count,
            },
            notices: resolved.notices,
        })
    }
}

/// Pieces to deal, resolved.
#[derive(Debug)]
pub struct DealRun {
    dealing: Dealing,
    count: u64,
}

impl DealRun {
    /// The dealing, checked to deal the count asked for before its source
    /// stops.
    ///
    /// # Errors
    /// A source that stops before the count.
    pub fn dealing(&self) -> Result<&Dealing, CallError> {
        self.dealing.check_count(self.count)?;
        Ok(&self.dealing)
    }

    /// The pieces asked for.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The pieces with the state after each (`trace`).
    ///
    /// # Errors
    /// A source that stops before the count.
    pub fn trace(&self) -> Result<Trace, CallError> {
        Ok(Trace::of(&self.dealing, self.count)?)
    }
}
