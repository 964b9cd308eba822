//! Charts and report pages from Python: the charts crate's SVG, PNG and
//! HTML, made on one seed like `tetrolab plot` and `tetrolab report`.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use tetrolab::randomizer::Notice;
use tetrolab::request::{Given, Options};
use tetrolab::work::{Tally, Watch};
use tetrolab_charts::chart::{data, to_png, to_svg};
use tetrolab_charts::report::{self, Document, ReportRequest};
use tetrolab_charts::{PlotRequest, Progress, plot as draw};

use crate::args::{self, fresh_bits};
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

/// `tetrolab plot KIND SPEC…`: the chart's SVG, its data rows and the
/// seed drawn (`None` when one was given). No specs (an empty list) gives
/// none, as `plot frontier` takes.
#[pyfunction]
#[pyo3(signature = (kind, specs, **options))]
fn plot<'py>(
    py: Python<'py>,
    kind: &Bound<'py, PyAny>,
    specs: &Bound<'py, PyAny>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<(String, Vec<[String; 6]>, Option<String>)> {
    let mut given = keywords(options)?;
    given.set("kind", args::given(kind)?);
    match args::given(specs)? {
        Given::List(none) if none.is_empty() => {}
        some => {
            given.set("specs", some);
        }
    }
    let request = PlotRequest::from_options(&given, fresh_bits()).map_err(|e| spelled(&e))?;
    let (made, notices) = interrupt::run(py, move |watch| {
        let notices = Notices::new(watch);
        (draw(&request, &notices), notices)
    })?;
    let drawn_seed = fresh_seed(&notices);
    notices.tell(py)?;
    let chart_made = made.map_err(|e| chart(&e))?;
    Ok((to_svg(&chart_made), data::rows(&chart_made), drawn_seed))
}

/// Keyword arguments as options (`None` values left out).
fn keywords(options: Option<&Bound<'_, PyDict>>) -> PyResult<Options> {
    let mut given = Options::default();
    for (name, value) in options.into_iter().flat_map(PyDictMethods::iter) {
        if !value.is_none() {
            given.set(&name.extract::<String>()?, args::given(&value)?);
        }
    }
    Ok(given)
}

/// The seed a chart drew, if it drew one.
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

/// `tetrolab report SPEC… | --document D`: the page's HTML.
#[pyfunction]
#[pyo3(signature = (specs, **options))]
fn page<'py>(
    py: Python<'py>,
    specs: &Bound<'py, PyAny>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<String> {
    let mut given = keywords(options)?;
    given.set("specs", args::given(specs)?);
    let request = ReportRequest::from_options(&given, fresh_bits()).map_err(|e| spelled(&e))?;
    let (made, notices) = interrupt::run(py, move |watch| {
        let notices = Notices::new(watch);
        let again = |seed: &tetrolab::rng::Seed| {
            let what = match request.document {
                Some(Document::D000) => "document=\"000\"".to_owned(),
                Some(Document::D002) => "document=\"002\"".to_owned(),
                Some(Document::D003) => "document=\"003\"".to_owned(),
                None => request
                    .specs
                    .iter()
                    .map(|s| format!("{s:?}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            };
            let rng_arg = request
                .rng
                .map_or_else(String::new, |r| format!(", rng=\"{r}\""));
            format!(
                "tetrolab.report({what}, count={}, seed={seed}{rng_arg})",
                request.count
            )
        };
        (report::page(&request.page(&again), &notices), notices)
    })?;
    notices.tell(py)?;
    made.map_err(|e| chart(&e))
}

/// An SVG rendered as PNG bytes.
#[pyfunction]
fn png<'py>(py: Python<'py>, svg: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyBytes>> {
    let svg = args::text("svg", svg)?;
    let bytes = interrupt::run(py, move |_| to_png(&svg))?.map_err(bad)?;
    Ok(PyBytes::new(py, &bytes))
}
