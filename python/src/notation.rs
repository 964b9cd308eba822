//! TETRIS-SYSTEM records from Python: text in, the library's readings
//! out. `tetrolab.notation` (Python) documents each function.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Mode, Parsed, ValidGame, parse as parse_text};
use tetrolab::piece::letters;

use crate::error::bad;

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(notation_parse, m)?)?;
    m.add_function(wrap_pyfunction!(notation_check, m)?)?;
    m.add_function(wrap_pyfunction!(notation_format, m)?)?;
    m.add_function(wrap_pyfunction!(notation_to_fumen, m)?)?;
    m.add_function(wrap_pyfunction!(notation_from_fumen, m)?)?;
    m.add_function(wrap_pyfunction!(notation_svg, m)?)?;
    Ok(())
}

/// `text` parsed, refused with its first syntax error (and how many
/// there are) if it has any.
fn parsed(text: &str) -> PyResult<Parsed> {
    let parsed = parse_text(text);
    match parsed.errors.first() {
        None => Ok(parsed),
        Some(first) => Err(bad(format!(
            "line {}: {first} ({} syntax error{}; notation.check(text) lists them)",
            first.pos,
            parsed.errors.len(),
            if parsed.errors.len() == 1 { "" } else { "s" }
        ))),
    }
}

/// Game `number` (from 1) of a parsed record, played on its board:
/// refused with its first problem, located, if it does not play out.
fn valid(parsed: &Parsed, number: usize) -> PyResult<ValidGame<'_>> {
    let count = parsed.record.games.len();
    let index = number
        .checked_sub(1)
        .filter(|&i| i < count)
        .ok_or_else(|| {
            bad(format!(
                "game={number}: the record holds {count} game{} (the first is game=1)",
                if count == 1 { "" } else { "s" }
            ))
        })?;
    let game = &parsed.record.games[index];
    game.validate(Mode::Strict).map_err(|problems| {
        let map = &parsed.maps[index];
        match problems.first() {
            Some(p) => bad(format!("line {}: {p}", map.locate(p.location()))),
            None => bad("the game does not play out"),
        }
    })
}

/// Each game as a dict: its known tags by name (`randomizer`, `seed`,
/// `width`, `height`, `hold`; `None` when absent), the other tags, its
/// pieces, moves and remarks, and the game written back.
#[pyfunction]
fn notation_parse<'py>(py: Python<'py>, text: &str) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let parsed = parsed(text)?;
    parsed
        .record
        .games
        .iter()
        .map(|game| {
            let dict = PyDict::new(py);
            let tags = PyDict::new(py);
            for (key, value) in &game.tags {
                tags.set_item(key, value)?;
            }
            dict.set_item("randomizer", game.randomizer.clone())?;
            dict.set_item("seed", game.seed.map(|s| s.to_string()))?;
            dict.set_item("width", game.width)?;
            dict.set_item("height", game.height)?;
            dict.set_item("hold", game.hold)?;
            dict.set_item("tags", tags)?;
            dict.set_item("pieces", letters(&game.pieces()))?;
            let moves: Vec<String> = game.moves.iter().map(ToString::to_string).collect();
            dict.set_item("moves", moves)?;
            dict.set_item("remarks", game.remarks.clone())?;
            dict.set_item("text", game.to_string())?;
            Ok(dict)
        })
        .collect()
}

/// Every syntax error and every problem on the board, as
/// `(line, column, message)`, in the text's order.
#[pyfunction]
#[pyo3(signature = (text, strict=false))]
fn notation_check(text: &str, strict: bool) -> Vec<(u32, u32, String)> {
    let mode = if strict { Mode::Strict } else { Mode::Lenient };
    let parsed = parse_text(text);
    let mut found: Vec<(u32, u32, String)> = parsed
        .errors
        .iter()
        .map(|e| (e.pos.line, e.pos.column, e.to_string()))
        .collect();
    if found.is_empty() {
        for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
            for problem in game.validate(mode).err().unwrap_or_default() {
                let at = map.locate(problem.location());
                found.push((at.line, at.column, problem.to_string()));
            }
        }
        if parsed.record.games.is_empty() {
            found.push((1, 1, "no game found".to_owned()));
        }
    }
    found.sort_by_key(|(line, column, _)| (*line, *column));
    found
}

/// The record written back in the canonical layout.
#[pyfunction]
fn notation_format(text: &str) -> PyResult<String> {
    Ok(parsed(text)?.record.to_string())
}

/// Game `game` as a fumen diagram (v115).
#[pyfunction]
#[pyo3(signature = (text, game=1))]
fn notation_to_fumen(text: &str, game: usize) -> PyResult<String> {
    let parsed = parsed(text)?;
    Fumen::encode_game(&valid(&parsed, game)?).map_err(bad)
}

/// A fumen diagram as a record's text.
#[pyfunction]
fn notation_from_fumen(code: &str) -> PyResult<String> {
    let game = Fumen::decode(code.trim())
        .and_then(|f| f.to_game())
        .map_err(bad)?;
    Ok(game.to_string())
}

/// Game `game`'s board after `moves` moves (all when `None`) as SVG.
#[pyfunction]
#[pyo3(signature = (text, game=1, moves=None))]
fn notation_svg(text: &str, game: usize, moves: Option<usize>) -> PyResult<String> {
    let parsed = parsed(text)?;
    let valid = valid(&parsed, game)?;
    let total = valid.game().moves.len();
    let wanted = moves.unwrap_or(total);
    valid.svg_after(wanted).ok_or_else(|| {
        bad(format!(
            "move={wanted}: the game has {total} move{}",
            if total == 1 { "" } else { "s" }
        ))
    })
}
