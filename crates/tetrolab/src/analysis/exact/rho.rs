//! Per-game odds on a chain without chance (a game's own generator from
//! one seed, module `cycle`): from each state the pieces are certain, a
//! lead then a period round and round, so a game's droughts are counted
//! from the positions of the piece — in one lead and one period, whatever
//! the game's length — rather than by following the game piece by piece.
//! The same odds as the dynamic programming of `game::odds`
//! (its tests hold them equal), in time and memory of the cycle, for games
//! of up to `u64::MAX` pieces.
//!
//! A game from position `s` deals the answers at `s, s + 1, …, s + N − 1`
//! of the sequence (did the piece come?). With the piece's arrivals in the
//! game `x_1 < … < x_k`, its droughts of at least `L` are the stretches
//! between two arrivals with `x_{i+1} − x_i − 1 ≥ L` — all of them, for
//! completed droughts; counting any stretch, also the opening one
//! (`x_1 − s ≥ L`) and the closing one (`s + N − 1 − x_k ≥ L`), or the
//! whole game when the piece never comes (`N ≥ L`). Each is counted once,
//! as the dynamic programming counts it when it reaches `L` or ends; the
//! game has a drought when it counts at least one.

use super::drought_odds::DroughtOdds;
use super::lump::Lumped;
use crate::analysis::DroughtMeaning;

/// A chain without chance seen through "is it the piece?": the answers
/// along the one path from the start, `lead` then `period` forever, and
/// where each class stands on it.
#[derive(Debug)]
pub(super) struct Rho {
    /// Each class's position on the path (every class is on it: the chain
    /// is built from the start).
    position: Vec<u128>,
    /// The lead's length.
    lead: u128,
    /// The period's length (at least 1).
    period: u128,
    /// The piece's positions in the lead, ascending.
    lead_arrivals: Vec<u128>,
    /// Its positions in the first period, ascending.
    period_arrivals: Vec<u128>,
}

impl Rho {
    /// The path of `lumped` from the start's class, if every class has
    /// one certain edge.
    pub(super) fn of(lumped: &Lumped) -> Option<Rho> {
        let certain = lumped
            .edges
            .iter()
            .all(|edges| edges.len() == 1 && edges[0].2 == 1.0);
        if !certain || lumped.class_of.is_empty() {
            return None;
        }
        let mut position = vec![u128::MAX; lumped.len()];
        let mut answers = Vec::new();
        let mut class = lumped.class_of[0] as usize;
        while position[class] == u128::MAX {
            position[class] = answers.len() as u128;
            let (answer, to, _) = lumped.edges[class][0];
            answers.push(answer);
            class = to as usize;
        }
        if position.contains(&u128::MAX) {
            return None;
        }
        let lead = position[class];
        let arrivals = |range: std::ops::Range<u128>| -> Vec<u128> {
            range.filter(|&p| answers[p as usize]).collect()
        };
        Some(Rho {
            lead,
            period: answers.len() as u128 - lead,
            lead_arrivals: arrivals(0..lead),
            period_arrivals: arrivals(lead..answers.len() as u128),
            position,
        })
    }

    /// Each length's odds, for games of `pieces` pieces starting at the
    /// classes as `start` weighs them (lengths `reachable` rules out get
    /// none).
    pub(super) fn odds(
        &self,
        start: &[f64],
        pieces: u64,
        lengths: &[u64],
        reachable: impl Fn(u64) -> bool,
        meaning: DroughtMeaning,
    ) -> Vec<DroughtOdds> {
        lengths
            .iter()
            .map(|&l| {
                if !reachable(l) {
                    return DroughtOdds::NEVER;
                }
                let long = Droughts::new(self, l);
                let (mut p, mut expected) = (0.0, 0.0);
                for (class, &mass) in start.iter().enumerate().filter(|&(_, &m)| m > 0.0) {
                    let count = long.in_game(self.position[class], pieces, meaning);
                    if count > 0 {
                        p += mass;
                    }
                    expected += mass * count as f64;
                }
                DroughtOdds {
                    // The masses sum to 1 only to rounding.
                    p_drought_at_least: p.min(1.0),
                    expected_droughts: expected,
                }
            })
            .collect()
    }

    /// How many arrivals come before position `at`.
    fn arrivals_before(&self, at: u128) -> u128 {
        let lead = self.lead_arrivals.partition_point(|&x| x < at) as u128;
        if at <= self.lead {
            return lead;
        }
        let (rounds, within) = (
            (at - self.lead) / self.period,
            (at - self.lead) % self.period,
        );
        let partial = self
            .period_arrivals
            .partition_point(|&x| x < self.lead + within) as u128;
        lead + rounds * self.period_arrivals.len() as u128 + partial
    }

    /// The position of arrival `j` (counted from 0) — one there is.
    fn arrival(&self, j: u128) -> u128 {
        let lead = self.lead_arrivals.len() as u128;
        if j < lead {
            return self.lead_arrivals[j as usize];
        }
        let per = self.period_arrivals.len() as u128;
        let (rounds, i) = ((j - lead) / per, (j - lead) % per);
        self.period_arrivals[i as usize] + rounds * self.period
    }
}

/// Which stretches between consecutive arrivals are droughts of at least
/// `L`: those from an arrival of the lead, and those from an arrival of
/// the period (the same every round), counted cumulatively.
struct Droughts<'a> {
    rho: &'a Rho,
    at_least: u128,
    /// `lead_counts[j]`: droughts between arrivals `i` and `i + 1`, `i < j`,
    /// for the lead's arrivals.
    lead_counts: Vec<u128>,
    /// The same for the period's, from its first arrival.
    period_counts: Vec<u128>,
}

impl<'a> Droughts<'a> {
    fn new(rho: &'a Rho, at_least: u64) -> Droughts<'a> {
        let at_least = u128::from(at_least);
        let long = |x: u128, next: Option<u128>| next.is_some_and(|y| y - x > at_least);
        let next = |j: u128| {
            let total = rho.lead_arrivals.len() + rho.period_arrivals.len();
            (j < total as u128 || !rho.period_arrivals.is_empty()).then(|| rho.arrival(j))
        };
        let cumulative = |from: usize, count: usize| {
            let mut sums = vec![0u128];
            for j in from..from + count {
                let j = j as u128;
                let drought = long(rho.arrival(j), next(j + 1));
                sums.push(sums.last().unwrap() + u128::from(drought));
            }
            sums
        };
        let lead = rho.lead_arrivals.len();
        Droughts {
            rho,
            at_least,
            lead_counts: cumulative(0, lead),
            period_counts: cumulative(lead, rho.period_arrivals.len()),
        }
    }

    /// Droughts between arrivals `i` and `i + 1` for every `i < j`.
    fn before(&self, j: u128) -> u128 {
        let lead = self.lead_counts.len() as u128 - 1;
        if j <= lead {
            return self.lead_counts[j as usize];
        }
        let per = self.period_counts.len() as u128 - 1;
        let (rounds, i) = ((j - lead) / per, (j - lead) % per);
        self.lead_counts[lead as usize]
            + rounds * self.period_counts[per as usize]
            + self.period_counts[i as usize]
    }

    /// The droughts counted in a game of `pieces` pieces from position
    /// `start`.
    fn in_game(&self, start: u128, pieces: u64, meaning: DroughtMeaning) -> u128 {
        let end = start + u128::from(pieces);
        let (first, past) = (
            self.rho.arrivals_before(start),
            self.rho.arrivals_before(end),
        );
        let any = meaning == DroughtMeaning::Any;
        if first == past {
            return u128::from(any && u128::from(pieces) >= self.at_least);
        }
        let between = self.before(past - 1) - self.before(first);
        let opening = self.rho.arrival(first) - start >= self.at_least;
        let closing = end - 1 - self.rho.arrival(past - 1) >= self.at_least;
        between + u128::from(any && opening) + u128::from(any && closing)
    }
}

#[cfg(test)]
mod tests {
    use super::super::lump::lump;
    use super::super::select::chain_of;
    use super::*;
    use crate::Piece;

    /// A game of `u64::MAX` pieces costs what one period costs: Sega's
    /// table comes round every 1000 pieces, so a game that long holds
    /// about `u64::MAX / 1000` times the droughts a table adds once
    /// round.
    #[test]
    fn games_of_any_length_cost_one_period() {
        let spec = "sega".parse().unwrap();
        let chain = chain_of(
            &spec,
            crate::analysis::exact::MOST_STATES,
            None,
            &crate::work::Unwatched,
        )
        .unwrap()
        .chain
        .merged();
        let lumped = lump(&chain, |p| p == Piece::I);
        let rho = Rho::of(&lumped).unwrap();
        let mut start = vec![0.0; lumped.len()];
        start[lumped.class_of[0] as usize] = 1.0;
        let count = |pieces| {
            rho.odds(&start, pieces, &[1], |_| true, DroughtMeaning::Completed)[0].expected_droughts
        };
        let per_table = count(2000) - count(1000);
        let endless = rho.odds(&start, u64::MAX, &[1], |_| true, DroughtMeaning::Completed)[0];
        assert_eq!(endless.p_drought_at_least, 1.0);
        let tables = u64::MAX as f64 / 1000.0;
        let ratio = endless.expected_droughts / (per_table * tables);
        assert!((ratio - 1.0).abs() < 1e-3, "{ratio}");
    }
}
