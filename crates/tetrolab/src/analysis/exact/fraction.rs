//! Exact probabilities while they stay small: fractions of `u128`.

use std::fmt;

/// A non-negative fraction in lowest terms, or nothing once a numerator
/// or denominator would overflow (then only the float is kept).
///
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Fraction {
    numerator: u128,
    denominator: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Fraction {
    pub(crate) const ZERO: Fraction = Fraction {
        numerator: 0,
        denominator: 1,
    };
    pub(crate) const ONE: Fraction = Fraction {
        numerator: 1,
        denominator: 1,
    };

    /// `numerator / denominator` in lowest terms (`None` for a zero
    /// denominator).
    pub(crate) fn new(numerator: u128, denominator: u128) -> Option<Fraction> {
        if denominator == 0 {
            return None;
        }
        let common = gcd(numerator, denominator).max(1);
        Some(Fraction {
            numerator: numerator / common,
            denominator: denominator / common,
        })
    }

    /// The sum, if it fits.
    pub(crate) fn add(self, other: Fraction) -> Option<Fraction> {
        let common = gcd(self.denominator, other.denominator);
        let scale = other.denominator / common;
        let denominator = self.denominator.checked_mul(scale)?;
        let numerator = self
            .numerator
            .checked_mul(scale)?
            .checked_add(other.numerator.checked_mul(self.denominator / common)?)?;
        Fraction::new(numerator, denominator)
    }

    /// The product, if it fits.
    pub(crate) fn mul(self, other: Fraction) -> Option<Fraction> {
        let a = gcd(self.numerator, other.denominator).max(1);
        let b = gcd(other.numerator, self.denominator).max(1);
        Fraction::new(
            (self.numerator / a).checked_mul(other.numerator / b)?,
            (self.denominator / b).checked_mul(other.denominator / a)?,
        )
    }

    /// The difference, if it is not negative and fits.
    pub(crate) fn sub(self, other: Fraction) -> Option<Fraction> {
        let common = gcd(self.denominator, other.denominator);
        let scale = other.denominator / common;
        let denominator = self.denominator.checked_mul(scale)?;
        let numerator = self
            .numerator
            .checked_mul(scale)?
            .checked_sub(other.numerator.checked_mul(self.denominator / common)?)?;
        Fraction::new(numerator, denominator)
    }

    /// The quotient, if the divisor is not zero and it fits.
    pub(crate) fn div(self, other: Fraction) -> Option<Fraction> {
        if other.numerator == 0 {
            return None;
        }
        self.mul(Fraction {
            numerator: other.denominator,
            denominator: other.numerator,
        })
    }

    /// The larger of the two, if they can be compared exactly.
    pub(crate) fn max(self, other: Fraction) -> Option<Fraction> {
        let left = self.numerator.checked_mul(other.denominator)?;
        let right = other.numerator.checked_mul(self.denominator)?;
        Some(if left >= right { self } else { other })
    }

    /// A whole number.
    pub(crate) fn whole(n: u128) -> Fraction {
        Fraction {
            numerator: n,
            denominator: 1,
        }
    }

    /// The value as a float.
    pub(crate) fn value(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, self.denominator)
        }
    }
}

/// A probability: its float, and its exact fraction while that fits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Probability {
    pub(crate) value: f64,
    pub(crate) exact: Option<Fraction>,
}

impl Probability {
    /// Certainty.
    pub(crate) const ONE: Probability = Probability {
        value: 1.0,
        exact: Some(Fraction::ONE),
    };

    /// A probability known only as a float.
    pub(crate) fn float(value: f64) -> Probability {
        Probability { value, exact: None }
    }

    /// The product (exact while both are).
    pub(crate) fn mul(self, other: Probability) -> Probability {
        Probability {
            value: self.value * other.value,
            exact: self.exact.zip(other.exact).and_then(|(a, b)| a.mul(b)),
        }
    }

    /// `1 / denominator` (exact when the denominator is known).
    pub(crate) fn reciprocal(value: f64, denominator: Option<u128>) -> Probability {
        Probability {
            value,
            exact: denominator.and_then(|d| Fraction::new(1, d)),
        }
    }

    /// An exact fraction.
    pub(crate) fn fraction(numerator: u128, denominator: u128) -> Probability {
        let exact = Fraction::new(numerator, denominator);
        Probability {
            value: exact.map_or(numerator as f64 / denominator as f64, Fraction::value),
            exact,
        }
    }

    /// The sum (exact while both are).
    pub(crate) fn add(self, other: Probability) -> Probability {
        Probability {
            value: self.value + other.value,
            exact: self.exact.zip(other.exact).and_then(|(a, b)| a.add(b)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_and_products_in_lowest_terms() {
        let third = Fraction::new(1, 3).unwrap();
        let sixth = Fraction::new(2, 12).unwrap();
        assert_eq!(sixth.to_string(), "1/6");
        assert_eq!(third.add(sixth).unwrap().to_string(), "1/2");
        assert_eq!(
            third.mul(Fraction::new(3, 4).unwrap()).unwrap().to_string(),
            "1/4"
        );
        assert_eq!(Fraction::new(4, 2).unwrap().to_string(), "2");
        let huge = Fraction::new(1, u128::MAX - 1).unwrap();
        assert_eq!(huge.add(Fraction::new(1, u128::MAX - 2).unwrap()), None);
        assert_eq!(Fraction::new(1, 0), None);
        let half = Fraction::new(1, 2).unwrap();
        assert_eq!(half.sub(third).unwrap().to_string(), "1/6");
        assert_eq!(third.sub(half), None);
        assert_eq!(third.div(half).unwrap().to_string(), "2/3");
        assert_eq!(half.div(Fraction::ZERO), None);
        assert_eq!(third.max(half), Some(half));
        assert_eq!(Fraction::whole(3).to_string(), "3");
    }
}
