//! The JSON exporter: a report's `Serialize` form.

use std::io::{self, Write};

use serde::Serialize;

/// Writes `report` as one pretty-printed JSON document and a newline, each
/// part as its `Serialize` form makes it.
pub fn write(report: &impl Serialize, out: &mut dyn Write) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, report).map_err(io::Error::from)?;
    writeln!(out)
}
