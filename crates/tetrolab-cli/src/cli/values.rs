//! Flag values checked for form: counts, seeds, generators, pieces.

use tetrolab::quote::quoted;
use tetrolab::rng::{RngKind, Seed};

pub(super) fn parse_piece(text: &str) -> Result<tetrolab::Piece, String> {
    text.parse().map_err(|_| {
        format!(
            "{} is not a piece: write one of I J L O S T Z",
            quoted(text)
        )
    })
}

pub(super) fn parse_seed(text: &str) -> Result<Seed, String> {
    text.parse()
        .map_err(|e: tetrolab::rng::ParseSeedError| e.to_string())
}

pub(super) fn parse_master_seed(text: &str) -> Result<u64, String> {
    parse_seed(text)?.to_master().map_err(|e| e.to_string())
}

pub(super) fn parse_rng(text: &str) -> Result<RngKind, String> {
    text.parse()
        .map_err(|e: tetrolab::rng::ParseRngKindError| e.to_string())
}

/// A range of batches, `A..B` (A included, B not), each a count.
pub(super) fn parse_batches(text: &str) -> Result<std::ops::Range<u64>, String> {
    let not_a_range = || {
        format!(
            "{} is not a range of batches: write A..B, such as 0..32 (B not included)",
            quoted(text)
        )
    };
    let (start, end) = text.split_once("..").ok_or_else(not_a_range)?;
    let start = parse_count(start).map_err(|_| not_a_range())?;
    let end = parse_count(end).map_err(|_| not_a_range())?;
    Ok(start..end)
}

/// A piece count: digits, optionally grouped by single `_` between
/// digits (`1_000_000`), or `MeE` such as `1e9` or `2.5e6` when that is a
/// whole number.
pub(super) fn parse_count(text: &str) -> Result<u64, String> {
    let not_a_count = || {
        format!(
            "{} is not a count: write a whole number such as 1000, 1_000_000 or 1e9",
            quoted(text)
        )
    };
    let too_large = || {
        format!(
            "{} is too large: a count is at most {}",
            quoted(text),
            u64::MAX
        )
    };
    let digits = |part: &str| {
        let grouped = !part.is_empty()
            && !part.starts_with('_')
            && !part.ends_with('_')
            && !part.contains("__")
            && part.chars().all(|c| c.is_ascii_digit() || c == '_');
        grouped.then(|| part.replace('_', ""))
    };
    let text = text.trim();
    let (mantissa, exponent) = match text.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, Some(exponent)),
        None => (text, None),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let whole = digits(whole).ok_or_else(not_a_count)?;
    let fraction = if fraction.is_empty() {
        String::new()
    } else {
        digits(fraction).ok_or_else(not_a_count)?
    };
    let exponent: u32 = match exponent {
        None if fraction.is_empty() => 0,
        None => return Err(not_a_count()),
        Some(e) => digits(e)
            .and_then(|e| e.parse().ok())
            .ok_or_else(not_a_count)?,
    };
    let shift = exponent
        .checked_sub(fraction.trim_end_matches('0').len() as u32)
        .ok_or_else(|| format!("{} is not a whole number of pieces", quoted(text)))?;
    let value: u128 = format!("{whole}{}", fraction.trim_end_matches('0'))
        .parse()
        .map_err(|_| too_large())?;
    10u128
        .checked_pow(shift)
        .and_then(|scale| value.checked_mul(scale))
        .and_then(|n| u64::try_from(n).ok())
        .ok_or_else(too_large)
}

/// A count of at least 1 (see [`parse_count`]).
pub(super) fn parse_positive_count(text: &str) -> Result<u64, String> {
    tetrolab::amount::at_least(parse_count(text)?, 1).map_err(|e| e.reason())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts() {
        assert_eq!(parse_count("1000"), Ok(1000));
        assert_eq!(parse_count("1_000_000"), Ok(1_000_000));
        assert_eq!(parse_count("1e9"), Ok(1_000_000_000));
        assert_eq!(parse_count("2.5e6"), Ok(2_500_000));
        assert_eq!(parse_count("1.50e1"), Ok(15));
        assert_eq!(parse_count("1E10"), Ok(10_000_000_000));
        assert_eq!(parse_count("18446744073709551615"), Ok(u64::MAX));
        for bad in [
            "", "ten", "-5", "1.5", "e5", "1e", "_1_", "1__0", "1_", "_1", "1e_9",
        ] {
            let error = parse_count(bad).unwrap_err();
            assert!(error.contains("is not a count"), "{bad}: {error}");
        }
        assert!(
            parse_count("2.55e1")
                .unwrap_err()
                .contains("not a whole number")
        );
        for huge in [
            "1e30",
            "18446744073709551616",
            "99999999999999999999999999999999999999999",
        ] {
            let error = parse_count(huge).unwrap_err();
            assert!(
                error.contains("too large") && error.contains(huge),
                "{huge}: {error}"
            );
        }
        assert_eq!(
            parse_positive_count("0"),
            Err("must be at least 1".to_owned())
        );
    }
}
