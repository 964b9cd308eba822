//! The JSON exporter: a report's `Serialize` form.

use std::io::{self, Write};

use super::Report;

/// Writes `report` as one pretty-printed JSON document and a newline.
pub fn write(report: &impl Report, out: &mut dyn Write) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, report).map_err(io::Error::from)?;
    writeln!(out)
}
