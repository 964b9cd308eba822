//! `tetrolab report`: one self-contained HTML page (made by the charts
//! crate), written to a file or stdout.

use clap::ArgMatches;
use tetrolab_charts::report::{self, Document, ReportRequest};

use crate::cli::{ReportArgs, Typed};
use crate::error::CliError;
use crate::output::{check_destination, write_output};
use crate::progress::Stages;
use crate::seeding::fresh_bits;

pub fn run(args: &ReportArgs, typed: &ArgMatches) -> Result<(), CliError> {
    check_destination(&args.out)?;
    let mut options = Typed::new(typed);
    options
        .list("specs", &args.specs)
        .maybe("document", args.document.as_ref())
        .text("count", &args.count);
    args.dealing.typed(&mut options);
    let request = ReportRequest::from_options(options.options(), fresh_bits())?;
    let what = match request.document {
        Some(Document::D000) => "--document 000".to_string(),
        Some(Document::D002) => "--document 002".to_string(),
        Some(Document::D003) => "--document 003".to_string(),
        None => request.specs.join(" "),
    };
    let pieces = request.count;
    let rng_flag = request
        .rng
        .map_or_else(String::new, |r| format!(" --rng {r}"));
    let again = |seed: &tetrolab::rng::Seed| {
        format!("tetrolab report {what} -n {pieces} --seed {seed}{rng_flag} --out page.html")
    };
    let page = report::page(&request.page(&again), &Stages::default())?;
    write_output(&args.out, page.as_bytes())
}
