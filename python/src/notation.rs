//! TETRIS-SYSTEM records from Python: text in, the library's readings
//! out. `tetrolab.notation` (Python) documents each function.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Mode, Parsed, Record, ValidGame, parse as parse_text};
use tetrolab::piece::letters;

use crate::args;
use crate::error::{bad, spelled};

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

/// The record in `text`, refused with its first syntax error (and how
/// many there are) if it has any.
fn record(text: &str) -> PyResult<Record> {
    parse_text(text).into_record().map_err(|r| spelled(&r))
}

/// The game a call names (from 1; `None`: the first), read by the
/// library's rule for numbers; game 0, or one past the record's last, is
/// refused by [`valid`].
fn game_number(game: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    game.map_or(Ok(1), |g| args::whole("game", g, 0).map(saturated))
}

/// A whole number as an index: past `usize`, the largest (which no
/// record reaches, so it is refused as past the record's end).
fn saturated(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// Game `number` (from 1) of `text`, played on its board: refused with
/// the first syntax error or problem, located, or for a game the record
/// does not hold.
fn valid(parsed: &Parsed, number: usize) -> PyResult<ValidGame<'_>> {
    parsed.valid_game(number).map_err(|r| spelled(&r))
}

/// Each game as a dict: its known tags by name (`randomizer`, `seed`,
/// `width`, `height`, `hold`; `None` when absent), the other tags, its
/// pieces, moves and remarks, and the game written back.
#[pyfunction]
fn notation_parse<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    record(&args::text("text", text)?)?
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
            dict.set_item("letters", letters(&game.pieces()))?;
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
#[pyo3(signature = (text, strict=None))]
fn notation_check(
    text: &Bound<'_, PyAny>,
    strict: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<(u32, u32, String)>> {
    let text = args::text("text", text)?;
    let strict = strict.map_or(Ok(false), |s| args::flag("strict", s))?;
    let mode = if strict { Mode::Strict } else { Mode::Lenient };
    Ok(parse_text(&text)
        .findings(mode)
        .into_iter()
        .map(|f| (f.pos.line, f.pos.column, f.message))
        .collect())
}

/// The record written back in the canonical layout.
#[pyfunction]
fn notation_format(text: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(record(&args::text("text", text)?)?.to_string())
}

/// Game `game` as a fumen diagram (v115).
#[pyfunction]
#[pyo3(signature = (text, game=None))]
fn notation_to_fumen(text: &Bound<'_, PyAny>, game: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let game = game_number(game)?;
    Fumen::encode_game(&valid(&parse_text(&args::text("text", text)?), game)?).map_err(bad)
}

/// A fumen diagram as a record's text.
#[pyfunction]
fn notation_from_fumen(code: &Bound<'_, PyAny>) -> PyResult<String> {
    let game = Fumen::decode(args::text("code", code)?.trim())
        .and_then(|f| f.to_game())
        .map_err(bad)?;
    Ok(game.to_string())
}

/// Game `game`'s board after `moves` moves (all when `None`) as SVG.
#[pyfunction]
#[pyo3(signature = (text, game=None, moves=None))]
fn notation_svg(
    text: &Bound<'_, PyAny>,
    game: Option<&Bound<'_, PyAny>>,
    moves: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let text = args::text("text", text)?;
    let game = game_number(game)?;
    let moves = moves
        .map(|m| args::whole("move", m, 0).map(saturated))
        .transpose()?;
    let parsed = parse_text(&text);
    let valid = valid(&parsed, game)?;
    let moves = valid.moves_to_play(moves).map_err(|r| spelled(&r))?;
    Ok(valid
        .svg_after(moves)
        .expect("moves_to_play keeps to the game's moves"))
}
