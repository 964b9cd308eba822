//! The command line's options as a library request reads them: each
//! flag the user typed, by its request name, as typed. A flag left at
//! its default (the library's, shown by `--help`) is not passed: the
//! request applies its own default, and options that mean something only
//! beside another one are refused only when typed.

use clap::ArgMatches;
use clap::parser::ValueSource;
use tetrolab::request::{Given, Options};

/// Collects a command's typed flags into [`Options`].
#[derive(Debug)]
pub struct Typed<'a> {
    matches: &'a ArgMatches,
    options: Options,
}

impl<'a> Typed<'a> {
    /// Options of the command whose flags `matches` holds.
    pub fn new(matches: &'a ArgMatches) -> Typed<'a> {
        Typed {
            matches,
            options: Options::default(),
        }
    }

    /// Whether the user typed the flag `id` (not its default).
    fn typed(&self, id: &str) -> bool {
        matches!(
            self.matches
                .try_get_raw(id)
                .ok()
                .flatten()
                .and(self.matches.value_source(id)),
            Some(ValueSource::CommandLine | ValueSource::EnvVariable)
        )
    }

    /// Option `name` from flag `name`'s text, if typed.
    pub fn text(&mut self, name: &str, value: &str) -> &mut Typed<'a> {
        if self.typed(name) {
            self.options.set(name, Given::Text(value.to_owned()));
        }
        self
    }

    /// Option `name` from an optional flag `name`, if typed.
    pub fn maybe(&mut self, name: &str, value: Option<&String>) -> &mut Typed<'a> {
        if let Some(value) = value {
            self.text(name, value);
        }
        self
    }

    /// Option `name` from a flag `name` that takes a list, if typed.
    pub fn list(&mut self, name: &str, values: &[String]) -> &mut Typed<'a> {
        if self.typed(name) {
            self.options.list(name, values);
        }
        self
    }

    /// Option `name` from a positional argument of several values.
    pub fn list_always(&mut self, name: &str, values: &[String]) -> &mut Typed<'a> {
        self.options.set(
            name,
            Given::List(values.iter().map(|v| Given::Text(v.clone())).collect()),
        );
        self
    }

    /// Option `name` turned off by a `--no-…` flag.
    pub fn flag_off(&mut self, name: &str, off: bool) -> &mut Typed<'a> {
        if off {
            self.options.set(name, Given::Flag(false));
        }
        self
    }

    /// Option `name` from a yes-or-no flag.
    pub fn flag(&mut self, name: &str, on: bool) -> &mut Typed<'a> {
        self.options.flag(name, on);
        self
    }

    /// Option `name` set to `value` whatever was typed (a positional
    /// argument, or an option the face derives from its own flags).
    pub fn always(&mut self, name: &str, value: Given) -> &mut Typed<'a> {
        self.options.set(name, value);
        self
    }

    /// The options collected.
    pub fn options(&self) -> &Options {
        &self.options
    }
}
