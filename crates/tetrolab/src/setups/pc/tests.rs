//! The fast search equals the definition on random small goals and queues,
//! and its solutions replay.

use proptest::prelude::*;

use super::{PcSolver, PerfectClear, definition};
use crate::Piece;
use crate::play::{Drop, Field, Kicks, Placement, Rules, reachable};

/// 1 to 4 full lines with the cells of up to 3 random placements emptied
/// (those that lie in them and miss the ones before), and the pieces of
/// those placements: goals that some queues clear.
fn goal() -> impl Strategy<Value = (PerfectClear, Vec<Piece>)> {
    let placement = (piece(), 0u8..4, 0i8..10, 0i8..4);
    (1u8..=4, prop::collection::vec(placement, 1..=3)).prop_map(|(lines, holes)| {
        let mut field = Field::new(24).unwrap();
        for y in 0..lines {
            for x in 0..10 {
                field.set(x, y, true);
            }
        }
        let mut pieces = Vec::new();
        for (piece, turns, x, y) in holes {
            let rotation = crate::play::Rotation::ALL[turns as usize];
            let hole = Placement::new(piece, rotation, x, y);
            let inside = hole.cells().iter().all(|&(x, y)| {
                (0..10).contains(&x) && (0..lines as i8).contains(&y) && field.is_filled(x, y)
            });
            if inside {
                for (x, y) in hole.cells() {
                    field.set(x as u8, y as u8, false);
                }
                pieces.push(piece);
            }
        }
        (PerfectClear::new(&field, lines).unwrap(), pieces)
    })
}

fn piece() -> impl Strategy<Value = Piece> {
    (0usize..7).prop_map(|i| Piece::ALL[i])
}

/// Whether `solution` clears `goal`: each placement reachable and under
/// the ceiling on the field it is placed on, every line cleared at the end.
fn replays(goal: &PerfectClear, solution: &[Placement], rules: &Rules<'_>) -> bool {
    let mut field = goal.field();
    let mut lines = goal.lines();
    for placement in solution {
        let under = Rules {
            ceiling: Some(lines),
            ..*rules
        };
        if !reachable(&field, placement, &under).unwrap() || field.put(placement).is_err() {
            return false;
        }
        lines -= field.clear_lines().count() as u8;
    }
    lines == 0 && field.is_empty()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solver_equals_the_definition(
        (goal, pieces) in goal(),
        random in prop::collection::vec(piece(), 0..=4),
        own in any::<bool>(),
        hold in any::<bool>(),
        hard in any::<bool>(),
    ) {
        // The holes' own pieces (then a random one), or random pieces.
        let queue = if own { [pieces, random[..random.len().min(1)].to_vec()].concat() } else { random };
        let srs = Kicks::srs();
        let rules = Rules::new(&srs, if hard { Drop::Hard } else { Drop::Soft });
        let plain = definition::solve(&goal, &queue, hold, &rules).unwrap();
        let solver = PcSolver::new(&goal, rules, hold).unwrap();
        prop_assert_eq!(solver.clears(&queue), plain.is_some());
        let fast = solver.solve(&queue);
        prop_assert_eq!(fast.is_some(), plain.is_some());
        for solution in plain.iter().chain(&fast) {
            prop_assert_eq!(solution.len(), goal.pieces());
            prop_assert!(replays(&goal, solution, &rules), "{:?}", solution);
        }
    }
}
