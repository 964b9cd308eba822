//! Initial positions: bracketed run-length rows, bottom row first
//! (`[(1), 4] [(1), 2, (1), 1]`), each filled run garbage or, in
//! tetrolab's extension, one piece's colour (`[(1), 3L, 1]`).

use std::fmt;
use std::str::FromStr;

use super::board::{Board, Cell};
use super::column::Column;
use super::cursor::{Cursor, ParseError};
use crate::Piece;

/// One row of a position: a cell per column (ten, whatever the width;
/// those at or past the width are empty).
type Row = [Cell; Column::COUNT as usize];

/// An initial position: what each square holds, row by row from the
/// bottom, on a board of a given width.
///
/// In the notation each row is a bracket of runs read left to right: `n` is
/// n filled squares, `(n)` n empty ones, and every row spans the whole
/// width. The paper's filled squares have no colour: tetrolab reads them
/// as garbage. As tetrolab's extension of the paper, a piece letter after
/// a filled run (`3L`) fills it with that piece's squares instead, so a
/// position taken from a coloured fumen field keeps its colours; a run
/// without a letter is garbage, as before. The letter is a capital, as
/// piece letters are everywhere in the notation.
///
/// The value is normalised: equal positions are equal values however their
/// runs were split, and empty rows above the last filled one are dropped.
/// `Display` writes the fewest runs (a run ends where the squares' colour
/// changes), and `[(w)]` for an empty position of width w.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::{Cell, Setup};
/// let s: Setup = "[(1), 4] [(1), 2, (1), 1]".parse().unwrap();
/// assert_eq!(s.width(), 5);
/// assert_eq!(s.height(), 2);
/// assert!(s.is_filled(1, 0) && !s.is_filled(0, 1) && !s.is_filled(3, 1));
/// assert_eq!("[1, 1, (3)]".parse::<Setup>().unwrap().to_string(), "[2, (3)]");
/// let coloured: Setup = "[(1), 2L, 1L, 1]".parse().unwrap();
/// assert_eq!(coloured.cell(2, 0), Cell::Piece(Piece::L));
/// assert_eq!(coloured.cell(4, 0), Cell::Garbage);
/// assert_eq!(coloured.to_string(), "[(1), 3L, 1]");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    width: u8,
    /// The rows, bottom first; the top one has a filled square.
    rows: Vec<Row>,
}

impl Setup {
    /// A position `width` columns wide whose rows, bottom first, are bit
    /// masks (bit x = column x filled, as garbage; bits at or past the
    /// width are ignored). `None` if the width is not 1 to 10.
    ///
    /// ```
    /// use tetrolab::notation::Setup;
    /// assert_eq!(Setup::new(5, vec![0b00111]).unwrap().to_string(), "[3, (2)]");
    /// ```
    pub fn new(width: u8, rows: Vec<u16>) -> Option<Setup> {
        let rows = rows
            .into_iter()
            .map(|mask| {
                std::array::from_fn(|x| {
                    if mask & (1 << x) != 0 {
                        Cell::Garbage
                    } else {
                        Cell::Empty
                    }
                })
            })
            .collect();
        Setup::from_cells(width, rows)
    }

    /// A position `width` columns wide whose rows, bottom first, give each
    /// square's cell (cells at or past the width are ignored). `None` if
    /// the width is not 1 to 10.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::notation::{Cell, Setup};
    /// let mut row = [Cell::Empty; 10];
    /// row[..3].fill(Cell::Piece(Piece::T));
    /// assert_eq!(Setup::from_cells(4, vec![row]).unwrap().to_string(), "[3T, (1)]");
    /// ```
    pub fn from_cells(width: u8, mut rows: Vec<[Cell; 10]>) -> Option<Setup> {
        if !(1..=Column::COUNT).contains(&width) {
            return None;
        }
        for row in &mut rows {
            row[usize::from(width)..].fill(Cell::Empty);
        }
        while rows
            .last()
            .is_some_and(|row| !row.iter().any(|c| c.is_filled()))
        {
            rows.pop();
        }
        Some(Setup { width, rows })
    }

    /// The squares of a board, each as it is (garbage or a piece's).
    pub fn from_board(board: &Board) -> Setup {
        let rows = (0..board.stack_height())
            .map(|y| std::array::from_fn(|x| board.cell(x as u8, y)))
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

    /// What the square at (x, y), 0-based from the bottom left, holds
    /// (empty off the position).
    pub fn cell(&self, x: u8, y: usize) -> Cell {
        self.rows
            .get(y)
            .and_then(|row| row.get(usize::from(x)))
            .copied()
            .unwrap_or(Cell::Empty)
    }

    /// Whether the square at (x, y), 0-based from the bottom left, is filled.
    pub fn is_filled(&self, x: u8, y: usize) -> bool {
        self.cell(x, y).is_filled()
    }

    /// A board `height` rows high with this position's squares (garbage or
    /// a piece's, as the position says), or `None` if the position is
    /// taller than `height` rows or `height` is not a board height.
    pub fn to_board(&self, height: u16) -> Option<Board> {
        if self.rows.len() > usize::from(height) {
            return None;
        }
        let mut board = Board::new(self.width, height).ok()?;
        for (y, row) in self.rows.iter().enumerate() {
            for x in 0..self.width {
                *board.cell_mut(x, y as u16)? = row[usize::from(x)];
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
            let (row, squares) = parse_row(c)?;
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
            rows.push(row);
        }
        // Every row spans 1 to 10 squares, so the width is valid.
        Setup::from_cells(width.unwrap_or(0), rows).ok_or_else(|| c.error("a setup row", None))
    }
}

/// The hint for a letter where no piece letter may stand, or `None` if
/// what comes next is no letter.
fn letter_hint(c: &Cursor<'_>) -> Option<&'static str> {
    match c.peek()? {
        l if l.is_ascii_lowercase() && Piece::from_ascii(l as u8).is_some() => {
            Some("pieces are capital letters: `3L`")
        }
        l if l.is_alphabetic() => Some(
            "a filled run takes one piece letter I J L O S T Z for its colour, or none for garbage",
        ),
        _ => None,
    }
}

/// The colour of a filled run: the piece letter after it (spaces
/// allowed), or garbage if none follows.
fn parse_colour(c: &mut Cursor<'_>) -> Result<Cell, ParseError> {
    let piece = match c.peek() {
        Some(l) if l.is_ascii_uppercase() => Piece::from_ascii(l as u8),
        _ => None,
    };
    if let Some(piece) = piece {
        c.bump();
        return Ok(Cell::Piece(piece));
    }
    match letter_hint(c) {
        Some(hint) => Err(c.error(
            "a piece letter I J L O S T Z, `,` or `]` after the run",
            Some(hint),
        )),
        None => Ok(Cell::Garbage),
    }
}

/// Reads one row's runs after its `[`, through the `]`; returns the row's
/// cells and how many squares it spans (1 to 10).
fn parse_row(c: &mut Cursor<'_>) -> Result<(Row, u8), ParseError> {
    let mut row = [Cell::Empty; Column::COUNT as usize];
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
        let cell = if empty {
            if !c.eat(')') {
                let hint = letter_hint(c).map(|_| "empty squares take no piece letter");
                return Err(c.error("`)` to close the empty run", hint));
            }
            Cell::Empty
        } else {
            parse_colour(c)?
        };
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
        row[squares as usize..total as usize].fill(cell);
        squares = total;
        c.skip_spaces();
        if c.eat(']') {
            return Ok((row, squares as u8));
        }
        if !c.eat(',') {
            let hint = letter_hint(c).map(|_| {
                if empty {
                    "empty squares take no piece letter"
                } else {
                    "a filled run takes one piece letter: `3L`"
                }
            });
            return Err(c.error("`,` between runs or `]` to end the row", hint));
        }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rows.is_empty() {
            return write!(f, "[({})]", self.width);
        }
        let width = usize::from(self.width);
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str("[")?;
            let mut x = 0;
            while x < width {
                let cell = row[x];
                let run = row[x..width].iter().take_while(|&&c| c == cell).count();
                if x > 0 {
                    f.write_str(", ")?;
                }
                match cell {
                    Cell::Empty => write!(f, "({run})")?,
                    Cell::Garbage => write!(f, "{run}")?,
                    Cell::Piece(piece) => write!(f, "{run}{}", piece.letter())?,
                }
                x += run;
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
    fn coloured_runs() {
        let s: Setup = "[(1), 3L, 1] [2 T, 1T, 1, (1)]".parse().unwrap();
        assert_eq!(s.to_string(), "[(1), 3L, 1] [3T, 1, (1)]");
        let cells: Vec<Cell> = (0..5).map(|x| s.cell(x, 0)).collect();
        let l = Cell::Piece(Piece::L);
        assert_eq!(cells, [Cell::Empty, l, l, l, Cell::Garbage]);
        assert_eq!(s.cell(3, 1), Cell::Garbage);
        assert_eq!(s.cell(5, 0), Cell::Empty);
        let board = s.to_board(20).unwrap();
        assert_eq!(board.cell(1, 0), l);
        assert_eq!(board.cell(0, 1), Cell::Piece(Piece::T));
        assert_eq!(Setup::from_board(&board), s);
        assert_eq!(s.to_string().parse::<Setup>().unwrap(), s);
        // Every piece's letter reads, and only the colour tells them apart.
        let all: Setup = "[1I, 1J, 1L, 1O, 1S, 1T, 1Z, 1, (2)]".parse().unwrap();
        assert_eq!(all.to_string(), "[1I, 1J, 1L, 1O, 1S, 1T, 1Z, 1, (2)]");
        assert_ne!(all, "[8, (2)]".parse::<Setup>().unwrap());
    }

    #[test]
    fn letters_refused_with_a_hint() {
        let hint = |text: &str| text.parse::<Setup>().unwrap_err().hint.unwrap();
        assert_eq!(hint("[3l, (2)]"), "pieces are capital letters: `3L`");
        assert!(hint("[3X, (2)]").contains("none for garbage"));
        assert_eq!(hint("[3, (2L)]"), "empty squares take no piece letter");
        assert_eq!(hint("[3, (2)L]"), "empty squares take no piece letter");
        assert_eq!(
            hint("[3LT, (2)]"),
            "a filled run takes one piece letter: `3L`"
        );
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
            ("[3X, (2)]", 3, "a piece letter I J L O S T Z"),
            ("[3l, (2)]", 3, "a piece letter I J L O S T Z"),
            ("[3LL, (2)]", 4, "`,` between runs"),
            ("[3, (2L)]", 7, "`)` to close"),
            ("[3, (2)L]", 8, "`,` between runs"),
        ] {
            let err = text.parse::<Setup>().unwrap_err();
            assert_eq!(err.pos.column, column, "{text}: {err}");
            assert!(err.expected.starts_with(expected), "{text}: {err}");
        }
    }
}
