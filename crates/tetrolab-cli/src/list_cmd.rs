//! `tetrolab list`: every randomizer, or one in detail.

use std::io::{self, Write};

use tetrolab::randomizer::catalog::{Param, RngPolicy};
use tetrolab::results::{EntryView, Listing};
use tetrolab::rng::Generator;

use crate::cli::ListArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use tetrolab::results::{Table, headers};

pub fn run(args: &ListArgs) -> Result<(), CliError> {
    let report = match &args.name {
        None => Listing::all(),
        Some(name) => Listing::one(name)?,
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// Which generators an entry runs on, in words.
fn generators(view: &EntryView) -> String {
    match view.entry.rng {
        RngPolicy::Fixed(kind) => format!("{kind} only"),
        RngPolicy::Any => "any".to_owned(),
        RngPolicy::Own(own) => format!("own: {}", Generator::Own(own)),
    }
}

/// An entry's parameters with their defaults, on one line.
fn parameter_line(view: &EntryView) -> String {
    let texts: Vec<String> = view.entry.params.iter().map(param_text).collect();
    texts.join(" ")
}

/// An entry in detail: every field and parameter.
fn write_detail(view: &EntryView, out: &mut dyn Write) -> io::Result<()> {
    let entry = view.entry;
    writeln!(out, "{}: {}", entry.name, entry.summary)?;
    writeln!(out, "  fidelity:   {}", entry.fidelity)?;
    writeln!(out, "  provenance: {}", entry.provenance)?;
    writeln!(out, "  generator:  {}", generators(view))?;
    if let RngPolicy::Own(own) = entry.rng {
        writeln!(out, "  seeds:      {}", Generator::Own(own).seeds())?;
    }
    if entry.params.is_empty() {
        writeln!(out, "  parameters: none")?;
    }
    for param in entry.params {
        writeln!(out, "  {:<22} {}", param_text(param), param.doc)?;
    }
    Ok(())
}

fn param_text(param: &Param) -> String {
    match param.bare {
        Some(bare) => format!("{}={} (bare: {bare})", param.key, param.default),
        None => format!("{}={}", param.key, param.default),
    }
}

/// The list as a table, with provenance only when asked for (it makes
/// lines too wide for a terminal; people get it from `list NAME`).
fn rows(listing: &Listing, with_provenance: bool) -> Table {
    let mut headers = headers(&["name", "fidelity", "rng", "parameters", "summary"]);
    if with_provenance {
        headers.push("provenance".to_owned());
    }
    let rows = listing
        .entries()
        .iter()
        .map(|e| {
            let mut row = vec![
                e.name.to_owned(),
                e.fidelity.clone(),
                generators(e),
                parameter_line(e),
                e.summary.to_owned(),
            ];
            if with_provenance {
                row.push(e.provenance.to_owned());
            }
            row
        })
        .collect();
    Table { headers, rows }
}

impl Report for Listing {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Listing::One(entry) => write_detail(entry, out),
            Listing::All(_) => {
                rows(self, false).write_text(out)?;
                writeln!(
                    out,
                    "\nSpecs: NAME or NAME:key=value,key=value. `tetrolab list NAME` explains one randomizer."
                )
            }
        }
    }

    fn table(&self) -> Table {
        rows(self, true)
    }
}
