//! Checking that the pieces a game plays follow its randomizer, with or
//! without a hold slot.

use crate::{Piece, PieceSet, Randomizer};

/// Follows a randomizer's queue as a game plays pieces, and says when a
/// played piece cannot have come from it.
///
/// Without hold the k-th piece played must be the k-th piece dealt. With
/// hold, a player can instead swap the current piece into the hold slot and
/// play what was held, or (when the slot is empty) hold the current piece
/// and play the next one. The check passes when *some* use of hold explains
/// every piece so far: it tracks the set of possible hold contents (at most
/// eight), since after k moves exactly k pieces plus the held one have been
/// dealt.
///
/// ```
/// use tetrolab::{Dealing, Piece};
/// use tetrolab::notation::SequenceCheck;
/// let dealing = Dealing::new("tetrio-7-bag".parse().unwrap(), None, 191836487u64.into()).unwrap();
/// let deal = || dealing.randomizer(); // J I S Z T L O …
/// let mut strict = SequenceCheck::new(deal(), false);
/// assert!(strict.push(Piece::J).is_ok());
/// assert!(strict.push(Piece::S).is_err());
/// let mut held = SequenceCheck::new(deal(), true);
/// for piece in [Piece::I, Piece::S, Piece::J, Piece::T] {
///     assert!(held.push(piece).is_ok(), "{piece}");
/// }
/// ```
#[derive(Debug)]
pub struct SequenceCheck {
    randomizer: Box<dyn Randomizer>,
    hold: bool,
    dealt: Vec<Piece>,
    played: usize,
    /// Possible hold contents: bit i = piece with index i, bit 7 = empty.
    states: u8,
}

const EMPTY_HOLD: u8 = 7;

impl SequenceCheck {
    /// A check against `randomizer`'s pieces from its current state, with
    /// a hold slot if `hold`.
    pub fn new(randomizer: Box<dyn Randomizer>, hold: bool) -> SequenceCheck {
        SequenceCheck {
            randomizer,
            hold,
            dealt: Vec::new(),
            played: 0,
            states: 1 << EMPTY_HOLD,
        }
    }

    /// Records the next piece played.
    ///
    /// # Errors
    /// The piece cannot be played here; the error holds the pieces that
    /// could have been. The check's state is unchanged then.
    pub fn push(&mut self, piece: Piece) -> Result<(), PieceSet> {
        while self.dealt.len() < self.played + 3 {
            self.dealt.push(self.randomizer.next_piece());
        }
        let mut next = 0u8;
        let mut playable = PieceSet::EMPTY;
        for state in (0..8u8).filter(|s| self.states & (1 << s) != 0) {
            let held = Piece::from_index(usize::from(state));
            let consumed = self.played + usize::from(held.is_some());
            let current = self.dealt[consumed];
            playable = playable.with(current);
            if piece == current {
                next |= 1 << state;
            }
            if self.hold {
                let other = held.unwrap_or(self.dealt[consumed + 1]);
                playable = playable.with(other);
                if piece == other {
                    next |= 1 << current.index();
                }
            }
        }
        if next == 0 {
            return Err(playable);
        }
        self.states = next;
        self.played += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;

    fn check(hold: bool) -> SequenceCheck {
        let spec: Spec = "tetrio-7-bag".parse().unwrap();
        let dealing = crate::Dealing::new(spec, None, 191836487u64.into()).unwrap();
        SequenceCheck::new(dealing.randomizer(), hold)
    }

    fn pieces(letters: &str) -> Vec<Piece> {
        crate::piece::parse_letters(letters).unwrap()
    }

    #[test]
    fn without_hold_the_order_is_exact() {
        let mut c = check(false);
        for p in pieces("JISZTLOLSIJZOT") {
            c.push(p).unwrap();
        }
        assert_eq!(
            c.push(Piece::T).unwrap_err(),
            PieceSet::from_pieces(&[Piece::O])
        );
    }

    #[test]
    fn hold_allows_any_consistent_use() {
        // Deal: J I S Z T L O | L S I J Z O T.
        // Hold J, play I S Z; swap T for J; play L; swap O for T; then L …
        let mut c = check(true);
        for p in pieces("ISZJLTLSIJZO") {
            c.push(p).unwrap();
        }
        // Held O; the current piece is T: O or T can come next, nothing else.
        assert_eq!(
            c.push(Piece::S).unwrap_err(),
            PieceSet::from_pieces(&[Piece::O, Piece::T])
        );
        c.push(Piece::O).unwrap();
    }
}
