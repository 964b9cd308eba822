//! The page's words as the library's requests read them: an options
//! object (JSON, the command line's option names in snake case) becomes
//! [`Options`], each value as given; the request holds every default and
//! rule, and refuses in the page's spelling.

use tetrolab::quote::quoted;
use tetrolab::request::{Given, Options};

use crate::failure::Failure;

/// An options object read from its JSON text (an empty text, `null` or
/// `undefined` give none).
///
/// ```
/// # use tetrolab_web::exact;
/// let refused = exact("7-bag", r#"{"game_lenght":100}"#, None).unwrap_err();
/// assert_eq!(refused.to_string(), "`game_lenght=` is not an option of exact (did you mean game_length=?)");
/// ```
///
/// # Errors
/// Text that is not a JSON object.
pub fn read(json: &str) -> Result<Options, Failure> {
    let text = json.trim();
    if text.is_empty() || text == "null" || text == "undefined" {
        return Ok(Options::default());
    }
    serde_json::from_str(text).map_err(|_| {
        Failure::new(format!(
            "options {}: not a JSON object of options: write one such as {{\"count\":1000}}",
            quoted(text)
        ))
    })
}

/// `options` read from JSON, with `name` set to `value` (an argument the
/// page passes apart from its options, such as the spec).
///
/// # Errors
/// As [`read`].
pub fn with(json: &str, pairs: &[(&str, Given)]) -> Result<Options, Failure> {
    let mut options = read(json)?;
    for (name, value) in pairs {
        options.set(name, value.clone());
    }
    Ok(options)
}

/// Text as an option's value.
pub fn text(value: &str) -> Given {
    Given::Text(value.to_owned())
}

/// A JSON array of specs as one option's value.
///
/// # Errors
/// Text that is not a JSON array of strings.
pub fn spec_list(specs: &str) -> Result<Given, Failure> {
    text_list(specs, "specs", "randomizers", r#"["7-bag","tgm1"]"#)
}

/// A JSON array of setups (fumens or records' text) as one option's
/// value.
///
/// # Errors
/// Text that is not a JSON array of strings.
pub fn setup_list(setups: &str) -> Result<Given, Failure> {
    text_list(
        setups,
        "setups",
        "setups",
        r#"["v115@vhFRQJUGJKJJvMJTNJGBJ"]"#,
    )
}

/// A JSON array of strings as one option's value, refused as `name`
/// (not a list of `what`: write one such as `example`).
fn text_list(json: &str, name: &str, what: &str, example: &str) -> Result<Given, Failure> {
    let list: Vec<String> = serde_json::from_str(json.trim()).map_err(|_| {
        Failure::new(format!(
            "{name} {}: not a list of {what}: write a JSON array such as {example}",
            quoted(json)
        ))
    })?;
    Ok(Given::List(list.into_iter().map(Given::Text).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_options_are_none() {
        for empty in ["", "null", "undefined", " {} "] {
            assert_eq!(read(empty).unwrap(), Options::default(), "{empty}");
        }
        assert_eq!(
            read(r#"{"n":3}"#).unwrap().get("n"),
            Some(&Given::number(3))
        );
    }

    #[test]
    fn malformed_options_are_one_plain_sentence() {
        let refused = read(r#"{"count":"#).unwrap_err();
        assert!(
            refused.0.contains("not a JSON object of options"),
            "{refused}"
        );
        assert!(!refused.0.contains("EOF"), "{refused}");
        assert!(
            spec_list("7-bag")
                .unwrap_err()
                .0
                .starts_with("specs `7-bag`")
        );
    }
}
