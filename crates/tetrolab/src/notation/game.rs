//! Games as written: remarks, tag pairs, setup, comments and moves. Reading
//! is in `game_reader.rs`, writing in `format.rs`, playing in `validate.rs`.

use super::board::Board;
use super::moves::Move;
use super::rotation::RotationSystem;
use super::setup::Setup;
use crate::Piece;
use crate::rng::Seed;

/// One game: its remarks, tags, initial position, comments and moves, as
/// written.
///
/// This is syntax only: nothing here has been checked against a board.
/// [`Game::validate`] plays the game and gives a
/// [`ValidGame`](super::ValidGame) or its problems, as shakmaty's
/// `Fen::into_position` turns a parsed FEN into a legal position. Tags
/// tetrolab understands have typed fields; all others stay in `tags` in
/// their order. `Display` writes the canonical record text and `FromStr`
/// reads exactly one game.
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
    /// `;` remarks before the game's first move (before, among or after its
    /// tags), without the `;` and one space after it; no line breaks and no
    /// white space at their ends. The writer puts them before the tags.
    pub remarks: Vec<String>,
    /// Tags without a meaning for tetrolab (`Event`, `Date`, `Player`, …),
    /// as (key, value) in the order written. Keys are ASCII letters, digits
    /// and `_`, and never a [`KnownTag`](super::KnownTag)'s name; values
    /// hold no line breaks.
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
    /// The initial position, from a `Setup` tag, a `Set Up:` line or a line
    /// of setup rows.
    pub setup: Option<Setup>,
    /// The `Quiz` tag: a fumen quiz (`#Q=[](L)TSJ`, starting `#Q=`) that
    /// the game's fumen runs.
    pub quiz: Option<String>,
    /// The `Rotation` tag: the rotation system the game was played under.
    /// With it, each placement must be reachable under its rules and
    /// T-spins are found; without it, a placement needs only empty,
    /// supported squares.
    pub rotation: Option<RotationSystem>,
    /// Comments before the first move, without braces.
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

    /// The pieces played, in order.
    pub fn pieces(&self) -> Vec<Piece> {
        self.moves.iter().map(|m| m.triad.piece).collect()
    }
}
