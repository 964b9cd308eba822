//! A setup read from a fumen, as solution-finder's `cover -t` reads one:
//! the field of the first page of a range, and the pieces the range's
//! pages lock.

use std::fmt;
use std::str::FromStr;

use super::setup::{Drawn, Setup};
use super::setup_error::{Origin, SetupError};
use crate::notation::fumen::{Fumen, Page};

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
        let moves_field = |page: &Page| match page.flags {
            f if f.lock && f.mirror => Some("mirror"),
            f if f.lock && f.rise => Some("rise"),
            _ => None,
        };
        if let Some((i, flag)) = range[..last]
            .iter()
            .enumerate()
            .find_map(|(i, page)| moves_field(page).map(|flag| (i, flag)))
        {
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
        Setup::build(range[0].field.to_play(), drawn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::notation::fumen::FumenPiece;
    use crate::notation::{Cell, Game, Mode, Rotation};
    use crate::play::Field;
    use crate::setups::Placement;

    /// A record whose I fills and clears row 2, and whose O then fills
    /// row 1 and the row that was 3: the O lies across the cleared row.
    const RECORD: &str = "[8, (2)] [(1), 9]\nI1a (X), Ok (X)";

    fn expected() -> Vec<Placement> {
        vec![
            Placement {
                piece: Piece::I,
                rotation: Rotation::Right,
                cells: [(0, 1), (0, 2), (0, 3), (0, 4)],
                cleared_first: 0,
            },
            Placement {
                piece: Piece::O,
                rotation: Rotation::Spawn,
                cells: [(8, 0), (9, 0), (8, 2), (9, 2)],
                cleared_first: 0b10,
            },
        ]
    }

    fn encoded() -> String {
        let game: Game = RECORD.parse().unwrap();
        Fumen::encode_game(&game.validate(Mode::Strict).unwrap()).unwrap()
    }

    #[test]
    fn a_fumen_of_a_record_gives_the_records_placements() {
        let game: Game = RECORD.parse().unwrap();
        let from_record = Setup::from_game(&game.validate(Mode::Strict).unwrap()).unwrap();
        let from_fumen = Setup::from_fumen(&encoded()).unwrap();
        assert_eq!(from_fumen.placements, expected());
        assert_eq!(from_record, from_fumen);
        assert_eq!(
            from_fumen.field,
            Field::from_text("_XXXXXXXXX\nXXXXXXXX__", Setup::HEIGHT).unwrap()
        );
    }

    /// A range starting at page 2 starts from page 2's field, where the
    /// cleared row is gone.
    #[test]
    fn a_range_starts_from_its_first_page() {
        let text = encoded();
        let second = Setup::from_fumen(&format!("{text}#2")).unwrap();
        let rest_of_the_i = "X_________\nX_________\nX_________\nXXXXXXXX__";
        assert_eq!(
            second.field,
            Field::from_text(rest_of_the_i, Setup::HEIGHT).unwrap()
        );
        assert_eq!(second.placements[0].cells, [(8, 0), (9, 0), (8, 1), (9, 1)]);
        assert_eq!(second.placements[0].cleared_first, 0);
        let first = Setup::from_fumen(&format!("{text}#1:1")).unwrap();
        assert_eq!(first.placements, expected()[..1]);
        for all in ["#", "#:", "#1:", "#:-1", "#1:2"] {
            let setup = Setup::from_fumen(&format!("{text}{all}")).unwrap();
            assert_eq!(setup.placements, expected(), "{all}");
        }
        let url = format!("https://knewjade.github.io/fumen-for-mobile/#?d={text}#2:2");
        assert_eq!(Setup::from_fumen(&url).unwrap(), second);
    }

    #[test]
    fn ranges_outside_the_fumen_are_refused() {
        let text = encoded();
        let refused = |range: &str| Setup::from_fumen(&format!("{text}{range}")).unwrap_err();
        for (range, hint) in [
            ("#0", "pages count from 1"),
            ("#3", "start at or before the last page"),
            ("#2:1", "end at or after the start"),
            (
                "#1:3",
                "end at or before the last page, or leave the end out",
            ),
        ] {
            assert!(
                matches!(refused(range), SetupError::PagesOutside { hint: h, pages: 2, .. } if h == hint),
                "{range}"
            );
        }
        for range in ["#x", "#1:y", "#1:2:3", "#:-2"] {
            assert!(
                matches!(refused(range), SetupError::PageRange(_)),
                "{range}"
            );
        }
        assert_eq!(
            refused("#:-2").to_string(),
            "`#:-2` is not a page range: write `#start:end` after the fumen, pages from 1, \
             `end` empty or -1 for the last page (`#2:5`, `#3:`, `#:-1`)"
        );
    }

    #[test]
    fn pages_without_locked_pieces_are_skipped_and_none_is_refused() {
        let mut fumen = Fumen::decode(&encoded()).unwrap();
        fumen.pages[1].flags.lock = false;
        let setup = Setup::from_fumen_pages(&fumen, Pages::ALL).unwrap();
        assert_eq!(setup.placements, expected()[..1]);
        fumen.pages[0].piece = None;
        assert_eq!(
            Setup::from_fumen_pages(&fumen, Pages::ALL),
            Err(SetupError::NoPiece { start: 1, end: 2 })
        );
    }

    #[test]
    fn mirror_and_rise_before_a_piece_are_refused() {
        let mut fumen = Fumen::decode(&encoded()).unwrap();
        fumen.pages[1].flags.mirror = true;
        // After the last piece, a flip moves nothing that matters.
        assert!(Setup::from_fumen_pages(&fumen, Pages::ALL).is_ok());
        fumen.pages[0].flags.rise = true;
        assert_eq!(
            Setup::from_fumen_pages(&fumen, Pages::ALL),
            Err(SetupError::MovesField {
                page: 1,
                flag: "rise"
            })
        );
    }

    fn one_page(full_rows: i8, piece: FumenPiece) -> Fumen {
        let mut fumen = Fumen::decode("v115@vhAAgH").unwrap();
        for y in 0..full_rows {
            for x in 0..10 {
                fumen.pages[0].field.set(x, y, Cell::Garbage);
            }
        }
        fumen.pages[0].piece = Some(piece);
        fumen
    }

    /// Two full rows in the start field clear before the first piece, so
    /// a piece drawn in row 22 is in row 24 of the start field.
    #[test]
    fn pieces_above_the_start_field_or_on_filled_cells_are_refused() {
        let i = |y| FumenPiece {
            piece: Piece::I,
            rotation: Rotation::Spawn,
            x: 4,
            y,
        };
        assert!(Setup::from_fumen_pages(&one_page(1, i(22)), Pages::ALL).is_ok());
        assert_eq!(
            Setup::from_fumen_pages(&one_page(2, i(22)), Pages::ALL),
            Err(SetupError::AboveField {
                origin: Origin::Page(1)
            })
        );
        let mut filled = one_page(0, i(5));
        filled.pages[0].field.set(6, 5, Cell::Garbage);
        assert_eq!(
            Setup::from_fumen_pages(&filled, Pages::ALL),
            Err(SetupError::Overlap {
                origin: Origin::Page(1)
            })
        );
    }
}
