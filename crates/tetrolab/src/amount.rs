//! Amounts a user gives (pieces, games, trials, states): the rules every
//! face checks them by before any work — at least the least an option
//! takes, and no more pieces at once than a face can hold in memory —
//! and their messages.

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

/// The most pieces a face hands over in memory at once, one byte each (a
/// gibibyte): an array or a string of pieces. More are a stream's to deal,
/// a part at a time.
pub const MOST_HELD: u64 = 1 << 30;

/// More pieces than a face holds in memory at once ([`MOST_HELD`]),
/// refused before any is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooMany {
    /// The amount given.
    pub value: u64,
    /// The most held at once.
    pub most: u64,
}

impl TooMany {
    /// What is wrong, without the option's name.
    pub fn reason(&self) -> String {
        format!(
            "more pieces than are held in memory at once (at most {}, a byte each): ask for fewer, or deal them in parts",
            self.most
        )
    }

    /// The message naming `option` as a face spells it (`count=`, `n=`).
    ///
    /// ```
    /// use tetrolab::amount::held;
    /// let refused = held(100_000_000_000).unwrap_err();
    /// assert_eq!(
    ///     refused.named("count="),
    ///     "count=100000000000: more pieces than are held in memory at once (at most 1073741824, a byte each): ask for fewer, or deal them in parts"
    /// );
    /// ```
    pub fn named(&self, option: &str) -> String {
        format!("{}: {}", Spelling::set(option, self.value), self.reason())
    }
}

impl fmt::Display for TooMany {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is too many: {}", self.value, self.reason())
    }
}

impl std::error::Error for TooMany {}

/// `value` pieces as a length in memory, if a face may hold that many at
/// once ([`MOST_HELD`], and what the platform can address).
///
/// ```
/// use tetrolab::amount::{MOST_HELD, held};
/// assert_eq!(held(192), Ok(192));
/// assert!(held(MOST_HELD).is_ok());
/// assert!(held(MOST_HELD + 1).is_err());
/// ```
///
/// # Errors
/// [`TooMany`] past the bound.
pub fn held(value: u64) -> Result<usize, TooMany> {
    let refused = TooMany {
        value,
        most: MOST_HELD,
    };
    if value > MOST_HELD {
        return Err(refused);
    }
    usize::try_from(value).map_err(|_| refused)
}

/// The most pieces one call deals with nobody watching it (no progress
/// shown, no way to stop it): a browser page's queue, dealt while the
/// page waits. At the few million pieces a second a page deals, about a
/// fifth of a second, so the page never hangs; more are a measurement's
/// to deal, under a [`Watch`](crate::work::Watch).
pub const MOST_UNWATCHED: u64 = 1 << 20;

/// More pieces than one call deals with nobody watching
/// ([`MOST_UNWATCHED`]), refused before any is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong {
    /// The amount given.
    pub value: u64,
    /// The most dealt unwatched.
    pub most: u64,
}

impl TooLong {
    /// The message naming `option` as a face spells it (`count=`).
    ///
    /// ```
    /// use tetrolab::amount::unwatched;
    /// let refused = unwatched(100_000_000).unwrap_err();
    /// assert_eq!(
    ///     refused.named("count="),
    ///     "count=100000000: more pieces than are dealt at once with no progress shown or way to stop (at most 1048576): ask for fewer, or measure them (a measurement shows its progress and can be stopped)"
    /// );
    /// ```
    pub fn named(&self, option: &str) -> String {
        format!(
            "{}: more pieces than are dealt at once with no progress shown or way to stop (at most {}): ask for fewer, or measure them (a measurement shows its progress and can be stopped)",
            Spelling::set(option, self.value),
            self.most
        )
    }
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.named("count="))
    }
}

impl std::error::Error for TooLong {}

/// `value` pieces, if one call may deal them with nobody watching
/// ([`MOST_UNWATCHED`]).
///
/// ```
/// use tetrolab::amount::{MOST_UNWATCHED, unwatched};
/// assert_eq!(unwatched(MOST_UNWATCHED), Ok(MOST_UNWATCHED));
/// assert!(unwatched(MOST_UNWATCHED + 1).is_err());
/// ```
///
/// # Errors
/// [`TooLong`] past the bound.
pub fn unwatched(value: u64) -> Result<u64, TooLong> {
    if value > MOST_UNWATCHED {
        return Err(TooLong {
            value,
            most: MOST_UNWATCHED,
        });
    }
    Ok(value)
}
