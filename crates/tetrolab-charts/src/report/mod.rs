//! Report pages: one self-contained HTML page that answers questions
//! about randomizers with numbers (exact beside measured) and charts —
//! for any randomizers, or for one of the seed documents.

mod document_000;
mod document_002;
mod document_003;
mod html;
mod numbers;
mod randomizers;
mod which;

use tetrolab::randomizer::SeedChoice;
use tetrolab::request::{Options, Reader, RequestError};
use tetrolab::rng::{RngKind, Seed};

use crate::{ChartError, Context, Progress};
use html::Page;

/// The seed documents a page can answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Document {
    /// 000: the history of randomizers and its star ratings.
    D000,
    /// 002: the weighted randomizer's simulations and sweeps.
    D002,
    /// 003: the 14-bag, 2x7-bag and red/blue bag's limits and
    /// predictability.
    D003,
}

/// What `report` asks, read from a face's options (`specs`, `document`,
/// `count`, `seed`, `rng`): the page's questions and how its numbers
/// are made.
///
/// ```
/// use tetrolab::request::{Given, Options};
/// use tetrolab_charts::report::ReportRequest;
/// let mut options = Options::default();
/// options.set("document", Given::Text("004".into()));
/// let refused = ReportRequest::from_options(&options, 0).unwrap_err();
/// assert!(refused.to_string().starts_with("--document 004: not a seed document"));
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct ReportRequest {
    /// The randomizers (with `document` `None`).
    pub specs: Vec<String>,
    /// A seed document's questions instead.
    pub document: Option<Document>,
    /// Pieces to simulate per randomizer.
    pub count: u64,
    /// The generator asked for.
    pub rng: Option<RngKind>,
    /// The page's one seed, or fresh bits to draw it from.
    pub seed: SeedChoice,
}

impl ReportRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &["specs", "document", "count", "seed", "rng"];

    /// The request a face's options make, checked (`fresh`: 64 random
    /// bits for a seed not given).
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options, fresh: u64) -> Result<ReportRequest, RequestError> {
        let read = Reader::new(options, "report", Self::OPTIONS)?;
        let document = read.parsed("document", |_: UnknownDocument| {
            "not a seed document: write 000, 002 or 003".to_owned()
        })?;
        let specs = read.texts("specs")?;
        match (&document, specs.is_empty()) {
            (None, true) => {
                return Err(RequestError::Missing {
                    option: "specs",
                    what: "randomizer or seed document",
                });
            }
            (Some(_), false) => {
                return Err(RequestError::Conflict {
                    option: "document",
                    with: "specs",
                });
            }
            _ => {}
        }
        Ok(ReportRequest {
            specs,
            document,
            count: read.at_least("count", 1, tetrolab::results::REPORT_COUNT)?,
            rng: read.rng()?,
            seed: SeedChoice::from_option(read.seed("seed")?, fresh),
        })
    }

    /// The page request, with the face's words for making it again.
    pub fn page<'a>(&'a self, again: &'a dyn Fn(&Seed) -> String) -> PageRequest<'a> {
        PageRequest {
            specs: &self.specs,
            document: self.document,
            pieces: self.count,
            rng: self.rng,
            seed: self.seed,
            again,
        }
    }
}

/// A word that names no seed document.
#[derive(Debug)]
pub struct UnknownDocument;

impl std::str::FromStr for Document {
    type Err = UnknownDocument;

    /// A seed document by its number, `000`, `002` or `003` (leading
    /// zeros optional).
    fn from_str(text: &str) -> Result<Document, UnknownDocument> {
        match text.trim_start_matches('0') {
            "" => Ok(Document::D000),
            "2" => Ok(Document::D002),
            "3" => Ok(Document::D003),
            _ => Err(UnknownDocument),
        }
    }
}

/// What a page answers and how its numbers are made.
pub struct PageRequest<'a> {
    /// The randomizers (with `document` `None`).
    pub specs: &'a [String],
    /// A seed document's questions instead.
    pub document: Option<Document>,
    /// Pieces to simulate per randomizer.
    pub pieces: u64,
    /// The generator asked for (seed 002's page defaults to CPython's).
    pub rng: Option<RngKind>,
    /// The page's one seed, or fresh bits to draw it from.
    pub seed: SeedChoice,
    /// How, in the face's words, to make the page again from its seed:
    /// written under the title.
    pub again: &'a dyn Fn(&Seed) -> String,
}

impl std::fmt::Debug for PageRequest<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PageRequest")
            .field("specs", &self.specs)
            .field("document", &self.document)
            .field("pieces", &self.pieces)
            .finish_non_exhaustive()
    }
}

/// The page `request` asks for, as one self-contained HTML document; the
/// notices (the seed drawn, seeds derived, warnings) go to `progress`.
/// One seed serves the whole page, so the command under its title makes
/// it again.
///
/// # Errors
/// No randomizers and no document, a spec that does not work, or a run
/// that would deal past where its source stops.
pub fn page(request: &PageRequest, progress: &dyn Progress) -> Result<String, ChartError> {
    let (first, default_rng) = match request.document {
        Some(Document::D000) => (document_000::SPECS[0], None),
        Some(Document::D002) => ("weighted", Some(RngKind::Python)),
        Some(Document::D003) => (document_003::SPECS[0], None),
        None => match request.specs.first() {
            Some(first) => (first.as_str(), None),
            None => {
                return Err(ChartError::Question(
                    "report needs randomizers (e.g. tetrolab report 7-bag 14-bag --out report.html) or --document 000|002|003".to_string(),
                ));
            }
        },
    };
    let rng = request.rng.or(default_rng);
    let ctx = Context::new(first, rng, request.seed, progress)?;
    let command = (request.again)(&ctx.seed());
    let pieces = request.pieces;
    let mut page = match request.document {
        Some(Document::D000) => Page::new(
            "Seed document 000: a history of randomizers, measured",
            &command,
        ),
        Some(Document::D002) => Page::new(
            "Seed document 002: the weighted randomizer, run and measured",
            &command,
        ),
        Some(Document::D003) => Page::new("Seed document 003: better bags, checked", &command),
        None => Page::new(
            &format!("tetrolab report: {}", request.specs.join(", ")),
            &command,
        ),
    };
    match request.document {
        Some(Document::D000) => document_000::write(&mut page, &ctx, pieces)?,
        Some(Document::D002) => document_002::write(&mut page, &ctx, pieces)?,
        Some(Document::D003) => document_003::write(&mut page, &ctx, pieces)?,
        None => {
            let subjects = ctx.subjects(request.specs)?;
            let measured = ctx.measure(
                &subjects,
                tetrolab::analysis::MeasureOptions::with_exact(pieces),
            )?;
            randomizers::questions(&mut page, &ctx, &subjects, &measured)?;
        }
    }
    Ok(page.finish())
}
