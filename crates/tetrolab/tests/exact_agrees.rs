//! Exact analysis checked three ways (issue 11): against Monte Carlo,
//! against published values, and against itself.
//!
//! * **Monte Carlo.** Every catalog randomizer with an exact chain (and a
//!   few parameterised variants) is simulated from a fixed seed, and each
//!   estimate must lie within five of its own standard errors of the
//!   exact value: a correct pair fails about once in 1.7 million
//!   comparisons, and the seeds are fixed, so a run is reproducible. An
//!   estimate without spread (standard error 0: every batch or game
//!   agreed) must equal the exact value to 1e-12 — unless it is a per-game
//!   probability, whose binomial standard error √(p(1 − p)/games) at the
//!   exact p is the scale instead (all of 8192 games holding an event of
//!   probability 1 − 10⁻⁹ is no disagreement; the scale is 0, and equality
//!   is required, exactly when p is 0 or 1). Conditional entropies are
//!   plug-in estimates from n-gram counts, biased low (see
//!   [`entropy_bias_bound`]); that bias is allowed below the exact value,
//!   never above it.
//!   The exact law is the one under ideal uniform draws; game-exact
//!   randomizers run on their game's generator. TETR.IO's shows nothing
//!   at this precision, but the TGM games' LCG does: its consecutive
//!   draws are correlated enough that TGM1's five-piece windows are
//!   visibly less random than ideal draws make them (see
//!   [`tgm_generator_shows_in_five_piece_windows`]), so on that generator
//!   conditional entropies are compared up to k = 2 only.
//!   A stream starts at the randomizer's start, not in its stationary
//!   law; where the start is a transient (TETR.IO's 7+X-bag: four bags
//!   with extras before plain 7-bags), every batch's opening pieces may
//!   deal gaps the stationary law never deals, and per-gap probabilities
//!   may move by up to the share of such pieces (see [`TRANSIENTS`]).
//! * **Published values** from the project's reference notes, to 1e-9
//!   unless the source gives fewer digits (then to its last digit), and
//!   two simulated references to their own precision.
//! * **Itself and the catalog**: Kac's lemma for every piece, hard limits
//!   whose witnesses the randomizer really deals, and refusals that send
//!   the user to `tetrolab stats`.

use std::f64::consts::LN_2;
use std::fmt::Display;
use std::sync::OnceLock;

use tetrolab::analysis::exact::{Exact, ExactError, Options, PieceLimits, analyze};
use tetrolab::analysis::{
    DroughtMeaning, Estimate, Game, GameStudy, MAX_CONTEXT, Metric, simulate, simulate_games,
};
use tetrolab::randomizer::catalog;
use tetrolab::rng::Seed;
use tetrolab::{Dealing, Piece, Spec};

/// The seed of every simulation.
const SEED: u64 = 20_261_123;

/// Pieces per Monte Carlo run: 2^24 in 64 batches. Enough that the
/// entropy bias allowance at k = 4 (6.2e-4 bits) is small next to any
/// real error, and the whole file stays well under a minute.
const PIECES: u64 = 1 << 24;

/// Pieces in a game: the exact report's default `game_length`.
const GAME_LENGTH: u64 = 1000;

/// Games per randomizer for the per-game odds: a standard error of at
/// most 0.0055 on a probability.
const GAMES: u64 = 8192;

/// Drought lengths whose per-game odds are compared.
const GAME_LENGTHS: [u64; 4] = [10, 13, 17, 20];

/// Catalog entries with no exact chain by default: real-valued or too
/// large a state (`weighted`, the pools), or a game's own generator
/// without a power-on seed (`tetrisgym-sps` needs `--seed`). Every other
/// entry must have one.
const REFUSED: [&str; 5] = ["weighted", "pool", "laroche-tgm3", "ti", "tetrisgym-sps"];

/// Catalog entries on their game's own generator with a power-on seed:
/// their exact answers are over the cycle that seed deals, and are checked
/// against the pieces themselves rather than by Monte Carlo.
const CYCLES: [&str; 2] = ["nes", "sega"];

/// Randomizers whose start is a transient, with the most pieces dealt
/// before the chain is surely in its stationary part: TETR.IO's 7+X-bag
/// deals 4 bags with 3, 2, 1 and 1 extras first (10 + 9 + 8 + 8 pieces).
const TRANSIENTS: [(&str, u64); 1] = [("tetrio-7+x-bag", 35)];

/// Batches per Monte Carlo run (`simulate` splits [`PIECES`] into them),
/// each dealt from the randomizer's start.
const BATCHES: u64 = 64;

/// Conditional entropies compared on the TGM games' generator: `k` up to
/// this (see [`tgm_generator_shows_in_five_piece_windows`]).
const TGM_GENERATOR_MAX_CONTEXT: usize = 2;

/// Parameterised specs checked against Monte Carlo besides the catalog's
/// defaults: the variants with published values, a strict history (see
/// [`strict_histories_have_published_variances`]), the TGM roll without
/// its extra draw, and a first-bag rule that changes a game's start.
const VARIANTS: [&str; 5] = [
    "history:rolls=2",
    "history:rolls=6",
    "history:size=3,rolls=1000",
    "tgm1:extra-draw=off",
    "tetrio-7-bag:no-szo",
];

// ---------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------

/// Parses a spec, naming it if it does not parse.
fn spec(text: &str) -> Spec {
    text.parse()
        .unwrap_or_else(|e| panic!("{text} does not parse: {e}"))
}

/// The exact report of `text` with default options (games of 1000
/// pieces from the game's start).
fn exact(text: &str) -> Exact {
    analyze(&spec(text), &Options::default(), &tetrolab::work::Unwatched)
        .unwrap_or_else(|e| panic!("{text} should have an exact chain: {e}"))
}

/// Every randomizer with an exact chain: each catalog entry not in
/// [`REFUSED`] with its default parameters, then [`VARIANTS`]; computed
/// once for all the tests that need it. Panics if an entry's refusal does
/// not match [`REFUSED`], so none drops out of the checks unnoticed.
fn exact_randomizers() -> &'static [(Spec, Exact)] {
    static ALL: OnceLock<Vec<(Spec, Exact)>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = Vec::new();
        for entry in catalog::entries() {
            let spec = spec(entry.name);
            if CYCLES.contains(&entry.name) {
                continue;
            }
            match analyze(&spec, &Options::default(), &tetrolab::work::Unwatched) {
                Ok(exact) => {
                    assert!(
                        !REFUSED.contains(&entry.name),
                        "{} now has an exact chain: take it out of REFUSED",
                        entry.name
                    );
                    all.push((spec, exact));
                }
                Err(e) => assert!(
                    REFUSED.contains(&entry.name),
                    "{} has no exact chain: {e}",
                    entry.name
                ),
            }
        }
        all.extend(VARIANTS.iter().map(|&text| (spec(text), exact(text))));
        all
    })
}

/// The dealing the simulations use: `spec` on its default generator (a
/// game-exact spec's own), seeded with [`SEED`].
fn dealing(spec: &Spec) -> Dealing {
    Dealing::new(spec.clone(), None, Seed::from(SEED))
        .unwrap_or_else(|e| panic!("{spec} cannot be dealt from seed {SEED}: {e}"))
}

/// How far below its exact value a plug-in conditional entropy
/// `H(next | previous k)` from `pieces` pieces may lie, in bits.
///
/// The plug-in estimate of a block entropy from `N` samples over `M`
/// observed cells is biased low by about `(M − 1)/(2N ln 2)` (Miller and
/// Madow), so the conditional entropy, a difference of the `(k+1)`-gram
/// and `k`-gram block entropies, is biased low by about
/// `(M_{k+1} − M_k)/(2N ln 2)`. Each context has at most 7 successors and
/// there are at most `7^k` contexts, so `M_{k+1} − M_k ≤ 6·7^k`: the
/// bound is exact for a memoryless randomizer and generous for the rest.
fn entropy_bias_bound(k: usize, pieces: u64) -> f64 {
    6.0 * 7f64.powi(k as i32) / (2.0 * pieces as f64 * LN_2)
}

/// Monte Carlo estimates compared with exact values; failures are
/// collected so that one run reports every disagreement.
#[derive(Debug, Default)]
struct Comparisons {
    checked: usize,
    failures: Vec<String>,
}

impl Comparisons {
    /// Compares `mc` with `exact`: within five standard errors above and
    /// five standard errors plus `bias` below (`bias` is a known downward
    /// bias of the estimator, 0 for unbiased ones).
    ///
    /// Without spread (no standard error, or 0) the scale is `fallback`,
    /// the estimate's standard error implied by the exact value where one
    /// is known; if that is 0 too, the values must agree to 1e-12.
    fn compare(
        &mut self,
        spec: &Spec,
        quantity: impl Display,
        mc: Option<Estimate>,
        exact: f64,
        bias: f64,
        fallback: f64,
    ) {
        self.checked += 1;
        let Some(mc) = mc else {
            self.failures.push(format!(
                "{spec} {quantity}: no Monte Carlo value (exact {exact})"
            ));
            return;
        };
        let se = mc.standard_error.filter(|&se| se > 0.0).unwrap_or(fallback);
        let error = mc.value - exact;
        let agrees = if se > 0.0 {
            -(5.0 * se + bias) <= error && error <= 5.0 * se
        } else {
            error.abs() <= 1e-12
        };
        if !agrees {
            self.failures.push(format!(
                "{spec} {quantity}: mc {} ± {se:e} (1 SE), exact {exact}, \
                 off by {error:+e} = {:+.2} SE (bias allowance {bias:e})",
                mc.value,
                error / se,
            ));
        }
    }

    /// Panics listing every failure, if any.
    fn finish(self, what: &str) {
        assert!(
            self.failures.is_empty(),
            "{} of {} {what} comparisons disagree:\n{}",
            self.failures.len(),
            self.checked,
            self.failures.join("\n")
        );
    }
}

/// Asserts `|actual − expected| ≤ tolerance`, naming the quantity.
#[track_caller]
fn assert_close(what: impl Display, actual: f64, expected: f64, tolerance: f64) {
    assert!(
        (actual - expected).abs() <= tolerance,
        "{what}: {actual} but expected {expected} (± {tolerance:e}, off by {:e})",
        actual - expected
    );
}

/// The pieces of a hard limit's witness, and the limit, which must
/// both be there.
#[track_caller]
fn limit_and_witness(what: &str, limit: &PieceLimits) -> (u64, Vec<Piece>) {
    let max = limit
        .max
        .unwrap_or_else(|| panic!("{what}: no limit, but one was expected"));
    let letters = limit
        .witness
        .as_deref()
        .unwrap_or_else(|| panic!("{what}: limit {max} without a witness"));
    let pieces = tetrolab::piece::parse_letters(letters)
        .unwrap_or_else(|e| panic!("{what}: witness {letters} is not letters: {e}"));
    (max, pieces)
}

/// How many pieces at the end of `pieces` satisfy `pred`, in a row.
fn trailing_run(pieces: &[Piece], pred: impl Fn(Piece) -> bool) -> u64 {
    pieces.iter().rev().take_while(|&&p| pred(p)).count() as u64
}

/// Checks that `pieces`, from a game's start, could be dealt by a closed
/// bag of `copies` of each piece: cut into bags of `7 · copies` pieces,
/// every full bag holds each piece exactly `copies` times and the last,
/// partial one no piece more than `copies` times.
#[track_caller]
fn assert_dealt_by_bags(what: &str, pieces: &[Piece], copies: usize) {
    let letters = tetrolab::piece::letters(pieces);
    for bag in pieces.chunks(7 * copies) {
        let full = bag.len() == 7 * copies;
        for piece in Piece::ALL {
            let n = bag.iter().filter(|&&p| p == piece).count();
            assert!(
                if full { n == copies } else { n <= copies },
                "{what}: witness {letters} is not dealt by a {}-bag: \
                 a bag {} holds {n} of {piece}",
                7 * copies,
                tetrolab::piece::letters(bag),
            );
        }
    }
}

/// Checks a bag's hard limits: each piece's longest drought, the
/// pooled one, the longest flood and the longest S/Z run, each with a
/// witness that ends in the limit and that the bag deals.
fn assert_bag_limits(text: &str, copies: usize, drought: u64, flood: u64, snake: u64) {
    let exact = exact(text);
    assert_eq!(exact.drought.max, Some(drought), "{text}: longest drought");
    for piece in Piece::ALL {
        let what = format!("{text} {piece} drought");
        let (max, pieces) = limit_and_witness(&what, &exact.drought_limits[piece]);
        assert_eq!(max, drought, "{what}");
        let (&last, before) = pieces.split_last().expect("a witness has pieces");
        assert_eq!(last, piece, "{what}: the witness ends in another piece");
        assert_eq!(
            trailing_run(before, |p| p != piece),
            max,
            "{what}: the witness's last drought is not {max} long"
        );
        assert_dealt_by_bags(&what, &pieces, copies);
    }
    let what = format!("{text} flood");
    let (max, pieces) = limit_and_witness(&what, &exact.flood);
    assert_eq!(max, flood, "{what}");
    let last = *pieces.last().expect("a witness has pieces");
    assert_eq!(trailing_run(&pieces, |p| p == last), max, "{what}: witness");
    assert_dealt_by_bags(&what, &pieces, copies);
    let what = format!("{text} S/Z run");
    let (max, pieces) = limit_and_witness(&what, &exact.snake);
    assert_eq!(max, snake, "{what}");
    assert_eq!(
        trailing_run(&pieces, Piece::is_skew),
        max,
        "{what}: witness"
    );
    assert_dealt_by_bags(&what, &pieces, copies);
}

// ---------------------------------------------------------------------
// 1. Monte Carlo
// ---------------------------------------------------------------------

/// Frequencies, pooled gap variance, P(repeat), pooled P(drought ≥ 13) and
/// conditional entropies of every exact randomizer, simulated; and no
/// simulated run beyond an exact hard limit.
#[test]
fn monte_carlo_agrees_with_exact_statistics() {
    let mut comparisons = Comparisons::default();
    for (spec, exact) in exact_randomizers() {
        let dealing = dealing(spec);
        let study =
            simulate(&dealing, PIECES, &tetrolab::work::Unwatched).expect("no source stops");
        assert_eq!(study.plan.batches(), BATCHES, "{spec}: batches");
        // The share of gaps a transient start may have dealt.
        let transient = TRANSIENTS
            .iter()
            .find(|(name, _)| spec.to_string() == *name)
            .map_or(0.0, |&(_, pieces)| {
                (pieces * BATCHES) as f64 / PIECES as f64
            });
        for (metric, exact) in [
            (Metric::RepeatProbability, exact.repeat_probability),
            (
                Metric::DroughtAtLeast(None, 13),
                exact.drought.p_at_least[&13],
            ),
        ] {
            // A transient may have moved the estimate by up to its share,
            // either way: that much of the error is forgiven.
            let mc = study.estimate(metric).map(|mc| {
                let error = mc.value - exact;
                let value = exact + error.signum() * (error.abs() - transient).max(0.0);
                Estimate { value, ..mc }
            });
            comparisons.compare(spec, metric, mc, exact, 0.0, 0.0);
        }
        let mut compare = |metric: Metric, exact: f64, bias: f64| {
            let mc = study.estimate(metric);
            comparisons.compare(spec, metric, mc, exact, bias, 0.0);
        };
        for piece in Piece::ALL {
            compare(Metric::Frequency(piece), exact.frequency[piece], 0.0);
        }
        compare(Metric::GapVariance(None), exact.gap.variance, 0.0);
        let max_context = if dealing.generator().name() == "tgm" {
            TGM_GENERATOR_MAX_CONTEXT
        } else {
            MAX_CONTEXT
        };
        for k in 0..=max_context {
            let h = exact.conditional_entropy[k]
                .unwrap_or_else(|| panic!("{spec}: no exact H(next | previous {k})"));
            compare(
                Metric::ConditionalEntropy(k),
                h,
                entropy_bias_bound(k, PIECES),
            );
        }
        // Hard limits: a simulation may fall short of one, never pass it.
        let seen = &study.summary;
        for (what, seen, limit) in [
            ("drought", seen.drought.max, exact.drought.max),
            ("flood", Some(seen.flood.max), exact.flood.max),
            ("S/Z run", Some(seen.snake.max), exact.snake.max),
        ] {
            if let (Some(seen), Some(limit)) = (seen, limit) {
                assert!(
                    seen <= limit,
                    "{spec}: a {what} of {seen} simulated, past the exact limit {limit}"
                );
            }
        }
    }
    comparisons.finish("statistic");
}

/// Per-game drought odds — P(a game of 1000 pieces holds a drought of at
/// least L) and the expected number of such droughts — for every piece
/// and L in [`GAME_LENGTHS`], from games played from the randomizer's
/// start as the exact report's default options assume (any stretch
/// without the piece is a drought).
#[test]
fn monte_carlo_agrees_with_exact_game_odds() {
    let mut comparisons = Comparisons::default();
    for (spec, exact) in exact_randomizers() {
        assert_eq!(exact.game.length, GAME_LENGTH, "{spec}: exact game length");
        let games = simulate_games(
            &dealing(spec),
            GAME_LENGTH,
            GAMES,
            &[],
            DroughtMeaning::Any,
            &tetrolab::work::Unwatched,
        )
        .expect("no source stops");
        compare_game_odds(&mut comparisons, spec, &exact.game, &games);
    }
    comparisons.finish("per-game");
}

/// The same, counting completed droughts only (between two of the
/// piece), over shorter games where the two meanings differ most, for
/// randomizers of each kind.
#[test]
fn monte_carlo_agrees_with_exact_completed_droughts() {
    const LENGTH: u64 = 150;
    let mut comparisons = Comparisons::default();
    for text in [
        "7-bag",
        "14-bag",
        "tgm1",
        "memoryless",
        "nes-ideal",
        "tetrio-pairs",
    ] {
        let spec = spec(text);
        let options = Options {
            game_length: LENGTH,
            droughts: DroughtMeaning::Completed,
            ..Options::default()
        };
        let exact = analyze(&spec, &options, &tetrolab::work::Unwatched).expect(text);
        assert_eq!(exact.game.droughts, DroughtMeaning::Completed);
        let games = simulate_games(
            &dealing(&spec),
            LENGTH,
            GAMES,
            &[],
            DroughtMeaning::Completed,
            &tetrolab::work::Unwatched,
        )
        .expect("no source stops");
        compare_game_odds(&mut comparisons, &spec, &exact.game, &games);
    }
    comparisons.finish("per-game, completed droughts");
}

/// Each piece's simulated per-game odds against the exact ones, for every
/// L in [`GAME_LENGTHS`].
fn compare_game_odds(comparisons: &mut Comparisons, spec: &Spec, exact: &Game, games: &GameStudy) {
    for piece in Piece::ALL {
        let mc = &games.per_piece[piece];
        let odds = &exact.per_piece[piece];
        for l in GAME_LENGTHS {
            let p = odds.p_drought_at_least[&l];
            comparisons.compare(
                spec,
                format_args!("game {piece} P(drought >= {l})"),
                mc.p_drought_at_least.get(&l).copied(),
                p,
                0.0,
                (p * (1.0 - p) / GAMES as f64).max(0.0).sqrt(),
            );
            comparisons.compare(
                spec,
                format_args!("game {piece} E[droughts >= {l}]"),
                mc.expected_droughts.get(&l).copied(),
                odds.expected_droughts[&l],
                0.0,
                0.0,
            );
        }
    }
}

/// The two meanings of a drought in a 14-bag game of 100 pieces, L = 13,
/// from an implementation written from the definitions alone: 0.71219
/// counting any stretch, 0.70349 counting completed droughts.
#[test]
fn both_drought_meanings_match_an_independent_count() {
    for (droughts, expected) in [
        (DroughtMeaning::Any, 0.71219),
        (DroughtMeaning::Completed, 0.70349),
    ] {
        let options = Options {
            game_length: 100,
            droughts,
            ..Options::default()
        };
        let exact = analyze(&spec("14-bag"), &options, &tetrolab::work::Unwatched).unwrap();
        let p = exact.game.per_piece[Piece::I].p_drought_at_least[&13];
        assert!((p - expected).abs() < 5e-6, "{droughts:?}: {p}");
    }
}

// ---------------------------------------------------------------------
// 2. Published values
// ---------------------------------------------------------------------

/// Var(gap) and P(repeat), pooled, from the reference notes: each with the
/// tolerance its published digits allow.
#[test]
fn variances_and_repeats_match_published_values() {
    let (v28, r28) = (27.52, 0.112_245);
    let tgm = (10.137_575_57, 1e-8, 0.024_427_534, 1e-9);
    let cases: &[(&str, f64, f64, f64, f64)] = &[
        // spec, Var(gap), its tolerance, P(repeat), its tolerance
        ("memoryless", 42.0, 1e-9, 1.0 / 7.0, 1e-9),
        ("7-bag", 8.0, 1e-9, 1.0 / 49.0, 1e-9),
        ("14-bag", 19.0, 1e-9, 4.0 / 49.0, 1e-9),
        (
            "bag:contents=IIIIJJJJLLLLOOOOSSSSTTTTZZZZ",
            v28,
            1e-9,
            r28,
            1e-6,
        ),
        // 98/3 = 32.667: a relative 1e-9.
        ("nes-ideal", 98.0 / 3.0, 98.0 / 3.0 * 1e-9, 1.0 / 28.0, 1e-9),
        ("laroche-tgm", tgm.0, tgm.1, tgm.2, tgm.3),
        ("history:rolls=4", tgm.0, tgm.1, tgm.2, tgm.3),
        ("history:rolls=6", 7.344_941_56, 1e-8, 0.008_371, 1e-6),
    ];
    for &(text, variance, variance_tolerance, repeat, repeat_tolerance) in cases {
        let exact = exact(text);
        let var_what = format!("{text} Var(gap)");
        assert_close(var_what, exact.gap.variance, variance, variance_tolerance);
        let repeat_what = format!("{text} P(repeat)");
        assert_close(
            repeat_what,
            exact.repeat_probability,
            repeat,
            repeat_tolerance,
        );
    }
}

/// The memoryless randomizer's droughts are geometric: P(drought ≥ 13) =
/// (6/7)^13.
#[test]
fn memoryless_drought_tail_is_geometric() {
    let exact = exact("memoryless");
    let tail = (6.0f64 / 7.0).powi(13);
    assert_close(
        "memoryless P(drought >= 13)",
        exact.drought.p_at_least[&13],
        tail,
        1e-9,
    );
}

/// The 7-bag's gap law is triangular — a drought of d has probability
/// (7 − |d − 6|)/49 for d = 0..12 — and its guess accuracy 363/980, by
/// position in the bag 1/7, 1/6, …, 1/2, 1.
#[test]
fn seven_bag_gap_law_and_guess_accuracy_are_published_fractions() {
    let exact = exact("7-bag");
    let triangle = |gap: u64| {
        let d = gap as f64 - 1.0;
        if (1..=13).contains(&gap) {
            (7.0 - (d - 6.0).abs()) / 49.0
        } else {
            0.0
        }
    };
    for gap in 1..=13 {
        assert!(exact.gap.pmf.contains_key(&gap), "7-bag: no P(gap = {gap})");
    }
    for (&gap, &p) in &exact.gap.pmf {
        assert_close(format!("7-bag P(gap = {gap})"), p, triangle(gap), 1e-9);
    }
    assert_close(
        "7-bag guess accuracy",
        exact.guess_accuracy,
        363.0 / 980.0,
        1e-9,
    );
    assert_eq!(exact.fractions.guess_accuracy.as_deref(), Some("363/980"));
    let by_position = &exact
        .bag_position
        .as_ref()
        .expect("7-bag has bag positions")
        .guess_accuracy;
    assert_eq!(by_position.len(), 7, "7-bag: bag positions");
    for (i, &accuracy) in by_position.iter().enumerate() {
        let what = format!("7-bag guess accuracy at position {}", i + 1);
        assert_close(what, accuracy, 1.0 / (7 - i) as f64, 1e-9);
    }
}

/// The 14-bag's P(drought ≥ 13) is 0.082418 (15/182), and its variance
/// is the fraction 19.
#[test]
fn fourteen_bag_tail_and_variance_fraction() {
    let exact = exact("14-bag");
    let tail = exact.drought.p_at_least[&13];
    assert_close("14-bag P(drought >= 13)", tail, 0.082_418, 1e-6);
    assert_eq!(exact.fractions.gap_variance.as_deref(), Some("19"));
}

/// Histories without "strict" rules: 4-history with 2 rolls ≈ 20.567.
#[test]
fn two_roll_history_has_published_variance() {
    let exact = exact("history:rolls=2");
    assert_close("history:rolls=2 Var(gap)", exact.gap.variance, 20.567, 1e-3);
}

/// A strict history never deals a piece it remembers: 3-history strict
/// has Var(gap) 12, 4-history strict 6.
///
/// A spec allows at most 1000 rolls, so `rolls=1000` stands for infinitely
/// many. The two laws differ only when all 1000 rolls land in the history,
/// which has probability at most (4/7)^1000 < 1e-243 per piece; every
/// transition probability, hence every moment of the (geometrically
/// mixing) chain, moves by a comparable amount — far below the 1e-9
/// checked, and below f64 resolution.
#[test]
fn strict_histories_have_published_variances() {
    for (size, variance) in [(3, 12.0), (4, 6.0)] {
        let text = format!("history:size={size},rolls=1000");
        let exact = exact(&text);
        assert_close(
            format!("{text} Var(gap)"),
            exact.gap.variance,
            variance,
            1e-9,
        );
        // A strict history never repeats its last piece.
        assert_close(
            format!("{text} P(repeat)"),
            exact.repeat_probability,
            0.0,
            1e-12,
        );
    }
}

/// Lumpn's simulated references for the red/blue bag (17.52) and the
/// 2x7-bag (18.53), to their precision: only a sanity check, as the
/// Monte Carlo comparison above checks these chains properly.
#[test]
fn multi_bags_match_simulated_references() {
    for (text, variance, tolerance) in [("red-blue-bag", 17.52, 0.01), ("2x7-bag", 18.53, 0.02)] {
        let exact = exact(text);
        assert_close(
            format!("{text} Var(gap)"),
            exact.gap.variance,
            variance,
            tolerance,
        );
    }
}

// ---------------------------------------------------------------------
// 3. Self-consistency and the catalog
// ---------------------------------------------------------------------

/// Kac's lemma: each piece's mean gap is 1/frequency, for every exact
/// randomizer; and the report's own check says so.
#[test]
fn every_mean_gap_is_one_over_frequency() {
    for (spec, exact) in exact_randomizers() {
        for piece in Piece::ALL {
            let stats = &exact.per_piece[piece];
            let what = format!("{spec} {piece} mean gap × frequency");
            assert_close(what, stats.gap.mean * stats.frequency, 1.0, 1e-9);
        }
        let error = exact.checks.gap_law_error;
        assert!(error < 1e-9, "{spec}: gap law error {error:e}");
    }
}

/// Bags' hard limits: 7-bag drought 12, flood 2, S/Z run 4; 14-bag 24,
/// 4, 8 — each with a witness that reaches it and that the bag deals.
#[test]
fn bag_limits_have_dealable_witnesses() {
    assert_bag_limits("7-bag", 1, 12, 2, 4);
    assert_bag_limits("14-bag", 2, 24, 4, 8);
}

/// A history randomizer can withhold a piece for ever: no drought limit,
/// and no witness.
#[test]
fn history_droughts_are_unbounded() {
    let exact = exact("tgm1");
    assert_eq!(exact.drought.max, None, "tgm1: pooled drought limit");
    for piece in Piece::ALL {
        let limit = &exact.drought_limits[piece];
        assert_eq!(limit.max, None, "tgm1: {piece} drought limit");
        assert_eq!(limit.witness, None, "tgm1: {piece} drought witness");
    }
}

/// Randomizers without a finite chain are refused with their name and a
/// pointer to `tetrolab stats`.
#[test]
fn refusals_name_the_spec_and_point_to_stats() {
    for text in ["weighted", "pool", "ti"] {
        let Err(error) = analyze(&spec(text), &Options::default(), &tetrolab::work::Unwatched)
        else {
            panic!("{text} should have no exact chain");
        };
        let message = error.to_string();
        assert!(message.contains(text), "{text}: {message}");
        assert!(message.contains("tetrolab stats"), "{text}: {message}");
    }
}

/// The TGM games' LCG is not ideal: TGM1's roll draws again after each
/// failed roll, and the correlations between its consecutive outputs
/// make five-piece windows measurably more predictable than under ideal
/// draws. At 2^24 pieces, `H(next | previous 4)` falls more than five
/// standard errors plus the plug-in bias below the exact value (about 15;
/// the exact law, 1.95527 bits, is the game's intended one; 2^27 pieces
/// put the LCG's at 1.95407 ± 0.00005). Were the emulation to lose the
/// extra draw or the LCG, this would most likely pass unnoticed by the
/// comparisons above, which stop at k = 2 on this generator.
#[test]
fn tgm_generator_shows_in_five_piece_windows() {
    let spec = spec("tgm1");
    let dealing = dealing(&spec);
    assert_eq!(dealing.generator().name(), "tgm");
    let exact = exact("tgm1").conditional_entropy[MAX_CONTEXT].expect("tgm1: exact H4");
    let study = simulate(&dealing, PIECES, &tetrolab::work::Unwatched).expect("no source stops");
    let mc = study
        .estimate(Metric::ConditionalEntropy(MAX_CONTEXT))
        .expect("tgm1: simulated H4");
    let se = mc.standard_error.expect("64 batches give a standard error");
    let shortfall = exact - mc.value - entropy_bias_bound(MAX_CONTEXT, PIECES);
    assert!(
        shortfall > 5.0 * se,
        "tgm1 on its LCG: H4 {} ± {se:e}, exact {exact}: the LCG's departure \
         ({shortfall:e} beyond the bias) is no longer seen",
        mc.value
    );
}

// ---------------------------------------------------------------------
// 4. Games' own generators over their cycles
// ---------------------------------------------------------------------

/// The one sequence `text` deals from `seed`: `lead` pieces, then one
/// period, dealt by the catalog's engine (not the cycle finder).
fn dealt_cycle(text: &str, seed: Seed, lead: usize, period: usize) -> (Vec<Piece>, Vec<Piece>) {
    let dealing = Dealing::new(spec(text), None, seed)
        .unwrap_or_else(|e| panic!("{text} cannot be dealt from seed {seed}: {e}"));
    let mut pieces = dealing.randomizer();
    let lead: Vec<Piece> = pieces.by_ref().take(lead).collect();
    let cycle: Vec<Piece> = pieces.by_ref().take(period).collect();
    let again: Vec<Piece> = pieces.take(period).collect();
    assert_eq!(
        cycle, again,
        "{text} from {seed}: the period does not repeat"
    );
    (lead, cycle)
}

/// For NES Tetris (60 frames a piece) and Sega Tetris from power-on, and
/// TetrisGYM from a chosen seed, the exact answers are counts over the
/// cycle the engine really deals: each piece's share, P(repeat), the
/// pooled gap variance and the longest drought, computed here from the
/// dealt pieces going round the cycle.
#[test]
fn own_generators_are_exact_over_the_cycle_they_deal() {
    let mut cases: Vec<(&str, Options)> = CYCLES.iter().map(|&t| (t, Options::default())).collect();
    let gym_seed = Seed::from(0x12_3456_u64);
    cases.push((
        "tetrisgym-sps",
        Options {
            seed: Some(gym_seed),
            ..Options::default()
        },
    ));
    for (text, options) in cases {
        let exact = analyze(&spec(text), &options, &tetrolab::work::Unwatched)
            .unwrap_or_else(|e| panic!("{text} should be exact over its cycle: {e}"));
        let shape = exact
            .cycle
            .unwrap_or_else(|| panic!("{text}: no cycle reported"));
        let seed: Seed = exact
            .seed
            .as_deref()
            .unwrap_or_else(|| panic!("{text}: no seed reported"))
            .parse()
            .unwrap_or_else(|e| panic!("{text}: the reported seed does not parse: {e}"));
        if let Some(given) = options.seed {
            assert_eq!(seed, given, "{text}: the seed analysed");
        }
        let (_, cycle) = dealt_cycle(text, seed, shape.lead, shape.period);
        let n = cycle.len();
        let at = |i: usize| cycle[i % n];
        for piece in Piece::ALL {
            let count = cycle.iter().filter(|&&p| p == piece).count();
            let what = format!("{text} {piece} frequency");
            assert_close(what, exact.frequency[piece], count as f64 / n as f64, 1e-12);
        }
        let repeats = (0..n).filter(|&i| at(i) == at(i + 1)).count();
        let what = format!("{text} P(repeat)");
        assert_close(
            what,
            exact.repeat_probability,
            repeats as f64 / n as f64,
            1e-12,
        );
        // Every gap that starts in one period, going round it.
        let mut gaps = Vec::new();
        let mut longest = 0;
        for i in 0..n {
            let gap = (1..=n)
                .find(|&g| at(i + g) == at(i))
                .expect("a piece comes back");
            gaps.push(gap as f64);
            longest = longest.max(gap - 1);
        }
        let mean = gaps.iter().sum::<f64>() / n as f64;
        let variance = gaps.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / n as f64;
        assert_close(
            format!("{text} Var(gap)"),
            exact.gap.variance,
            variance,
            1e-9,
        );
        assert_eq!(
            exact.drought.max,
            Some(longest as u64),
            "{text}: longest drought"
        );
        assert_eq!(exact.entropy_rate, 0.0, "{text}: a cycle has no chance");
    }
}

/// Seeds only where they choose a cycle: a law that holds for every seed
/// refuses one, TetrisGYM (no power-on seed) asks for one, and a cycle
/// longer than the state limit says how to go on.
#[test]
fn seeds_choose_cycles_only_for_own_generators() {
    let with_seed = |text: &str, seed: Option<Seed>, max_states: usize| {
        let options = Options {
            seed,
            max_states,
            ..Options::default()
        };
        analyze(&spec(text), &options, &tetrolab::work::Unwatched).expect_err(text)
    };
    let error = with_seed("7-bag", Some(Seed::from(3u64)), 100_000);
    assert!(matches!(error, ExactError::SeedUnused { .. }), "{error}");
    let error = with_seed("tetrisgym-sps", None, 100_000);
    assert!(matches!(error, ExactError::NeedsSeed { .. }), "{error}");
    assert!(error.to_string().contains("--seed"), "{error}");
    let error = with_seed("nes", None, 1000);
    assert!(
        matches!(error, ExactError::LongCycle { max: 1000, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("--max-states"), "{error}");
    let error = with_seed("nes", Some(Seed::from(0u64)), 100_000);
    assert!(matches!(error, ExactError::Seed { .. }), "{error}");
}

/// The entropy rate is the pieces': for a randomizer whose state the
/// pieces never fully reveal (TETR.IO's pairs) it is what the observer of
/// the pieces faces — 1.452374 bits, from an implementation written from
/// the definition alone — not `H(next | the chain's state)` (1.0215, which
/// depends on how the chain was built), which is reported under its own
/// name. Where the pieces reveal the state (a 7-bag) the two agree.
#[test]
fn the_entropy_rate_is_the_pieces() {
    let pairs = analyze(
        &"tetrio-pairs".parse().unwrap(),
        &Options::default(),
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    assert_eq!(pairs.observer.method, "exact");
    assert!(
        (pairs.entropy_rate - 1.452374).abs() < 1e-6,
        "{}",
        pairs.entropy_rate
    );
    assert!((pairs.next_given_state.entropy - 1.0215).abs() < 1e-4);
    let bag = analyze(
        &"7-bag".parse().unwrap(),
        &Options::default(),
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    assert_eq!(bag.entropy_rate, bag.next_given_state.entropy);
    assert_eq!(bag.guess_accuracy, bag.next_given_state.guess_accuracy);
}

/// Where the observer's beliefs settle into few (a bag boundary learnt
/// after a few bags), its values are exact: TETR.IO's pairs 1369/2520 and
/// 7+1 bag 23/70, from an implementation written from the definitions
/// alone; the fraction is recognised and said to be.
#[test]
fn settled_observers_are_exact() {
    for (text, numerator, denominator, fraction) in [
        ("tetrio-pairs", 1369.0, 2520.0, "1369/2520"),
        ("tetrio-7+1-bag", 23.0, 70.0, "23/70"),
    ] {
        let exact = analyze(&spec(text), &Options::default(), &tetrolab::work::Unwatched).unwrap();
        assert_eq!(exact.observer.method, "exact", "{text}");
        assert!(!exact.observer.learns_the_state, "{text}");
        assert!(
            (exact.guess_accuracy - numerator / denominator).abs() < 1e-12,
            "{text}: {}",
            exact.guess_accuracy
        );
        let fractions = &exact.fractions;
        assert_eq!(fractions.guess_accuracy.as_deref(), Some(fraction));
        assert!(fractions.recognised.contains(&"guess_accuracy"));
    }
}

/// A bag of three of each piece has too many states for the pairwise
/// check, but its settled beliefs are certain ones: the observer is shown
/// to learn the state, and its values are those of an observer told the
/// state (the law's own fraction, not an estimate).
#[test]
fn observers_settling_on_certainty_know_the_state() {
    let exact = analyze(
        &spec("bag:contents=IJLOSTZIJLOSTZIJLOSTZ"),
        &Options::default(),
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    assert_eq!(exact.observer.method, "exact");
    assert!(exact.observer.learns_the_state);
    assert_eq!(exact.guess_accuracy, exact.next_given_state.guess_accuracy);
    assert_eq!(exact.entropy_rate, exact.next_given_state.entropy);
    assert_eq!(
        exact.fractions.guess_accuracy,
        exact.fractions.next_given_state_guess_accuracy
    );
}

/// Answers that are rational but escape the exact arithmetic (an
/// unbounded gap law, a chain that never renews) print their recognised
/// fractions: nes-ideal's Var(gap) 98/3 and P(repeat) 1/28, memoryless
/// Var(gap) 42 — each marked recognised, never passed off as derived.
#[test]
fn unbounded_laws_recognise_their_fractions() {
    let nes = analyze(
        &spec("nes-ideal"),
        &Options::default(),
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    assert_eq!(nes.fractions.gap_variance.as_deref(), Some("98/3"));
    assert_eq!(nes.fractions.repeat_probability.as_deref(), Some("1/28"));
    assert!(nes.fractions.recognised.contains(&"gap_variance"));
    let memoryless = analyze(
        &spec("memoryless"),
        &Options::default(),
        &tetrolab::work::Unwatched,
    )
    .unwrap();
    assert_eq!(memoryless.fractions.gap_variance.as_deref(), Some("42"));
    assert_eq!(
        memoryless.fractions.repeat_probability.as_deref(),
        Some("1/7")
    );
    assert!(
        !memoryless
            .fractions
            .recognised
            .contains(&"repeat_probability")
    );
}
