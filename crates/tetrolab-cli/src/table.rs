//! Tables of text cells, and their aligned layout for people.

use std::io::{self, Write};

/// A table of text cells with a header row.
#[derive(Debug, Default)]
pub struct Table {
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// Headers from string literals.
pub fn headers(names: &[&str]) -> Vec<String> {
    names.iter().map(|&h| h.to_owned()).collect()
}

impl Table {
    /// Aligned columns separated by two spaces, headers in capitals; the
    /// last column is not padded.
    pub fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let widths = widths(&self.headers, &self.rows);
        write_aligned(&self.headers, &widths, &self.rows, out)
    }
}

/// The width of each column: its header's, widened to fit every cell of
/// `rows` (a row may leave out the columns it does not widen).
pub fn widths<R: AsRef<[String]>>(
    headers: &[String],
    rows: impl IntoIterator<Item = R>,
) -> Vec<usize> {
    let mut widths: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row.as_ref()) {
            *width = (*width).max(cell.chars().count());
        }
    }
    widths
}

/// Writes `headers` and each of `rows` as it comes, as
/// [`Table::write_text`] lays them out, in columns of `widths` (which
/// must fit every cell but the last of each row).
pub fn write_aligned<R: AsRef<[String]>>(
    headers: &[String],
    widths: &[usize],
    rows: impl IntoIterator<Item = R>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let header: Vec<String> = headers.iter().map(|h| h.to_uppercase()).collect();
    write_row(&header, widths, out)?;
    for row in rows {
        write_row(row.as_ref(), widths, out)?;
    }
    Ok(())
}

/// One row of an aligned layout: each cell padded to its column's width
/// but the last.
fn write_row(row: &[String], widths: &[usize], out: &mut dyn Write) -> io::Result<()> {
    let last = row.len() - 1;
    for (i, cell) in row.iter().enumerate() {
        if i == last {
            writeln!(out, "{cell}")?;
        } else {
            write!(out, "{cell:<width$}  ", width = widths[i])?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_aligns_columns() {
        let table = Table {
            headers: headers(&["name", "note"]),
            rows: vec![
                vec!["a".into(), "x, \"y\"".into()],
                vec!["long-name".into(), "z".into()],
            ],
        };
        let mut text = Vec::new();
        table.write_text(&mut text).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "NAME       NOTE\na          x, \"y\"\nlong-name  z\n"
        );
    }
}
