//! # tetrolab-charts
//!
//! tetrolab's pictures and pages as pure functions: library results in,
//! [`Chart`](chart::Chart) values, SVG, PNG (behind the `png` feature) and
//! self-contained HTML report pages out. Nothing here parses arguments,
//! draws on a terminal or touches a file: the command line, the Python
//! package and the browser playground all call these same functions, so
//! they show the same charts byte for byte.
//!
//! - [`chart`]: the chart model and its SVG writer (and PNG renderer);
//! - [`plots`]: each chart kind, built from library results;
//! - [`report`]: the HTML pages, for any randomizers or for a seed
//!   document.
//!
//! ```
//! use tetrolab::analysis::{MeasureOptions, measure};
//! use tetrolab::randomizer::{SeedChoice, resolve_shared};
//! use tetrolab_charts::{chart::to_svg, plots};
//! let subjects = resolve_shared(&["7-bag".into()], None, SeedChoice::Given(1u64.into()))?.value;
//! let measured = measure(&subjects, MeasureOptions::with_exact(10_000), &tetrolab::work::Unwatched)?;
//! let svg = to_svg(&plots::histogram(&measured));
//! assert!(svg.starts_with("<svg") && svg.contains("7-bag"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod chart;
mod context;
mod error;
pub mod plots;
mod progress;
pub mod report;
mod request;

pub use context::Context;
pub use error::ChartError;
pub use progress::{Progress, Silent};
pub use request::{
    Drawn, KindOptions, PlotKind, PlotRequest, defaults as plot_defaults, plot, plot_measured,
};
