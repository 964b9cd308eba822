//! Tetris The Grand Master 3: Terror-Instinct (Arika, 2005): a 35-piece
//! pool with drought replacement, and the game's bug.

use super::ahead::{AheadBytes, Const};
use super::history::{Recent, one_hot};
use super::{Randomizer, clone_box};
use crate::Piece;
use crate::Piece::{I, J, L, O, S, T, Z};
use crate::rng::{Draws, PieceRng};

/// The TGM games' internal piece order: ID `0..7`.
pub(crate) const TGM_ORDER: [Piece; 7] = [I, Z, S, J, L, O, T];
/// Pool slots.
const POOL: usize = 35;
/// Every piece's drought count at power-on.
const INITIAL_DROUGHT: u32 = 4;

/// Parameters of a [`Ti`] randomizer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TiConfig {
    /// Rolls checked against the history (the game: 6); each failed one
    /// refills its slot and is followed by an extra draw, and after the
    /// last failure that extra draw is the piece.
    pub rolls: u32,
    /// Whether the game's bug is reproduced (see [`Ti`]).
    pub bug: bool,
}

/// TGM3's randomizer on the TGM generator's draws (`rand() % 35`).
///
/// The pool holds 35 pieces, five of each in ID order I Z S J L O T; every
/// piece has a drought count, 4 at first; the history holds 4 pieces,
/// starting `S S Z` plus the first piece. The first piece is not drawn from
/// the pool: it is `rand() % 7`, redrawn until not S, Z or O, and it
/// changes neither pool nor droughts. For each later piece:
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
/// `bug=off` takes a fresh maximum for step 3 instead.
///
/// Checked against the attract-demo sequence from LCG state 0x1106 (35
/// pieces, `raincomplex/randomizers`; it needs 6 checked rolls, the extra
/// draw, ties to the lowest ID and the bug — piece 23 differs without it).
///
/// The community's TGM3 statistics (Var(gap) ≈ 5.31, P(repeat) ≈ 1.2 %)
/// come from implementations that check 5 rolls (Cambridge's, for one);
/// `rolls=5` reproduces them, but the demo rules that count out. With the
/// demo-verified 6, Var(gap) ≈ 4.65 and P(repeat) ≈ 0.70 %
/// (`tetrolab stats ti`).
///
/// ```
/// use tetrolab::{Randomizer, Ti, TiConfig};
/// use tetrolab::rng::TgmLcg;
/// let config = TiConfig { rolls: 6, bug: true };
/// let mut ti = Ti::new(config, TgmLcg::from_state(0x1106));
/// let first: String = (0..5).map(|_| ti.next_piece().letter()).collect();
/// assert_eq!(first, "JLTIO");
/// ```
#[derive(Debug, Clone)]
pub struct Ti<R: PieceRng> {
    /// Piece IDs.
    pool: [u8; POOL],
    drought: [u32; 7],
    recent: Recent,
    config: TiConfig,
    first_dealt: bool,
    /// The next slot draws.
    ahead: AheadBytes,
    draws: Draws<R>,
}

impl<R: PieceRng> Ti<R> {
    /// The randomizer at power-on, drawing from `rng`.
    pub fn new(config: TiConfig, rng: R) -> Ti<R> {
        Ti {
            pool: std::array::from_fn(|slot| (slot / 5) as u8),
            drought: [INITIAL_DROUGHT; 7],
            recent: Recent::new(4, &[S, S, Z]),
            config: TiConfig {
                rolls: config.rolls.max(1),
                ..config
            },
            first_dealt: false,
            ahead: AheadBytes::EMPTY,
            draws: Draws::new(rng),
        }
    }

    /// The first piece: `rand() % 7` until not S, Z or O.
    fn first_piece(&mut self) -> Piece {
        loop {
            let piece = TGM_ORDER[self.draws.below(7) as usize];
            if !piece.is_szo() {
                return piece;
            }
        }
    }

    /// The next slot draw, `rand() % 35`.
    #[inline]
    fn slot(&mut self) -> usize {
        let at = self.ahead.ensure(
            self.ahead.at,
            &mut self.draws,
            Const::<{ POOL as u32 }>,
            |d| d as u8,
        );
        self.ahead.at = at + 1;
        usize::from(self.ahead.one(at))
    }

    /// A piece from the pool: steps 1–3 of the algorithm.
    fn pool_piece(&mut self) -> Piece {
        let present = self.recent.present();
        let is_absent = |id: u8| present & one_hot(TGM_ORDER[usize::from(id)].index() as u32) == 0;
        // Reset once per piece: the bug's root.
        let mut most_droughted = RunningMax::default();
        let (mut slot, mut id) = (0, 0);
        for _ in 0..self.config.rolls {
            slot = self.slot();
            id = self.pool[slot];
            if is_absent(id) {
                break;
            }
            self.pool[slot] = most_droughted.scan(&self.drought);
            slot = self.slot();
            id = self.pool[slot];
        }
        for count in &mut self.drought {
            *count = count.saturating_add(1);
        }
        self.drought[usize::from(id)] = 0;
        if !self.config.bug {
            most_droughted = RunningMax::default();
        }
        self.pool[slot] = most_droughted.scan(&self.drought);
        TGM_ORDER[usize::from(id)]
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

impl<R: PieceRng> Randomizer for Ti<R> {
    fn next_piece(&mut self) -> Piece {
        let piece = if self.first_dealt {
            self.pool_piece()
        } else {
            self.first_dealt = true;
            self.first_piece()
        };
        self.recent.push(one_hot(piece.index() as u32));
        piece
    }

    clone_box!();
}
