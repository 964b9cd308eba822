//! Student's t distribution: the quantile that turns a standard error from
//! a few independent samples into a confidence interval that holds its
//! stated coverage.

/// The two-sided 95 % quantile of Student's t with `df` degrees of freedom
/// (`df >= 1`): a 95 % confidence interval from `n` independent samples is
/// the mean ± `t_975(n − 1)` standard errors. With many samples it tends
/// to the normal 1.96; with two it is 12.71.
pub fn t_975(df: u64) -> f64 {
    // Beyond a million degrees of freedom the quantile is the normal one
    // to six decimals, and the gamma functions lose precision.
    t_quantile(0.975, df.clamp(1, 1_000_000) as f64)
}

/// The `p` quantile (`0.5 < p < 1`) of Student's t with `df` degrees of
/// freedom, by bisection on the distribution function.
fn t_quantile(p: f64, df: f64) -> f64 {
    let (mut low, mut high) = (0.0f64, 1.0f64);
    while t_cdf(high, df) < p {
        (low, high) = (high, 2.0 * high);
    }
    for _ in 0..200 {
        let middle = 0.5 * (low + high);
        if t_cdf(middle, df) < p {
            low = middle;
        } else {
            high = middle;
        }
    }
    0.5 * (low + high)
}

/// `P(T <= t)` for `t >= 0`: `1 − I_x(df/2, 1/2) / 2` with
/// `x = df / (df + t²)`.
fn t_cdf(t: f64, df: f64) -> f64 {
    let square = t * t;
    let (x, one_minus_x) = (df / (df + square), square / (df + square));
    1.0 - 0.5 * incomplete_beta(x, one_minus_x, 0.5 * df, 0.5)
}

/// The regularized incomplete beta function `I_x(a, b)` (given `x` and
/// `1 − x`, each computed without cancellation), by its continued fraction
/// (evaluated by Lentz's method) on the side where it converges fast.
fn incomplete_beta(x: f64, one_minus_x: f64, a: f64, b: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if one_minus_x <= 0.0 {
        return 1.0;
    }
    let front =
        (ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * one_minus_x.ln()).exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_fraction(x, a, b) / a
    } else {
        1.0 - front * beta_fraction(one_minus_x, b, a) / b
    }
}

/// The continued fraction of the incomplete beta function.
fn beta_fraction(x: f64, a: f64, b: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let clamp = |v: f64| if v.abs() < TINY { TINY } else { v };
    let mut c = 1.0;
    let mut d = 1.0 / clamp(1.0 - (a + b) * x / (a + 1.0));
    let mut fraction = d;
    for m in 1..=300 {
        let m = f64::from(m);
        let even = m * (b - m) * x / ((a + 2.0 * m - 1.0) * (a + 2.0 * m));
        d = 1.0 / clamp(1.0 + even * d);
        c = clamp(1.0 + even / c);
        fraction *= d * c;
        let odd = -(a + m) * (a + b + m) * x / ((a + 2.0 * m) * (a + 2.0 * m + 1.0));
        d = 1.0 / clamp(1.0 + odd * d);
        c = clamp(1.0 + odd / c);
        let step = d * c;
        fraction *= step;
        if (step - 1.0).abs() < 1e-15 {
            break;
        }
    }
    fraction
}

/// `ln Γ(x)` for `x > 0`, by Lanczos' approximation (g = 7, nine terms;
/// relative error below 1e-15).
fn ln_gamma(x: f64) -> f64 {
    const COEFFICIENTS: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection: Γ(x) Γ(1 − x) = π / sin(πx).
        return (std::f64::consts::PI / (std::f64::consts::PI * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let t = x + 7.5;
    let sum = COEFFICIENTS[1..]
        .iter()
        .enumerate()
        .fold(COEFFICIENTS[0], |sum, (i, &c)| {
            sum + c / (x + i as f64 + 1.0)
        });
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + sum.ln()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_of_the_t_distribution() {
        assert!((t_975(1) - 12.7062).abs() < 1e-4);
        assert!((t_975(15) - 2.1314).abs() < 1e-4);
        assert!((t_975(1_000_000) - 1.96).abs() < 1e-3);
    }

    /// One and two degrees of freedom have closed forms: the Cauchy
    /// quantile `tan(π(p − ½))`, and `(2p − 1) / √(2p(1 − p))`.
    #[test]
    fn closed_forms_for_one_and_two_degrees() {
        for p in [0.6, 0.75, 0.9, 0.975, 0.995] {
            let cauchy = (std::f64::consts::PI * (p - 0.5)).tan();
            assert!((t_quantile(p, 1.0) - cauchy).abs() < 1e-9 * cauchy, "{p}");
            let two = (2.0 * p - 1.0) / (2.0 * p * (1.0 - p)).sqrt();
            assert!((t_quantile(p, 2.0) - two).abs() < 1e-9 * two, "{p}");
        }
    }

    /// Published table values (to four decimals) and the normal limit.
    #[test]
    fn table_values_and_the_normal_limit() {
        for (df, t) in [
            (3, 3.1824),
            (5, 2.5706),
            (10, 2.2281),
            (30, 2.0423),
            (63, 1.9983),
        ] {
            assert!((t_975(df) - t).abs() < 6e-5, "df {df}: {}", t_975(df));
        }
        assert!((t_975(u64::MAX) - 1.959_964).abs() < 1e-5);
    }

    #[test]
    fn ln_gamma_of_known_values() {
        for (x, expected) in [
            (1.0, 0.0),
            (2.0, 0.0),
            (0.5, std::f64::consts::PI.sqrt().ln()),
            (10.0, 362_880f64.ln()),
        ] {
            assert!((ln_gamma(x) - expected).abs() < 1e-12, "{x}");
        }
    }
}
