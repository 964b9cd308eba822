//! Seeds the user did not give: drawn from the operating system and
//! printed, so the run can be repeated; and the spec's warnings, printed
//! as the run is resolved.

use std::hash::{BuildHasher, RandomState};

use tetrolab::rng::{Generator, Seed, SplitMix64};
use tetrolab::{Dealing, Spec};

use crate::cli::DealingArgs;
use crate::error::CliError;

/// 64 random bits from the process's random hasher keys (OS entropy).
pub fn fresh_bits() -> u64 {
    RandomState::new().hash_one(0u8)
}

/// `given`, or a fresh seed `generator` accepts, announced on stderr as
/// the `--seed` to pass to repeat the run.
pub fn seed_or_fresh(given: Option<Seed>, generator: Generator) -> Seed {
    given.unwrap_or_else(|| {
        let seed = generator.seed_from_bits(fresh_bits());
        eprintln!("tetrolab: no --seed given; using --seed {seed}");
        seed
    })
}

impl DealingArgs {
    /// `spec` on the generator and seed the flags name (a fresh seed,
    /// announced, when none is given), resolved once for the whole run;
    /// the spec's warnings go to stderr.
    pub fn resolve(&self, spec: Spec) -> Result<Dealing, CliError> {
        let seed = seed_or_fresh(self.seed, spec.generator(self.rng)?);
        let dealing = Dealing::new(spec, self.rng, seed)?;
        warn(dealing.spec());
        Ok(dealing)
    }

    /// As [`resolve`](DealingArgs::resolve), for one of several specs that
    /// share a chart or a page: a spec whose generator cannot take
    /// `--seed` (a game's own generator, whose seeds are few) gets a seed
    /// derived from it and the spec's text, announced, so one `--seed`
    /// still repeats the whole run.
    pub fn resolve_one_of_several(&self, spec: Spec) -> Result<Dealing, CliError> {
        let Some(seed) = self.seed else {
            return self.resolve(spec);
        };
        let generator = spec.generator(self.rng)?;
        if generator.check(&seed).is_ok() {
            return self.resolve(spec);
        }
        let master = seed.to_u64().unwrap_or_else(|| fnv1a(&seed.to_string()));
        let derived = generator.seed_from_bits(spec_seed_bits(master, &spec));
        eprintln!(
            "tetrolab: {spec}'s generator ({generator}) cannot take --seed {seed}; using --seed {derived} for it"
        );
        DealingArgs {
            seed: Some(derived),
            rng: self.rng,
        }
        .resolve(spec)
    }
}

/// Prints `spec`'s warnings on stderr, a `warning: …` line each.
pub fn warn(spec: &Spec) {
    for warning in spec.warnings() {
        eprintln!("warning: {warning}");
    }
}

/// Seed bits for one randomizer of several: `master` mixed with the spec's
/// text (FNV-1a), so adding randomizers to a list changes no other one's.
pub fn spec_seed_bits(master: u64, spec: &Spec) -> u64 {
    SplitMix64::new(master ^ fnv1a(&spec.to_string())).next_u64()
}

/// The FNV-1a hash of a text: a stable 64-bit digest.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}
