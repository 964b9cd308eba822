//! The odds players feel: in a game of N pieces, does a long drought of a
//! piece happen, and how many?

use super::lump::Lumped;

/// One piece's per-game drought odds for one drought length.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct GameOdds {
    /// P(the game holds a run of at least L pieces without the piece,
    /// the run before its first arrival included).
    pub(crate) p_drought_at_least: f64,
    /// The expected number of such runs (each counted once, when it
    /// reaches L pieces).
    pub(crate) expected_droughts: f64,
}

/// The odds for a drought of at least `length` pieces without the piece
/// `lumped` asks about, in a game of `pieces` pieces starting from the
/// class law `start`, by dynamic programming over (class, current run
/// capped at `length`).
///
/// The state tracks, by class and current run: mass whose runs have all
/// stayed short of L (`alive`), mass that has had a long run before
/// (`past`), and mass in a run that has reached L (`long`, by class).
pub(crate) fn odds(lumped: &Lumped, start: &[f64], pieces: u64, length: u64) -> GameOdds {
    assert!(length >= 1, "a drought of at least one piece");
    let l = length as usize;
    let classes = lumped.len();
    let index = |c: usize, r: usize| c * l + r;
    let mut alive = vec![0.0; classes * l];
    for (c, &p) in start.iter().enumerate() {
        alive[index(c, 0)] += p;
    }
    let mut long = vec![0.0; classes];
    let (mut reached, mut expected) = (0.0, 0.0);
    let mut past = vec![0.0; classes * l];
    let mut next_alive = alive.clone();
    let mut next_past = past.clone();
    let mut next_long = long.clone();
    for _ in 0..pieces {
        next_alive.fill(0.0);
        next_past.fill(0.0);
        next_long.fill(0.0);
        for (c, edges) in lumped.edges.iter().enumerate() {
            for &(yes, to, p) in edges {
                let to = to as usize;
                // Runs still short of L.
                for r in 0..l {
                    for (mass, into, is_alive) in [(alive[index(c, r)], &mut next_alive, true), (past[index(c, r)], &mut next_past, false)] {
                        if mass == 0.0 {
                            continue;
                        }
                        let m = mass * p;
                        if yes {
                            into[index(to, 0)] += m;
                        } else if r + 1 < l {
                            into[index(to, r + 1)] += m;
                        } else {
                            // The run reaches L now.
                            expected += m;
                            if is_alive {
                                reached += m;
                            }
                            next_long[to] += m;
                        }
                    }
                }
                // Runs already at L or beyond continue or end.
                let m = long[c] * p;
                if m != 0.0 {
                    if yes {
                        next_past[index(to, 0)] += m;
                    } else {
                        next_long[to] += m;
                    }
                }
            }
        }
        std::mem::swap(&mut alive, &mut next_alive);
        std::mem::swap(&mut past, &mut next_past);
        std::mem::swap(&mut long, &mut next_long);
    }
    GameOdds {
        p_drought_at_least: reached,
        expected_droughts: expected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::analysis::exact::chain::Chain;
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
        let short = odds(&lumped, &[1.0], 13, 13);
        let p = (6f64 / 7.0).powi(13);
        assert!((short.p_drought_at_least - p).abs() < 1e-15);
        assert!((short.expected_droughts - p).abs() < 1e-15);
        // In a game of 14: the first 13 miss I, or an I then 13 that do
        // (disjoint, and 14 pieces hold at most one such run).
        let game = odds(&lumped, &[1.0], 14, 13);
        let expected = p + p / 7.0;
        assert!((game.p_drought_at_least - expected).abs() < 1e-14, "{game:?}");
        assert!((game.expected_droughts - expected).abs() < 1e-14);
    }
}
