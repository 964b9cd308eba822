//! `tetrolab list`: every randomizer, or one in detail.

use std::io::{self, BufWriter, Write};

use serde_json::json;
use tetrolab::randomizer::catalog::{self, Entry, Param, RngPolicy};
use tetrolab::rng::Generator;

use crate::cli::{ListArgs, TableFormat};
use crate::error::CliError;
use crate::table::{Table, headers};

pub fn run(args: &ListArgs) -> Result<(), CliError> {
    let entries: Vec<&Entry> = match &args.name {
        None => catalog::entries().iter().collect(),
        Some(name) => {
            let spec: Result<tetrolab::Spec, _> = name.parse();
            vec![spec?.entry()]
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    match args.output.table_format() {
        TableFormat::Json => {
            let list: Vec<_> = entries.iter().map(|e| entry_json(e)).collect();
            let document = if args.name.is_some() {
                list[0].clone()
            } else {
                json!(list)
            };
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&document).map_err(io::Error::other)?
            )?;
        }
        TableFormat::Csv => table(&entries, true).write_csv(&mut out)?,
        TableFormat::Table if args.name.is_some() => write_detail(entries[0], &mut out)?,
        TableFormat::Table => {
            table(&entries, false).write_text(&mut out)?;
            writeln!(
                out,
                "\nSpecs: NAME or NAME:key=value,key=value. `tetrolab list NAME` explains one randomizer."
            )?;
        }
    }
    out.flush()?;
    Ok(())
}

fn rng_text(policy: RngPolicy) -> String {
    match policy {
        RngPolicy::Fixed(kind) => format!("{kind} only"),
        RngPolicy::Any => "any".to_owned(),
        RngPolicy::Own(own) => format!("own: {}", Generator::Own(own)),
    }
}

fn param_text(param: &Param) -> String {
    match param.bare {
        Some(bare) => format!("{}={} (bare: {bare})", param.key, param.default),
        None => format!("{}={}", param.key, param.default),
    }
}

/// The list as a table; provenance makes it too wide for a terminal, so
/// only machine formats carry it (people get it from `list NAME`).
fn table(entries: &[&Entry], with_provenance: bool) -> Table {
    let mut headers = headers(&["name", "fidelity", "rng", "parameters", "summary"]);
    if with_provenance {
        headers.push("provenance".to_owned());
    }
    let rows = entries
        .iter()
        .map(|e| {
            let mut row = vec![
                e.name.to_owned(),
                e.fidelity.to_string(),
                rng_text(e.rng),
                e.params
                    .iter()
                    .map(param_text)
                    .collect::<Vec<_>>()
                    .join(" "),
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

fn entry_json(entry: &Entry) -> serde_json::Value {
    let (rng, fixed) = match entry.rng {
        RngPolicy::Fixed(kind) => (kind.name(), true),
        RngPolicy::Any => ("default", false),
        RngPolicy::Own(own) => (Generator::Own(own).name(), true),
    };
    json!({
        "name": entry.name,
        "summary": entry.summary,
        "provenance": entry.provenance,
        "fidelity": entry.fidelity.to_string(),
        "game_exact": entry.fidelity.is_game_exact(),
        "rng": rng,
        "rng_fixed": fixed,
        "parameters": entry.params.iter().map(|p| json!({
            "key": p.key,
            "default": p.default,
            "bare": p.bare_value(),
            "description": p.doc,
        })).collect::<Vec<_>>(),
    })
}

fn write_detail(entry: &Entry, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{}: {}", entry.name, entry.summary)?;
    writeln!(out, "  fidelity:   {}", entry.fidelity)?;
    writeln!(out, "  provenance: {}", entry.provenance)?;
    writeln!(out, "  generator:  {}", rng_text(entry.rng))?;
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
