//! Reading one call's [`Options`] by the rules every face shares: each
//! option by its name and kind, unknown names refused with the nearest
//! known one, numbers by the one rule of [`super::number`].

use std::ops::Range;
use std::str::FromStr;

use super::given::{Given, Options};
use super::number::whole;
use super::refusal::RequestError;
use crate::analysis::{DroughtMeaning, Start};
use crate::rng::{ParseRngKindError, ParseSeedError, RngKind, Seed};
use crate::suggest::nearest;

/// The words [`Reader::flag`] reads as yes, in any case.
const YES_WORDS: &[&str] = &["yes", "true", "on", "1"];
/// The words [`Reader::flag`] reads as no, in any case (and empty text).
const NO_WORDS: &[&str] = &["no", "false", "off", "0"];

/// Why a flag's value is refused: every word [`Reader::flag`] accepts.
fn not_yes_or_no() -> String {
    format!(
        "not a yes or no: write one of {} (yes) or {} (no)",
        YES_WORDS.join(", "),
        NO_WORDS.join(", ")
    )
}

/// The options of one call, read option by option by the rules every
/// face shares (for a request type outside this module, such as a
/// chart's).
///
/// ```
/// use tetrolab::request::{Given, Options, Reader};
/// let mut options = Options::default();
/// options.set("trials", Given::Text("1e3".into()));
/// let read = Reader::new(&options, "plot balance", &["trials"])?;
/// assert_eq!(read.at_least("trials", 1, 100)?, 1000);
/// # Ok::<(), tetrolab::request::RequestError>(())
/// ```
#[derive(Debug)]
pub struct Reader<'a> {
    options: &'a Options,
}

impl<'a> Reader<'a> {
    /// A reader for `options` given to `call`, which takes the options
    /// `known` (any other name is refused here, before anything is read).
    ///
    /// # Errors
    /// An option `call` does not take, with the nearest it does.
    pub fn new(
        options: &'a Options,
        call: &'static str,
        known: &'static [&'static str],
    ) -> Result<Reader<'a>, RequestError> {
        if let Some(unknown) = options.names().find(|name| !known.contains(name)) {
            return Err(RequestError::Unknown {
                option: unknown.to_owned(),
                call,
                nearest: nearest(unknown, known.iter().copied(), |_| 2),
            });
        }
        Ok(Reader { options })
    }

    fn given(&self, name: &'static str) -> Option<&'a Given> {
        self.options.get(name)
    }

    /// Whether `name` was given at all.
    pub fn has(&self, name: &'static str) -> bool {
        self.given(name).is_some()
    }

    /// A whole number (`None`: not given).
    pub fn whole(&self, name: &'static str) -> Result<Option<u64>, RequestError> {
        self.given(name).map(|g| one_whole(name, g)).transpose()
    }

    /// A whole number of at least `least`, `default` when not given.
    pub fn at_least(
        &self,
        name: &'static str,
        least: u64,
        default: u64,
    ) -> Result<u64, RequestError> {
        let value = self.whole(name)?.unwrap_or(default);
        check_at_least(name, value, least)
    }

    /// Whole numbers of at least `least`: a list, or one text of
    /// comma-separated numbers (empty when not given).
    pub fn wholes(&self, name: &'static str, least: u64) -> Result<Vec<u64>, RequestError> {
        let Some(given) = self.given(name) else {
            return Ok(Vec::new());
        };
        let items: Vec<Given> = match given {
            Given::List(items) => items.clone(),
            Given::Text(text) => text
                .split(',')
                .map(|part| Given::Text(part.trim().to_owned()))
                .collect(),
            other => vec![other.clone()],
        };
        items
            .iter()
            .map(|item| check_at_least(name, one_whole(name, item)?, least))
            .collect()
    }

    /// Text (`None`: not given); a number is read as the text it was
    /// written as.
    pub fn text(&self, name: &'static str) -> Result<Option<String>, RequestError> {
        match self.given(name) {
            None => Ok(None),
            Some(given) => given
                .as_text()
                .map(|t| Some(t.to_owned()))
                .ok_or_else(|| RequestError::value(name, given, "not text: write it as a string")),
        }
    }

    /// Texts: a list, or one text of comma-separated items.
    pub fn texts(&self, name: &'static str) -> Result<Vec<String>, RequestError> {
        match self.given(name) {
            None => Ok(Vec::new()),
            Some(Given::List(items)) => items
                .iter()
                .map(|item| {
                    item.as_text().map(str::to_owned).ok_or_else(|| {
                        RequestError::value(name, item, "not text: write it as a string")
                    })
                })
                .collect(),
            Some(given) => Ok(vec![self.text(name)?.unwrap_or_else(|| given.to_string())]),
        }
    }

    /// A yes or no, `false` when not given (also read from `1`/`0` and
    /// `true`/`false`, `yes`/`no` as text, as a URL writes them).
    pub fn flag(&self, name: &'static str) -> Result<bool, RequestError> {
        let refused = |given: &Given| RequestError::value(name, given, not_yes_or_no());
        match self.given(name) {
            None => Ok(false),
            Some(Given::Flag(on)) => Ok(*on),
            Some(given @ (Given::Number(text) | Given::Text(text))) => {
                let word = text.trim().to_ascii_lowercase();
                if word.is_empty() || NO_WORDS.contains(&word.as_str()) {
                    Ok(false)
                } else if YES_WORDS.contains(&word.as_str()) {
                    Ok(true)
                } else {
                    Err(refused(given))
                }
            }
            Some(given) => Err(refused(given)),
        }
    }

    /// The randomizer, as a spec's text (refused when not given).
    pub fn spec(&self) -> Result<String, RequestError> {
        self.text("spec")?
            .filter(|t| !t.trim().is_empty())
            .ok_or(RequestError::Missing {
                option: "spec",
                what: "randomizer",
            })
    }

    /// Observed pieces: letters (whitespace ignored), or a list of codes
    /// 0 to 6 in the order I J L O S T Z; returned as letters.
    pub fn pieces(&self) -> Result<String, RequestError> {
        match self.given("pieces") {
            None => Err(RequestError::Missing {
                option: "pieces",
                what: "pieces",
            }),
            Some(Given::List(codes)) => codes
                .iter()
                .map(|code| {
                    code.as_text()
                        .and_then(|t| t.trim().parse::<usize>().ok())
                        .and_then(crate::Piece::from_index)
                        .map(crate::Piece::letter)
                        .ok_or_else(|| {
                            RequestError::value(
                                "pieces",
                                code,
                                "not a piece code: codes are 0 to 6, for I J L O S T Z",
                            )
                        })
                })
                .collect(),
            Some(_) => Ok(self.text("pieces")?.unwrap_or_default()),
        }
    }

    /// Where a game's odds start, `game` or `stationary` (`None`: not
    /// given).
    pub fn start(&self) -> Result<Option<Start>, RequestError> {
        self.parsed("start", |_: crate::analysis::ParseStartError| {
            "not a start: write game (as a game starts) or stationary (a game joined at a random time)".to_owned()
        })
    }

    /// What counts as a drought (`None`: not given).
    pub fn droughts(&self) -> Result<Option<DroughtMeaning>, RequestError> {
        self.parsed("droughts", |_: crate::analysis::ParseDroughtMeaningError| {
            "not a kind of drought: write any (every stretch without the piece) or completed (only those between two of it)".to_owned()
        })
    }

    /// A range of batches `A..B` (`None`: not given).
    pub fn batches(&self) -> Result<Option<Range<u64>>, RequestError> {
        let Some(given) = self.given("batches") else {
            return Ok(None);
        };
        let bounds = given
            .as_text()
            .and_then(|text| text.split_once(".."))
            .and_then(|(a, b)| Some(whole(a).ok()?..whole(b).ok()?));
        bounds.map(Some).ok_or_else(|| {
            RequestError::value(
                "batches",
                given,
                "not a range of batches: give A..B with step 1, B not included \
                 (0..32 is batches 0 to 31)",
            )
        })
    }

    /// A seed as its generator reads it: an integer, decimal or `0x` hex
    /// (`None`: not given, or empty text).
    pub fn seed(&self, name: &'static str) -> Result<Option<Seed>, RequestError> {
        self.parsed(name, |_: ParseSeedError| {
            format!("not a seed: {}", ParseSeedError::ADVICE)
        })
    }

    /// A generator's name (`None`: not given, or empty text).
    pub fn rng(&self) -> Result<Option<RngKind>, RequestError> {
        self.parsed("rng", |_: ParseRngKindError| {
            format!("not a generator: {}", ParseRngKindError::ADVICE)
        })
    }

    /// A value read by its type's parser (`None`: not given, or empty
    /// text); `reason` turns the parser's error into the end of the
    /// sentence.
    pub fn parsed<T: FromStr>(
        &self,
        name: &'static str,
        reason: impl Fn(T::Err) -> String,
    ) -> Result<Option<T>, RequestError> {
        let Some(text) = self.text(name)? else {
            return Ok(None);
        };
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Ok(None);
        }
        trimmed
            .parse()
            .map(Some)
            .map_err(|e| RequestError::value(name, &text, reason(e)))
    }
}

/// One whole-number argument of at least `least`, read by the one rule
/// and named `name` when refused: for a call that takes a single number
/// outside any request (`Randomizer.peek(n)`).
///
/// ```
/// use tetrolab::request::{Given, amount};
/// use tetrolab::spelling::{Spelled, Spelling};
/// assert_eq!(amount("n", &Given::number(3), 0), Ok(3));
/// let refused = amount("n", &Given::number(-1), 0).unwrap_err();
/// assert!(refused.message(Spelling::PYTHON).starts_with("n=-1: not a whole number"));
/// ```
///
/// # Errors
/// Not a whole number, or below `least`.
pub fn amount(name: &'static str, given: &Given, least: u64) -> Result<u64, RequestError> {
    check_at_least(name, one_whole(name, given)?, least)
}

fn one_whole(name: &'static str, given: &Given) -> Result<u64, RequestError> {
    match given {
        Given::Number(text) | Given::Text(text) => {
            whole(text).map_err(|why| RequestError::value(name, given, why.reason()))
        }
        other => Err(RequestError::value(
            name,
            other,
            "not a whole number: write one such as 1000, 1_000_000 or 1e9",
        )),
    }
}

/// `value` if at least `least`, else the one sentence every face shows.
pub fn check_at_least(name: &'static str, value: u64, least: u64) -> Result<u64, RequestError> {
    crate::amount::at_least(value, least).map_err(|e| RequestError::value(name, value, e.reason()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spelling::{Spelled, Spelling};

    /// `hold=maybe` is refused with the words a flag takes, and each
    /// word that sentence lists reads as the yes or no it says.
    #[test]
    fn a_flag_refusal_lists_the_words_it_reads() {
        let read = |value: &str| {
            let mut options = Options::default();
            options.set("hold", Given::Text(value.into()));
            Reader::new(&options, "cover", &["hold"])?.flag("hold")
        };
        let refused = read("maybe").unwrap_err().message(Spelling::CLI);
        let (_, words) = refused.split_once("write one of ").unwrap();
        let (yes, no) = words.split_once(" (yes) or ").unwrap();
        let no = no.strip_suffix(" (no)").unwrap();
        for (listed, meaning) in [(yes, true), (no, false)] {
            for word in listed.split(", ") {
                assert_eq!(read(word).unwrap(), meaning, "{word}");
                assert_eq!(read(&word.to_uppercase()).unwrap(), meaning, "{word}");
            }
        }
        assert_eq!(
            refused,
            "--hold maybe: not a yes or no: write one of yes, true, on, 1 (yes) or no, false, off, 0 (no)"
        );
    }
}
