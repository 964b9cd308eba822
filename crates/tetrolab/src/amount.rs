//! Amounts a user gives (pieces, games, trials, states): the one rule
//! every face checks them by before any work, and its message.

use std::fmt;

use crate::spelling::Spelling;

/// An amount below the least its option takes (a run of 0 pieces, 0
/// games).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooFew {
    /// The amount given.
    pub value: u64,
    /// The least the option takes.
    pub least: u64,
}

impl TooFew {
    /// What is wrong, without the option's name (for a face that names it
    /// itself, as the command line's parser does).
    pub fn reason(&self) -> String {
        format!("must be at least {}", self.least)
    }

    /// The message naming `option` as a face spells it (`count=`, `-n `).
    ///
    /// ```
    /// use tetrolab::amount::at_least;
    /// let refused = at_least(0, 1).unwrap_err();
    /// assert_eq!(refused.named("games="), "games=0: must be at least 1");
    /// ```
    pub fn named(&self, option: &str) -> String {
        format!("{}: {}", Spelling::set(option, self.value), self.reason())
    }
}

impl fmt::Display for TooFew {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is too few: {}", self.value, self.reason())
    }
}

impl std::error::Error for TooFew {}

/// `value`, if it is at least `least`.
///
/// ```
/// use tetrolab::amount::at_least;
/// assert_eq!(at_least(5, 1), Ok(5));
/// assert_eq!(at_least(0, 1).unwrap_err().reason(), "must be at least 1");
/// ```
///
/// # Errors
/// [`TooFew`] below `least`.
pub fn at_least(value: u64, least: u64) -> Result<u64, TooFew> {
    if value < least {
        Err(TooFew { value, least })
    } else {
        Ok(value)
    }
}
