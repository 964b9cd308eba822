//! How many pieces one seed deals: the definition of every search, and
//! the whole search where a game's seeds are few (NES Tetris, TetrisGYM,
//! Sega Tetris) or the TGM LCG's states are (2^25).

use crate::Piece;
use crate::randomizer::catalog::Own;
use crate::randomizer::{Definition, Nes, Randomizer, Sega, TetrisGymSps};
use crate::rng::{FromSeed, GymSeed, NesLfsr, PieceRng, SegaRng, Unbuffered};

/// How many of `pieces` `definition` deals from state `at` on the
/// generator `rng`, stopping at the first that differs.
#[inline]
pub(super) fn dealt_by<D: Definition, R: PieceRng>(
    definition: &D,
    at: &mut D::State,
    rng: R,
    pieces: &[Piece],
) -> usize {
    let mut draws = Unbuffered(rng);
    pieces
        .iter()
        .take_while(|&&piece| definition.deal(at, &mut draws) == piece)
        .count()
}

/// How many of `pieces` a randomizer deals, stopping at the first that
/// differs.
fn dealt_from(randomizer: &mut dyn Randomizer, pieces: &[Piece]) -> usize {
    pieces
        .iter()
        .take_while(|&&piece| randomizer.next_piece() == piece)
        .count()
}

/// A game on its own generator, ready to deal from any seed: NES
/// Tetris's jump between picks is built once, not once per seed.
pub(super) enum OwnGame {
    /// NES Tetris, its timing fixed.
    Nes(Nes),
    /// TetrisGYM's seeded mode.
    TetrisGymSps,
    /// Sega Tetris.
    Sega,
}

impl OwnGame {
    /// The game `own` names.
    pub(super) fn new(own: Own) -> OwnGame {
        match own {
            Own::Nes { frames, count } => OwnGame::Nes(Nes::new(NesLfsr::POWER_ON, frames, count)),
            Own::TetrisGymSps => OwnGame::TetrisGymSps,
            Own::Sega => OwnGame::Sega,
        }
    }

    /// The seeds the game's generator takes, as numbers to try (some may
    /// be refused: [`dealt`](OwnGame::dealt) says so).
    pub(super) fn seeds(&self) -> std::ops::Range<u64> {
        match self {
            // Every LFSR state but 0 (the states off the cycle are refused).
            OwnGame::Nes(_) => 1..1 << 16,
            // Seeds below 0x200 have a zero LFSR.
            OwnGame::TetrisGymSps => 0x200..1 << 24,
            OwnGame::Sega => 0..1 << 32,
        }
    }

    /// How many of [`seeds`](OwnGame::seeds) the generator takes: NES's
    /// register starts only on its one cycle.
    pub(super) fn distinct_seeds(&self) -> u64 {
        match self {
            OwnGame::Nes(_) => u64::from(NesLfsr::CYCLE),
            OwnGame::TetrisGymSps | OwnGame::Sega => {
                let seeds = self.seeds();
                seeds.end - seeds.start
            }
        }
    }

    /// How many of `pieces` the game deals from `seed`, stopping at the
    /// first that differs; `None` for a seed its generator refuses.
    #[inline]
    pub(super) fn dealt(&self, seed: u64, pieces: &[Piece]) -> Option<usize> {
        let given = || crate::rng::Seed::from(seed);
        Some(match self {
            OwnGame::Nes(game) => dealt_from(
                &mut game.started_from(NesLfsr::from_seed(&given()).ok()?),
                pieces,
            ),
            OwnGame::TetrisGymSps => dealt_from(
                &mut TetrisGymSps::new(GymSeed::from_seed(&given()).ok()?),
                pieces,
            ),
            // Every 32-bit seed is one (the range tried holds no other).
            OwnGame::Sega => sega_dealt(SegaRng::from_state(seed as u32), pieces),
        })
    }
}

/// How many of `pieces` Sega Tetris deals from `rng` at game start: its
/// table's entries are one `rand()` each, so the first are read without
/// making the table, which most seeds fail long before.
#[inline]
fn sega_dealt(rng: SegaRng, pieces: &[Piece]) -> usize {
    let mut entries = rng.clone();
    let first = pieces
        .iter()
        .take(Sega::TABLE_LEN)
        .take_while(|&&piece| Sega::piece_of(entries.rand()) == piece)
        .count();
    if first < Sega::TABLE_LEN || pieces.len() <= Sega::TABLE_LEN {
        return first;
    }
    dealt_from(&mut Sega::new(rng), pieces)
}
