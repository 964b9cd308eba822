//! The report on any randomizers: one section per question, each with a
//! chart of all of them, then each randomizer's numbers.

use tetrolab::Piece;

use super::html::Page;
use super::numbers;
use crate::{ChartError, Context};
use tetrolab::analysis::{DroughtMeaning, Measured};
use tetrolab::randomizer::Subject;

use crate::plots::{self, GameQuestion};

/// Games per length for the per-game chart: enough for ±0.03 at worst.
const GAMES: u64 = 1000;

/// Writes the questions every randomizer report answers, for `measured`
/// (already simulated and solved).
pub fn questions(
    page: &mut Page,
    ctx: &Context,
    subjects: &[Subject],
    measured: &[Measured],
) -> Result<(), ChartError> {
    page.heading(2, "How often does each piece come?");
    page.paragraph("Each piece's share of the pieces dealt. A fair randomizer gives each 1/7 ≈ 0.1429 in the long run; the points are the exact long-run shares.");
    page.chart(
        &plots::histogram(measured),
        "Bars: measured shares; points: exact.",
    );

    page.heading(2, "How long from one piece to the next of its kind?");
    page.paragraph("The gap is the number of pieces from one piece to the next of the same kind (a drought is the gap minus one: the pieces strictly between). Its mean is 7 for any randomizer that deals every piece equally often; its spread is what players feel.");
    page.chart(
        &plots::gap(measured, None),
        "Solid: measured; dashed: exact. All seven pieces pooled.",
    );

    page.heading(2, "How long can a drought last?");
    page.paragraph("The chance that a drought reaches L pieces, on a log scale. A bag-based randomizer has a hard limit (the line stops); a memoryless one decays geometrically forever.");
    page.chart(
        &plots::drought(measured, None),
        "Solid: measured; dashed: exact (drawn down to 1e-12).",
    );
    page.paragraph("The same question as a player feels it: in a game of N pieces from the start, how likely is at least one run of 13 or more pieces without an I?");
    let game = ctx.game(
        subjects,
        GameQuestion {
            piece: Piece::I,
            at_least: 13,
            droughts: DroughtMeaning::Any,
            max_length: 500,
            games: GAMES,
        },
    )?;
    page.chart(
        &game,
        "Band: 95% interval of the estimate from simulated games; dashed: exact.",
    );

    page.heading(2, "How predictable is the next piece?");
    page.paragraph("The conditional entropy H(next | previous k) is how many bits of surprise are left in the next piece for a player who remembers the last k pieces. log2 7 ≈ 2.807 bits is a memoryless randomizer; lower is more predictable.");
    page.chart(
        &plots::entropy(measured),
        "Solid: plug-in estimates (drawn while the run has ten pieces per context); dashed: exact.",
    );

    page.heading(2, "How even are the counts over a run?");
    page.chart(
        &ctx.balance(subjects, 2000, 100)?,
        "The largest distance of any piece's count from an even share t/7 after t pieces: the mean over 100 runs from the start, with its 95% band.",
    );

    if measured.len() > 1 {
        page.heading(2, "How do they compare?");
        page.paragraph("Seed document 000 rated randomizers by hand on three scales. tetrolab computes the same ratings from numbers; the formulas are under the chart.");
        page.chart(&plots::compare(measured), "Bars: ratings from exact numbers where the randomizer has a chain, else from the simulation.");
    }

    let specs: Vec<String> = subjects.iter().map(|s| s.name.clone()).collect();
    super::which::section(page, ctx, &specs)?;

    page.heading(2, "The numbers");
    for m in measured {
        page.heading(3, &m.name);
        page.paragraph(&numbers::provenance(m));
        page.table(
            &numbers::HEADER,
            &numbers::rows(m),
            &numbers::NUMERIC,
            &numbers::DEFINITIONS,
        );
    }
    Ok(())
}
