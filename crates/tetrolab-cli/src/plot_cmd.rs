//! `tetrolab plot KIND SPEC… --out FILE`: one chart as SVG or PNG.

use std::path::Path;

use tetrolab::analysis::{Metric, ParseMetricError};
use tetrolab_charts::chart::{Chart, to_png, to_svg};
use tetrolab_charts::plots::GameQuestion;
use tetrolab_charts::{ChartError, PlotKind as Kind, PlotRequest, plot};

use crate::cli::{DealingArgs, PlotArgs, PlotKind};
use crate::error::CliError;
use crate::output::{check_destination, check_distinct, write_output};
use crate::progress::Stages;

pub fn run(args: &PlotArgs) -> Result<(), CliError> {
    let (out, data) = match &args.kind {
        PlotKind::Sweep(sweep) => (&sweep.out, &sweep.data),
        PlotKind::Weights(c)
        | PlotKind::Balance(crate::cli::BalanceArgs { chart: c, .. })
        | PlotKind::Game(crate::cli::GameArgs { chart: c, .. }) => (&c.out, &c.data),
        PlotKind::Histogram(l) | PlotKind::Entropy(l) | PlotKind::Compare(l) => {
            (&l.chart.out, &l.chart.data)
        }
        PlotKind::Gap(p) | PlotKind::Drought(p) => (&p.law.chart.out, &p.law.chart.data),
    };
    let format = ImageFormat::of(out)?;
    check_destination(out)?;
    if let Some(data) = data {
        check_destination(data)?;
        check_distinct(out, data, ["--out", "--data"])?;
    }
    let chart = chart(&args.kind)?;
    if let Some(data) = data {
        write_output(data, &data_csv(&chart)?)?;
    }
    let svg = to_svg(&chart);
    let bytes = match format {
        ImageFormat::Svg => svg.into_bytes(),
        ImageFormat::Png => to_png(&svg).map_err(CliError::Failed)?,
    };
    write_output(out, &bytes)
}

/// The chart the arguments ask for, computed by the charts crate on one
/// seed (drawn and announced when none is given).
fn chart(kind: &PlotKind) -> Result<Chart, CliError> {
    let (chart, dealing, plot_kind, exact) = match kind {
        PlotKind::Weights(c) => (c, &c.dealing, Kind::Weights, true),
        PlotKind::Histogram(l) => (&l.chart, &l.chart.dealing, Kind::Histogram, !l.no_exact),
        PlotKind::Gap(p) => (
            &p.law.chart,
            &p.law.chart.dealing,
            Kind::Gap(p.piece),
            !p.law.no_exact,
        ),
        PlotKind::Drought(p) => (
            &p.law.chart,
            &p.law.chart.dealing,
            Kind::Drought(p.piece),
            !p.law.no_exact,
        ),
        PlotKind::Entropy(l) => (&l.chart, &l.chart.dealing, Kind::Entropy, !l.no_exact),
        PlotKind::Compare(l) => (&l.chart, &l.chart.dealing, Kind::Compare, !l.no_exact),
        PlotKind::Balance(b) => (
            &b.chart,
            &b.chart.dealing,
            Kind::Balance { trials: b.trials },
            true,
        ),
        PlotKind::Game(g) => (
            &g.chart,
            &g.chart.dealing,
            Kind::Game(GameQuestion {
                piece: g.piece,
                at_least: g.at_least,
                droughts: g.droughts.meaning(),
                max_length: g.max_length,
                games: g.games,
            }),
            true,
        ),
        PlotKind::Sweep(s) => {
            let metric: Metric = s.metric.parse().map_err(|e: ParseMetricError| {
                CliError::Chart(ChartError::Question(e.to_string()))
            })?;
            let kind = Kind::Sweep {
                metric,
                trials: s.trials,
                length: s.length,
                points: s.points,
            };
            return draw(
                kind,
                std::slice::from_ref(&s.template),
                None,
                true,
                &s.dealing,
            );
        }
    };
    draw(plot_kind, &chart.specs, chart.count, exact, dealing)
}

/// The charts crate's chart of `kind` for `specs`.
fn draw(
    kind: Kind,
    specs: &[String],
    count: Option<u64>,
    exact: bool,
    dealing: &DealingArgs,
) -> Result<Chart, CliError> {
    let request = PlotRequest {
        kind,
        specs,
        count,
        exact,
        rng: dealing.rng,
        seed: dealing.seed_choice(),
    };
    Ok(plot(&request, &Stages::default())?)
}

/// The chart's numbers as CSV (see [`tetrolab_charts::chart::data::rows`]).
fn data_csv(chart: &Chart) -> Result<Vec<u8>, CliError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(tetrolab_charts::chart::data::HEADER)
        .and_then(|()| {
            tetrolab_charts::chart::data::rows(chart)
                .iter()
                .try_for_each(|row| writer.write_record(row))
        })
        .map_err(|e| CliError::Failed(format!("writing the chart's data: {e}")))?;
    writer
        .into_inner()
        .map_err(|e| CliError::Failed(format!("writing the chart's data: {e}")))
}

/// The image formats, by the output file's extension.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ImageFormat {
    Svg,
    Png,
}

impl ImageFormat {
    /// The format of `path`: `.svg`, `.png`, or `-` (SVG on stdout).
    pub fn of(path: &Path) -> Result<ImageFormat, CliError> {
        if path.as_os_str() == "-" {
            return Ok(ImageFormat::Svg);
        }
        if path.is_dir() {
            return Err(CliError::Usage(format!(
                "{} is a folder: name the image file in it, ending in .svg or .png",
                tetrolab::quote::quoted(&path.to_string_lossy())
            )));
        }
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("svg") => Ok(ImageFormat::Svg),
            Some("png") => Ok(ImageFormat::Png),
            _ => Err(CliError::Usage(format!(
                "{} names no image format: end the file name in .svg or .png (or write - for SVG on stdout)",
                tetrolab::quote::quoted(&path.to_string_lossy())
            ))),
        }
    }
}
