//! Game records in TETRIS-SYSTEM notation (Higgins & Hwang, 2012): parse,
//! validate by simulation, format, render, and exchange as fumen.
//!
//! # Parsed and validated
//!
//! As in shakmaty, where `Fen` parses and `Fen::into_position` validates,
//! syntax and semantics are separate types:
//!
//! - **Parsed**: [`Game`], [`Move`], [`Triad`], [`Setup`] hold what a record
//!   says, checked against the grammar only. Each type reads itself
//!   (`FromStr`, and a small cursor parser that the record reader calls:
//!   `Triad`, `Setup`, `Move` with its number and notes, tag pairs, one
//!   game). [`parse`] reads a whole file leniently: game after game, every
//!   syntax error with its line and column, every [`Warning`], and a
//!   [`GameMap`] per game to place later problems.
//! - **Validated**: [`Game::validate`] plays a game on its [`Board`] and
//!   gives a [`ValidGame`] (the game, its initial and final boards, where
//!   every piece landed, and every board in between on demand) or every
//!   [`Problem`]. Playing happens there only: fumen export
//!   ([`fumen::Fumen::from_game`]) and diagrams take a `ValidGame`.
//!
//! [`Display`](std::fmt::Display) writes the canonical form, and
//! `parse(format(x)) == x` for every value.
//!
//! # The notation
//!
//! - Columns `a b c d e f g h k m` from the left (i, j, l are skipped); rows
//!   from 1 at the bottom. A board is 1 to 10 columns wide.
//! - A *triad* is a piece letter, an orientation and a column: `T`, `T1`
//!   (also `T₁`, `T_1`), then `c`. The piece drops straight down from
//!   above. An optional row after the column (`T2c4`) puts the anchor in
//!   that row instead, for tucks and spins; its squares must be empty and
//!   supported.
//! - **Orientation.** The paper says: “We denote which orientation based on
//!   a subscript number that indicates the number of 90 degree clockwise
//!   turns of the piece from its initial letter position. The initial
//!   position receives no subscript.” Its pictures of `T`, `T1`, `T2`, `T3`
//!   are lost from the surviving text, so “initial letter position” must be
//!   read. tetrolab reads it as the SRS spawn orientation: orientation k is
//!   k clockwise quarter turns from the way SRS (and fumen) spawns the
//!   piece, T, J and L flat side down (pointing up), I horizontal. The
//!   evidence is the paper's sample game (below): it plays out as printed
//!   under this reading. Read as the piece drawn like its letter (T's bar
//!   on top, L and J upright, I upright), `Zc` would clear a line the record
//!   does not mark. The sample also plays out with T, J and L starting flat
//!   side up (the NES and ARS spawn), so between those two the choice rests
//!   on fumen, whose rotation states are SRS's, and on the guideline games
//!   of the paper's time; the notation tests pin all three outcomes.
//! - **Anchor.** The column is that of the piece's “bottom-left most
//!   square” (the paper), read as the lowest square of its leftmost column:
//!   read as the leftmost square of the lowest row, the paper's own `J2a`
//!   would reach left of column a.
//! - Clear markers `(X)`, `(XX)`, `(XXX)` and `(T)` follow a triad; they are
//!   recomputed by simulation. Annotations `??` `?` `?!` `!?` `!` `!!` are
//!   PGN NAGs 4, 2, 6, 5, 1, 3, in parentheses of their own, with the
//!   marker (`(XX !)`), or glued to the triad (`Oa!!` is `Oa (!!)`).
//! - An initial position is bracketed rows, bottom first: `n` filled squares,
//!   `(n)` empty ones, every row as wide as the board: `[(1), 4] [(1), 2, (1), 1]`.
//!   The paper's filled squares have no colour; tetrolab reads them as
//!   garbage. **tetrolab's extension:** a piece letter after a filled run
//!   (`[(1), 3L, 1]`: one empty square, three of an L, one of garbage)
//!   gives its squares that piece's colour, so a fumen field's colours
//!   survive in a record and back. The letter is a capital, as piece
//!   letters are everywhere in the notation (`3l` is refused, with a hint);
//!   a run without one is garbage, so a record without letters reads and
//!   writes as before. `Display` splits a run only where the colour changes.
//!
//! # Record files
//!
//! A record file holds any number of games, PGN-style:
//!
//! ```text
//! ; TETRIS-SYSTEM v1's sample game
//! [Event "A Sample Notation"]
//! [Width "5"]
//! [Setup "[3, (2)] [3, (2)]"]
//!
//! {The simplified board} 1. Od (XX), 2. J1a, 3. Zc, 4. Ta (!) *
//! ```
//!
//! - **Tag pairs** `[Key "Value"]` start a game, one or more per line, with
//!   `\"` and `\\` escaped in values. Known tags ([`KnownTag`]): `Width`
//!   (1–10; default the setup's width, else 10), `Height` (1–1000, default
//!   20), `Setup` (an initial position), `Randomizer` (a tetrolab spec, e.g.
//!   `tetrio-7-bag`), `Seed`, `Hold` (`yes`/`no`: may the player hold when
//!   the sequence is checked), `Quiz` (a fumen quiz such as `#Q=[](L)TSJ`,
//!   which the game's fumen runs), `Rotation` (the rotation system, see
//!   below). Any other tag is kept as text; one that
//!   is not a PGN standard tag (`Event`, `Site`, `Date`, `Round`, `Player`,
//!   `White`, `Black`, `Result`, `Annotator`, …) gets a [`Warning`], which
//!   names the known tag it is probably a misspelling of.
//! - **Initial position**: the `Setup` tag, a `Set Up: rows` line (also
//!   `Setup:`, any case), or the rows alone on a line, as the paper prints
//!   them. A line that starts with `[` and then a digit or `(` is setup
//!   rows; one that starts with `[` and a letter is a tag.
//! - **Movetext** follows (a blank line after the tags is customary):
//!   moves separated by `,`, `/` or white space, optional move numbers
//!   `1.` (kept), markers and annotations after a move, bare `$n` NAGs,
//!   and `{comments}` (before the first move they belong to the game; `\}`
//!   stands for `}` and `\\` for `\` inside them).
//! - `;` starts a remark that runs to the end of the line. Remarks are
//!   kept: those before a game's first move are the game's (written
//!   before its tags), those after a move are the move's (written after
//!   it, ending the line), those after the last game are the record's.
//! - A game ends at `*`, at a blank line after its movetext, at a tag or
//!   setup line after its movetext, or at the end of the file.
//! - A UTF-8 byte order mark at the start of a file is skipped.
//!
//! # Rotation systems: reachability and T-spins
//!
//! Without a `Rotation` tag a placement needs only empty squares that
//! hold it up (and, without a row, a straight drop): how the piece got
//! there is not asked. A `Rotation` tag names the rules the game was
//! played under ([`RotationSystem`]): a built-in kick table as `--kicks`
//! names it (`srs`, `srs+`, `nullpomino180`, `jstris180`, `none`), then
//! optionally a drop (`soft`, the default: shifts, soft drops and quarter
//! turns; `180`: half turns too, for a table that has them; `hard`;
//! `t-soft`), as in `[Rotation "srs"]` or `[Rotation "srs+ 180"]`. Then,
//! on the board as it stands before each move (after the lines earlier
//! moves cleared), the piece must reach its squares under those rules from
//! the top of the board — any column and orientation with a clear path up,
//! solution-finder's convention ([`play`](crate::play)), which needs no
//! spawn position — or the move is a [`Problem::Unreachable`]. The check
//! needs the board [`play`](crate::play) knows: 10 columns and at most 64
//! rows ([`Problem::RotationBoard`] otherwise). Each T is also asked for
//! the best T-spin a turn into its squares makes
//! ([`play::best_t_spin`](crate::play::best_t_spin): three corners, mini
//! or regular, the privileged fifth kick), which
//! [`ValidGame::t_spin`] gives and the caption, the board picture and the
//! fumen page comment show (`T-spin double`). A kick file is not a value:
//! a record is read without the files beside it.
//!
//! # Modules
//!
//! [`fumen`] converts to and from fumen v115 diagrams; [`render`] draws
//! boards as text or SVG.
//!
//! ```
//! use tetrolab::notation::{Game, Mode, render};
//! // The paper's sample, as printed.
//! let game: Game = "[3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse()?;
//! let valid = game.validate(Mode::Strict).expect("the sample plays out");
//! let board = valid.board_after(2).expect("it has two moves");
//! assert_eq!(render::text(&board), "3 JJ...\n2 J....\n1 J....\n  abcde\n");
//! # Ok::<(), tetrolab::notation::ParseError>(())
//! ```

mod board;
mod column;
mod comment;
mod cursor;
mod format;
pub mod fumen;
mod game;
mod game_reader;
mod map;
mod marker;
mod moves;
mod parse;
mod pick;
mod problem;
mod record;
pub mod render;
mod rotation;
mod sequence;
mod setup;
mod stream;
mod tags;
mod triad;
mod valid_game;
mod validate;
mod warning;

pub use crate::play::{ParseRotationError, Rotation, Shape, shape};
pub use board::{Board, BoardSizeError, Cell, Placement, PlacementError};
pub use column::{Column, ParseColumnError};
pub use cursor::{ParseError, Pos};
pub use format::RecordText;
pub use game::Game;
pub use map::{GameMap, Location};
pub use marker::{Clear, Nag};
pub use moves::{Move, Notes};
pub use parse::{Parsed, parse};
pub use pick::{Finding, GameRefusal, NoSuchMove, Playable};
pub use problem::Problem;
pub use record::Record;
pub use rotation::{RotationSystem, RotationSystemError};
pub use sequence::SequenceCheck;
pub use setup::Setup;
pub use stream::{GameStream, StreamedGame};
pub use tags::KnownTag;
pub use triad::Triad;
pub use valid_game::{Boards, ValidGame};
pub use validate::Mode;
pub use warning::Warning;
