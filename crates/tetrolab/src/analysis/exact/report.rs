//! The exact report: every quantity, named as `stats --json` names the
//! ones both give.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::answers::{Answers, GivenState, Options, PieceAnswers, game_odds, start_law};
use super::chain::Chain;
use super::counted;
use super::cycle::CycleLengths;
use super::error::ExactError;
use super::fraction::Fraction;
use super::game;
use super::gaps::{GapLaw, kac_error};
use super::limits::{self, Limit};
use super::lump::lump;
use super::observer::{Observer, observer};
use super::predict::{accuracy_by_position, next_piece_laws, rate_and_accuracy};
use super::rational::{self, ExactGapLaw, Fractions, RecognisedFloats};
use super::select::{Selected, chain_of};
use super::sequences::conditional_entropies;
use super::stationary::stationary;
use crate::analysis::{Droughts, Game, GameOdds, Start, drought_lengths};
use crate::work::{Stopped, Watch};
use crate::{Piece, PieceMap, Spec};

/// One piece's exact statistics.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PieceExact {
    /// Its long-run share of pieces.
    pub frequency: f64,
    /// Its gaps.
    pub gap: ExactGaps,
    /// Its droughts (`max` null when unbounded).
    pub drought: Droughts,
}

/// A gap law's summary, as `stats` names it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExactGaps {
    /// The mean gap (1/frequency, by Kac's lemma).
    pub mean: f64,
    /// The gap's variance.
    pub variance: f64,
    /// gap → probability.
    pub pmf: BTreeMap<u64, f64>,
}

/// A hard limit and a sequence that reaches it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PieceLimits {
    /// The longest there can be (null: no limit).
    pub max: Option<u64>,
    /// Pieces from a game's start that reach it, as letters.
    pub witness: Option<String>,
}

/// Guess accuracy by position in a bag.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BagPosition {
    /// Position 1 (a bag's first piece) first.
    pub guess_accuracy: Vec<f64>,
}

/// The chain's checks on itself.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Checks {
    /// The largest error of any piece's gap law: mass 1 and mean gap
    /// 1/frequency (Kac's lemma).
    pub gap_law_error: f64,
    /// How far the stationary law's mass is from 1.
    pub stationary_mass_error: f64,
}

/// Every exact answer for one randomizer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Exact {
    /// The spec.
    pub spec: String,
    /// The law the answers hold for.
    pub law: String,
    /// Which chain computed them.
    pub chain: String,
    /// For a game's own generator: the seed whose cycle was analysed.
    pub seed: Option<String>,
    /// For a game's own generator: the pieces before its cycle, and the
    /// cycle's length.
    pub cycle: Option<CycleLengths>,
    /// The chain's states (for a plain bag answered from its counts: the
    /// states its chain would have; none is built).
    pub states: usize,
    /// Its states once those with identical futures are merged (the
    /// chain every answer is computed on, or would be).
    pub distinct_states: usize,
    /// Each piece's long-run share.
    pub frequency: PieceMap<f64>,
    /// All pieces' gaps pooled.
    pub gap: ExactGaps,
    /// All pieces' droughts pooled.
    pub drought: Droughts,
    /// The longest flood (a run of one piece).
    pub flood: PieceLimits,
    /// The longest run of S and Z.
    pub snake: PieceLimits,
    /// P(the next piece repeats the last).
    pub repeat_probability: f64,
    /// `H(next | previous k)` in bits, k = 0.. (null where too costly).
    pub conditional_entropy: Vec<Option<f64>>,
    /// The pieces' entropy rate, in bits per piece: the long-run
    /// uncertainty of the best observer of the pieces ([`observer`],
    /// whose `method` says whether it is exact or estimated). Where the
    /// pieces reveal the chain's state in time (bags, histories) it equals
    /// [`next_given_state`]'s.
    ///
    /// [`observer`]: Exact::observer
    /// [`next_given_state`]: Exact::next_given_state
    pub entropy_rate: f64,
    /// The share of next pieces the best observer of the pieces names
    /// right in the long run (exact or estimated, as the entropy rate).
    pub guess_accuracy: f64,
    /// The next piece with the chain's state known. For a randomizer whose
    /// state the pieces never fully reveal (2x7, red/blue, TETR.IO's pairs
    /// and extras) this is not the pieces' entropy rate, and it depends on
    /// how the chain is built.
    pub next_given_state: GivenState,
    /// The observer who sees only the pieces.
    pub observer: Observer,
    /// For bags: guess accuracy by position in the bag.
    pub bag_position: Option<BagPosition>,
    /// Each piece's statistics.
    pub per_piece: PieceMap<PieceExact>,
    /// The longest drought of each piece, with a sequence that deals it.
    pub drought_limits: PieceMap<PieceLimits>,
    /// Per-game drought odds.
    pub game: Game,
    /// The answers that are exact fractions.
    pub fractions: Fractions,
    /// The chain's checks on itself.
    pub checks: Checks,
}

fn witness(limit: &Limit) -> PieceLimits {
    PieceLimits {
        max: limit.max,
        witness: limit.witness.as_ref().map(|w| crate::piece::letters(w)),
    }
}

fn summary(law: &GapLaw, extra: &[u64], max: Option<u64>) -> (ExactGaps, Droughts) {
    (
        ExactGaps {
            mean: law.mean(),
            variance: law.variance(),
            pmf: law.pmf_map(),
        },
        Droughts {
            max,
            p_at_least: law.tails(extra),
            quantiles: law.quantiles(),
        },
    )
}

/// P(a run of at least `at_least` pieces without `piece` within the first
/// n pieces of a game) for each n of `lengths`: the per-game odds of
/// [`analyze`] (its `game`) at many game lengths, from one chain and one
/// pass. `options` gives the start (a game's or the stationary law), the
/// state limit and the seed; `watch` hears of the chain's states and may
/// stop its build.
///
/// ```
/// use tetrolab::analysis::exact::{Options, drought_curve};
/// use tetrolab::Piece;
/// let spec = "memoryless".parse().unwrap();
/// let unwatched = &tetrolab::work::Unwatched;
/// let curve = drought_curve(&spec, &Options::default(), Piece::I, 13, &[12, 13], unwatched).unwrap();
/// assert_eq!(curve[0], 0.0);
/// assert!((curve[1] - (6.0f64 / 7.0).powi(13)).abs() < 1e-15);
/// ```
///
/// # Errors
/// As [`analyze`]: no finite chain, too many states, or a stationary law
/// that does not settle (a plain bag answered from its counts builds no
/// chain and meets none of these); or stopped, as `watch` asked.
pub fn drought_curve(
    spec: &Spec,
    options: &Options,
    piece: Piece,
    at_least: u64,
    lengths: &[u64],
    watch: &dyn Watch,
) -> Result<Vec<f64>, ExactError> {
    let (lumped, start, longest_without) = if options.seed.is_none()
        && let Some(full) = counted::plain_bag(spec)
    {
        let (lumped, by_class) = counted::piece_chain(&full, piece);
        let start = start_law(&lumped, &by_class, options.start);
        (lumped, start, counted::longest_without(&full, piece))
    } else {
        let Selected { chain: built, .. } =
            chain_of(spec, options.max_states, options.seed.as_ref(), watch)?;
        let chain = built.merged();
        let lumped = lump(&chain, |p| p == piece);
        let start = match options.start {
            Start::Game => start_law(&lumped, &[], Start::Game),
            Start::Stationary => lumped.aggregate(&stationary(&chain)?),
        };
        (lumped, start, limits::run(&chain, |p| p != piece).max)
    };
    let at_least = at_least.max(1);
    game::curve(
        &lumped,
        &start,
        at_least,
        lengths,
        longest_without,
        options.droughts,
    )
    .ok_or_else(|| ExactError::LongDrought {
        name: spec.to_string(),
        at_least,
    })
}

/// Every exact answer for `spec`.
///
/// A plain bag of up to 120 pieces is answered from its counts (module
/// `counted`): no chain is built, so `options.max_states` does not limit
/// it. Otherwise `watch` is told the chain's states as they are found,
/// then each stage of the answers, and may stop the work between a few
/// thousand states or between stages.
///
/// # Errors
/// The spec has no finite chain (a reason is given), its chain exceeds
/// `options.max_states`, or its stationary law does not settle; or
/// stopped, as `watch` asked.
///
/// ```
/// use tetrolab::analysis::exact::{analyze, Options};
/// let exact = analyze(&"7-bag".parse().unwrap(), &Options::default(), &tetrolab::work::Unwatched).unwrap();
/// assert!((exact.gap.variance - 8.0).abs() < 1e-12);
/// assert!((exact.guess_accuracy - 363.0 / 980.0).abs() < 1e-12);
/// assert_eq!(exact.drought.max, Some(12));
/// ```
pub fn analyze(spec: &Spec, options: &Options, watch: &dyn Watch) -> Result<Exact, ExactError> {
    crate::analysis::checked_drought_lengths(&options.at_least)?;
    if options.max_states > crate::analysis::exact::MOST_STATES {
        return Err(ExactError::StateLimit {
            asked: options.max_states,
        });
    }
    match counted::plain_bag(spec) {
        Some(full) if options.seed.is_none() => {
            Ok(assemble(spec, options, counted::answers(&full, options)))
        }
        _ => analyze_chain(spec, options, watch),
    }
}

/// The stages [`analyze_chain`] tells its watch of once the chain is
/// built: merging, the stationary law, its fractions, the pieces' and the
/// sequences' questions, the answers' fractions.
const ANSWER_STAGES: u64 = 5;

/// Every exact answer for `spec` from its chain (plain bags included,
/// which [`analyze`] answers from their counts instead), `watch` told of
/// each stage and asked between them whether to stop.
pub(super) fn analyze_chain(
    spec: &Spec,
    options: &Options,
    watch: &dyn Watch,
) -> Result<Exact, ExactError> {
    let Selected {
        chain: built,
        law,
        form,
        seed,
        cycle,
        bag,
    } = chain_of(spec, options.max_states, options.seed.as_ref(), watch)?;
    watch.begin("exact answers", ANSWER_STAGES);
    let stage_done = || {
        watch.add(1);
        if watch.stopped() {
            Err(Stopped)
        } else {
            Ok(())
        }
    };
    // Only the merged chain is read from here on: the built one is let go
    // before the answers' own work begins.
    let states = built.len();
    let chain = built.merged();
    drop(built);
    // The answers' work grows with the merged chain: checked against it
    // now that its size is known (module `budget`).
    let budget = super::budget::chain_budget(options.max_states);
    let transitions = chain.all_edges().count();
    if !super::budget::answers_fit(chain.len(), transitions, budget) {
        return Err(ExactError::Chain {
            name: spec.to_string(),
            error: super::chain::ChainError::TooLarge {
                states: chain.len(),
                transitions,
                budget,
            },
        });
    }
    stage_done()?;
    let pi = stationary(&chain)?;
    stage_done()?;
    let pi_exact = rational::stationary(&chain);
    stage_done()?;
    let laws = next_piece_laws(&chain);
    let (entropy_rate, guess_accuracy) = rate_and_accuracy(&laws, &pi);
    // The pieces' questions and the sequence questions run side by side
    // (one after the other where there are no threads).
    let (pieces, sequences) = rayon::join(
        || per_piece(&chain, &pi, pi_exact.as_deref(), options, watch),
        || {
            let entropies =
                conditional_entropies(&chain, &laws, &pi, bag.as_ref(), options.max_context);
            if watch.stopped() {
                return Err(Stopped);
            }
            Ok((
                entropies,
                observer(&chain, &pi, (guess_accuracy, entropy_rate)),
            ))
        },
    );
    let (pieces, (conditional_entropy, observer)) = (pieces?, sequences?);
    stage_done()?;
    let gaps: Vec<_> = pieces.iter().map(|p| p.exact_gap_law.clone()).collect();
    let fractions = pi_exact.map_or_else(Fractions::default, |pi| {
        Fractions::of(&chain, &pi, &gaps, &drought_lengths(&options.at_least))
    });
    watch.add(1);
    Ok(assemble(
        spec,
        options,
        Answers {
            law,
            form,
            seed,
            cycle,
            states,
            distinct_states: chain.len(),
            next_given_state: GivenState {
                entropy: entropy_rate,
                guess_accuracy,
            },
            repeat_probability: repeat_probability(&chain, &pi, &laws),
            snake: limits::run(&chain, Piece::is_skew),
            bag_position: accuracy_by_position(&chain, &laws, &pi),
            stationary_mass_error: (pi.iter().sum::<f64>() - 1.0).abs(),
            pieces,
            conditional_entropy,
            observer,
            fractions,
        },
    ))
}

/// The report from its answers: pieces pooled, the observer's values
/// chosen, floats recognised as fractions.
pub(super) fn assemble(spec: &Spec, options: &Options, answers: Answers) -> Exact {
    let Answers {
        pieces,
        observer,
        mut fractions,
        next_given_state,
        ..
    } = answers;
    // A chain without chance deals one eventually periodic sequence,
    // whose entropy rate is 0 however the observer's beliefs round.
    let pieces_rate = if next_given_state.entropy == 0.0 {
        (next_given_state.entropy, next_given_state.guess_accuracy)
    } else {
        (observer.entropy, observer.guess_accuracy)
    };
    if observer.learns_the_state {
        fractions.guess_accuracy = fractions.next_given_state_guess_accuracy.clone();
    }
    let gap_laws: Vec<&GapLaw> = pieces.iter().map(|p| &p.gap_law).collect();
    let pooled = GapLaw::pooled(&gap_laws);
    let pooled_max = pieces
        .iter()
        .map(|p| p.drought.max)
        .try_fold(0, |m, l| l.map(|l| m.max(l)));
    let (gap, drought) = summary(&pooled, &options.at_least, pooled_max);
    fractions.recognise(RecognisedFloats {
        repeat_probability: answers.repeat_probability,
        gap_variance: gap.variance,
        next_given_state_guess_accuracy: next_given_state.guess_accuracy,
        guess_accuracy: (observer.method == "exact").then_some(pieces_rate.1),
    });
    let flood = pieces
        .iter()
        .map(|p| &p.flood)
        .max_by_key(|l| l.max.map_or(u64::MAX, |m| m))
        .expect("seven pieces");
    Exact {
        spec: spec.to_string(),
        law: answers.law,
        chain: answers.form,
        seed: answers.seed.map(|s| s.to_string()),
        cycle: answers.cycle,
        states: answers.states,
        distinct_states: answers.distinct_states,
        frequency: PieceMap(std::array::from_fn(|i| pieces[i].gap_law.frequency)),
        gap,
        drought,
        flood: witness(flood),
        snake: witness(&answers.snake),
        repeat_probability: answers.repeat_probability,
        conditional_entropy: answers.conditional_entropy,
        entropy_rate: pieces_rate.0,
        guess_accuracy: pieces_rate.1,
        next_given_state,
        observer,
        bag_position: answers
            .bag_position
            .map(|guess_accuracy| BagPosition { guess_accuracy }),
        fractions,
        checks: Checks {
            gap_law_error: gap_laws
                .iter()
                .filter(|l| l.frequency > 0.0)
                .map(|l| kac_error(l))
                .fold(0.0, f64::max),
            stationary_mass_error: answers.stationary_mass_error,
        },
        per_piece: PieceMap(std::array::from_fn(|i| {
            let p = &pieces[i];
            let (gap, drought) = summary(&p.gap_law, &options.at_least, p.drought.max);
            PieceExact {
                frequency: p.gap_law.frequency,
                gap,
                drought,
            }
        })),
        drought_limits: PieceMap(std::array::from_fn(|i| witness(&pieces[i].drought))),
        game: Game {
            length: options.game_length,
            start: options.start,
            droughts: options.droughts,
            per_piece: PieceMap(std::array::from_fn(|i| pieces[i].game.clone())),
        },
    }
}

/// Each piece's gap law, limits and game odds. The gap law and odds come
/// from the chain lumped for the piece; pieces whose lumped chains have
/// one shape (every piece of a symmetric bag) share them. `watch` is
/// asked before each piece whether to stop.
fn per_piece(
    chain: &Chain,
    pi: &[f64],
    pi_exact: Option<&[Fraction]>,
    options: &Options,
    watch: &dyn Watch,
) -> Result<Vec<PieceAnswers>, Stopped> {
    let mut alike: HashMap<Vec<u64>, (GapLaw, Option<ExactGapLaw>, GameOdds)> = HashMap::new();
    Piece::ALL
        .iter()
        .map(|&piece| {
            if watch.stopped() {
                return Err(Stopped);
            }
            let lumped = lump(chain, |p| p == piece);
            let by_class = lumped.aggregate(pi);
            let longest_without = limits::run(chain, |p| p != piece).max;
            let (gap_law, exact_gap_law, game) = alike
                .entry(lumped.shape(&by_class))
                .or_insert_with(|| {
                    let game = game_odds(&lumped, &by_class, options, longest_without);
                    let exact = pi_exact.and_then(|pi| rational::gap_law(&lumped, pi));
                    (GapLaw::of(&lumped, pi), exact, game)
                })
                .clone();
            Ok(PieceAnswers {
                gap_law,
                exact_gap_law,
                drought: limits::drought(chain, piece),
                flood: limits::run(chain, move |p| p == piece),
                game,
            })
        })
        .collect()
}

/// P(piece t + 1 = piece t): over each edge, the chance that the state it
/// leads to deals the same piece again.
fn repeat_probability(chain: &Chain, pi: &[f64], laws: &[[f64; 7]]) -> f64 {
    chain
        .all_edges()
        .map(|(s, e)| pi[s] * e.probability * laws[e.to as usize][e.piece.index()])
        .sum()
}
