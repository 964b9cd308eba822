//! Exact fractions for the answers that are rational and small: a bag's
//! guess accuracy is 363/980, not 0.370408.
//!
//! They exist when every edge's probability is an exact fraction (ideal
//! uniform draws make them so) and the chain renews: it returns to its
//! start within a bounded number of pieces, as a bag returns to a full
//! bag. The stationary law is then the expected visits of one cycle
//! over its expected length (the renewal-reward theorem), summed in
//! exact fractions. Chains whose start is never revisited, or whose
//! cycles are unbounded (a history randomizer's), keep decimals; so does
//! any answer whose fractions outgrow 128 bits.

use std::collections::BTreeMap;

use serde::Serialize;

use super::chain::Chain;
use super::fraction::Fraction;
use super::lump::Lumped;
use super::stationary::terminal_cycle;
use crate::PieceMap;

/// The longest cycle followed before giving up on a renewal.
const MAX_CYCLE: usize = 256;

/// The exact stationary law of `chain`: for a chain without chance,
/// uniform over its cycle; else if its start renews within
/// [`MAX_CYCLE`] pieces and the fractions fit. A bag's cycle passes each
/// state once; a cycle that has followed every edge twice over is taken
/// to be unbounded (two bags refilled independently rarely empty
/// together), and given up.
pub(crate) fn stationary(chain: &Chain) -> Option<Vec<Fraction>> {
    if let Some(cycle) = terminal_cycle(chain) {
        // Without chance: 1/λ on each state of the cycle.
        let mut law = vec![Fraction::ZERO; chain.len()];
        let share = Fraction::new(1, cycle.len() as u128)?;
        for c in cycle {
            law[c] = share;
        }
        return Some(law);
    }
    let n = chain.len();
    let mut budget = 2 * chain.all_edges().count() + 1000;
    let mut visits = vec![Fraction::ZERO; n];
    visits[0] = Fraction::ONE;
    let mut mass = vec![(0usize, Fraction::ONE)];
    let mut next = vec![Fraction::ZERO; n];
    let mut touched = Vec::new();
    for _ in 0..MAX_CYCLE {
        for &(s, m) in &mass {
            budget = budget.checked_sub(chain.edges(s).len())?;
            for edge in chain.edges(s) {
                let t = edge.to as usize;
                // Mass back at the start ends its cycle.
                if t == 0 {
                    continue;
                }
                if next[t] == Fraction::ZERO {
                    touched.push(t);
                }
                next[t] = next[t].add(m.mul(chain.exact(edge)?)?)?;
            }
        }
        mass.clear();
        for &t in &touched {
            let m = std::mem::replace(&mut next[t], Fraction::ZERO);
            visits[t] = visits[t].add(m)?;
            mass.push((t, m));
        }
        touched.clear();
        if mass.is_empty() {
            let length = visits
                .iter()
                .try_fold(Fraction::ZERO, |sum, &v| sum.add(v))?;
            return visits.iter().map(|v| v.div(length)).collect();
        }
    }
    None
}

/// One piece's gap law in exact fractions.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ExactGapLaw {
    pub(crate) frequency: Fraction,
    /// P(gap = g), from g = 1.
    pub(crate) pmf: Vec<Fraction>,
}

/// The gap law of the piece `lumped` asks about, under the exact
/// stationary law `pi` of the chain it lumps, if its gaps are bounded
/// and its fractions fit.
pub(crate) fn gap_law(lumped: &Lumped, pi: &[Fraction]) -> Option<ExactGapLaw> {
    let mut by_class = vec![Fraction::ZERO; lumped.len()];
    for (s, &p) in pi.iter().enumerate() {
        let c = lumped.class_of[s] as usize;
        by_class[c] = by_class[c].add(p)?;
    }
    let edges = |c: usize| {
        lumped.edges[c]
            .iter()
            .zip(&lumped.exact[c])
            .map(|(&(yes, to, _), &exact)| (yes, to as usize, exact))
    };
    let mut after = vec![Fraction::ZERO; lumped.len()];
    let mut frequency = Fraction::ZERO;
    for (c, &weight) in by_class.iter().enumerate() {
        for (yes, to, exact) in edges(c) {
            if yes {
                let m = weight.mul(exact?)?;
                after[to] = after[to].add(m)?;
                frequency = frequency.add(m)?;
            }
        }
    }
    for m in &mut after {
        *m = m.div(frequency)?;
    }
    let mut pmf = Vec::new();
    let mut next = vec![Fraction::ZERO; lumped.len()];
    while after.iter().any(|&m| m != Fraction::ZERO) {
        if pmf.len() == MAX_CYCLE {
            return None;
        }
        let mut arrived = Fraction::ZERO;
        for (c, &m) in after.iter().enumerate() {
            if m == Fraction::ZERO {
                continue;
            }
            for (yes, to, exact) in edges(c) {
                let flow = m.mul(exact?)?;
                if yes {
                    arrived = arrived.add(flow)?;
                } else {
                    next[to] = next[to].add(flow)?;
                }
            }
        }
        pmf.push(arrived);
        std::mem::swap(&mut after, &mut next);
        next.fill(Fraction::ZERO);
    }
    Some(ExactGapLaw { frequency, pmf })
}

/// Σ weight × pmf over several gap laws (pooling pieces by frequency).
pub(crate) fn pooled(laws: &[&ExactGapLaw]) -> Option<Vec<Fraction>> {
    let len = laws.iter().map(|l| l.pmf.len()).max()?;
    let mut pmf = vec![Fraction::ZERO; len];
    for law in laws {
        for (slot, &p) in pmf.iter_mut().zip(&law.pmf) {
            *slot = slot.add(law.frequency.mul(p)?)?;
        }
    }
    Some(pmf)
}

/// A gap law's variance, from its pmf (gap g at index g − 1).
pub(crate) fn variance(pmf: &[Fraction]) -> Option<Fraction> {
    let (mut mean, mut square) = (Fraction::ZERO, Fraction::ZERO);
    for (i, &p) in pmf.iter().enumerate() {
        let g = Fraction::whole(i as u128 + 1);
        mean = mean.add(g.mul(p)?)?;
        square = square.add(g.mul(g)?.mul(p)?)?;
    }
    square.sub(mean.mul(mean)?)
}

/// `P(drought ≥ length)` = `P(gap > length)`.
pub(crate) fn p_drought_at_least(pmf: &[Fraction], length: u64) -> Option<Fraction> {
    pmf.iter()
        .skip(length as usize)
        .try_fold(Fraction::ZERO, |sum, &p| sum.add(p))
}

/// The answers that are exact fractions, written as `n/d`; `null` where
/// an answer is not rational and small.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Fractions {
    /// Each piece's long-run share.
    pub frequency: Option<PieceMap<String>>,
    /// P(the next piece repeats the last).
    pub repeat_probability: Option<String>,
    /// The guess accuracy of the observer who knows the chain's hidden
    /// state (`next_given_state.guess_accuracy`).
    pub next_given_state_guess_accuracy: Option<String>,
    /// For bags: guess accuracy by position in the bag.
    pub bag_position: Option<Vec<String>>,
    /// All pieces' gaps pooled: variance.
    pub gap_variance: Option<String>,
    /// All pieces' gaps pooled: gap → probability.
    pub gap_pmf: Option<BTreeMap<u64, String>>,
    /// All pieces' droughts pooled: L → P(drought ≥ L).
    pub drought_p_at_least: Option<BTreeMap<u64, String>>,
    /// The guess accuracy of the observer who sees only the pieces (the
    /// report's `guess_accuracy`): the knowing observer's when it learns
    /// the state, else recognised.
    pub guess_accuracy: Option<String>,
    /// The fields above that were recognised rather than computed: the
    /// float's simplest fraction with a denominator of at most 10^4 within
    /// 10^-11 of it (very likely its exact value, but not derived).
    pub recognised: Vec<&'static str>,
}

/// The next piece's law from each state, in fractions.
fn next_piece_laws(chain: &Chain) -> Option<Vec<[Fraction; 7]>> {
    (0..chain.len())
        .map(|s| {
            let mut law = [Fraction::ZERO; 7];
            for edge in chain.edges(s) {
                let slot = &mut law[edge.piece.index()];
                *slot = slot.add(chain.exact(edge)?)?;
            }
            Some(law)
        })
        .collect()
}

/// The sum of exact terms, if every term is exact and the sum fits.
fn sum(terms: impl Iterator<Item = Option<Fraction>>) -> Option<Fraction> {
    let mut total = Fraction::ZERO;
    for term in terms {
        total = total.add(term?)?;
    }
    Some(total)
}

/// The largest chance in a law.
fn likeliest(law: &[Fraction; 7]) -> Option<Fraction> {
    law.iter().try_fold(Fraction::ZERO, |m, &p| m.max(p))
}

impl Fractions {
    /// The exact answers of `chain` under its exact stationary law `pi`,
    /// with each piece's exact gap law (where it has one) and the drought
    /// lengths whose tails are asked for.
    pub(crate) fn of(
        chain: &Chain,
        pi: &[Fraction],
        gaps: &[Option<ExactGapLaw>],
        lengths: &[u64],
    ) -> Fractions {
        let laws = next_piece_laws(chain);
        let guess = laws
            .as_ref()
            .and_then(|laws| sum(laws.iter().zip(pi).map(|(law, &p)| p.mul(likeliest(law)?))));
        let repeat = laws.as_ref().and_then(|laws| {
            sum(chain.all_edges().map(|(s, e)| {
                pi[s]
                    .mul(chain.exact(e)?)?
                    .mul(laws[e.to as usize][e.piece.index()])
            }))
        });
        let by_position = laws
            .as_ref()
            .zip(chain.positions())
            .and_then(|(laws, positions)| {
                let size = *positions.iter().max()? as usize;
                (1..=size as u32)
                    .map(|k| {
                        let at = |s: &usize| positions[*s] == k;
                        let weight = sum((0..chain.len()).filter(at).map(|s| Some(pi[s])))?;
                        let hits = sum((0..chain.len())
                            .filter(at)
                            .map(|s| pi[s].mul(likeliest(&laws[s])?)))?;
                        hits.div(weight)
                    })
                    .collect::<Option<Vec<_>>>()
            });
        let text = |f: Fraction| f.to_string();
        Fractions {
            repeat_probability: repeat.map(text),
            next_given_state_guess_accuracy: guess.map(text),
            bag_position: by_position.map(|v| v.into_iter().map(text).collect()),
            ..Fractions::of_gaps(gaps, lengths)
        }
    }

    /// The exact answers that come from the pieces' exact gap laws alone
    /// (`None` where a piece has none): frequencies, the pooled gap law and
    /// its drought tails at `lengths`.
    pub(crate) fn of_gaps(gaps: &[Option<ExactGapLaw>], lengths: &[u64]) -> Fractions {
        let gaps: Option<Vec<&ExactGapLaw>> = gaps.iter().map(Option::as_ref).collect();
        let pmf = gaps.as_deref().and_then(pooled);
        Fractions {
            frequency: gaps
                .as_ref()
                .map(|g| PieceMap(std::array::from_fn(|i| g[i].frequency.to_string()))),
            gap_variance: pmf.as_deref().and_then(variance).map(|f| f.to_string()),
            gap_pmf: pmf.as_ref().map(|pmf| {
                pmf.iter()
                    .enumerate()
                    .filter(|&(_, &p)| p != Fraction::ZERO)
                    .map(|(i, p)| (i as u64 + 1, p.to_string()))
                    .collect()
            }),
            drought_p_at_least: pmf.as_ref().and_then(|pmf| {
                lengths
                    .iter()
                    .map(|&l| Some((l, p_drought_at_least(pmf, l)?.to_string())))
                    .collect()
            }),
            ..Fractions::default()
        }
    }

    /// Fills the scalar answers that are rational in fact but escaped the
    /// exact arithmetic (an unbounded gap law, a chain that never renews,
    /// an observer's beliefs) with the fractions their floats recognise,
    /// naming each in [`Fractions::recognised`]. `None` values are floats
    /// with no exact method behind them, left alone.
    pub(crate) fn recognise(&mut self, floats: RecognisedFloats) {
        let fields = [
            (
                "repeat_probability",
                &mut self.repeat_probability,
                Some(floats.repeat_probability),
            ),
            (
                "gap_variance",
                &mut self.gap_variance,
                Some(floats.gap_variance),
            ),
            (
                "next_given_state_guess_accuracy",
                &mut self.next_given_state_guess_accuracy,
                Some(floats.next_given_state_guess_accuracy),
            ),
            (
                "guess_accuracy",
                &mut self.guess_accuracy,
                floats.guess_accuracy,
            ),
        ];
        for (name, field, float) in fields {
            if field.is_none()
                && let Some(fraction) = float.and_then(Fraction::recognise)
            {
                *field = Some(fraction.to_string());
                self.recognised.push(name);
            }
        }
    }
}

/// The exact analysis's floats whose fractions may be recognised
/// ([`Fractions::recognise`]).
#[derive(Clone, Copy)]
pub(crate) struct RecognisedFloats {
    pub(crate) repeat_probability: f64,
    pub(crate) gap_variance: f64,
    pub(crate) next_given_state_guess_accuracy: f64,
    /// The pieces' guess accuracy; `None` when the observer's value is an
    /// estimate.
    pub(crate) guess_accuracy: Option<f64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::lump::lump;

    /// The 7-bag in fractions: its closed forms exactly.
    #[test]
    fn seven_bag_in_fractions() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched)
            .unwrap()
            .merged();
        let pi = stationary(&chain).unwrap();
        let gaps: Vec<_> = Piece::ALL
            .map(|x| gap_law(&lump(&chain, |p| p == x), &pi))
            .into();
        let f = Fractions::of(&chain, &pi, &gaps, &[7, 12, 13]);
        assert_eq!(
            f.next_given_state_guess_accuracy.as_deref(),
            Some("363/980")
        );
        assert_eq!(f.repeat_probability.as_deref(), Some("1/49"));
        assert_eq!(f.gap_variance.as_deref(), Some("8"));
        assert_eq!(f.frequency.unwrap().0, ["1/7"; 7].map(String::from));
        let pmf = f.gap_pmf.unwrap();
        for d in 0..=12u64 {
            let expected = Fraction::new(7 - (d as i64 - 6).unsigned_abs() as u128, 49).unwrap();
            assert_eq!(pmf[&(d + 1)], expected.to_string());
        }
        let tails = f.drought_p_at_least.unwrap();
        assert_eq!(tails[&12], "1/49");
        assert_eq!(tails[&13], "0");
        let expected: Vec<String> = (1..=7)
            .map(|k| Fraction::new(1, 8 - k).unwrap().to_string())
            .collect();
        assert_eq!(f.bag_position.unwrap(), expected);
    }

    /// The 14-bag's variance is 19 exactly.
    #[test]
    fn fourteen_bag_variance_is_nineteen() {
        let chain = Chain::build(&BagLaw { full: [2; 7] }, 10_000, &crate::work::Unwatched)
            .unwrap()
            .merged();
        let pi = stationary(&chain).unwrap();
        let law = gap_law(&lump(&chain, |p| p == Piece::T), &pi).unwrap();
        assert_eq!(variance(&law.pmf).unwrap().to_string(), "19");
        assert_eq!(law.frequency.to_string(), "1/7");
    }
}
