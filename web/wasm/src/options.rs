//! The page's words as the library takes them: options objects (JSON, the
//! command line's option names in snake case), seeds, generators, pieces.
//! Defaults are the library's, never restated here.

use serde::Deserialize;
use serde::de::DeserializeOwned;
use tetrolab::amount::at_least;
use tetrolab::analysis::{DroughtMeaning, Start};
use tetrolab::quote::quoted;
use tetrolab::randomizer::SeedChoice;
use tetrolab::results::MAX_STATES;
use tetrolab::rng::{RngKind, Seed};
use tetrolab::{Piece, Spec};

use crate::failure::Failure;

/// An options object read from its JSON text (an empty text, `null` or
/// `{}` leave every option at its default); an unknown option or a value
/// of the wrong kind is refused.
///
/// ```
/// # use tetrolab_web::exact;
/// let refused = exact("7-bag", r#"{"game_lenght":100}"#).unwrap_err();
/// assert!(refused.to_string().contains("game_lenght"), "{refused}");
/// ```
pub fn read<T: DeserializeOwned + Default>(json: &str) -> Result<T, Failure> {
    let text = json.trim();
    if text.is_empty() || text == "null" || text == "undefined" {
        return Ok(T::default());
    }
    serde_json::from_str(text).map_err(|e| {
        Failure::new(format!(
            "options {}: {e} (write a JSON object such as {{\"count\":1000}})",
            quoted(text)
        ))
    })
}

/// A seed as a JSON options object holds it: a whole number or a string.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum SeedText {
    /// A whole number (exact up to 2^53 in JavaScript: larger seeds are
    /// strings).
    Number(u64),
    /// The seed as the user wrote it.
    Text(String),
}

/// `seed=`: parsed as the generator's seeds are (`None`: not given).
pub fn seed(text: Option<&str>) -> Result<Option<Seed>, Failure> {
    text.filter(|t| !t.trim().is_empty())
        .map(|t| t.trim().parse::<Seed>().map_err(Failure::new))
        .transpose()
}

/// A seed from an options object.
pub fn seed_option(value: Option<&SeedText>) -> Result<Option<Seed>, Failure> {
    match value {
        None => Ok(None),
        Some(SeedText::Number(n)) => Ok(Some(Seed::from(*n))),
        Some(SeedText::Text(t)) => seed(Some(t)),
    }
}

/// `seed=` as a choice: the seed given, or `fresh` bits to draw one.
pub fn seed_choice(seed: Option<Seed>, fresh: u64) -> SeedChoice {
    SeedChoice::from_option(seed, fresh)
}

/// `seed=` as `compare`'s master seed: a whole number that fits 64 bits.
pub fn master_seed(value: Option<&SeedText>) -> Result<Option<u64>, Failure> {
    seed_option(value)?
        .map(|s| s.to_master().map_err(Failure::new))
        .transpose()
}

/// `rng=`: a generator's name (`None` or empty: the randomizer's default).
pub fn rng(name: Option<&str>) -> Result<Option<RngKind>, Failure> {
    name.filter(|n| !n.trim().is_empty())
        .map(|n| n.trim().parse::<RngKind>().map_err(Failure::new))
        .transpose()
}

/// A spec's text, parsed.
pub fn spec(text: &str) -> Result<Spec, Failure> {
    text.trim().parse().map_err(|e| Failure::spelled(&e))
}

/// `count=`: a whole number of pieces, at least `least` (JavaScript
/// passes a number, exact up to 2^53).
///
/// ```
/// # use tetrolab_web::queue;
/// let refused = queue("7-bag", -1.0, Some("1".into()), None, 0).unwrap_err();
/// assert_eq!(refused.to_string(), "count=-1: write a whole number from 0 to 9007199254740992");
/// ```
pub fn count(value: f64, least: u64) -> Result<u64, Failure> {
    const EXACT: f64 = 9_007_199_254_740_992.0;
    if !(value.fract() == 0.0 && (0.0..=EXACT).contains(&value)) {
        return Err(Failure::new(format!(
            "count={value}: write a whole number from {least} to {EXACT}"
        )));
    }
    positive_from("count", value as u64, least)
}

/// A whole-number option that must be at least 1, named as the page
/// spells it.
pub fn positive(name: &str, value: u64) -> Result<u64, Failure> {
    positive_from(name, value, 1)
}

fn positive_from(name: &str, value: u64, least: u64) -> Result<u64, Failure> {
    at_least(value, least).map_err(|e| Failure(e.named(&format!("{name}="))))
}

/// `max_states=`: the most states an exact chain may have (`None`: the
/// library's default).
pub fn max_states(value: Option<u64>) -> Result<usize, Failure> {
    let value = positive("max_states", value.unwrap_or(MAX_STATES as u64))?;
    Ok(usize::try_from(value).unwrap_or(usize::MAX))
}

/// `droughts=`: `"any"` or `"completed"` (`None`: the library's default).
pub fn droughts(word: Option<&str>) -> Result<DroughtMeaning, Failure> {
    word.map_or(Ok(DroughtMeaning::default()), |w| {
        w.parse().map_err(|e| Failure::spelled(&e))
    })
}

/// `start=`: `"game"` (as a game starts) or `"stationary"`.
pub fn start(word: Option<&str>, default: Start) -> Result<Start, Failure> {
    match word {
        None => Ok(default),
        Some("game") => Ok(Start::Game),
        Some("stationary") => Ok(Start::Stationary),
        Some(other) => Err(Failure::new(format!(
            "start={} is not a start: write \"game\" (as a game starts) or \"stationary\" (a game joined at a random time)",
            quoted(other)
        ))),
    }
}

/// `from_start=`: read pieces from a game's start, or from anywhere.
pub fn from_start(from_start: bool) -> Start {
    if from_start {
        Start::Game
    } else {
        Start::Stationary
    }
}

/// Pieces as letters (whitespace ignored).
pub fn pieces(text: &str) -> Result<Vec<Piece>, Failure> {
    let letters: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.is_empty() {
        return Err(Failure::new(
            "no pieces: paste letters like \"TJLOSIZ\" (I J L O S T Z)",
        ));
    }
    tetrolab::piece::parse_letters(&letters).map_err(Failure::new)
}

/// A piece's letter, for `piece=`.
pub fn piece(letter: &str) -> Result<Piece, Failure> {
    letter.parse().map_err(|_| {
        Failure::new(format!(
            "piece={}: write one of I J L O S T Z",
            quoted(letter)
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_whole_and_in_range() {
        assert_eq!(count(14.0, 0), Ok(14));
        assert!(count(1.5, 0).is_err());
        assert!(count(f64::NAN, 0).is_err());
        assert_eq!(
            count(0.0, 1).unwrap_err().to_string(),
            "count=0: must be at least 1"
        );
    }

    #[test]
    fn seeds_come_as_numbers_or_text() {
        let seed: Option<Seed> = seed_option(Some(&SeedText::Number(42))).unwrap();
        assert_eq!(seed.map(|s| s.to_string()).as_deref(), Some("42"));
        assert!(master_seed(Some(&SeedText::Text("-3".into()))).is_err());
        assert_eq!(rng(Some(" ")).unwrap(), None);
    }

    #[test]
    fn words_are_checked_and_named_as_the_page_names_them() {
        assert!(
            droughts(Some("some"))
                .unwrap_err()
                .0
                .starts_with("droughts=`some`")
        );
        assert!(
            start(Some("middle"), Start::Game)
                .unwrap_err()
                .0
                .starts_with("start=")
        );
        assert!(piece("Q").unwrap_err().0.starts_with("piece=`Q`"));
        assert!(pieces(" \n").unwrap_err().0.starts_with("no pieces"));
    }

    #[test]
    fn empty_options_are_the_defaults() {
        #[derive(Debug, Default, Deserialize, PartialEq)]
        #[serde(deny_unknown_fields)]
        struct Some_ {
            n: Option<u64>,
        }
        assert_eq!(read::<Some_>("").unwrap(), Some_::default());
        assert_eq!(read::<Some_>("null").unwrap(), Some_::default());
        assert_eq!(read::<Some_>(r#"{"n":3}"#).unwrap(), Some_ { n: Some(3) });
        assert!(
            read::<Some_>(r#"{"m":3}"#)
                .unwrap_err()
                .0
                .contains("unknown field `m`")
        );
    }
}
