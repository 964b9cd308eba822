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

/// `text` with the characters XML gives meaning to escaped (and control
/// characters, which XML 1.0 cannot hold, as spaces): safe inside SVG
/// and HTML text and attribute values.
///
/// ```
/// use tetrolab::quote::xml_escaped;
/// assert_eq!(xml_escaped("P(gap < 3) & \"more\""), "P(gap &lt; 3) &amp; &quot;more&quot;");
/// ```
pub fn xml_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}
