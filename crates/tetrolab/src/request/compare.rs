//! `compare`: several randomizers measured side by side, with seed
//! document 000's ratings.

use super::call::CallError;
use super::given::Options;
use super::reader::Reader;
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::randomizer::{Resolved, catalog, resolve_derived};
use crate::results::{COMPARE_COUNT, Comparison};
use crate::work::Watch;
use crate::{Dealing, Spec};

/// What `compare` measures: `tetrolab compare`, Python's `compare()`,
/// the page's Compare view.
///
/// ```
/// use tetrolab::request::CompareRequest;
/// let request = CompareRequest { count: 10_000, seed: Some(1), ..CompareRequest::new(&["7-bag", "tgm1"]) };
/// let comparison = request.resolve(0)?.value.measure(&tetrolab::work::Unwatched)?;
/// assert_eq!(comparison.randomizers.len(), 2);
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompareRequest {
    /// The randomizers, as specs (empty: every catalog entry).
    pub specs: Vec<String>,
    /// Pieces to measure per randomizer.
    pub count: u64,
    /// Exact values where a randomizer has a chain.
    pub exact: bool,
    /// The master seed each randomizer's seed derives from.
    pub seed: Option<u64>,
}

impl CompareRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &["specs", "count", "exact", "seed"];

    /// `specs` with every other option at the library's default.
    pub fn new(specs: &[&str]) -> CompareRequest {
        CompareRequest {
            specs: specs.iter().map(|s| (*s).to_owned()).collect(),
            count: COMPARE_COUNT,
            exact: false,
            seed: None,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<CompareRequest, RequestError> {
        let read = Reader::new(options, "compare", Self::OPTIONS)?;
        let seed = read.seed("seed")?;
        let request = CompareRequest {
            specs: read.texts("specs")?,
            count: read.at_least("count", 1, COMPARE_COUNT)?,
            exact: read.flag("exact")?,
            seed: seed
                .map(|s| {
                    s.to_master()
                        .map_err(|e| RequestError::value("seed", s, master_reason(&e)))
                })
                .transpose()?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        super::reader::check_at_least("count", self.count, 1)?;
        self.parsed().map(drop)
    }

    /// The specs compared: those given, or every catalog entry.
    fn parsed(&self) -> Result<Vec<Spec>, RequestError> {
        if self.specs.is_empty() {
            return catalog::entries().iter().map(|e| spec_of(e.name)).collect();
        }
        self.specs.iter().map(|s| spec_of(s)).collect()
    }

    /// The randomizers resolved, each on a seed derived from the master
    /// seed (`fresh`: 64 random bits for one not given, announced).
    ///
    /// # Errors
    /// A refused request.
    pub fn resolve(&self, fresh: u64) -> Result<Resolved<CompareRun>, RequestError> {
        self.validate()?;
        let resolved = resolve_derived(self.parsed()?, self.seed, fresh)?;
        let (master, dealings) = resolved.value;
        Ok(Resolved {
            value: CompareRun {
                count: self.count,
                exact: self.exact,
                master,
                dealings,
            },
            notices: resolved.notices,
        })
    }
}

/// A comparison resolved, ready to measure.
#[derive(Debug)]
pub struct CompareRun {
    count: u64,
    exact: bool,
    master: u64,
    dealings: Vec<Dealing>,
}

impl CompareRun {
    /// Measures every randomizer.
    ///
    /// # Errors
    /// A run past a source's stop, or a stop asked for by `watch`.
    pub fn measure(self, watch: &dyn Watch) -> Result<Comparison, CallError> {
        watch.begin(
            "compare",
            self.count.saturating_mul(self.dealings.len() as u64),
        );
        Ok(Comparison::run(
            self.dealings,
            self.count,
            self.exact,
            self.master,
            watch,
        )?)
    }
}

/// Why a seed is no master seed, as the end of a sentence.
fn master_reason(error: &crate::rng::NotAMasterSeed) -> String {
    let text = error.to_string();
    let advice = text
        .split_once(": ")
        .map_or(text.as_str(), |(_, advice)| advice);
    format!("not a master seed: {advice}")
}
