//! Which chain a spec gets: its definition's own, or a law-equivalent
//! form, or none (with the reason).

use super::chain::{Chain, ChainError};
use super::forms::{
    BagLaw, ExtrasLaw, FirstBatchBagLaw, HistoryLaw, MultiBagLaw, PairsLaw, RedBlueLaw,
    SevenPlusXLaw, counts_of,
};
use super::law::{Law, Probed};
use super::report::ExactError;
use crate::Spec;
use crate::randomizer::catalog::{Drawn, Family};
use crate::randomizer::{Batched, FirstBatch, TetrioPairs, TetrioSevenPlusX};

/// The chain of `spec` and, in words, which law it runs.
pub(crate) fn chain_of(
    spec: &Spec,
    max_states: usize,
) -> Result<(Chain, &'static str), ExactError> {
    let refuse = |why: &str| ExactError::Refused {
        name: spec.to_string(),
        why: why.to_owned(),
    };
    let build = |law: &dyn Fn(usize) -> Result<Chain, ChainError>| {
        law(max_states).map_err(|error| ExactError::Chain {
            name: spec.to_string(),
            error,
        })
    };
    fn of<L: Law>(law: L) -> impl Fn(usize) -> Result<Chain, ChainError> {
        move |max| Chain::build(&law, max)
    }
    const DEFINITION: &str = "its definition, draw by draw";
    const WITHOUT_REPLACEMENT: &str =
        "law-equivalent: each bag as draws without replacement from the multiset left";
    let Family::Drawn(drawn) = spec.family() else {
        return Err(refuse(
            "it runs on its game's own generator, whose law depends on the seed; `tetrolab stats` measures it",
        ));
    };
    let sevens_rule =
        "its first-batch rule acts on seven pieces at once, too many outcomes for one step";
    Ok(match drawn {
        Drawn::Memoryless(m, FirstBatch::AsMade) => (
            build(&of(Probed {
                definition: m.clone(),
                symmetric: true,
            }))?,
            DEFINITION,
        ),
        Drawn::Memoryless(..)
        | Drawn::Classic(_, FirstBatch::RotateOffSzo | FirstBatch::SkipSzo) => {
            return Err(refuse(sevens_rule));
        }
        Drawn::Classic(c, FirstBatch::AsMade) => (
            build(&of(Probed {
                definition: c.clone(),
                symmetric: true,
            }))?,
            DEFINITION,
        ),
        Drawn::Bag(bag, FirstBatch::AsMade) => (
            build(&of(BagLaw {
                full: counts_of(&bag.contents),
            }))?,
            WITHOUT_REPLACEMENT,
        ),
        Drawn::Bag(bag, first) => {
            let law = FirstBatchBagLaw {
                batched: Batched {
                    batch: bag.clone(),
                    first: *first,
                },
                law: BagLaw {
                    full: counts_of(&bag.contents),
                },
            };
            (
                build(&of(law))?,
                "its first bag as the definition deals it (every shuffle, then the rule); later bags as draws without replacement",
            )
        }
        Drawn::TetrioPairs(FirstBatch::AsMade) => (
            build(&of(PairsLaw))?,
            "law-equivalent: a uniform pair of pieces, three of each, as draws without replacement",
        ),
        Drawn::TetrioExtras(extras, FirstBatch::AsMade) => (
            build(&of(ExtrasLaw {
                extras: extras.extras,
            }))?,
            "law-equivalent: a bag with its uniform extras, as draws without replacement",
        ),
        Drawn::TetrioSevenPlusX(FirstBatch::AsMade) => (
            build(&of(SevenPlusXLaw))?,
            "law-equivalent: extras drawn without replacement from the extra bag, each bag as draws without replacement",
        ),
        Drawn::TetrioPairs(first) => (
            build(&of(Probed {
                definition: Batched {
                    batch: TetrioPairs,
                    first: *first,
                },
                symmetric: true,
            }))?,
            DEFINITION,
        ),
        Drawn::TetrioExtras(extras, first) => (
            build(&of(Probed {
                definition: Batched {
                    batch: *extras,
                    first: *first,
                },
                symmetric: true,
            }))?,
            DEFINITION,
        ),
        Drawn::TetrioSevenPlusX(first) => (
            build(&of(Probed {
                definition: Batched {
                    batch: TetrioSevenPlusX,
                    first: *first,
                },
                symmetric: true,
            }))?,
            DEFINITION,
        ),
        Drawn::History(history) => (
            build(&of(HistoryLaw {
                history: history.clone(),
            }))?,
            "law-equivalent: each piece's chance in closed form from the pieces in the history (an extra draw after each failed roll is one more roll)",
        ),
        Drawn::MultiBag(bags) => (
            build(&of(MultiBagLaw {
                bags: bags.bags,
                full: counts_of(&bags.contents),
            }))?,
            "law-equivalent: each bag as the multiset it holds",
        ),
        Drawn::RedBlue(bag) => (
            build(&of(RedBlueLaw {
                colors: bag.colors,
                full: counts_of(&bag.contents),
            }))?,
            "law-equivalent: each colour as the multiset it holds",
        ),
        Drawn::Weighted(_) => {
            return Err(refuse(
                "its weights are real numbers, so it has infinitely many states; `tetrolab stats` measures it",
            ));
        }
        Drawn::Pool(_) | Drawn::Ti(_) => {
            return Err(refuse(
                "its 35-slot pool and drought bookkeeping have far too many states; `tetrolab stats` measures it",
            ));
        }
    })
}
