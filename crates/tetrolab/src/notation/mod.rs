//! Game records in TETRIS-SYSTEM notation (Higgins & Hwang, 2012): parse,
//! validate by simulation, format, render, and exchange as fumen.
//!
//! As in shakmaty, syntax and semantics are separate. Parsing ([`parse`],
//! `FromStr` on every type) needs no board and gives [`Game`]s as written;
//! [`Game::validate`] plays them on a [`Board`] and reports every
//! [`Problem`]. [`Display`](std::fmt::Display) writes the canonical form,
//! and `parse(format(x)) == x` for every value.
//!
//! # The notation (DESIGN.md §5)
//!
//! - Columns `a b c d e f g h k m` from the left (i, j, l are skipped); rows
//!   from 1 at the bottom. A board is 1 to 10 columns wide.
//! - A *triad* is a piece letter, an orientation and a column: `T`, `T1`
//!   (also `T₁`, `T_1`), then `c`. Orientation k is k clockwise quarter
//!   turns from the SRS spawn orientation (T, J, L flat side down, I
//!   horizontal). The column is the piece's *anchor*: the lowest square of
//!   its leftmost column. The piece drops straight down from above. An
//!   optional row after the column (`T2c4`) puts the anchor in that row
//!   instead, for tucks and spins; its squares must be empty and supported.
//! - Clear markers `(X)`, `(XX)`, `(XXX)` and `(T)` follow a triad; they are
//!   recomputed by simulation. Annotations `??` `?` `?!` `!?` `!` `!!` are
//!   PGN NAGs 4, 2, 6, 5, 1, 3, in parentheses of their own or with the
//!   marker (`(XX !)`).
//! - An initial position is bracketed rows, bottom first: `n` filled squares,
//!   `(n)` empty ones, every row as wide as the board: `[(1), 4] [(1), 2, (1), 1]`.
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
//!   `\"` and `\\` escaped in values. Known tags: `Width` (1–10; default the
//!   setup's width, else 10), `Height` (1–1000, default 20), `Setup` (an
//!   initial position), `Randomizer` (a tetrolab spec, e.g. `tetrio-7-bag`),
//!   `Seed`, `Hold` (`yes`/`no`: may the player hold when the sequence is
//!   checked). Any other tag (`Event`, `Date`, `Player`, …) is kept as text.
//! - **`Set Up: rows`** on a line of its own is the paper's way to give the
//!   initial position (also `Setup:`, any case).
//! - **Movetext** follows (a blank line after the tags is customary):
//!   moves separated by `,`, `/` or white space, optional move numbers `1.`,
//!   parenthesised markers and annotations after a move, bare `$n` NAGs, and
//!   `{comments}` (before the first move they belong to the game).
//! - A game ends at `*`, at a blank line after its movetext, at a tag or
//!   `Set Up:` line after its movetext, or at the end of the file.
//! - `;` starts a remark that runs to the end of the line and is ignored.
//!
//! # Modules
//!
//! [`fumen`] converts to and from fumen v115 diagrams; [`render`] draws
//! boards as text or SVG.
//!
//! ```
//! use tetrolab::notation::{Game, Mode, render};
//! let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse()?;
//! assert!(game.validate(Mode::Strict).is_empty());
//! let board = game.board_after(2).unwrap();
//! assert_eq!(render::text(&board), "3 JJ...\n2 J....\n1 J....\n  abcde\n");
//! # Ok::<(), tetrolab::notation::ParseError>(())
//! ```

mod board;
mod column;
mod cursor;
mod format;
pub mod fumen;
mod moves;
mod parse;
mod record;
pub mod render;
mod sequence;
mod setup;
mod shape;
mod triad;
mod validate;

pub use board::{Board, BoardSizeError, Cell, Placement, PlacementError};
pub use column::{Column, ParseColumnError};
pub use cursor::{ParseError, Pos};
pub use moves::{Clear, Move, Nag};
pub use parse::{GameMap, Parsed, parse};
pub use record::{Game, KnownTag, Location, Record};
pub use sequence::SequenceCheck;
pub use setup::Setup;
pub use shape::{ParseRotationError, Rotation, Shape, shape};
pub use triad::Triad;
pub use validate::{Mode, Play, Problem};
