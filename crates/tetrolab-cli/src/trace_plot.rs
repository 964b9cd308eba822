//! Seed 002's weights chart from a traced weighted run.

use crate::chart::Chart;
use crate::cli::PlotArgs;
use crate::error::CliError;

pub fn weights_chart(_args: &PlotArgs) -> Result<Chart, CliError> {
    Err(CliError::Usage("weights: waiting for trace".to_string()))
}
