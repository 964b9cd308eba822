//! Initial positions: bracketed run-length rows, bottom row first
//! (`[(1), 4] [(1), 2, (1), 1]`).

use std::fmt;
use std::str::FromStr;

use super::board::{Board, Cell};
use super::column::Column;
use super::cursor::{Cursor, ParseError};

/// An initial position: which squares are filled, row by row from the
/// bottom, on a board of a given width.
///
/// In the notation each row is a bracket of runs read left to right: `n` is
/// n filled squares, `(n)` n empty ones, and every row spans the whole
/// width. The value is normalised: equal positions are equal values
/// however their runs were split, and empty rows above the last filled one
/// are dropped. `Display` writes the fewest runs, and `[(w)]` for an empty
/// position of width w.
///
/// ```
/// use tetrolab::notation::Setup;
/// let s: Setup = "[(1), 4] [(1), 2, (1), 1]".parse().unwrap();
/// assert_eq!(s.width(), 5);
/// assert_eq!(s.height(), 2);
/// assert!(s.is_filled(1, 0) && !s.is_filled(0, 1) && !s.is_filled(3, 1));
/// assert_eq!("[1, 1, (3)]".parse::<Setup>().unwrap().to_string(), "[2, (3)]");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    width: u8,
    /// One bit mask per row, bottom first; bit x set = column x filled.
    rows: Vec<u16>,
}

impl Setup {
    /// A position `width` columns wide whose rows, bottom first, are bit
    /// masks (bit x = column x filled; bits at or past the width are
    /// ignored). `None` if the width is not 1 to 10.
    pub fn new(width: u8, rows: Vec<u16>) -> Option<Setup> {
        if !(1..=Column::COUNT).contains(&width) {
            return None;
        }
        let mask = (1u16 << width) - 1;
        let mut rows: Vec<u16> = rows.into_iter().map(|r| r & mask).collect();
        while rows.last() == Some(&0) {
            rows.pop();
        }
        Some(Setup { width, rows })
    }

    /// The filled squares of a board, whatever filled them.
    pub fn from_board(board: &Board) -> Setup {
        let rows = (0..board.stack_height())
            .map(|y| {
                (0..board.width())
                    .filter(|&x| board.cell(x, y).is_filled())
                    .fold(0u16, |mask, x| mask | (1 << x))
            })
            .collect();
        Setup {
            width: board.width(),
            rows,
        }
    }

    /// The board width the position spans.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// The number of rows up to the highest filled square.
    pub fn height(&self) -> usize {
        self.rows.len()
    }

    /// Whether the square at (x, y), 0-based from the bottom left, is filled.
    pub fn is_filled(&self, x: u8, y: usize) -> bool {
        x < self.width && self.rows.get(y).is_some_and(|row| row & (1 << x) != 0)
    }

    /// A board `height` rows high with this position's squares filled as
    /// garbage, or `None` if the position is taller than `height` rows or
    /// `height` is not a board height.
    pub fn to_board(&self, height: u16) -> Option<Board> {
        if self.rows.len() > usize::from(height) {
            return None;
        }
        let mut board = Board::new(self.width, height).ok()?;
        for (y, row) in self.rows.iter().enumerate() {
            for x in 0..self.width {
                if row & (1 << x) != 0 {
                    *board.cell_mut(x, y as u16)? = Cell::Garbage;
                }
            }
        }
        Some(board)
    }

    /// Reads rows at the cursor (separated by spaces) and stops after the
    /// last one.
    pub(crate) fn parse(c: &mut Cursor<'_>) -> Result<Setup, ParseError> {
        let mut rows = Vec::new();
        let mut width = None;
        loop {
            c.skip_spaces();
            let start = c.pos();
            if c.peek() != Some('[') {
                if rows.is_empty() {
                    return Err(c.error(
                        "a setup row such as `[3, (2)]`",
                        Some("n is n filled squares, (n) n empty ones, bottom row first"),
                    ));
                }
                break;
            }
            c.bump();
            let (mask, squares) = parse_row(c)?;
            match width {
                None => width = Some(squares),
                Some(w) if w != squares => {
                    return Err(ParseError {
                        pos: start,
                        expected: format!(
                            "a row of {w} squares like the row{} before it",
                            if rows.len() > 1 { "s" } else { "" }
                        ),
                        found: format!("a row of {squares}"),
                        hint: Some("every row spans the whole board".to_owned()),
                    });
                }
                Some(_) => {}
            }
            rows.push(mask);
        }
        // Every row spans 1 to 10 squares, so the width is valid.
        Setup::new(width.unwrap_or(0), rows).ok_or_else(|| c.error("a setup row", None))
    }
}

/// Reads one row's runs after its `[`, through the `]`; returns the row's
/// mask and how many squares it spans (1 to 10).
fn parse_row(c: &mut Cursor<'_>) -> Result<(u16, u8), ParseError> {
    let mut mask = 0u16;
    let mut squares = 0u32;
    loop {
        c.skip_spaces();
        let start = c.pos();
        let empty = c.eat('(');
        c.skip_spaces();
        let Some(run) = c.number() else {
            return Err(c.error(
                "a run: n filled squares or (n) empty ones",
                Some("write a row like `[3, (2)]`"),
            ));
        };
        c.skip_spaces();
        if empty && !c.eat(')') {
            return Err(c.error("`)` to close the empty run", None));
        }
        let n = run.value.unwrap_or(u32::MAX);
        if n == 0 {
            return Err(ParseError {
                pos: start,
                expected: "a run of at least 1 square".to_owned(),
                found: "0".to_owned(),
                hint: Some("leave the run out".to_owned()),
            });
        }
        let total = squares.saturating_add(n);
        if total > u32::from(Column::COUNT) {
            let found = if squares == 0 {
                run.quoted()
            } else {
                format!("{squares} and then {}", run.quoted())
            };
            return Err(ParseError {
                pos: start,
                expected: "at most 10 squares in a row".to_owned(),
                found,
                hint: Some("a board has at most 10 columns, a to m".to_owned()),
            });
        }
        if !empty {
            mask |= ((1u16 << n) - 1) << squares;
        }
        squares += n;
        c.skip_spaces();
        if c.eat(']') {
            return Ok((mask, squares as u8));
        }
        if !c.eat(',') {
            return Err(c.error("`,` between runs or `]` to end the row", None));
        }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rows.is_empty() {
            return write!(f, "[({})]", self.width);
        }
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str("[")?;
            let mut x = 0;
            while x < self.width {
                let filled = row & (1 << x) != 0;
                let run = (x..self.width)
                    .take_while(|&i| (row & (1 << i) != 0) == filled)
                    .count();
                if x > 0 {
                    f.write_str(", ")?;
                }
                if filled {
                    write!(f, "{run}")?;
                } else {
                    write!(f, "({run})")?;
                }
                x += run as u8;
            }
            f.write_str("]")?;
        }
        Ok(())
    }
}

impl FromStr for Setup {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text);
        let setup = Setup::parse(&mut c)?;
        c.skip_spaces();
        if !c.at_end() {
            return Err(c.error("another row `[...]` or the end of the setup", None));
        }
        Ok(setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_positions() {
        let s: Setup = "[3, (2)] [3, (2)]".parse().unwrap();
        assert_eq!(s.to_string(), "[3, (2)] [3, (2)]");
        let s: Setup = "[(1), 4] [(1), 2, (1), 1]".parse().unwrap();
        assert_eq!(s.to_string(), "[(1), 4] [(1), 2, (1), 1]");
        let board = s.to_board(20).unwrap();
        assert_eq!(Setup::from_board(&board), s);
    }

    #[test]
    fn normal_form() {
        let s: Setup = "[ 2 ,1,( 1 ),(1)]  [(5)]".parse().unwrap();
        assert_eq!(s.to_string(), "[3, (2)]");
        let empty: Setup = "[(5)] [(5)]".parse().unwrap();
        assert_eq!(empty.height(), 0);
        assert_eq!(empty.to_string(), "[(5)]");
        assert_eq!(empty.to_string().parse::<Setup>().unwrap(), empty);
        assert!(s.to_board(0).is_none());
    }

    #[test]
    fn errors() {
        for (text, column, expected) in [
            ("", 1, "a setup row"),
            ("3, (2)", 1, "a setup row"),
            ("[3, (2)", 8, "`,` between runs"),
            ("[3 (2)]", 4, "`,` between runs"),
            ("[(3, 2]", 4, "`)` to close"),
            ("[0, 5]", 2, "a run of at least 1"),
            ("[11]", 2, "at most 10 squares"),
            ("[5, 6]", 5, "at most 10 squares"),
            // Found by fuzzing: a huge run once overflowed the row's sum.
            ("[3, (99999999999999999999)]", 5, "at most 10 squares"),
            ("[3, (2)] [4]", 10, "a row of 5 squares"),
            ("[3, (2)] x", 10, "another row"),
            ("[]", 2, "a run"),
        ] {
            let err = text.parse::<Setup>().unwrap_err();
            assert_eq!(err.pos.column, column, "{text}: {err}");
            assert!(err.expected.starts_with(expected), "{text}: {err}");
        }
    }
}
