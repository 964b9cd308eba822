//! Each law-equivalent form against the definition it stands for: the
//! probability of every piece sequence of the first `n` pieces, computed
//! both ways, must agree. `n` covers at least one refill wherever the
//! definition's own steps are few enough to list; the forms whose
//! definitions are too large to list even once (the 14-bag's 14!
//! shuffles, TETR.IO's 7+X-bag) are checked by Monte Carlo in the
//! `exact_agrees` integration test, as every catalog randomizer is.

use std::collections::HashMap;

use super::chain::{Chain, ChainError};
use super::forms::{BagLaw, ExtrasLaw, HistoryLaw, MultiBagLaw, PairsLaw, RedBlueLaw, counts_of};
use super::law::{Law, Outcome, StepError};
use super::probe;
use crate::Piece;
use crate::randomizer::catalog::{Drawn, Family};
use crate::randomizer::{Batched, Definition, FirstBatch, TetrioExtras, TetrioPairs};

/// A definition's own law, its steps listed however many paths they
/// take (the analysis caps them; a test can wait).
struct Listed<D>(D);

impl<D: Definition> Law for Listed<D> {
    type State = D::State;

    fn start(&self) -> D::State {
        self.0.start()
    }

    fn outcomes(
        &self,
        state: &D::State,
        out: &mut Vec<Outcome<D::State>>,
    ) -> Result<(), StepError> {
        let paths = probe::paths(&self.0, state, 1 << 22).expect("a listable step");
        out.extend(paths.into_iter().map(|path| Outcome {
            probability: super::fraction::Probability::float(path.probability),
            piece: path.piece,
            next: path.next,
        }));
        Ok(())
    }
}

/// P(the first `n` pieces are `s`) for every sequence `s` the law deals.
fn sequences<L: Law>(law: &L, n: usize) -> HashMap<Vec<Piece>, f64> {
    let mut frontier: HashMap<(Vec<Piece>, L::State), f64> =
        HashMap::from([((Vec::new(), law.start()), 1.0)]);
    let mut outcomes = Vec::new();
    for _ in 0..n {
        let mut next = HashMap::new();
        for ((sequence, state), p) in frontier {
            outcomes.clear();
            law.outcomes(&state, &mut outcomes)
                .expect("a listable step");
            for outcome in outcomes.drain(..) {
                let mut longer = sequence.clone();
                longer.push(outcome.piece);
                *next.entry((longer, outcome.next)).or_insert(0.0) += p * outcome.probability.value;
            }
        }
        frontier = next;
    }
    let mut law = HashMap::new();
    for ((sequence, _), p) in frontier {
        *law.entry(sequence).or_insert(0.0) += p;
    }
    law
}

/// Asserts that two laws give every sequence of `n` pieces the same
/// probability (to 1e-12), and that each has mass 1 (to 1e-9: a sum of
/// up to a few hundred thousand terms).
#[track_caller]
fn assert_same_law(what: &str, form: &impl Law, definition: &impl Law, n: usize) {
    let (a, b) = (sequences(form, n), sequences(definition, n));
    for (name, law) in [("form", &a), ("definition", &b)] {
        let mass: f64 = law.values().sum();
        assert!(
            (mass - 1.0).abs() < 1e-9,
            "{what}: the {name}'s mass is {mass}"
        );
    }
    for sequence in a.keys().chain(b.keys()) {
        let (p, q) = (
            a.get(sequence).copied().unwrap_or(0.0),
            b.get(sequence).copied().unwrap_or(0.0),
        );
        assert!(
            (p - q).abs() < 1e-12,
            "{what}: {} has probability {p} in the form but {q} by the definition",
            crate::piece::letters(sequence)
        );
    }
}

/// The family of a catalog spec, which must draw from a generic generator.
fn drawn(text: &str) -> Drawn {
    match text
        .parse::<crate::Spec>()
        .expect("a catalog spec")
        .family()
    {
        Family::Drawn(drawn) => drawn.clone(),
        Family::Own(_) => panic!("{text} runs on its own generator"),
    }
}

/// A shuffled bag dealt in order is drawing without replacement from the
/// multiset left: the 7-bag over one bag, and a bag with repeated pieces
/// over two and a half.
#[test]
fn bags_are_draws_without_replacement() {
    for (text, n) in [
        ("7-bag", 7),
        ("bag:contents=IIJO", 10),
        ("bag:contents=IJO,deal=back", 8),
    ] {
        let Drawn::Bag(bag, FirstBatch::AsMade) = drawn(text) else {
            panic!("{text} is a bag")
        };
        let form = BagLaw {
            full: counts_of(&bag.contents),
        };
        let definition = Listed(Batched {
            batch: bag,
            first: FirstBatch::AsMade,
        });
        assert_same_law(text, &form, &definition, n);
    }
}

/// Several bags, or colours, are each the multiset they hold: one bag
/// through a refill, two bags over six pieces.
#[test]
fn multi_bags_and_colours_are_multisets() {
    for (text, n) in [("2x7-bag:bags=1", 9), ("2x7-bag", 6)] {
        let Drawn::MultiBag(bags) = drawn(text) else {
            panic!("{text} is a multi-bag")
        };
        let form = MultiBagLaw {
            bags: bags.bags,
            full: counts_of(&bags.contents),
        };
        assert_same_law(text, &form, &Listed(bags), n);
    }
    for (text, n) in [("red-blue-bag:colors=1", 9), ("red-blue-bag", 6)] {
        let Drawn::RedBlue(bag) = drawn(text) else {
            panic!("{text} is a red/blue bag")
        };
        let form = RedBlueLaw {
            colors: bag.colors,
            full: counts_of(&bag.contents),
        };
        assert_same_law(text, &form, &Listed(bag), n);
    }
}

/// A history's rolls in closed form: the generic history, one with TGM's
/// extra draw after each failed roll (fewer rolls: every extra draw
/// multiplies the paths to list by 7), and a short one through more
/// pieces than it remembers.
#[test]
fn histories_in_closed_form() {
    for (text, n) in [
        ("history", 4),
        ("history:rolls=2,extra-draw=on", 4),
        ("history:size=2,rolls=2,history=SZ", 5),
    ] {
        let spec: crate::Spec = text.parse().expect("a history spec");
        let history = match spec.family() {
            Family::Drawn(Drawn::History(history)) => history.clone(),
            other => panic!("{text} is no history: {other:?}"),
        };
        let form = HistoryLaw {
            history: history.clone(),
        };
        assert_same_law(text, &form, &Listed(history), n);
    }
}

/// TETR.IO's pairs (two piece types, three of each, shuffled) and 7+1-bag
/// (a bag and one uniform extra, shuffled) as draws without replacement,
/// over one batch.
#[test]
fn tetrio_batches_are_draws_without_replacement() {
    let pairs = Listed(Batched {
        batch: TetrioPairs,
        first: FirstBatch::AsMade,
    });
    assert_same_law("tetrio-pairs", &PairsLaw, &pairs, 6);
    let extras = TetrioExtras { extras: 1 };
    let definition = Listed(Batched {
        batch: extras,
        first: FirstBatch::AsMade,
    });
    assert_same_law("tetrio-7+1-bag", &ExtrasLaw { extras: 1 }, &definition, 8);
}

/// The closed-form counts are the chains' sizes, so a chain refused
/// for them would have been refused after building.
#[test]
fn state_counts_are_the_built_chains_sizes() {
    fn check<L: Law>(law: &L, states: usize) {
        assert_eq!(law.reachable_states(), Some(states as u128));
        assert_eq!(
            Chain::build(law, 1_000_000, &crate::work::Unwatched)
                .unwrap()
                .len(),
            states
        );
        // One state fewer is refused before building.
        assert_eq!(
            Chain::build(law, states - 1, &crate::work::Unwatched).unwrap_err(),
            ChainError::TooManyStates(states - 1)
        );
    }
    let seven = [1; 7];
    check(&BagLaw { full: seven }, 127);
    let odd = [2, 1, 0, 3, 1, 1, 1];
    check(&BagLaw { full: odd }, 3 * 2 * 4 * 8 - 1);
    check(
        &MultiBagLaw {
            bags: 1,
            full: seven,
        },
        127,
    );
    check(
        &MultiBagLaw {
            bags: 2,
            full: seven,
        },
        127 * 127,
    );
    check(
        &RedBlueLaw {
            colors: 2,
            full: seven,
        },
        127 * 127,
    );
    check(
        &RedBlueLaw {
            colors: 3,
            full: [1, 0, 0, 0, 0, 0, 2],
        },
        5 * 5 * 5,
    );
    let many = MultiBagLaw {
        bags: 64,
        full: seven,
    };
    assert_eq!(many.reachable_states(), Some(u128::MAX));
}
