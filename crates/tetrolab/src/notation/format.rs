//! The canonical writer: games and records back to text that parses to the
//! same value.
//!
//! A game is written as its tags (the free ones in their order, then the
//! known ones in [`KnownTag::ALL`] order), a blank line, then the intro
//! comments and moves separated by `, ` and wrapped before 80 columns, then
//! `*`. Games are separated by a blank line.

use std::fmt;

use super::record::{Game, KnownTag, Record};

/// The longest movetext line the writer makes (unless one token is longer).
const LINE: usize = 79;

/// A tag value with `\` and `"` escaped.
fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The text of a known tag's value, if the game sets it.
pub(crate) fn known_tag_value(game: &Game, tag: KnownTag) -> Option<String> {
    match tag {
        KnownTag::Width => game.width.map(|w| w.to_string()),
        KnownTag::Height => game.height.map(|h| h.to_string()),
        KnownTag::Randomizer => game.randomizer.clone(),
        KnownTag::Seed => game.seed.map(|s| s.to_string()),
        KnownTag::Hold => game.hold.map(|h| if h { "yes" } else { "no" }.to_owned()),
        KnownTag::Setup => game.setup.as_ref().map(ToString::to_string),
    }
}

/// The game's tag pairs as `[Key "Value"]` lines, without the setup when
/// `with_setup` is false.
pub(crate) fn tag_lines(game: &Game, with_setup: bool) -> Vec<String> {
    let free = game
        .tags
        .iter()
        .map(|(k, v)| format!("[{k} {}]", quoted(v)));
    let known = KnownTag::ALL
        .into_iter()
        .filter(|&t| with_setup || t != KnownTag::Setup)
        .filter_map(|t| known_tag_value(game, t).map(|v| format!("[{} {}]", t.name(), quoted(&v))));
    free.chain(known).collect()
}

/// The movetext words: intro comments, then each move followed by `,`
/// except the last.
pub(crate) fn movetext_words(game: &Game) -> Vec<String> {
    let intro = game.intro.iter().map(|c| format!("{{{c}}}"));
    let last = game.moves.len().saturating_sub(1);
    let moves = game.moves.iter().enumerate().map(|(i, m)| {
        if i < last {
            format!("{m},")
        } else {
            m.to_string()
        }
    });
    intro.chain(moves).collect()
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tags = tag_lines(self, true);
        for line in &tags {
            writeln!(f, "{line}")?;
        }
        if !tags.is_empty() {
            writeln!(f)?;
        }
        let mut line_len = 0;
        for word in movetext_words(self).iter().map(String::as_str).chain(["*"]) {
            let len = word.chars().count();
            if line_len == 0 {
                line_len = len;
            } else if line_len + 1 + len > LINE {
                f.write_str("\n")?;
                line_len = len;
            } else {
                f.write_str(" ")?;
                line_len += 1 + len;
            }
            f.write_str(word)?;
        }
        writeln!(f)
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, game) in self.games.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{game}")?;
        }
        Ok(())
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
        };
        assert_eq!(record.to_string(), "*\n\n*\n");
        assert_eq!(record.to_string().parse::<Record>().unwrap(), record);
    }
}
