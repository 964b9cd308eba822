//! How a face spells the options a message asks the user to change.
//!
//! Messages are written once, in the library; a message that tells the
//! user what to type next names an option, and each face (the command
//! line, the Python package, the browser page) spells options its own way.
//! A face passes its [`Spelling`] to the few messages that need it: the
//! errors that name an option implement [`Spelled`].

use std::fmt::Display;

/// The names a face gives the options (and the calls) messages refer to.
///
/// ```
/// use tetrolab::spelling::Spelling;
/// assert_eq!(Spelling::CLI.seed, "--seed");
/// assert_eq!(Spelling::PYTHON.count, "count=");
/// assert_eq!(Spelling::PYTHON.next, "next=");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spelling {
    /// The option that sets a seed.
    pub seed: &'static str,
    /// The option that sets how many pieces to deal, with the space or
    /// sign that comes before its value.
    pub count: &'static str,
    /// The option that picks a generator.
    pub rng: &'static str,
    /// The option that picks the batches a partial result holds.
    pub batches: &'static str,
    /// The option that caps an exact chain's states.
    pub max_states: &'static str,
    /// The option that reads pieces from a game's start.
    pub from_start: &'static str,
    /// The option that asks for the pieces after the ones given (`seeds`).
    pub next: &'static str,
    /// The option that sets the longest game a chart follows.
    pub max_length: &'static str,
    /// The option that picks a seed document's page.
    pub document: &'static str,
    /// The option that says what counts as a drought.
    pub droughts: &'static str,
    /// The option that picks a game of a record (from 1).
    pub game: &'static str,
    /// The option that picks how many of a game's moves are played.
    pub moves: &'static str,
    /// The call that lists every problem of a record.
    pub check: &'static str,
    /// The call that measures a randomizer.
    pub stats: &'static str,
    /// The call that writes a partial result.
    pub partial: &'static str,
    /// The call that deals pieces alone.
    pub deal: &'static str,
    /// The call that answers from a chain.
    pub exact: &'static str,
    /// The call that lists the metrics.
    pub metrics: &'static str,
    /// How the face writes any option by its request name
    /// ([`Spelling::option`]).
    pub style: Style,
}

/// How a face writes an option, by the name a request gives it
/// (`game_length`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// The command line's flags: `--game-length` (and its two short
    /// forms, `-n ` for `count` and `--continue` for `next`).
    Flag,
    /// Keyword arguments or URL parameters: `game_length=`.
    Keyword,
    /// Plain words: `game length`.
    Words,
}

impl Spelling {
    /// Option `name` (as a request names it: `count`, `game_length`) the
    /// way this face writes it, ready for [`Spelling::set`].
    ///
    /// ```
    /// use tetrolab::spelling::Spelling;
    /// assert_eq!(Spelling::CLI.option("game_length"), "--game-length");
    /// assert_eq!(Spelling::CLI.option("count"), "-n ");
    /// assert_eq!(Spelling::CLI.option("metrics"), "--metric");
    /// assert_eq!(Spelling::CLI.option("spec"), "the SPEC argument");
    /// assert_eq!(Spelling::PYTHON.option("game_length"), "game_length=");
    /// assert_eq!(Spelling::WEB.option("at_least"), "at_least=");
    /// ```
    pub fn option(self, name: &str) -> String {
        match (self.style, name) {
            (Style::Flag, "count") => "-n ".to_owned(),
            (Style::Flag, "next") => "--continue".to_owned(),
            (Style::Flag, "metrics") => "--metric".to_owned(),
            (Style::Flag, "spec" | "specs") => "the SPEC argument".to_owned(),
            (Style::Flag, "setups") => "the SETUP argument".to_owned(),
            (Style::Flag, "pieces" | "template" | "kind" | "field") => {
                format!("the {} argument", name.to_uppercase())
            }
            (Style::Flag, _) => format!("--{}", name.replace('_', "-")),
            (Style::Keyword, _) => format!("{name}="),
            (Style::Words, _) => name.replace('_', " "),
        }
    }

    /// The seed option set to `value`, as a user types it (`--seed 42`,
    /// `seed=42`).
    ///
    /// ```
    /// use tetrolab::spelling::Spelling;
    /// assert_eq!(Spelling::CLI.seed_is("42"), "--seed 42");
    /// assert_eq!(Spelling::PYTHON.seed_is("42"), "seed=42");
    /// ```
    pub fn seed_is(self, value: impl Display) -> String {
        Spelling::set(self.seed, value)
    }

    /// `option` (one of this spelling's) set to `value`: a keyword's `=`
    /// takes the value directly, a flag after a space.
    ///
    /// ```
    /// use tetrolab::spelling::Spelling;
    /// assert_eq!(Spelling::set(Spelling::CLI.max_length, 9), "--max-length 9");
    /// assert_eq!(Spelling::set(Spelling::PYTHON.max_length, 9), "max_length=9");
    /// ```
    pub fn set(option: &str, value: impl Display) -> String {
        if option.ends_with('=') || option.ends_with(' ') {
            format!("{option}{value}")
        } else {
            format!("{option} {value}")
        }
    }

    /// Batches `start..end` (`end` not included), written as this face
    /// writes a range of them.
    ///
    /// ```
    /// use tetrolab::spelling::Spelling;
    /// assert_eq!(Spelling::CLI.range(0, 8), "0..8");
    /// assert_eq!(Spelling::PYTHON.range(0, 8), "range(0, 8)");
    /// ```
    pub fn range(self, start: u64, end: u64) -> String {
        if self.batches.ends_with('=') {
            format!("range({start}, {end})")
        } else {
            format!("{start}..{end}")
        }
    }

    /// The command line's flags.
    pub const CLI: Spelling = Spelling {
        seed: "--seed",
        count: "-n ",
        rng: "--rng",
        batches: "--batches",
        max_states: "--max-states",
        from_start: "--from-start",
        next: "--continue",
        max_length: "--max-length",
        document: "--document",
        droughts: "--droughts",
        game: "--game",
        moves: "--move",
        check: "`tetrolab notation check`",
        stats: "`tetrolab stats`",
        partial: "`tetrolab stats --partial`",
        deal: "`tetrolab gen`",
        exact: "`tetrolab exact`",
        metrics: "`tetrolab sweep --list-metrics`",
        style: Style::Flag,
    };
    /// The Python package's keyword arguments.
    pub const PYTHON: Spelling = Spelling {
        seed: "seed=",
        count: "count=",
        rng: "rng=",
        batches: "batches=",
        max_states: "max_states=",
        from_start: "from_start=True",
        next: "next=",
        max_length: "max_length=",
        document: "document=",
        droughts: "droughts=",
        game: "game=",
        moves: "move=",
        check: "`notation.check(text)`",
        stats: "`tetrolab.stats()`",
        partial: "`tetrolab.stats(..., partial=True)`",
        deal: "`tetrolab.deal()`",
        exact: "`tetrolab.exact()`",
        metrics: "`tetrolab.metrics()`",
        style: Style::Keyword,
    };
    /// The browser page's URL parameters (`index.html?seed=42&count=14`).
    pub const WEB: Spelling = Spelling {
        seed: "seed=",
        count: "count=",
        rng: "rng=",
        batches: "batches (the command line's `tetrolab stats --batches`)",
        max_states: "max_states=",
        from_start: "from_start=1",
        next: "pieces to continue",
        max_length: "the longest game",
        document: "a seed document",
        droughts: "droughts=",
        game: "game=",
        moves: "move=",
        check: "the check",
        stats: "the Numbers view",
        partial: "`tetrolab stats --partial` (the command line)",
        deal: "the queue",
        exact: "the exact numbers",
        metrics: "the list of metrics",
        style: Style::Keyword,
    };
    /// Plain words, for messages shown outside any face.
    pub const WORDS: Spelling = Spelling {
        seed: "seed",
        count: "count ",
        rng: "generator",
        batches: "batches",
        max_states: "the state limit",
        from_start: "reading from a game's start",
        next: "pieces to continue",
        max_length: "longest game",
        document: "document",
        droughts: "droughts ",
        game: "game ",
        moves: "move ",
        check: "a check",
        stats: "`stats`",
        partial: "`stats` in parts",
        deal: "`gen`",
        exact: "`exact`",
        metrics: "the list of metrics",
        style: Style::Words,
    };
}

/// A message that names options, spelled by the face that shows it. A
/// face shows `message(its spelling)`; `Display` is the command line's
/// (except where a [`Halted`](crate::Halted) inside speaks plain words).
///
/// ```
/// use tetrolab::spelling::{Spelled, Spelling};
/// use tetrolab::results::TraceError;
/// let long = TraceError::TooLong(2_000_000);
/// assert!(long.message(Spelling::PYTHON).starts_with("count=2000000 is more"));
/// assert_eq!(long.to_string(), long.message(Spelling::CLI));
/// ```
pub trait Spelled {
    /// The message, naming options as `spelling` spells them.
    fn message(&self, spelling: Spelling) -> String;
}
