//! The numbers a chart draws for one randomizer: measured from one
//! streaming simulation, and exact where the randomizer has a finite
//! chain.

use tetrolab::analysis::exact::{self, Exact};
use tetrolab::analysis::{Plan, Study, simulate};
use tetrolab::{Dealing, Spec};

use crate::cli::DealingArgs;
use crate::error::CliError;
use crate::progress::Progress;
use crate::seeding::seed_or_fresh;

/// One randomizer's numbers.
#[derive(Debug)]
pub struct Measured {
    /// The spec as the user wrote it: the legend's name.
    pub name: String,
    /// The seed the measurement was dealt from.
    pub seed: String,
    /// The simulation (streaming metrics over `study.summary.pieces`).
    pub study: Study,
    /// The exact answers, when the randomizer has a finite chain.
    pub exact: Option<Exact>,
}

/// Options for [`measure`].
#[derive(Debug, Clone, Copy)]
pub struct Measure {
    /// Pieces to simulate.
    pub pieces: u64,
    /// Also compute exact answers where possible.
    pub exact: bool,
    /// Entropy contexts the exact analysis computes (0..=8); fewer is
    /// faster.
    pub max_context: usize,
}

impl Measure {
    /// A simulation of `pieces` pieces, with exact answers (every entropy
    /// context) where the randomizer has a chain.
    pub fn with_exact(pieces: u64) -> Measure {
        Measure {
            pieces,
            exact: true,
            max_context: 8,
        }
    }

    /// A simulation of `pieces` pieces only.
    pub fn simulated(pieces: u64) -> Measure {
        Measure {
            pieces,
            exact: false,
            max_context: 0,
        }
    }
}

/// A randomizer a chart or page is about: the spec as the user wrote
/// it (the legend's name) and its dealing, resolved once so that every
/// chart of a page uses the same seed.
#[derive(Debug)]
pub struct Subject {
    /// The spec as written.
    pub name: String,
    /// Its generator and seed.
    pub dealing: Dealing,
}

/// Measures each subject: a simulation of `options.pieces` pieces and,
/// when asked, the exact answers (those that have none are left out
/// quietly — the chart's subtitle says which values are exact).
///
/// # Errors
/// A run that would deal past where its source stops (seed 002's script
/// below denominator 1).
pub fn measure(subjects: &[Subject], options: Measure) -> Result<Vec<Measured>, CliError> {
    for subject in subjects {
        CliError::refuse_halts(&subject.dealing, Plan::for_pieces(options.pieces).streams())?;
    }
    let progress = Progress::start(
        "simulating",
        options.pieces.saturating_mul(subjects.len() as u64),
    );
    let measured = subjects
        .iter()
        .map(|Subject { name, dealing }| {
            let study = simulate(dealing, options.pieces, &|n| progress.add(n));
            let exact = options
                .exact
                .then(|| exact_of(dealing.spec(), options.max_context))
                .flatten();
            Measured {
                name: name.clone(),
                seed: dealing.seed().to_string(),
                study,
                exact,
            }
        })
        .collect();
    drop(progress);
    Ok(measured)
}

/// Every spec parsed and resolved on the flags' generator and seed, once,
/// so a bad spec fails before any work. One seed serves them all: the
/// flags' `--seed`, or one drawn (and announced) for the first spec's
/// generator, so that one `--seed` repeats the chart; a spec whose
/// generator cannot take it gets a seed derived from it (see
/// [`DealingArgs::resolve_one_of_several`]).
pub fn subjects(texts: &[String], dealing: &DealingArgs) -> Result<Vec<Subject>, CliError> {
    let specs: Vec<Spec> = texts
        .iter()
        .map(|text| text.parse())
        .collect::<Result<_, _>>()?;
    let Some(first) = specs.first() else {
        return Ok(Vec::new());
    };
    let dealing = DealingArgs {
        seed: Some(seed_or_fresh(dealing.seed, first.generator(dealing.rng)?)),
        rng: dealing.rng,
    };
    texts
        .iter()
        .zip(specs)
        .map(|(text, spec)| {
            Ok(Subject {
                name: text.clone(),
                dealing: dealing.resolve_one_of_several(spec)?,
            })
        })
        .collect()
}

/// The exact law of a spec, if it has a finite chain. A game on its own
/// generator has none to show beside a measurement: it deals one fixed
/// sequence per seed, and its exact answers (`tetrolab exact`) describe
/// that one seed's cycle, not the many streams a simulation samples.
pub fn exact_of(spec: &Spec, max_context: usize) -> Option<Exact> {
    let options = exact::Options {
        max_context,
        ..exact::Options::default()
    };
    exact::analyze(spec, &options)
        .ok()
        .filter(|exact| exact.seed.is_none())
}

/// A subtitle naming the sources of a chart's numbers: the simulation's
/// size and seeds, and which randomizers have exact values.
pub fn sources(measured: &[Measured]) -> String {
    let Some(first) = measured.first() else {
        return String::new();
    };
    let seeds = seed_text(&measured.iter().map(|m| m.seed.clone()).collect::<Vec<_>>());
    let exact: Vec<&str> = measured
        .iter()
        .filter(|m| m.exact.is_some())
        .map(|m| m.name.as_str())
        .collect();
    let exact = match exact.len() {
        0 => "no exact values".to_string(),
        n if n == measured.len() => "exact values from each chain".to_string(),
        _ => format!("exact values for {}", exact.join(", ")),
    };
    let each = if measured.len() > 1 { " each" } else { "" };
    format!(
        "estimated from {} pieces{each} ({seeds}); {exact}",
        count_text(first.study.summary.pieces)
    )
}

/// The seeds of some subjects, for a subtitle: `seed 5`, or each one
/// when they differ.
pub fn seeds(subjects: &[Subject]) -> String {
    let seeds: Vec<String> = subjects
        .iter()
        .map(|s| s.dealing.seed().to_string())
        .collect();
    seed_text(&seeds)
}

/// `seed 5` when every seed is the same, else `seeds a, b, …`.
fn seed_text(seeds: &[String]) -> String {
    match seeds.first() {
        Some(first) if seeds.iter().all(|s| s == first) => format!("seed {first}"),
        _ => format!("seeds {}", seeds.join(", ")),
    }
}

/// A count in a short human form: 1000, 1e6, 2.5e7.
pub fn count_text(n: u64) -> String {
    if n < 100_000 {
        return n.to_string();
    }
    let exponent = (n as f64).log10().floor() as i32;
    let mantissa = n as f64 / 10f64.powi(exponent);
    if (mantissa - mantissa.round()).abs() < 1e-9 {
        format!("{}e{exponent}", mantissa.round())
    } else {
        format!("{mantissa:.2}e{exponent}")
    }
}
