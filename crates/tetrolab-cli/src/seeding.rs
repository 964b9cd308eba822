//! Seeds the user did not give: drawn from the operating system and
//! printed, so the run can be repeated; and the spec's warnings, printed
//! as the run is resolved.

use std::hash::{BuildHasher, RandomState};

use tetrolab::rng::{Generator, Seed};
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
}

/// Prints `spec`'s warnings on stderr, a `warning: …` line each.
pub fn warn(spec: &Spec) {
    for warning in spec.warnings() {
        eprintln!("warning: {warning}");
    }
}
