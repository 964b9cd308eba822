//! Source maps: where the parts of a game are in the text it was read
//! from, so problems found later can name a line and column.

use super::cursor::Pos;
use super::tags::KnownTag;

/// Where in a game something is, for messages: a source map turns it into
/// a line and column (see [`GameMap::locate`]).
///
/// ```
/// use tetrolab::notation::{KnownTag, Location, Mode, parse};
/// let parsed = parse("[Width \"4\"]\nSet Up: [3, (2)]\n");
/// let problems = parsed.record.games[0].validate(Mode::Strict).unwrap_err();
/// assert_eq!(problems[0].location(), Location::Tag(KnownTag::Setup));
/// assert_eq!(parsed.maps[0].locate(problems[0].location()).to_string(), "2:9");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Location {
    /// The game as a whole (its first line).
    Game,
    /// A known tag's value; for [`KnownTag::Setup`] also a `Set Up:` line
    /// or a line of setup rows.
    Tag(KnownTag),
    /// The move with this 0-based index.
    Move(usize),
}

/// Where the parts of one game are in the source text.
///
/// ```
/// use tetrolab::notation::{Location, Pos, parse};
/// let parsed = parse("; the paper's sample\nSet Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta\n");
/// let map = &parsed.maps[0];
/// assert_eq!(map.locate(Location::Move(1)), Pos { line: 3, column: 10 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameMap {
    start: Pos,
    moves: Vec<Pos>,
    tags: Vec<(KnownTag, Pos)>,
}

impl GameMap {
    /// Where the game's first tag, setup, comment or move is.
    pub fn start(&self) -> Pos {
        self.start
    }

    /// Where `location` is: a move's triad, a known tag's value (for the
    /// setup, also the first row of a `Set Up:` line), or the game's start
    /// when the game has no such part.
    pub fn locate(&self, location: Location) -> Pos {
        match location {
            Location::Game => None,
            Location::Tag(tag) => self.tag(tag),
            Location::Move(i) => self.moves.get(i).copied(),
        }
        .unwrap_or(self.start)
    }

    /// Where the game's `tag` is, if it has one.
    pub(crate) fn tag(&self, tag: KnownTag) -> Option<Pos> {
        self.tags.iter().find(|(t, _)| *t == tag).map(|t| t.1)
    }

    pub(crate) fn set_start(&mut self, pos: Pos) {
        self.start = pos;
    }

    pub(crate) fn push_move(&mut self, pos: Pos) {
        self.moves.push(pos);
    }

    pub(crate) fn push_tag(&mut self, tag: KnownTag, pos: Pos) {
        self.tags.push((tag, pos));
    }

    /// Gives back spare capacity once the game is read.
    pub(crate) fn shrink_to_fit(&mut self) {
        self.moves.shrink_to_fit();
    }
}
