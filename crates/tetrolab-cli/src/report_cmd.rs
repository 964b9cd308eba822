//! `tetrolab report`: one self-contained HTML page (made by the charts
//! crate), written to a file or stdout.

use tetrolab_charts::report::{self, Document, PageRequest};

use crate::cli::{self, ReportArgs};
use crate::error::CliError;
use crate::output::{check_destination, write_output};
use crate::progress::Stages;

pub fn run(args: &ReportArgs) -> Result<(), CliError> {
    check_destination(&args.out)?;
    let what = match args.document {
        Some(cli::Document::D000) => "--document 000".to_string(),
        Some(cli::Document::D002) => "--document 002".to_string(),
        Some(cli::Document::D003) => "--document 003".to_string(),
        None => args.specs.join(" "),
    };
    let pieces = args.count;
    let rng_flag = args
        .dealing
        .rng
        .map_or_else(String::new, |r| format!(" --rng {r}"));
    let again = |seed: &tetrolab::rng::Seed| {
        format!("tetrolab report {what} -n {pieces} --seed {seed}{rng_flag} --out page.html")
    };
    let request = PageRequest {
        specs: &args.specs,
        document: args.document.map(|d| match d {
            cli::Document::D000 => Document::D000,
            cli::Document::D002 => Document::D002,
            cli::Document::D003 => Document::D003,
        }),
        pieces,
        rng: args.dealing.rng,
        seed: args.dealing.seed_choice(),
        again: &again,
    };
    let page = report::page(&request, &Stages::default())?;
    write_output(&args.out, page.as_bytes())
}
