//! The CSV exporter: a report's table as the library writes it in CSV
//! ([`tetrolab::results::Table::write_csv`]), so the page's downloads are
//! the same bytes.

use std::io::{self, Write};

use super::Report;

/// Writes `report`'s table: the header row, then every row (cells with
/// commas, quotes or line breaks quoted).
pub fn write(report: &impl Report, out: &mut dyn Write) -> io::Result<()> {
    report.table().write_csv(out)
}
