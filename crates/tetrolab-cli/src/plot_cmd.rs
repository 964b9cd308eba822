//! `tetrolab plot KIND SPEC… --out FILE`: one chart as SVG or PNG.

use std::io::Write;
use std::path::Path;

use tetrolab::analysis::Metric;

use crate::chart::{Chart, to_png, to_svg};
use crate::cli::{PlotArgs, PlotKind};
use crate::error::CliError;
use crate::plots::{self, GameQuestion, Measure, SweepQuestion};

pub fn run(args: &PlotArgs) -> Result<(), CliError> {
    let format = ImageFormat::of(&args.out)?;
    check_destination(&args.out)?;
    if let Some(data) = &args.data {
        check_destination(data)?;
    }
    let chart = chart(args)?;
    if let Some(data) = &args.data {
        write_output(data, &data_csv(&chart)?)?;
    }
    let svg = to_svg(&chart);
    let bytes = match format {
        ImageFormat::Svg => svg.into_bytes(),
        ImageFormat::Png => to_png(&svg).map_err(CliError::Failed)?,
    };
    write_output(&args.out, &bytes)
}

/// The chart the arguments ask for.
fn chart(args: &PlotArgs) -> Result<Chart, CliError> {
    let specs = &args.specs;
    let subjects = || plots::subjects(specs, &args.dealing);
    let measure = |default: u64| -> Result<Vec<plots::Measured>, CliError> {
        let options = Measure {
            pieces: args.count.unwrap_or(default),
            exact: !args.no_exact,
            max_context: 8,
        };
        plots::measure(&subjects()?, options)
    };
    Ok(match args.kind {
        PlotKind::Weights => {
            let [spec] = specs.as_slice() else {
                return Err(CliError::Usage(
                    "plot weights draws one weighted randomizer's weights: give one spec"
                        .to_string(),
                ));
            };
            plots::weights_of(spec, &args.dealing, args.count.unwrap_or(100))?
        }
        PlotKind::Histogram => plots::histogram(&measure(1000)?),
        PlotKind::Gap => plots::gap(&measure(1_000_000)?, args.piece),
        PlotKind::Drought => plots::drought(&measure(1_000_000)?, args.piece),
        PlotKind::Entropy => plots::entropy(&measure(1_000_000)?),
        PlotKind::Compare => plots::compare(&measure(1_000_000)?),
        PlotKind::Balance => {
            plots::balance(&subjects()?, args.count.unwrap_or(10_000), args.trials)?
        }
        PlotKind::Game => {
            let question = GameQuestion {
                piece: args.piece.unwrap_or(tetrolab::Piece::I),
                at_least: args.at_least,
                max_length: args.max_length,
                games: args.games,
            };
            question.check()?;
            plots::game(&subjects()?, question)?
        }
        PlotKind::Sweep => {
            let [template] = specs.as_slice() else {
                return Err(CliError::Usage(
                    "plot sweep takes one template (a spec with a FROM..TO:STEP range)".to_string(),
                ));
            };
            let metric: Metric =
                args.metric
                    .parse()
                    .map_err(|e: tetrolab::analysis::ParseMetricError| {
                        CliError::Usage(e.to_string())
                    })?;
            plots::sweep(
                &SweepQuestion {
                    template,
                    metric,
                    trials: args.trials,
                    length: args.length,
                    points: args.points,
                },
                &args.dealing,
            )?
        }
    })
}

/// The chart's numbers as CSV (see [`crate::chart::data::rows`]).
fn data_csv(chart: &Chart) -> Result<Vec<u8>, CliError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(crate::chart::data::HEADER)
        .and_then(|()| {
            crate::chart::data::rows(chart)
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
    std::fs::write(path, bytes).map_err(|e| {
        CliError::Usage(format!(
            "cannot write {}: {e}",
            tetrolab::quote::quoted(&path.to_string_lossy())
        ))
    })
}
