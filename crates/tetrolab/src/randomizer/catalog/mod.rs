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

pub use family::{DefinitionUser, Drawn, Family, Own};

use crate::Piece;
use crate::rng::{OwnGenerator, RngKind};
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
    Own(OwnGenerator),
}

/// A parameter whose value is one of a few words, each standing for a
/// value of a type: the words a spec may give and the value each means,
/// in one place, so a misspelt word is an error and never a default.
pub(crate) trait Choice: Sized + Copy + 'static {
    /// Every word, in the order messages list them.
    const WORDS: &'static [&'static str];
    /// The value a word stands for.
    fn from_word(word: &str) -> Option<Self>;
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
    /// A number, as Rust reads a float (`inf` and `nan` included): the
    /// entry's configuration decides which numbers it takes, and says why
    /// it refuses the others.
    Number,
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
            ParamKind::Number => match text.parse::<f64>() {
                Ok(x) if x == 0.0 && text.bytes().any(|b| (b'1'..=b'9').contains(&b)) => {
                    let mantissa = text.split(['e', 'E']).next().unwrap_or(text);
                    if mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
                        Err(format!(
                            "a number a 64-bit float can hold: {text} is too close to 0 and would round to 0"
                        ))
                    } else {
                        Ok(Value::Number(x))
                    }
                }
                Ok(x) if x.is_infinite() && !text.to_lowercase().contains("inf") => Err(format!(
                    "a number a 64-bit float can hold: {text} is too large and would round to infinity"
                )),
                Ok(x) => Ok(Value::Number(x)),
                Err(_) => Err("a number such as 1.1".to_owned()),
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

    /// The value of a choice parameter, as the type `C` reads its word.
    fn choice<C: Choice>(&self, key: &str) -> C {
        match self.get(key) {
            Value::Choice(word) => C::from_word(word)
                .unwrap_or_else(|| unreachable!("{key}'s words are {:?}", C::WORDS)),
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
