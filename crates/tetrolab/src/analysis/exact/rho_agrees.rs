//! The path's per-game odds (module `rho`) against the two that define
//! them: the dynamic programming piece by piece (module `game`) and the
//! droughts counted by walking each game.

use super::game::by_pieces;
use super::lump::{Lumped, lump};
use super::rho::Rho;
use super::select::chain_of;
use super::stationary::stationary;
use crate::Piece;
use crate::analysis::{DroughtMeaning, drought_lengths};

/// The droughts of at least each of `lengths` in the game of `pieces`
/// pieces from class `class`, by their definition: the lumped chain
/// walked piece by piece, each stretch without the piece counted when
/// it reaches the length (any stretch) or when the piece ends it
/// (completed ones, the one before the piece's first arrival left out).
fn walked(
    lumped: &Lumped,
    class: usize,
    pieces: u64,
    lengths: &[u64],
    meaning: DroughtMeaning,
) -> Vec<u64> {
    let (mut class, mut run, mut arrived) = (class, 0u64, false);
    let mut counts = vec![0; lengths.len()];
    for _ in 0..pieces {
        let (answer, to, _) = lumped.edges[class][0];
        for (count, &l) in counts.iter_mut().zip(lengths) {
            *count += u64::from(match meaning {
                DroughtMeaning::Completed => answer && arrived && run >= l,
                DroughtMeaning::Any => !answer && run + 1 == l,
            });
        }
        (run, arrived) = if answer {
            (0, true)
        } else {
            (run + 1, arrived)
        };
        class = to as usize;
    }
    counts
}

/// Counted from the path, the odds of NES's and Sega's power-on
/// cycles (and a seeded TetrisGYM one) are the droughts counted by
/// walking each game, for games short and long (past the lead and
/// several periods), both meanings, from the game's start and (for
/// shorter games) the stationary law; and from the game's start, the
/// dynamic programming's exactly (every game is certain: odds 0 or 1,
/// whole counts).
#[test]
fn the_path_gives_the_walked_and_dynamic_programmings_odds() {
    for (name, seed, long, stationary_up_to) in [
        ("sega", None, 2_600, 1_100),
        ("nes", None, 5_000, 150),
        ("tetrisgym-sps", Some(0x2a2a_u64.into()), 5_000, 150),
    ] {
        let spec = name.parse().unwrap();
        let selected = chain_of(
            &spec,
            crate::analysis::exact::MOST_STATES,
            seed.as_ref(),
            &crate::work::Unwatched,
        )
        .unwrap();
        let chain = selected.chain.merged();
        let pi = stationary(&chain).unwrap();
        let lengths = drought_lengths(&[1, 2, 3, 60, 100, 1_500]);
        for piece in [Piece::I, Piece::S, Piece::O] {
            let lumped = lump(&chain, |p| p == piece);
            let rho = Rho::of(&lumped).expect("a chain without chance");
            let mut at_start = vec![0.0; lumped.len()];
            at_start[lumped.class_of[0] as usize] = 1.0;
            let by_class = lumped.aggregate(&pi);
            for meaning in DroughtMeaning::ALL {
                for pieces in [0, 1, 7, 13, 41, 150, 1_000, long] {
                    let reachable = |l: u64| l <= pieces;
                    let ours = rho.odds(&at_start, pieces, &lengths, reachable, meaning);
                    let dp = by_pieces(&lumped, &at_start, pieces, &lengths, reachable, meaning);
                    assert_eq!(ours, dp, "{name} {piece:?} {meaning:?} {pieces}");
                    let mut starts = vec![&at_start];
                    if pieces <= stationary_up_to {
                        starts.push(&by_class);
                    }
                    for start in starts {
                        let ours = rho.odds(start, pieces, &lengths, reachable, meaning);
                        let (mut p, mut expected) =
                            (vec![0.0; lengths.len()], vec![0.0; lengths.len()]);
                        for (class, &mass) in start.iter().enumerate().filter(|&(_, &m)| m > 0.0) {
                            let counts = walked(&lumped, class, pieces, &lengths, meaning);
                            for (i, &count) in counts.iter().enumerate() {
                                p[i] += mass * f64::from(u8::from(count > 0));
                                expected[i] += mass * count as f64;
                            }
                        }
                        for (i, got) in ours.iter().enumerate() {
                            let close = |x: f64, y: f64| (x - y).abs() <= 1e-12 * y.abs().max(1.0);
                            let what = format!(
                                "{name} {piece:?} {meaning:?} {pieces} {}: {got:?} {} {}",
                                lengths[i], p[i], expected[i]
                            );
                            assert!(close(got.p_drought_at_least, p[i]), "{what}");
                            assert!(close(got.expected_droughts, expected[i]), "{what}");
                        }
                    }
                }
            }
        }
    }
}
