//! `tetrolab plot KIND SPEC… --out FILE`: one chart as SVG or PNG.

use std::io::Write;
use std::path::Path;

use tetrolab::analysis::{MeasureOptions, Metric};
use tetrolab_charts::chart::{Chart, to_png, to_svg};
use tetrolab_charts::plots::{self, GameQuestion, SweepQuestion};
use tetrolab_charts::{ChartError, Context};

use crate::cli::{ChartArgs, DealingArgs, LawArgs, PlotArgs, PlotKind};
use crate::error::CliError;
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

/// The chart the arguments ask for, computed in the charts crate's
/// context on one seed (drawn and announced when none is given).
fn chart(kind: &PlotKind) -> Result<Chart, CliError> {
    let stages = Stages::default();
    let context = |first: &str, dealing: &DealingArgs| {
        Context::new(first, dealing.rng, dealing.seed_choice(), &stages)
    };
    let made: Result<Chart, ChartError> = (|| {
        let measured = |law: &LawArgs, default: u64, ctx: &Context| {
            let options = MeasureOptions {
                exact: !law.no_exact,
                ..MeasureOptions::with_exact(law.chart.count.unwrap_or(default))
            };
            ctx.measured(&law.chart.specs, options)
        };
        let for_chart = |c: &ChartArgs| context(&c.specs[0], &c.dealing);
        Ok(match kind {
            PlotKind::Weights(c) => {
                let ctx = for_chart(c)?;
                let [spec] = c.specs.as_slice() else {
                    return Err(ChartError::Question(
                        "plot weights draws one weighted randomizer's weights: give one spec"
                            .to_string(),
                    ));
                };
                ctx.weights(spec, c.count.unwrap_or(100))?
            }
            PlotKind::Histogram(law) => {
                let ctx = for_chart(&law.chart)?;
                plots::histogram(&measured(law, 1000, &ctx)?)
            }
            PlotKind::Gap(p) => {
                let ctx = for_chart(&p.law.chart)?;
                plots::gap(&measured(&p.law, 1_000_000, &ctx)?, p.piece)
            }
            PlotKind::Drought(p) => {
                let ctx = for_chart(&p.law.chart)?;
                plots::drought(&measured(&p.law, 1_000_000, &ctx)?, p.piece)
            }
            PlotKind::Entropy(law) => {
                let ctx = for_chart(&law.chart)?;
                plots::entropy(&measured(law, 1_000_000, &ctx)?)
            }
            PlotKind::Compare(law) => {
                let ctx = for_chart(&law.chart)?;
                plots::compare(&measured(law, 1_000_000, &ctx)?)
            }
            PlotKind::Balance(b) => {
                let ctx = for_chart(&b.chart)?;
                let subjects = ctx.subjects(&b.chart.specs)?;
                ctx.balance(&subjects, b.chart.count.unwrap_or(10_000), b.trials)?
            }
            PlotKind::Game(g) => {
                let question = GameQuestion {
                    piece: g.piece,
                    at_least: g.at_least,
                    droughts: g.droughts.meaning(),
                    max_length: g.max_length,
                    games: g.games,
                };
                question.check()?;
                let ctx = for_chart(&g.chart)?;
                let subjects = ctx.subjects(&g.chart.specs)?;
                ctx.game(&subjects, question)?
            }
            PlotKind::Sweep(s) => {
                let metric: Metric =
                    s.metric
                        .parse()
                        .map_err(|e: tetrolab::analysis::ParseMetricError| {
                            ChartError::Question(e.to_string())
                        })?;
                let question = SweepQuestion {
                    template: &s.template,
                    metric,
                    trials: s.trials,
                    length: s.length,
                    points: s.points,
                };
                let first = question.check()?.points()[0].1.to_string();
                let ctx = context(&first, &s.dealing)?;
                ctx.sweep(&question)?
            }
        })
    })();
    Ok(made?)
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

/// Refuses an output file whose folder does not exist, before any work.
pub fn check_destination(path: &Path) -> Result<(), CliError> {
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => return Ok(()),
    };
    if path.as_os_str() == "-" || folder.is_dir() {
        return Ok(());
    }
    Err(CliError::Usage(format!(
        "cannot write {}: the folder {} does not exist",
        tetrolab::quote::quoted(&path.to_string_lossy()),
        tetrolab::quote::quoted(&folder.to_string_lossy())
    )))
}

/// Writes `bytes` to the file `path`, or to stdout for `-`.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if path.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)?;
        out.flush()?;
        return Ok(());
    }
    // A failed write is a failure while running (exit 1), not bad input.
    std::fs::write(path, bytes).map_err(|e| {
        CliError::Io(std::io::Error::new(
            e.kind(),
            format!(
                "cannot write {}: {e}",
                tetrolab::quote::quoted(&path.to_string_lossy())
            ),
        ))
    })
}
