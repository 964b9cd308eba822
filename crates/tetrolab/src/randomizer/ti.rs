//! Tetris The Grand Master 3: Terror-Instinct (Arika, 2005): a 35-piece
//! pool with drought replacement, and the game's bug.

use super::Definition;
use crate::Piece;
use crate::piece::order::TGM;
use crate::rng::Draw;

/// Pool slots.
pub(crate) const POOL: usize = 35;
/// Every piece's drought count at power-on.
const INITIAL_DROUGHT: u32 = 4;

/// TGM3's randomizer on the TGM generator's draws (`rand() % 35`).
///
/// Pieces are IDs `0..7` in the game's order I Z S J L O T. The pool holds
/// 35 pieces, five of each in ID order; every piece has a drought count, 4
/// at first; the history holds 4 pieces, starting `S S Z` plus the first
/// piece. The first piece is not drawn from the pool: it is `rand() % 7`,
/// redrawn until not S, Z or O, and it changes neither pool nor droughts.
/// For each later piece:
///
/// 1. up to `rolls` times: draw a slot; if its piece is not in the history,
///    take it; otherwise put the most droughted piece in that slot and
///    draw again (this extra draw is the piece if it was the last roll);
/// 2. every drought count goes up by one, the dealt piece's to zero;
/// 3. the dealt slot gets the most droughted piece.
///
/// "Most droughted" is a running maximum over I Z S J L O T with a strict
/// `>`, so ties go to the lowest ID — and the game resets that maximum
/// only once per piece. So after a reroll, if the dealt piece was the
/// single most droughted one, no count now beats the old maximum and the
/// dealt piece goes straight back into its slot: the known Ti bug.
/// `bug: false` takes a fresh maximum for step 3 instead.
///
/// Checked against the attract-demo sequence from LCG state 0x1106 (35
/// pieces, `raincomplex/randomizers`; it needs 6 checked rolls, the extra
/// draw, ties to the lowest ID and the bug — piece 23 differs without it).
///
/// The community's TGM3 statistics (Var(gap) ≈ 5.31, P(repeat) ≈ 1.2 %)
/// come from implementations that check 5 rolls (Cambridge's, for one);
/// `rolls: 5` reproduces them, but the demo rules that count out. With the
/// demo-verified 6, Var(gap) ≈ 4.65 and P(repeat) ≈ 0.70 %
/// (`tetrolab stats ti`).
///
/// ```
/// use tetrolab::randomizer::{Serial, Ti};
/// use tetrolab::rng::TgmLcg;
/// use tetrolab::Randomizer;
/// let mut ti = Serial::new(Ti { rolls: 6, bug: true }, TgmLcg::from_state(0x1106));
/// let first: String = (0..5).map(|_| ti.next_piece().letter()).collect();
/// assert_eq!(first, "JLTIO");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ti {
    /// Rolls checked against the history (the game: 6); each failed one
    /// refills its slot and is followed by an extra draw, and after the
    /// last failure that extra draw is the piece.
    pub rolls: u32,
    /// Whether the game's bug is reproduced.
    pub bug: bool,
}

/// The state of a [`Ti`] randomizer.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TiState {
    /// Each slot's piece ID.
    pub pool: [u8; POOL],
    /// Each ID's drought count (pieces since it was last dealt, saturating).
    pub drought: [u32; 7],
    /// The last four pieces dealt, oldest first.
    pub recent: [Piece; 4],
    /// Whether the first piece has been dealt.
    pub started: bool,
}

impl TiState {
    /// Pushes `piece` into the history, the oldest out.
    pub(crate) fn remember(&mut self, piece: Piece) {
        self.recent.rotate_left(1);
        self.recent[3] = piece;
    }
}

/// The game's "most droughted piece": a maximum that carries over between
/// scans until reset.
#[derive(Debug, Default)]
struct RunningMax {
    best: u32,
    id: u8,
}

impl RunningMax {
    /// Scans I Z S J L O T, taking a count only if it beats the maximum so
    /// far (ties stay with the lower ID), and returns the maximum's ID.
    fn scan(&mut self, drought: &[u32; 7]) -> u8 {
        for (id, &count) in drought.iter().enumerate() {
            if count > self.best {
                (self.best, self.id) = (count, id as u8);
            }
        }
        self.id
    }
}

impl Ti {
    /// The first piece: `rand() % 7` until not S, Z or O.
    pub(crate) fn first_piece(draw: &mut impl Draw) -> Piece {
        loop {
            let piece = TGM[draw.below(7) as usize];
            if !piece.is_szo() {
                return piece;
            }
        }
    }

    /// A piece from the pool: steps 1–3, each slot drawn by `slot`
    /// (`below(35)`).
    pub(crate) fn pool_piece(
        self,
        state: &mut TiState,
        mut slot_draw: impl FnMut() -> usize,
    ) -> Piece {
        let recent = state.recent;
        let is_recent = |id: u8| recent.contains(&TGM[usize::from(id)]);
        // Reset once per piece: the bug's root.
        let mut most_droughted = RunningMax::default();
        let (mut slot, mut id) = (0, 0);
        for _ in 0..self.rolls.max(1) {
            slot = slot_draw();
            id = state.pool[slot];
            if !is_recent(id) {
                break;
            }
            state.pool[slot] = most_droughted.scan(&state.drought);
            slot = slot_draw();
            id = state.pool[slot];
        }
        for count in &mut state.drought {
            *count = count.saturating_add(1);
        }
        state.drought[usize::from(id)] = 0;
        if !self.bug {
            most_droughted = RunningMax::default();
        }
        state.pool[slot] = most_droughted.scan(&state.drought);
        TGM[usize::from(id)]
    }
}

impl Definition for Ti {
    type State = TiState;

    fn exact_refusal(&self) -> Option<&'static str> {
        Some("its 35-slot pool and drought bookkeeping have far too many states")
    }

    fn start(&self) -> TiState {
        use Piece::{S, Z};
        TiState {
            pool: std::array::from_fn(|slot| (slot / 5) as u8),
            drought: [INITIAL_DROUGHT; 7],
            // Before the first piece: S S Z, and a placeholder the first
            // piece pushes out (S, already present, changes no check).
            recent: [S, S, S, Z],
            started: false,
        }
    }

    fn deal(&self, state: &mut TiState, draw: &mut impl Draw) -> Piece {
        let piece = if state.started {
            self.pool_piece(state, || draw.below(POOL as u32) as usize)
        } else {
            state.started = true;
            Ti::first_piece(draw)
        };
        state.remember(piece);
        piece
    }
}
