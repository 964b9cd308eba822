//! `tetrolab merge`: the parts of one `stats` run, merged into what
//! `stats` prints for the whole run.

use std::path::PathBuf;

use tetrolab::analysis::{Merging, Partial};

use crate::cli::MergeArgs;
use crate::error::CliError;
use crate::export;
use crate::stats_cmd::StatsReport;

pub fn run(args: &MergeArgs) -> Result<(), CliError> {
    // One file at a time, each checked as it is read: a run's batches at
    // most are held, and the first file that does not belong stops it.
    let mut merging = Merging::default();
    for path in &args.files {
        let (name, part) = read(path)?;
        merging
            .add(&name, part)
            .map_err(|e| CliError::Usage(e.to_string()))?;
    }
    let merged = merging
        .finish()
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let report = StatsReport::new(&merged.dealing, merged.study, merged.games);
    export::print(&report, args.output.format())?;
    Ok(())
}

/// A partial result read from `path` (streamed, through the library's
/// cap on a part's size), labelled by its name; unreadable or malformed
/// is bad input (exit 2).
fn read(path: &PathBuf) -> Result<(String, Partial), CliError> {
    let name = path.display().to_string();
    let file = std::fs::File::open(path)
        .map_err(|e| CliError::Usage(format!("cannot read {name}: {e}")))?;
    let part = Partial::from_reader(file, &name).map_err(|e| CliError::Usage(e.to_string()))?;
    Ok((name, part))
}
