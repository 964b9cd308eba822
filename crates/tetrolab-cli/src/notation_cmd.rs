//! `tetrolab notation`: check, show, format, draw and convert game records
//! in TETRIS-SYSTEM notation, and exchange them as fumen.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Board, Game, GameMap, Location, Mode, Parsed, Play, parse, render};

use crate::error::CliError;

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
    /// Record files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Report only the first problem of each game.
    #[arg(long)]
    pub strict: bool,
}

#[derive(Debug, Args)]
pub struct FileArgs {
    /// A record file.
    pub file: PathBuf,
}

#[derive(Debug, Args)]
pub struct GameArgs {
    /// A record file.
    pub file: PathBuf,
    /// Which game of the file, from 1.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
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
    /// A fumen string (v115@…) or a URL holding one.
    pub fumen: String,
}

#[derive(Debug, Args)]
pub struct SvgArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Where to write the SVG (`-` for stdout). With --each, FILE.svg
    /// becomes FILE-0.svg (the setup), FILE-1.svg, … one per move.
    #[arg(long)]
    pub out: PathBuf,
    /// Draw the board after this many moves (0 = the setup; default: all).
    #[arg(long = "move", conflicts_with = "each")]
    pub moves: Option<usize>,
    /// One diagram per move, all the same size.
    #[arg(long)]
    pub each: bool,
}

pub fn run(args: &NotationArgs) -> Result<(), CliError> {
    match &args.command {
        NotationCommand::Check(args) => check(args),
        NotationCommand::Show(args) => show(args),
        NotationCommand::Fmt(args) => fmt(args),
        NotationCommand::Fumen(args) => fumen(args),
        NotationCommand::FromFumen(args) => from_fumen(args),
        NotationCommand::Svg(args) => svg(args),
    }
}

/// A record file read and parsed.
struct Source {
    name: String,
    parsed: Parsed,
}

impl Source {
    fn read(path: &Path) -> Result<Source, CliError> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::Usage(format!("cannot read {name}: {e}")))?;
        Ok(Source {
            name,
            parsed: parse(&text),
        })
    }

    /// `FILE:LINE:COL: message` for every syntax error.
    fn syntax_errors(&self) -> Vec<String> {
        self.parsed
            .errors
            .iter()
            .map(|e| format!("{}:{}: {e}", self.name, e.pos))
            .collect()
    }

    /// `FILE:LINE:COL: message` for a problem of a game.
    fn located(
        &self,
        map: &GameMap,
        location: Location,
        message: impl std::fmt::Display,
    ) -> String {
        format!("{}:{}: {message}", self.name, map.locate(location))
    }

    /// The game `--game` names, refusing a file with syntax errors.
    fn game(&self, number: u32) -> Result<(&Game, &GameMap), CliError> {
        let errors = self.syntax_errors();
        if !errors.is_empty() {
            return Err(self.invalid(&errors));
        }
        let count = self.parsed.record.games.len();
        let index = number as usize - 1;
        match (
            self.parsed.record.games.get(index),
            self.parsed.maps.get(index),
        ) {
            (Some(game), Some(map)) => Ok((game, map)),
            _ => Err(CliError::Usage(format!(
                "--game {number}: {} holds {count} game{}",
                self.name,
                if count == 1 { "" } else { "s" }
            ))),
        }
    }

    /// Prints `problems` to stderr and says the record is not valid.
    fn invalid(&self, problems: &[String]) -> CliError {
        for problem in problems {
            eprintln!("{problem}");
        }
        CliError::Failed(format!(
            "{} is not a valid record ({} problem{}); `tetrolab notation check` lists them",
            self.name,
            problems.len(),
            if problems.len() == 1 { "" } else { "s" }
        ))
    }
}

fn check(args: &CheckArgs) -> Result<(), CliError> {
    let mode = if args.strict {
        Mode::Strict
    } else {
        Mode::Lenient
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut problems, mut unreadable) = (0, 0);
    for path in &args.files {
        let source = match Source::read(path) {
            Ok(source) => source,
            Err(error) => {
                eprintln!("error: {error}");
                unreadable += 1;
                continue;
            }
        };
        let mut lines = source.syntax_errors();
        for (game, map) in source.parsed.record.games.iter().zip(&source.parsed.maps) {
            for problem in game.validate(mode) {
                lines.push(source.located(map, problem.location(), &problem));
            }
        }
        let games = source.parsed.record.games.len();
        if games == 0 && lines.is_empty() {
            lines.push(format!("{}:1:1: no game found", source.name));
        }
        for line in &lines {
            writeln!(out, "{line}")?;
        }
        if lines.is_empty() {
            writeln!(
                out,
                "{}: {games} game{} valid",
                source.name,
                if games == 1 { "" } else { "s" }
            )?;
        }
        problems += lines.len();
    }
    out.flush()?;
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    if unreadable > 0 {
        return Err(CliError::Usage(format!(
            "{unreadable} file{} could not be read",
            plural(unreadable)
        )));
    }
    if problems > 0 {
        return Err(CliError::Failed(format!(
            "{problems} problem{} found",
            plural(problems)
        )));
    }
    Ok(())
}

/// The board after `moves` moves of `game` (all if `None`), or the first
/// problem on the way, located.
fn board_after(
    source: &Source,
    game: &Game,
    map: &GameMap,
    moves: Option<usize>,
) -> Result<Board, CliError> {
    let total = game.moves.len();
    let wanted = moves.unwrap_or(total);
    if wanted > total {
        return Err(CliError::Usage(format!(
            "--move {wanted}: the game has {total} move{}",
            if total == 1 { "" } else { "s" }
        )));
    }
    game.board_after(wanted)
        .map_err(|problem| source.invalid(&[source.located(map, problem.location(), &problem)]))
}

/// What the board shows: the setup, or the position after a move.
fn caption(game: &Game, moves: usize) -> String {
    match moves.checked_sub(1).and_then(|i| game.moves.get(i)) {
        None => format!("setup, before the first of {} moves", game.moves.len()),
        Some(m) => format!("after move {moves} of {}: {}", game.moves.len(), m.triad),
    }
}

fn show(args: &ShowArgs) -> Result<(), CliError> {
    let source = Source::read(&args.game.file)?;
    let (game, map) = source.game(args.game.game)?;
    let board = board_after(&source, game, map, args.moves)?;
    let moves = args.moves.unwrap_or(game.moves.len());
    let colour = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "game {}, {}", args.game.game, caption(game, moves))?;
    if colour {
        write_coloured(&board, &mut out)?;
    } else {
        out.write_all(render::text(&board).as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

/// The board as coloured blocks (24-bit ANSI backgrounds), two columns per
/// square, with row numbers and column letters.
fn write_coloured(board: &Board, out: &mut impl Write) -> io::Result<()> {
    let rows = render::rows_to_show(board);
    let labels = rows.to_string().len();
    for y in (0..rows).rev() {
        write!(out, "{:>labels$} ", y + 1)?;
        for x in 0..board.width() {
            let [r, g, b] = render::colour(board.cell(x, y));
            write!(out, "\x1b[48;2;{r};{g};{b}m  ")?;
        }
        writeln!(out, "\x1b[0m")?;
    }
    let letters: String = (0..board.width())
        .filter_map(tetrolab::notation::Column::new)
        .map(|c| format!("{c} "))
        .collect();
    writeln!(out, "{:labels$} {}", "", letters.trim_end())
}

fn fmt(args: &FileArgs) -> Result<(), CliError> {
    let source = Source::read(&args.file)?;
    let errors = source.syntax_errors();
    if !errors.is_empty() {
        return Err(source.invalid(&errors));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    write!(out, "{}", source.parsed.record)?;
    out.flush()?;
    Ok(())
}

fn fumen(args: &GameArgs) -> Result<(), CliError> {
    let source = Source::read(&args.file)?;
    let (game, map) = source.game(args.game)?;
    let encoded = Fumen::from_game(game).and_then(|f| f.encode());
    let text = encoded.map_err(|error| match error {
        tetrolab::notation::fumen::FumenError::Record(problem) => {
            source.invalid(&[source.located(map, problem.location(), &problem)])
        }
        other => CliError::Failed(format!("{}: {other}", source.name)),
    })?;
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")?;
    Ok(())
}

fn from_fumen(args: &FromFumenArgs) -> Result<(), CliError> {
    let game = Fumen::decode(&args.fumen)
        .and_then(|f| f.to_game())
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let mut out = io::stdout().lock();
    write!(out, "{game}")?;
    Ok(())
}

fn svg(args: &SvgArgs) -> Result<(), CliError> {
    let source = Source::read(&args.game.file)?;
    let (game, map) = source.game(args.game.game)?;
    if !args.each {
        let moves = args.moves.unwrap_or(game.moves.len());
        let board = board_after(&source, game, map, Some(moves))?;
        let svg = render::svg(
            &board,
            render::rows_to_show(&board),
            Some(&caption(game, moves)),
        );
        return write_file(&args.out, &svg);
    }
    let mut play = Play::new(game)
        .map_err(|problem| source.invalid(&[source.located(map, problem.location(), &problem)]))?;
    let mut boards = vec![play.board().clone()];
    while let Some(step) = play.step() {
        step.map_err(|problem| {
            source.invalid(&[source.located(map, problem.location(), &problem)])
        })?;
        boards.push(play.board().clone());
    }
    let rows = boards.iter().map(render::rows_to_show).max().unwrap_or(1);
    let stem = args.out.with_extension("");
    for (moves, board) in boards.iter().enumerate() {
        let path = PathBuf::from(format!("{}-{moves}.svg", stem.display()));
        write_file(
            &path,
            &render::svg(board, rows, Some(&caption(game, moves))),
        )?;
    }
    Ok(())
}

/// Writes `text` to `path`, or to stdout for `-`.
fn write_file(path: &Path, text: &str) -> Result<(), CliError> {
    if path == Path::new("-") {
        io::stdout().lock().write_all(text.as_bytes())?;
        return Ok(());
    }
    std::fs::write(path, text)
        .map_err(|e| CliError::Usage(format!("cannot write {}: {e}", path.display())))
}
