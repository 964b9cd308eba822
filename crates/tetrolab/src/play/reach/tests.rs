//! Boards with known answers, and the engine held to the definition on
//! random fields.

use proptest::prelude::*;

use super::*;
use crate::play::{Drop, Entry, Kicks, LastMove, Placement, Rotation, TSpin, best_t_spin, t_spin};

fn field(text: &str) -> Field {
    Field::from_text(text, 24).unwrap()
}

/// Whether the engine and the definition both say `target` is reachable
/// (and agree).
fn both(field: &Field, target: &Placement, rules: &Rules<'_>) -> bool {
    let fast = reachable(field, target, rules).unwrap();
    let plain = definition::reachable(field, target, rules).unwrap();
    assert_eq!(fast, plain, "{target} on\n{field}");
    fast
}

#[test]
fn a_tuck_under_an_overhang_needs_a_soft_drop() {
    let f = field("XXX_______\n__________\n__________");
    let srs = Kicks::srs();
    let tuck = Placement::new(Piece::O, Rotation::Spawn, 1, 0);
    assert!(both(&f, &tuck, &Rules::new(&srs, Drop::Soft)));
    assert!(!both(&f, &tuck, &Rules::new(&srs, Drop::Hard)));
    // t-soft: only the T may tuck.
    assert!(!both(&f, &tuck, &Rules::new(&srs, Drop::TSoft)));
    let t = Placement::new(Piece::T, Rotation::Spawn, 1, 0);
    assert!(both(&f, &t, &Rules::new(&srs, Drop::TSoft)));
    // On top of the overhang, every drop reaches.
    let on_top = Placement::new(Piece::O, Rotation::Spawn, 0, 3);
    for drop in Drop::ALL.into_iter().filter(|&d| d != Drop::Soft180) {
        assert!(both(&f, &on_top, &Rules::new(&srs, drop)), "{drop}");
    }
}

/// Rows 0 to 2 full but for a T turned right at the left wall, under an
/// overhang: the T can only enter by the fifth kick test from spawn.
const TST: &str = "X_________\n__________\n_XXXXXXXXX\n__XXXXXXXX\n_XXXXXXXXX";

#[test]
fn an_srs_t_spin_triple_enters_by_the_fifth_test() {
    let f = field(TST);
    let target = Placement::new(Piece::T, Rotation::Right, 0, 1);
    let srs = Kicks::srs();
    let soft = Rules::new(&srs, Drop::Soft);
    assert!(both(&f, &target, &soft));
    assert!(!both(&f, &target, &Rules::new(&srs, Drop::Hard)));
    let none = Kicks::none();
    assert!(!both(&f, &target, &Rules::new(&none, Drop::Soft)));
    assert_eq!(best_t_spin(&f, &target, &soft), Ok(Some(TSpin::Regular)));
    let mut locked = f;
    locked.put(&target).unwrap();
    assert_eq!(locked.clear_lines().count(), 3);
}

#[test]
fn an_i_reaches_a_well_under_a_roof_only_by_a_kick() {
    let f = field("XXXXXX____\n__________\n_XXXXXXXXX\n_XXXXXXXXX\n_XXXXXXXXX");
    let standing = Placement::new(Piece::I, Rotation::Right, 0, 2);
    let srs = Kicks::srs();
    assert!(both(&f, &standing, &Rules::new(&srs, Drop::Soft)));
    assert!(!both(&f, &standing, &Rules::new(&srs, Drop::Hard)));
    let none = Kicks::none();
    assert!(!both(&f, &standing, &Rules::new(&none, Drop::Soft)));
    // The same cells as the I turned left one row lower.
    let left = Placement::new(Piece::I, Rotation::Left, 0, 1);
    assert!(both(&f, &left, &Rules::new(&srs, Drop::Soft)));
}

#[test]
fn nothing_reaches_under_a_closed_roof_and_the_o_not_through_a_gap() {
    let closed = field("XXXXXXXXXX\n__________\n__________\n__________");
    let gap = field("XXXX_XXXXX\n__________\n__________\n__________");
    let through = Placement::new(Piece::I, Rotation::Right, 4, 2);
    for kicks in [Kicks::srs(), Kicks::srs_plus()] {
        for index in 0..7 {
            let piece = Piece::from_index(index).unwrap();
            for drop in Drop::ALL {
                let rules = Rules::new(&kicks, drop);
                if rules.check().is_err() {
                    continue;
                }
                let under = |f: &Field| {
                    placements(f, piece, &rules)
                        .unwrap()
                        .iter()
                        .filter(|p| p.cells().iter().any(|&(_, y)| y < 3))
                        .count()
                };
                assert_eq!(under(&closed), 0, "{piece} {drop}");
                // The I falls through a gap one cell wide; the O cannot
                // (J and L can, by kicks).
                if piece == Piece::O {
                    assert_eq!(under(&gap), 0, "{drop}");
                }
            }
            assert!(both(&gap, &through, &Rules::new(&kicks, Drop::Hard)));
        }
    }
}

#[test]
fn a_t_spin_mini_is_regular_only_by_a_privileged_test() {
    // T turned right at the left wall: a wall corner behind, one front
    // corner filled, one open.
    let f = field("_X________");
    let t = Placement::new(Piece::T, Rotation::Right, 0, 1);
    let plain = LastMove::Turn { privileged: false };
    let privileged = LastMove::Turn { privileged: true };
    assert_eq!(t_spin(&f, &t, plain), Some(TSpin::Mini));
    assert_eq!(t_spin(&f, &t, privileged), Some(TSpin::Regular));
    assert_eq!(t_spin(&f, &t, LastMove::Slide), None);
    let srs = Kicks::srs();
    assert_eq!(
        best_t_spin(&f, &t, &Rules::new(&srs, Drop::Soft)),
        Ok(Some(TSpin::Mini))
    );
    // The T-spin triple's T with its lower front corner opened: three
    // corners, a mini by its corners, regular by the fifth test.
    let mut fin = field(TST);
    fin.set(1, 0, false);
    let target = Placement::new(Piece::T, Rotation::Right, 0, 1);
    assert_eq!(t_spin(&fin, &target, plain), Some(TSpin::Mini));
    assert_eq!(
        best_t_spin(&fin, &target, &Rules::new(&srs, Drop::Soft)),
        Ok(Some(TSpin::Regular))
    );
    // Three corners, but only a slide ends there: no turn lands on it (the
    // turns that try it land earlier tests elsewhere).
    let slid = field("X_________\n__________");
    let under = Placement::new(Piece::T, Rotation::Spawn, 1, 0);
    assert!(both(&slid, &under, &Rules::new(&srs, Drop::Soft)));
    assert_eq!(t_spin(&slid, &under, plain), Some(TSpin::Mini));
    assert_eq!(
        best_t_spin(&slid, &under, &Rules::new(&srs, Drop::Soft)),
        Ok(None)
    );
    // Two corners are not a T-spin; nor is another piece.
    let open = field("__________");
    assert_eq!(
        t_spin(
            &open,
            &Placement::new(Piece::T, Rotation::Spawn, 4, 0),
            plain
        ),
        None
    );
    let l = Placement::new(Piece::L, Rotation::Right, 0, 1);
    assert_eq!(t_spin(&f, &l, plain), None);
}

#[test]
fn a_t_spin_double_is_regular_by_its_front_corners() {
    let f = field("__X_______\nXX___XXXXX\nXXX_XXXXXX");
    let t = Placement::new(Piece::T, Rotation::Reverse, 3, 1);
    let srs = Kicks::srs();
    assert!(both(&f, &t, &Rules::new(&srs, Drop::Soft)));
    assert!(!both(&f, &t, &Rules::new(&srs, Drop::Hard)));
    assert_eq!(
        t_spin(&f, &t, LastMove::Turn { privileged: false }),
        Some(TSpin::Regular)
    );
    for drop in [Drop::Soft, Drop::TSoft] {
        assert_eq!(
            best_t_spin(&f, &t, &Rules::new(&srs, drop)),
            Ok(Some(TSpin::Regular))
        );
    }
    assert_eq!(best_t_spin(&f, &t, &Rules::new(&srs, Drop::Hard)), Ok(None));
}

#[test]
fn the_180_drop_needs_half_turns() {
    let srs = Kicks::srs();
    let rules = Rules::new(&srs, Drop::Soft180);
    let f = Field::new(4).unwrap();
    assert_eq!(
        placements(&f, Piece::T, &rules),
        Err(RulesError::NoHalfTurns)
    );
    assert_eq!(
        definition::placements(&f, Piece::T, &rules),
        Err(RulesError::NoHalfTurns)
    );
    let t = Placement::new(Piece::T, Rotation::Spawn, 4, 0);
    assert_eq!(best_t_spin(&f, &t, &rules), Err(RulesError::NoHalfTurns));
}

#[test]
fn a_half_turn_reaches_what_quarter_turns_do_not() {
    // Found by searching random fields for a T placement Jstris's half
    // turns reach and SRS's quarter turns do not.
    let f = field("__X___X_X_\n_X___XXX__\nXX__XXX___\n_X__XXX_XX");
    let t = Placement::new(Piece::T, Rotation::Right, 2, 1);
    let jstris = Kicks::jstris180();
    assert!(both(&f, &t, &Rules::new(&jstris, Drop::Soft180)));
    assert!(!both(&f, &t, &Rules::new(&jstris, Drop::Soft)));
    assert!(!both(&f, &t, &Rules::new(&Kicks::srs(), Drop::Soft)));
}

#[test]
fn pieces_from_the_guideline_spawn_reach_what_pieces_from_the_top_reach_on_an_open_field() {
    let f = field("XXXXX_XXXX\nXXXX__XXXX");
    for kicks in Kicks::NAMES.map(|n| Kicks::named(n).unwrap()) {
        for index in 0..7 {
            let piece = Piece::from_index(index).unwrap();
            for drop in Drop::ALL.into_iter().filter(|&d| d != Drop::Soft180) {
                let top = Rules::new(&kicks, drop);
                let spawn = Rules {
                    entry: Entry::GUIDELINE_SPAWN,
                    ..top
                };
                assert_eq!(
                    placements(&f, piece, &spawn).unwrap(),
                    placements(&f, piece, &top).unwrap(),
                    "{piece} {drop}"
                );
            }
        }
    }
}

#[test]
fn a_blocked_spawn_reaches_nothing_and_a_tower_keeps_pieces_on_one_side() {
    let srs = Kicks::srs();
    let spawn = Rules {
        entry: Entry::GUIDELINE_SPAWN,
        ..Rules::new(&srs, Drop::Soft)
    };
    let mut blocked = Field::new(24).unwrap();
    blocked.set(4, 20, true);
    for index in 0..7 {
        let piece = Piece::from_index(index).unwrap();
        assert!(
            placements(&blocked, piece, &spawn).unwrap().is_empty(),
            "{piece}"
        );
    }
    // A tower in column 8 up to the spawn rows: from the spawn, nothing
    // reaches the column right of it; from the top, everything does.
    let mut tower = Field::new(24).unwrap();
    for y in 0..21 {
        tower.set(8, y, true);
    }
    let right = Placement::new(Piece::I, Rotation::Right, 9, 2);
    assert!(!both(&tower, &right, &spawn));
    assert!(both(&tower, &right, &Rules::new(&srs, Drop::Soft)));
}

#[test]
fn the_ceiling_keeps_placements_below_it() {
    let f = field("XXXXXXXXX_\nXXXXXXXXX_");
    let srs = Kicks::srs();
    let pc = Rules {
        ceiling: Some(4),
        ..Rules::new(&srs, Drop::Soft)
    };
    let standing = Placement::new(Piece::I, Rotation::Right, 9, 2);
    assert!(both(&f, &standing, &pc));
    let lying = Placement::new(Piece::I, Rotation::Spawn, 4, 2);
    assert!(both(&f, &lying, &pc));
    let three = Rules {
        ceiling: Some(3),
        ..pc
    };
    assert!(!both(&f, &standing, &three));
    assert!(both(&f, &lying, &three));
    let two = Rules {
        ceiling: Some(2),
        ..pc
    };
    assert!(!both(&f, &lying, &two));
}

/// A random field: column heights with holes under them, a few loose
/// cells above (overhangs), `height` rows.
fn random_field() -> impl Strategy<Value = Field> {
    prop_oneof![Just(4u8), Just(6), Just(12), Just(24), Just(40), Just(64)].prop_flat_map(
        |height| {
            let top = height.saturating_sub(2).max(1);
            (
                prop::collection::vec(0..=top, 10),
                prop::collection::vec(any::<u64>(), 10),
                prop::collection::vec((0..10u8, 0..top), 0..8),
            )
                .prop_map(move |(heights, holes, loose)| {
                    let mut field = Field::new(height).unwrap();
                    for (x, (&h, &bits)) in heights.iter().zip(&holes).enumerate() {
                        for y in 0..h {
                            // About one cell in eight left empty.
                            if bits.rotate_left(u32::from(y) * 3) & 7 != 0 {
                                field.set(x as u8, y, true);
                            }
                        }
                    }
                    for (x, y) in loose {
                        field.set(x, y, true);
                    }
                    field
                })
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_engine_finds_what_the_definition_finds(
        field in random_field(),
        ceiling in prop::option::of(0u8..70),
        spawn_x in 0i8..10,
    ) {
        let spawn_y = field.height() as i8 - 3;
        let entries = [Entry::Top, Entry::Spawn { x: spawn_x, y: spawn_y }, Entry::GUIDELINE_SPAWN];
        for name in Kicks::NAMES {
            let kicks = Kicks::named(name).unwrap();
            for drop in Drop::ALL {
                for entry in entries {
                    let rules = Rules { kicks: &kicks, drop, entry, ceiling };
                    for index in 0..7 {
                        let piece = Piece::from_index(index).unwrap();
                        let fast = placements(&field, piece, &rules).map(|p| p.iter().collect::<Vec<_>>());
                        let plain = definition::placements(&field, piece, &rules).map(|p| p.into_iter().collect::<Vec<_>>());
                        prop_assert_eq!(fast, plain, "{} {} {} {:?}\n{}", name, drop, piece, entry, field);
                    }
                }
            }
        }
    }
}
