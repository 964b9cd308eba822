//! TETRIS-SYSTEM records from the page's editor: text in, the library's
//! readings out (problems located at line and column, the record written
//! back, the board as SVG, fumen both ways).

use serde::Serialize;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Mode, Parsed, Pos, ValidGame, parse};
use tetrolab::request::Reader;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options;

/// Something wrong with a record, where it is.
#[derive(Debug, Serialize)]
struct Finding {
    /// The line, from 1.
    line: u32,
    /// The column in characters, from 1.
    column: u32,
    /// What is wrong (or, for a warning, what is odd).
    message: String,
}

/// `notation_check`'s answer.
#[derive(Debug, Serialize)]
struct Checked {
    /// Games read without syntax errors.
    games: usize,
    /// Whether every game reads and plays out (strictly: a clear marker
    /// that does not match the board is a problem).
    valid: bool,
    /// Syntax errors, and, when there are none, every problem on the
    /// board, in the text's order.
    problems: Vec<Finding>,
    /// Warnings (unknown tags), in the text's order.
    warnings: Vec<Finding>,
}

/// Checks a record as `tetrolab notation check` does: its syntax, then
/// every game played on its board. JSON: `games`, `valid`, `problems` and
/// `warnings`, each `{line, column, message}`.
///
/// ```
/// let json = tetrolab_web::notation_check("nonsense")?;
/// assert!(json.contains(r#""valid":false"#), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice: every problem is in the answer.
#[wasm_bindgen]
pub fn notation_check(text: &str) -> Result<String, Failure> {
    let parsed = parse(text);
    let found = |pos: Pos, message: String| Finding {
        line: pos.line,
        column: pos.column,
        message,
    };
    let problems: Vec<Finding> = parsed
        .findings(Mode::Strict)
        .into_iter()
        .map(|f| found(f.pos, f.message))
        .collect();
    let warnings = parsed
        .warnings
        .iter()
        .map(|w| found(w.pos(), w.to_string()))
        .collect();
    json(&Checked {
        games: parsed.record.games.len(),
        valid: problems.is_empty(),
        problems,
        warnings,
    })
}

/// Game `number` (from 1) of `text`, played on its board: refused with
/// the first syntax error or problem, located, or for a game the record
/// does not hold.
fn valid(parsed: &Parsed, number: usize) -> Result<ValidGame<'_>, Failure> {
    parsed.valid_game(number).map_err(|r| Failure::spelled(&r))
}

/// The record written back in the canonical layout (`notation fmt`).
///
/// ```
/// assert!(tetrolab_web::notation_format("nonsense").is_err());
/// ```
///
/// # Errors
/// A syntax error (the first, located).
#[wasm_bindgen]
pub fn notation_format(text: &str) -> Result<String, Failure> {
    let record = parse(text).into_record();
    Ok(record.map_err(|r| Failure::spelled(&r))?.to_string())
}

/// The first game as a fumen diagram (v115), as `notation fumen` writes
/// it.
///
/// # Errors
/// A syntax error or a game that does not play out (the first problem,
/// located).
#[wasm_bindgen]
pub fn notation_to_fumen(text: &str) -> Result<String, Failure> {
    Fumen::encode_game(&valid(&parse(text), 1)?).map_err(Failure::new)
}

/// A fumen diagram as a record's text (`notation from-fumen`).
///
/// # Errors
/// A diagram that does not decode, or that no record can hold.
#[wasm_bindgen]
pub fn notation_from_fumen(fumen: &str) -> Result<String, Failure> {
    let game = Fumen::decode(fumen.trim())
        .and_then(|f| f.to_game())
        .map_err(Failure::new)?;
    Ok(game.to_string())
}

/// `notation_board`'s answer.
#[derive(Debug, Serialize)]
struct BoardUpTo {
    /// The board, as [`notation_svg`] draws it for the moves that play.
    svg: String,
    /// The game's first problem, where it is, when the board stops before
    /// it (`null` when the game plays out).
    stopped: Option<Finding>,
}

/// The editor's board: as [`notation_svg`] for a game that plays out; for
/// one that does not, the board after the moves before its first
/// problem (at most `move` of them), and that problem located. JSON
/// `{svg, stopped}`, `stopped` `{line, column, message}` or `null`.
///
/// ```
/// let json = tetrolab_web::notation_board("Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc (X), Ta\n", "")?;
/// let board: serde_json::Value = serde_json::from_str(&json).unwrap();
/// assert!(board["svg"].as_str().unwrap().contains("after move 2 of 2"));
/// assert_eq!((board["stopped"]["line"].as_u64(), board["stopped"]["column"].as_u64()), (Some(2), Some(15)));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// As [`notation_svg`], but for a problem at a move.
#[wasm_bindgen]
pub fn notation_board(text: &str, options: &str) -> Result<String, Failure> {
    let (game, wanted) = board_options(options)?;
    let parsed = parse(text);
    let playable = parsed
        .playable_game(game)
        .map_err(|r| Failure::spelled(&r))?;
    let valid = playable
        .game
        .validate(Mode::Strict)
        .map_err(|_| Failure::new("the moves before the first problem do not play"))?;
    let moves = match (&playable.stopped, wanted) {
        // Past the problem, the board stops at it.
        (Some(_), Some(wanted)) => wanted.min(playable.game.moves.len()),
        _ => valid
            .moves_to_play(wanted)
            .map_err(|r| Failure::spelled(&r))?,
    };
    json(&BoardUpTo {
        svg: valid
            .svg_after(moves)
            .expect("moves are at most the game's moves"),
        stopped: playable.stopped.map(|f| Finding {
            line: f.pos.line,
            column: f.pos.column,
            message: f.message,
        }),
    })
}

/// The game (from 1) and the moves (`None`: every move) a board option
/// object asks for.
fn board_options(options: &str) -> Result<(usize, Option<usize>), Failure> {
    let options = options::read(options)?;
    let read = Reader::new(&options, "notation_svg", &["game", "move"])
        .map_err(|e| Failure::spelled(&e))?;
    let game = read
        .at_least("game", 1, 1)
        .map_err(|e| Failure::spelled(&e))?;
    let moves = read.whole("move").map_err(|e| Failure::spelled(&e))?;
    Ok((
        usize::try_from(game).unwrap_or(usize::MAX),
        moves.map(|m| usize::try_from(m).unwrap_or(usize::MAX)),
    ))
}

/// A game's board as the SVG `notation svg` draws. `options`: `game`
/// (from 1, by default the first) and `move` (the board after that many
/// moves; 0 is the setup; by default after the last).
///
/// # Errors
/// A syntax error, a game that does not play out, or a game or move the
/// record does not hold.
#[wasm_bindgen]
pub fn notation_svg(text: &str, options: &str) -> Result<String, Failure> {
    let (game, wanted) = board_options(options)?;
    let parsed = parse(text);
    let valid = valid(&parsed, game)?;
    let moves = valid
        .moves_to_play(wanted)
        .map_err(|r| Failure::spelled(&r))?;
    Ok(valid
        .svg_after(moves)
        .expect("moves_to_play keeps to the game's moves"))
}
