//! The numbers a chart draws for one randomizer: measured from one
//! streaming simulation, and exact where the randomizer has a finite
//! chain.

use tetrolab::analysis::exact::{self, Exact};
use tetrolab::analysis::{Study, simulate};
use tetrolab::{Dealing, Spec};

use crate::cli::DealingArgs;
use crate::error::CliError;
use crate::progress::Progress;

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

/// Measures each spec: a simulation of `options.pieces` pieces and, when
/// asked, the exact answers (those that have none are left out quietly —
/// the chart's subtitle says which values are exact).
pub fn measure(
    specs: &[String],
    dealing: &DealingArgs,
    options: Measure,
) -> Result<Vec<Measured>, CliError> {
    let dealings = resolve_all(specs, dealing)?;
    let progress = Progress::start("simulating", options.pieces * dealings.len() as u64);
    let measured = specs
        .iter()
        .zip(dealings)
        .map(|(name, dealing)| {
            let study = simulate(&dealing, options.pieces, &|n| progress.add(n));
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

/// Every spec parsed and resolved on the flags' generator and seed, so a
/// bad spec fails before any work.
pub fn resolve_all(specs: &[String], dealing: &DealingArgs) -> Result<Vec<Dealing>, CliError> {
    specs
        .iter()
        .map(|text| dealing.resolve(text.parse::<Spec>()?))
        .collect()
}

/// The exact answers of a spec, if it has a finite chain.
pub fn exact_of(spec: &Spec, max_context: usize) -> Option<Exact> {
    let options = exact::Options {
        max_context,
        ..exact::Options::default()
    };
    exact::analyze(spec, &options).ok()
}

/// A subtitle naming the sources of a chart's numbers: the simulation's
/// size and seeds, and which randomizers have exact values.
pub fn sources(measured: &[Measured]) -> String {
    let Some(first) = measured.first() else {
        return String::new();
    };
    let seeds: Vec<&str> = measured.iter().map(|m| m.seed.as_str()).collect();
    let seeds = if seeds.iter().all(|s| *s == seeds[0]) {
        format!("seed {}", seeds[0])
    } else {
        format!("seeds {}", seeds.join(", "))
    };
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
