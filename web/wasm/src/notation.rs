//! TETRIS-SYSTEM records from the page's editor: text in, the library's
//! readings out (problems located at line and column, the record written
//! back, the board as SVG, fumen both ways).

use serde::{Deserialize, Serialize};
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Mode, Parsed, ValidGame, parse};
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
    let mut problems: Vec<Finding> = parsed
        .errors
        .iter()
        .map(|e| Finding {
            line: e.pos.line,
            column: e.pos.column,
            message: e.to_string(),
        })
        .collect();
    if problems.is_empty() {
        for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
            for problem in game.validate(Mode::Strict).err().unwrap_or_default() {
                let at = map.locate(problem.location());
                problems.push(Finding {
                    line: at.line,
                    column: at.column,
                    message: problem.to_string(),
                });
            }
        }
        if parsed.record.games.is_empty() {
            problems.push(Finding {
                line: 1,
                column: 1,
                message: "no game found".to_owned(),
            });
        }
    }
    problems.sort_by_key(|f| (f.line, f.column));
    let warnings = parsed
        .warnings
        .iter()
        .map(|w| Finding {
            line: w.pos().line,
            column: w.pos().column,
            message: w.to_string(),
        })
        .collect();
    json(&Checked {
        games: parsed.record.games.len(),
        valid: problems.is_empty(),
        problems,
        warnings,
    })
}

/// `text` parsed, refused with its first syntax error if it has any.
fn parsed(text: &str) -> Result<Parsed, Failure> {
    let parsed = parse(text);
    match parsed.errors.first() {
        None => Ok(parsed),
        Some(first) => Err(Failure::new(format!(
            "line {}: {first} ({} syntax error{}; the check lists them)",
            first.pos,
            parsed.errors.len(),
            if parsed.errors.len() == 1 { "" } else { "s" }
        ))),
    }
}

/// Game `number` (from 1) of a parsed record, played on its board:
/// refused with its first problem, located, if it does not play out.
fn valid(parsed: &Parsed, number: usize) -> Result<ValidGame<'_>, Failure> {
    let count = parsed.record.games.len();
    let index = number
        .checked_sub(1)
        .filter(|&i| i < count)
        .ok_or_else(|| {
            Failure::new(format!(
                "game={number}: the record holds {count} game{} (the first is game=1)",
                if count == 1 { "" } else { "s" }
            ))
        })?;
    let game = &parsed.record.games[index];
    game.validate(Mode::Strict).map_err(|problems| {
        let map = &parsed.maps[index];
        match problems.first() {
            Some(p) => Failure::new(format!("line {}: {p}", map.locate(p.location()))),
            None => Failure::new("the game does not play out"),
        }
    })
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
    Ok(parsed(text)?.record.to_string())
}

/// The first game as a fumen diagram (v115), as `notation fumen` writes
/// it.
///
/// # Errors
/// A syntax error or a game that does not play out (the first problem,
/// located).
#[wasm_bindgen]
pub fn notation_to_fumen(text: &str) -> Result<String, Failure> {
    let parsed = parsed(text)?;
    Fumen::encode_game(&valid(&parsed, 1)?).map_err(Failure::new)
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

/// `notation_svg`'s options.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct SvgOptions {
    /// The game, from 1.
    game: Option<u64>,
    /// Moves played before the board is drawn (all by default).
    #[serde(rename = "move")]
    moves: Option<u64>,
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
    let o: SvgOptions = options::read(options)?;
    let parsed = parsed(text)?;
    let number = usize::try_from(o.game.unwrap_or(1)).unwrap_or(usize::MAX);
    let valid = valid(&parsed, number)?;
    let total = valid.game().moves.len();
    let wanted = o
        .moves
        .map_or(total, |m| usize::try_from(m).unwrap_or(usize::MAX));
    valid.svg_after(wanted).ok_or_else(|| {
        Failure::new(format!(
            "move={wanted}: the game has {total} move{}",
            if total == 1 { "" } else { "s" }
        ))
    })
}
