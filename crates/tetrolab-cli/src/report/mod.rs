//! `tetrolab report`: one self-contained HTML page that answers questions
//! about randomizers with numbers (exact beside measured) and charts —
//! for any randomizers, or for one of the seed documents.

mod document_000;
mod document_002;
mod document_003;
mod html;
mod numbers;
mod randomizers;

use tetrolab::Spec;
use tetrolab::rng::RngKind;

use crate::cli::{DealingArgs, Document, ReportArgs};
use crate::error::CliError;
use crate::plot_cmd::{check_destination, write_output};
use crate::plots::{self, Measure};
use crate::seeding::seed_or_fresh;
use html::Page;

pub fn run(args: &ReportArgs) -> Result<(), CliError> {
    check_destination(&args.out)?;
    let page = page(args)?;
    write_output(&args.out, page.finish().as_bytes())
}

/// The page the arguments ask for. One seed serves the whole page (drawn
/// and announced when none is given), so the command under its title
/// makes it again.
fn page(args: &ReportArgs) -> Result<Page, CliError> {
    let (first, default_rng, what) = match args.document {
        Some(Document::D000) => (document_000::SPECS[0], None, "--document 000".to_string()),
        Some(Document::D002) => (
            "weighted",
            Some(RngKind::Python),
            "--document 002".to_string(),
        ),
        Some(Document::D003) => (document_003::SPECS[0], None, "--document 003".to_string()),
        None => match args.specs.first() {
            Some(first) => (first.as_str(), None, args.specs.join(" ")),
            None => {
                return Err(CliError::Usage(
                    "report needs randomizers (e.g. tetrolab report 7-bag 14-bag --out report.html) or --document 000|002|003".to_string(),
                ));
            }
        },
    };
    let rng = args.dealing.rng.or(default_rng);
    let seed = seed_or_fresh(args.dealing.seed, first.parse::<Spec>()?.generator(rng)?);
    let dealing = DealingArgs {
        seed: Some(seed),
        rng,
    };
    let pieces = args.count;
    let rng_flag = args
        .dealing
        .rng
        .map_or_else(String::new, |r| format!(" --rng {r}"));
    let command =
        format!("tetrolab report {what} -n {pieces} --seed {seed}{rng_flag} --out page.html");
    let mut page = match args.document {
        Some(Document::D000) => Page::new(
            "Seed document 000: a history of randomizers, measured",
            &command,
        ),
        Some(Document::D002) => Page::new(
            "Seed document 002: the weighted randomizer, run and measured",
            &command,
        ),
        Some(Document::D003) => Page::new("Seed document 003: better bags, checked", &command),
        None => Page::new(
            &format!("tetrolab report: {}", args.specs.join(", ")),
            &command,
        ),
    };
    match args.document {
        Some(Document::D000) => document_000::write(&mut page, &dealing, pieces)?,
        Some(Document::D002) => document_002::write(&mut page, &dealing, pieces)?,
        Some(Document::D003) => document_003::write(&mut page, &dealing, pieces)?,
        None => {
            let subjects = plots::subjects(&args.specs, &dealing)?;
            let measured = plots::measure(&subjects, Measure::with_exact(pieces))?;
            randomizers::questions(&mut page, &subjects, &measured)?;
        }
    }
    Ok(page)
}
