//! How a face spells the options a message asks the user to change.
//!
//! Messages are written once, in the library; a message that tells the
//! user what to type next names an option, and each face (the command
//! line, the Python package, the browser page) spells options its own way.
//! A face passes its [`Spelling`] to the few messages that need it.

/// The names a face gives the options messages refer to.
///
/// ```
/// use tetrolab::spelling::Spelling;
/// assert_eq!(Spelling::CLI.seed, "--seed");
/// assert_eq!(Spelling::PYTHON.count, "count=");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spelling {
    /// The option that sets a seed.
    pub seed: &'static str,
    /// The option that sets how many pieces to deal, with the space or
    /// sign that comes before its value.
    pub count: &'static str,
}

impl Spelling {
    /// The seed option set to `value`, as a user types it (`--seed 42`,
    /// `seed=42`).
    ///
    /// ```
    /// use tetrolab::spelling::Spelling;
    /// assert_eq!(Spelling::CLI.seed_is("42"), "--seed 42");
    /// assert_eq!(Spelling::PYTHON.seed_is("42"), "seed=42");
    /// ```
    pub fn seed_is(self, value: impl std::fmt::Display) -> String {
        if self.seed.ends_with('=') {
            format!("{}{value}", self.seed)
        } else {
            format!("{} {value}", self.seed)
        }
    }

    /// The command line's flags.
    pub const CLI: Spelling = Spelling {
        seed: "--seed",
        count: "-n ",
    };
    /// The Python package's keyword arguments.
    pub const PYTHON: Spelling = Spelling {
        seed: "seed=",
        count: "count=",
    };
    /// The browser page's URL parameters (`index.html?seed=42&count=14`).
    pub const WEB: Spelling = Spelling {
        seed: "seed=",
        count: "count=",
    };
    /// Plain words, for messages shown outside any face.
    pub const WORDS: Spelling = Spelling {
        seed: "seed",
        count: "count ",
    };
}
