//! Whether counters read from a file could have come from one batch: a
//! batch is one stream observed from its start with n-grams counted, and
//! its counters are not independent numbers — its gaps follow from its
//! counts, its floods from its repeats, its balance from its counts — so
//! each is checked against the others. A part's digest
//! ([`Partial`](super::super::Partial)) catches any edit; these checks
//! say *what* cannot be, and keep what is merged finite and free of
//! overflow whatever the digest says.

use super::{GAP_BINS, Metrics, NGRAM, RUN_BINS, RunCounter, total};
use crate::Piece;

/// A check on a batch's counters, and what it says when they fail it.
type Check = (&'static str, fn(&Metrics) -> bool);

/// Every check, in the order they are made.
const CHECKS: [Check; 8] = [
    ("they are not counted as a batch's are", |m| {
        !m.counts_only && m.ngrams.is_some()
    }),
    ("its piece counts do not add up to its pieces", |m| {
        total(&m.counts) == Some(m.pieces)
    }),
    (
        "its last occurrences do not fit its counts",
        Metrics::last_seen_fit,
    ),
    ("its gaps do not fit its counts", Metrics::gaps_fit),
    (
        "its floods do not fit its counts and repeats",
        Metrics::floods_fit,
    ),
    (
        "its snake runs do not fit its S and Z counts",
        Metrics::snakes_fit,
    ),
    ("its n-grams do not fit its counts", Metrics::ngrams_fit),
    (
        "its balance counters do not fit its counts",
        Metrics::balance_fits,
    ),
];

impl Metrics {
    /// What no batch could have made in these counters, if anything — the
    /// first check they fail, in words.
    pub(crate) fn inconsistency(&self) -> Option<&'static str> {
        CHECKS
            .iter()
            .find(|(_, fits)| !fits(self))
            .map(|&(what, _)| what)
    }

    /// Each piece's last occurrence: none exactly when it was never
    /// seen, within the stream, at distinct times, the newest piece's at
    /// the end.
    fn last_seen_fit(&self) -> bool {
        let seen: Vec<u64> = (0..7)
            .filter(|&p| self.counts[p] > 0)
            .map(|p| self.last_seen[p])
            .collect();
        let each = (0..7).all(|p| {
            let t = self.last_seen[p];
            (self.counts[p] > 0) == (t != u64::MAX) && (t == u64::MAX || t < self.pieces)
        });
        let newest = match self.pieces {
            0 => self.previous == 7,
            n => self.previous < 7 && self.last_seen[usize::from(self.previous)] == n - 1,
        };
        each && newest && distinct(&seen)
    }

    /// Each piece's gaps: one fewer than its count, none of length 0,
    /// the long ones beyond the bins, and all of them fitting between
    /// its first occurrence and its last — the first occurrences at
    /// distinct times, one at the start.
    fn gaps_fit(&self) -> bool {
        if self.gap_bins.len() > GAP_BINS
            || self.gap_bins.first().is_some_and(|zero| zero != &[0; 7])
        {
            return false;
        }
        let mut firsts = Vec::new();
        for p in 0..7 {
            let long = &self.long_gaps[p];
            if long
                .iter()
                .any(|&(g, times)| g < GAP_BINS as u64 || times == 0)
            {
                return false;
            }
            let binned = self
                .gap_bins
                .iter()
                .enumerate()
                .map(|(g, bins)| (g as u64, bins[p]));
            let (mut gaps, mut span) = (0u128, 0u128);
            for (g, times) in binned.chain(long.iter().copied()) {
                gaps += u128::from(times);
                span += u128::from(g) * u128::from(times);
            }
            if gaps != u128::from(self.counts[p].saturating_sub(1)) {
                return false;
            }
            if self.counts[p] > 0 {
                let Some(first) = u128::from(self.last_seen[p]).checked_sub(span) else {
                    return false;
                };
                firsts.push(first as u64);
            }
        }
        distinct(&firsts) && (self.pieces == 0 || firsts.contains(&0))
    }

    /// Repeats: pieces equal to the one before them (gaps of 1).
    fn repeats_of(&self, pieces: &[Piece]) -> u64 {
        self.gap_bins
            .get(1)
            .map_or(0, |bins| pieces.iter().map(|p| bins[p.index()]).sum())
    }

    /// Floods: as many as pieces less repeats, their lengths adding up
    /// to the pieces, the open one of the newest piece.
    fn floods_fit(&self) -> bool {
        let flood = &self.flood;
        let repeats = self.repeats_of(&Piece::ALL);
        let Some(runs) = flood.runs_within(self.pieces) else {
            return false;
        };
        match self.pieces {
            0 => runs == 0,
            n => {
                let newest = usize::from(self.previous.min(6));
                n.checked_sub(repeats) == Some(runs)
                    && flood.current >= 1
                    && flood.current <= self.counts[newest]
                    && flood.current - 1 <= self.gap_bins.get(1).map_or(0, |bins| bins[newest])
                    && self.ngram_pairs_within(|a, b| a == b, repeats)
            }
        }
    }

    /// Snake runs: their lengths adding up to the S and Z pieces, at
    /// least as many S–S and Z–Z pairs within them as repeats of S and Z,
    /// the open one exactly when the newest piece is S or Z.
    fn snakes_fit(&self) -> bool {
        let snake = &self.snake;
        let snakes = self.counts[Piece::S.index()] + self.counts[Piece::Z.index()];
        let Some(runs) = snake.runs_within(snakes) else {
            return false;
        };
        let pairs = snakes - runs;
        let newest_is_snake = matches!(self.previous, 4 | 6);
        (snake.current > 0) == newest_is_snake
            && (snakes == 0 || runs >= 1)
            && pairs >= self.repeats_of(&[Piece::S, Piece::Z])
            && self.ngram_pairs_within(|a, b| is_snake(a) && is_snake(b), pairs)
    }

    /// Whether the pairs of neighbours `pair` picks that the 5-grams end
    /// in (from the fifth piece on) are at most `pairs` and at least
    /// `pairs` less the three pairs that end before the fifth piece.
    fn ngram_pairs_within(&self, pair: fn(u32, u32) -> bool, pairs: u64) -> bool {
        let Some(ngrams) = &self.ngrams else {
            return false;
        };
        let seen = ngrams
            .iter()
            .enumerate()
            .filter(|&(code, _)| pair((code as u32 >> 3) & 7, code as u32 & 7))
            .try_fold(0u64, |sum, (_, &n)| sum.checked_add(n));
        let uncounted = self.pieces.saturating_sub(1).min(NGRAM as u64 - 2);
        seen.is_some_and(|seen| seen <= pairs && pairs - seen <= uncounted)
    }

    /// The 5-grams: one ending at each piece from the fifth, of pieces
    /// only, each piece ending as many as it was seen less the first
    /// four pieces; the newest pieces' code ending in the newest piece.
    fn ngrams_fit(&self) -> bool {
        let Some(ngrams) = &self.ngrams else {
            return false;
        };
        let digits = |code: usize, n: usize| (0..n).all(|i| (code >> (3 * i)) & 7 != 7);
        let mut ending = [0u64; 7];
        for (code, &times) in ngrams.iter().enumerate().filter(|&(_, &n)| n > 0) {
            if !digits(code, NGRAM) {
                return false;
            }
            ending[code & 7] = ending[code & 7].saturating_add(times);
        }
        let early = self.pieces.min(NGRAM as u64 - 1);
        let ends_fit =
            (0..7).all(|p| ending[p] <= self.counts[p] && self.counts[p] - ending[p] <= early);
        let held = self.pieces.min(NGRAM as u64) as usize;
        let recent = self.recent as usize;
        let recent_fits = match self.pieces {
            0 => recent == 0,
            n => {
                recent < 1 << (3 * held)
                    && digits(recent, held)
                    && recent & 7 == usize::from(self.previous)
                    && (n < NGRAM as u64 || ngrams[recent] >= 1)
            }
        };
        total(ngrams) == Some(self.pieces.saturating_sub(NGRAM as u64 - 1))
            && ends_fit
            && recent_fits
    }

    /// Balance: the sum of squares, fewest and most from the counts; the
    /// largest deviation at least the last one and at most what one
    /// piece dealt over and over reaches; the summed squared deviation
    /// even (each term `7·Σc² − t²` is), at least the most even counts
    /// give, at least its last term and at most `t` terms of the largest.
    fn balance_fits(&self) -> bool {
        let counts = self.counts;
        let fewest = counts.into_iter().min().unwrap_or(0);
        let most = counts.into_iter().max().unwrap_or(0);
        let squares: u128 = counts.iter().map(|&c| u128::from(c) * u128::from(c)).sum();
        let pieces = u128::from(self.pieces);
        let widest = u128::from(self.max_deviation7);
        let deviation_fits = match self.pieces {
            0 => widest == 0,
            _ => {
                let last = (7 * u128::from(most))
                    .saturating_sub(pieces)
                    .max(pieces.saturating_sub(7 * u128::from(fewest)));
                widest >= last.max(6) && widest <= 6 * pieces
            }
        };
        let sum = self.squared_deviation_sum;
        // 7·Σc² − t² is least at `r(7 − r)`, `r = t mod 7`: 56 a week.
        let evenest = 56 * (pieces / 7) + (1..=pieces % 7).map(|r| r * (7 - r)).sum::<u128>();
        let last_term = (7 * squares).saturating_sub(pieces * pieces);
        u128::from(self.sum_of_squares) == squares
            && self.min_count == fewest
            && usize::from(self.at_min_count) == counts.iter().filter(|&&c| c == fewest).count()
            && self.max_count == most
            && deviation_fits
            && sum.is_multiple_of(2)
            && sum >= evenest.max(last_term)
            && pieces
                .checked_mul(widest * widest)
                .is_some_and(|most| sum <= most)
    }
}

impl RunCounter {
    /// How many runs the counter holds, the open one included, if it could
    /// be the maximal runs of a stream with `members` pieces in runs:
    /// their lengths add up to them (the last bin holding runs of
    /// [`RUN_BINS`]` − 1` or more), the longest is the longest binned, the
    /// open one, or a long one that fits.
    fn runs_within(&self, members: u64) -> Option<u64> {
        let last = RUN_BINS - 1;
        if self.bins[0] != 0 {
            return None;
        }
        let closed = total(&self.bins)?;
        let known = (1..last).try_fold(u128::from(self.current), |sum, n| {
            Some(sum + n as u128 * u128::from(self.bins[n]))
        })?;
        let rest = u128::from(members).checked_sub(known)?;
        let long = u128::from(self.bins[last]);
        let top = (1..last).rev().find(|&n| self.bins[n] > 0).unwrap_or(0) as u64;
        let max = u128::from(self.max);
        let shortest = u128::from(self.current.max(top));
        let max_fits = if long == 0 {
            rest == 0 && max == shortest
        } else {
            rest >= last as u128 * long
                && max >= shortest.max(last as u128).max(rest.div_ceil(long))
                && max <= shortest.max(rest - last as u128 * (long - 1))
        };
        max_fits.then(|| closed + u64::from(self.current > 0))
    }
}

/// Whether S or Z is the piece of index `p`.
fn is_snake(p: u32) -> bool {
    p == Piece::S.index() as u32 || p == Piece::Z.index() as u32
}

/// Whether no two of `values` are equal.
fn distinct(values: &[u64]) -> bool {
    values
        .iter()
        .enumerate()
        .all(|(i, a)| values[i + 1..].iter().all(|b| a != b))
}
