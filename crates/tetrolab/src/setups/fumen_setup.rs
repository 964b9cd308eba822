//! A setup read from a fumen, as solution-finder's `cover -t` reads one:
//! the field of the first page of a range, and the pieces the range's
//! pages lock.

use std::fmt;
use std::str::FromStr;

use super::field::Field;
use super::setup::{Drawn, Setup};
use super::setup_error::{Origin, SetupError};
use crate::notation::fumen::Fumen;

/// Which pages of a fumen hold a setup, sfinder's `#start:end` after a
/// fumen: pages from 1, `end` the last page when not given (empty or
/// `-1`). `#3` is pages 3 to the last, `#:` and `#` are all of them.
///
/// ```
/// use tetrolab::setups::Pages;
/// assert_eq!("2:5".parse::<Pages>().unwrap(), Pages { start: 2, end: Some(5) });
/// assert_eq!("".parse::<Pages>().unwrap(), Pages::ALL);
/// assert_eq!(":-1".parse::<Pages>().unwrap(), Pages::ALL);
/// assert!("2:x".parse::<Pages>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pages {
    /// The first page, from 1.
    pub start: usize,
    /// The last page, from 1; `None` for the fumen's last page.
    pub end: Option<usize>,
}

impl Pages {
    /// Every page.
    pub const ALL: Pages = Pages {
        start: 1,
        end: None,
    };
}

impl FromStr for Pages {
    type Err = SetupError;

    /// Reads the text after the `#`.
    fn from_str(text: &str) -> Result<Pages, SetupError> {
        let refused = || SetupError::PageRange(format!("#{text}"));
        let mut parts = text.split(':');
        let start = match parts.next().unwrap_or_default().trim() {
            "" => 1,
            start => start.parse().map_err(|_| refused())?,
        };
        let end = match parts.next().unwrap_or_default().trim() {
            "" | "-1" => None,
            end => Some(end.parse().map_err(|_| refused())?),
        };
        if parts.next().is_some() {
            return Err(refused());
        }
        Ok(Pages { start, end })
    }
}

/// `#start:end`, or `#start:` for a range to the last page.
impl fmt::Display for Pages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.end {
            Some(end) => write!(f, "#{}:{end}", self.start),
            None => write!(f, "#{}:", self.start),
        }
    }
}

impl Setup {
    /// The setup a fumen draws, as sfinder's `cover -t` reads it: a fumen
    /// string or URL, optionally followed by `#start:end` ([`Pages`]).
    /// The first page's field is the start field; each page of the range
    /// that locks a piece adds it. Pages that lock nothing, and cells a
    /// later page draws by hand, are ignored. A page's piece is read in
    /// the frame of that page (rows cleared by the pages before it gone,
    /// as fumen shows it) and mapped back to the start field's frame.
    ///
    /// # Errors
    /// The fumen does not decode; the range is not one, or lies outside
    /// the fumen; no page of it locks a piece; a page flips the field or
    /// raises garbage before a later piece; a piece overlaps filled cells
    /// or reaches above row 24 of the start field's frame.
    ///
    /// ```
    /// use tetrolab::setups::Setup;
    /// let all = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ")?;
    /// let first_five = Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ#1:5")?;
    /// assert_eq!((all.placements.len(), first_five.placements.len()), (6, 5));
    /// assert!(Setup::from_fumen("v115@vhFRQJUGJKJJvMJTNJGBJ#7").is_err());
    /// # Ok::<(), tetrolab::setups::SetupError>(())
    /// ```
    pub fn from_fumen(text: &str) -> Result<Setup, SetupError> {
        let marker = ["115@", "110@"]
            .iter()
            .filter_map(|m| text.find(m).map(|at| at + m.len()))
            .min();
        let (data, pages) = match marker.and_then(|at| text[at..].find('#').map(|h| at + h)) {
            Some(hash) => (&text[..hash], text[hash + 1..].parse()?),
            None => (text, Pages::ALL),
        };
        Setup::from_fumen_pages(&Fumen::decode(data)?, pages)
    }

    /// The setup on `pages` of a decoded fumen (see [`Setup::from_fumen`]).
    ///
    /// # Errors
    /// As [`Setup::from_fumen`], but for decoding.
    pub fn from_fumen_pages(fumen: &Fumen, pages: Pages) -> Result<Setup, SetupError> {
        let count = fumen.pages.len();
        let outside = |hint| SetupError::PagesOutside {
            start: pages.start,
            end: pages.end.map_or(-1, |e| e as i64),
            pages: count,
            hint,
        };
        if pages.start < 1 {
            return Err(outside("pages count from 1"));
        }
        if pages.start > count {
            return Err(outside("start at or before the last page"));
        }
        let end = pages.end.unwrap_or(count);
        if end < pages.start {
            return Err(outside("end at or after the start"));
        }
        if end > count {
            return Err(outside(
                "end at or before the last page, or leave the end out",
            ));
        }
        let range = &fumen.pages[pages.start - 1..end];
        let locked: Vec<usize> = (0..range.len())
            .filter(|&i| range[i].flags.lock && range[i].piece.is_some())
            .collect();
        let Some(&last) = locked.last() else {
            return Err(SetupError::NoPiece {
                start: pages.start,
                end,
            });
        };
        if let Some((i, flag)) = range[..last].iter().enumerate().find_map(|(i, page)| {
            let moved = page.flags.lock.then(|| {
                if page.flags.mirror {
                    Some("mirror")
                } else if page.flags.rise {
                    Some("rise")
                } else {
                    None
                }
            });
            moved.flatten().map(|flag| (i, flag))
        }) {
            return Err(SetupError::MovesField {
                page: pages.start + i,
                flag,
            });
        }
        let drawn = locked.iter().map(|&i| {
            let piece = range[i].piece.expect("locked pages hold a piece");
            Drawn {
                origin: Origin::Page(pages.start + i),
                piece: piece.piece,
                rotation: piece.rotation,
                cells: piece.squares().map(|(x, y)| (i32::from(x), i32::from(y))),
            }
        });
        Setup::build(Field::from(&range[0].field), drawn)
    }
}
