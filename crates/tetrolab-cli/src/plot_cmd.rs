//! `tetrolab plot KIND SPEC… --out FILE`: one chart as SVG or PNG.

use std::path::Path;

use clap::ArgMatches;
use tetrolab::request::Given;
use tetrolab_charts::chart::{Chart, to_png, to_svg};
use tetrolab_charts::{PlotRequest, plot};

use crate::cli::{ChartArgs, ChartTarget, PlotArgs, PlotKind, Typed};
use crate::error::CliError;
use crate::output::{check_destination, check_distinct, write_output};
use crate::progress::Stages;
use crate::seeding::fresh_bits;

pub fn run(args: &PlotArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let (out, data) = match &args.kind {
        PlotKind::Sweep(sweep) => (&sweep.out, &sweep.data),
        PlotKind::Weights(c) | PlotKind::Balance(crate::cli::BalanceArgs { chart: c, .. }) => {
            (&c.target.out, &c.target.data)
        }
        PlotKind::Game(g) => (&g.chart.out, &g.chart.data),
        PlotKind::Histogram(l) | PlotKind::Entropy(l) | PlotKind::Compare(l) => {
            (&l.chart.target.out, &l.chart.target.data)
        }
        PlotKind::Gap(p) | PlotKind::Drought(p) => {
            (&p.law.chart.target.out, &p.law.chart.target.data)
        }
        PlotKind::Frontier(f) => (&f.out, &f.data),
    };
    let format = ImageFormat::of(out)?;
    check_destination(out)?;
    if let Some(data) = data {
        check_destination(data)?;
        check_distinct(out, data, ["--out", "--data"])?;
    }
    let (kind, typed) = typed.subcommand().expect("plot has a kind");
    let chart = chart(&args.kind, kind, typed)?;
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

/// The chart the flags ask for, as the charts crate's request reads them,
/// drawn on one seed (drawn and announced when none is given).
fn chart(args: &PlotKind, kind: &str, typed: &ArgMatches) -> Result<Chart, CliError> {
    let mut options = Typed::new(typed);
    options.always("kind", Given::Text(kind.to_owned()));
    let target = |chart: &ChartTarget, options: &mut Typed<'_>| {
        options.list_always("specs", &chart.specs);
        chart.dealing.typed(options);
    };
    let common = |chart: &ChartArgs, options: &mut Typed<'_>| {
        target(&chart.target, options);
        options.maybe("count", chart.count.as_ref());
    };
    match args {
        PlotKind::Weights(c) => common(c, &mut options),
        PlotKind::Histogram(l) | PlotKind::Entropy(l) | PlotKind::Compare(l) => {
            common(&l.chart, &mut options);
            options.flag_off("exact", l.no_exact);
        }
        PlotKind::Gap(p) | PlotKind::Drought(p) => {
            common(&p.law.chart, &mut options);
            options
                .flag_off("exact", p.law.no_exact)
                .maybe("piece", p.piece.as_ref());
        }
        PlotKind::Balance(b) => {
            common(&b.chart, &mut options);
            options.text("trials", &b.trials);
        }
        PlotKind::Game(g) => {
            target(&g.chart, &mut options);
            options
                .text("piece", &g.piece)
                .text("at_least", &g.at_least)
                .maybe("droughts", g.droughts.as_ref())
                .text("max_length", &g.max_length)
                .text("games", &g.games);
        }
        PlotKind::Sweep(s) => {
            options
                .list_always("specs", std::slice::from_ref(&s.template))
                .text("trials", &s.trials)
                .text("length", &s.length)
                .text("metric", &s.metric)
                .flag("points", s.points);
            s.dealing.typed(&mut options);
        }
        PlotKind::Frontier(f) => crate::frontier_cmd::frontier_options(&f.question, &mut options),
    }
    let request = PlotRequest::from_options(options.options(), fresh_bits())?;
    Ok(plot(&request, &Stages::default())?)
}

/// The chart's numbers as CSV (see [`tetrolab_charts::chart::data::rows`]),
/// written as every table's CSV is.
fn data_csv(chart: &Chart) -> Result<Vec<u8>, CliError> {
    let mut out = Vec::new();
    tetrolab::results::write_csv_rows(
        &tetrolab::results::headers(&tetrolab_charts::chart::data::HEADER),
        tetrolab_charts::chart::data::rows(chart),
        &mut out,
    )
    .map_err(|e| CliError::Failed(format!("writing the chart's data: {e}")))?;
    Ok(out)
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
