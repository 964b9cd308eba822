//! Reading one call's [`Options`] by the rules every face shares: each
//! option by its name and kind, unknown names refused with the nearest
//! known one, numbers by the one rule of [`super::number`].

use std::ops::Range;
use std::str::FromStr;

use super::given::{Given, Options};
use super::number::whole;
use super::refusal::RequestError;
use crate::analysis::{DroughtMeaning, Start};
use crate::input::{Text, TooLong};
use crate::rng::{ParseRngKindError, ParseSeedError, RngKind, Seed};
use crate::suggest::nearest;

/// The words [`flag`] reads as yes, in any case.
const YES_WORDS: &[&str] = &["yes", "true", "on", "1"];
/// The words [`flag`] reads as no, in any case.
const NO_WORDS: &[&str] = &["no", "false", "off", "0"];

/// Why a flag's value is refused: every word [`flag`] accepts.
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

    /// The value given for `name` (`None`: not given). Blank text
    /// (`--seed ''`, `seed=""`) is refused, never read as not given: a
    /// face leaves out an option its user left empty.
    fn given(&self, name: &'static str) -> Result<Option<&'a Given>, RequestError> {
        match self.options.get(name) {
            Some(Given::Text(text) | Given::Number(text)) if text.trim().is_empty() => {
                Err(RequestError::blank(name))
            }
            given => Ok(given),
        }
    }

    /// Whether `name` was given at all.
    pub fn has(&self, name: &'static str) -> bool {
        self.options.get(name).is_some()
    }

    /// A whole number (`None`: not given).
    pub fn whole(&self, name: &'static str) -> Result<Option<u64>, RequestError> {
        self.given(name)?.map(|g| one_whole(name, g)).transpose()
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
        let Some(given) = self.given(name)? else {
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
        self.given(name)?.map(|given| text(name, given)).transpose()
    }

    /// Piece letters, or a pattern of them (`after`, `pattern`), within
    /// the bound on pieces read at once ([`Text::Pieces`]): longer text is
    /// refused before anything reads it (`None`: not given).
    pub fn piece_text(&self, name: &'static str) -> Result<Option<String>, RequestError> {
        self.given(name)?
            .map(|given| piece_text(name, given))
            .transpose()
    }

    /// Texts: a list, or one text of comma-separated items.
    pub fn texts(&self, name: &'static str) -> Result<Vec<String>, RequestError> {
        match self.given(name)? {
            None => Ok(Vec::new()),
            Some(Given::List(items)) => items.iter().map(|item| text(name, item)).collect(),
            Some(given) => Ok(vec![text(name, given)?]),
        }
    }

    /// A yes or no, `false` when not given (read by [`flag`]).
    pub fn flag(&self, name: &'static str) -> Result<bool, RequestError> {
        self.given(name)?
            .map_or(Ok(false), |given| flag(name, given))
    }

    /// The randomizer, as a spec's text (refused when not given, or
    /// blank).
    pub fn spec(&self) -> Result<String, RequestError> {
        self.required("spec", "randomizer")
    }

    /// Text a call cannot do without, such as its spec or field: refused
    /// as `what` not given when it is missing or blank (blank is not
    /// given: there is no default to leave it out for).
    pub fn required(&self, name: &'static str, what: &'static str) -> Result<String, RequestError> {
        self.options
            .get(name)
            .map(|given| text(name, given))
            .transpose()?
            .filter(|t| !t.trim().is_empty())
            .ok_or(RequestError::Missing { option: name, what })
    }

    /// Observed pieces: letters (whitespace ignored), or a list of codes
    /// 0 to 6 in the order I J L O S T Z; returned as letters.
    pub fn pieces(&self) -> Result<String, RequestError> {
        match self.options.get("pieces") {
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
            Some(given) => piece_text("pieces", given),
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
        let Some(given) = self.given("batches")? else {
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
    /// (`None`: not given).
    pub fn seed(&self, name: &'static str) -> Result<Option<Seed>, RequestError> {
        self.parsed(name, |_: ParseSeedError| {
            format!("not a seed: {}", ParseSeedError::ADVICE)
        })
    }

    /// A generator's name (`None`: not given).
    pub fn rng(&self) -> Result<Option<RngKind>, RequestError> {
        self.parsed("rng", |_: ParseRngKindError| {
            format!("not a generator: {}", ParseRngKindError::ADVICE)
        })
    }

    /// A value read by its type's parser (`None`: not given; blank text
    /// is refused); `reason` turns the parser's error into the end of the
    /// sentence.
    pub fn parsed<T: FromStr>(
        &self,
        name: &'static str,
        reason: impl Fn(T::Err) -> String,
    ) -> Result<Option<T>, RequestError> {
        let Some(text) = self.text(name)? else {
            return Ok(None);
        };
        text.trim()
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

/// One text argument, named `name` when refused: for a call that takes
/// text outside any request (`catalog(name)`, a record's text), and for
/// every text option a request reads. A number is read as the text it
/// was written as.
///
/// ```
/// use tetrolab::request::{Given, text};
/// use tetrolab::spelling::{Spelled, Spelling};
/// assert_eq!(text("name", &Given::Text("tgm1".into())), Ok("tgm1".to_owned()));
/// let refused = text("name", &Given::Flag(true)).unwrap_err();
/// assert_eq!(refused.message(Spelling::PYTHON), "name=true: not text: write it as a string");
/// ```
///
/// # Errors
/// A flag, a list or anything else that is not text.
pub fn text(name: &'static str, given: &Given) -> Result<String, RequestError> {
    given
        .as_text()
        .map(str::to_owned)
        .ok_or_else(|| RequestError::value(name, given, "not text: write it as a string"))
}

/// One yes-or-no argument, named `name` when refused: a flag, or the
/// words `yes`/`no`, `true`/`false`, `on`/`off`, `1`/`0` in any case (as
/// a URL writes them); for a call that takes one outside any request
/// (`notation.check(text, strict)`), and for every flag a request reads.
///
/// ```
/// use tetrolab::request::{Given, flag};
/// use tetrolab::spelling::{Spelled, Spelling};
/// assert_eq!(flag("strict", &Given::Text("Yes".into())), Ok(true));
/// assert_eq!(flag("strict", &Given::number(0)), Ok(false));
/// let refused = flag("strict", &Given::Text("maybe".into())).unwrap_err();
/// assert!(refused.message(Spelling::PYTHON).starts_with("strict=maybe: not a yes or no"));
/// ```
///
/// # Errors
/// Any other word, or a value that is no flag, number or text.
pub fn flag(name: &'static str, given: &Given) -> Result<bool, RequestError> {
    let word = match given {
        Given::Flag(on) => return Ok(*on),
        Given::Number(text) | Given::Text(text) => text.trim().to_ascii_lowercase(),
        Given::List(_) | Given::Other(_) => String::new(),
    };
    if NO_WORDS.contains(&word.as_str()) {
        Ok(false)
    } else if YES_WORDS.contains(&word.as_str()) {
        Ok(true)
    } else {
        Err(RequestError::value(name, given, not_yes_or_no()))
    }
}

/// Option `name`'s text if within the bound on pieces read at once (not
/// copied when past it).
fn piece_text(name: &'static str, given: &Given) -> Result<String, RequestError> {
    match given.as_text() {
        Some(text) if text.len() > Text::Pieces.limit() => Err(too_many_pieces(name)),
        _ => text(name, given),
    }
}

/// Option `name`'s pieces run past the bound on pieces read at once.
fn too_many_pieces(name: &'static str) -> RequestError {
    RequestError::TooLong {
        option: name,
        bound: TooLong {
            text: Text::Pieces,
            line: None,
        },
    }
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

    /// Blank text is refused for every kind of option, never read as the
    /// option not given; a required text left blank is still missing.
    #[test]
    fn blank_text_is_refused_not_read_as_not_given() {
        let mut options = Options::default();
        for name in ["seed", "count", "hold", "after", "at_least", "spec"] {
            options.set(name, Given::Text(" ".into()));
        }
        let read = Reader::new(
            &options,
            "cover",
            &["seed", "count", "hold", "after", "at_least", "spec"],
        )
        .unwrap();
        assert_eq!(read.seed("seed").unwrap_err(), RequestError::blank("seed"));
        assert_eq!(read.whole("count"), Err(RequestError::blank("count")));
        assert_eq!(read.flag("hold"), Err(RequestError::blank("hold")));
        assert_eq!(read.piece_text("after"), Err(RequestError::blank("after")));
        assert_eq!(
            read.wholes("at_least", 1),
            Err(RequestError::blank("at_least"))
        );
        assert!(matches!(
            read.spec(),
            Err(RequestError::Missing { option: "spec", .. })
        ));
        assert_eq!(
            RequestError::blank("count").message(Spelling::CLI),
            "-n '': empty: give a value, or leave the option out for its default"
        );
    }

    /// Piece text past the bound on pieces read at once is refused by
    /// name, whichever option holds it; text at the bound is read.
    #[test]
    fn piece_text_past_its_bound_is_refused_by_name() {
        let limit = Text::Pieces.limit();
        let mut options = Options::default();
        options
            .set("pieces", Given::Text("I".repeat(limit + 1)))
            .set("after", Given::Text("I".repeat(limit + 1)))
            .set("pattern", Given::Text("I".repeat(limit)));
        let read = Reader::new(&options, "pc", &["pieces", "after", "pattern"]).unwrap();
        let refused = read.pieces().unwrap_err().message(Spelling::PYTHON);
        assert_eq!(
            refused,
            "pieces= is too long: the pieces run past 8 MiB (8388608 bytes), \
             the most pieces read at once: give one game's pieces"
        );
        assert_eq!(read.piece_text("after"), Err(too_many_pieces("after")));
        assert_eq!(
            read.piece_text("pattern").unwrap().map(|t| t.len()),
            Some(limit)
        );
    }

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
