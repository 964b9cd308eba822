//! A run's randomizers resolved once, in one place: each spec on its
//! generator with its seed — the one given, or one drawn from entropy the
//! face supplies — and what the user should be told about it.
//!
//! The library never reads the operating system's entropy: a face that
//! needs a fresh seed passes 64 random bits ([`SeedChoice::Fresh`]), and
//! the seed made from them comes back as a [`Notice`] for the face to
//! show, so every run can be repeated.

use std::fmt;

use super::{Dealing, Spec, SpecError};
use crate::rng::{Generator, RngKind, Seed, SplitMix64};
use crate::spelling::Spelling;

/// Where a run's seed comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeedChoice {
    /// The seed the user gave.
    Given(Seed),
    /// None was given: these 64 random bits (from the face's entropy)
    /// make one the generator accepts, announced as a [`Notice`].
    Fresh(u64),
}

impl SeedChoice {
    /// `seed` if given, else a fresh seed from `bits`.
    pub fn from_option(seed: Option<Seed>, bits: u64) -> SeedChoice {
        seed.map_or(SeedChoice::Fresh(bits), SeedChoice::Given)
    }
}

/// Something a face should tell the user as a run is resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// No seed was given: this one was drawn; passing it repeats the run.
    FreshSeed(String),
    /// A randomizer's generator cannot take the run's shared seed, so one
    /// derived from it and the spec stands in.
    DerivedSeed {
        /// The randomizer.
        spec: String,
        /// Its generator.
        generator: Generator,
        /// The run's seed.
        given: Seed,
        /// The seed it uses instead.
        derived: Seed,
    },
    /// A warning about a spec (see [`Spec::warnings`]).
    Warning(String),
}

impl Notice {
    /// Whether this is a warning (rather than information about seeds).
    pub fn is_warning(&self) -> bool {
        matches!(self, Notice::Warning(_))
    }

    /// The notice in words, naming options as `spelling` spells them.
    ///
    /// ```
    /// use tetrolab::randomizer::Notice;
    /// use tetrolab::spelling::Spelling;
    /// let notice = Notice::FreshSeed("42".into());
    /// assert_eq!(notice.message(Spelling::CLI), "no --seed given; using --seed 42");
    /// assert_eq!(notice.message(Spelling::PYTHON), "no seed= given; using seed=42");
    /// ```
    pub fn message(&self, spelling: Spelling) -> String {
        let flag = spelling.seed;
        match self {
            Notice::FreshSeed(seed) => format!("no {flag} given; using {}", spelling.seed_is(seed)),
            Notice::DerivedSeed {
                spec,
                generator,
                given,
                derived,
            } => format!(
                "{spec}'s generator ({generator}) cannot take {}; using {} for it",
                spelling.seed_is(given),
                spelling.seed_is(derived)
            ),
            Notice::Warning(text) => text.clone(),
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Spelling::WORDS))
    }
}

/// A resolved value and the notices to show about it.
#[derive(Debug, Clone)]
pub struct Resolved<T> {
    /// What was resolved.
    pub value: T,
    /// What to tell the user, in order.
    pub notices: Vec<Notice>,
}

/// A randomizer a chart, page or comparison is about: the spec as the
/// user wrote it (its name in legends and tables) and its dealing.
#[derive(Debug, Clone)]
pub struct Subject {
    /// The spec as written.
    pub name: String,
    /// Its spec, generator and seed.
    pub dealing: Dealing,
}

/// `spec` on the generator `rng` names, seeded as `seed` says: the one
/// dealing of a run of one randomizer.
///
/// ```
/// use tetrolab::randomizer::{SeedChoice, resolve};
/// let resolved = resolve("tgm1".parse()?, None, SeedChoice::Fresh(7))?;
/// assert_eq!(resolved.notices.len(), 1); // the seed drawn, to repeat the run
/// let again = resolve("tgm1".parse()?, None, SeedChoice::Given(*resolved.value.seed()))?;
/// assert!(again.notices.is_empty());
/// # Ok::<(), tetrolab::SpecError>(())
/// ```
///
/// # Errors
/// The spec cannot run on that generator, or the generator refuses the
/// seed.
pub fn resolve(
    spec: Spec,
    rng: Option<RngKind>,
    seed: SeedChoice,
) -> Result<Resolved<Dealing>, SpecError> {
    let generator = spec.generator(rng)?;
    let mut notices = Vec::new();
    let seed = match seed {
        SeedChoice::Given(seed) => seed,
        SeedChoice::Fresh(bits) => {
            let seed = generator.seed_from_bits(bits);
            notices.push(Notice::FreshSeed(seed.to_string()));
            seed
        }
    };
    let dealing = Dealing::new(spec, rng, seed)?;
    notices.extend(dealing.spec().warnings().into_iter().map(Notice::Warning));
    Ok(Resolved {
        value: dealing,
        notices,
    })
}

/// Several randomizers that share a chart or a page, on one seed: the
/// given one, or one drawn for the first spec's generator. A spec whose
/// generator cannot take that seed (a game's own generator, whose seeds
/// are few) gets a seed derived from it and the spec's text, announced,
/// so one seed still repeats the whole run. A given seed that no spec's
/// generator takes (`-1` on the default generator) is a mistake, not a
/// seed to derive from: it is refused as a run of one randomizer refuses
/// it.
///
/// ```
/// use tetrolab::randomizer::{SeedChoice, resolve_shared};
/// let specs = ["7-bag".to_string(), "nes".to_string()];
/// let resolved = resolve_shared(&specs, None, SeedChoice::Given(1u64.into()))?;
/// assert_eq!(resolved.value[0].dealing.seed().to_string(), "1");
/// assert_ne!(resolved.value[1].dealing.seed().to_string(), "1"); // NES's LFSR has no state 1
/// assert_eq!(resolved.notices.len(), 1);
/// let refused = resolve_shared(&specs[..1], None, SeedChoice::Given("-1".parse()?));
/// assert!(refused.unwrap_err().to_string().starts_with("seed -1 is out of range"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A spec that does not parse or cannot run on `rng`, or a given seed
/// that no spec's generator takes (the first spec's generator's refusal).
pub fn resolve_shared(
    texts: &[String],
    rng: Option<RngKind>,
    seed: SeedChoice,
) -> Result<Resolved<Vec<Subject>>, SpecError> {
    let specs: Vec<Spec> = texts
        .iter()
        .map(|text| text.parse())
        .collect::<Result<_, _>>()?;
    if let SeedChoice::Given(seed) = seed {
        let generators = specs
            .iter()
            .map(|spec| spec.generator(rng))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(first) = generators.first()
            && generators.iter().all(|g| g.check(&seed).is_err())
        {
            first.check(&seed)?;
        }
    }
    let mut notices = Vec::new();
    let shared = match (seed, specs.first()) {
        (SeedChoice::Given(seed), _) => seed,
        (SeedChoice::Fresh(bits), Some(first)) => {
            let seed = first.generator(rng)?.seed_from_bits(bits);
            notices.push(Notice::FreshSeed(seed.to_string()));
            seed
        }
        (SeedChoice::Fresh(_), None) => {
            return Ok(Resolved {
                value: Vec::new(),
                notices,
            });
        }
    };
    let mut subjects = Vec::with_capacity(specs.len());
    for (text, spec) in texts.iter().zip(specs) {
        let generator = spec.generator(rng)?;
        let seed = if generator.check(&shared).is_ok() {
            shared
        } else {
            let master = shared
                .to_u64()
                .unwrap_or_else(|| fnv1a(&shared.to_string()));
            let derived = generator.seed_from_bits(spec_seed_bits(master, &spec));
            notices.push(Notice::DerivedSeed {
                spec: spec.to_string(),
                generator,
                given: shared,
                derived,
            });
            derived
        };
        let dealing = Dealing::new(spec, rng, seed)?;
        notices.extend(dealing.spec().warnings().into_iter().map(Notice::Warning));
        subjects.push(Subject {
            name: text.clone(),
            dealing,
        });
    }
    Ok(Resolved {
        value: subjects,
        notices,
    })
}

/// Several randomizers each seeded from one master seed (`master`, or
/// when none is given `fresh_bits`, announced), each on `rng` (`None`: its
/// default generator): adding a randomizer to the list changes no other
/// one's seed.
///
/// ```
/// use tetrolab::randomizer::resolve_derived;
/// let specs = vec!["7-bag".parse()?, "tgm1".parse()?];
/// let (master, dealings) = resolve_derived(specs, None, Some(9), 0)?.value;
/// assert_eq!(master, 9);
/// let alone = resolve_derived(vec!["tgm1".parse()?], None, Some(9), 0)?.value.1;
/// assert_eq!(dealings[1].seed(), alone[0].seed());
/// # Ok::<(), tetrolab::SpecError>(())
/// ```
///
/// # Errors
/// A spec that cannot run on `rng` (a game's randomizer on another
/// generator than its game's); every spec runs on its default.
pub fn resolve_derived(
    specs: Vec<Spec>,
    rng: Option<RngKind>,
    master: Option<u64>,
    fresh_bits: u64,
) -> Result<Resolved<(u64, Vec<Dealing>)>, SpecError> {
    let mut notices = Vec::new();
    let master = master.unwrap_or_else(|| {
        notices.push(Notice::FreshSeed(fresh_bits.to_string()));
        fresh_bits
    });
    let dealings = specs
        .into_iter()
        .map(|spec| {
            let seed = spec
                .generator(rng)?
                .seed_from_bits(spec_seed_bits(master, &spec));
            let dealing = Dealing::new(spec, rng, seed)?;
            notices.extend(dealing.spec().warnings().into_iter().map(Notice::Warning));
            Ok(dealing)
        })
        .collect::<Result<Vec<_>, SpecError>>()?;
    Ok(Resolved {
        value: (master, dealings),
        notices,
    })
}

/// Seed bits for one randomizer of several: `master` mixed with the spec's
/// text (FNV-1a), so adding randomizers to a list changes no other one's.
fn spec_seed_bits(master: u64, spec: &Spec) -> u64 {
    SplitMix64::new(master ^ fnv1a(&spec.to_string())).next_u64()
}

/// The FNV-1a hash of a text: a stable 64-bit digest.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}
