//! `tetrolab notation`'s subcommands and flags.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use super::values::parse_count;

/// The `notation` subcommands.
#[derive(Debug, Args)]
pub struct NotationArgs {
    #[command(subcommand)]
    pub command: NotationCommand,
}

#[derive(Debug, Subcommand)]
pub enum NotationCommand {
    /// Check records: syntax, every placement, clear markers, and the
    /// randomizer's sequence when a game names one. Exit 1 if any problem.
    Check(CheckArgs),
    /// Print the board of a game after a move.
    Show(ShowArgs),
    /// Print records in canonical form.
    Fmt(FileArgs),
    /// Print a game as a fumen v115 string (one page per move).
    Fumen(GameArgs),
    /// Print the record a fumen string or URL shows.
    FromFumen(FromFumenArgs),
    /// Draw the board of a game as an SVG diagram.
    Svg(SvgArgs),
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Record files (`-` for standard input).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Report only the first problem of each game.
    #[arg(long)]
    pub strict: bool,
}

#[derive(Debug, Args)]
pub struct FileArgs {
    /// A record file (`-` for standard input).
    pub file: PathBuf,
}

#[derive(Debug, Args)]
pub struct GameArgs {
    /// A record file (`-` for standard input).
    pub file: PathBuf,
    /// Which game of the file, from 1.
    #[arg(long, default_value_t = 1, value_parser = parse_game_number)]
    pub game: u32,
}

/// When `show` colours the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set.
    #[default]
    Auto,
    /// Always.
    Always,
    /// Never: letters only.
    Never,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Show the board after this many moves (0 = the setup; default: all).
    #[arg(long = "move")]
    pub moves: Option<usize>,
    /// Coloured blocks instead of letters.
    #[arg(long, value_enum, default_value_t)]
    pub color: ColorChoice,
}

#[derive(Debug, Args)]
pub struct FromFumenArgs {
    /// A fumen string (v115@…) or a URL holding one (`-` to read it from
    /// standard input).
    pub fumen: String,
}

#[derive(Debug, Args)]
pub struct SvgArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Where to write the picture: FILE.svg, FILE.png (rendered), or `-`
    /// for SVG on stdout (a name without an extension gets SVG). With --each, FILE.svg becomes FILE-0.svg (the
    /// setup), FILE-1.svg, … one per move (a file name is needed then).
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// Draw the board after this many moves (0 = the setup; default: all).
    #[arg(long = "move", conflicts_with = "each")]
    pub moves: Option<usize>,
    /// One diagram per move, all the same size.
    #[arg(long)]
    pub each: bool,
}

/// A game's number in its file, from 1 (what clap's own range check would
/// echo is its bound, not what was written).
fn parse_game_number(text: &str) -> Result<u32, String> {
    match parse_count(text) {
        Ok(0) => Err("games are numbered from 1".to_owned()),
        Ok(n) => u32::try_from(n).map_err(|_| {
            format!(
                "{} is more games than a file can hold",
                tetrolab::quote::quoted(text)
            )
        }),
        Err(error) => Err(error),
    }
}
