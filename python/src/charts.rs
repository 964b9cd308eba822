//! Charts and report pages from Python: the charts crate's SVG, PNG and
//! HTML, made on one seed like `tetrolab plot` and `tetrolab report`.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::PyBytes;
use tetrolab::Piece;
use tetrolab::analysis::Metric;
use tetrolab::randomizer::Notice;
use tetrolab::work::{Tally, Watch};
use tetrolab_charts::chart::{data, to_png, to_svg};
use tetrolab_charts::report::{self, Document, PageRequest};
use tetrolab_charts::{KindOptions, PlotKind, PlotRequest, Progress, plot as draw, plot_defaults};

use crate::args;
use crate::error::{bad, chart, spelled};
use crate::interrupt;

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(plot, m)?)?;
    m.add_function(wrap_pyfunction!(page, m)?)?;
    m.add_function(wrap_pyfunction!(png, m)?)?;
    Ok(())
}

/// Keeps a run's notices, to tell Python once the work is done, and stops
/// the run when its watch is told to (Ctrl-C).
#[derive(Debug)]
struct Notices {
    kept: std::sync::Mutex<Vec<Notice>>,
    watch: Arc<Tally>,
}

impl Watch for Notices {
    fn stopped(&self) -> bool {
        self.watch.stopped()
    }
}

impl Progress for Notices {
    fn notice(&self, notice: &Notice) {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(notice.clone());
    }
}

impl Notices {
    fn new(watch: Arc<Tally>) -> Notices {
        Notices {
            kept: std::sync::Mutex::default(),
            watch,
        }
    }

    fn tell(self, py: Python<'_>) -> PyResult<()> {
        let notices = self
            .kept
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        notices.iter().try_for_each(|n| args::announce(py, n))
    }
}

/// A piece's letter, for `piece=`.
fn piece(letter: &str) -> PyResult<Piece> {
    letter.parse().map_err(|_| {
        bad(format!(
            "piece={}: write one of I J L O S T Z",
            tetrolab::quote::quoted(letter)
        ))
    })
}

/// One chart as `(svg, data rows, seed)`: `kind` as `tetrolab plot`
/// names it, the specs (a sweep's template), and the kind's options.
#[pyfunction]
#[pyo3(signature = (kind, specs, *, count=None, seed=None, rng=None, exact=true, piece=None, trials=plot_defaults::TRIALS, at_least=plot_defaults::AT_LEAST, droughts="any", max_length=plot_defaults::MAX_LENGTH, games=plot_defaults::GAMES, metric="frequency_std", length=plot_defaults::LENGTH, points=false))]
#[allow(clippy::too_many_arguments)]
fn plot<'py>(
    py: Python<'py>,
    kind: &str,
    specs: Vec<String>,
    count: Option<u64>,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
    exact: bool,
    piece: Option<&str>,
    trials: u64,
    at_least: u64,
    droughts: &str,
    max_length: u64,
    games: u64,
    metric: &str,
    length: u64,
    points: bool,
) -> PyResult<(String, Vec<[String; 6]>, Option<String>)> {
    let kind = PlotKind::named(
        kind,
        &KindOptions {
            piece: piece.map(self::piece).transpose()?,
            trials: Some(args::positive("trials", trials)?),
            at_least: Some(at_least),
            droughts: args::droughts(droughts)?,
            max_length: Some(max_length),
            games: Some(games),
            metric: Some(metric.parse::<Metric>().map_err(|e| spelled(&e))?),
            length: Some(args::positive("length", length)?),
            points,
        },
    )
    .map_err(|e| chart(&e))?;
    if let Some(count) = count {
        args::positive("count", count)?;
    }
    let rng = args::rng(rng)?;
    let seed = args::seed_choice(seed)?;
    let (made, notices) = interrupt::run(py, move |watch| {
        let notices = Notices::new(watch);
        let request = PlotRequest {
            kind,
            specs: &specs,
            count,
            exact,
            rng,
            seed,
        };
        (draw(&request, &notices), notices)
    })?;
    let drawn_seed = fresh_seed(&notices);
    notices.tell(py)?;
    let chart_made = made.map_err(|e| chart(&e))?;
    Ok((to_svg(&chart_made), data::rows(&chart_made), drawn_seed))
}

/// The seed a run drew, if it drew one.
fn fresh_seed(notices: &Notices) -> Option<String> {
    notices
        .kept
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .find_map(|n| match n {
            Notice::FreshSeed(seed) => Some(seed.clone()),
            _ => None,
        })
}

/// One HTML report page, as `tetrolab report` writes it.
#[pyfunction]
#[pyo3(signature = (specs, *, document=None, count=tetrolab::results::REPORT_COUNT, seed=None, rng=None))]
fn page<'py>(
    py: Python<'py>,
    specs: Vec<String>,
    document: Option<&str>,
    count: u64,
    seed: Option<&Bound<'py, PyAny>>,
    rng: Option<&str>,
) -> PyResult<String> {
    args::positive("count", count)?;
    let document = document
        .map(|d| match d.trim_start_matches('0') {
            "" => Ok(Document::D000),
            "2" => Ok(Document::D002),
            "3" => Ok(Document::D003),
            _ => Err(bad(format!(
                "document={}: write \"000\", \"002\" or \"003\"",
                tetrolab::quote::quoted(d)
            ))),
        })
        .transpose()?;
    if document.is_none() && specs.is_empty() {
        return Err(bad("give specs, or document=\"000\", \"002\" or \"003\""));
    }
    if document.is_some() && !specs.is_empty() {
        return Err(bad("give specs or a document, not both"));
    }
    let rng = args::rng(rng)?;
    let seed = args::seed_choice(seed)?;
    let (made, notices) = interrupt::run(py, move |watch| {
        let notices = Notices::new(watch);
        let again = |seed: &tetrolab::rng::Seed| {
            let what = match document {
                Some(Document::D000) => "document=\"000\"".to_owned(),
                Some(Document::D002) => "document=\"002\"".to_owned(),
                Some(Document::D003) => "document=\"003\"".to_owned(),
                None => specs
                    .iter()
                    .map(|s| format!("{s:?}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            };
            let rng_arg = rng.map_or_else(String::new, |r| format!(", rng=\"{r}\""));
            format!("tetrolab.report({what}, count={count}, seed={seed}{rng_arg})")
        };
        let request = PageRequest {
            specs: &specs,
            document,
            pieces: count,
            rng,
            seed,
            again: &again,
        };
        (report::page(&request, &notices), notices)
    })?;
    notices.tell(py)?;
    made.map_err(|e| chart(&e))
}

/// An SVG rendered as PNG bytes.
#[pyfunction]
fn png<'py>(py: Python<'py>, svg: String) -> PyResult<Bound<'py, PyBytes>> {
    let bytes = interrupt::run(py, move |_| to_png(&svg))?.map_err(bad)?;
    Ok(PyBytes::new(py, &bytes))
}
