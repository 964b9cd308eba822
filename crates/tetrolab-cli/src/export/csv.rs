//! The CSV exporter: a report's table as RFC 4180 CSV.

use std::io::{self, Write};

use super::Report;

/// Writes `report`'s table: the header row, then every row (cells with
/// commas, quotes or line breaks quoted).
pub fn write(report: &impl Report, out: &mut dyn Write) -> io::Result<()> {
    let table = report.table();
    write_rows(&table.headers, table.rows, out)
}

/// Writes `headers`, then each of `rows` as it comes, quoted as
/// [`write`] quotes them.
pub fn write_rows<R: AsRef<[String]>>(
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

/// A CSV error as the I/O error it wraps (the writer only fails writing).
fn into_io(error: ::csv::Error) -> io::Error {
    match error.into_kind() {
        ::csv::ErrorKind::Io(error) => error,
        other => io::Error::other(format!("{other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Table, headers};

    /// A report of one row whose cells need quoting.
    #[derive(serde::Serialize)]
    struct Awkward;

    impl Report for Awkward {
        fn write_text(&self, _: &mut dyn Write) -> io::Result<()> {
            Ok(())
        }

        fn table(&self) -> Table {
            Table {
                headers: headers(&["name", "note"]),
                rows: vec![vec!["a".into(), "x, \"y\"\nz".into()]],
            }
        }
    }

    #[test]
    fn cells_are_quoted_as_rfc_4180_says() {
        let mut out = Vec::new();
        write(&Awkward, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name,note\na,\"x, \"\"y\"\"\nz\"\n"
        );
    }
}
