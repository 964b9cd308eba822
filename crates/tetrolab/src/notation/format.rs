//! The canonical writer: games and records back to text that reads as the
//! same value. Every part of a game's text is written here or by its own
//! type (triads, moves, setups, comments, remarks), so the record writer
//! and the fumen exporter write the same text.
//!
//! A game is written as its remarks, its tags (the free ones in their
//! order, then the known ones in [`KnownTag::ALL`] order), a blank line,
//! then the intro comments and moves separated by `, ` and wrapped before
//! 80 columns (a move's remarks end its line), then `*`. Games are
//! separated by a blank line; a record's trailing remarks come last.

use std::fmt;

use super::comment::{Braced, Remark};
use super::game::Game;
use super::moves::Written;
use super::record::Record;
use super::tags::{KnownTag, tag_pair_text};

/// The longest movetext line the writer makes (unless one word is longer).
const LINE: usize = 79;

impl Game {
    /// The game's tag pairs as `[Key "Value"]`, with `"` and `\` escaped:
    /// the free tags in their order, then the known tags the game sets in
    /// [`KnownTag::ALL`] order, leaving out those in `except`.
    ///
    /// ```
    /// use tetrolab::notation::{Game, KnownTag};
    /// let game: Game = "[Event \"x\"]\n[Width \"5\"]\n\nSet Up: [3, (2)]\nLa".parse().unwrap();
    /// assert_eq!(
    ///     game.tag_lines(&[]),
    ///     ["[Event \"x\"]", "[Width \"5\"]", "[Setup \"[3, (2)]\"]"]
    /// );
    /// assert_eq!(game.tag_lines(&[KnownTag::Setup]).len(), 2);
    /// ```
    pub fn tag_lines(&self, except: &[KnownTag]) -> Vec<String> {
        let free = self.tags.iter().map(|(k, v)| tag_pair_text(k, v));
        let known = KnownTag::ALL
            .into_iter()
            .filter(|tag| !except.contains(tag))
            .filter_map(|tag| {
                known_tag_value(self, tag).map(|value| tag_pair_text(tag.name(), &value))
            });
        free.chain(known).collect()
    }

    /// What comes before the first move, compactly: each remark on a line
    /// of its own, then the tag pairs (but `except`) and the intro comments
    /// separated by spaces. fumen pages carry a game's header this way, and
    /// it reads back as a game with no moves.
    ///
    /// ```
    /// use tetrolab::notation::{Game, KnownTag};
    /// let game: Game = "; note\n[Event \"x\"]\n\n{intro} La".parse().unwrap();
    /// let header = game.header_text(&[]);
    /// assert_eq!(header, "; note\n[Event \"x\"] {intro}");
    /// let back: Game = header.parse().unwrap();
    /// assert_eq!((back.remarks, back.intro), (game.remarks, game.intro));
    /// ```
    pub fn header_text(&self, except: &[KnownTag]) -> String {
        let mut out: String = self
            .remarks
            .iter()
            .map(|remark| format!("{}\n", Remark(remark)))
            .collect();
        let words: Vec<String> = self
            .tag_lines(except)
            .into_iter()
            .chain(self.intro.iter().map(|c| Braced(c).to_string()))
            .collect();
        out.push_str(&words.join(" "));
        out
    }

    /// The movetext's words with whether each must end its line: the intro
    /// comments, then each move with `,` after all but the last.
    fn movetext_words(&self) -> impl Iterator<Item = (String, bool)> + '_ {
        let intro = self.intro.iter().map(|c| (Braced(c).to_string(), false));
        let last = self.moves.len().saturating_sub(1);
        let moves = self.moves.iter().enumerate().map(move |(i, m)| {
            let separator = if i < last { "," } else { "" };
            let word = Written { m, separator }.to_string();
            (word, !m.notes().remarks.is_empty())
        });
        intro.chain(moves)
    }
}

/// The text of a known tag's value, if the game sets it.
fn known_tag_value(game: &Game, tag: KnownTag) -> Option<String> {
    match tag {
        KnownTag::Width => game.width.map(|w| w.to_string()),
        KnownTag::Height => game.height.map(|h| h.to_string()),
        KnownTag::Randomizer => game.randomizer.clone(),
        KnownTag::Seed => game.seed.map(|s| s.to_string()),
        KnownTag::Hold => game.hold.map(|h| if h { "yes" } else { "no" }.to_owned()),
        KnownTag::Setup => game.setup.as_ref().map(ToString::to_string),
        KnownTag::Quiz => game.quiz.clone(),
        KnownTag::Rotation => game.rotation.map(|r| r.to_string()),
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for remark in &self.remarks {
            writeln!(f, "{}", Remark(remark))?;
        }
        let tags = self.tag_lines(&[]);
        for line in &tags {
            writeln!(f, "{line}")?;
        }
        if !tags.is_empty() {
            writeln!(f)?;
        }
        let mut line_len = 0;
        let words = self.movetext_words().chain([("*".to_owned(), false)]);
        for (word, ends_line) in words {
            let len = word.chars().count();
            if line_len > 0 && line_len + 1 + len > LINE {
                f.write_str("\n")?;
                line_len = 0;
            } else if line_len > 0 {
                f.write_str(" ")?;
                line_len += 1;
            }
            f.write_str(&word)?;
            line_len += len;
            if ends_line {
                f.write_str("\n")?;
                line_len = 0;
            }
        }
        writeln!(f)
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = RecordText::default();
        for game in &self.games {
            f.write_str(&text.game(game))?;
        }
        f.write_str(&text.end(&self.remarks))
    }
}

/// A record's text written one game at a time — exactly what [`Record`]'s
/// `Display` writes — for a record that streams in (see
/// [`GameStream`](super::GameStream)).
///
/// ```
/// use tetrolab::notation::{Game, RecordText};
/// let mut text = RecordText::default();
/// let game: Game = "Sa *".parse()?;
/// let written = text.game(&game) + &text.game(&game) + &text.end(&["done".to_string()]);
/// assert_eq!(written, format!("{game}\n{game}\n; done\n"));
/// # Ok::<(), tetrolab::notation::ParseError>(())
/// ```
#[derive(Debug, Default)]
pub struct RecordText {
    games: usize,
}

impl RecordText {
    /// The text of the next game, with the blank line before it.
    pub fn game(&mut self, game: &Game) -> String {
        let separator = if self.games > 0 { "\n" } else { "" };
        self.games += 1;
        format!("{separator}{game}")
    }

    /// The text after the last game: the record's closing `remarks`.
    pub fn end(&self, remarks: &[String]) -> String {
        let mut text = String::new();
        if !remarks.is_empty() && self.games > 0 {
            text.push('\n');
        }
        for remark in remarks {
            text.push_str(&format!("{}\n", Remark(remark)));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_movetext_wraps_and_reads_back() {
        let moves = [
            "Ia",
            "Ie",
            "O1k",
            "T2c4 (XX) (!!)",
            "Sa {a long comment that says something}",
        ];
        let text: String = moves
            .iter()
            .cycle()
            .take(40)
            .map(|m| format!("{m}, "))
            .collect();
        let game: Game = format!("[Event \"a \\\"quoted\\\" \\\\ name\"]\n\n{text} *")
            .parse()
            .unwrap();
        let written = game.to_string();
        assert!(
            written.lines().all(|l| l.chars().count() <= LINE),
            "{written}"
        );
        assert!(written.starts_with("[Event \"a \\\"quoted\\\" \\\\ name\"]\n\n"));
        assert_eq!(written.parse::<Game>().unwrap(), game);
        assert_eq!(game.tag("Event"), Some("a \"quoted\" \\ name"));
    }

    #[test]
    fn empty_games() {
        let empty = Game::default();
        assert_eq!(empty.to_string(), "*\n");
        assert_eq!("*".parse::<Game>().unwrap(), empty);
        let record = Record {
            games: vec![empty.clone(), empty],
            remarks: Vec::new(),
        };
        assert_eq!(record.to_string(), "*\n\n*\n");
        assert_eq!(record.to_string().parse::<Record>().unwrap(), record);
    }
}
