//! The checks every request that deals pieces makes of its randomizer,
//! generator and seed, before any work.

use super::refusal::RequestError;
use crate::Spec;
use crate::rng::{RngKind, Seed};

/// `text` read as a spec.
pub(crate) fn spec_of(text: &str) -> Result<Spec, RequestError> {
    text.trim().parse().map_err(RequestError::Spec)
}

/// Whether `spec` runs on `rng` and, when a seed is given, its generator
/// takes it.
pub(crate) fn check_seed(
    spec: &Spec,
    rng: Option<RngKind>,
    seed: Option<&Seed>,
) -> Result<(), RequestError> {
    let generator = spec.generator(rng)?;
    if let Some(seed) = seed {
        generator
            .check(seed)
            .map_err(|e| RequestError::Spec(e.into()))?;
    }
    Ok(())
}
