//! Observed pieces as a command takes them: letters on the command line,
//! a file of letters or a TETRIS-SYSTEM record, or `-` for standard input.

use std::io::Read;

use tetrolab::Piece;

use crate::error::CliError;

/// The pieces `source` names: `-` reads standard input, an existing file
/// is read, anything else is letters. Whitespace between letters is
/// ignored; text that is not letters is read as a record of one game
/// played without hold.
pub fn read_pieces(source: &str) -> Result<Vec<Piece>, CliError> {
    let text = if source == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| CliError::Usage(format!("reading pieces from standard input: {e}")))?;
        text
    } else if std::path::Path::new(source).is_file() {
        std::fs::read_to_string(source)
            .map_err(|e| CliError::Usage(format!("reading pieces from {source}: {e}")))?
    } else {
        source.to_owned()
    };
    let letters: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if source != text
        && tetrolab::piece::parse_letters(&letters).is_err()
        && let Some(pieces) = record_pieces(source, &text)?
    {
        return Ok(pieces);
    }
    if letters.is_empty() {
        return Err(CliError::Usage(format!(
            "no pieces in {}: give letters like TJLOSIZ, a file of them, or - for standard input",
            match source {
                "-" => "standard input",
                "" => "the empty argument",
                _ => source,
            }
        )));
    }
    tetrolab::piece::parse_letters(&letters).map_err(|e| {
        let looks_like_a_path = source.contains(['/', '.']);
        CliError::Usage(
            if looks_like_a_path && !std::path::Path::new(source).exists() {
                format!("{source}: no such file, and not piece letters either")
            } else {
                format!(
                    "{e} (in {})",
                    if source == "-" {
                        "standard input"
                    } else {
                        source
                    }
                )
            },
        )
    })
}

/// The pieces of a record's one game, if `text` reads as a record
/// (`None`: it does not, so it is reported as letters).
fn record_pieces(source: &str, text: &str) -> Result<Option<Vec<Piece>>, CliError> {
    let parsed = tetrolab::notation::parse(text);
    if !parsed.errors.is_empty() || parsed.record.games.is_empty() {
        return Ok(None);
    }
    let [game] = &parsed.record.games[..] else {
        return Err(CliError::Usage(format!(
            "{source} holds {} games: give one game's record (or its pieces as letters)",
            parsed.record.games.len()
        )));
    };
    if game
        .tag("Hold")
        .is_some_and(|hold| hold.eq_ignore_ascii_case("yes"))
    {
        return Err(CliError::Usage(format!(
            "{source}'s game uses hold, so its pieces were not played in the order dealt: give the dealt pieces as letters"
        )));
    }
    Ok(Some(game.pieces()))
}
