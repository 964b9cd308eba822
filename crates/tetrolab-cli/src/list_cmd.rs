//! `tetrolab list`: every randomizer, or one in detail.

use std::io::{self, Write};

use serde::Serialize;
use tetrolab::randomizer::catalog::{self, Entry, Param, RngPolicy};
use tetrolab::rng::Generator;

use crate::cli::ListArgs;
use crate::error::CliError;
use crate::export::{self, Report};
use crate::table::{Table, headers};

pub fn run(args: &ListArgs) -> Result<(), CliError> {
    let report = match &args.name {
        None => Listing::All(catalog::entries().iter().map(EntryView::of).collect()),
        Some(name) => {
            let spec: tetrolab::Spec = name.parse()?;
            Listing::One(EntryView::of(spec.entry()))
        }
    };
    export::print(&report, args.output.format())?;
    Ok(())
}

/// The catalog, or one entry of it.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum Listing {
    /// Every entry, as a JSON array.
    All(Vec<EntryView>),
    /// One entry, as a JSON object.
    One(EntryView),
}

/// One catalog entry as the outputs show it.
#[derive(Debug, Serialize)]
struct EntryView {
    name: &'static str,
    summary: &'static str,
    provenance: &'static str,
    fidelity: String,
    game_exact: bool,
    /// The generator it runs on by default.
    rng: &'static str,
    /// Whether it runs on that generator only.
    rng_fixed: bool,
    parameters: Vec<ParamView>,
    #[serde(skip)]
    entry: &'static Entry,
}

/// One parameter as the outputs show it.
#[derive(Debug, Serialize)]
struct ParamView {
    key: &'static str,
    default: &'static str,
    bare: &'static str,
    description: &'static str,
}

impl EntryView {
    fn of(entry: &'static Entry) -> EntryView {
        let (rng, rng_fixed) = match entry.rng {
            RngPolicy::Fixed(kind) => (kind.name(), true),
            RngPolicy::Any => ("default", false),
            RngPolicy::Own(own) => (Generator::Own(own).name(), true),
        };
        EntryView {
            name: entry.name,
            summary: entry.summary,
            provenance: entry.provenance,
            fidelity: entry.fidelity.to_string(),
            game_exact: entry.fidelity.is_game_exact(),
            rng,
            rng_fixed,
            parameters: entry
                .params
                .iter()
                .map(|p| ParamView {
                    key: p.key,
                    default: p.default,
                    bare: p.bare_value(),
                    description: p.doc,
                })
                .collect(),
            entry,
        }
    }

    /// Which generators it runs on, in words.
    fn generators(&self) -> String {
        match self.entry.rng {
            RngPolicy::Fixed(kind) => format!("{kind} only"),
            RngPolicy::Any => "any".to_owned(),
            RngPolicy::Own(own) => format!("own: {}", Generator::Own(own)),
        }
    }

    /// Its parameters with their defaults, on one line.
    fn parameter_line(&self) -> String {
        let texts: Vec<String> = self.entry.params.iter().map(param_text).collect();
        texts.join(" ")
    }

    /// The entry in detail: every field and parameter.
    fn write_detail(&self, out: &mut dyn Write) -> io::Result<()> {
        let entry = self.entry;
        writeln!(out, "{}: {}", entry.name, entry.summary)?;
        writeln!(out, "  fidelity:   {}", entry.fidelity)?;
        writeln!(out, "  provenance: {}", entry.provenance)?;
        writeln!(out, "  generator:  {}", self.generators())?;
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
}

fn param_text(param: &Param) -> String {
    match param.bare {
        Some(bare) => format!("{}={} (bare: {bare})", param.key, param.default),
        None => format!("{}={}", param.key, param.default),
    }
}

impl Listing {
    fn entries(&self) -> &[EntryView] {
        match self {
            Listing::All(entries) => entries,
            Listing::One(entry) => std::slice::from_ref(entry),
        }
    }

    /// The list as a table, with provenance only when asked for (it makes
    /// lines too wide for a terminal; people get it from `list NAME`).
    fn rows(&self, with_provenance: bool) -> Table {
        let mut headers = headers(&["name", "fidelity", "rng", "parameters", "summary"]);
        if with_provenance {
            headers.push("provenance".to_owned());
        }
        let rows = self
            .entries()
            .iter()
            .map(|e| {
                let mut row = vec![
                    e.name.to_owned(),
                    e.fidelity.clone(),
                    e.generators(),
                    e.parameter_line(),
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
}

impl Report for Listing {
    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Listing::One(entry) => entry.write_detail(out),
            Listing::All(_) => {
                self.rows(false).write_text(out)?;
                writeln!(
                    out,
                    "\nSpecs: NAME or NAME:key=value,key=value. `tetrolab list NAME` explains one randomizer."
                )
            }
        }
    }

    fn table(&self) -> Table {
        self.rows(true)
    }
}
