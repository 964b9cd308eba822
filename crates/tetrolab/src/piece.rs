//! The seven tetrominoes, sets of them, and the piece orders the games use.

use std::fmt;
use std::str::FromStr;

/// One of the seven tetrominoes, named by its letter.
///
/// The discriminants follow alphabetical order (I J L O S T Z), which is also
/// seed document 000's order; games that index pieces in another order carry
/// their own table (see [`order`]).
///
/// ```
/// use tetrolab::Piece;
/// let t: Piece = "T".parse().unwrap();
/// assert_eq!(t, Piece::T);
/// assert_eq!(t.letter(), 'T');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Piece {
    /// The long bar.
    I = 0,
    /// The J (mirror L).
    J = 1,
    /// The L.
    L = 2,
    /// The 2×2 square.
    O = 3,
    /// The S skew piece.
    S = 4,
    /// The T.
    T = 5,
    /// The Z skew piece.
    Z = 6,
}

impl Piece {
    /// All seven pieces in alphabetical order.
    pub const ALL: [Piece; 7] = [
        Piece::I,
        Piece::J,
        Piece::L,
        Piece::O,
        Piece::S,
        Piece::T,
        Piece::Z,
    ];

    /// The piece's letter, upper case.
    pub const fn letter(self) -> char {
        self.ascii() as char
    }

    /// The piece's letter as an ASCII byte (fast path for writers).
    pub const fn ascii(self) -> u8 {
        b"IJLOSTZ"[self as usize]
    }

    /// The piece's index 0..7 in alphabetical order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The piece with alphabetical index `index`, if it is below 7.
    ///
    /// A match rather than a look-up in [`Piece::ALL`]: the compiler then
    /// sees that a piece is its index, so loops that make pieces from
    /// computed indices run in vector registers.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// assert_eq!(Piece::from_index(6), Some(Piece::Z));
    /// assert_eq!(Piece::from_index(7), None);
    /// assert!(Piece::ALL.iter().all(|&p| Piece::from_index(p.index()) == Some(p)));
    /// ```
    pub const fn from_index(index: usize) -> Option<Piece> {
        match index {
            0 => Some(Piece::I),
            1 => Some(Piece::J),
            2 => Some(Piece::L),
            3 => Some(Piece::O),
            4 => Some(Piece::S),
            5 => Some(Piece::T),
            6 => Some(Piece::Z),
            _ => None,
        }
    }

    /// The piece named by an ASCII letter, either case.
    pub const fn from_ascii(letter: u8) -> Option<Piece> {
        match letter.to_ascii_uppercase() {
            b'I' => Some(Piece::I),
            b'J' => Some(Piece::J),
            b'L' => Some(Piece::L),
            b'O' => Some(Piece::O),
            b'S' => Some(Piece::S),
            b'T' => Some(Piece::T),
            b'Z' => Some(Piece::Z),
            _ => None,
        }
    }

    /// Whether this is one of the pieces games refuse to deal first (S, Z, O).
    pub const fn is_szo(self) -> bool {
        matches!(self, Piece::S | Piece::Z | Piece::O)
    }

    /// Whether this is a skew piece, S or Z (the pieces of a snake run).
    pub const fn is_skew(self) -> bool {
        matches!(self, Piece::S | Piece::Z)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A string that is not one piece letter.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} is not a piece: use one of I J L O S T Z", crate::quote::quoted(.0))]
pub struct ParsePieceError(pub String);

impl FromStr for Piece {
    type Err = ParsePieceError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            [letter] => Piece::from_ascii(*letter),
            _ => None,
        }
        .ok_or_else(|| ParsePieceError(s.to_owned()))
    }
}

/// Parses a run of piece letters such as `ZLOSIJT` (no separators).
///
/// ```
/// use tetrolab::{Piece, piece::parse_letters};
/// assert_eq!(parse_letters("TSZ").unwrap(), vec![Piece::T, Piece::S, Piece::Z]);
/// assert!(parse_letters("TX").is_err());
/// ```
pub fn parse_letters(letters: &str) -> Result<Vec<Piece>, ParsePieceError> {
    letters
        .chars()
        .map(|c| {
            u8::try_from(c)
                .ok()
                .and_then(Piece::from_ascii)
                .ok_or_else(|| ParsePieceError(c.to_string()))
        })
        .collect()
}

/// Writes pieces as their letters, with no separators.
///
/// ```
/// use tetrolab::{Piece, piece::letters};
/// assert_eq!(letters(&[Piece::J, Piece::I]), "JI");
/// ```
pub fn letters(pieces: &[Piece]) -> String {
    pieces.iter().map(|p| p.letter()).collect()
}

/// Writes each piece's [`ascii`](Piece::ascii) letter into the matching
/// byte of `bytes` (as many as there are pieces; `bytes` may be longer),
/// for writers of long streams.
///
/// Each letter is computed from the piece's index as `'I'` plus the index
/// plus the gaps the alphabet leaves before it (one before L, two more
/// before O, three before S, five before Z): a few compares and adds the
/// compiler runs sixteen pieces at a time, where the table of
/// [`ascii`](Piece::ascii) is a load per piece.
///
/// ```
/// use tetrolab::{Piece, piece::ascii_into};
/// let mut bytes = [0u8; 3];
/// ascii_into(&[Piece::Z, Piece::I, Piece::O], &mut bytes);
/// assert_eq!(&bytes, b"ZIO");
/// ```
pub fn ascii_into(pieces: &[Piece], bytes: &mut [u8]) {
    for (byte, &piece) in bytes.iter_mut().zip(pieces) {
        let i = piece as u8;
        let gaps =
            u8::from(i >= 2) + 2 * u8::from(i >= 3) + 3 * u8::from(i >= 4) + 5 * u8::from(i >= 6);
        *byte = b'I' + i + gaps;
    }
}

/// A set of pieces as a 7-bit mask; the exact Markov state of a 7-bag.
///
/// ```
/// use tetrolab::{Piece, PieceSet};
/// let szo = PieceSet::from_pieces(&[Piece::S, Piece::Z, Piece::O]);
/// assert!(szo.contains(Piece::Z));
/// assert!(!szo.contains(Piece::T));
/// assert_eq!(szo.len(), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PieceSet(u8);

impl PieceSet {
    /// The empty set.
    pub const EMPTY: PieceSet = PieceSet(0);
    /// All seven pieces.
    pub const ALL: PieceSet = PieceSet(0x7F);

    /// The set of the given pieces.
    pub const fn from_pieces(pieces: &[Piece]) -> PieceSet {
        let mut bits = 0;
        let mut i = 0;
        while i < pieces.len() {
            bits |= 1 << pieces[i] as u8;
            i += 1;
        }
        PieceSet(bits)
    }

    /// Whether `piece` is in the set.
    pub const fn contains(self, piece: Piece) -> bool {
        self.0 & (1 << piece as u8) != 0
    }

    /// The set with `piece` added.
    pub const fn with(self, piece: Piece) -> PieceSet {
        PieceSet(self.0 | (1 << piece as u8))
    }

    /// The pieces in both sets.
    pub const fn intersection(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 & other.0)
    }

    /// The pieces not in the set.
    ///
    /// ```
    /// use tetrolab::{Piece, PieceSet};
    /// let szo = PieceSet::from_pieces(&[Piece::S, Piece::Z, Piece::O]);
    /// assert_eq!(szo.complement().len(), 4);
    /// assert!(szo.complement().intersection(szo).is_empty());
    /// ```
    pub const fn complement(self) -> PieceSet {
        PieceSet(!self.0 & PieceSet::ALL.0)
    }

    /// How many pieces the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The members in alphabetical order.
    pub fn iter(self) -> impl Iterator<Item = Piece> {
        Piece::ALL.into_iter().filter(move |p| self.contains(*p))
    }
}

/// One value per piece, in [`Piece::ALL`] order; serialized as a map
/// from piece letter to value (`{"I": …, "J": …, …}`).
///
/// ```
/// use tetrolab::{Piece, PieceMap};
/// let counts = PieceMap::from_fn(|p| p.index() * 10);
/// assert_eq!(counts[Piece::L], 20);
/// assert_eq!(serde_json::to_string(&PieceMap([1; 7])).unwrap(),
///     r#"{"I":1,"J":1,"L":1,"O":1,"S":1,"T":1,"Z":1}"#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PieceMap<T>(pub [T; 7]);

impl<T> PieceMap<T> {
    /// The map of `value(piece)` for every piece.
    pub fn from_fn(mut value: impl FnMut(Piece) -> T) -> PieceMap<T> {
        PieceMap(Piece::ALL.map(&mut value))
    }

    /// Each piece with its value.
    pub fn iter(&self) -> impl Iterator<Item = (Piece, &T)> {
        Piece::ALL.into_iter().zip(&self.0)
    }
}

impl<T> std::ops::Index<Piece> for PieceMap<T> {
    type Output = T;

    fn index(&self, piece: Piece) -> &T {
        &self.0[piece.index()]
    }
}

impl<T: serde::Serialize> serde::Serialize for PieceMap<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(7))?;
        for (piece, value) in self.iter() {
            map.serialize_entry(&piece.letter(), value)?;
        }
        map.end()
    }
}

/// The internal piece orders of the games and documents; shuffles and index
/// draws depend on them, so bit-exact randomizers use the matching one.
pub mod order {
    use super::Piece::{self, I, J, L, O, S, T, Z};

    /// Seed document 000 and tetrolab's generic families: alphabetical.
    pub const ALPHABETICAL: [Piece; 7] = [I, J, L, O, S, T, Z];
    /// TETR.IO, every bag type ("a rainbow").
    pub const TETRIO: [Piece; 7] = [Z, L, O, S, I, J, T];
    /// Seed document 002's weighted randomizer (`PIECES`).
    pub const WEIGHTED: [Piece; 7] = [L, J, I, O, S, T, Z];
    /// NES Tetris's spawn table and statistics panel.
    pub const NES: [Piece; 7] = [T, J, Z, O, S, L, I];
    /// The TGM games' internal piece IDs `0..7`.
    pub const TGM: [Piece; 7] = [I, Z, S, J, L, O, T];
    /// solution-finder's `Piece` enum: the order it expands patterns in
    /// and sorts sequences by.
    pub const SFINDER: [Piece; 7] = [T, I, L, J, S, Z, O];
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The letters written in bulk are the pieces' own: every ordered pair
    /// of pieces, 98 in all (six vector steps and a scalar rest), and a
    /// byte past the pieces left alone.
    #[test]
    fn letters_in_bulk_are_each_pieces_letter() {
        let pieces: Vec<Piece> = Piece::ALL
            .iter()
            .flat_map(|&a| Piece::ALL.iter().flat_map(move |&b| [a, b]))
            .collect();
        let mut bytes = vec![0; pieces.len() + 1];
        ascii_into(&pieces, &mut bytes);
        let expected: Vec<u8> = pieces.iter().map(|p| p.ascii()).chain([0]).collect();
        assert_eq!(bytes, expected);
    }

    #[test]
    fn letters_round_trip() {
        for p in Piece::ALL {
            assert_eq!(p.letter().to_string().parse::<Piece>().unwrap(), p);
            assert_eq!(Piece::from_index(p.index()), Some(p));
        }
        assert_eq!(Piece::from_index(7), None);
        assert!("".parse::<Piece>().is_err());
        assert!("IJ".parse::<Piece>().is_err());
        assert_eq!("s".parse::<Piece>().unwrap(), Piece::S);
    }

    #[test]
    fn orders_are_permutations() {
        for order in [
            order::ALPHABETICAL,
            order::TETRIO,
            order::WEIGHTED,
            order::NES,
            order::TGM,
            order::SFINDER,
        ] {
            assert_eq!(PieceSet::from_pieces(&order), PieceSet::ALL);
        }
    }

    #[test]
    fn szo() {
        let szo: Vec<Piece> = Piece::ALL.into_iter().filter(|p| p.is_szo()).collect();
        assert_eq!(szo, vec![Piece::O, Piece::S, Piece::Z]);
    }
}
