//! Boards as text and as SVG diagrams, returned as strings (the caller
//! decides where they go; terminal colours belong to the command line).

use std::fmt::Write;

use super::board::{Board, Cell};
use super::column::Column;
use crate::Piece;

/// The guideline colour of a square as RGB: I cyan, J blue, L orange, O
/// yellow, S green, T purple, Z red; garbage grey; empty near-black.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::notation::{Cell, render};
/// assert_eq!(render::colour(Cell::Piece(Piece::T)), [0xA0, 0x00, 0xF0]);
/// ```
pub const fn colour(cell: Cell) -> [u8; 3] {
    match cell {
        Cell::Empty => [0x14, 0x14, 0x14],
        Cell::Garbage => [0x80, 0x80, 0x80],
        Cell::Piece(Piece::I) => [0x00, 0xF0, 0xF0],
        Cell::Piece(Piece::J) => [0x00, 0x00, 0xF0],
        Cell::Piece(Piece::L) => [0xF0, 0xA0, 0x00],
        Cell::Piece(Piece::O) => [0xF0, 0xF0, 0x00],
        Cell::Piece(Piece::S) => [0x00, 0xF0, 0x00],
        Cell::Piece(Piece::T) => [0xA0, 0x00, 0xF0],
        Cell::Piece(Piece::Z) => [0xF0, 0x00, 0x00],
    }
}

/// How many rows a picture of `board` shows: up to its highest filled
/// square, at least one.
///
/// ```
/// use tetrolab::notation::{Board, render};
/// let mut board = Board::new(10, 20).unwrap();
/// assert_eq!(render::rows_to_show(&board), 1);
/// board.play(&"I1a".parse().unwrap()).unwrap();
/// assert_eq!(render::rows_to_show(&board), 4);
/// ```
pub fn rows_to_show(board: &Board) -> u16 {
    board.stack_height().max(1)
}

/// The width of the row labels for `rows` rows.
fn label_width(rows: u16) -> usize {
    rows.to_string().len()
}

/// The board as text, top row first: row numbers on the left, a letter per
/// square (`.` empty, `X` garbage, piece letters), column letters below.
/// Shows [`rows_to_show`] rows.
///
/// ```
/// use tetrolab::notation::{Game, render};
/// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse().unwrap();
/// let text = render::text(&game.board_after(4).unwrap());
/// assert_eq!(text, "\
/// 5 .T...
/// 4 TTT..
/// 3 JJ...
/// 2 J.ZZ.
/// 1 J..ZZ
///   abcde
/// ");
/// ```
pub fn text(board: &Board) -> String {
    let rows = rows_to_show(board);
    let labels = label_width(rows);
    let mut out = String::new();
    for y in (0..rows).rev() {
        let squares: String = (0..board.width())
            .map(|x| board.cell(x, y).letter())
            .collect();
        let _ = writeln!(out, "{:>labels$} {squares}", y + 1);
    }
    let letters: String = (0..board.width())
        .filter_map(Column::new)
        .map(Column::letter)
        .collect();
    let _ = writeln!(out, "{:labels$} {letters}", "");
    out
}

/// Side of one square in SVG user units.
const SQUARE: u32 = 20;

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// `text` with the characters XML gives meaning to escaped.
fn xml_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// The bottom `rows` rows of the board as a standalone SVG diagram in the
/// guideline colours ([`colour`]), with row numbers, column letters and an
/// optional caption above.
///
/// ```
/// use tetrolab::notation::{Board, render};
/// let mut board = Board::new(10, 20).unwrap();
/// board.play(&"T2c".parse().unwrap()).unwrap();
/// let svg = render::svg(&board, 4, Some("T2c"));
/// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert_eq!(svg.matches("fill=\"#a000f0\"").count(), 4);
/// assert!(svg.contains(">T2c</text>"));
/// ```
pub fn svg(board: &Board, rows: u16, caption: Option<&str>) -> String {
    let rows = u32::from(rows.clamp(1, board.height()));
    let columns = u32::from(board.width());
    let left = 8 * label_width(rows as u16) as u32 + 8;
    let top = if caption.is_some() { 24 } else { 4 };
    let width = left + columns * SQUARE + 4;
    let height = top + rows * SQUARE + 18;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"monospace\" font-size=\"12\">"
    );
    let _ = writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    if let Some(caption) = caption {
        let _ = writeln!(
            out,
            "<text x=\"{left}\" y=\"16\" font-size=\"14\">{}</text>",
            xml_escaped(caption)
        );
    }
    for row in 0..rows {
        let y = top + (rows - 1 - row) * SQUARE;
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#555555\">{}</text>",
            left - 4,
            y + 14,
            row + 1
        );
        for x in 0..board.width() {
            let cell = board.cell(x, row as u16);
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{}\" stroke=\"{}\"/>",
                left + u32::from(x) * SQUARE,
                hex(colour(cell)),
                if cell.is_filled() {
                    "#000000"
                } else {
                    "#333333"
                },
            );
        }
    }
    for column in (0..board.width()).filter_map(Column::new) {
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"#555555\">{}</text>",
            left + u32::from(column.index()) * SQUARE + SQUARE / 2,
            top + rows * SQUARE + 14,
            column
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_boards_show_one_row() {
        let board = Board::new(3, 20).unwrap();
        assert_eq!(text(&board), "1 ...\n  abc\n");
        let svg = svg(&board, 30, Some("<a & \"b\">"));
        assert_eq!(svg.matches("<rect x=").count(), 60);
        assert!(svg.contains("&lt;a &amp; &quot;b&quot;&gt;"));
    }

    #[test]
    fn wide_labels_line_up() {
        let mut board = Board::new(2, 20).unwrap();
        for _ in 0..5 {
            board.play(&"I1a".parse().unwrap()).unwrap();
        }
        let text = text(&board);
        assert!(text.starts_with("20 I.\n19 I.\n"), "{text}");
        assert!(text.ends_with(" 1 I.\n   ab\n"), "{text}");
    }
}
