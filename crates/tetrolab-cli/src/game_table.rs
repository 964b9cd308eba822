//! The per-game drought odds as a readable table, for `exact` and
//! `stats --game-length`.

use std::io::{self, Write};

use tetrolab::analysis::{Game, GameOdds, Start};

use tetrolab::results::{Table, headers};

/// Writes `game`'s odds of a drought of at least L, one row per piece,
/// under a heading that says what they are; `source` says how they were
/// found (exactly, or from how many games).
pub fn write(game: &Game, source: &str, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "\nPer game of {} pieces from {}: P(some drought of at least L pieces without the piece), {source}\n(droughts: {}; --droughts {} counts {})",
        game.length,
        match game.start {
            Start::Game => "the game's start",
            Start::Stationary => "a random point (the stationary law)",
        },
        game.droughts.words(),
        game.droughts.other().name(),
        game.droughts.other().words(),
    )?;
    let lengths: Vec<u64> = game.per_piece[tetrolab::Piece::I]
        .p_drought_at_least
        .keys()
        .copied()
        .collect();
    let mut headers = headers(&["piece"]);
    headers.extend(lengths.iter().map(|l| format!("L = {l}")));
    let rows = game
        .per_piece
        .iter()
        .map(|(piece, odds)| {
            let mut row = vec![piece.to_string()];
            row.extend(
                odds.p_drought_at_least
                    .values()
                    .map(|p| format!("{p:.*}", GameOdds::DECIMALS)),
            );
            row
        })
        .collect();
    Table { headers, rows }.write_text(out)
}
