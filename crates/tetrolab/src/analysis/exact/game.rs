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

/// The lumped chain's edges split by answer: (from, to, probability).
struct Edges {
    yes: Vec<(usize, usize, f64)>,
    no: Vec<(usize, usize, f64)>,
}

impl Edges {
    fn of(lumped: &Lumped) -> Edges {
        let (mut yes, mut no) = (Vec::new(), Vec::new());
        for (c, edges) in lumped.edges.iter().enumerate() {
            for &(answer, to, p) in edges {
                let edge = (c, to as usize, p);
                if answer {
                    yes.push(edge);
                } else {
                    no.push(edge);
                }
            }
        }
        Edges { yes, no }
    }

    /// One piece dealt, for mass laid out as `[class][current run]` with
    /// `width` runs per class: the piece resets the run to 0, any other
    /// lengthens it by one. Returns the mass whose run outgrew the last
    /// slot; with `capped` that mass also stays in the last slot (which
    /// then means "this long or longer"), else it leaves.
    fn advance(&self, mass: &[f64], next: &mut [f64], width: usize, capped: bool) -> f64 {
        next.fill(0.0);
        for &(from, to, p) in &self.yes {
            let total: f64 = mass[from * width..(from + 1) * width].iter().sum();
            next[to * width] += p * total;
        }
        let mut outgrown = 0.0;
        for &(from, to, p) in &self.no {
            let source = &mass[from * width..(from + 1) * width];
            let target = &mut next[to * width..(to + 1) * width];
            for (t, s) in target[1..].iter_mut().zip(source) {
                *t += p * s;
            }
            let last = p * source[width - 1];
            outgrown += last;
            if capped {
                target[width - 1] += last;
            }
        }
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
    let edges = Edges::of(lumped);
    let classes = lumped.len();
    let laid_out = |width: usize| {
        let mut mass = vec![0.0; classes * width];
        for (c, &p) in start.iter().enumerate() {
            mass[c * width] = p;
        }
        mass
    };
    // Expected counts, every length in one pass.
    let Some(&most) = lengths.iter().filter(|&&l| reachable(l)).max() else {
        return vec![Odds::NEVER; lengths.len()];
    };
    let width = most as usize + 2;
    let mut expected = vec![0.0; lengths.len()];
    let mut mass = laid_out(width);
    let mut next = vec![0.0; mass.len()];
    for _ in 0..pieces {
        edges.advance(&mass, &mut next, width, true);
        std::mem::swap(&mut mass, &mut next);
        for (count, &l) in expected.iter_mut().zip(lengths) {
            if reachable(l) {
                *count += (0..classes)
                    .map(|c| mass[c * width + l as usize])
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
            let width = l as usize;
            let mut alive = laid_out(width);
            let mut next = vec![0.0; alive.len()];
            let mut reached = 0.0;
            for _ in 0..pieces {
                reached += edges.advance(&alive, &mut next, width, false);
                std::mem::swap(&mut alive, &mut next);
            }
            Odds {
                p_drought_at_least: reached,
                expected_droughts,
            }
        })
        .collect()
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
