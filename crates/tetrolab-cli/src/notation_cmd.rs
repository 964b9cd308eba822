//! `tetrolab notation`: check, show, format, draw and convert game records
//! in TETRIS-SYSTEM notation, and exchange them as fumen.

use std::fmt::Display;
use std::io::{self, BufRead, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{
    Board, GameRefusal, GameStream, Mode, Parsed, RecordText, ValidGame, parse, render,
};

use crate::cli::{
    CheckArgs, ColorChoice, FileArgs, FromFumenArgs, NotationArgs, NotationCommand,
    NotationGameArgs as GameArgs, ShowArgs, SvgArgs,
};
use crate::error::CliError;
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

/// The text of a file, or of standard input for `-`; an unreadable input is
/// bad input (exit 2).
fn read_input(path: &Path) -> Result<(String, String), CliError> {
    if is_stdio(path) {
        let mut text = String::new();
        io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| CliError::Usage(format!("cannot read standard input: {e}")))?;
        return Ok(("<stdin>".to_owned(), text));
    }
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Usage(format!("cannot read {name}: {e}")))?;
    Ok((name, text))
}

/// A record file read and parsed; its warnings are printed as it is read.
struct Source {
    name: String,
    parsed: Parsed,
}

impl Source {
    fn read(path: &Path) -> Result<Source, CliError> {
        let (name, text) = read_input(path)?;
        let parsed = parse(&text);
        for warning in &parsed.warnings {
            eprintln!("{name}:{}: warning: {warning}", warning.pos());
        }
        Ok(Source { name, parsed })
    }

    /// The game `--game` names, played on its board; see [`refused`].
    fn valid_game(&self, number: u32) -> Result<ValidGame<'_>, CliError> {
        self.parsed
            .valid_game(number as usize)
            .map_err(|refusal| refused(&self.name, refusal))
    }
}

/// A record that cannot give the game asked for: its syntax errors or the
/// game's problems are printed, located, and the record refused; a game
/// the file does not hold is bad input.
fn refused(name: &str, refusal: GameRefusal) -> CliError {
    match refusal {
        GameRefusal::Syntax(errors) => invalid(name, &located_errors(name, &errors)),
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
    let unreadable = |e: io::Error| CliError::Usage(format!("cannot read {name}: {e}"));
    let mut stream = GameStream::new(input);
    let (mut games, mut found) = (0, 0);
    for read in stream.by_ref() {
        let read = read.map_err(unreadable)?;
        for warning in &read.warnings {
            eprintln!("{name}:{}: warning: {warning}", warning.pos());
        }
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
    for warning in stream.warnings() {
        eprintln!("{name}:{}: warning: {warning}", warning.pos());
    }
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
    let source = Source::read(&args.game.file)?;
    let valid = source.valid_game(args.game.game)?;
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
    if !errors.is_empty() {
        return Err(invalid(&input.name, &errors));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut text = RecordText::default();
    let mut stream = GameStream::new(input.open()?);
    for read in stream.by_ref() {
        let read = read.map_err(|e| input.unreadable(&e))?;
        out.write_all(text.game(&read.game).as_bytes())?;
    }
    out.write_all(text.end(stream.remarks()).as_bytes())?;
    out.flush()?;
    Ok(())
}

fn fumen(args: &GameArgs) -> Result<(), CliError> {
    let input = Replayable::read(&args.file)?;
    // One pass: the asked-for game is kept, every game's syntax errors
    // noted, the rest dropped as they are read.
    let mut stream = GameStream::new(input.open()?);
    let (mut errors, mut count, mut wanted) = (Vec::new(), 0u32, None);
    for read in stream.by_ref() {
        let read = read.map_err(|e| input.unreadable(&e))?;
        for warning in &read.warnings {
            eprintln!("{}:{}: warning: {warning}", input.name, warning.pos());
        }
        errors.extend(located_errors(&input.name, &read.errors));
        if read.errors.is_empty() {
            count += 1;
            if count == args.game {
                wanted = Some((read.game, read.map));
            }
        }
    }
    for warning in stream.warnings() {
        eprintln!("{}:{}: warning: {warning}", input.name, warning.pos());
    }
    if !errors.is_empty() {
        return Err(invalid(&input.name, &errors));
    }
    let Some((game, map)) = wanted else {
        let refusal = GameRefusal::NoSuchGame {
            number: args.game as usize,
            count: count as usize,
        };
        return Err(refused(&input.name, refusal));
    };
    let valid = game
        .validate_at(&map)
        .map_err(|refusal| refused(&input.name, refusal))?;
    let text = Fumen::encode_game(&valid)
        .map_err(|error| CliError::Failed(format!("{}: {error}", input.name)))?;
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")?;
    Ok(())
}

/// A record input that can be read more than once: a file is opened
/// again; standard input, which cannot be, is kept in memory.
struct Replayable {
    name: String,
    path: Option<std::path::PathBuf>,
    stdin: String,
}

impl Replayable {
    fn read(path: &Path) -> Result<Replayable, CliError> {
        if is_stdio(path) {
            let (name, stdin) = read_input(path)?;
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

    fn unreadable(&self, error: &io::Error) -> CliError {
        CliError::Usage(format!("cannot read {}: {error}", self.name))
    }
}

/// Every syntax error of a record, streamed, as `FILE:LINE:COL: message`;
/// its warnings go to stderr.
fn syntax_errors(input: &Replayable) -> Result<Vec<String>, CliError> {
    let mut errors = Vec::new();
    let mut stream = GameStream::new(input.open()?);
    for read in stream.by_ref() {
        let read = read.map_err(|e| input.unreadable(&e))?;
        for warning in &read.warnings {
            eprintln!("{}:{}: warning: {warning}", input.name, warning.pos());
        }
        errors.extend(located_errors(&input.name, &read.errors));
    }
    for warning in stream.warnings() {
        eprintln!("{}:{}: warning: {warning}", input.name, warning.pos());
    }
    Ok(errors)
}

/// `FILE:LINE:COL: message` for each syntax error.
fn located_errors(name: &str, errors: &[tetrolab::notation::ParseError]) -> Vec<String> {
    errors
        .iter()
        .map(|e| format!("{name}:{}: {e}", e.pos))
        .collect()
}

/// Prints `problems` to stderr and says the record is not valid.
fn invalid(name: &str, problems: &[String]) -> CliError {
    for problem in problems {
        eprintln!("{problem}");
    }
    CliError::Failed(format!(
        "{name} is not a valid record ({} problem{}); `tetrolab notation check` lists them",
        problems.len(),
        plural(problems.len())
    ))
}

fn from_fumen(args: &FromFumenArgs) -> Result<(), CliError> {
    let text = if is_stdio(Path::new(&args.fumen)) {
        read_input(Path::new("-"))?.1
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
    let source = Source::read(&args.game.file)?;
    let valid = source.valid_game(args.game.game)?;
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

/// Writes `bytes` to `path`, or to stdout for `-`. Failing to write is a
/// failure while running (exit 1), not bad input.
fn write_output(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if is_stdio(path) {
        io::stdout().lock().write_all(bytes)?;
        return Ok(());
    }
    std::fs::write(path, bytes)
        .map_err(|e| CliError::Io(io::Error::new(e.kind(), format!("{}: {e}", path.display()))))
}
