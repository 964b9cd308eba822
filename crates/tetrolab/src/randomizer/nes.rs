//! NES Tetris (Nintendo, 1989): the retail game's piece picker, and
//! TetrisGYM's seeded "same piece sets" mode built on it.

use super::{Randomizer, clone_box};
use crate::Piece;
use crate::rng::{GymSeed, LfsrJump, NesLfsr};

/// The game's spawn table: the orientation ID each index spawns, in the
/// order T J Z O S L I.
const SPAWN_TABLE: [u8; 7] = [0x02, 0x07, 0x08, 0x0A, 0x0B, 0x0E, 0x12];

/// The piece of a spawn orientation ID from [`SPAWN_TABLE`].
fn piece_of_spawn(id: u8) -> Piece {
    match id {
        0x02 => Piece::T,
        0x07 => Piece::J,
        0x08 => Piece::Z,
        0x0A => Piece::O,
        0x0B => Piece::S,
        0x0E => Piece::L,
        _ => Piece::I,
    }
}

/// The game's `pickRandomTetrimino`, with its two variables: the previous
/// spawn ID (`$0019`, 0 at game start, so the first pick never counts as a
/// repeat) and `spawnCount` (`$001A`, bumped at every pick, cleared only at
/// power-on).
///
/// The first roll is `(high byte + spawnCount) & 7`; on a 7 or a repeat,
/// the LFSR steps and the reroll is `((high byte & 7) + previous ID) mod 7`
/// — it adds the previous *orientation ID*, not its index, which favours
/// one target per piece and lets O and S repeat twice as often as the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Picker {
    spawn_id: u8,
    count: u8,
}

impl Picker {
    fn new(count: u8) -> Picker {
        Picker { spawn_id: 0, count }
    }

    #[inline]
    fn pick(&mut self, lfsr: &mut NesLfsr) -> Piece {
        self.count = self.count.wrapping_add(1);
        let index = usize::from(lfsr.high().wrapping_add(self.count) & 7);
        if index == 7 || SPAWN_TABLE[index] == self.spawn_id {
            lfsr.step();
            let reroll = (lfsr.high() & 7) + self.spawn_id;
            self.spawn_id = SPAWN_TABLE[usize::from(reroll % 7)];
        } else {
            self.spawn_id = SPAWN_TABLE[index];
        }
        piece_of_spawn(self.spawn_id)
    }
}

/// NES Tetris as a per-piece model: the retail game's picker on its LFSR,
/// seeded by the LFSR state at game start, with the register stepped
/// `frames` times between one pick and the next.
///
/// At game start the game picks the current piece, steps the LFSR once and
/// picks the next piece; after that it picks once per spawn. In the real
/// game the register steps once per video frame (and at other call sites),
/// so the frames between spawns — the player's speed — change the pieces:
/// there is no fixed sequence for a seed. This model fixes the count: the
/// default 60 stands for about one second per piece, a level-18 piece
/// falling from spawn to the floor (3 frames a row) plus its entry delay.
/// `count` is `spawnCount` at game start: 0 after power-on, and whatever the
/// previous game left otherwise.
///
/// A fixed frame count makes the sequence periodic, and its statistics
/// differ from the figures for an ideal random byte (at `frames=60` about
/// 12.3 % I against 5/36): the real game's varying timing is what blurs
/// that structure. Compare several `frames` values before drawing
/// conclusions.
///
/// Checked against the disassembly's routine (`docs/sources.md` §1), and — through [`TetrisGymSps`], which runs the same
/// picker — against TetrisGYM's emulator-checked sequences. Seed document
/// 000's NES model (`laroche-nes`) and the community's ideal model
/// (`nes-ideal`) both differ: they use an unbiased reroll and no frame
/// timing.
///
/// ```
/// use tetrolab::randomizer::Nes;
/// use tetrolab::rng::NesLfsr;
/// use tetrolab::{Piece, Randomizer};
/// let mut nes = Nes::new(NesLfsr::POWER_ON, 60, 0);
/// assert!(Piece::ALL.contains(&nes.next_piece()));
/// assert_eq!(nes.state().picks, 1);
/// ```
#[derive(Debug, Clone)]
pub struct Nes {
    lfsr: NesLfsr,
    picker: Picker,
    between: LfsrJump,
    /// Picks made so far, up to 2 (the game-start picks differ).
    picks: u8,
}

/// The state of a [`Nes`] randomizer, generator included: with the
/// frames between picks, everything that decides its next pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NesState {
    /// The LFSR.
    pub lfsr: NesLfsr,
    /// The previous spawn orientation ID (`$0019`; 0 before the first pick).
    pub previous: u8,
    /// `spawnCount` (`$001A`).
    pub count: u8,
    /// Picks made so far, up to 2 (the game-start picks differ).
    pub picks: u8,
}

impl Nes {
    /// The current state.
    pub fn state(&self) -> NesState {
        NesState {
            lfsr: self.lfsr,
            previous: self.picker.spawn_id,
            count: self.picker.count,
            picks: self.picks,
        }
    }

    /// The model from LFSR state `lfsr` and `spawnCount` `count`, the LFSR
    /// stepping `frames` times between picks.
    pub fn new(lfsr: NesLfsr, frames: u32, count: u8) -> Nes {
        Nes {
            lfsr,
            picker: Picker::new(count),
            between: LfsrJump::new(frames),
            picks: 0,
        }
    }

    /// The same game (frames between picks, `spawnCount`) started from
    /// LFSR state `lfsr` instead: for trying many states without building
    /// the jump between picks again. `self` must not have picked yet.
    pub(crate) fn started_from(&self, lfsr: NesLfsr) -> Nes {
        assert_eq!(self.picks, 0, "a game not started yet");
        Nes {
            lfsr,
            ..self.clone()
        }
    }
}

impl Randomizer for Nes {
    #[inline]
    fn next_piece(&mut self) -> Piece {
        match self.picks {
            0 => self.picks = 1,
            1 => {
                self.lfsr.step();
                self.picks = 2;
            }
            _ => self.lfsr.jump(&self.between),
        }
        self.picker.pick(&mut self.lfsr)
    }

    clone_box!();
}

/// TetrisGYM's seeded mode ("same piece sets", version 3): a 3-byte seed
/// `hi lo s` ([`GymSeed`]) sets a private copy of the LFSR to `hi lo` and
/// `spawnCount` to `s`; before each pick the copy steps `1 + (step + 2)`
/// times, where `step = s >> 4` (0 meaning 16), and then the retail picker
/// runs on it.
/// No frame timing enters, so a seed fixes the whole sequence — which is
/// why players race on seeds.
///
/// Checked against the four sequences TetrisGYM's own emulator tests pin
/// (`tests/src/sps.rs`; fixture `tests/data/nes.txt`).
///
/// ```
/// use tetrolab::randomizer::TetrisGymSps;
/// use tetrolab::rng::{FromSeed, GymSeed};
/// use tetrolab::Randomizer;
/// let mut sps = TetrisGymSps::new(GymSeed::from_seed(&0x101010u64.into()).unwrap());
/// let first: String = (0..4).map(|_| sps.next_piece().letter()).collect();
/// assert_eq!(first, "ZJOT");
/// ```
#[derive(Debug, Clone)]
pub struct TetrisGymSps {
    lfsr: NesLfsr,
    picker: Picker,
    before: LfsrJump,
}

/// The state of a [`TetrisGymSps`] randomizer, generator included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpsState {
    /// The LFSR.
    pub lfsr: NesLfsr,
    /// The previous spawn orientation ID.
    pub previous: u8,
    /// `spawnCount`.
    pub count: u8,
}

impl TetrisGymSps {
    /// The current state: with the seed's jump between picks, everything
    /// that decides the next pieces.
    pub fn state(&self) -> SpsState {
        SpsState {
            lfsr: self.lfsr,
            previous: self.picker.spawn_id,
            count: self.picker.count,
        }
    }

    /// The mode for a seed.
    pub fn new(seed: GymSeed) -> TetrisGymSps {
        TetrisGymSps {
            lfsr: seed.lfsr(),
            picker: Picker::new(seed.count()),
            before: seed.jump_before_pick(),
        }
    }
}

impl Randomizer for TetrisGymSps {
    #[inline]
    fn next_piece(&mut self) -> Piece {
        self.lfsr.jump(&self.before);
        self.picker.pick(&mut self.lfsr)
    }

    clone_box!();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reroll's bias (`docs/sources.md` §1): over every
    /// high byte and spawnCount, the chance that a piece follows itself is
    /// 1/16 for O and S and 1/32 for the others.
    #[test]
    fn repeats_follow_the_reroll_bias() {
        for previous in SPAWN_TABLE {
            let mut repeats = 0;
            for high in 0..=255u8 {
                for count in 0..=255u8 {
                    let mut picker = Picker {
                        spawn_id: previous,
                        count,
                    };
                    // Any low byte: only the high byte and one step matter.
                    let mut lfsr = NesLfsr::from_state(u16::from(high) << 8 | 0x55);
                    if picker.pick(&mut lfsr) == piece_of_spawn(previous) {
                        repeats += 1;
                    }
                }
            }
            let expected = if matches!(previous, 0x0A | 0x0B) {
                4096
            } else {
                2048
            };
            assert_eq!(repeats, expected, "previous {previous:#04x}");
        }
    }
}
