//! `tetrolab report`: one self-contained HTML page that answers questions
//! about randomizers with numbers (exact beside measured) and charts —
//! for any randomizers, or for one of the seed documents.

mod document_000;
mod document_002;
mod document_003;
mod html;
mod numbers;
mod randomizers;

use crate::cli::{Document, ReportArgs};
use crate::error::CliError;
use crate::plot_cmd::{check_destination, write_output};
use crate::plots::{self, Measure};
use html::Page;

pub fn run(args: &ReportArgs) -> Result<(), CliError> {
    check_destination(&args.out)?;
    let page = page(args)?;
    write_output(&args.out, page.finish().as_bytes())
}

/// The page the arguments ask for.
fn page(args: &ReportArgs) -> Result<Page, CliError> {
    let pieces = args.count;
    let page = match args.document {
        Some(Document::D000) => {
            let mut page = Page::new("Seed document 000: a history of randomizers, measured");
            document_000::write(&mut page, &args.dealing, pieces)?;
            page
        }
        Some(Document::D002) => {
            let mut page =
                Page::new("Seed document 002: the weighted randomizer, run and measured");
            document_002::write(&mut page, &args.dealing, pieces)?;
            page
        }
        Some(Document::D003) => {
            let mut page = Page::new("Seed document 003: better bags, checked");
            document_003::write(&mut page, &args.dealing, pieces)?;
            page
        }
        None => {
            if args.specs.is_empty() {
                return Err(CliError::Usage(
                    "report needs randomizers (e.g. tetrolab report 7-bag 14-bag --out report.html) or --document 000|002|003".to_string(),
                ));
            }
            let mut page = Page::new(&format!("tetrolab report: {}", args.specs.join(", ")));
            let subjects = plots::subjects(&args.specs, &args.dealing)?;
            let measured = plots::measure(&subjects, Measure::with_exact(pieces))?;
            randomizers::questions(&mut page, &subjects, &measured)?;
            page
        }
    };
    Ok(page)
}
