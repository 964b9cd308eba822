//! What `gen` deals, described: the header of its JSON output.

use serde::Serialize;

use crate::Dealing;

/// Pieces dealt from one dealing: its spec, generator and seed, how many,
/// and the pieces as letters. `gen --format json` streams the letters
/// into the `letters` field, so any count runs in constant memory. (In
/// every result, `pieces` is a number of pieces; the pieces themselves,
/// as text, are `letters`.)
///
/// ```
/// use tetrolab::Dealing;
/// use tetrolab::results::Dealt;
/// let dealing = Dealing::new("tetrio-7-bag".parse()?, None, 191836487u64.into())?;
/// let dealt = Dealt::of(&dealing, 7);
/// assert_eq!(dealt.letters, "JISZTLO");
/// assert_eq!(serde_json::to_string(&dealt)?, r#"{"spec":"tetrio-7-bag","generator":"minstd","seed":"191836487","count":7,"letters":"JISZTLO"}"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Dealt {
    /// The randomizer.
    pub spec: String,
    /// Its generator.
    pub generator: &'static str,
    /// The seed.
    pub seed: String,
    /// How many pieces.
    pub count: u64,
    /// The pieces, as letters.
    pub letters: String,
}

impl Dealt {
    /// The first `count` pieces of `dealing`, held in memory (for
    /// streaming output, serialise [`Dealt::header`] and write the letters
    /// after it).
    pub fn of(dealing: &Dealing, count: u64) -> Dealt {
        Dealt {
            letters: dealing
                .randomizer()
                .take(usize::try_from(count).unwrap_or(usize::MAX))
                .map(crate::Piece::letter)
                .collect(),
            ..Dealt::header(dealing, count)
        }
    }

    /// The description of `count` pieces of `dealing`, with `letters`
    /// empty: the JSON's fields up to the letters, for a face that
    /// streams them.
    pub fn header(dealing: &Dealing, count: u64) -> Dealt {
        Dealt {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name(),
            seed: dealing.seed().to_string(),
            count,
            letters: String::new(),
        }
    }
}
