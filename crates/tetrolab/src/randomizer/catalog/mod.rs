//! Every named randomizer: its parameters, provenance, fidelity and
//! generator.
//!
//! The catalog is data: each [`Entry`] names a randomizer, says where it
//! comes from and how faithful it is, lists its parameters with defaults,
//! and maps parameter values to a validated [`Family`] configuration. Named
//! presets reuse the generic families wherever they are truly the same
//! algorithm (TETR.IO's 7-bag *is* a shuffled `ZLOSIJT` bag on MINSTD; TGM1
//! *is* a history randomizer on TGM's generator).

mod entries;
mod family;

pub use family::{Drawn, Family, Own};

use crate::Piece;
use crate::rng::{NesLfsr, RngKind, Seed};
use entries::ENTRIES;
use std::fmt;

/// How faithful a randomizer is, and to what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fidelity {
    /// Reproduces a real game's pieces bit for bit from its seed.
    GameExact(&'static str),
    /// A real game's algorithm and generator bit for bit, with an input
    /// the game takes from the player (such as frame timing) fixed by a
    /// parameter.
    GameTimed(&'static str),
    /// Reproduces a source document's code exactly as written.
    AsWritten(&'static str),
    /// A community's idealised model of a game.
    Model(&'static str),
    /// A generic algorithm tetrolab defines (documented, value-stable).
    Generic,
}

impl Fidelity {
    /// The kind alone, without the game or document: `game-exact`,
    /// `game-timed`, `as-written`, `model` or `generic`.
    pub fn kind(self) -> &'static str {
        match self {
            Fidelity::GameExact(_) => "game-exact",
            Fidelity::GameTimed(_) => "game-timed",
            Fidelity::AsWritten(_) => "as-written",
            Fidelity::Model(_) => "model",
            Fidelity::Generic => "generic",
        }
    }

    /// Whether the randomizer deals a real game's pieces bit for bit.
    pub fn is_game_exact(self) -> bool {
        matches!(self, Fidelity::GameExact(_) | Fidelity::GameTimed(_))
    }
}

impl fmt::Display for Fidelity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fidelity::GameExact(game) => write!(f, "game-exact ({game})"),
            Fidelity::GameTimed(game) => write!(f, "game-exact, timing modelled ({game})"),
            Fidelity::AsWritten(document) => write!(f, "as written ({document})"),
            Fidelity::Model(game) => write!(f, "model ({game})"),
            Fidelity::Generic => f.write_str("generic"),
        }
    }
}

/// Which generators a randomizer runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RngPolicy {
    /// Always this draw generator (the game's); `--rng` may only name it.
    Fixed(RngKind),
    /// Any draw generator; the default one unless `--rng` says otherwise.
    Any,
    /// The game's own generator, which deals in the game's own way (not by
    /// draws); `--rng` does not apply.
    Own(&'static OwnGenerator),
}

/// A game's own generator: what its seeds are.
#[derive(Debug)]
pub struct OwnGenerator {
    /// Its name.
    pub name: &'static str,
    /// What a seed is, in words.
    pub seeds: &'static str,
    /// A seed from 64 random bits that the generator accepts.
    fresh: fn(u64) -> Seed,
}

/// Generators are told apart by name.
impl PartialEq for OwnGenerator {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for OwnGenerator {}

/// NES Tetris's LFSR: seeds are states on its cycle.
pub(crate) static NES_LFSR: OwnGenerator = OwnGenerator {
    name: "nes-lfsr",
    seeds: "a 16-bit LFSR state on the cycle through power-on 0x8988 (bit 15 = bit 0 XOR bit 8, not 0)",
    fresh: |bits| {
        let state = bits as u16;
        let state = (state & 0x7FFF) | ((state & 1) ^ ((state >> 8) & 1)) << 15;
        let state = if NesLfsr::on_cycle(state) {
            state
        } else {
            0x8988
        };
        u64::from(state).into()
    },
};

/// TetrisGYM's 3-byte seeds.
pub(crate) static SPS_SEED: OwnGenerator = OwnGenerator {
    name: "tetrisgym-seed",
    seeds: "3 bytes as TetrisGYM shows them, 0x000200 to 0xFFFFFF (the first two bytes not 0000 or 0001)",
    fresh: |bits| (0x200 + bits % (0x100_0000 - 0x200)).into(),
};

/// Sega Tetris's generator: 32-bit seeds.
pub(crate) static SEGA: OwnGenerator = OwnGenerator {
    name: "sega",
    seeds: "a 32-bit seed, 0 to 0xFFFFFFFF (power-on 0x2A6D365A; 0 stands for it)",
    fresh: |bits| (bits as u32).into(),
};

/// The generator a spec runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Generator {
    /// A draw generator.
    Drawn(RngKind),
    /// A game's own generator.
    Own(&'static OwnGenerator),
}

impl Generator {
    /// Its name, as `--rng` or the output shows it.
    pub fn name(self) -> &'static str {
        match self {
            Generator::Drawn(kind) => kind.name(),
            Generator::Own(own) => own.name,
        }
    }

    /// A seed the generator accepts, made from 64 random bits (the caller
    /// supplies the randomness: the library reads no entropy).
    pub fn seed_from_bits(self, bits: u64) -> Seed {
        match self {
            Generator::Drawn(RngKind::Minstd) => Seed::from(bits % 2_147_483_646 + 1),
            Generator::Drawn(RngKind::Tgm) => Seed::from(bits as u32),
            Generator::Drawn(RngKind::Default | RngKind::Python) => Seed::from(bits),
            Generator::Own(own) => (own.fresh)(bits),
        }
    }
}

impl fmt::Display for Generator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The kind of value a parameter takes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ParamKind {
    /// Piece letters, as many as the bounds allow.
    Letters {
        /// Fewest letters.
        min: usize,
        /// Most letters.
        max: usize,
    },
    /// A whole number within the bounds.
    Count {
        /// Smallest value.
        min: u32,
        /// Largest value.
        max: u32,
    },
    /// A finite number at least `min`.
    Number {
        /// Smallest value.
        min: f64,
        /// Why smaller values are refused.
        why: &'static str,
    },
    /// One of the listed words.
    Choice(&'static [&'static str]),
}

impl ParamKind {
    /// Parses `text` as a value of this kind, or says what is expected.
    pub(crate) fn parse(self, text: &str) -> Result<Value, String> {
        match self {
            ParamKind::Letters { min, max } => {
                let pieces = crate::piece::parse_letters(text).map_err(|_| {
                    format!("piece letters (I J L O S T Z), {min} to {max} of them")
                })?;
                if (min..=max).contains(&pieces.len()) {
                    Ok(Value::Letters(pieces))
                } else {
                    Err(format!(
                        "{min} to {max} piece letters (got {})",
                        pieces.len()
                    ))
                }
            }
            ParamKind::Count { min, max } => match text.parse::<u32>() {
                Ok(n) if (min..=max).contains(&n) => Ok(Value::Count(n)),
                _ => Err(format!("a whole number from {min} to {max}")),
            },
            ParamKind::Number { min, why } => match text.parse::<f64>() {
                Ok(x) if x.is_finite() && x >= min => Ok(Value::Number(x)),
                _ => Err(format!("a finite number >= {min} ({why})")),
            },
            ParamKind::Choice(words) => words
                .iter()
                .find(|&&w| w == text)
                .map(|&w| Value::Choice(w))
                .ok_or_else(|| format!("one of {}", words.join(", "))),
        }
    }
}

/// A parsed parameter value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// Piece letters.
    Letters(Vec<Piece>),
    /// A whole number.
    Count(u32),
    /// A number.
    Number(f64),
    /// A word from a fixed list.
    Choice(&'static str),
}

/// One parameter of a randomizer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Param {
    /// The key, as written in a spec.
    pub key: &'static str,
    /// What values it takes.
    pub kind: ParamKind,
    /// The value when the key is absent.
    pub default: &'static str,
    /// The value when the key is written without `=value` (its default
    /// unless stated).
    pub bare: Option<&'static str>,
    /// What it means.
    pub doc: &'static str,
}

impl Param {
    /// The value a bare key stands for.
    pub fn bare_value(&self) -> &'static str {
        self.bare.unwrap_or(self.default)
    }
}

/// The parameter values of one spec, every parameter present.
#[derive(Debug, Clone, PartialEq)]
pub struct Values(pub(crate) Vec<(&'static str, Value)>);

impl Values {
    fn get(&self, key: &str) -> &Value {
        // Entries and their `make` functions are checked together by the
        // `every_entry_builds_with_its_defaults` test, so a key is present.
        &self
            .0
            .iter()
            .find(|(k, _)| *k == key)
            .expect("parameter declared by its entry")
            .1
    }

    fn letters(&self, key: &str) -> Vec<Piece> {
        match self.get(key) {
            Value::Letters(pieces) => pieces.clone(),
            other => unreachable!("{key} is not letters: {other:?}"),
        }
    }

    fn count(&self, key: &str) -> u32 {
        match self.get(key) {
            Value::Count(n) => *n,
            other => unreachable!("{key} is not a count: {other:?}"),
        }
    }

    fn number(&self, key: &str) -> f64 {
        match self.get(key) {
            Value::Number(x) => *x,
            other => unreachable!("{key} is not a number: {other:?}"),
        }
    }

    fn choice(&self, key: &str) -> &'static str {
        match self.get(key) {
            Value::Choice(word) => word,
            other => unreachable!("{key} is not a choice: {other:?}"),
        }
    }
}

/// One named randomizer.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    /// The name used in specs.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Where it comes from, and what it was checked against.
    pub provenance: &'static str,
    /// How faithful it is.
    pub fidelity: Fidelity,
    /// Which generators it runs on.
    pub rng: RngPolicy,
    /// Its parameters.
    pub params: &'static [Param],
    /// Validated configuration from parameter values.
    pub(crate) make: fn(&Values) -> Result<Family, String>,
}

/// Looks up an entry by name.
pub fn find(name: &str) -> Option<&'static Entry> {
    ENTRIES.iter().find(|e| e.name == name)
}

/// Every named randomizer, in the order `tetrolab list` shows them.
pub fn entries() -> &'static [Entry] {
    ENTRIES
}
