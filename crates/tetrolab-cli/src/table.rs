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
        let mut widths: Vec<usize> = self.headers.iter().map(|h| h.chars().count()).collect();
        for row in &self.rows {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.chars().count());
            }
        }
        let header: Vec<String> = self.headers.iter().map(|h| h.to_uppercase()).collect();
        for row in std::iter::once(&header).chain(&self.rows) {
            let last = row.len() - 1;
            for (i, cell) in row.iter().enumerate() {
                if i == last {
                    writeln!(out, "{cell}")?;
                } else {
                    write!(out, "{cell:<width$}  ", width = widths[i])?;
                }
            }
        }
        Ok(())
    }
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
