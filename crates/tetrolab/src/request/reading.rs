//! `identify` and `predict`: observed pieces read with each candidate's
//! chain.

use super::call::CallError;
use super::given::Options;
use super::reader::{Reader, check_at_least};
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::analysis::exact;
use crate::analysis::{Identification, Start, identify};
use crate::randomizer::catalog;
use crate::results::Prediction;
use crate::work::Watch;
use crate::{Piece, Spec};

/// How observed pieces are read: from a game's start or from anywhere,
/// and how large a chain may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    /// Read the pieces as a game's first.
    pub from_start: bool,
    /// The most states a randomizer's chain may have.
    pub max_states: u64,
}

impl Default for Reading {
    fn default() -> Reading {
        Reading {
            from_start: false,
            max_states: exact::Options::default().max_states as u64,
        }
    }
}

impl Reading {
    fn read(read: &Reader<'_>) -> Result<Reading, RequestError> {
        Ok(Reading {
            from_start: read.flag("from_start")?,
            max_states: read.at_least("max_states", 1, Reading::default().max_states)?,
        })
    }

    fn start(self) -> Start {
        if self.from_start {
            Start::Game
        } else {
            Start::Stationary
        }
    }

    fn max_states(self) -> usize {
        usize::try_from(self.max_states).unwrap_or(usize::MAX)
    }
}

/// What `identify` weighs: `tetrolab identify`, Python's `identify()`,
/// the page's Identify view.
///
/// ```
/// use tetrolab::request::IdentifyRequest;
/// let request = IdentifyRequest {
///     candidates: vec!["7-bag,memoryless".into()],
///     ..IdentifyRequest::new("IJLOSTZ")
/// };
/// let found = request.answer(&tetrolab::work::Unwatched)?;
/// assert_eq!(found.candidates[0].spec, "7-bag");
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentifyRequest {
    /// The pieces seen, as letters (whitespace ignored).
    pub pieces: String,
    /// Lists of candidate specs, comma-separated (empty: every catalog
    /// entry).
    pub candidates: Vec<String>,
    /// How the pieces are read.
    pub reading: Reading,
}

impl IdentifyRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] =
        &["pieces", "candidates", "from_start", "max_states"];

    /// `pieces` with every other option at the library's default.
    pub fn new(pieces: &str) -> IdentifyRequest {
        IdentifyRequest {
            pieces: pieces.to_owned(),
            candidates: Vec::new(),
            reading: Reading::default(),
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<IdentifyRequest, RequestError> {
        let read = Reader::new(options, "identify", Self::OPTIONS)?;
        let request = IdentifyRequest {
            pieces: read.pieces()?,
            candidates: read.texts("candidates")?,
            reading: Reading::read(&read)?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        check_at_least("max_states", self.reading.max_states, 1)?;
        pieces_of(&self.pieces)?;
        self.specs().map(drop)
    }

    fn specs(&self) -> Result<Vec<Spec>, RequestError> {
        if self.candidates.is_empty() {
            return catalog::entries().iter().map(|e| spec_of(e.name)).collect();
        }
        let mut specs = Vec::new();
        for list in &self.candidates {
            specs.extend(Spec::list(list)?);
        }
        Ok(specs)
    }

    /// Every candidate ranked by the likelihood of the pieces, each
    /// candidate read told to `watch` (which may stop the call).
    ///
    /// # Errors
    /// A refused request, or stopped.
    pub fn answer(&self, watch: &dyn Watch) -> Result<Identification, CallError> {
        self.validate()?;
        Ok(identify(
            &pieces_of(&self.pieces)?,
            &self.specs()?,
            self.reading.start(),
            self.reading.max_states(),
            watch,
        )?)
    }
}

/// What `predict` reads: `tetrolab predict`, Python's `predict()`, the
/// page's Predict view.
///
/// ```
/// use tetrolab::request::{PredictRequest, Reading};
/// let request = PredictRequest {
///     reading: Reading { from_start: true, ..Reading::default() },
///     ..PredictRequest::new("7-bag", "IJLOST")
/// };
/// assert_eq!(request.answer(&tetrolab::work::Unwatched)?.certain.as_deref(), Some("Z"));
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PredictRequest {
    /// The randomizer, as a spec.
    pub spec: String,
    /// The pieces seen, oldest first, as letters.
    pub pieces: String,
    /// How the pieces are read.
    pub reading: Reading,
}

impl PredictRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &["spec", "pieces", "from_start", "max_states"];

    /// `spec` and `pieces` with every other option at the library's
    /// default.
    pub fn new(spec: &str, pieces: &str) -> PredictRequest {
        PredictRequest {
            spec: spec.to_owned(),
            pieces: pieces.to_owned(),
            reading: Reading::default(),
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<PredictRequest, RequestError> {
        let read = Reader::new(options, "predict", Self::OPTIONS)?;
        let request = PredictRequest {
            spec: read.spec()?,
            pieces: read.pieces()?,
            reading: Reading::read(&read)?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        check_at_least("max_states", self.reading.max_states, 1)?;
        pieces_of(&self.pieces)?;
        spec_of(&self.spec).map(drop)
    }

    /// The next piece's odds, the chain's states told to `watch` as they
    /// are found (which may stop the call).
    ///
    /// # Errors
    /// A refused request, no chain, or pieces the randomizer cannot deal;
    /// or stopped.
    pub fn answer(&self, watch: &dyn Watch) -> Result<Prediction, CallError> {
        self.validate()?;
        Ok(Prediction::of(
            &spec_of(&self.spec)?,
            &pieces_of(&self.pieces)?,
            self.reading.start(),
            self.reading.max_states(),
            watch,
        )?)
    }
}

/// Letters read as pieces (whitespace ignored; at least one).
pub(crate) fn pieces_of(text: &str) -> Result<Vec<Piece>, RequestError> {
    let letters: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.is_empty() {
        return Err(RequestError::Missing {
            option: "pieces",
            what: "pieces",
        });
    }
    crate::piece::parse_letters(&letters).map_err(|e| {
        RequestError::value(
            "pieces",
            text,
            format!("{e}: write letters of I J L O S T Z"),
        )
    })
}
