//! The readable report of `tetrolab stats`.

use std::io::{self, Write};

use tetrolab::Piece;
use tetrolab::analysis::{
    DROUGHT_QUANTILES, DROUGHT_TAILS, Droughts, Estimate, GameStudy, Metric, Plan, Runs, Study,
};
use tetrolab::results::Stats;

use tetrolab::results::{Table, headers};

/// A number with its 95 % confidence half-width, if it has one.
pub fn with_ci(estimate: Option<Estimate>, decimals: usize) -> String {
    match estimate {
        Some(estimate) => match estimate.half_width_95() {
            Some(half) => format!("{:.decimals$} ± {half:.decimals$}", estimate.value),
            None => format!("{:.decimals$}", estimate.value),
        },
        None => "-".to_owned(),
    }
}

// The report's quantile headers name these four.
const _: () = assert!(DROUGHT_QUANTILES.len() == 4);

/// A drought length, or `-` when none closed.
fn drought(d: Option<u64>) -> String {
    d.map_or_else(|| "-".to_owned(), |d| d.to_string())
}

/// Writes the report: frequency, gaps and droughts per piece (the I-piece
/// drought is what players feel), floods, snakes, balance, predictability.
/// `stats` is the library's answer, `fidelity` the randomizer's, `study`
/// and `games` what it was computed from.
pub fn write(
    stats: &Stats,
    fidelity: &str,
    study: &Study,
    games: Option<&GameStudy>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let s = &study.summary;
    let e = |metric: Metric| study.estimate(metric);
    // A metric's value and interval, to the library's decimals for it.
    let shown = |metric: Metric| with_ci(e(metric), metric.decimals());
    writeln!(
        out,
        "{} ({}) on {}, seed {}: {} pieces in {} of up to {}.",
        stats.spec,
        fidelity,
        study.generator,
        stats.seed,
        s.pieces,
        study.plan.batches_text(),
        study.plan.largest_batch()
    )?;
    if study.plan.batches() > 1 {
        writeln!(
            out,
            "Estimates from all pieces; ± is the 95 % confidence half-width (Student's t for {} batch means).",
            study.plan.batches()
        )?;
    } else {
        writeln!(
            out,
            "Estimates from all pieces, without intervals: one batch gives no spread to measure; use -n {} or more.",
            Plan::pieces_for_interval()
        )?;
    }

    writeln!(out, "\nFrequency (share of all pieces)")?;
    for p in Piece::ALL {
        writeln!(out, "  {p}  {}", shown(Metric::Frequency(p)))?;
    }

    writeln!(
        out,
        "\nGaps and droughts (gap: distance between two of a kind, 1 = a repeat; drought: gap - 1,\nthe pieces between; completed intervals only)"
    )?;
    let headers = headers(&[
        "piece",
        "mean gap",
        "Var(gap)",
        "longest drought",
        "P(drought >= 13)",
        "median",
        "90 %",
        "99 %",
        "99.9 %",
    ]);
    let row = |label: &str, scope: Option<Piece>, droughts: &Droughts| {
        let mut row = vec![
            label.to_owned(),
            shown(Metric::GapMean(scope)),
            shown(Metric::GapVariance(scope)),
            drought(droughts.max),
            shown(Metric::DroughtAtLeast(scope, 13)),
        ];
        row.extend(
            DROUGHT_QUANTILES
                .iter()
                .map(|&q| drought(droughts.quantile(q))),
        );
        row
    };
    let mut rows: Vec<Vec<String>> = s
        .per_piece
        .iter()
        .map(|(p, stats)| row(&p.to_string(), Some(p), &stats.drought))
        .collect();
    rows.push(row("all", None, &s.drought));
    Table { headers, rows }.write_text(&mut indented(out))?;
    writeln!(out, "  P(drought >= L), all pieces:")?;
    for length in DROUGHT_TAILS {
        writeln!(
            out,
            "    L = {length:>2}  {}",
            shown(Metric::DroughtAtLeast(None, length))
        )?;
    }

    writeln!(out, "\nFloods (maximal runs of one piece)")?;
    writeln!(
        out,
        "  P(repeat) {}  (the next piece equals the previous one)",
        shown(Metric::RepeatProbability)
    )?;
    write_runs(&s.flood, out)?;
    writeln!(out, "\nSnakes (maximal runs of S and Z pieces)")?;
    write_runs(&s.snake, out)?;

    writeln!(
        out,
        "\nBalance (count of a piece minus t/7 after every piece t)"
    )?;
    writeln!(
        out,
        "  largest |deviation| {:.*}; RMS deviation {}",
        Metric::MaxDeviation.decimals(),
        s.balance.max_deviation,
        shown(Metric::RmsDeviation)
    )?;

    writeln!(
        out,
        "\nPredictability (conditional entropy H(next | previous k) in bits, plug-in estimate\nfrom 5-gram counts; a memoryless randomizer has log2 7 = 2.8074 for every k)"
    )?;
    for k in 0..=4 {
        writeln!(out, "  k = {k}  {}", shown(Metric::ConditionalEntropy(k)))?;
    }
    writeln!(
        out,
        "  seed 002's frequency std (pandas std, ddof 1, of the piece types' shares): {}",
        shown(Metric::FrequencyStd)
    )?;
    if let Some(games) = games {
        let widest = tetrolab::results::game_estimates(games)
            .iter()
            .filter(|(name, _)| name.contains(".p_drought_at_least."))
            .filter_map(|(_, e)| e.half_width_95())
            .fold(0.0, f64::max);
        let source = format!(
            "estimated from {} games (each ± at most {widest:.4}, 95 %)",
            games.games
        );
        crate::game_table::write(&games.values(), &source, out)?;
    }
    Ok(())
}

/// The longest run and the distribution of run lengths.
fn write_runs(runs: &Runs, out: &mut dyn Write) -> io::Result<()> {
    let lengths: Vec<String> = runs
        .pmf
        .iter()
        .map(|(n, p)| format!("{n}: {:.4} %", 100.0 * p))
        .collect();
    writeln!(
        out,
        "  longest {}; run lengths {}",
        runs.max,
        lengths.join(", ")
    )
}

/// A writer that indents every line by two spaces.
fn indented<W: Write + ?Sized>(out: &mut W) -> Indented<'_, W> {
    Indented {
        out,
        at_line_start: true,
    }
}

struct Indented<'a, W: Write + ?Sized> {
    out: &'a mut W,
    at_line_start: bool,
}

impl<W: Write + ?Sized> Write for Indented<'_, W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        for line in bytes.split_inclusive(|&b| b == b'\n') {
            if self.at_line_start {
                self.out.write_all(b"  ")?;
            }
            self.out.write_all(line)?;
            self.at_line_start = line.ends_with(b"\n");
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
