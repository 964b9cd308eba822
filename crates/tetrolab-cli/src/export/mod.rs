//! Output formats: a command's result is data (a [`Report`]); one exporter
//! per format writes it (hyperfine's `export/` pattern).
//!
//! - [`text`]: the report's own layout for people;
//! - [`json`]: the report's `Serialize` form, pretty-printed;
//! - [`csv`]: the report's table, through the `csv` crate.

pub mod csv;
pub mod json;
pub mod text;

use std::io::{self, BufWriter, Write};

use clap::ValueEnum;
use serde::Serialize;

use tetrolab::results::Table;

/// A command's result, in every format.
pub trait Report: Serialize {
    /// Writes the report for people.
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()>;

    /// The report as one table: CSV writes it with a header row.
    fn table(&self) -> Table;
}

/// How a report is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// Aligned columns and notes for people.
    #[default]
    Table,
    /// One JSON document.
    Json,
    /// Comma-separated values with a header row.
    Csv,
}

/// Writes `report` to stdout in `format`.
pub fn print(report: &impl Report, format: Format) -> io::Result<()> {
    to_stdout(|out| match format {
        Format::Table => text::write(report, out),
        Format::Json => json::write(report, out),
        Format::Csv => csv::write(report, out),
    })
}

/// Runs `write` on buffered stdout, then flushes it: what every format
/// writes through, a report held whole or one written as it is made.
pub fn to_stdout(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    write(&mut out)?;
    out.flush()
}
