//! Law-equivalent forms: chains with the same piece sequences, at the
//! same probabilities, as a definition, but far fewer states or outcomes.
//!
//! Each form says which definition it stands for and why the laws agree;
//! the module `forms_agree` checks each against its definition — the
//! probability of every opening sequence, where the definition's steps
//! are few enough to list — and the `exact_agrees` integration test
//! checks every catalog randomizer's chain by Monte Carlo.

use super::fraction::Probability;
use super::law::{Law, Outcome, StepError};
use crate::Piece;
use crate::randomizer::{FirstPiece, History, HistoryState};

/// Piece counts, in [`Piece::ALL`] order.
pub(crate) type Counts = [u16; 7];

/// The counts of a multiset of pieces.
pub(crate) fn counts_of(pieces: &[Piece]) -> Counts {
    let mut counts = [0; 7];
    for piece in pieces {
        counts[piece.index()] += 1;
    }
    counts
}

pub(crate) fn total(counts: &Counts) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
}

/// How many states a bag filled with `full` is found in: every multiset
/// its draws leave but the empty one, which is refilled at once — one
/// choice of how many are left of each piece, `Π (count + 1)`, less one.
pub(crate) fn bag_states(full: &Counts) -> u128 {
    full.iter().map(|&c| u128::from(c) + 1).product::<u128>() - 1
}

/// How many states `copies` bags filled with `full` are found in, each
/// drawn from on its own: every bag in any of its states.
fn bags_states(full: &Counts, copies: usize) -> u128 {
    let copies = u32::try_from(copies.max(1)).unwrap_or(u32::MAX);
    bag_states(full).saturating_pow(copies)
}

/// Appends one outcome per piece left in `counts`, each as likely as its
/// share (`scale` times it), with the state after it.
fn draw_from<S>(
    counts: &Counts,
    scale: Probability,
    next: impl Fn(Piece, Counts) -> S,
    out: &mut Vec<Outcome<S>>,
) {
    let left = u128::from(total(counts));
    for piece in Piece::ALL {
        let count = counts[piece.index()];
        if count > 0 {
            let mut after = *counts;
            after[piece.index()] -= 1;
            let share = Probability::fraction(u128::from(count), left);
            out.push(Outcome {
                probability: scale.mul(share),
                piece,
                next: next(piece, after),
            });
        }
    }
}

/// A closed bag — shuffled, then dealt front to back ([`Bag`](crate::randomizer::Bag)
/// in [`Batched`](crate::randomizer::Batched), either end) — as draws
/// without replacement: a uniformly shuffled bag dealt in order deals each
/// remaining piece next with probability its share of what remains. The
/// state is the multiset left (refilled as soon as it empties), not its
/// order: a 14-bag has 3^7 states, not 14!/2^7 orders.
#[derive(Debug, Clone)]
pub(crate) struct BagLaw {
    pub(crate) full: Counts,
}

impl Law for BagLaw {
    type State = Counts;

    fn start(&self) -> Counts {
        self.full
    }

    fn outcomes(&self, state: &Counts, out: &mut Vec<Outcome<Counts>>) -> Result<(), StepError> {
        let refill = |_, after: Counts| if total(&after) == 0 { self.full } else { after };
        draw_from(state, Probability::ONE, refill, out);
        Ok(())
    }

    fn symmetric(&self) -> bool {
        self.full.iter().all(|&c| c == self.full[0])
    }

    fn reachable_states(&self) -> Option<u128> {
        Some(bag_states(&self.full))
    }

    fn bag_position(&self, state: &Counts) -> Option<usize> {
        Some((total(&self.full) - total(state) + 1) as usize)
    }
}

/// TETR.IO's 7+1 and 7+2 bags ([`TetrioExtras`](crate::randomizer::TetrioExtras)):
/// at each bag's start, `extras` uniform pieces join one of each, and the
/// bag is dealt as draws without replacement (as [`BagLaw`]). The state is
/// the multiset left; an empty one means a bag is about to be made.
#[derive(Debug, Clone)]
pub(crate) struct ExtrasLaw {
    pub(crate) extras: usize,
}

impl ExtrasLaw {
    /// Every bag with its extras, and its probability: each multiset of
    /// `extras` pieces once, with the chance that `extras` uniform draws
    /// give it (`extras! / ∏ mᵢ!` orders of `7^extras`), in the order its
    /// first ordering comes among all orderings (non-decreasing orderings
    /// in lexicographic order). Listing orderings instead would make
    /// `7^extras` bags: 823,543 for seven extras, gigabytes of outcomes.
    fn bags(&self) -> Vec<(Counts, Probability)> {
        let orders = 7u128.pow(self.extras as u32);
        let mut bags = Vec::new();
        let mut extra = [0u16; 7];
        Self::multisets(&mut extra, 0, self.extras, &mut |extra| {
            let mut bag = [1; 7];
            for (count, more) in bag.iter_mut().zip(extra) {
                *count += more;
            }
            bags.push((bag, Probability::fraction(Self::orderings(extra), orders)));
        });
        bags
    }

    /// Calls `each` with every multiset of `left` more pieces drawn from
    /// `from` onwards, added to `extra`, in lexicographic order of their
    /// non-decreasing orderings.
    fn multisets(extra: &mut [u16; 7], from: usize, left: usize, each: &mut dyn FnMut(&[u16; 7])) {
        if left == 0 {
            each(extra);
            return;
        }
        for piece in from..7 {
            extra[piece] += 1;
            Self::multisets(extra, piece, left - 1, each);
            extra[piece] -= 1;
        }
    }

    /// How many orderings a multiset has: `n! / ∏ mᵢ!`.
    fn orderings(extra: &[u16; 7]) -> u128 {
        let factorial = |n: u16| (1..=u128::from(n)).product::<u128>();
        let n = extra.iter().sum();
        extra
            .iter()
            .fold(factorial(n), |orders, &m| orders / factorial(m))
    }
}

impl Law for ExtrasLaw {
    type State = Counts;

    fn start(&self) -> Counts {
        [0; 7]
    }

    fn outcomes(&self, state: &Counts, out: &mut Vec<Outcome<Counts>>) -> Result<(), StepError> {
        let bags = if total(state) == 0 {
            self.bags()
        } else {
            vec![(*state, Probability::ONE)]
        };
        for (bag, p) in bags {
            draw_from(&bag, p, |_, after| after, out);
        }
        Ok(())
    }

    fn symmetric(&self) -> bool {
        true
    }
}

/// TETR.IO's pairs ([`TetrioPairs`](crate::randomizer::TetrioPairs)):
/// each batch is three each of two distinct pieces, the pair uniform among
/// the 21 (the first two of a shuffled bag), dealt as draws without
/// replacement. An empty state means a batch is about to be made.
#[derive(Debug, Clone)]
pub(crate) struct PairsLaw;

impl Law for PairsLaw {
    type State = Counts;

    fn start(&self) -> Counts {
        [0; 7]
    }

    fn outcomes(&self, state: &Counts, out: &mut Vec<Outcome<Counts>>) -> Result<(), StepError> {
        if total(state) > 0 {
            draw_from(state, Probability::ONE, |_, after| after, out);
            return Ok(());
        }
        for a in 0..7 {
            for b in a + 1..7 {
                let mut batch = [0; 7];
                (batch[a], batch[b]) = (3, 3);
                draw_from(&batch, Probability::fraction(1, 21), |_, after| after, out);
            }
        }
        Ok(())
    }

    fn symmetric(&self) -> bool {
        true
    }
}

/// TETR.IO's 7+X bag ([`TetrioSevenPlusX`](crate::randomizer::TetrioSevenPlusX)):
/// bags 1–4 take 3, 2, 1, 1 extras from the front of a shuffled extra bag
/// — draws without replacement from its multiset — which is replaced by a
/// full one when it holds too few; each bag is dealt as draws without
/// replacement.
#[derive(Debug, Clone)]
pub(crate) struct SevenPlusXLaw;

/// The state of [`SevenPlusXLaw`]: bags made (up to the first without
/// extras), the extra bag's multiset, the current bag's.
pub(crate) type SevenPlusXState = (u8, Counts, Counts);

impl SevenPlusXLaw {
    const EXTRAS: [u16; 4] = [3, 2, 1, 1];

    /// Every next bag (with the extra bag after it) and its probability.
    fn bags(made: u8, extra: Counts) -> Vec<(Counts, Counts, Probability)> {
        let wanted = Self::EXTRAS.get(usize::from(made)).copied().unwrap_or(0);
        let source = if total(&extra) < u32::from(wanted) {
            [1; 7]
        } else {
            extra
        };
        let mut drawn = vec![([1; 7], source, Probability::ONE)];
        for _ in 0..wanted {
            let mut more = Vec::new();
            for (bag, source, p) in drawn {
                let mut one = Vec::new();
                draw_from(&source, p, |piece, after| (piece, after), &mut one);
                for outcome in one {
                    let (piece, after) = outcome.next;
                    let mut bag = bag;
                    bag[piece.index()] += 1;
                    more.push((bag, after, outcome.probability));
                }
            }
            drawn = more;
        }
        drawn
    }
}

impl Law for SevenPlusXLaw {
    type State = SevenPlusXState;

    fn start(&self) -> SevenPlusXState {
        (0, [0; 7], [0; 7])
    }

    fn outcomes(
        &self,
        &(made, extra, current): &SevenPlusXState,
        out: &mut Vec<Outcome<SevenPlusXState>>,
    ) -> Result<(), StepError> {
        if total(&current) > 0 {
            draw_from(
                &current,
                Probability::ONE,
                |_, after| (made, extra, after),
                out,
            );
            return Ok(());
        }
        let made_next = (made + 1).min(Self::EXTRAS.len() as u8);
        for (bag, extra_after, p) in Self::bags(made, extra) {
            // Once no bag takes extras, the extra bag no longer matters.
            let extra_after = if made_next as usize == Self::EXTRAS.len() {
                [0; 7]
            } else {
                extra_after
            };
            draw_from(&bag, p, |_, after| (made_next, extra_after, after), out);
        }
        Ok(())
    }

    fn symmetric(&self) -> bool {
        true
    }
}

/// Several bags ([`MultiBag`](crate::randomizer::MultiBag)): a bag
/// chosen uniformly, a piece drawn uniformly from what it holds. Uniform
/// draws do not depend on the order a bag's pieces sit in, so each bag's
/// state is its multiset.
#[derive(Debug, Clone)]
pub(crate) struct MultiBagLaw {
    pub(crate) bags: usize,
    pub(crate) full: Counts,
}

impl Law for MultiBagLaw {
    type State = Vec<Counts>;

    fn start(&self) -> Vec<Counts> {
        vec![self.full; self.bags.max(1)]
    }

    fn outcomes(
        &self,
        state: &Vec<Counts>,
        out: &mut Vec<Outcome<Vec<Counts>>>,
    ) -> Result<(), StepError> {
        let choose = Probability::fraction(1, state.len() as u128);
        for (i, bag) in state.iter().enumerate() {
            let next = |_, after: Counts| {
                let mut bags = state.clone();
                bags[i] = if total(&after) == 0 { self.full } else { after };
                bags
            };
            draw_from(bag, choose, next, out);
        }
        Ok(())
    }

    fn reachable_states(&self) -> Option<u128> {
        Some(bags_states(&self.full, self.bags))
    }

    fn symmetric(&self) -> bool {
        self.full.iter().all(|&c| c == self.full[0])
    }
}

/// One bag of several colours ([`RedBlueBag`](crate::randomizer::RedBlueBag)):
/// a uniform draw from every piece of every colour left; a colour that
/// empties is refilled. Each colour's state is its multiset.
#[derive(Debug, Clone)]
pub(crate) struct RedBlueLaw {
    pub(crate) colors: usize,
    pub(crate) full: Counts,
}

impl Law for RedBlueLaw {
    type State = Vec<Counts>;

    fn start(&self) -> Vec<Counts> {
        vec![self.full; self.colors.max(1)]
    }

    fn outcomes(
        &self,
        state: &Vec<Counts>,
        out: &mut Vec<Outcome<Vec<Counts>>>,
    ) -> Result<(), StepError> {
        let left = u128::from(state.iter().map(total).sum::<u32>());
        for (c, colour) in state.iter().enumerate() {
            // A colour is drawn with its share of what is left, then a
            // piece with its share of the colour.
            let share = Probability::fraction(u128::from(total(colour)), left);
            let next = |_, after: Counts| {
                let mut colours = state.clone();
                colours[c] = if total(&after) == 0 { self.full } else { after };
                colours
            };
            draw_from(colour, share, next, out);
        }
        Ok(())
    }

    /// Every colour can be drawn from while it holds pieces, so each
    /// runs through its states on its own, as a bag does.
    fn reachable_states(&self) -> Option<u128> {
        Some(bags_states(&self.full, self.colors))
    }

    fn symmetric(&self) -> bool {
        self.full.iter().all(|&c| c == self.full[0])
    }
}

/// A history randomizer ([`History`]) in closed form. Its rolls are
/// independent uniform draws, so with `m` distinct pieces in the history
/// and `R` rolls (the last kept unchecked) a piece not in the history comes
/// with probability `(1/7) Σ_{k<R} (m/7)^k` and one in it with
/// `(1/7)(m/7)^(R−1)`. The TGM extra draw after each failed roll makes `N`
/// checked rolls plus one unchecked draw: the law of `R = N + 1` plain
/// rolls. The piece order only renames draws. The first piece rolled until
/// it is not S, Z or O, or drawn from I J L T, is uniform over I J L T.
#[derive(Debug, Clone)]
pub(crate) struct HistoryLaw {
    pub(crate) history: History,
}

impl HistoryLaw {
    /// Rolls in the plain form.
    fn rolls(&self) -> u32 {
        self.history.rolls.max(1) + u32::from(self.history.extra_draw)
    }

    /// The probability of one given piece after `rolls` rolls with `m`
    /// distinct pieces in the history: `(absent, present)`.
    fn piece_probabilities(&self, m: u32) -> (Probability, Probability) {
        let r = self.rolls();
        let exact = (|| {
            let sevens = 7u128.checked_pow(r)?;
            let mut absent = 0u128;
            for k in 0..r {
                absent = absent.checked_add(
                    u128::from(m)
                        .checked_pow(k)?
                        .checked_mul(7u128.checked_pow(r - 1 - k)?)?,
                )?;
            }
            let present = u128::from(m).checked_pow(r - 1)?;
            Some((
                Probability::fraction(absent, sevens),
                Probability::fraction(present, sevens),
            ))
        })();
        exact.unwrap_or_else(|| {
            let a = f64::from(m) / 7.0;
            let absent = (0..r).map(|k| a.powi(k as i32)).sum::<f64>() / 7.0;
            let present = a.powi(r as i32 - 1) / 7.0;
            (Probability::float(absent), Probability::float(present))
        })
    }
}

impl Law for HistoryLaw {
    type State = HistoryState;

    fn start(&self) -> HistoryState {
        use crate::randomizer::Definition;
        self.history.start()
    }

    fn outcomes(
        &self,
        state: &HistoryState,
        out: &mut Vec<Outcome<HistoryState>>,
    ) -> Result<(), StepError> {
        let size = self.history.size.max(1);
        let next = |piece: Piece| {
            let mut recent = state.recent.clone();
            recent.push(piece);
            if recent.len() > size {
                recent.remove(0);
            }
            HistoryState {
                recent,
                first_pending: false,
            }
        };
        if state.first_pending && self.history.first != FirstPiece::Roll {
            for piece in [Piece::I, Piece::J, Piece::L, Piece::T] {
                out.push(Outcome {
                    probability: Probability::fraction(1, 4),
                    piece,
                    next: next(piece),
                });
            }
            return Ok(());
        }
        let present = |piece: Piece| state.recent.contains(&piece);
        let m = Piece::ALL.into_iter().filter(|&p| present(p)).count() as u32;
        let (absent, present_p) = self.piece_probabilities(m);
        for piece in Piece::ALL {
            out.push(Outcome {
                probability: if present(piece) { present_p } else { absent },
                piece,
                next: next(piece),
            });
        }
        Ok(())
    }

    fn symmetric(&self) -> bool {
        true
    }
}

/// A bag whose game starts with a rule on its first batch (TETR.IO's
/// `no_szo`): the first batch as the definition deals it — every shuffle,
/// then the rule — and every later bag as [`BagLaw`].
#[derive(Debug, Clone)]
pub(crate) struct FirstBatchBagLaw {
    pub(crate) batched: crate::randomizer::Batched<crate::randomizer::Bag>,
    pub(crate) law: BagLaw,
}

/// The first batch's state as the definition has it, then the law's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum FirstBatchState {
    First(crate::randomizer::BatchedState<()>),
    Then(Counts),
}

impl Law for FirstBatchBagLaw {
    type State = FirstBatchState;

    fn start(&self) -> FirstBatchState {
        use crate::randomizer::Definition;
        FirstBatchState::First(self.batched.start())
    }

    fn outcomes(
        &self,
        state: &FirstBatchState,
        out: &mut Vec<Outcome<FirstBatchState>>,
    ) -> Result<(), StepError> {
        match state {
            FirstBatchState::Then(counts) => {
                let mut inner = Vec::new();
                self.law.outcomes(counts, &mut inner)?;
                out.extend(inner.into_iter().map(|o| Outcome {
                    probability: o.probability,
                    piece: o.piece,
                    next: FirstBatchState::Then(o.next),
                }));
            }
            FirstBatchState::First(batched) => {
                let paths = super::probe::paths(&self.batched, batched, super::law::MAX_PATHS)
                    .map_err(|_| StepError::TooManyPaths(super::law::MAX_PATHS))?;
                for path in paths {
                    let done = path.next.started && path.next.undealt.is_empty();
                    out.push(Outcome {
                        probability: Probability::reciprocal(path.probability, path.denominator),
                        piece: path.piece,
                        next: if done {
                            FirstBatchState::Then(self.law.full)
                        } else {
                            FirstBatchState::First(path.next)
                        },
                    });
                }
            }
        }
        Ok(())
    }

    fn symmetric(&self) -> bool {
        self.law.symmetric()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::fraction::Fraction;

    /// The extras' bags are each multiset once, with the chance the
    /// uniform draws give it: against every ordering drawn one by one (up
    /// to four extras), the same bags first seen in the same order with
    /// the same exact chances; and seven extras make C(13, 6) = 1716 bags
    /// (not 7^7 orderings) whose chances sum to one.
    #[test]
    fn extras_bags_are_multisets_with_their_chances() {
        for extras in 1..=4 {
            let mut orderings: Vec<(Counts, Fraction)> = vec![([1; 7], Fraction::ONE)];
            for _ in 0..extras {
                orderings = orderings
                    .into_iter()
                    .flat_map(|(bag, p)| {
                        Piece::ALL.map(|piece| {
                            let mut more = bag;
                            more[piece.index()] += 1;
                            (more, p.mul(Fraction::new(1, 7).unwrap()).unwrap())
                        })
                    })
                    .collect();
            }
            let mut expected: Vec<(Counts, Fraction)> = Vec::new();
            for (bag, p) in orderings {
                match expected.iter_mut().find(|(seen, _)| *seen == bag) {
                    Some((_, sum)) => *sum = sum.add(p).unwrap(),
                    None => expected.push((bag, p)),
                }
            }
            let bags: Vec<(Counts, Fraction)> = ExtrasLaw { extras }
                .bags()
                .into_iter()
                .map(|(bag, p)| (bag, p.exact.unwrap()))
                .collect();
            assert_eq!(bags, expected, "{extras} extras");
        }
        let seven = ExtrasLaw { extras: 7 }.bags();
        assert_eq!(seven.len(), 1716);
        let sum = seven
            .iter()
            .fold(Fraction::new(0, 1).unwrap(), |sum, (_, p)| {
                sum.add(p.exact.unwrap()).unwrap()
            });
        assert_eq!(sum, Fraction::ONE);
    }
}
