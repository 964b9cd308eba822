//! How predictable the next piece is from the last k pieces alone:
//! `H(next | previous k)` from the exact probability of every sequence of
//! up to k + 1 pieces under the stationary law.
//!
//! One depth-first walk over sequences serves every k. What it carries
//! after a sequence is a *forward* variable: the chance of the sequence
//! together with each hidden thing that decides what comes next. Any chain
//! carries its states ([`ChainForward`]); a plain bag refilled when empty
//! carries only where the sequence began in its bag ([`BagForward`]), far
//! fewer, because the pieces of a shuffled bag are exchangeable.

use super::chain::Chain;
use super::forms::Counts;
use super::spread::{Sparse, Spread, sparse};
use crate::Piece;

/// The most sequence work conditional entropies may take before the walk
/// gives up its deepest level (forward entries visited).
const BUDGET: u64 = 400_000_000;

/// `H(next | previous k)` in bits for `k = 0..=max_k` under the stationary
/// law `pi` of `chain` (`laws` its states' next-piece laws), or, for a
/// plain bag (`bag`: the multiset it is filled with), from the bag's
/// closed form, which holds the same law with far less work.
///
/// A symmetric law walks one sequence per pattern of repeats (`IJI`
/// stands for every `xyx`), weighted by how many it stands for. When the
/// walk has used up the work budget it stops going as deep and goes on one
/// level shallower (the sums of the shallower levels are complete, as the
/// walk is depth first); the entries beyond the deepest walked are `None`.
pub(crate) fn conditional_entropies(
    chain: &Chain,
    laws: &[[f64; 7]],
    pi: &[f64],
    bag: Option<&Counts>,
    max_k: usize,
) -> Vec<Option<f64>> {
    match bag {
        Some(full) => walk(BagForward::new(full, max_k), chain.symmetric, max_k, BUDGET),
        None => walk(
            ChainForward {
                laws,
                pi,
                spread: Spread::new(chain),
            },
            chain.symmetric,
            max_k,
            BUDGET,
        ),
    }
}

/// `H(next | previous k)` in bits for `k = 0..=max_k` of a plain bag
/// filled with `full` and refilled when empty, from its closed form alone
/// (no chain), giving up its deepest levels after `budget` entries.
pub(crate) fn bag_entropies(full: &Counts, max_k: usize, budget: u64) -> Vec<Option<f64>> {
    let symmetric = full.iter().all(|&c| c == full[0]);
    walk(BagForward::new(full, max_k), symmetric, max_k, budget)
}

/// What a walk carries after a sequence: the sequence's chance spread over
/// whatever decides the next piece.
trait Forward {
    /// The forward variable of one sequence.
    type Alpha;
    /// Before any piece: the stationary law.
    fn start(&self) -> Self::Alpha;
    /// The sequence's chance.
    fn probability(alpha: &Self::Alpha) -> f64;
    /// How many entries it holds (the walk's unit of work).
    fn size(alpha: &Self::Alpha) -> usize;
    /// The chance of the sequence followed by each piece.
    fn chances(&self, alpha: &Self::Alpha) -> [f64; 7];
    /// After `piece`, if the sequence can go on with it.
    fn step(&mut self, alpha: &Self::Alpha, piece: Piece) -> Option<Self::Alpha>;
}

/// Walks every sequence of up to `max_k + 1` pieces, giving up a level
/// each time `budget` entries have been visited, and turns the sums of
/// `−P log P` into conditional entropies.
fn walk<F: Forward>(forward: F, symmetric: bool, max_k: usize, budget: u64) -> Vec<Option<f64>> {
    let start = forward.start();
    let mut walker = Walker {
        forward,
        symmetric,
        sums: vec![0.0; max_k + 2],
        deepest: max_k,
        budget,
        work: 0,
    };
    walker.walk(&start, 1.0, 0, 0);
    // H(X_{k+1} | X_1..X_k) = H(k+1-grams) − H(k-grams), both sums of
    // −P log P weighted by how many sequences each walk stood for.
    (0..=max_k)
        .map(|k| (k <= walker.deepest).then(|| walker.sums[k + 1] - walker.sums[k]))
        .collect()
}

struct Walker<F> {
    forward: F,
    symmetric: bool,
    /// Σ over sequences of each length of `−P(s) log2 P(s)`.
    sums: Vec<f64>,
    /// The longest context still walked: sequences of up to
    /// `deepest + 1` pieces.
    deepest: usize,
    /// Entries the walk may visit before it gives up its deepest level.
    budget: u64,
    /// Entries visited since the budget was last renewed.
    work: u64,
}

impl<F: Forward> Walker<F> {
    /// Walks the sequences extending one of length `depth` whose forward
    /// variable is `alpha`, which stands for `weight` sequences, using
    /// `labels` distinct pieces so far, down to length `deepest + 1`.
    fn walk(&mut self, alpha: &F::Alpha, weight: f64, depth: usize, labels: usize) {
        self.add(depth, weight, F::probability(alpha));
        if depth > self.deepest {
            return;
        }
        self.work += F::size(alpha) as u64;
        if self.work > self.budget && self.deepest > 0 {
            self.deepest -= 1;
            self.work = 0;
            if depth > self.deepest {
                return;
            }
        }
        let options = self.options(labels);
        if depth == self.deepest {
            // The last level needs only each sequence's chance.
            let chances = self.forward.chances(alpha);
            for (piece, multiplicity, _) in options {
                self.add(depth + 1, weight * multiplicity, chances[piece.index()]);
            }
            return;
        }
        for (piece, multiplicity, next_labels) in options {
            if let Some(next) = self.forward.step(alpha, piece) {
                self.walk(&next, weight * multiplicity, depth + 1, next_labels);
            }
        }
    }

    /// Counts a sequence of length `depth` with `probability`, standing
    /// for `weight` sequences.
    fn add(&mut self, depth: usize, weight: f64, probability: f64) {
        if probability > 0.0 {
            self.sums[depth] -= weight * probability * probability.log2();
        }
    }

    /// The pieces that extend a sequence using `labels` distinct pieces,
    /// each with how many sequences it stands for and the labels used
    /// after it. Under symmetry, pieces already seen keep their labels
    /// and one unseen piece stands for all the others.
    fn options(&self, labels: usize) -> Vec<(Piece, f64, usize)> {
        if !self.symmetric {
            return Piece::ALL.iter().map(|&p| (p, 1.0, 0)).collect();
        }
        let mut options: Vec<(Piece, f64, usize)> = Piece::ALL[..labels]
            .iter()
            .map(|&p| (p, 1.0, labels))
            .collect();
        if labels < 7 {
            options.push((Piece::ALL[labels], (7 - labels) as f64, labels + 1));
        }
        options
    }
}

/// Any chain: the chance of each state after the sequence (sparse,
/// unnormalised: its total is the sequence's chance).
struct ChainForward<'a> {
    laws: &'a [[f64; 7]],
    pi: &'a [f64],
    /// Carries the chances along one piece's edges.
    spread: Spread<'a>,
}

impl Forward for ChainForward<'_> {
    type Alpha = Sparse;

    fn start(&self) -> Self::Alpha {
        sparse(self.pi)
    }

    fn probability(alpha: &Self::Alpha) -> f64 {
        alpha.iter().map(|a| a.1).sum()
    }

    fn size(alpha: &Self::Alpha) -> usize {
        alpha.len()
    }

    fn chances(&self, alpha: &Self::Alpha) -> [f64; 7] {
        let mut chances = [0.0; 7];
        for &(s, mass) in alpha {
            for (chance, p) in chances.iter_mut().zip(self.laws[s as usize]) {
                *chance += mass * p;
            }
        }
        chances
    }

    fn step(&mut self, alpha: &Self::Alpha, piece: Piece) -> Option<Self::Alpha> {
        let next = self.spread.step(alpha, piece);
        (!next.is_empty()).then_some(next)
    }
}

/// A plain bag of `full` pieces, shuffled and dealt in order, refilled
/// when empty. In the long run a sequence starts at each of the bag's `n`
/// places alike; from a given place, what comes next depends only on the
/// sequence's own pieces since the bag last began: a shuffled bag's
/// places are exchangeable, so the next of its pieces is `x` with chance
/// (`x`'s count − the sequence's `x`s in this bag) / (`n` − the
/// sequence's pieces in this bag), whatever was dealt before the sequence
/// began. The forward variable is one entry per starting place: `n`
/// entries where a chain would carry every multiset the bag can hold.
/// Places far enough from the bag's end that no walked sequence reaches
/// it deal alike and are one entry: a walk of sequences up to 9 pieces
/// long carries 9 entries for a bag of 63, not 63.
struct BagForward {
    full: Counts,
    /// The longest sequence walked.
    longest: usize,
}

/// A sequence read from one starting place in the bag.
#[derive(Debug, Clone, Copy)]
struct Place {
    /// The chance of the sequence, starting here (weighted by the
    /// place's stationary chance).
    chance: f64,
    /// Pieces left in the bag after the sequence.
    left: u16,
    /// The sequence's pieces dealt from the bag now being dealt, by kind.
    taken: Counts,
}

impl BagForward {
    /// The walk of sequences up to `max_k + 1` pieces of a bag of `full`.
    fn new(full: &Counts, max_k: usize) -> BagForward {
        BagForward {
            full: *full,
            longest: max_k + 1,
        }
    }

    fn size(&self) -> u16 {
        self.full.iter().sum()
    }

    /// The chance that `place`'s next piece is `piece`: its share of
    /// what the sequence has left of the bag (a new bag when it is empty).
    fn next(&self, place: &Place, piece: Piece) -> f64 {
        let taken = if place.left == 0 { [0; 7] } else { place.taken };
        let in_this_bag: u16 = taken.iter().sum();
        let i = piece.index();
        f64::from(self.full[i] - taken[i]) / f64::from(self.size() - in_this_bag)
    }
}

impl Forward for BagForward {
    type Alpha = Vec<Place>;

    fn start(&self) -> Self::Alpha {
        let n = self.size();
        let place = |left: u16, places: u16| Place {
            chance: f64::from(places) / f64::from(n),
            left,
            taken: [0; 7],
        };
        // With `longest` or more left, a walked sequence never empties
        // the bag (its next piece is asked for after at most
        // `longest − 1`): those places are one entry.
        let longest = u16::try_from(self.longest).unwrap_or(u16::MAX);
        let far = n.saturating_sub(longest) + u16::from(n >= longest);
        let near = (1..=n.min(longest - 1)).map(|left| place(left, 1));
        (far > 0)
            .then(|| place(n, far))
            .into_iter()
            .chain(near)
            .collect()
    }

    fn probability(alpha: &Self::Alpha) -> f64 {
        alpha.iter().map(|p| p.chance).sum()
    }

    fn size(alpha: &Self::Alpha) -> usize {
        alpha.len()
    }

    fn chances(&self, alpha: &Self::Alpha) -> [f64; 7] {
        let mut chances = [0.0; 7];
        for place in alpha {
            for piece in Piece::ALL {
                chances[piece.index()] += place.chance * self.next(place, piece);
            }
        }
        chances
    }

    fn step(&mut self, alpha: &Self::Alpha, piece: Piece) -> Option<Self::Alpha> {
        let next: Vec<Place> = alpha
            .iter()
            .filter_map(|place| {
                let chance = place.chance * self.next(place, piece);
                (chance > 0.0).then(|| {
                    let mut after = if place.left == 0 {
                        Place {
                            chance,
                            left: self.size(),
                            taken: [0; 7],
                        }
                    } else {
                        Place { chance, ..*place }
                    };
                    after.left -= 1;
                    after.taken[piece.index()] += 1;
                    after
                })
            })
            .collect();
        (!next.is_empty()).then_some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::predict::next_piece_laws;
    use crate::analysis::exact::stationary::stationary;

    /// The 7-bag's next piece: H(next | nothing seen) = log2 7, and each
    /// piece seen makes the next surer (a piece cannot come again until
    /// the bag turns).
    #[test]
    fn seven_bag_conditional_entropies() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched).unwrap();
        let pi = stationary(&chain).unwrap();
        let laws = next_piece_laws(&chain);
        let h = conditional_entropies(&chain, &laws, &pi, None, 3);
        assert!((h[0].unwrap() - 7f64.log2()).abs() < 1e-12);
        assert!(h[1].unwrap() < h[0].unwrap());
        assert!(h[3].unwrap() < h[2].unwrap());
    }

    /// The bag's closed form gives every plain bag's conditional entropies
    /// as its chain does: symmetric bags of one, two and three copies,
    /// and uneven bags (walked piece by piece, without symmetry).
    #[test]
    fn the_bag_form_agrees_with_the_chain() {
        for full in [
            [1; 7],
            [2; 7],
            [3; 7],
            [2, 1, 1, 1, 1, 1, 1],
            [3, 1, 2, 1, 1, 0, 1],
        ] {
            let chain = Chain::build(&BagLaw { full }, 1_000_000, &crate::work::Unwatched)
                .unwrap()
                .merged();
            let pi = stationary(&chain).unwrap();
            let laws = next_piece_laws(&chain);
            let max_k = if chain.symmetric { 8 } else { 5 };
            let by_chain = conditional_entropies(&chain, &laws, &pi, None, max_k);
            let by_bag = conditional_entropies(&chain, &laws, &pi, Some(&full), max_k);
            for (k, (a, b)) in by_chain.iter().zip(&by_bag).enumerate() {
                let (a, b) = (a.unwrap(), b.unwrap());
                assert!((a - b).abs() < 1e-12, "{full:?}, k = {k}: {a} against {b}");
            }
        }
    }

    /// The walk gives up its deepest levels rather than its budget: with
    /// little to spare it still answers the shallow levels, as a full walk
    /// does, and leaves the deep ones unanswered.
    #[test]
    fn a_short_budget_gives_up_levels_not_answers() {
        let chain =
            Chain::build(&BagLaw { full: [2; 7] }, 10_000, &crate::work::Unwatched).unwrap();
        let pi = stationary(&chain).unwrap();
        let laws = next_piece_laws(&chain);
        let forward = || ChainForward {
            laws: &laws,
            pi: &pi,
            spread: Spread::new(&chain),
        };
        let full = walk(forward(), true, 6, BUDGET);
        let short = walk(forward(), true, 6, 20_000);
        assert!(full.iter().all(Option::is_some));
        let answered = short.iter().take_while(|h| h.is_some()).count();
        assert!((1..7).contains(&answered), "{short:?}");
        assert!(short[answered..].iter().all(Option::is_none));
        for (a, b) in full.iter().zip(&short).take(answered) {
            assert!((a.unwrap() - b.unwrap()).abs() < 1e-12);
        }
    }
}
