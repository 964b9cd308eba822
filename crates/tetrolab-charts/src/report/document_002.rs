//! Seed document 002 (the weighted randomizer), run as it runs: its
//! eleven simulations with their figures, its two sweeps, its sample
//! queues, and the long-run numbers it could not compute.

use tetrolab::analysis::Metric;
use tetrolab::rng::{RngKind, Seed};
use tetrolab::{Dealing, Spec};

use super::html::Page;
use super::numbers::{estimate, number};
use tetrolab::analysis::MeasureOptions;

use crate::plots::{self, SweepQuestion};
use crate::{ChartError, Context};

/// The document's simulations: (denominator as it writes it, pieces).
const SIMULATIONS: [(&str, u64); 11] = [
    ("1.0", 100),
    ("1.0", 1000),
    ("0.8", 100),
    ("1.1", 100),
    ("1.1", 1000),
    ("1.5", 100),
    ("1.5", 1000),
    ("100", 100),
    ("100", 1000),
    ("1E100", 100),
    ("1E100", 1000),
];

/// The denominators of the document's sample queues.
const QUEUES: [&str; 9] = [
    "1.05", "1.075", "1.1", "1.2", "1.3", "1.4", "1.5", "2.0", "5.0",
];

/// Denominators measured over long runs.
const LONG_RUNS: [&str; 7] = ["1.0", "1.05", "1.1", "1.5", "2.0", "100", "1E100"];

/// Writes the page for seed document 002. The document's script runs on
/// CPython's generator, so that is the default here too.
pub fn write(page: &mut Page, ctx: &Context, pieces: u64) -> Result<(), ChartError> {
    let (rng, seed) = (ctx.rng(), ctx.seed());
    page.paragraph(&format!(
        "Seed document 002 is a Python notebook about a weighted randomizer: seven weights start at 1; each piece is drawn with probability proportional to its weight (random.choices); then the dealt piece loses offset = (d − 1)·w/d of its weight w and each other piece gains offset/6. The denominator d sets how hard the weights push back against repeats. Every run below is the script's algorithm on CPython's generator (Mersenne Twister after random.seed({seed})), float for float — the weights are the same numbers the notebook would plot after that seed."
    ));
    simulations(page, ctx)?;
    sweeps(page, ctx)?;
    long_runs(page, ctx, pieces)?;
    queues(page, rng, &seed)?;
    Ok(())
}

/// The eleven simulations: weights over time and the piece histogram of
/// the same run, and a table of what each run shows.
fn simulations(page: &mut Page, ctx: &Context) -> Result<(), ChartError> {
    page.heading(2, "The eleven simulations");
    page.paragraph("For each denominator the document runs a small (100 pieces) and a large (1000 pieces) simulation and draws the weights over time as stacked bars and the pieces as a histogram. Hover over a bar to see its label (step:piece, as the notebook labels them) and the weights.");
    let mut rows = Vec::new();
    for (denominator, pieces) in SIMULATIONS {
        let spec = format!("weighted:denominator={denominator}");
        page.heading(3, &format!("denominator = {denominator}, {pieces} pieces"));
        let weights = ctx.weights(&spec, pieces)?;
        let halted = weights.subtitle.contains("stops before piece");
        page.chart(
            &weights,
            "The weights after each piece, L at the bottom (as the notebook stacks them).",
        );
        let subjects = ctx.subjects(std::slice::from_ref(&spec))?;
        let measured = ctx.measure(&subjects, MeasureOptions::simulated(pieces))?;
        page.chart(
            &plots::histogram(&measured),
            "The same run's pieces: each piece's share.",
        );
        let summary = &measured[0].study.summary;
        rows.push(vec![
            denominator.to_string(),
            pieces.to_string(),
            estimate(measured[0].study.estimate(Metric::FrequencyStd))
                .replace(" (no interval: one batch)", ""),
            summary
                .repeat_probability
                .map_or_else(|| "—".to_string(), |p| number(p * (pieces - 1) as f64)),
            summary
                .drought
                .max
                .map_or_else(|| "—".to_string(), |d| d.to_string()),
            if halted {
                "stops (see the chart)".to_string()
            } else {
                "runs".to_string()
            },
        ]);
    }
    page.heading(3, "What the runs show");
    page.table(
        &[
            "denominator",
            "pieces",
            "frequency std (seed 002's metric)",
            "immediate repeats",
            "longest drought",
            "script",
        ],
        &rows,
        &[1, 2, 3, 4],
        &[],
    );
    page.note("The document's readings hold: with d = 1 the weights never move (a memoryless randomizer); below 1 the dealt piece's weight grows by 1/d each time and the others go negative, which the notebook stops after 100 pieces and the script itself cannot survive for long (CPython's random.choices raises once the total is no longer a positive finite number); with d = 1E100 the dealt piece's weight drops to zero, so no piece ever comes twice in a row.");
    Ok(())
}

/// The document's two sweeps of its frequency metric against the
/// denominator.
fn sweeps(page: &mut Page, ctx: &Context) -> Result<(), ChartError> {
    page.heading(2, "The sweeps: frequency spread against the denominator");
    page.paragraph("The document averages, over 100 runs of 100 pieces, the standard deviation of the seven piece frequencies in a run (pandas' std of value_counts, so pieces that never came are left out), at denominators from 1.0 to 10.0 in steps of 0.01, then from 1.0 to 1.5 in steps of 0.001. tetrolab runs the same grid and adds the 95% interval of each mean.");
    for (template, points) in [
        ("weighted:denominator=1.0..10.0:0.01", false),
        ("weighted:denominator=1.0..1.5:0.001", true),
    ] {
        let chart = ctx.sweep(&SweepQuestion {
            template,
            metric: Metric::FrequencyStd,
            trials: 100,
            length: 100,
            points,
        })?;
        page.chart(
            &chart,
            "Mean over 100 trials of 100 pieces at each denominator, with its 95% interval.",
        );
    }
    page.note("The intervals answer the document's question about an inflection point near 1.1: at 100 trials the means wobble by about ±0.001, so the curve's fall from d = 1 to about 1.3 is real and the bumps after it are noise.");
    Ok(())
}

/// Long runs at several denominators: what the document's 100-piece runs
/// could not show.
fn long_runs(page: &mut Page, ctx: &Context, pieces: u64) -> Result<(), ChartError> {
    page.heading(2, "In the long run");
    page.paragraph("The document's conclusion — about 1.1 balances allowing repeats against preventing droughts — can be checked over long runs. The weighted randomizer has no finite state, so these numbers are estimated, each with its 95% interval.");
    let specs: Vec<String> = LONG_RUNS
        .iter()
        .map(|d| format!("weighted:denominator={d}"))
        .collect();
    let measured = ctx.measured(&specs, MeasureOptions::simulated(pieces))?;
    let rows: Vec<Vec<String>> = measured
        .iter()
        .map(|m| {
            vec![
                m.name
                    .trim_start_matches("weighted:denominator=")
                    .to_string(),
                estimate(m.study.estimate(Metric::RepeatProbability)),
                estimate(m.study.estimate(Metric::GapVariance(None))),
                estimate(m.study.estimate(Metric::DroughtAtLeast(None, 13))),
                m.study
                    .summary
                    .drought
                    .max
                    .map_or_else(|| "—".to_string(), |d| d.to_string()),
            ]
        })
        .collect();
    page.table(
        &[
            "denominator",
            "P(repeat)",
            "gap variance",
            "P(drought ≥ 13)",
            "longest drought seen",
        ],
        &rows,
        &[1, 2, 3, 4],
        &[],
    );
    page.chart(
        &plots::drought(&measured, None),
        "How long droughts get at each denominator (estimated).",
    );
    page.chart(
        &plots::compare(&measured),
        "Seed 000's three ratings for each denominator (estimated).",
    );
    Ok(())
}

/// The document's sample queues, dealt again: each from its own stream
/// of the page's seed, as the notebook's came one after another from one
/// generator rather than each from the same start.
fn queues(page: &mut Page, rng: Option<RngKind>, seed: &Seed) -> Result<(), ChartError> {
    page.heading(2, "Sample queues");
    page.paragraph(&format!(
        "The document ends with a 100-piece queue for each of nine denominators. Its generator's state was not recorded, so these are new queues, each dealt from its own seed derived from seed {seed}; the command under each deals it again."
    ));
    for (k, denominator) in (1..).zip(QUEUES) {
        let spec: Spec = format!("weighted:denominator={denominator}").parse()?;
        let dealing = Dealing::new(spec, rng, *seed)?.stream(k);
        let queue: String = dealing
            .randomizer()
            .take(100)
            .map(tetrolab::Piece::letter)
            .collect();
        let rng_flag = rng.map_or_else(String::new, |r| format!(" --rng {r}"));
        page.queue(
            &format!(
                "Denominator = {denominator} (tetrolab gen weighted:denominator={denominator}{rng_flag} --seed {})",
                dealing.seed()
            ),
            &queue,
        );
    }
    Ok(())
}
