//! The one rule every face reads a whole number by (a count of pieces,
//! games, trials, states; a game length; a drought length): digits,
//! optionally grouped by single `_` (`1_000_000`), or a mantissa and
//! exponent that make a whole number (`1e9`, `2.5e6`), at most
//! 2^64 − 1. A face passes the number as its user wrote it, so a
//! negative, fractional or huge number gets the same sentence everywhere.

/// Why a text is not a whole number the rule reads; its message is the
/// end of a sentence that names the option and the value first.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.reason())]
pub enum NotWhole {
    /// Not a number of the accepted forms (a sign, letters, a stray `_`).
    Form,
    /// A fraction (`1.5`, `2.55e1`).
    Fraction,
    /// Past 2^64 − 1.
    TooLarge,
}

impl NotWhole {
    /// What is wrong and what to write instead.
    pub fn reason(&self) -> String {
        match self {
            NotWhole::Form | NotWhole::Fraction => {
                "not a whole number: write one such as 1000, 1_000_000 or 1e9".to_owned()
            }
            NotWhole::TooLarge => format!("too large: the most it takes is {}", u64::MAX),
        }
    }
}

/// `text` read as a whole number, or why it is not one.
///
/// ```
/// use tetrolab::request::{NotWhole, whole};
/// assert_eq!(whole("1_000_000"), Ok(1_000_000));
/// assert_eq!(whole("2.5e6"), Ok(2_500_000));
/// assert_eq!(whole("-5"), Err(NotWhole::Form));
/// ```
///
/// # Errors
/// Text of another form, a fraction, or a number past 2^64 − 1.
pub fn whole(text: &str) -> Result<u64, NotWhole> {
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
    let whole = digits(whole).ok_or(NotWhole::Form)?;
    let fraction = if fraction.is_empty() {
        String::new()
    } else {
        digits(fraction).ok_or(NotWhole::Form)?
    };
    let exponent: u32 = match exponent {
        None => 0,
        Some(e) => digits(e)
            .and_then(|e| e.parse().ok())
            .ok_or(NotWhole::Form)?,
    };
    let significant = fraction.trim_end_matches('0');
    let shift = exponent
        .checked_sub(significant.len() as u32)
        .ok_or(NotWhole::Fraction)?;
    let value: u128 = format!("{whole}{significant}")
        .parse()
        .map_err(|_| NotWhole::TooLarge)?;
    10u128
        .checked_pow(shift)
        .and_then(|scale| value.checked_mul(scale))
        .and_then(|n| u64::try_from(n).ok())
        .ok_or(NotWhole::TooLarge)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_in_every_form() {
        assert_eq!(whole("1000"), Ok(1000));
        assert_eq!(whole("1_000_000"), Ok(1_000_000));
        assert_eq!(whole("1e9"), Ok(1_000_000_000));
        assert_eq!(whole("2.5e6"), Ok(2_500_000));
        assert_eq!(whole("1.50e1"), Ok(15));
        assert_eq!(whole("1E10"), Ok(10_000_000_000));
        assert_eq!(whole("7.0"), Ok(7));
        assert_eq!(whole("1000000000.0"), Ok(1_000_000_000));
        assert_eq!(whole("18446744073709551615"), Ok(u64::MAX));
    }

    #[test]
    fn everything_else_is_refused_with_its_reason() {
        for bad in [
            "", "ten", "-5", "e5", "1e", "_1_", "1__0", "1_", "_1", "1e_9", "+3", "true",
        ] {
            assert_eq!(whole(bad), Err(NotWhole::Form), "{bad}");
        }
        assert_eq!(whole("1.5"), Err(NotWhole::Fraction));
        assert_eq!(whole("2.55e1"), Err(NotWhole::Fraction));
        for huge in ["1e30", "18446744073709551616", "9".repeat(50).as_str()] {
            assert_eq!(whole(huge), Err(NotWhole::TooLarge), "{huge}");
        }
    }
}
