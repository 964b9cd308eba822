//! Seed document 002 (the weighted randomizer), run as it runs.

use super::html::Page;
use crate::cli::DealingArgs;
use crate::error::CliError;

/// Writes the page for seed document 002.
pub fn write(page: &mut Page, _dealing: &DealingArgs) -> Result<(), CliError> {
    page.paragraph("pending");
    Ok(())
}
