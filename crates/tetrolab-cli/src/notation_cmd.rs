//! `tetrolab notation`: check, show, format, draw and convert game records
//! in TETRIS-SYSTEM notation, and exchange them as fumen.

use std::fmt::Display;
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};

use tetrolab::input::{ReadError, Text, read_text};
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{
    Board, Game, GameMap, GameRefusal, GameStream, Mode, ParseError, RecordText, ValidGame,
    Warning, render,
};

use crate::cli::{
    CheckArgs, ColorChoice, FileArgs, FromFumenArgs, NotationArgs, NotationCommand,
    NotationGameArgs as GameArgs, ShowArgs, SvgArgs,
};
use crate::error::CliError;
use crate::output::{check_destination, write_output};
use crate::plot_cmd::ImageFormat;
use crate::progress::Stages;
use tetrolab_charts::chart::to_png;

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

/// `-`, the name that stands for standard input (and, for `--out`,
/// standard output).
fn is_stdio(path: &Path) -> bool {
    path == Path::new("-")
}

/// Why a record could not be read, as bad input (exit 2): the input
/// failed, or a game runs past the library's bound for one game.
fn unreadable(name: &str, error: ReadError) -> CliError {
    match error {
        ReadError::Io(e) => CliError::Usage(format!("cannot read {name}: {e}")),
        ReadError::TooLong(too_long) => CliError::Usage(format!("{name}: {too_long}")),
    }
}

/// Prints a game's warnings, as `FILE:LINE:COL: warning: …`.
fn warn(name: &str, warnings: &[Warning]) {
    for warning in warnings {
        eprintln!("{name}:{}: warning: {warning}", warning.pos());
    }
}

/// Game `number` of a record, read in one pass that keeps only that game
/// (memory follows it, not the record): every game's warnings and syntax
/// errors are printed as they are read, and a record with a syntax error,
/// or without that game, is refused.
struct Picked {
    name: String,
    game: Game,
    map: GameMap,
}

impl Picked {
    fn read(path: &Path, number: u32) -> Result<Picked, CliError> {
        let (name, input) = open_input(path)?;
        let mut stream = GameStream::new(input);
        let (mut errors, mut count, mut wanted) = (0, 0u32, None);
        for read in stream.by_ref() {
            let read = read.map_err(|e| unreadable(&name, e))?;
            warn(&name, &read.warnings);
            errors += print_errors(&name, &read.errors);
            if read.errors.is_empty() {
                count += 1;
                if count == number {
                    wanted = Some((read.game, read.map));
                }
            }
        }
        warn(&name, stream.warnings());
        if errors > 0 {
            return Err(not_valid(&name, errors));
        }
        let Some((game, map)) = wanted else {
            let refusal = GameRefusal::NoSuchGame {
                number: number as usize,
                count: count as usize,
            };
            return Err(refused(&name, refusal));
        };
        Ok(Picked { name, game, map })
    }

    /// The game played on its board; see [`refused`].
    fn valid(&self) -> Result<ValidGame<'_>, CliError> {
        self.game
            .validate_at(&self.map)
            .map_err(|refusal| refused(&self.name, refusal))
    }
}

/// A record that cannot give the game asked for: its syntax errors or the
/// game's problems are printed, located, and the record refused; a game
/// the file does not hold is bad input.
fn refused(name: &str, refusal: GameRefusal) -> CliError {
    match refusal {
        GameRefusal::Syntax(errors) => not_valid(name, print_errors(name, &errors)),
        GameRefusal::DoesNotPlay(problems) => {
            let located: Vec<String> = problems
                .iter()
                .map(|(pos, problem)| format!("{name}:{pos}: {problem}"))
                .collect();
            invalid(name, &located)
        }
        no_such_game @ GameRefusal::NoSuchGame { .. } => {
            CliError::Usage(format!("{name}: {no_such_game}"))
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Standard output for a check's report: lines go out until the reader goes
/// away (`| head`), and after that the check goes on quietly, so its verdict
/// still decides the exit code.
struct Report {
    out: BufWriter<io::StdoutLock<'static>>,
    closed: bool,
}

impl Report {
    fn new() -> Report {
        Report {
            out: BufWriter::new(io::stdout().lock()),
            closed: false,
        }
    }

    /// Handles a write's outcome: a closed pipe ends the report quietly.
    fn wrote(&mut self, result: io::Result<()>) -> Result<(), CliError> {
        match result {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            other => Ok(other?),
        }
    }

    fn line(&mut self, text: impl Display) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        let result = writeln!(self.out, "{text}");
        self.wrote(result)
    }

    fn finish(mut self) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        let result = self.out.flush();
        self.wrote(result)
    }
}

fn check(args: &CheckArgs) -> Result<(), CliError> {
    let mode = if args.strict {
        Mode::Strict
    } else {
        Mode::Lenient
    };
    let mut report = Report::new();
    let (mut problems, mut unreadable) = (0, 0);
    for path in &args.files {
        match check_one(path, mode, &mut report) {
            Ok(found) => problems += found,
            Err(error) => {
                eprintln!("error: {error}");
                unreadable += 1;
            }
        }
    }
    report.finish()?;
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

/// Checks one record, streamed game by game (memory follows the longest
/// game, not the record): each game's syntax errors, then its problems
/// on the board, in the file's order. Gives how many were reported.
fn check_one(path: &Path, mode: Mode, report: &mut Report) -> Result<usize, CliError> {
    let (name, input) = open_input(path)?;
    let mut stream = GameStream::new(input);
    let (mut games, mut found) = (0, 0);
    for read in stream.by_ref() {
        let read = read.map_err(|e| unreadable(&name, e))?;
        warn(&name, &read.warnings);
        for error in &read.errors {
            report.line(format_args!("{name}:{}: {error}", error.pos))?;
            found += 1;
        }
        if read.errors.is_empty() {
            games += 1;
            let checked = read.game.validate_watched(mode, &Stages::default());
            for problem in checked.err().unwrap_or_default() {
                let at = read.map.locate(problem.location());
                report.line(format_args!("{name}:{at}: {problem}"))?;
                found += 1;
            }
        }
    }
    warn(&name, stream.warnings());
    if games == 0 && found == 0 {
        report.line(format_args!("{name}:1:1: no game found"))?;
        found += 1;
    }
    if found == 0 {
        report.line(format_args!("{name}: {games} game{} valid", plural(games)))?;
    }
    Ok(found)
}

/// A file, or standard input for `-`, to read line by line; one that
/// cannot be opened is bad input (exit 2).
fn open_input(path: &Path) -> Result<(String, Box<dyn BufRead>), CliError> {
    if is_stdio(path) {
        return Ok(("<stdin>".to_owned(), Box::new(io::stdin().lock())));
    }
    let name = path.display().to_string();
    let file = std::fs::File::open(path)
        .map_err(|e| CliError::Usage(format!("cannot read {name}: {e}")))?;
    Ok((name, Box::new(io::BufReader::new(file))))
}

/// The board after the moves `--move` asks for (all if `None`), and how
/// many that is.
fn board_after(valid: &ValidGame<'_>, moves: Option<usize>) -> Result<(usize, Board), CliError> {
    let moves = valid
        .moves_to_play(moves)
        .map_err(|refusal| CliError::Usage(refusal.to_string()))?;
    let board = valid
        .board_after(moves)
        .expect("moves_to_play keeps to the game's moves");
    Ok((moves, board))
}

fn show(args: &ShowArgs) -> Result<(), CliError> {
    let picked = Picked::read(&args.game.file, args.game.game)?;
    let valid = picked.valid()?;
    let (moves, board) = board_after(&valid, args.moves)?;
    let colour = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "game {}, {}", args.game.game, valid.caption(moves))?;
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
    let input = Replayable::read(&args.file)?;
    // First pass: a record with a syntax error is refused before a line
    // is written. Second: each game written as it is read.
    let errors = syntax_errors(&input)?;
    if errors > 0 {
        return Err(not_valid(&input.name, errors));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut text = RecordText::default();
    let mut stream = GameStream::new(input.open()?);
    for read in stream.by_ref() {
        let read = read.map_err(|e| unreadable(&input.name, e))?;
        out.write_all(text.game(&read.game).as_bytes())?;
    }
    out.write_all(text.end(stream.remarks()).as_bytes())?;
    out.flush()?;
    Ok(())
}

fn fumen(args: &GameArgs) -> Result<(), CliError> {
    let picked = Picked::read(&args.file, args.game)?;
    let valid = picked.valid()?;
    let text = Fumen::encode_game(&valid)
        .map_err(|error| CliError::Failed(format!("{}: {error}", picked.name)))?;
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")?;
    Ok(())
}

/// A record input that can be read more than once: a file is opened
/// again; standard input, which cannot be, is kept in memory, within the
/// library's bound for a record held whole ([`Text::Record`]).
struct Replayable {
    name: String,
    path: Option<std::path::PathBuf>,
    stdin: String,
}

impl Replayable {
    fn read(path: &Path) -> Result<Replayable, CliError> {
        if is_stdio(path) {
            let name = "<stdin>".to_owned();
            let stdin =
                read_text(io::stdin().lock(), Text::Record).map_err(|e| unreadable(&name, e))?;
            return Ok(Replayable {
                name,
                path: None,
                stdin,
            });
        }
        let (name, _) = open_input(path)?;
        Ok(Replayable {
            name,
            path: Some(path.to_owned()),
            stdin: String::new(),
        })
    }

    /// The input from its start, line by line.
    fn open(&self) -> Result<Box<dyn BufRead + '_>, CliError> {
        match &self.path {
            Some(path) => Ok(open_input(path)?.1),
            None => Ok(Box::new(self.stdin.as_bytes())),
        }
    }
}

/// Prints every syntax error of a record, streamed, as
/// `FILE:LINE:COL: message` (its warnings too), and gives how many.
fn syntax_errors(input: &Replayable) -> Result<usize, CliError> {
    let mut errors = 0;
    let mut stream = GameStream::new(input.open()?);
    for read in stream.by_ref() {
        let read = read.map_err(|e| unreadable(&input.name, e))?;
        warn(&input.name, &read.warnings);
        errors += print_errors(&input.name, &read.errors);
    }
    warn(&input.name, stream.warnings());
    Ok(errors)
}

/// Prints `FILE:LINE:COL: message` for each syntax error, and gives how
/// many.
fn print_errors(name: &str, errors: &[ParseError]) -> usize {
    for e in errors {
        eprintln!("{name}:{}: {e}", e.pos);
    }
    errors.len()
}

/// Prints `problems` to stderr and says the record is not valid.
fn invalid(name: &str, problems: &[String]) -> CliError {
    for problem in problems {
        eprintln!("{problem}");
    }
    not_valid(name, problems.len())
}

/// Says the record is not valid, its `count` problems printed.
fn not_valid(name: &str, count: usize) -> CliError {
    CliError::Failed(format!(
        "{name} is not a valid record ({count} problem{}); `tetrolab notation check` lists them",
        plural(count)
    ))
}

fn from_fumen(args: &FromFumenArgs) -> Result<(), CliError> {
    let text = if is_stdio(Path::new(&args.fumen)) {
        read_text(io::stdin().lock(), Text::Fumen).map_err(|e| unreadable("<stdin>", e))?
    } else {
        args.fumen.clone()
    };
    let game = Fumen::decode(text.trim())
        .and_then(|f| f.to_game())
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let mut out = io::stdout().lock();
    write!(out, "{game}")?;
    Ok(())
}

fn svg(args: &SvgArgs) -> Result<(), CliError> {
    if args.each && is_stdio(&args.out) {
        return Err(CliError::Usage(
            "--each writes one file per move: give --out a file name such as board.svg, not `-`"
                .to_owned(),
        ));
    }
    // A name without an extension (a device such as /dev/stdout) gets
    // SVG, the board's own format; a .png is rendered; others are refused.
    let format = match args.out.extension() {
        None => ImageFormat::Svg,
        Some(_) => ImageFormat::of(&args.out)?,
    };
    check_destination(&args.out)?;
    let picked = Picked::read(&args.game.file, args.game.game)?;
    let valid = picked.valid()?;
    if !args.each {
        let (moves, _) = board_after(&valid, args.moves)?;
        let svg = valid
            .svg_after(moves)
            .expect("board_after kept to the game's moves");
        return write_output(&args.out, &image(format, svg)?);
    }
    let rows = valid
        .boards()
        .map(|board| render::rows_to_show(&board))
        .max()
        .unwrap_or(1);
    let stem = args.out.with_extension("");
    let extension = args.out.extension().unwrap_or_default().to_string_lossy();
    for (moves, board) in valid.boards().enumerate() {
        let path = PathBuf::from(format!("{}-{moves}.{extension}", stem.display()));
        let svg = render::svg(&board, rows, Some(&valid.caption(moves)));
        write_output(&path, &image(format, svg)?)?;
    }
    Ok(())
}

/// A board's SVG as the bytes of `format`: itself, or rendered to PNG.
fn image(format: ImageFormat, svg: String) -> Result<Vec<u8>, CliError> {
    match format {
        ImageFormat::Svg => Ok(svg.into_bytes()),
        ImageFormat::Png => to_png(&svg).map_err(CliError::Failed),
    }
}
