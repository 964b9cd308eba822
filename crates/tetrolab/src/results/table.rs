//! Results as tables of text cells, written two ways: aligned columns for
//! people, and RFC 4180 CSV (through the `csv` crate) for programs.
//!
//! A result that is a table builds its [`Table`] here in the library, so
//! `tetrolab CMD --csv`, the page's CSV download and any other face write
//! the very same bytes: the faces only choose where they go.

use std::io::{self, Write};

/// A table of text cells with a header row.
///
/// ```
/// use tetrolab::results::{Table, headers};
/// let table = Table {
///     headers: headers(&["name", "note"]),
///     rows: vec![vec!["7-bag".into(), "one, two".into()]],
/// };
/// assert_eq!(table.to_csv(), "name,note\n7-bag,\"one, two\"\n");
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The column names.
    pub headers: Vec<String>,
    /// Each row's cells, one per column.
    pub rows: Vec<Vec<String>>,
}

/// Headers from string literals.
///
/// ```
/// assert_eq!(tetrolab::results::headers(&["seed"]), vec!["seed".to_owned()]);
/// ```
pub fn headers(names: &[&str]) -> Vec<String> {
    names.iter().map(|&h| h.to_owned()).collect()
}

impl Table {
    /// Aligned columns separated by two spaces, headers in capitals; the
    /// last column is not padded.
    ///
    /// # Errors
    /// Writing to `out` failed.
    pub fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        let widths = widths(&self.headers, &self.rows);
        write_aligned(&self.headers, &widths, &self.rows, out)
    }

    /// The header row, then every row, as CSV (cells with commas, quotes
    /// or line breaks quoted, `\n` ending each record).
    ///
    /// # Errors
    /// Writing to `out` failed.
    pub fn write_csv(&self, out: &mut dyn Write) -> io::Result<()> {
        write_csv_rows(&self.headers, &self.rows, out)
    }

    /// The table as CSV text, as [`write_csv`](Table::write_csv) writes it.
    pub fn to_csv(&self) -> String {
        let mut out = Vec::new();
        self.write_csv(&mut out)
            .expect("writing to memory does not fail");
        String::from_utf8(out).expect("the cells are text")
    }
}

/// Writes `headers`, then each of `rows` as it comes, as CSV quoted as
/// [`Table::write_csv`] quotes it (for a table too long to hold whole).
///
/// # Errors
/// Writing to `out` failed.
pub fn write_csv_rows<R: AsRef<[String]>>(
    headers: &[String],
    rows: impl IntoIterator<Item = R>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut writer = ::csv::Writer::from_writer(out);
    writer.write_record(headers).map_err(into_io)?;
    for row in rows {
        writer.write_record(row.as_ref()).map_err(into_io)?;
    }
    writer.flush()
}

/// Every value of a result's JSON as a row: its dotted path (array items
/// by their index) and its value, blank for `null` (`exact --csv`).
///
/// ```
/// let table = tetrolab::results::flattened(&serde_json::json!({"a": {"b": [1, null]}, "c": "x"}));
/// assert_eq!(table.to_csv(), "quantity,value\na.b.0,1\na.b.1,\nc,x\n");
/// ```
pub fn flattened(result: &impl serde::Serialize) -> Table {
    let value = serde_json::to_value(result).unwrap_or(serde_json::Value::Null);
    let mut rows = Vec::new();
    flatten(&value, "", &mut rows);
    Table {
        headers: headers(&["quantity", "value"]),
        rows,
    }
}

/// Every value under `value` as (dotted path, value) rows, `path` being
/// `value`'s own.
fn flatten(value: &serde_json::Value, path: &str, rows: &mut Vec<Vec<String>>) {
    use serde_json::Value;
    let join = |key: &str| {
        if path.is_empty() {
            key.to_owned()
        } else {
            format!("{path}.{key}")
        }
    };
    match value {
        Value::Object(map) => map.iter().for_each(|(k, v)| flatten(v, &join(k), rows)),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, v)| flatten(v, &join(&i.to_string()), rows)),
        Value::Null => rows.push(vec![path.to_owned(), String::new()]),
        Value::String(s) => rows.push(vec![path.to_owned(), s.clone()]),
        other => rows.push(vec![path.to_owned(), other.to_string()]),
    }
}

/// A CSV error as the I/O error it wraps (the writer only fails writing).
fn into_io(error: ::csv::Error) -> io::Error {
    match error.into_kind() {
        ::csv::ErrorKind::Io(error) => error,
        other => io::Error::other(format!("{other:?}")),
    }
}

/// The width of each column: its header's, widened to fit every cell of
/// `rows` (a row may leave out the columns it does not widen).
///
/// ```
/// use tetrolab::results::{headers, widths};
/// assert_eq!(widths(&headers(&["a", "bb"]), [["long".to_owned()]]), vec![4, 2]);
/// ```
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
///
/// # Errors
/// Writing to `out` failed.
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

    #[test]
    fn cells_are_quoted_as_rfc_4180_says() {
        let table = Table {
            headers: headers(&["name", "note"]),
            rows: vec![vec!["a".into(), "x, \"y\"\nz".into()]],
        };
        assert_eq!(table.to_csv(), "name,note\na,\"x, \"\"y\"\"\nz\"\n");
    }
}
