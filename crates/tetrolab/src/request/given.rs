//! Options as a face receives them, before any rule reads them: a name
//! and a raw value (a flag, a number as written, a text, a list), from
//! the command line's flags, Python's keyword arguments or the page's
//! options object alike.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// One option's value as a face received it: nothing is checked yet.
///
/// ```
/// use tetrolab::request::Given;
/// let given: Given = serde_json::from_str("[1, \"x\", true]").unwrap();
/// assert_eq!(given.to_string(), "[1, x, true]");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Given {
    /// A yes or no (`--exact`, `exact=True`, `true`).
    Flag(bool),
    /// A number, exactly as written (any sign, size or form: `-5`,
    /// `1e9`, `10000000000000000000000`): the rule that reads it decides.
    Number(String),
    /// Text.
    Text(String),
    /// Several values (`--at-least 13,20`, `at_least=[13, 20]`).
    List(Vec<Given>),
    /// A value of a kind no option takes (a JSON object), described.
    Other(String),
}

impl Given {
    /// A number given as a machine integer.
    pub fn number(value: impl fmt::Display) -> Given {
        Given::Number(value.to_string())
    }

    /// The value as text, for options that read text (a number's digits
    /// as written; `None` for a flag, list or other).
    pub fn as_text(&self) -> Option<&str> {
        match self {
            Given::Number(text) | Given::Text(text) => Some(text),
            _ => None,
        }
    }
}

impl fmt::Display for Given {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Given::Flag(flag) => write!(f, "{flag}"),
            Given::Number(text) | Given::Text(text) | Given::Other(text) => f.write_str(text),
            Given::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// Every option a face received for one call, by name, in the order
/// given. A name given twice keeps its last value, as a command line
/// does.
///
/// ```
/// use tetrolab::request::{Given, Options};
/// let options: Options = serde_json::from_str(r#"{"count": 14, "seed": "0x2A"}"#).unwrap();
/// assert_eq!(options.get("count"), Some(&Given::Number("14".into())));
/// let mut more = Options::default();
/// more.set("seed", Given::number(3));
/// assert_eq!(more.names().collect::<Vec<_>>(), ["seed"]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    pairs: Vec<(String, Given)>,
}

impl Options {
    /// Sets option `name` (replacing an earlier value).
    pub fn set(&mut self, name: &str, value: Given) -> &mut Options {
        self.pairs.retain(|(n, _)| n != name);
        self.pairs.push((name.to_owned(), value));
        self
    }

    /// Sets option `name` when `value` is given, as text.
    pub fn text(&mut self, name: &str, value: Option<&str>) -> &mut Options {
        if let Some(value) = value {
            self.set(name, Given::Text(value.to_owned()));
        }
        self
    }

    /// Sets a yes-or-no option when it is on (a flag not given is off).
    pub fn flag(&mut self, name: &str, on: bool) -> &mut Options {
        if on {
            self.set(name, Given::Flag(true));
        }
        self
    }

    /// Sets a list option when it has values, each as text.
    pub fn list<S: AsRef<str>>(&mut self, name: &str, values: &[S]) -> &mut Options {
        if !values.is_empty() {
            let items = values
                .iter()
                .map(|v| Given::Text(v.as_ref().to_owned()))
                .collect();
            self.set(name, Given::List(items));
        }
        self
    }

    /// The value given for `name`, if any.
    pub fn get(&self, name: &str) -> Option<&Given> {
        self.pairs.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The names given, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.pairs.iter().map(|(n, _)| n.as_str())
    }
}

/// A value from any JSON: numbers keep their digits, `null` is no value
/// (an option left at its default), objects are described.
impl<'de> Deserialize<'de> for Given {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Given, D::Error> {
        deserializer
            .deserialize_any(GivenVisitor)
            .map(|given| given.unwrap_or(Given::Other("null".to_owned())))
    }
}

/// Reads any JSON value as an optional [`Given`] (`null`: none).
struct GivenVisitor;

impl<'de> Visitor<'de> for GivenVisitor {
    type Value = Option<Given>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Self::Value, E> {
        Ok(Some(Given::Flag(v)))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Self::Value, E> {
        Ok(Some(Given::number(v)))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Self::Value, E> {
        Ok(Some(Given::number(v)))
    }
    fn visit_i128<E>(self, v: i128) -> Result<Self::Value, E> {
        Ok(Some(Given::number(v)))
    }
    fn visit_u128<E>(self, v: u128) -> Result<Self::Value, E> {
        Ok(Some(Given::number(v)))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Self::Value, E> {
        Ok(Some(Given::number(v)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Some(Given::Text(v.to_owned())))
    }
    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_none<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(GivenVisitor)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<Given>()? {
            items.push(item);
        }
        Ok(Some(Given::List(items)))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map
            .next_entry::<de::IgnoredAny, de::IgnoredAny>()?
            .is_some()
        {}
        Ok(Some(Given::Other("an object".to_owned())))
    }
}

/// An options object: each key an option, `null` leaving it unset.
impl<'de> Deserialize<'de> for Options {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Options, D::Error> {
        deserializer.deserialize_map(OptionsVisitor)
    }
}

/// Reads a JSON object as [`Options`].
struct OptionsVisitor;

impl<'de> Visitor<'de> for OptionsVisitor {
    type Value = Options;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of options, such as {\"count\": 1000}")
    }
    fn visit_unit<E>(self) -> Result<Options, E> {
        Ok(Options::default())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Options, A::Error> {
        let mut options = Options::default();
        while let Some(name) = map.next_key::<String>()? {
            if let Some(value) = map.next_value_seed(OptionalGiven)? {
                options.set(&name, value);
            }
        }
        Ok(options)
    }
}

/// One value of an options object, `null` read as no value.
struct OptionalGiven;

impl<'de> de::DeserializeSeed<'de> for OptionalGiven {
    type Value = Option<Given>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<Given>, D::Error> {
        deserializer.deserialize_any(GivenVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_values_keep_what_was_written() {
        let options: Options = serde_json::from_str(
            r#"{"a": -5, "b": 1.5, "c": 18446744073709551616, "d": null, "e": {"x": 1}, "f": [true]}"#,
        )
        .unwrap();
        assert_eq!(options.get("a"), Some(&Given::Number("-5".into())));
        assert_eq!(options.get("b"), Some(&Given::Number("1.5".into())));
        assert_eq!(options.get("d"), None);
        assert_eq!(options.get("e"), Some(&Given::Other("an object".into())));
        assert_eq!(
            options.get("f"),
            Some(&Given::List(vec![Given::Flag(true)]))
        );
        // serde_json without arbitrary precision reads a huge integer as a
        // float: still a number, and still refused as one later.
        assert!(matches!(options.get("c"), Some(Given::Number(_))));
    }

    #[test]
    fn a_later_value_replaces_an_earlier_one() {
        let mut options = Options::default();
        options
            .set("n", Given::number(1))
            .set("n", Given::number(2));
        assert_eq!(options.get("n"), Some(&Given::Number("2".into())));
        assert_eq!(options.names().count(), 1);
    }
}
