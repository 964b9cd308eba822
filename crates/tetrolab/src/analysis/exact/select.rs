//! Which chain a spec gets: its definition's own, or a law-equivalent
//! form, or the cycle a game's own generator runs from one seed, or none
//! (with the reason).

use super::chain::{Chain, ChainError};
use super::cycle::{CycleError, CycleLengths, cycle_of, power_on_seed};
use super::error::ExactError;
use super::forms::{
    BagLaw, Counts, ExtrasLaw, FirstBatchBagLaw, HistoryLaw, MultiBagLaw, PairsLaw, RedBlueLaw,
    SevenPlusXLaw, counts_of,
};
use super::law::{Law, Probed};
use crate::Spec;
use crate::randomizer::Definition;
use crate::randomizer::catalog::{DefinitionUser, Drawn, Family, Own};
use crate::randomizer::{Batched, FirstBatch, TetrioPairs, TetrioSevenPlusX};
use crate::rng::Seed;
use crate::work::Watch;

/// A spec's chain, and in words the law it holds and the form it runs.
pub(crate) struct Selected {
    pub(crate) chain: Chain,
    pub(crate) law: String,
    pub(crate) form: String,
    /// The seed of an own generator's cycle, and its lengths.
    pub(crate) seed: Option<Seed>,
    pub(crate) cycle: Option<CycleLengths>,
    /// For a plain bag refilled when empty, the multiset it is filled
    /// with: its sequences have a closed form (module `sequences`).
    pub(crate) bag: Option<Counts>,
}

/// The law of every randomizer that draws from a generic generator.
pub(crate) const IDEAL: &str = "ideal uniform draws (every draw exactly uniform)";

/// The chain of `spec`: for a randomizer on a generic generator, its law
/// under ideal draws (`seed` must be `None`: the law holds for every
/// seed); for one on its game's own generator, the cycle it deals from
/// `seed` (by default the game's power-on seed). `watch` is told the
/// states found and may stop the search for the cycle and the build.
pub(crate) fn chain_of(
    spec: &Spec,
    max_states: usize,
    seed: Option<&Seed>,
    watch: &dyn Watch,
) -> Result<Selected, ExactError> {
    if max_states > crate::analysis::exact::MOST_STATES {
        return Err(ExactError::StateLimit { asked: max_states });
    }
    match spec.family() {
        Family::Own(own) => cycle_chain(spec, own, max_states, seed, watch),
        Family::Drawn(_) if seed.is_some() => Err(ExactError::SeedUnused {
            name: spec.to_string(),
        }),
        Family::Drawn(_) => {
            let (chain, form) = drawn_chain(spec, max_states, watch)?;
            // A first bag dealt by its own rule is passed through once:
            // the long run is the plain bag's.
            let bag = match spec.family() {
                Family::Drawn(Drawn::Bag(bag, _)) => Some(counts_of(&bag.contents)),
                _ => None,
            };
            Ok(Selected {
                chain,
                law: IDEAL.to_owned(),
                form: form.to_owned(),
                seed: None,
                cycle: None,
                bag,
            })
        }
    }
}

/// The chain of the pieces `own` deals from `seed` or its power-on seed.
fn cycle_chain(
    spec: &Spec,
    own: &Own,
    max_states: usize,
    seed: Option<&Seed>,
    watch: &dyn Watch,
) -> Result<Selected, ExactError> {
    let name = spec.to_string();
    let seed = match seed.copied().or_else(|| power_on_seed(own)) {
        Some(seed) => seed,
        None => return Err(ExactError::NeedsSeed { name }),
    };
    let cycle = cycle_of(own, &seed, max_states, watch).map_err(|error| match error {
        CycleError::Seed(error) => ExactError::Seed {
            name: name.clone(),
            error,
        },
        CycleError::TooLong(max) => ExactError::LongCycle {
            name: name.clone(),
            seed: seed.to_string(),
            max,
        },
        CycleError::Stopped(stopped) => ExactError::Stopped(stopped),
    })?;
    let form = format!(
        "the pieces themselves: {} before the cycle, then {} dealt round and round",
        cycle.lead.len(),
        cycle.period.len()
    );
    let chain =
        Chain::build(&cycle, max_states, watch).map_err(|error| chain_error(name, error))?;
    Ok(Selected {
        chain,
        law: format!(
            "its game's own generator from seed {seed}, which deals one sequence (shares are over its cycle)"
        ),
        form,
        seed: Some(seed),
        cycle: Some(CycleLengths {
            lead: cycle.lead.len(),
            period: cycle.period.len(),
        }),
        bag: None,
    })
}

/// Why the chain of the spec `name` was not built: a stop is the
/// caller's, every other reason the chain's.
fn chain_error(name: String, error: ChainError) -> ExactError {
    match error {
        ChainError::Stopped(stopped) => ExactError::Stopped(stopped),
        error => ExactError::Chain { name, error },
    }
}

/// The chain of a spec on a generic generator, and in words which law it
/// runs.
fn drawn_chain(
    spec: &Spec,
    max_states: usize,
    watch: &dyn Watch,
) -> Result<(Chain, &'static str), ExactError> {
    let refuse = |why: &str| ExactError::Refused {
        name: spec.to_string(),
        why: why.to_owned(),
    };
    let build = |law: &dyn Fn(usize, &dyn Watch) -> Result<Chain, ChainError>| {
        law(max_states, watch).map_err(|error| chain_error(spec.to_string(), error))
    };
    fn of<L: Law>(law: L) -> impl Fn(usize, &dyn Watch) -> Result<Chain, ChainError> {
        move |max, watch| Chain::build(&law, max, watch)
    }
    const DEFINITION: &str = "its definition, draw by draw";
    const WITHOUT_REPLACEMENT: &str =
        "law-equivalent: each bag as draws without replacement from the multiset left";
    let Family::Drawn(drawn) = spec.family() else {
        unreachable!("own generators' chains are their cycles");
    };
    if let Some(why) = drawn.with_definition(Refusal) {
        return Err(refuse(why));
    }
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
        // Every other randomizer (and any added to the catalog): its
        // definition's own chain, probed draw by draw.
        _ => (
            build(&|max, watch| {
                drawn.with_definition(ProbedChain {
                    max_states: max,
                    watch,
                })
            })?,
            DEFINITION,
        ),
    })
}

/// Asks a definition why it has no exact chain, if it has none.
struct Refusal;

impl DefinitionUser for Refusal {
    type Output = Option<&'static str>;
    fn with<D: Definition>(self, definition: &D) -> Option<&'static str> {
        definition.exact_refusal()
    }
}

/// Builds a definition's own chain by probing its draws.
struct ProbedChain<'a> {
    max_states: usize,
    watch: &'a dyn Watch,
}

impl DefinitionUser for ProbedChain<'_> {
    type Output = Result<Chain, ChainError>;
    fn with<D: Definition>(self, definition: &D) -> Result<Chain, ChainError> {
        Chain::build(
            &Probed {
                definition: definition.clone(),
                symmetric: false,
            },
            self.max_states,
            self.watch,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::work::Unwatched;

    /// The default every new randomizer gets — its definition's chain,
    /// probed draw by draw — holds the same law as the faster forms: the
    /// same gap law for each piece (the forms' states are fewer, so the
    /// chains differ, not what they deal).
    #[test]
    fn the_probed_default_holds_the_forms_law() {
        use crate::Piece;
        use crate::analysis::exact::gaps::GapLaw;
        use crate::analysis::exact::lump::lump;
        use crate::analysis::exact::stationary::stationary;
        let gap_variance = |chain: &Chain, piece: Piece| {
            let lumped = lump(chain, |p| p == piece);
            GapLaw::of(&lumped, &stationary(chain).unwrap()).variance()
        };
        for text in ["7-bag", "bag:contents=IIJLOSTZ", "history:size=4,rolls=4"] {
            let spec: Spec = text.parse().unwrap();
            let Family::Drawn(drawn) = spec.family() else {
                unreachable!("generic randomizers")
            };
            let probed = drawn
                .with_definition(ProbedChain {
                    max_states: 100_000,
                    watch: &Unwatched,
                })
                .unwrap()
                .merged();
            let form = chain_of(&spec, 100_000, None, &Unwatched)
                .unwrap()
                .chain
                .merged();
            for piece in [Piece::I, Piece::Z] {
                let (a, b) = (gap_variance(&probed, piece), gap_variance(&form, piece));
                assert!((a - b).abs() < 1e-9, "{text} {piece}: {a} against {b}");
            }
        }
    }

    /// Randomizers with no finite chain say why, before any state is
    /// built.
    #[test]
    fn refusals_come_from_the_definitions() {
        for text in ["weighted", "ti", "laroche-tgm3", "pool"] {
            let spec: Spec = text.parse().unwrap();
            assert!(
                matches!(
                    chain_of(&spec, 10, None, &Unwatched),
                    Err(ExactError::Refused { .. })
                ),
                "{text}"
            );
        }
    }
}
