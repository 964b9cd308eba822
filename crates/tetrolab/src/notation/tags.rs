//! Tag pairs `[Key "Value"]`: reading them, the tags tetrolab understands
//! and their values, and warnings for tags that look misspelt.

use super::cursor::{Cursor, ParseError, Pos};
use super::rotation::RotationSystem;
use super::setup::Setup;
use crate::notation::Board;
use crate::rng::Seed;

/// The tags whose values tetrolab understands; every other tag is kept as
/// text in [`Game::tags`](super::Game::tags).
///
/// ```
/// use tetrolab::notation::KnownTag;
/// assert_eq!(KnownTag::from_name("width"), Some(KnownTag::Width));
/// assert_eq!(KnownTag::Randomizer.name(), "Randomizer");
/// assert_eq!(KnownTag::from_name("Event"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KnownTag {
    /// `Width`: the board's columns, 1 to 10.
    Width,
    /// `Height`: the board's rows, 1 to [`Board::MAX_HEIGHT`].
    Height,
    /// `Randomizer`: a tetrolab spec (`tetrio-7-bag`) that dealt the pieces.
    Randomizer,
    /// `Seed`: the randomizer's seed.
    Seed,
    /// `Hold`: whether the player could hold a piece (`yes` or `no`).
    Hold,
    /// `Setup`: the initial position (`[3, (2)] [3, (2)]`; `[3L, (2)]`
    /// colours a run as an L's squares).
    Setup,
    /// `Quiz`: a fumen quiz (`#Q=[](L)TSJ`) that the game's fumen runs.
    Quiz,
    /// `Rotation`: the rotation system the game was played under
    /// ([`RotationSystem`], `srs`, `srs+ 180`): each placement is checked
    /// reachable and T-spins are found.
    Rotation,
}

impl KnownTag {
    /// Every known tag, in the order the writer puts them.
    pub const ALL: [KnownTag; 8] = [
        KnownTag::Width,
        KnownTag::Height,
        KnownTag::Randomizer,
        KnownTag::Seed,
        KnownTag::Hold,
        KnownTag::Setup,
        KnownTag::Quiz,
        KnownTag::Rotation,
    ];

    /// The tag's name as written.
    pub const fn name(self) -> &'static str {
        match self {
            KnownTag::Width => "Width",
            KnownTag::Height => "Height",
            KnownTag::Randomizer => "Randomizer",
            KnownTag::Seed => "Seed",
            KnownTag::Hold => "Hold",
            KnownTag::Setup => "Setup",
            KnownTag::Quiz => "Quiz",
            KnownTag::Rotation => "Rotation",
        }
    }

    /// The known tag named `key`, ignoring case.
    pub fn from_name(key: &str) -> Option<KnownTag> {
        KnownTag::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(key))
    }

    /// Reads the tag's value.
    pub(crate) fn read(self, pair: &TagPair<'_>) -> Result<TagValue, ParseError> {
        let value = pair.value.as_str();
        let invalid = |expected: &str| ParseError {
            pos: pair.value_pos,
            expected: expected.to_owned(),
            found: format!("`{value}`"),
            hint: None,
        };
        let number = |max: u32| {
            let digits = value.trim();
            (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && digits.len() <= 5)
                .then(|| digits.parse::<u32>().ok())
                .flatten()
                .filter(|n| (1..=max).contains(n))
        };
        Ok(match self {
            KnownTag::Width => {
                let width = number(10).ok_or_else(|| invalid("a width of 1 to 10 columns"))?;
                TagValue::Width(width as u8)
            }
            KnownTag::Height => {
                let max = u32::from(Board::MAX_HEIGHT);
                let height =
                    number(max).ok_or_else(|| invalid(&format!("a height of 1 to {max} rows")))?;
                TagValue::Height(height as u16)
            }
            KnownTag::Randomizer if value.trim().is_empty() => {
                return Err(invalid("a randomizer spec such as tetrio-7-bag"));
            }
            KnownTag::Randomizer => TagValue::Randomizer(value.to_owned()),
            KnownTag::Seed => TagValue::Seed(
                value
                    .parse()
                    .map_err(|_| invalid("a seed: an integer such as 12345, -7 or 0x2A6D365A"))?,
            ),
            KnownTag::Hold => TagValue::Hold(match value.trim().to_ascii_lowercase().as_str() {
                "yes" | "true" | "on" | "1" => true,
                "no" | "false" | "off" | "0" => false,
                _ => return Err(invalid("`yes` or `no`")),
            }),
            KnownTag::Setup => {
                let mut c = Cursor::starting_at(pair.raw, pair.value_pos);
                let setup = Setup::parse(&mut c)?;
                c.skip_spaces();
                if !c.at_end() {
                    return Err(c.error("another row `[…]` or the end of the setup", None));
                }
                TagValue::Setup(setup)
            }
            KnownTag::Quiz if !value.starts_with("#Q=") => {
                return Err(invalid("a fumen quiz such as #Q=[](L)TSJ"));
            }
            KnownTag::Quiz => TagValue::Quiz(value.to_owned()),
            KnownTag::Rotation => TagValue::Rotation(value.parse().map_err(
                |error: super::rotation::RotationSystemError| ParseError {
                    hint: Some(error.to_string()),
                    ..invalid("a rotation system such as srs or srs+ 180")
                },
            )?),
        })
    }
}

/// A known tag's value, read.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum TagValue {
    Width(u8),
    Height(u16),
    Randomizer(String),
    Seed(Seed),
    Hold(bool),
    Setup(Setup),
    Quiz(String),
    Rotation(RotationSystem),
}

/// One `[Key "Value"]` as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TagPair<'a> {
    /// Where the `[` is.
    pub(crate) open: Pos,
    /// Where the key is.
    pub(crate) key_pos: Pos,
    /// The key: ASCII letters, digits and `_`.
    pub(crate) key: &'a str,
    /// The value with `\"` and `\\` unescaped.
    pub(crate) value: String,
    /// The value as written.
    pub(crate) raw: &'a str,
    /// Where the value starts.
    pub(crate) value_pos: Pos,
}

impl<'a> TagPair<'a> {
    /// Reads `[Key "Value"]` at the cursor (which is at the `[`).
    pub(crate) fn parse(c: &mut Cursor<'a>) -> Result<TagPair<'a>, ParseError> {
        let open = c.pos();
        c.bump();
        c.skip_spaces();
        let key_pos = c.pos();
        let key = c.take_while(|ch| ch.is_ascii_alphanumeric() || ch == '_');
        c.skip_spaces();
        if !c.eat('"') {
            return Err(c.error(
                "`\"` and the tag's value",
                Some("tags are written [Key \"Value\"]"),
            ));
        }
        let value_pos = c.pos();
        let start = c.offset();
        let mut value = String::new();
        loop {
            match c.peek() {
                None | Some('\n') => return Err(c.error("`\"` to end the tag's value", None)),
                Some('"') => break,
                Some('\\') => {
                    c.bump();
                    match c.peek() {
                        Some(ch @ ('"' | '\\')) => value.push(ch),
                        _ => {
                            return Err(c.error(
                                "`\"` or `\\` after `\\`",
                                Some("write \\\" for a quote and \\\\ for a backslash"),
                            ));
                        }
                    }
                }
                Some(ch) => value.push(ch),
            }
            c.bump();
        }
        let raw = c.since(start);
        c.bump();
        c.skip_spaces();
        if !c.eat(']') {
            return Err(c.error("`]` to close the tag", None));
        }
        Ok(TagPair {
            open,
            key_pos,
            key,
            value,
            raw,
            value_pos,
        })
    }
}

/// Whether `key` is one of PGN's standard tags (or `Player`), which are
/// kept as text without a warning.
pub(crate) fn is_standard(key: &str) -> bool {
    STANDARD_TAGS
        .iter()
        .any(|name| name.eq_ignore_ascii_case(key))
}

/// A tag pair as the writer writes it, the value's `"` and `\` escaped.
pub(crate) fn tag_pair_text(key: &str, value: &str) -> String {
    let mut out = String::with_capacity(key.len() + value.len() + 5);
    out.push('[');
    out.push_str(key);
    out.push_str(" \"");
    for ch in value.chars() {
        if ch == '"' || ch == '\\' {
            out.push('\\');
        }
        out.push(ch);
    }
    out.push_str("\"]");
    out
}

/// PGN's standard tags (its Seven Tag Roster and supplemental tags) and
/// `Player`: kept as text without a warning.
const STANDARD_TAGS: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Player",
    "Annotator",
    "PlyCount",
    "TimeControl",
    "Time",
    "UTCTime",
    "UTCDate",
    "Termination",
    "Mode",
    "FEN",
    "WhiteTitle",
    "BlackTitle",
    "WhiteElo",
    "BlackElo",
    "WhiteUSCF",
    "BlackUSCF",
    "WhiteNA",
    "BlackNA",
    "WhiteType",
    "BlackType",
    "EventDate",
    "EventSponsor",
    "Section",
    "Stage",
    "Board",
    "Opening",
    "Variation",
    "SubVariation",
    "ECO",
    "NIC",
];

/// The known tag `key` is probably a misspelling of: the one fewest typos
/// away (ignoring case), if that is at most a third of its length (and at
/// least one).
pub(crate) fn nearest_known_tag(key: &str) -> Option<KnownTag> {
    let key = key.to_ascii_lowercase();
    let names = KnownTag::ALL.map(|tag| tag.name().to_ascii_lowercase());
    let nearest = crate::suggest::nearest(&key, names.iter().map(String::as_str), |name| {
        1.max(name.len() / 3)
    })?;
    KnownTag::from_name(nearest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelt_tags_name_the_known_one() {
        for (key, nearest) in [
            ("Widht", Some(KnownTag::Width)),
            ("Heigth", Some(KnownTag::Height)),
            ("randomiser", Some(KnownTag::Randomizer)),
            ("Sed", Some(KnownTag::Seed)),
            ("Holds", Some(KnownTag::Hold)),
            ("Set_up", Some(KnownTag::Setup)),
            ("Quizz", Some(KnownTag::Quiz)),
            ("Rotaton", Some(KnownTag::Rotation)),
            ("Source", None),
            ("Length", None),
        ] {
            assert_eq!(nearest_known_tag(key), nearest, "{key}");
        }
    }

    #[test]
    fn standard_pgn_tags_need_no_warning() {
        for key in ["Event", "site", "Date", "Player", "Annotator", "WhiteElo"] {
            assert!(is_standard(key), "{key}");
        }
        assert!(!is_standard("Source"));
    }
}
