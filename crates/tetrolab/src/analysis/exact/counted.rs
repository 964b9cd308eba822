//! A plain bag answered from its counts, without its chain.
//!
//! A bag refilled when empty and dealt as draws without replacement has
//! one state per multiset it can hold — `Π (count + 1) − 1` of them, ten
//! million for nine copies of the seven pieces — but every answer the
//! report gives has a form that needs only the counts `c` (one per piece,
//! `n` in all):
//!
//! - **One piece at a time**, the bag is `c` of the piece among `n`: the
//!   state that matters is (pieces dealt from this bag `t`, of the piece
//!   left `k`), and the next piece is it with chance `k / (n − t)`. This
//!   lumped chain of at most `n (c + 1)` classes gives the gap law, its
//!   fractions and the per-game odds through the same code as any chain's
//!   lumping. In the long run `t` is uniform and `k` hypergeometric.
//! - **Hard limits**: a drought of a piece is longest when one bag deals
//!   it first and the next bag last (`2 (n − c)`); a run of pieces from a
//!   set (a flood, S and Z) is longest when one bag deals the set last and
//!   the next deals it first (twice the set's count), unbounded when the
//!   bag holds nothing else.
//! - **Predictability**: a bag of `n` deals one of `n! / Π c!` orders
//!   alike, so the entropy rate is `log2(n! / Π c!) / n`; the best guess
//!   at place `t` names the piece with the most left, right with chance
//!   `E[max left] / (n − t)`, whose numerator counts the ways `t` draws
//!   leave every count below each level (a product of polynomials, one per
//!   piece). A watcher of the pieces learns where bags start: a pair of
//!   bags that deals every copy of some piece last and then every copy
//!   first puts more than its count of it in any window of `n` that
//!   straddles their boundary, ruling out every other phase, and such a
//!   pair comes with a fixed chance every bag. So the observer who sees
//!   only the pieces does as well as one told the state.
//! - **P(repeat)**: two places in a bag hold the same piece with chance
//!   `Σ c (c − 1) / (n (n − 1))`; the last of one bag and the first of the
//!   next with `Σ c² / n²`.
//! - **`H(next | previous k)`** by the bag's sequence walk (module
//!   `sequences`), which never needed the chain.
//!
//! The module `report` answers every plain bag of up to [`MOST_PIECES`]
//! pieces this way. The chain (the bag's tested law-equivalent form) is
//! what these forms must equal: the tests hold every answer to the
//! chain's on bags small enough for both.

use std::collections::{BTreeMap, HashMap};

use super::answers::{Answers, GivenState, Options, PieceAnswers, game_odds};
use super::forms::{Counts, bag_states, counts_of, total};
use super::fraction::Fraction;
use super::gaps::GapLaw;
use super::limits::Limit;
use super::lump::Lumped;
use super::observer::Observer;
use super::rational::{self, ExactGapLaw, Fractions};
use super::select::IDEAL;
use super::sequences::bag_entropies;
use crate::analysis::{GameOdds, drought_lengths};
use crate::randomizer::FirstBatch;
use crate::randomizer::catalog::{Drawn, Family};
use crate::{Piece, Spec};

/// The largest bag answered from its counts: every binomial `C(n, k)`
/// times `n` fits in a `u128` up to here (`C(120, 60) · 120 < 1.2·10^37`).
/// Larger bags (the spec allows 1024 pieces) go to their chain.
pub(crate) const MOST_PIECES: u32 = 120;

/// The sequence walk's work budget here: the conditional entropies it
/// cannot reach within it are left unanswered rather than slow (a bag of
/// 63 pieces of seven different counts answers up to `k` = 6 in under
/// 0.6 s here; a symmetric bag walks few enough to answer all).
const SEQUENCE_BUDGET: u64 = 3_000_000;

/// The law-equivalent form's words, said of a bag answered from its counts.
const FORM: &str = "law-equivalent: each bag as draws without replacement from the multiset left, \
                    answered from the bag's counts (its states are not built)";

/// The counts of `spec`'s bag if it is a plain bag (refilled when empty,
/// with no first-bag rule) of at most [`MOST_PIECES`] pieces.
pub(crate) fn plain_bag(spec: &Spec) -> Option<Counts> {
    match spec.family() {
        Family::Drawn(Drawn::Bag(bag, FirstBatch::AsMade)) => {
            let full = counts_of(&bag.contents);
            (total(&full) <= MOST_PIECES).then_some(full)
        }
        _ => None,
    }
}

/// The pieces in a bag filled with `full`.
pub(super) fn size(full: &Counts) -> usize {
    total(full) as usize
}

/// `C(n, k)` for every `n` up to `size` ([`MOST_PIECES`] at most), as a
/// Pascal triangle.
struct Binomials(Vec<Vec<u128>>);

impl Binomials {
    fn up_to(size: usize) -> Binomials {
        let mut rows: Vec<Vec<u128>> = vec![vec![1]];
        for n in 1..=size {
            let above = &rows[n - 1];
            let row = (0..=n)
                .map(|k| {
                    let left = if k > 0 { above[k - 1] } else { 0 };
                    left + above.get(k).copied().unwrap_or(0)
                })
                .collect();
            rows.push(row);
        }
        Binomials(rows)
    }

    /// `C(n, k)`, 0 outside `0 ≤ k ≤ n`.
    fn of(&self, n: usize, k: usize) -> u128 {
        self.0[n].get(k).copied().unwrap_or(0)
    }
}

/// Every answer of the report for a plain bag filled with `full`.
pub(super) fn answers(full: &Counts, options: &Options) -> Answers {
    let size = size(full);
    let binomials = Binomials::up_to(size);
    // Pieces with the same count have the same lumped chain.
    let mut alike: BTreeMap<u16, OnePiece> = BTreeMap::new();
    for &count in full {
        alike
            .entry(count)
            .or_insert_with(|| OnePiece::of(size, usize::from(count), &binomials, options));
    }
    let pieces: Vec<PieceAnswers> = Piece::ALL
        .iter()
        .map(|&piece| {
            let one = &alike[&full[piece.index()]];
            PieceAnswers {
                gap_law: one.gap_law.clone(),
                exact_gap_law: one.exact_gap_law.clone(),
                drought: drought(full, piece),
                flood: run(full, |p| p == piece),
                game: one.game.clone(),
            }
        })
        .collect();
    let gaps: Vec<_> = pieces.iter().map(|p| p.exact_gap_law.clone()).collect();
    let by_place = guess_by_place(full, &binomials);
    let guess_exact = by_place
        .iter()
        .try_fold(Fraction::ZERO, |sum, &p| sum.add(p))
        .and_then(|sum| sum.div(Fraction::whole(size as u128)));
    let by_place_floats: Vec<f64> = by_place.iter().map(|p| p.value()).collect();
    let guess_accuracy = by_place_floats.iter().sum::<f64>() / size as f64;
    let entropy = entropy_rate(full);
    let repeat = repeat_probability(full);
    let states = usize::try_from(bag_states(full)).unwrap_or(usize::MAX);
    let one_kind = full.iter().filter(|&&c| c > 0).count() == 1;
    let text = |f: Fraction| f.to_string();
    Answers {
        law: IDEAL.to_owned(),
        form: FORM.to_owned(),
        seed: None,
        cycle: None,
        // Every multiset left has a future of its own, unless the bag
        // holds one kind: then every state deals it again.
        states,
        distinct_states: if one_kind { 1 } else { states },
        next_given_state: GivenState {
            entropy,
            guess_accuracy,
        },
        repeat_probability: repeat.value(),
        snake: run(full, Piece::is_skew),
        stationary_mass_error: alike.values().map(|one| one.mass_error).fold(0.0, f64::max),
        conditional_entropy: bag_entropies(full, options.max_context, SEQUENCE_BUDGET),
        observer: Observer::knowing(guess_accuracy, entropy),
        fractions: Fractions {
            repeat_probability: Some(text(repeat)),
            next_given_state_guess_accuracy: guess_exact.map(text),
            bag_position: Some(by_place.into_iter().map(text).collect()),
            ..Fractions::of_gaps(&gaps, &drought_lengths(&options.at_least))
        },
        bag_position: Some(by_place_floats),
        pieces,
    }
}

/// What one piece's count answers: its gap law and per-game odds, from
/// its lumped chain.
struct OnePiece {
    gap_law: GapLaw,
    exact_gap_law: Option<ExactGapLaw>,
    game: GameOdds,
    /// How far the lumped stationary law's mass is from 1.
    mass_error: f64,
}

impl OnePiece {
    /// A piece `count` of whose kind are in a bag of `size`.
    fn of(size: usize, count: usize, binomials: &Binomials, options: &Options) -> OnePiece {
        let places = Places::of(size, count);
        let lumped = places.chain();
        let (law, exact_law) = places.law(binomials);
        let longest_without = (count > 0).then_some(2 * (size - count) as u64);
        OnePiece {
            gap_law: GapLaw::of(&lumped, &law),
            exact_gap_law: exact_law.and_then(|pi| rational::gap_law(&lumped, &pi)),
            game: game_odds(&lumped, &law, options, longest_without),
            mass_error: (law.iter().sum::<f64>() - 1.0).abs(),
        }
    }
}

/// The chain of a bag filled with `full` seen through "is the next piece
/// `piece`?", and its long-run law.
pub(super) fn piece_chain(full: &Counts, piece: Piece) -> (Lumped, Vec<f64>) {
    let size = size(full);
    let count = usize::from(full[piece.index()]);
    let places = Places::of(size, count);
    let (law, _) = places.law(&Binomials::up_to(size));
    (places.chain(), law)
}

/// The places `(t, k)` of a piece `count` of whose kind are in a bag of
/// `size`: `t` dealt from this bag, `k` of the piece among the `size − t`
/// left. Class 0 is the game's start, `(0, count)`.
struct Places {
    size: usize,
    count: usize,
    all: Vec<(usize, usize)>,
}

impl Places {
    fn of(size: usize, count: usize) -> Places {
        let all = (0..size)
            .flat_map(|t| {
                (0..=count)
                    .rev()
                    .filter(move |&k| count - k <= t && k <= size - t)
                    .map(move |k| (t, k))
            })
            .collect();
        Places { size, count, all }
    }

    /// The bag seen through "is the next piece this one?": the chain over
    /// the places, the next piece the one with chance `k / (size − t)`, a
    /// new bag once `t` reaches `size`.
    fn chain(&self) -> Lumped {
        let index: HashMap<(usize, usize), u32> = self
            .all
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, i as u32))
            .collect();
        let to = |t: usize, k: usize| if t == self.size { 0 } else { index[&(t, k)] };
        let mut edges = Vec::with_capacity(self.all.len());
        let mut exact = Vec::with_capacity(self.all.len());
        for &(t, k) in &self.all {
            let left = self.size - t;
            let mut out = Vec::new();
            if k > 0 {
                out.push((true, to(t + 1, k - 1), k));
            }
            if left > k {
                out.push((false, to(t + 1, k), left - k));
            }
            edges.push(
                out.iter()
                    .map(|&(yes, to, ways)| (yes, to, ways as f64 / left as f64))
                    .collect(),
            );
            exact.push(
                out.iter()
                    .map(|&(_, _, ways)| Fraction::new(ways as u128, left as u128))
                    .collect(),
            );
        }
        Lumped {
            class_of: (0..self.all.len() as u32).collect(),
            edges,
            exact,
        }
    }

    /// The places' long-run law: `t` uniform, and `k` hypergeometric (the
    /// `count − k` of the piece among `t` drawn from the bag), as floats
    /// and as fractions.
    fn law(&self, binomials: &Binomials) -> (Vec<f64>, Option<Vec<Fraction>>) {
        let (size, count) = (self.size, self.count);
        let chances: Vec<(u128, u128)> = self
            .all
            .iter()
            .map(|&(t, k)| {
                let ways =
                    binomials.of(count, count - k) * binomials.of(size - count, t - (count - k));
                (ways, size as u128 * binomials.of(size, t))
            })
            .collect();
        let floats = chances.iter().map(|&(n, d)| n as f64 / d as f64).collect();
        let exact = chances.iter().map(|&(n, d)| Fraction::new(n, d)).collect();
        (floats, exact)
    }
}

/// The pieces of a bag filled with `full` dealt so that those `last`
/// accepts come after the others, each kind in [`Piece::ALL`] order.
fn dealt_with_last(full: &Counts, last: impl Fn(Piece) -> bool + Copy) -> Vec<Piece> {
    let kinds = |inside: bool| {
        Piece::ALL
            .into_iter()
            .filter(move |&p| last(p) == inside)
            .flat_map(|p| std::iter::repeat_n(p, usize::from(full[p.index()])))
    };
    kinds(false).chain(kinds(true)).collect()
}

/// The longest run without `piece` a bag filled with `full` deals (`None`:
/// unbounded, for a piece the bag never holds).
pub(super) fn longest_without(full: &Counts, piece: Piece) -> Option<u64> {
    drought(full, piece).max
}

/// The longest drought of `piece`: a bag that deals it first, then one
/// that deals it last.
pub(super) fn drought(full: &Counts, piece: Piece) -> Limit {
    let count = full[piece.index()];
    let others = size(full) - usize::from(count);
    if count == 0 {
        return Limit::UNBOUNDED;
    }
    if others == 0 {
        // Nothing else: two of it in a row.
        return Limit {
            max: Some(0),
            witness: Some(vec![piece; 2]),
        };
    }
    let mut witness = dealt_with_last(full, |p| p != piece);
    let second = dealt_with_last(full, |p| p == piece);
    witness.extend(&second[..others + 1]);
    Limit {
        max: Some(2 * others as u64),
        witness: Some(witness),
    }
}

/// The longest run of pieces `inside` accepts: a bag that deals them
/// last, then one that deals them first; unbounded if the bag holds
/// nothing else.
pub(super) fn run(full: &Counts, inside: impl Fn(Piece) -> bool + Copy) -> Limit {
    let within: usize = Piece::ALL
        .iter()
        .filter(|&&p| inside(p))
        .map(|p| usize::from(full[p.index()]))
        .sum();
    if within == size(full) {
        return Limit::UNBOUNDED;
    }
    if within == 0 {
        // None at all: the empty run, from the game's start.
        return Limit {
            max: Some(0),
            witness: Some(Vec::new()),
        };
    }
    let mut witness = dealt_with_last(full, inside);
    let next = dealt_with_last(full, |p| !inside(p));
    witness.extend(&next[..within]);
    Limit {
        max: Some(2 * within as u64),
        witness: Some(witness),
    }
}

/// The best guess's chance at each place of the bag (`t` = 0 first):
/// `E[max left] / (n − t)`, where `E[max left] · C(n, t)` is
/// `Σ_m (C(n, t) − W_m(t))` and `W_m(t)`, the ways `t` draws leave fewer
/// than `m` of every piece, is the coefficient of `x^t` in
/// `Π_pieces Σ_{d > c − m} C(c, d) x^d`.
fn guess_by_place(full: &Counts, binomials: &Binomials) -> Vec<Fraction> {
    let size = size(full);
    let most = full.iter().map(|&c| usize::from(c)).max().unwrap_or(0);
    let mut above = vec![0u128; size];
    for m in 1..=most {
        let mut ways = vec![1u128];
        for &c in full {
            let c = usize::from(c);
            let factor: Vec<u128> = (0..=c)
                .map(|d| if d + m > c { binomials.of(c, d) } else { 0 })
                .collect();
            ways = multiply(&ways, &factor);
        }
        for (t, slot) in above.iter_mut().enumerate() {
            *slot += binomials.of(size, t) - ways[t];
        }
    }
    above
        .iter()
        .enumerate()
        .map(|(t, &sum)| {
            let denominator = binomials.of(size, t) * (size - t) as u128;
            Fraction::new(sum, denominator).expect("a bag has pieces left at every place")
        })
        .collect()
}

/// The product of two polynomials given by their coefficients.
fn multiply(a: &[u128], b: &[u128]) -> Vec<u128> {
    let mut product = vec![0; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            product[i + j] += x * y;
        }
    }
    product
}

/// `log2(n! / Π c!) / n`: a bag deals each of its orders alike.
fn entropy_rate(full: &Counts) -> f64 {
    let log2_factorial = |n: u32| (2..=n).map(|i| f64::from(i).log2()).sum::<f64>();
    let size = total(full);
    let orders = log2_factorial(size)
        - full
            .iter()
            .map(|&c| log2_factorial(u32::from(c)))
            .sum::<f64>();
    orders / f64::from(size)
}

/// P(the next piece repeats the last): of a bag's `n` neighbouring pairs,
/// `n − 1` lie inside it (the same piece with chance `Σ c (c − 1) /
/// (n (n − 1))`) and one joins it to the next bag (`Σ c² / n²`); together
/// `(n Σ c (c − 1) + Σ c²) / n³`.
fn repeat_probability(full: &Counts) -> Fraction {
    let n = u128::from(total(full));
    let same: u128 = full
        .iter()
        .map(|&c| u128::from(c) * u128::from(c.saturating_sub(1)))
        .sum();
    let squares: u128 = full.iter().map(|&c| u128::from(c) * u128::from(c)).sum();
    Fraction::new(n * same + squares, n * n * n).expect("a bag holds pieces")
}
