//! The odds players feel: in a game of N pieces, does a long drought of a
//! piece happen, and how many?

use super::lump::Lumped;

/// One piece's per-game drought odds for one drought length.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Odds {
    /// P(the game holds a run of at least L pieces without the piece,
    /// the run before its first arrival included).
    pub(crate) p_drought_at_least: f64,
    /// The expected number of such runs (each counted once, when it
    /// reaches L pieces).
    pub(crate) expected_droughts: f64,
}

impl Odds {
    const NEVER: Odds = Odds {
        p_drought_at_least: 0.0,
        expected_droughts: 0.0,
    };
}

/// The probability mass of a game in progress, laid out as
/// `[class][current run]` with `width` runs per class, kept only for the
/// classes it has reached (a game from one state of a large chain — a
/// game's own generator over its cycle — touches a handful per piece).
struct Mass<'a> {
    lumped: &'a Lumped,
    width: usize,
    /// Whether mass whose run outgrows the last slot stays there (which
    /// then means "this long or longer") rather than leaving.
    capped: bool,
    mass: Vec<f64>,
    next: Vec<f64>,
    /// The classes holding mass, and those reached by the next piece.
    live: Vec<u32>,
    next_live: Vec<u32>,
    reached: Vec<bool>,
}

impl<'a> Mass<'a> {
    /// The class law `start`, every run at 0.
    fn new(lumped: &'a Lumped, start: &[f64], width: usize, capped: bool) -> Mass<'a> {
        let classes = lumped.len();
        let mut mass = vec![0.0; classes * width];
        let mut live = Vec::new();
        for (c, &p) in start.iter().enumerate().filter(|&(_, &p)| p > 0.0) {
            mass[c * width] = p;
            live.push(c as u32);
        }
        Mass {
            lumped,
            width,
            capped,
            mass,
            next: vec![0.0; classes * width],
            live,
            next_live: Vec::new(),
            reached: vec![false; classes],
        }
    }

    /// The mass of class `c` by current run.
    fn row(&self, c: u32) -> &[f64] {
        let c = c as usize;
        &self.mass[c * self.width..(c + 1) * self.width]
    }

    /// One piece dealt: the piece resets the run to 0, any other
    /// lengthens it by one. Returns the mass whose run outgrew the last
    /// slot.
    fn advance(&mut self) -> f64 {
        let width = self.width;
        let mut outgrown = 0.0;
        for &from in &self.live {
            let from = from as usize;
            let source = &self.mass[from * width..(from + 1) * width];
            let total: f64 = source.iter().sum();
            for &(answer, to, p) in &self.lumped.edges[from] {
                let to = to as usize;
                let target = &mut self.next[to * width..(to + 1) * width];
                if !self.reached[to] {
                    self.reached[to] = true;
                    self.next_live.push(to as u32);
                    target.fill(0.0);
                }
                if answer {
                    target[0] += p * total;
                    continue;
                }
                for (t, s) in target[1..].iter_mut().zip(source) {
                    *t += p * s;
                }
                let last = p * source[width - 1];
                outgrown += last;
                if self.capped {
                    target[width - 1] += last;
                }
            }
        }
        for &c in &self.next_live {
            self.reached[c as usize] = false;
        }
        std::mem::swap(&mut self.mass, &mut self.next);
        std::mem::swap(&mut self.live, &mut self.next_live);
        self.next_live.clear();
        outgrown
    }
}

/// Each length's odds of a drought of at least that many pieces without
/// the piece `lumped` asks about, in a game of `pieces` pieces starting
/// from the class law `start`, by dynamic programming over (class,
/// current run). `longest` is the longest run without the piece the chain
/// can deal (`None`: unbounded); longer droughts have odds 0.
///
/// The chance of at least one drought of `L` follows the mass whose runs
/// have all stayed short of `L` (a run reaching `L` leaves it); the
/// expected count of droughts of every `L` at once follows all the mass,
/// counting what reaches a run of exactly `L`.
pub(crate) fn odds(
    lumped: &Lumped,
    start: &[f64],
    pieces: u64,
    lengths: &[u64],
    longest: Option<u64>,
) -> Vec<Odds> {
    assert!(
        lengths.iter().all(|&l| l >= 1),
        "a drought of at least one piece"
    );
    let reachable = |l: u64| l <= pieces && longest.is_none_or(|m| l <= m);
    // Expected counts, every length in one pass.
    let Some(&most) = lengths.iter().filter(|&&l| reachable(l)).max() else {
        return vec![Odds::NEVER; lengths.len()];
    };
    let mut expected = vec![0.0; lengths.len()];
    let mut all = Mass::new(lumped, start, most as usize + 2, true);
    for _ in 0..pieces {
        all.advance();
        for (count, &l) in expected.iter_mut().zip(lengths) {
            if reachable(l) {
                *count += all
                    .live
                    .iter()
                    .map(|&c| all.row(c)[l as usize])
                    .sum::<f64>();
            }
        }
    }
    lengths
        .iter()
        .zip(expected)
        .map(|(&l, expected_droughts)| {
            if !reachable(l) {
                return Odds::NEVER;
            }
            let mut alive = Mass::new(lumped, start, l as usize, false);
            let reached = (0..pieces).map(|_| alive.advance()).sum();
            Odds {
                p_drought_at_least: reached,
                expected_droughts,
            }
        })
        .collect()
}

/// P(a drought of at least `at_least` pieces without the piece within
/// the first n pieces) for each n of `lengths`, in one pass of the
/// dynamic programming of [`odds`] up to the longest.
pub(crate) fn curve(lumped: &Lumped, start: &[f64], at_least: u64, lengths: &[u64]) -> Vec<f64> {
    assert!(at_least >= 1, "a drought of at least one piece");
    let longest = lengths.iter().copied().max().unwrap_or(0);
    let mut alive = Mass::new(lumped, start, at_least as usize, false);
    let mut reached = 0.0;
    let mut at = Vec::with_capacity(longest as usize + 1);
    at.push(0.0);
    for _ in 0..longest {
        reached += alive.advance();
        at.push(reached);
    }
    lengths.iter().map(|&n| at[n as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::analysis::exact::chain::Chain;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::law::Probed;
    use crate::analysis::exact::lump::lump;
    use crate::randomizer::Memoryless;

    /// The curve gives, at each length, what `odds` gives for a game of
    /// that length.
    #[test]
    fn the_curve_is_the_odds_at_every_length() {
        let law = Probed {
            definition: Memoryless { order: Piece::ALL },
            symmetric: true,
        };
        let chain = Chain::build(&law, 10).unwrap();
        let lumped = lump(&chain, |p| p == Piece::I);
        let lengths = [5, 13, 14, 40, 100];
        let curve = curve(&lumped, &[1.0], 13, &lengths);
        for (&n, p) in lengths.iter().zip(curve) {
            let [odds] = odds(&lumped, &[1.0], n, &[13], None)[..] else {
                panic!()
            };
            assert!((odds.p_drought_at_least - p).abs() < 1e-15, "{n}: {p}");
        }
        assert_eq!(curve_at(&lumped, 5), 0.0);
    }

    fn curve_at(lumped: &Lumped, n: u64) -> f64 {
        curve(lumped, &[1.0], 13, &[n])[0]
    }

    /// For a memoryless randomizer the first L pieces miss I with
    /// probability (6/7)^L; a game of exactly L pieces has a drought of L
    /// only that way, and expects that many.
    #[test]
    fn memoryless_odds_in_closed_form() {
        let law = Probed {
            definition: Memoryless { order: Piece::ALL },
            symmetric: true,
        };
        let chain = Chain::build(&law, 10).unwrap();
        let lumped = lump(&chain, |p| p == Piece::I);
        let [short] = odds(&lumped, &[1.0], 13, &[13], None)[..] else {
            panic!()
        };
        let p = (6f64 / 7.0).powi(13);
        assert!((short.p_drought_at_least - p).abs() < 1e-15);
        assert!((short.expected_droughts - p).abs() < 1e-15);
        // In a game of 14: the first 13 miss I, or an I then 13 that do
        // (disjoint, and 14 pieces hold at most one such run); a run of 14
        // only the first way; 15 not at all.
        let game = odds(&lumped, &[1.0], 14, &[13, 14, 15], None);
        let expected = p + p / 7.0;
        assert!(
            (game[0].p_drought_at_least - expected).abs() < 1e-14,
            "{game:?}"
        );
        assert!((game[0].expected_droughts - expected).abs() < 1e-14);
        let fourteen = (6f64 / 7.0).powi(14);
        assert!((game[1].p_drought_at_least - fourteen).abs() < 1e-15);
        assert!((game[1].expected_droughts - fourteen).abs() < 1e-15);
        assert_eq!(game[2], Odds::NEVER);
    }

    /// A 7-bag game from a fresh bag: a drought of 12 needs I first in
    /// one bag and last in the next (1/49 for each pair of bags that meet
    /// within the game); of 13, never.
    #[test]
    fn seven_bag_odds_count_bag_pairs() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000).unwrap();
        let lumped = lump(&chain, |p| p == Piece::I);
        let mut start = vec![0.0; lumped.len()];
        start[lumped.class_of[0] as usize] = 1.0;
        // 21 pieces: bags 1-2 and 2-3 can each hold one; both at once
        // needs I first and last in bag 2, impossible.
        let game = odds(&lumped, &start, 21, &[12, 13], Some(12));
        let each = 1.0 / 49.0;
        assert!(
            (game[0].p_drought_at_least - 2.0 * each).abs() < 1e-15,
            "{game:?}"
        );
        assert!((game[0].expected_droughts - 2.0 * each).abs() < 1e-15);
        assert_eq!(game[1], Odds::NEVER);
    }
}
