//! Specs: how a user names a randomizer (`NAME` or `NAME:key=value,…`).

use std::fmt;
use std::str::FromStr;

use super::catalog::{self, Drawn, Entry, Family, RngPolicy, Values};
use crate::quote::quoted;
use crate::rng::{Generator, RngKind, SeedError};
use crate::spelling::{Spelled, Spelling};

/// A parsed and validated randomizer spec: a catalog name plus parameter
/// values. `Display` writes the canonical form (parameters in catalog order,
/// only those that differ from their defaults).
///
/// ```
/// use tetrolab::Spec;
/// let spec: Spec = "tetrio-7-bag:no-szo".parse().unwrap();
/// assert_eq!(spec.to_string(), "tetrio-7-bag:no-szo=rotate");
/// assert_eq!(spec.name(), "tetrio-7-bag");
/// let err = "tetrio-7bag".parse::<Spec>().unwrap_err();
/// assert!(err.to_string().contains("did you mean `tetrio-7-bag`"));
/// ```
#[derive(Debug, Clone)]
pub struct Spec {
    entry: &'static Entry,
    /// Parameter texts that differ from the defaults, in catalog order.
    given: Vec<(&'static str, String)>,
    family: Family,
}

/// What is wrong with a spec, a generator choice or a seed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SpecError {
    /// No randomizer has this name.
    #[error("unknown randomizer {}{}; `tetrolab list` shows every name", quoted(name), suggestion.map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default())]
    UnknownName {
        /// The name given.
        name: String,
        /// The closest known name, if any is close.
        suggestion: Option<&'static str>,
    },
    /// The randomizer has no such parameter.
    #[error("`{name}` has no parameter {}: {}", quoted(key), valid_keys(valid))]
    UnknownParam {
        /// The randomizer.
        name: &'static str,
        /// The key given.
        key: String,
        /// Its real parameters.
        valid: Vec<&'static str>,
    },
    /// A parameter was given twice.
    #[error(
        "parameter {} is given twice in {}: keep one",
        quoted(key),
        quoted(spec)
    )]
    Duplicate {
        /// The repeated key.
        key: String,
        /// The whole spec.
        spec: String,
    },
    /// A parameter's value is malformed or out of range.
    #[error("bad value {} for `{name}:{key}`: expected {expected}", quoted(value))]
    BadValue {
        /// The randomizer.
        name: &'static str,
        /// The parameter.
        key: &'static str,
        /// The value given.
        value: String,
        /// What it takes.
        expected: String,
    },
    /// The parameters are each valid but do not fit together.
    #[error("`{name}`: {message}")]
    Inconsistent {
        /// The randomizer.
        name: &'static str,
        /// What does not fit.
        message: String,
    },
    /// The spec is empty or its syntax is broken.
    #[error(
        "{} is not a spec: write NAME or NAME:key=value,key=value (e.g. tetrio-7-bag:no-szo)", quoted(.0)
    )]
    Syntax(String),
    /// A game-exact randomizer was asked to run on another generator.
    #[error("{}", self.message(Spelling::CLI))]
    FixedRng {
        /// The randomizer.
        name: &'static str,
        /// Its generator.
        fixed: &'static str,
        /// The generator asked for.
        asked: RngKind,
        /// How to run the same algorithm on another generator, if possible.
        hint: &'static str,
    },
    /// The seed does not suit the generator.
    #[error(transparent)]
    Seed(#[from] SeedError),
}

impl Spelled for SpecError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            SpecError::FixedRng {
                name,
                fixed,
                asked,
                hint,
            } => format!(
                "`{name}` always uses {fixed} (its game's generator), not {asked}: drop {}{hint}",
                spelling.rng
            ),
            other => other.to_string(),
        }
    }
}

fn valid_keys(valid: &[&str]) -> String {
    if valid.is_empty() {
        "it takes no parameters".to_owned()
    } else {
        format!("use {}", valid.join(", "))
    }
}

impl Spec {
    /// The randomizer's catalog entry.
    pub fn entry(&self) -> &'static Entry {
        self.entry
    }

    /// The randomizer's name.
    pub fn name(&self) -> &'static str {
        self.entry.name
    }

    /// The validated configuration.
    pub fn family(&self) -> &Family {
        &self.family
    }

    /// What a user should know before running this randomizer, a line
    /// each; usually nothing. Seed 002's weighted randomizer below
    /// denominator 1 diverges, and its runs stop where the script's do
    /// (see [`Dealing::halt`](crate::Dealing::halt)).
    ///
    /// ```
    /// use tetrolab::Spec;
    /// assert!("weighted".parse::<Spec>()?.warnings().is_empty());
    /// let diverging: Spec = "weighted:denominator=0.8".parse()?;
    /// assert!(diverging.warnings()[0].contains("diverge"));
    /// # Ok::<(), tetrolab::SpecError>(())
    /// ```
    pub fn warnings(&self) -> Vec<String> {
        match &self.family {
            Family::Drawn(Drawn::Weighted(weighted)) => weighted.warning().into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// The generator this spec runs on when asked for `requested` (or its
    /// default when `None`).
    ///
    /// # Errors
    /// A game-exact randomizer asked for another generator than its own.
    pub fn generator(&self, requested: Option<RngKind>) -> Result<Generator, SpecError> {
        let refuse = |fixed: &'static str, asked: RngKind| {
            let same_algorithm_elsewhere = matches!(
                self.family,
                Family::Drawn(Drawn::Bag(..) | Drawn::Memoryless(..))
            );
            SpecError::FixedRng {
                name: self.entry.name,
                fixed,
                asked,
                hint: if same_algorithm_elsewhere {
                    " (the generic `bag` and `memoryless` run the same algorithm on any generator)"
                } else {
                    ""
                },
            }
        };
        match (self.entry.rng, requested) {
            (RngPolicy::Own(own), Some(asked)) => Err(refuse(Generator::Own(own).name(), asked)),
            (RngPolicy::Own(own), None) => Ok(Generator::Own(own)),
            (RngPolicy::Fixed(fixed), Some(asked)) if asked != fixed => {
                Err(refuse(fixed.name(), asked))
            }
            (RngPolicy::Fixed(fixed), _) => Ok(Generator::Drawn(fixed)),
            (RngPolicy::Any, asked) => Ok(Generator::Drawn(asked.unwrap_or_default())),
        }
    }
}

impl Spec {
    /// Specs written one after another, separated by commas: a part
    /// that names no randomizer (`key=value`, no `:`) continues the spec
    /// before it, so a spec's own parameters stay with it.
    ///
    /// ```
    /// use tetrolab::Spec;
    /// let specs = Spec::list("history:size=3,rolls=6,7-bag")?;
    /// let texts: Vec<String> = specs.iter().map(ToString::to_string).collect();
    /// assert_eq!(texts, ["history:size=3,rolls=6", "7-bag"]);
    /// # Ok::<(), tetrolab::SpecError>(())
    /// ```
    ///
    /// # Errors
    /// The first spec that does not parse.
    pub fn list(text: &str) -> Result<Vec<Spec>, SpecError> {
        let mut texts: Vec<String> = Vec::new();
        for part in text.split(',') {
            match texts.last_mut() {
                Some(spec) if part.contains('=') && !part.contains(':') => {
                    spec.push(',');
                    spec.push_str(part);
                }
                _ => texts.push(part.to_owned()),
            }
        }
        texts.iter().map(|t| t.parse()).collect()
    }
}

impl FromStr for Spec {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let (name, params) = match text.split_once(':') {
            Some((name, params)) => (name, Some(params)),
            None => (text, None),
        };
        if name.is_empty() || params == Some("") {
            return Err(SpecError::Syntax(text.to_owned()));
        }
        let entry = catalog::find(name).ok_or_else(|| SpecError::UnknownName {
            name: name.to_owned(),
            suggestion: nearest_name(name),
        })?;
        let mut written: Vec<(&'static str, &str)> = Vec::new();
        for item in params.map(|p| p.split(',')).into_iter().flatten() {
            let (key, value) = match item.split_once('=') {
                Some((key, value)) => (key.trim(), Some(value.trim())),
                None => (item.trim(), None),
            };
            let param = entry.params.iter().find(|p| p.key == key).ok_or_else(|| {
                SpecError::UnknownParam {
                    name: entry.name,
                    key: key.to_owned(),
                    valid: entry.params.iter().map(|p| p.key).collect(),
                }
            })?;
            if written.iter().any(|(k, _)| *k == param.key) {
                return Err(SpecError::Duplicate {
                    key: key.to_owned(),
                    spec: text.to_owned(),
                });
            }
            written.push((param.key, value.unwrap_or_else(|| param.bare_value())));
        }
        let mut values = Vec::with_capacity(entry.params.len());
        let mut given = Vec::new();
        for param in entry.params {
            let text = written
                .iter()
                .find(|(k, _)| *k == param.key)
                .map_or(param.default, |(_, v)| v);
            let value = param
                .kind
                .parse(text)
                .map_err(|expected| SpecError::BadValue {
                    name: entry.name,
                    key: param.key,
                    value: text.to_owned(),
                    expected,
                })?;
            if value
                != param
                    .kind
                    .parse(param.default)
                    .expect("catalog defaults parse")
            {
                given.push((param.key, canonical_text(&value, text)));
            }
            values.push((param.key, value));
        }
        let family = (entry.make)(&Values(values)).map_err(|message| SpecError::Inconsistent {
            name: entry.name,
            message,
        })?;
        Ok(Spec {
            entry,
            given,
            family,
        })
    }
}

/// How a parameter value is written back: letters in upper case, anything
/// else as given.
fn canonical_text(value: &catalog::Value, text: &str) -> String {
    match value {
        catalog::Value::Letters(pieces) => crate::piece::letters(pieces),
        _ => text.to_owned(),
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.entry.name)?;
        for (i, (key, value)) in self.given.iter().enumerate() {
            write!(f, "{}{key}={value}", if i == 0 { ':' } else { ',' })?;
        }
        Ok(())
    }
}

/// The catalog name `name` most likely means: the same name in another
/// case (`7-BAG`), else the one name that holds it as a whole part
/// (`tgm3` is `laroche-tgm3`, not the typo-near `tgm1`), else the name
/// closest to it if that is close enough to be a likely typo.
fn nearest_name(name: &str) -> Option<&'static str> {
    let lower = name.to_lowercase();
    let names = || catalog::entries().iter().map(|e| e.name);
    if let Some(same) = names().find(|n| *n == lower) {
        return Some(same);
    }
    let mut holding = names().filter(|n| n.split('-').any(|part| part == lower));
    if let (Some(only), None) = (holding.next(), holding.next()) {
        return Some(only);
    }
    crate::suggest::nearest(&lower, names(), |candidate| 2.max(candidate.len() / 3))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> SpecError {
        text.parse::<Spec>().unwrap_err()
    }

    #[test]
    fn every_entry_builds_with_its_defaults_on_every_allowed_generator() {
        for entry in catalog::entries() {
            let spec: Spec = entry.name.parse().unwrap();
            assert_eq!(spec.to_string(), entry.name);
            let requests = RngKind::ALL.map(Some);
            for requested in [None].iter().chain(&requests) {
                if spec.generator(*requested).is_ok() {
                    let seed = spec.generator(*requested).unwrap().seed_from_bits(77);
                    let dealing = crate::Dealing::new(spec.clone(), *requested, seed).unwrap();
                    let mut out = [crate::Piece::I; 50];
                    dealing.randomizer().fill(&mut out);
                }
            }
            // An own generator goes with an own family, and only then.
            assert_eq!(
                matches!(entry.rng, RngPolicy::Own(_)),
                matches!(spec.family(), Family::Own(_)),
                "{}",
                entry.name
            );
            for param in entry.params {
                param.kind.parse(param.default).unwrap();
                param.kind.parse(param.bare_value()).unwrap();
                // Every word of a choice reaches its typed value (a word the
                // entry's type does not know would panic while building).
                if let catalog::ParamKind::Choice(words) = param.kind {
                    for word in words {
                        let text = format!("{}:{}={word}", entry.name, param.key);
                        assert!(text.parse::<Spec>().is_ok(), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_form_round_trips() {
        for text in [
            "bag:contents=ZZZZ,deal=back",
            "history:size=1,rolls=2,first=roll,history=",
            "weighted:denominator=1.05",
            "tetrio-14-bag:no-szo=skip",
            "2x7-bag:bags=3",
        ] {
            let spec: Spec = text.parse().unwrap();
            assert_eq!(spec.to_string(), text);
            assert_eq!(
                spec.to_string().parse::<Spec>().unwrap().family,
                spec.family
            );
        }
        assert_eq!(
            "bag:deal=front, contents=ijlostz"
                .parse::<Spec>()
                .unwrap()
                .to_string(),
            "bag"
        );
    }

    #[test]
    fn the_default_history_fits_a_smaller_size() {
        // The default S Z S keeps its newest pieces in a shorter history.
        let family = |text: &str| text.parse::<Spec>().unwrap().family;
        assert_eq!(family("history:size=1"), family("history:size=1,history=S"));
        assert_eq!(
            family("history:size=2"),
            family("history:size=2,history=ZS")
        );
        assert_eq!(family("pool:size=2"), family("pool:size=2,history=ZS"));
        // Sizes that held it whole keep it whole.
        assert_eq!(
            family("history:size=3"),
            family("history:size=3,history=SZS")
        );
        assert_ne!(
            family("history:size=3"),
            family("history:size=3,history=ZS")
        );
        // Letters a user gives that do not fit are still refused.
        assert!(matches!(
            err("history:size=2,history=JLO"),
            SpecError::Inconsistent { .. }
        ));
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert_eq!(
            err("7bag"),
            SpecError::UnknownName {
                name: "7bag".into(),
                suggestion: Some("7-bag")
            }
        );
        assert!(matches!(
            err("frobnicate"),
            SpecError::UnknownName {
                suggestion: None,
                ..
            }
        ));
        assert!(
            matches!(err("7-bag:size=3"), SpecError::UnknownParam { ref valid, .. } if valid.is_empty())
        );
        assert!(
            err("7-bag:size=3")
                .to_string()
                .contains("takes no parameters")
        );
        assert!(matches!(
            err("weighted:denominator=one"),
            SpecError::BadValue {
                key: "denominator",
                ..
            }
        ));
        for python_raises in ["0", "-0.0", "nan", "inf", "-infinity"] {
            let error = err(&format!("weighted:denominator={python_raises}"));
            assert!(
                matches!(error, SpecError::Inconsistent { .. }),
                "{python_raises}"
            );
        }
        assert!(matches!(
            err("bag:contents=IJX"),
            SpecError::BadValue {
                key: "contents",
                ..
            }
        ));
        assert!(matches!(err("bag:contents="), SpecError::BadValue { .. }));
        assert!(matches!(err("history:size=0"), SpecError::BadValue { .. }));
        assert!(matches!(
            err("history:size=1,history=JL"),
            SpecError::Inconsistent { .. }
        ));
        assert!(matches!(
            err("tetrio-7-bag:no-szo=maybe"),
            SpecError::BadValue { .. }
        ));
        assert!(matches!(
            err("bag:deal=back,deal=front"),
            SpecError::Duplicate { .. }
        ));
        for syntax in ["", ":", "bag:", ":contents=I"] {
            assert!(matches!(err(syntax), SpecError::Syntax(_)), "{syntax:?}");
        }
    }

    #[test]
    fn game_exact_randomizers_keep_their_generator() {
        let spec: Spec = "tetrio-pairs".parse().unwrap();
        let minstd = Ok(Generator::Drawn(RngKind::Minstd));
        assert_eq!(spec.generator(None), minstd);
        assert_eq!(spec.generator(Some(RngKind::Minstd)), minstd);
        assert!(matches!(
            spec.generator(Some(RngKind::Python)),
            Err(SpecError::FixedRng { .. })
        ));
        let generic: Spec = "7-bag".parse().unwrap();
        assert_eq!(
            generic.generator(None),
            Ok(Generator::Drawn(RngKind::Default))
        );
        let own: Spec = "sega".parse().unwrap();
        assert_eq!(own.generator(None).map(Generator::name), Ok("sega"));
        assert!(matches!(
            own.generator(Some(RngKind::Default)),
            Err(SpecError::FixedRng { fixed: "sega", .. })
        ));
    }
}
