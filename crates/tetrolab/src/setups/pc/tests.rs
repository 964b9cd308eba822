//! The fast search equals the definition on random small goals and queues,
//! and its solutions replay.

use proptest::prelude::*;

use super::orders::ClearOrders;
use super::tiling::Tiler;
use super::{
    PcGraph, PcSolver, PerfectClear, QueueTest, definition, solution_fumen, solution_record,
};
use crate::Piece;
use crate::analysis::exact::{Model, Position};
use crate::notation::Mode;
use crate::notation::fumen::Fumen;
use crate::play::{Drop, Field, Kicks, Placement, Rules, reachable};
use crate::work::Unwatched;

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

/// Whether `solution`'s fumen decodes to one page per placement, each
/// page's piece covering that placement's cells on the field it is placed
/// on, the first page's field the goal's, and the field empty after the
/// last; and whether its record plays out to an empty board.
fn written_down(goal: &PerfectClear, solution: &[Placement]) -> bool {
    if solution.is_empty() {
        // Nothing to clear: a record with no move (its fumen is one page).
        return solution_record(goal, solution).is_some_and(|r| r.moves.is_empty());
    }
    let text = solution_fumen(goal, solution).unwrap().unwrap();
    let fumen = Fumen::decode(&text).unwrap();
    let sorted = |mut cells: [(i8, i8); 4]| {
        cells.sort_unstable();
        cells
    };
    let pages_match = fumen.pages.len() == solution.len()
        && fumen.pages[0].field.to_play().rows()[..24] == goal.field().rows()[..24]
        && fumen.pages.iter().zip(solution).all(|(page, placement)| {
            page.piece
                .is_some_and(|p| sorted(p.squares()) == sorted(placement.cells()))
        });
    let last = fumen.pages.last().unwrap();
    let cleared = last
        .field
        .after(last.piece.as_ref(), &last.flags)
        .is_some_and(|after| after.to_play().is_empty());
    let record = solution_record(goal, solution).unwrap();
    let played = record.validate(Mode::Strict).unwrap();
    pages_match && cleared && played.final_board().is_empty()
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
        // Searches that run out of states at once, try both orders and
        // start over with more.
        let tight = PcSolver::new(&goal, rules, hold).unwrap().with_first_budget(1);
        prop_assert_eq!(tight.clears(&queue), plain.is_some());
        let restarted = tight.solve(&queue);
        prop_assert_eq!(restarted.is_some(), plain.is_some());
        for solution in plain.iter().chain(&fast).chain(&restarted) {
            prop_assert_eq!(solution.len(), goal.pieces());
            prop_assert!(replays(&goal, solution, &rules), "{:?}", solution);
            prop_assert!(written_down(&goal, solution), "{:?}", solution);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Many queues at once (where the solver reuses the piece orders of
    /// clears already found, with hold) answer as each does alone by the
    /// definition: the holes' own pieces in every rotation and swapped
    /// pairwise, each with a random piece after, then random queues.
    #[test]
    fn a_pattern_at_once_equals_the_definition_queue_by_queue(
        (goal, pieces) in goal(),
        extra in piece(),
        random in prop::collection::vec(prop::collection::vec(piece(), 4), 0..6),
        hold in any::<bool>(),
    ) {
        let mut queues = Vec::new();
        for k in 0..pieces.len() {
            let mut queue = pieces.clone();
            queue.rotate_left(k);
            queue.push(extra);
            queues.push(queue.clone());
            queue.swap(0, k);
            queues.push(queue);
        }
        queues.extend(random);
        let srs = Kicks::srs();
        let rules = Rules::new(&srs, Drop::Soft);
        let solver = PcSolver::new(&goal, rules, hold).unwrap();
        let each = solver.clears_each(&queues, &crate::work::Unwatched).unwrap();
        for (queue, clears) in queues.iter().zip(each) {
            let plain = definition::solve(&goal, queue, hold, &rules).unwrap();
            prop_assert_eq!(clears, plain.is_some(), "{:?}", queue);
        }
    }
}

/// Rules under each drop: SRS, and nullpomino's half turns for `180`.
fn kicks_for(drop: Drop) -> Kicks {
    match drop {
        Drop::Soft180 => Kicks::nullpomino180(),
        _ => Kicks::srs(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The graph answers each queue as the definition does, under every
    /// drop, with hold and without.
    #[test]
    fn graph_equals_the_definition(
        (goal, pieces) in goal(),
        random in prop::collection::vec(piece(), 0..=4),
        own in any::<bool>(),
        hold in any::<bool>(),
        drop in prop::sample::select(Drop::ALL.to_vec()),
    ) {
        let queue = if own { [pieces, random[..random.len().min(1)].to_vec()].concat() } else { random };
        let kicks = kicks_for(drop);
        let rules = Rules::new(&kicks, drop);
        let plain = definition::solve(&goal, &queue, hold, &rules).unwrap();
        let solver = PcSolver::new(&goal, rules, hold).unwrap();
        let graph = PcGraph::of(&solver, &Unwatched).unwrap().unwrap();
        prop_assert_eq!(graph.clears(&queue), plain.is_some(), "{:?}", queue);
        prop_assert_eq!(graph.finds(&queue), plain.is_some(), "{:?}", queue);
    }

    /// Every stack a solution passes through has empty cells that split
    /// into cut tetrominoes: the graph's pruning leaves out no stack that
    /// can clear.
    #[test]
    fn stacks_that_clear_split_into_pieces(
        (goal, pieces) in goal(),
        hold in any::<bool>(),
        drop in prop::sample::select(Drop::ALL.to_vec()),
    ) {
        let kicks = kicks_for(drop);
        let rules = Rules::new(&kicks, drop);
        let tiler = Tiler::new();
        let mut stack = goal.start();
        if let Some(solution) = definition::solve(&goal, &pieces, hold, &rules).unwrap() {
            for placement in solution {
                prop_assert!(tiler.fills(&stack), "{:?}", stack);
                stack = stack.after(&placement);
            }
            prop_assert!(stack.is_clear());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Under a randomizer the graph's odds equal the solver's, fraction
    /// for fraction, and so do both asked one queue at a time (the floats may part in the last digits: the graph
    /// merges walks whose states differ only in stacks that cannot clear,
    /// so it sums in another order).
    #[test]
    fn graph_odds_equal_the_solvers(
        (goal, _) in goal(),
        hold in any::<bool>(),
        drop in prop::sample::select(Drop::ALL.to_vec()),
        spec in prop::sample::select(vec!["7-bag", "14-bag", "tetrio-pairs", "tgm1"]),
    ) {
        let kicks = kicks_for(drop);
        let solver = PcSolver::new(&goal, Rules::new(&kicks, drop), hold).unwrap();
        let graph = PcGraph::of(&solver, &Unwatched).unwrap().unwrap();
        let model = Model::of(&spec.parse().unwrap(), 100_000, &Unwatched).unwrap();
        let from = Position::Game { seen: &[] };
        let by_graph = model.odds(from, &graph, &Unwatched).unwrap();
        let by_solver = model.odds(from, &solver, &Unwatched).unwrap();
        prop_assert_eq!(&by_graph.fraction, &by_solver.fraction);
        let queues = QueueTest::new(&graph).unwrap();
        let by_queue = model.odds(from, &queues, &Unwatched).unwrap();
        prop_assert_eq!(&by_queue.fraction, &by_solver.fraction);
        // The route of goals too large to map: the solver's queues, one
        // sequence at a time.
        let solved = QueueTest::new(&solver).unwrap();
        let one_at_a_time = model.odds_depth_first(from, &solved, 0, &Unwatched).unwrap();
        prop_assert_eq!(&one_at_a_time.fraction, &by_solver.fraction);
        prop_assert!((by_graph.probability - by_solver.probability).abs() < 1e-12);
    }
}

/// Every queue of `length` pieces.
fn every_queue(length: usize) -> Vec<Vec<Piece>> {
    (0..length).fold(vec![Vec::new()], |queues, _| {
        queues
            .into_iter()
            .flat_map(|queue| Piece::ALL.map(|piece| [queue.clone(), vec![piece]].concat()))
            .collect()
    })
}

/// On small goals the graph, and one solver asked queue after queue,
/// answer every queue of the goal's pieces (one more with hold) as the
/// definition does, under every drop, with
/// hold and without: each way a held piece can be swapped out is met.
#[test]
fn graph_equals_the_definition_on_every_queue() {
    let goals = [
        ("XXXXXX____\nXXXXXX____", 2),
        ("XXXXXXX___\nXXXXXXX___\nXXXXXXXX__", 3),
        ("XXXXXXX___\nXXXXX_____", 2),
    ];
    for (rows, lines) in goals {
        let goal = PerfectClear::new(&Field::from_text(rows, 24).unwrap(), lines).unwrap();
        for drop in Drop::ALL {
            let kicks = kicks_for(drop);
            let rules = Rules::new(&kicks, drop);
            for hold in [false, true] {
                let solver = PcSolver::new(&goal, rules, hold).unwrap();
                let graph = PcGraph::of(&solver, &Unwatched).unwrap().unwrap();
                for queue in every_queue(solver.length()) {
                    let plain = definition::solve(&goal, &queue, hold, &rules).unwrap();
                    assert_eq!(
                        graph.clears(&queue),
                        plain.is_some(),
                        "{rows} {drop} hold {hold}: {queue:?}"
                    );
                    assert_eq!(
                        graph.finds(&queue),
                        plain.is_some(),
                        "{rows} {drop} hold {hold}: {queue:?}"
                    );
                    // One solver for every queue: what it learns from one
                    // (dead states, the orders of clears) holds for the next.
                    assert_eq!(
                        solver.clears(&queue),
                        plain.is_some(),
                        "{rows} {drop} hold {hold}: {queue:?}"
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every order learnt from a clear (its placements made in another
    /// order, rows clearing between) clears without hold by the
    /// definition, and the queue that found the clear deals one of them.
    #[test]
    fn orders_learnt_from_a_clear_clear(
        (goal, pieces) in goal(),
        extra in piece(),
        hold in any::<bool>(),
    ) {
        let mut queue = pieces.clone();
        queue.push(extra);
        let srs = Kicks::srs();
        let rules = Rules::new(&srs, Drop::Soft);
        let Some(made) = definition::solve(&goal, &queue, hold, &rules).unwrap() else {
            return Ok(());
        };
        let Some(mut orders) = ClearOrders::new(goal.pieces()) else {
            return Ok(());
        };
        orders.learn(goal.start(), &made, &|stack, piece| stack.moves(piece, &rules).into());
        prop_assert!(orders.deals(&queue, hold));
        for order in orders.orders() {
            let plain = definition::solve(&goal, &order, false, &rules).unwrap();
            prop_assert!(plain.is_some(), "{:?}", order);
        }
    }
}
