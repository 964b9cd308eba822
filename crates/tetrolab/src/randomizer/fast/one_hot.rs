//! Pieces as one-hot bytes, and a history of them in one register: the
//! representation the history and pool engines test membership with.
//!
//! Bit `i` of a one-hot byte stands for the piece with alphabetical index
//! `i`; a byte with no bit set is an empty history slot. OR-ing a ring of
//! such bytes gives every piece present at once.

use crate::Piece;

/// A piece as a one-hot byte: bit `i` for the piece with alphabetical
/// index `i`.
#[inline(always)]
pub(crate) fn one_hot(index: u32) -> u8 {
    1 << index
}

/// A piece as a one-hot byte.
#[inline(always)]
pub(crate) fn piece_bit(piece: Piece) -> u8 {
    one_hot(piece.index() as u32)
}

/// The piece a one-hot byte stands for.
#[inline(always)]
pub(crate) fn piece_of_one_hot(bit: u8) -> Piece {
    // Padded to eight entries so the index needs no bounds check.
    const BY_INDEX: [Piece; 8] = {
        let mut table = [Piece::I; 8];
        let mut i = 0;
        while i < 7 {
            table[i] = Piece::ALL[i];
            i += 1;
        }
        table
    };
    BY_INDEX[(bit.trailing_zeros() & 7) as usize]
}

/// The piece a one-hot byte stands for, found by counting the powers of
/// two below the byte. For one byte that is more work than
/// [`piece_of_one_hot`]'s bit scan and table, but it is only compares and
/// adds, so a loop over a block of bytes runs in vector registers, sixteen
/// bytes at a time.
#[inline(always)]
pub(crate) fn piece_of_one_hot_counted(bit: u8) -> Piece {
    let index: u8 = [1, 3, 7, 15, 31, 63]
        .iter()
        .map(|&below| u8::from(bit > below))
        .sum();
    Piece::from_index(usize::from(index)).unwrap_or(Piece::I)
}

/// Replaces each draw `d` in `0..7` in `bytes` by `one_hots[d]`. Each
/// entry is chosen by a compare and OR-ed in, rather than looked up, so
/// the loop runs in vector registers, sixteen draws at a time.
#[inline(always)]
pub(crate) fn draws_to_one_hots(bytes: &mut [u8], one_hots: [u8; 8]) {
    for byte in bytes {
        let draw = *byte;
        *byte = one_hots.iter().zip(0u8..).fold(0, |bit, (&one_hot, d)| {
            bit | if draw == d { one_hot } else { 0 }
        });
    }
}

/// The pieces present in a ring of one-hot bytes, OR-ed together.
#[inline(always)]
pub(crate) fn fold(ring: u64) -> u8 {
    let folded = ring | (ring >> 32);
    let folded = folded | (folded >> 16);
    (folded | (folded >> 8)) as u8
}

/// The last few pieces dealt (up to eight, may hold repeats) as one-hot
/// bytes in one word, newest in the lowest byte; empty slots are 0.
/// Membership for every piece at once is the ring's bytes OR-ed together.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Recent {
    pub(crate) ring: u64,
    /// The ring's `size` bytes.
    pub(crate) mask: u64,
}

impl Recent {
    /// The most entries a ring holds.
    pub(crate) const MAX: usize = 8;

    /// A history of `size` (1 to 8) entries, starting with `initial`
    /// (oldest first; extra pieces push out the oldest).
    pub(crate) fn new(size: usize, initial: &[Piece]) -> Recent {
        debug_assert!((1..=Self::MAX).contains(&size));
        let mut recent = Recent {
            ring: 0,
            mask: u64::MAX >> (64 - 8 * size),
        };
        for &piece in initial {
            recent.push(piece_bit(piece));
        }
        recent
    }

    /// Adds a piece, given as a one-hot byte, as the newest entry,
    /// dropping the oldest.
    #[inline(always)]
    pub(crate) fn push(&mut self, bit: u8) {
        self.ring = ((self.ring << 8) | u64::from(bit)) & self.mask;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Piece::*;

    impl Recent {
        fn contains(self, piece: Piece) -> bool {
            fold(self.ring) & piece_bit(piece) != 0
        }
    }

    fn contains_all(recent: Recent, pieces: &[Piece]) -> bool {
        pieces.iter().all(|&p| recent.contains(p))
    }

    #[test]
    fn recent_drops_the_oldest() {
        let push = |recent: &mut Recent, p: Piece| recent.push(piece_bit(p));
        let mut recent = Recent::new(3, &[S, Z]);
        push(&mut recent, T);
        assert!(contains_all(recent, &[S, Z, T]));
        push(&mut recent, I);
        assert!(!recent.contains(S) && contains_all(recent, &[Z, T, I]));
        push(&mut recent, I);
        push(&mut recent, I);
        assert!(!recent.contains(Z) && !recent.contains(T) && recent.contains(I));
        push(&mut recent, O);
        push(&mut recent, O);
        assert!(recent.contains(I), "one I is left of three");
        push(&mut recent, O);
        assert!(!recent.contains(I));
        let full = Recent::new(8, &[I; 8]);
        assert!(full.contains(I) && !full.contains(J));
    }

    /// Every draw becomes its piece's one-hot byte, in any order of the
    /// pieces, whatever the block's length.
    #[test]
    fn draws_become_their_one_hot_bytes() {
        let order = [T, J, Z, O, S, L, I];
        let one_hots = std::array::from_fn(|d| order.get(d).map_or(0, |&p| piece_bit(p)));
        let draws: Vec<u8> = (0..37).map(|k| (k * 5 % 7) as u8).collect();
        let mut bytes = draws.clone();
        draws_to_one_hots(&mut bytes, one_hots);
        for (&draw, &bit) in draws.iter().zip(&bytes) {
            assert_eq!(bit, piece_bit(order[usize::from(draw)]), "draw {draw}");
        }
    }

    #[test]
    fn one_hot_bytes_round_trip() {
        for piece in Piece::ALL {
            assert_eq!(piece_of_one_hot(piece_bit(piece)), piece);
            assert_eq!(piece_of_one_hot_counted(piece_bit(piece)), piece);
        }
        assert_eq!(
            fold(u64::from(piece_bit(T)) << 40 | u64::from(piece_bit(I))),
            piece_bit(T) | piece_bit(I)
        );
    }
}
