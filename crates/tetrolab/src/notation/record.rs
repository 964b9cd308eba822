//! Record files: any number of games, and the remarks after the last one.

/// A record file: any number of games.
///
/// `FromStr` stops at the first syntax error; [`parse`](super::parse)
/// collects them all and keeps every line and column. `Display` writes the
/// games separated by blank lines, then the trailing remarks.
///
/// ```
/// use tetrolab::notation::Record;
/// let text = "[Event \"one\"]\n\nLa *\n\n[Event \"two\"]\n\nSa *\n\n; the end\n";
/// let record: Record = text.parse().unwrap();
/// assert_eq!(record.games.len(), 2);
/// assert_eq!(record.games[1].tag("Event"), Some("two"));
/// assert_eq!(record.remarks, ["the end"]);
/// assert_eq!(record.to_string(), text);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    /// The games in file order.
    pub games: Vec<super::Game>,
    /// `;` remarks after the last game (remarks before a game belong to
    /// it: see [`Game::remarks`](super::Game::remarks)).
    pub remarks: Vec<String>,
}
