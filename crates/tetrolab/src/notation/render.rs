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
/// use tetrolab::notation::{Game, Mode, render};
/// let game: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse().unwrap();
/// let text = render::text(game.validate(Mode::Strict).unwrap().final_board());
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

/// The caption's font size in SVG user units.
const CAPTION_SIZE: u32 = 14;
/// The distance between caption lines.
const CAPTION_LEADING: u32 = 18;
/// The most characters a caption line holds before it wraps at a space.
const CAPTION_CHARS: usize = 40;

/// Whether `c` takes a full em in a monospace font (East Asian wide and
/// full-width characters, emoji), not the usual 0.6 em.
fn is_wide(c: char) -> bool {
    matches!(u32::from(c),
        0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x1F300..=0x1FAFF
        | 0x20000..=0x3FFFD)
}

/// A generous estimate of how wide `text` is in a monospace font of `size`
/// units: 0.62 em a character (common monospace fonts advance 0.55 to 0.6
/// em), a full em for wide ones.
fn text_width(text: &str, size: u32) -> u32 {
    let tenths: u32 = text
        .chars()
        .map(|c| if is_wide(c) { 100 } else { 62 })
        .sum();
    (tenths * size).div_ceil(100)
}

/// The caption in lines of at most [`CAPTION_CHARS`] characters, broken at
/// spaces (a longer word keeps a line of its own; the picture widens).
fn caption_lines(caption: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in caption.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= CAPTION_CHARS => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// The bottom `rows` rows of the board as a standalone SVG diagram in the
/// guideline colours ([`colour`]), with row numbers, column letters and an
/// optional caption above. A long caption wraps at spaces and the picture
/// widens to hold it, so no caption is cut off.
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
    let lines = caption.map(caption_lines).unwrap_or_default();
    let caption_width = lines
        .iter()
        .map(|line| text_width(line, CAPTION_SIZE))
        .max()
        .unwrap_or(0);
    let top = match lines.len() as u32 {
        0 => 4,
        n => 24 + (n - 1) * CAPTION_LEADING,
    };
    let width = (left + columns * SQUARE).max(left + caption_width) + 4;
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
    for (i, line) in lines.iter().enumerate() {
        let _ = writeln!(
            out,
            "<text x=\"{left}\" y=\"{}\" font-size=\"{CAPTION_SIZE}\">{}</text>",
            16 + i as u32 * CAPTION_LEADING,
            crate::quote::xml_escaped(line)
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

    /// The caption's lines, as (x, y, estimated width) from the SVG.
    fn caption_boxes(svg: &str) -> Vec<(u32, u32, u32)> {
        svg.lines()
            .filter(|l| l.contains("font-size=\"14\""))
            .map(|l| {
                let attr = |name: &str| -> u32 {
                    let rest = l.split(&format!("{name}=\"")).nth(1).unwrap();
                    rest.split('"').next().unwrap().parse().unwrap()
                };
                let text = l.split('>').nth(1).unwrap().trim_end_matches("</text");
                (attr("x"), attr("y"), text_width(text, CAPTION_SIZE))
            })
            .collect()
    }

    #[test]
    fn captions_stay_inside_the_picture() {
        let board = Board::new(4, 20).unwrap();
        let long = "after move 1234567 of 2000000: T2c4, which closes the well and sets up a \
                    Tetris on the next I; an_unbreakable_word_longer_than_any_line_can_be_123 \
                    and 漢字のコメント😀 too";
        let picture = svg(&board, 5, Some(long));
        let size = |name: &str| -> u32 {
            let rest = picture.split(&format!("{name}=\"")).nth(1).unwrap();
            rest.split('"').next().unwrap().parse().unwrap()
        };
        let (width, height) = (size("width"), size("height"));
        assert!(picture.contains(&format!("viewBox=\"0 0 {width} {height}\"")));
        let boxes = caption_boxes(&picture);
        assert!(boxes.len() >= 4, "{picture}");
        let squares_top = picture
            .lines()
            .find(|l| l.starts_with("<rect x="))
            .and_then(|l| l.split("y=\"").nth(1))
            .and_then(|rest| rest.split('"').next())
            .and_then(|y| y.parse::<u32>().ok())
            .unwrap();
        for (x, y, w) in boxes {
            assert!(x + w <= width, "{x} + {w} > {width}: {picture}");
            assert!(y < squares_top, "the caption overlaps the board: {picture}");
        }
        let short = svg(&board, 5, Some("Ia"));
        assert_eq!(caption_boxes(&short).len(), 1);
        assert!(short.contains("width=\"100\""), "{short}");
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
