//! Sega Tetris (arcade, 1988): a 1000-piece table made at game start.

use super::{Randomizer, clone_box};
use crate::Piece;
use crate::Piece::{I, J, L, O, S, T, Z};
use crate::rng::SegaRng;

/// The game's piece order for a value `0..7`.
const ORDER: [Piece; 7] = [I, Z, S, O, T, L, J];
/// How many pieces the game's table holds.
const TABLE: usize = 1000;

/// Sega Tetris (1988): at game start the game fills a table of 1000 pieces
/// with `(rand() & 0x3F) % 7` in the order I Z S O T L J from its
/// [`SegaRng`], then deals the table in order, starting over after the
/// last entry.
///
/// The seed is the generator's seed at game start. Power-on, 0x2A6D365A
/// (or 0, which the game reads as the same), gives the famous power-on
/// pattern; the seed persists in battery-backed RAM between games.
/// Checked against the stored power-on pattern (all 1000 pieces, as
/// HeborisCE and NullpoMino carry it; fixture `tests/data/sega.txt`) and
/// the Flash Point pattern from seed 0x2A6D365B.
///
/// ```
/// use tetrolab::randomizer::Sega;
/// use tetrolab::Randomizer;
/// use tetrolab::rng::SegaRng;
/// let mut sega = Sega::new(SegaRng::from_state(SegaRng::POWER_ON));
/// let first: String = (0..8).map(|_| sega.next_piece().letter()).collect();
/// assert_eq!(first, "TITIIJIL");
/// ```
#[derive(Debug, Clone)]
pub struct Sega {
    table: Box<[Piece; TABLE]>,
    next: usize,
}

impl Sega {
    /// How many pieces the table holds.
    pub const TABLE_LEN: usize = TABLE;

    /// The table the game made at its start.
    pub fn table(&self) -> &[Piece; TABLE] {
        &self.table
    }

    /// Where in the table the next piece is.
    pub fn position(&self) -> usize {
        self.next
    }

    /// The game started with the generator `rng`.
    pub fn new(mut rng: SegaRng) -> Sega {
        let table = Box::new(std::array::from_fn(|_| Sega::piece_of(rng.rand())));
        Sega { table, next: 0 }
    }

    /// The table entry one `rand()` value makes: `(value & 0x3F) % 7` in
    /// the order I Z S O T L J.
    ///
    /// ```
    /// use tetrolab::randomizer::Sega;
    /// assert_eq!(Sega::piece_of(0x40 + 8).letter(), 'Z');
    /// ```
    #[inline]
    pub fn piece_of(value: u32) -> Piece {
        ORDER[((value & 0x3F) % 7) as usize]
    }
}

impl Randomizer for Sega {
    fn next_piece(&mut self) -> Piece {
        let piece = self.table[self.next];
        self.next = (self.next + 1) % TABLE;
        piece
    }

    fn fill(&mut self, out: &mut [Piece]) {
        let mut filled = 0;
        while filled < out.len() {
            let take = (TABLE - self.next).min(out.len() - filled);
            out[filled..filled + take].copy_from_slice(&self.table[self.next..self.next + take]);
            self.next = (self.next + take) % TABLE;
            filled += take;
        }
    }

    clone_box!();
}
