//! Games and records as written: tag pairs, setup, comments and moves.
//! Parsing is in `parse.rs`, writing in `format.rs`.

use std::str::FromStr;

use super::board::Board;
use super::cursor::ParseError;
use super::moves::Move;
use super::parse;
use super::setup::Setup;
use crate::rng::Seed;

/// The tags whose values tetrolab understands; every other tag is kept as
/// text in [`Game::tags`].
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
    /// `Setup`: the initial position (`[3, (2)] [3, (2)]`).
    Setup,
}

impl KnownTag {
    /// Every known tag, in the order the writer puts them.
    pub const ALL: [KnownTag; 6] = [
        KnownTag::Width,
        KnownTag::Height,
        KnownTag::Randomizer,
        KnownTag::Seed,
        KnownTag::Hold,
        KnownTag::Setup,
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
        }
    }

    /// The known tag named `key`, ignoring case.
    pub fn from_name(key: &str) -> Option<KnownTag> {
        KnownTag::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(key))
    }
}

/// Where in a game something is, for messages: a source map turns it into
/// a line and column (see [`GameMap::locate`](super::GameMap::locate)).
///
/// ```
/// use tetrolab::notation::{KnownTag, Location, Mode, parse};
/// let parsed = parse("[Width \"4\"]\nSet Up: [3, (2)]\n");
/// let problem = &parsed.record.games[0].validate(Mode::Strict)[0];
/// assert_eq!(problem.location(), Location::Tag(KnownTag::Setup));
/// assert_eq!(parsed.maps[0].locate(problem.location()).to_string(), "2:9");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Location {
    /// The game as a whole (its first line).
    Game,
    /// A known tag's value; for [`KnownTag::Setup`] also a `Set Up:` line.
    Tag(KnownTag),
    /// The move with this 0-based index.
    Move(usize),
}

/// One game: its tags, initial position, comments and moves, as written.
///
/// This is syntax only: nothing here has been checked against a board (see
/// [`Game::validate`](super::Game::validate)). Tags tetrolab understands
/// have typed fields; all others stay in `tags` in their order. `Display`
/// writes the canonical record text and `FromStr` reads exactly one game.
///
/// ```
/// use tetrolab::notation::Game;
/// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse().unwrap();
/// assert_eq!(game.board_width(), 5);
/// assert_eq!(game.moves.len(), 4);
/// assert_eq!(
///     game.to_string(),
///     "[Setup \"[3, (2)] [3, (2)]\"]\n\nOd (XX), J1a, Zc, Ta *\n"
/// );
/// assert_eq!(game.to_string().parse::<Game>().unwrap(), game);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Game {
    /// Tags without a meaning for tetrolab (`Event`, `Date`, `Player`, …),
    /// as (key, value) in the order written. Keys are ASCII letters, digits
    /// and `_`, and never a [`KnownTag`]'s name; values hold no line breaks.
    pub tags: Vec<(String, String)>,
    /// The `Width` tag.
    pub width: Option<u8>,
    /// The `Height` tag.
    pub height: Option<u16>,
    /// The `Randomizer` tag: a spec, checked when the game is validated.
    pub randomizer: Option<String>,
    /// The `Seed` tag.
    pub seed: Option<Seed>,
    /// The `Hold` tag.
    pub hold: Option<bool>,
    /// The initial position, from a `Setup` tag or a `Set Up:` line.
    pub setup: Option<Setup>,
    /// Comments before the first move, without braces (no `}` inside).
    pub intro: Vec<String>,
    /// The moves.
    pub moves: Vec<Move>,
}

impl Game {
    /// The board's width: the `Width` tag, else the setup's width, else 10.
    pub fn board_width(&self) -> u8 {
        self.width
            .or(self.setup.as_ref().map(Setup::width))
            .unwrap_or(Board::DEFAULT_WIDTH)
    }

    /// The board's height: the `Height` tag, else 20.
    pub fn board_height(&self) -> u16 {
        self.height.unwrap_or(Board::DEFAULT_HEIGHT)
    }

    /// The value of a tag in [`Game::tags`], by key (case sensitive).
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

impl FromStr for Game {
    type Err = ParseError;

    /// Reads exactly one game (see the grammar in the [module
    /// docs](super)); the first syntax error if there is any.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse::single_game(text)
    }
}

/// A record file: any number of games.
///
/// `FromStr` stops at the first syntax error; [`parse`](super::parse)
/// collects them all and keeps every line and column.
///
/// ```
/// use tetrolab::notation::Record;
/// let record: Record = "[Event \"one\"]\n\nLa *\n\n[Event \"two\"]\n\nSa *\n".parse().unwrap();
/// assert_eq!(record.games.len(), 2);
/// assert_eq!(record.games[1].tag("Event"), Some("two"));
/// assert_eq!(record.to_string().parse::<Record>().unwrap(), record);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    /// The games in file order.
    pub games: Vec<Game>,
}

impl FromStr for Record {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let parsed = parse::parse(text);
        match parsed.errors.into_iter().next() {
            Some(error) => Err(error),
            None => Ok(parsed.record),
        }
    }
}
