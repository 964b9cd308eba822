//! TGM3's engine: its definition with slot draws made ahead.

use super::ahead::{AheadBytes, Const};
use crate::Piece;
use crate::randomizer::ti::POOL;
use crate::randomizer::{Definition, Randomizer, Ti, TiState, clone_box};
use crate::rng::{Draws, PieceRng};

/// The engine of [`Ti`]: deals exactly what the definition deals from the
/// same generator, running the definition's own steps with its slot draws
/// (`below(35)`, every draw after the first piece) made ahead in bulk as
/// bytes, so each roll reads a byte instead of converting a word.
#[derive(Debug, Clone)]
pub(crate) struct FastTi<R: PieceRng> {
    ti: Ti,
    state: TiState,
    ahead: AheadBytes,
    draws: Draws<R>,
}

impl<R: PieceRng> FastTi<R> {
    /// The engine for `ti` at power-on, drawing from `rng`.
    pub(crate) fn new(ti: Ti, rng: R) -> FastTi<R> {
        FastTi {
            state: ti.start(),
            ti,
            ahead: AheadBytes::EMPTY,
            draws: Draws::new(rng),
        }
    }
}

impl<R: PieceRng> Randomizer for FastTi<R> {
    fn next_piece(&mut self) -> Piece {
        let piece = if self.state.started {
            let (ahead, draws) = (&mut self.ahead, &mut self.draws);
            self.ti.pool_piece(&mut self.state, || {
                let at = ahead.ensure(ahead.at, draws, Const::<{ POOL as u32 }>, |d| d as u8);
                ahead.at = at + 1;
                usize::from(ahead.one(at))
            })
        } else {
            // The first piece draws before any slot is made ahead.
            self.state.started = true;
            Ti::first_piece(&mut self.draws)
        };
        self.state.remember(piece);
        piece
    }

    clone_box!();
}
