//! Long games without a pass per piece: the per-game dynamic programming
//! follows a linear map, so what it yields piece by piece — the mass that
//! has a drought at piece t, the expected droughts counted at piece t —
//! settles, once the map's other modes have died out, into a pattern
//! that repeats every `p` pieces, scaled by `ρ` each time (`ρ` < 1 for
//! the mass still waiting for its first drought, 1 for counts). Once the
//! last two periods follow it to rounding, the rest of a game of any
//! length is a geometric sum: a game of 10^9 pieces costs what its first
//! few hundred cost.

/// The longest period looked for (a bag's position cycle, a history's).
pub(crate) const MAX_PERIOD: usize = 64;

/// How often, in terms, a pattern is looked for.
const CHECK_EVERY: usize = 64;

/// How closely two periods must agree, relative to their terms.
const TOLERANCE: f64 = 1e-12;

/// The terms of a sequence, pushed one per piece, and their sum.
#[derive(Debug, Default)]
pub(crate) struct Settling {
    terms: Vec<f64>,
    sum: f64,
}

/// A repeating pattern: each term is `ratio` times the term `period`
/// before it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Pattern {
    pub(crate) period: usize,
    pub(crate) ratio: f64,
}

impl Settling {
    /// Adds the next term.
    pub(crate) fn push(&mut self, term: f64) {
        self.terms.push(term);
        self.sum += term;
    }

    /// The sum of the terms pushed.
    pub(crate) fn sum(&self) -> f64 {
        self.sum
    }

    /// The shortest pattern the last two periods follow, each term within
    /// [`TOLERANCE`] of its ratio times the one a period before — looked
    /// for only once `warm_up` terms are in (the map's state has filled)
    /// and among terms that are not all zero (a sequence of zeros so far
    /// says nothing of the terms to come).
    /// Looked for every [`CHECK_EVERY`] terms only, so that a sequence
    /// that never settles (a cycle longer than [`MAX_PERIOD`]) costs
    /// little beside the pass that makes it.
    pub(crate) fn pattern(&self, warm_up: usize) -> Option<Pattern> {
        let n = self.terms.len();
        if !n.is_multiple_of(CHECK_EVERY) {
            return None;
        }
        (1..=MAX_PERIOD)
            .take_while(|&p| n >= warm_up.max(3 * p))
            .find_map(|p| self.follows(p))
    }

    /// Whether the last `2p` terms are each `ratio` times the term `p`
    /// before, for one ratio.
    fn follows(&self, p: usize) -> Option<Pattern> {
        let n = self.terms.len();
        let window = &self.terms[n - 3 * p..];
        // The ratio from the largest term of the last period.
        let (i, &top) = window[2 * p..]
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))?;
        if top == 0.0 || window[p + i] == 0.0 {
            return None;
        }
        // A ratio just above 1 is 1: the mass a count follows is
        // conserved, and drifts upward only by rounding.
        let ratio = match top / window[p + i] {
            r if r > 1.0 && r - 1.0 <= TOLERANCE => 1.0,
            r => r,
        };
        let agrees = window[p..]
            .iter()
            .zip(&window[..2 * p])
            .all(|(&now, &before)| {
                let expected = ratio * before;
                (now - expected).abs() <= TOLERANCE * now.abs().max(expected.abs())
            });
        (agrees && ratio.is_finite() && ratio <= 1.0).then_some(Pattern { period: p, ratio })
    }

    /// The sum of the first `count` terms: those pushed, then the rest
    /// continued by `pattern` from the last period pushed.
    pub(crate) fn sum_to(&self, count: u64, pattern: Pattern) -> f64 {
        let n = self.terms.len() as u64;
        if count <= n {
            return self.terms[..count as usize].iter().sum();
        }
        let p = pattern.period;
        let last = &self.terms[self.terms.len() - p..];
        let rest = count - n;
        let (periods, partial) = (rest / p as u64, (rest % p as u64) as usize);
        let ratio = pattern.ratio;
        let period_sum: f64 = last.iter().sum();
        // ratio + ratio^2 + … + ratio^periods, then the partial period
        // at ratio^(periods + 1).
        let (scales, after) = if ratio == 1.0 {
            (periods as f64, 1.0)
        } else {
            let power = ratio.powf(periods as f64);
            (ratio * (1.0 - power) / (1.0 - ratio), power * ratio)
        };
        let partial_sum: f64 = last[..partial].iter().sum();
        self.sum + period_sum * scales + partial_sum * after
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A geometric-periodic sequence is found and summed to any length
    /// as a term-by-term sum would; zeros so far, or a sequence still
    /// changing its shape, are not taken for a pattern.
    #[test]
    fn patterns_are_found_and_summed() {
        let term = |t: usize| [0.0, 0.3, 0.1][t % 3] * 0.9f64.powi((t / 3) as i32);
        let mut settling = Settling::default();
        for t in 0..64 {
            settling.push(term(t));
        }
        let pattern = settling.pattern(0).expect("period 3, ratio 0.9");
        assert_eq!(pattern.period, 3);
        assert!((pattern.ratio - 0.9).abs() < 1e-15);
        for count in [10, 64, 65, 66, 67, 100, 1000] {
            let direct: f64 = (0..count).map(term).sum();
            let extrapolated = settling.sum_to(count as u64, pattern);
            assert!(
                (extrapolated - direct).abs() < 1e-14,
                "{count}: {extrapolated} {direct}"
            );
        }
        let mut zeros = Settling::default();
        (0..200).for_each(|_| zeros.push(0.0));
        assert_eq!(zeros.pattern(0), None);
        let mut changing = Settling::default();
        (0..200).for_each(|t| changing.push(1.0 / (1.0 + t as f64)));
        assert_eq!(changing.pattern(0), None);
        let mut constant = Settling::default();
        (0..64).for_each(|_| constant.push(0.25));
        assert_eq!(constant.pattern(100), None, "not warmed up");
        let pattern = constant.pattern(5).unwrap();
        assert!((constant.sum_to(1_000_000_000, pattern) - 2.5e8).abs() < 1e-3);
    }
}
