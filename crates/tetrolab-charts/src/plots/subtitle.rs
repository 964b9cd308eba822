//! What a chart's subtitle says about where its numbers come from: the
//! simulation's size and seeds, and which randomizers have exact values.

use tetrolab::analysis::Measured;
use tetrolab::randomizer::Subject;

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
