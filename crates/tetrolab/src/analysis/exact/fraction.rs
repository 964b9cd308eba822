//! Exact probabilities while they stay small: fractions of `u128`.

use std::fmt;

/// The largest denominator [`Fraction::recognise`] tries.
pub(crate) const RECOGNISED_DENOMINATOR: u128 = 10_000;
/// How close (relative to the value, at least absolutely) a float must be
/// to a fraction for [`Fraction::recognise`] to take it.
pub(crate) const RECOGNISED_TOLERANCE: f64 = 1e-11;

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

    /// The simplest fraction with a denominator of at most
    /// [`RECOGNISED_DENOMINATOR`] within [`RECOGNISED_TOLERANCE`] (relative,
    /// at least absolute) of `x`, found among the convergents of its
    /// continued fraction; `None` when there is none.
    ///
    /// Such a fraction is very likely the exact value of a float computed
    /// to a few ulps, but it is not a proof: for a value with no fraction
    /// of that size, a match by chance needs `x` to fall within the
    /// tolerance of one of the about 3·10^7 fractions per unit below the
    /// bound: about one value in 1600.
    pub(crate) fn recognise(x: f64) -> Option<Fraction> {
        if !x.is_finite() || x < 0.0 {
            return None;
        }
        let tolerance = RECOGNISED_TOLERANCE * x.max(1.0);
        // Convergents h/k of x's continued fraction.
        let (mut h, mut h_before) = (1u128, 0u128);
        let (mut k, mut k_before) = (0u128, 1u128);
        let mut rest = x;
        loop {
            let whole = rest.floor();
            if whole > 1e15 {
                return None;
            }
            let a = whole as u128;
            (h, h_before) = (a.checked_mul(h)?.checked_add(h_before)?, h);
            (k, k_before) = (a.checked_mul(k)?.checked_add(k_before)?, k);
            if k > RECOGNISED_DENOMINATOR {
                return None;
            }
            if (x - h as f64 / k as f64).abs() <= tolerance {
                return Fraction::new(h, k);
            }
            let fraction = rest - whole;
            if fraction == 0.0 {
                return None;
            }
            rest = 1.0 / fraction;
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
    /// Impossibility.
    pub(crate) const ZERO: Probability = Probability {
        value: 0.0,
        exact: Some(Fraction::ZERO),
    };

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

    /// The quotient (exact while both are and the divisor is not zero).
    pub(crate) fn div(self, other: Probability) -> Probability {
        Probability {
            value: self.value / other.value,
            exact: self.exact.zip(other.exact).and_then(|(a, b)| a.div(b)),
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

    /// Floats a few ulps from small fractions are recognised; values with
    /// no small fraction, or too far from one, are not.
    #[test]
    fn recognises_small_fractions_only() {
        let seen = |x: f64| Fraction::recognise(x).map(|f| f.to_string());
        assert_eq!(seen(41.999999999994365).as_deref(), Some("42"));
        assert_eq!(seen(98.0 / 3.0 + 1e-13).as_deref(), Some("98/3"));
        assert_eq!(seen(0.543253968253967).as_deref(), Some("1369/2520"));
        assert_eq!(seen(1.0 / 28.0).as_deref(), Some("1/28"));
        assert_eq!(seen(0.0).as_deref(), Some("0"));
        assert_eq!(seen(std::f64::consts::PI), None);
        assert_eq!(seen(2f64.sqrt()), None);
        assert_eq!(seen(1.0 / 3.0 + 1e-9), None);
        assert_eq!(seen(1.0 / 10_007.0), None);
        assert_eq!(seen(-0.5), None);
        assert_eq!(seen(f64::NAN), None);
    }

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
