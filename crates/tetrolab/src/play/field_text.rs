//! A field read from text rows, as solution-finder's field files and fumen's
//! text show one: top row first, `X` or a piece letter for a filled cell,
//! `_` or `.` for an empty one.

use std::fmt;

use super::field::{Field, FieldHeightError, WIDTH};

/// Why text is not a field, and where: 1-based line and column.
///
/// ```
/// use tetrolab::play::Field;
/// let err = Field::from_text("__________\nXXXX#XXXXX", 24).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 2, column 5: `#` is not a cell: write X or a piece letter for a filled cell, _ or . for an empty one"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct FieldTextError {
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters), from 1.
    pub column: usize,
    /// What is wrong there.
    pub problem: FieldTextProblem,
}

/// What is wrong with a field's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldTextProblem {
    /// A character that is not a cell.
    NotACell(char),
    /// A row with other than 10 cells.
    Width(usize),
    /// More rows than the field has.
    TooManyRows {
        /// Rows in the text.
        rows: usize,
        /// The field's height.
        height: u8,
    },
    /// The height asked for is not one a field can have.
    Height(FieldHeightError),
}

impl fmt::Display for FieldTextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldTextProblem::NotACell(c) => write!(
                f,
                "`{c}` is not a cell: write X or a piece letter for a filled cell, _ or . for an empty one"
            ),
            FieldTextProblem::Width(cells) => write!(
                f,
                "the row has {cells} cells: every row has {WIDTH}, one per column"
            ),
            FieldTextProblem::TooManyRows { rows, height } => write!(
                f,
                "{rows} rows do not fit a field of {height}: give at most {height} rows"
            ),
            FieldTextProblem::Height(err) => err.fmt(f),
        }
    }
}

/// Whether `c` is a filled cell (`Some(true)`), an empty one
/// (`Some(false)`) or not a cell.
fn cell(c: char) -> Option<bool> {
    match c.to_ascii_uppercase() {
        'X' | 'I' | 'J' | 'L' | 'O' | 'S' | 'T' | 'Z' => Some(true),
        '_' | '.' => Some(false),
        _ => None,
    }
}

impl Field {
    /// The field `height` rows high whose bottom rows the text draws, top
    /// row first: one line per row, 10 cells each, `X` or a piece letter
    /// (either case) filled, `_` or `.` empty. Blank lines and spaces around
    /// a row are ignored; rows above those drawn are empty.
    ///
    /// ```
    /// use tetrolab::play::Field;
    /// let field = Field::from_text("
    ///     ___T______
    ///     __TTT_LLL_
    /// ", 24)?;
    /// assert_eq!(field.row(0), 0b0111011100);
    /// assert_eq!(field.row(1), 0b0000001000);
    /// # Ok::<(), tetrolab::play::FieldTextError>(())
    /// ```
    pub fn from_text(text: &str, height: u8) -> Result<Field, FieldTextError> {
        let at = |line: usize, column: usize, problem| FieldTextError {
            line,
            column,
            problem,
        };
        let mut field =
            Field::new(height).map_err(|err| at(1, 1, FieldTextProblem::Height(err)))?;
        let mut rows = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let body = line.trim();
            if body.is_empty() {
                continue;
            }
            let indent = line[..line.len() - line.trim_start().len()].chars().count();
            let mut bits = 0u16;
            let mut cells = 0;
            for (offset, c) in body.chars().enumerate() {
                let filled = cell(c).ok_or_else(|| {
                    at(
                        index + 1,
                        indent + offset + 1,
                        FieldTextProblem::NotACell(c),
                    )
                })?;
                if cells < WIDTH as usize && filled {
                    bits |= 1 << cells;
                }
                cells += 1;
            }
            if cells != WIDTH as usize {
                return Err(at(index + 1, indent + 1, FieldTextProblem::Width(cells)));
            }
            rows.push((index + 1, bits));
        }
        if rows.len() > height as usize {
            return Err(at(
                rows[0].0,
                1,
                FieldTextProblem::TooManyRows {
                    rows: rows.len(),
                    height,
                },
            ));
        }
        for (y, &(_, bits)) in rows.iter().rev().enumerate() {
            for x in 0..WIDTH as u8 {
                field.set(x, y as u8, bits >> x & 1 == 1);
            }
        }
        Ok(field)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_through_display() {
        let text = "X_________\n_XXXXXXXXX\nXXXX_XXXXX\n";
        let field = Field::from_text(text, 6).unwrap();
        assert_eq!(field.to_string(), text);
        assert_eq!(field.stack_height(), 3);
        assert!(field.is_filled(0, 2) && !field.is_filled(1, 2));
        assert!(!field.is_filled(4, 0) && field.is_filled(5, 0));
    }

    #[test]
    fn bad_text_says_where() {
        let wide = Field::from_text("XXXXXXXXXXX", 24).unwrap_err();
        assert_eq!((wide.line, wide.column), (1, 1));
        assert_eq!(wide.problem, FieldTextProblem::Width(11));
        let tall = Field::from_text("__________\n__________\nXXXXX_____", 2).unwrap_err();
        assert!(matches!(
            tall.problem,
            FieldTextProblem::TooManyRows { rows: 3, height: 2 }
        ));
        let cell = Field::from_text("\n  ___Q______", 24).unwrap_err();
        assert_eq!((cell.line, cell.column), (2, 6));
        let height = Field::from_text("", 65).unwrap_err();
        assert_eq!(
            height.problem,
            FieldTextProblem::Height(FieldHeightError(65))
        );
    }
}
