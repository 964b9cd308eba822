//! The fast engine: the [`definition`](super::definition)'s searches done on
//! every state of an orientation at once.
//!
//! A *board* holds one 64-bit word per column of centres, bit `y` for the
//! state centred in row `y`. For each orientation, a board of the states
//! that fit is made from the field's columns by shifting them under each of
//! the piece's cells. The reached states then spread within an orientation
//! (a soft drop is a fill down each word, a shift an OR with the
//! neighbouring column's word) and between orientations (a kick test moves
//! every remaining state of a word by the test's offset at once, and the
//! states that fit stop trying later tests), until nothing changes. It
//! equals the definition (`reach::tests` checks every piece, drop, kick
//! table and entry on random fields) wherever its words hold every state
//! that matters; when a stack is too tall for that, it asks the definition.

use super::definition;
use super::set::{Board, Placements};
use crate::Piece;
use crate::play::{Entry, Field, Kick, Kicks, Rotation, Rules, RulesError, Turn, WIDTH};

const COLUMNS: usize = WIDTH as usize;

/// Each column of the field's lowest `rows` rows as a word, bit `y` for
/// row `y`.
fn columns(field: &Field, rows: u8) -> Board {
    let mut columns = [0u64; COLUMNS];
    for y in 0..rows {
        let mut row = field.row(y);
        while row != 0 {
            let x = row.trailing_zeros() as usize;
            columns[x] |= 1 << y;
            row &= row - 1;
        }
    }
    columns
}

/// A piece in one orientation: its cells around the centre and its
/// highest cell's row.
#[derive(Clone, Copy)]
struct Outline {
    cells: [(i8, i8); 4],
    top: i8,
}

const fn outline(piece: Piece, rotation: Rotation) -> Outline {
    let cells = crate::play::centred_squares(piece, rotation);
    let mut top = cells[0].1;
    let mut i = 1;
    while i < 4 {
        if cells[i].1 > top {
            top = cells[i].1;
        }
        i += 1;
    }
    Outline { cells, top }
}

const fn outlines(piece: Piece) -> [Outline; 4] {
    [
        outline(piece, Rotation::Spawn),
        outline(piece, Rotation::Right),
        outline(piece, Rotation::Reverse),
        outline(piece, Rotation::Left),
    ]
}

/// Every piece's shapes, by piece index and orientation.
static OUTLINES: [[Outline; 4]; 7] = [
    outlines(Piece::I),
    outlines(Piece::J),
    outlines(Piece::L),
    outlines(Piece::O),
    outlines(Piece::S),
    outlines(Piece::T),
    outlines(Piece::Z),
];

/// `word` moved so that bit `y` holds what bit `y + rows` held.
const fn down(word: u64, rows: i8) -> u64 {
    if rows >= 0 {
        word >> rows
    } else {
        word << -rows
    }
}

/// `word` moved so that bit `y + rows` holds what bit `y` held.
const fn up(word: u64, rows: i8) -> u64 {
    down(word, -rows)
}

/// The bits below `row` (all 64 from row 64 up, none at row 0 or below).
const fn below(row: i32) -> u64 {
    if row <= 0 {
        0
    } else if row >= 64 {
        u64::MAX
    } else {
        (1 << row) - 1
    }
}

/// The states of a piece in one orientation (`outline`) that fit: inside
/// the walls, on or above the floor, off filled cells, and, when the sky is
/// closed, below the field's top.
fn free_board(columns: &Board, outline: &Outline, closed_at: Option<u8>) -> Board {
    let mut blocked = [0u64; COLUMNS];
    for &(dx, dy) in &outline.cells {
        // Rows below the floor are filled.
        let floor = below(i32::from(-dy));
        for (x, word) in blocked.iter_mut().enumerate() {
            let column = x as i8 + dx;
            *word |= if (0..WIDTH).contains(&column) {
                down(columns[column as usize], dy) | floor
            } else {
                u64::MAX
            };
        }
    }
    let under_top = closed_at.map_or(u64::MAX, |height| {
        below(i32::from(height) - i32::from(outline.top))
    });
    blocked.map(|word| !word & under_top)
}

/// Propagates `reached` down through `free` (Kogge-Stone fill): every bit
/// below a reached one with free bits all the way.
const fn fill_down(reached: u64, free: u64) -> u64 {
    let mut reached = reached;
    let mut open = free;
    let mut step = 1;
    while step < 64 {
        reached |= open & (reached >> step);
        open &= open >> step;
        step *= 2;
    }
    reached
}

/// Spreads `reached` by shifts (and soft drops when `drops`) until nothing
/// changes.
fn spread(reached: &mut Board, free: &Board, drops: bool) {
    loop {
        if drops {
            for (word, &open) in reached.iter_mut().zip(free) {
                *word = fill_down(*word, open);
            }
        }
        let mut grew = 0;
        for x in 1..COLUMNS {
            let new = reached[x - 1] & free[x] & !reached[x];
            reached[x] |= new;
            grew |= new;
        }
        for x in (0..COLUMNS - 1).rev() {
            let new = reached[x + 1] & free[x] & !reached[x];
            reached[x] |= new;
            grew |= new;
        }
        // Closed under shifts, and under drops before them: done.
        if grew == 0 {
            return;
        }
    }
}

/// Adds to `into` where the states of `from` land when turned with `tests`,
/// each by its first test whose spot is free in `free`.
fn turn(from: &Board, tests: &[Kick], free: &Board, into: &mut Board) {
    let mut waiting = *from;
    for kick in tests {
        let mut left = 0;
        for (x, word) in waiting.iter_mut().enumerate() {
            let to = x as i8 + kick.x;
            if *word == 0 || !(0..WIDTH).contains(&to) {
                left |= *word;
                continue;
            }
            let fits = *word & down(free[to as usize], kick.y);
            *word &= !fits;
            into[to as usize] |= up(fits, kick.y);
            left |= *word;
        }
        if left == 0 {
            return;
        }
    }
}

/// Spreads `reached` by shifts, soft drops when `drops`, and `turns`, until
/// nothing changes. A state's turns depend on it alone, so each state is
/// turned once, when it is first reached.
fn search(
    reached: &mut [Board; 4],
    free: &[Board; 4],
    kicks: &Kicks,
    piece: Piece,
    drops: bool,
    turns: &[Turn],
) {
    let mut turned = [[0u64; COLUMNS]; 4];
    // Whether an orientation has states not yet spread.
    let mut unspread = [true; 4];
    loop {
        let mut fresh_any = false;
        for rotation in Rotation::ALL {
            let r = rotation.turns() as usize;
            if !unspread[r] {
                continue;
            }
            unspread[r] = false;
            spread(&mut reached[r], &free[r], drops);
            let mut fresh = [0u64; COLUMNS];
            let mut any = 0;
            for x in 0..COLUMNS {
                fresh[x] = reached[r][x] & !turned[r][x];
                any |= fresh[x];
            }
            if any == 0 {
                continue;
            }
            fresh_any = true;
            turned[r] = reached[r];
            for &t in turns {
                let to = t.from(rotation).turns() as usize;
                let before = reached[to];
                turn(
                    &fresh,
                    kicks.tests(piece, rotation, t),
                    &free[to],
                    &mut reached[to],
                );
                unspread[to] |= reached[to] != before;
            }
        }
        if !fresh_any {
            return;
        }
    }
}

/// The states with a clear straight path up: each word's free bits above
/// its highest blocked one.
fn open_to_the_sky(free: &Board) -> Board {
    free.map(|word| match !word {
        0 => u64::MAX,
        blocked => below(64 - blocked.leading_zeros() as i32) ^ u64::MAX,
    })
}

/// Whether the words hold every state that matters with the sky open: a
/// state that does not enter has a cell below the stack's top, so its
/// centre is at most one row above it; one move (a drop, or a kick moving
/// down) reaches it from at most the deepest kick higher; and the tests of
/// such a move must be judged on states no higher than the highest lift
/// above that.
fn words_hold(stack: u8, kicks: &Kicks) -> bool {
    i32::from(stack) + 1 + i32::from(kicks.deepest_drop().max(1)) + i32::from(kicks.highest_lift())
        < 64
}

/// The states of `piece` that fit, by orientation, and those it can be
/// brought to (the definition's [`states`](definition::states)); `None`
/// when the words cannot hold them.
pub(crate) fn reached(
    field: &Field,
    piece: Piece,
    rules: &Rules<'_>,
) -> Option<([Board; 4], [Board; 4])> {
    let open = rules.entry == Entry::Top;
    let stack = field.stack_height();
    if open && !words_hold(stack, rules.kicks) {
        return None;
    }
    let columns = columns(field, stack);
    let closed_at = (!open).then_some(field.height());
    let outlines = &OUTLINES[piece.index()];
    let free = [0, 1, 2, 3].map(|r| free_board(&columns, &outlines[r], closed_at));
    let mut reached = [[0u64; COLUMNS]; 4];
    match rules.entry {
        Entry::Top => {
            let sky = free.map(|board| open_to_the_sky(&board));
            match rules.drop.turns(piece) {
                Some(turns) => {
                    reached = sky;
                    search(&mut reached, &free, rules.kicks, piece, true, turns);
                }
                // Each column's lowest state open to the sky is where a
                // piece dropped from above lands.
                None => reached = sky.map(|board| board.map(|word| word & word.wrapping_neg())),
            }
        }
        Entry::Spawn { x, y } => {
            let spawn = Rotation::Spawn.turns() as usize;
            if (0..WIDTH).contains(&x) && (0..64).contains(&y) {
                reached[spawn][x as usize] = free[spawn][x as usize] & 1 << y;
            }
            match rules.drop.turns(piece) {
                Some(turns) => search(&mut reached, &free, rules.kicks, piece, true, turns),
                None => {
                    search(
                        &mut reached,
                        &free,
                        rules.kicks,
                        piece,
                        false,
                        &Turn::QUARTERS,
                    );
                    for (board, open) in reached.iter_mut().zip(&free) {
                        for (word, &open) in board.iter_mut().zip(open) {
                            *word = fill_down(*word, open) & !(open << 1);
                        }
                    }
                }
            }
        }
    }
    Some((free, reached))
}

/// The engine's [`placements`](super::placements).
pub(super) fn placements(
    field: &Field,
    piece: Piece,
    rules: &Rules<'_>,
) -> Result<Placements, RulesError> {
    rules.check()?;
    let Some((free, reached)) = reached(field, piece, rules) else {
        let found = definition::placements(field, piece, rules)?;
        return Ok(Placements::from_placements(piece, found));
    };
    let ceiling = i32::from(rules.ceiling_on(field));
    let mut locked = [[0u64; COLUMNS]; 4];
    for (r, outline) in OUTLINES[piece.index()].iter().enumerate() {
        let under_ceiling = below(ceiling - i32::from(outline.top));
        for x in 0..COLUMNS {
            let grounded = free[r][x] & !(free[r][x] << 1);
            locked[r][x] = reached[r][x] & grounded & under_ceiling;
        }
    }
    Ok(Placements::from_boards(piece, &locked))
}
