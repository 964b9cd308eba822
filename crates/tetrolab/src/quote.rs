//! Quoting what a user wrote in a message: in backticks, and cut short
//! when long, so one bad argument never floods the terminal.

/// The most characters of user text a message repeats.
const MAX: usize = 60;

/// `text` in backticks; past 60 characters, its start and end around an
/// ellipsis, with its length.
///
/// ```
/// use tetrolab::quote::quoted;
/// assert_eq!(quoted("7bag"), "`7bag`");
/// let long = "x".repeat(100_000);
/// let message = quoted(&long);
/// assert!(message.len() < 120 && message.contains("100000 characters"));
/// ```
pub fn quoted(text: &str) -> String {
    let length = text.chars().count();
    if length <= MAX {
        return format!("`{text}`");
    }
    let head: String = text.chars().take(40).collect();
    let tail: String = text.chars().skip(length - 12).collect();
    format!("`{head}…{tail}` ({length} characters)")
}
