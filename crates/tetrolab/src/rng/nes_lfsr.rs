//! NES Tetris's 16-bit linear feedback shift register.

use super::{FromSeed, Seed, SeedError};

/// NES Tetris's random number generator: a 16-bit Fibonacci LFSR. A step
/// shifts right and feeds bit 1 XOR bit 9 into bit 15 (the game's
/// `generateNextPseudorandomNumber`, `ror $17; ror $18` on the two bytes).
///
/// The game writes 0x8988 at every reset and steps the register once per
/// frame and at a few call sites, so a game's pieces depend on frame
/// timing. From 0x8988 the register runs through one cycle of 32767
/// states — exactly the states `v != 0` whose bit 15 equals bit 0 XOR
/// bit 8, the values a step can produce. State 0 is a fixed point and
/// state 1 steps to it; every other state joins the cycle after one step.
///
/// Portability: value-stable. Checked against the first outputs from
/// 0x8988 published with `kirbysayshi/tetris-prng` and, through
/// `tetrisgym-sps`, against TetrisGYM's emulator-checked sequences.
///
/// ```
/// use tetrolab::rng::NesLfsr;
/// let mut lfsr = NesLfsr::POWER_ON;
/// lfsr.step();
/// assert_eq!(lfsr.state(), 0x44C4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NesLfsr {
    state: u16,
}

impl NesLfsr {
    /// The state the game writes at power-on and reset.
    pub const POWER_ON: NesLfsr = NesLfsr { state: 0x8988 };

    /// How many states the cycle through 0x8988 has: every seed the game
    /// can start from.
    ///
    /// ```
    /// use tetrolab::rng::NesLfsr;
    /// let on_cycle = (0..=u16::MAX).filter(|&s| NesLfsr::on_cycle(s)).count();
    /// assert_eq!(on_cycle as u32, NesLfsr::CYCLE);
    /// ```
    pub const CYCLE: u32 = 32_767;

    /// The register in state `state`.
    pub const fn from_state(state: u16) -> NesLfsr {
        NesLfsr { state }
    }

    /// Whether `state` lies on the cycle through 0x8988.
    pub const fn on_cycle(state: u16) -> bool {
        state != 0 && (state >> 15) == (state & 1) ^ ((state >> 8) & 1)
    }

    /// The current state.
    pub const fn state(self) -> u16 {
        self.state
    }

    /// The high byte, which the piece picker reads (`$0017`).
    pub const fn high(self) -> u8 {
        (self.state >> 8) as u8
    }

    /// One step.
    #[inline]
    pub fn step(&mut self) {
        self.state = step(self.state);
    }

    /// The steps `jump` stands for, at once.
    #[inline]
    pub fn jump(&mut self, jump: &LfsrJump) {
        self.state =
            jump.low[usize::from(self.state & 0xFF)] ^ jump.high[usize::from(self.state >> 8)];
    }
}

#[inline(always)]
const fn step(v: u16) -> u16 {
    let feedback = ((v >> 9) ^ (v >> 1)) & 1;
    (feedback << 15) | (v >> 1)
}

/// A fixed number of LFSR steps as two lookups: a step is linear over
/// GF(2) (no constant term), so `k` steps of `v` are the XOR of `k` steps
/// of its low byte and of its high byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LfsrJump {
    low: Box<[u16; 256]>,
    high: Box<[u16; 256]>,
}

/// A linear map of 16-bit states, as the images of its 16 bits.
type BitImages = [u16; 16];

/// The image of `value` under `map`: the XOR of its set bits' images.
fn image(map: &BitImages, value: u16) -> u16 {
    (0..16)
        .filter(|i| value >> i & 1 == 1)
        .fold(0, |acc, i| acc ^ map[i])
}

impl LfsrJump {
    /// The jump by `steps` steps, built in time logarithmic in `steps`:
    /// `steps` steps are the product of the powers of two that make it
    /// up, each the square of the one before.
    pub fn new(steps: u32) -> LfsrJump {
        let mut jump: BitImages = std::array::from_fn(|i| 1 << i);
        let mut power: BitImages = std::array::from_fn(|i| step(1 << i));
        let mut rest = steps;
        while rest > 0 {
            if rest & 1 == 1 {
                jump = jump.map(|v| image(&power, v));
            }
            power = power.map(|v| image(&power, v));
            rest >>= 1;
        }
        LfsrJump {
            low: Box::new(std::array::from_fn(|b| image(&jump, b as u16))),
            high: Box::new(std::array::from_fn(|b| image(&jump, (b as u16) << 8))),
        }
    }
}

impl FromSeed for NesLfsr {
    const NAME: &'static str = "nes-lfsr";
    const SEEDS: &'static str = "a 16-bit LFSR state on the cycle through power-on 0x8988: not 0, and bit 15 = bit 0 XOR bit 8";

    /// The register in the state the seed names, which must be one of the
    /// 32767 states of the cycle through 0x8988 (the game never reaches
    /// the others; 0 and 1 would leave the register stuck at 0).
    fn from_seed(seed: &Seed) -> Result<NesLfsr, SeedError> {
        let state = seed
            .to_u64()
            .and_then(|s| u16::try_from(s).ok())
            .ok_or_else(|| Self::out_of_range(seed))?;
        if !NesLfsr::on_cycle(state) {
            return Err(SeedError::Unreachable {
                seed: *seed,
                generator: Self::NAME,
                why: "the game only reaches the 32767 states v != 0 whose bit 15 is bit 0 XOR bit 8 (the cycle through power-on 0x8988); try 0x8988",
            });
        }
        Ok(NesLfsr { state })
    }

    /// The low 15 bits of `bits` with bit 15 set to bit 0 XOR bit 8: on
    /// the cycle unless that is 0, which gives power-on 0x8988.
    fn seed_from_bits(bits: u64) -> Seed {
        let low = bits as u16 & 0x7FFF;
        let state = low | ((low & 1) ^ ((low >> 8) & 1)) << 15;
        let state = if NesLfsr::on_cycle(state) {
            state
        } else {
            NesLfsr::POWER_ON.state
        };
        Seed::from(u64::from(state))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `kirbysayshi/tetris-prng` README (`docs/sources.md` §1): the first
    /// outputs after power-on.
    #[test]
    fn first_states_after_power_on() {
        let mut lfsr = NesLfsr::POWER_ON;
        let states: Vec<u16> = (0..5)
            .map(|_| {
                lfsr.step();
                lfsr.state()
            })
            .collect();
        assert_eq!(states, [0x44C4, 0x2262, 0x1131, 0x0898, 0x044C]);
    }

    /// The cycle through 0x8988 has 32767 states, and they are exactly the
    /// states `on_cycle` names.
    #[test]
    fn the_cycle_is_what_on_cycle_says() {
        let mut seen = vec![false; 1 << 16];
        let mut lfsr = NesLfsr::POWER_ON;
        let mut length = 0;
        loop {
            seen[usize::from(lfsr.state())] = true;
            lfsr.step();
            length += 1;
            if lfsr == NesLfsr::POWER_ON {
                break;
            }
        }
        assert_eq!(length, NesLfsr::CYCLE);
        for state in 0..=u16::MAX {
            assert_eq!(
                seen[usize::from(state)],
                NesLfsr::on_cycle(state),
                "{state:#06x}"
            );
        }
    }

    #[test]
    fn jumps_equal_repeated_steps() {
        for steps in [0, 1, 2, 19, 60, 1000] {
            let jump = LfsrJump::new(steps);
            for start in [0x8988u16, 0x0001, 0xFFFF, 0x1234, 0x8000] {
                let mut stepped = NesLfsr::from_state(start);
                (0..steps).for_each(|_| stepped.step());
                let mut jumped = NesLfsr::from_state(start);
                jumped.jump(&jump);
                assert_eq!(jumped, stepped, "{steps} steps from {start:#06x}");
            }
        }
    }

    /// A jump of any length is built at once, and equals the steps it
    /// stands for: after one step every state is on the cycle of 32767
    /// (or at 0, which stays), so `k` steps are `1 + (k − 1) mod 32767`.
    #[test]
    fn long_jumps_wrap_around_the_cycle() {
        for steps in [32_768, 1_000_000, u32::MAX] {
            let jump = LfsrJump::new(steps);
            for start in [0x8988u16, 0x0001, 0xFFFF, 0x1234] {
                let mut stepped = NesLfsr::from_state(start);
                (0..1 + (steps - 1) % NesLfsr::CYCLE).for_each(|_| stepped.step());
                let mut jumped = NesLfsr::from_state(start);
                jumped.jump(&jump);
                assert_eq!(jumped, stepped, "{steps} steps from {start:#06x}");
            }
        }
        let around = LfsrJump::new(NesLfsr::CYCLE);
        let mut lfsr = NesLfsr::from_state(0x1234);
        lfsr.step();
        let on_cycle = lfsr;
        lfsr.jump(&around);
        assert_eq!(lfsr, on_cycle);
    }

    #[test]
    fn seeds_must_be_reachable_states() {
        assert_eq!(NesLfsr::from_seed(&0x8988u64.into()), Ok(NesLfsr::POWER_ON));
        for unreachable in [0u64, 1, 0x8989] {
            assert!(matches!(
                NesLfsr::from_seed(&unreachable.into()),
                Err(SeedError::Unreachable { .. })
            ));
        }
        assert!(matches!(
            NesLfsr::from_seed(&0x10000u64.into()),
            Err(SeedError::OutOfRange { .. })
        ));
    }
}
