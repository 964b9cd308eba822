//! `tetrolab trace`: each piece with the randomizer's state after it
//! (seed 002's weights over time, a bag's remaining pieces, a history).
//! Steps are written as they are dealt, in every format, so a trace of a
//! million pieces holds one step at a time. The text and CSV are the
//! library's ([`Trace::write_text`], [`Trace::write_csv`]), as the page's.

use clap::ArgMatches;
use tetrolab::request::{DealRequest, Given};
use tetrolab::results::Trace;

use crate::cli::{TraceArgs, Typed};
use crate::error::CliError;
use crate::export::{self, Format};
use crate::seeding::{announced, fresh_bits};

pub fn run(args: &TraceArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .text("count", &args.count);
    args.dealing.typed(&mut options);
    let run = announced(DealRequest::from_options(options.options(), true)?.resolve(fresh_bits())?);
    let trace: Trace = run.trace()?;
    export::to_stdout(|out| match args.output.format() {
        Format::Table => trace.write_text(run.count(), out),
        Format::Json => export::json::write(&trace, out),
        Format::Csv => trace.write_csv(out),
    })?;
    Ok(())
}
