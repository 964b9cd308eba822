//! The text exporter: each report's own layout.

use std::io::{self, Write};

use super::Report;

/// Writes `report` for people.
pub fn write(report: &impl Report, out: &mut dyn Write) -> io::Result<()> {
    report.write_text(out)
}
