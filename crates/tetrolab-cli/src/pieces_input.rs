//! Observed pieces as a command takes them: letters on the command line,
//! a file of letters or a TETRIS-SYSTEM record, or `-` for standard input.

use tetrolab::Piece;
use tetrolab::input::{ReadError, Text, read_text};

use crate::error::CliError;

/// The pieces `source` names: `-` reads standard input, an existing file
/// (a pipe such as `<(tetrolab gen …)` too) is read, anything else is
/// letters. Whitespace between letters is
/// ignored; text that is not letters is read as a record of one game
/// played without hold. A file or standard input is read within the
/// library's bound for pieces ([`Text::Pieces`]).
pub fn read_pieces(source: &str) -> Result<Vec<Piece>, CliError> {
    let text = if source == "-" {
        read_bounded(std::io::stdin().lock(), "standard input")?
    } else if std::path::Path::new(source).exists() && !std::path::Path::new(source).is_dir() {
        let file = std::fs::File::open(source)
            .map_err(|e| CliError::Usage(format!("reading pieces from {source}: {e}")))?;
        read_bounded(file, source)?
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

/// The text of `input` (named `name` in messages), within the bound for
/// pieces: past it, or unreadable, it is bad input.
fn read_bounded(input: impl std::io::Read, name: &str) -> Result<String, CliError> {
    read_text(input, Text::Pieces).map_err(|e| match e {
        ReadError::TooLong(too_long) => CliError::Usage(format!("{name}: {too_long}")),
        ReadError::Io(e) => CliError::Usage(format!("reading pieces from {name}: {e}")),
    })
}
