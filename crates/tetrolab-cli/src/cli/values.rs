//! Flag values checked for form.

/// A count, read by the library's one rule for whole numbers.
pub(super) fn parse_count(text: &str) -> Result<u64, String> {
    tetrolab::request::whole(text).map_err(|e| e.to_string())
}
