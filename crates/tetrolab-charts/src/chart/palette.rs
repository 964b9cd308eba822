//! Colours: the guideline's piece colours and a palette for series.

use tetrolab::Piece;

/// The guideline colour of a piece (cyan I, yellow O, purple T, green S,
/// red Z, blue J, orange L), in shades that read on white.
pub fn piece(piece: Piece) -> &'static str {
    match piece {
        Piece::I => "#1fb5d6",
        Piece::O => "#e8c000",
        Piece::T => "#a0419e",
        Piece::S => "#3fae3f",
        Piece::Z => "#e0242d",
        Piece::J => "#3656b5",
        Piece::L => "#ee7b1b",
    }
}

/// Colours for the `i`-th of several series (randomizers), distinct from
/// each other and readable on white; they repeat after ten.
pub fn series(i: usize) -> &'static str {
    const SERIES: [&str; 10] = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
        "#7f7f7f", "#bcbd22",
    ];
    SERIES[i % SERIES.len()]
}
