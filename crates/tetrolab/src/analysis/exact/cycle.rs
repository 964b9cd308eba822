//! A game's own generator over its cycle: from a given seed the pieces
//! are not random at all but eventually periodic, so every answer can be
//! exact over one period.
//!
//! NES Tetris with a fixed number of frames between picks steps its LFSR
//! and `spawnCount` in lockstep, and Sega Tetris deals a 1000-piece table
//! round and round: the (generator, randomizer) state returns to itself,
//! and the pieces repeat. The cycle is found with Brent's algorithm on the
//! randomizer's full state, in constant memory, then dealt once. As a
//! [`Law`] it is a chain with one state per piece of the lead and the
//! period, each with one certain edge, so every exact answer is computed
//! over the period by the same machinery as a random law's.

use serde::Serialize;

use super::fraction::Probability;
use super::law::{Law, Outcome, StepError};
use crate::Piece;
use crate::Randomizer;
use crate::randomizer::catalog::Own;
use crate::randomizer::{Nes, Sega, TetrisGymSps};
use crate::rng::{FromSeed, GymSeed, NesLfsr, Seed, SeedError, SegaRng};
use crate::work::{Stopped, Watch};

/// The shape of the one sequence a game's own generator deals from a
/// seed: `lead` pieces once, then `period` pieces round and round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CycleLengths {
    /// Pieces dealt before the cycle.
    pub lead: usize,
    /// Pieces in the cycle.
    pub period: usize,
}

/// The pieces a seed deals: `lead` once, then `period` forever.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Cycle {
    pub(crate) lead: Vec<Piece>,
    pub(crate) period: Vec<Piece>,
}

impl Law for Cycle {
    /// How many pieces have been dealt, counted modulo the period once
    /// past the lead: the index of the next piece in `lead ++ period`.
    type State = u32;

    fn start(&self) -> u32 {
        0
    }

    fn outcomes(&self, &at: &u32, out: &mut Vec<Outcome<u32>>) -> Result<(), StepError> {
        let (mu, at) = (self.lead.len(), at as usize);
        let piece = if at < mu {
            self.lead[at]
        } else {
            self.period[at - mu]
        };
        let next = if at + 1 == mu + self.period.len() {
            mu
        } else {
            at + 1
        };
        out.push(Outcome {
            probability: Probability::ONE,
            piece,
            next: next as u32,
        });
        Ok(())
    }
}

/// Why a seed's cycle is not found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CycleError {
    /// The seed does not suit the generator.
    Seed(SeedError),
    /// The state does not come back within this many pieces.
    TooLong(usize),
    /// Stopped, as the watch asked.
    Stopped(Stopped),
}

/// Pieces dealt between two looks at the watch: a few milliseconds.
const PICKS_PER_LOOK: usize = 1 << 16;

/// The seed the game itself starts from, where it has one: NES Tetris's
/// LFSR at power-on, Sega Tetris's generator at power-on.
pub(crate) fn power_on_seed(own: &Own) -> Option<Seed> {
    match own {
        Own::Nes { .. } => Some(u64::from(NesLfsr::POWER_ON.state()).into()),
        Own::Sega => Some(u64::from(SegaRng::POWER_ON).into()),
        Own::TetrisGymSps => None,
    }
}

/// The cycle of the own-generator randomizer `own` from `seed`, if it
/// closes within `max` pieces; `watch` may stop the search.
pub(crate) fn cycle_of(
    own: &Own,
    seed: &Seed,
    max: usize,
    watch: &dyn Watch,
) -> Result<Cycle, CycleError> {
    Ok(match *own {
        Own::Nes { frames, count } => find(
            Nes::new(
                NesLfsr::from_seed(seed).map_err(CycleError::Seed)?,
                frames,
                count,
            ),
            Nes::state,
            max,
            watch,
        )?,
        Own::TetrisGymSps => find(
            TetrisGymSps::new(GymSeed::from_seed(seed).map_err(CycleError::Seed)?),
            TetrisGymSps::state,
            max,
            watch,
        )?,
        Own::Sega => find(
            Sega::new(SegaRng::from_seed(seed).map_err(CycleError::Seed)?),
            Sega::position,
            max,
            watch,
        )?,
    })
}

/// Brent's algorithm: the period λ by comparing against a tortoise that
/// jumps to the hare at each power of two, then the lead μ by walking two
/// copies λ apart until they meet. At most about 3(μ + λ) picks; the
/// watch is asked every [`PICKS_PER_LOOK`] of them whether to stop.
fn find<R: Randomizer + Clone, S: Eq>(
    start: R,
    state: impl Fn(&R) -> S,
    max: usize,
    watch: &dyn Watch,
) -> Result<Cycle, CycleError> {
    let look = |picks: usize| {
        if picks.is_multiple_of(PICKS_PER_LOOK) && watch.stopped() {
            return Err(CycleError::Stopped(Stopped));
        }
        Ok(())
    };
    let (mut power, mut lambda) = (1usize, 1usize);
    let mut tortoise = state(&start);
    let mut hare = start.clone();
    hare.next_piece();
    while state(&hare) != tortoise {
        if power == lambda {
            tortoise = state(&hare);
            power *= 2;
            lambda = 0;
        }
        hare.next_piece();
        lambda += 1;
        look(lambda)?;
        if power > max {
            return Err(CycleError::TooLong(max));
        }
    }
    let (mut behind, mut ahead) = (start.clone(), start.clone());
    for _ in 0..lambda {
        ahead.next_piece();
    }
    let mut mu = 0;
    while state(&behind) != state(&ahead) {
        behind.next_piece();
        ahead.next_piece();
        mu += 1;
        look(mu)?;
        if mu + lambda > max {
            return Err(CycleError::TooLong(max));
        }
    }
    let mut dealer = start;
    let lead = (0..mu).map(|_| dealer.next_piece()).collect();
    let period = (0..lambda).map(|_| dealer.next_piece()).collect();
    Ok(Cycle { lead, period })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::work::Unwatched;

    /// Sega Tetris deals its 1000-piece table round and round, from the
    /// first piece.
    #[test]
    fn sega_repeats_its_table() {
        let seed = power_on_seed(&Own::Sega).unwrap();
        let cycle = cycle_of(&Own::Sega, &seed, 1 << 20, &Unwatched).unwrap();
        assert!(cycle.lead.is_empty());
        assert_eq!(cycle.period.len(), 1000);
        let mut sega = Sega::new(SegaRng::from_seed(&seed).unwrap());
        let dealt: Vec<Piece> = (0..2500).map(|_| sega.next_piece()).collect();
        assert_eq!(cycle.period[..], dealt[..1000]);
        assert_eq!(dealt[..1000], dealt[1000..2000]);
    }

    /// A cycle found for NES really repeats: the pieces after the lead
    /// come round again one period later, and a too-small limit refuses.
    #[test]
    fn nes_cycle_repeats() {
        let own = Own::Nes {
            frames: 60,
            count: 0,
        };
        let seed = power_on_seed(&own).unwrap();
        let cycle = cycle_of(&own, &seed, 1 << 26, &Unwatched).unwrap();
        let (mu, lambda) = (cycle.lead.len(), cycle.period.len());
        let mut nes = Nes::new(NesLfsr::from_seed(&seed).unwrap(), 60, 0);
        let dealt: Vec<Piece> = (0..mu + lambda + 500).map(|_| nes.next_piece()).collect();
        assert_eq!(dealt[mu..mu + 500], dealt[mu + lambda..]);
        assert_eq!(cycle.lead[..], dealt[..mu]);
        assert_eq!(cycle.period[..], dealt[mu..mu + lambda]);
        assert_eq!(
            cycle_of(&own, &seed, 1000, &Unwatched),
            Err(CycleError::TooLong(1000))
        );
    }
}
