//! `tetrolab merge`: the parts of one `stats` run, merged into what
//! `stats` prints for the whole run.

use std::path::PathBuf;

use tetrolab::analysis::{Partial, merge};

use crate::cli::MergeArgs;
use crate::error::CliError;
use crate::export;
use crate::stats_cmd::StatsReport;

pub fn run(args: &MergeArgs) -> Result<(), CliError> {
    let parts = args.files.iter().map(read).collect::<Result<Vec<_>, _>>()?;
    let merged = merge(&parts).map_err(|e| CliError::Usage(e.to_string()))?;
    let report = StatsReport::new(&merged.dealing, merged.study, merged.games);
    export::print(&report, args.output.format())?;
    Ok(())
}

/// A partial result read from `path`, labelled by its name; unreadable or
/// malformed is bad input (exit 2).
fn read(path: &PathBuf) -> Result<(String, Partial), CliError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Usage(format!("cannot read {name}: {e}")))?;
    let part = Partial::from_json(&text, &name).map_err(|e| CliError::Usage(e.to_string()))?;
    Ok((name, part))
}
