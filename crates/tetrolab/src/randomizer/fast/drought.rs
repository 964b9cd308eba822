//! The pool engines' drought order: pieces by how long ago each was last
//! dealt, kept incrementally instead of searched for.

/// A queue of up to seven 4-bit codes (pieces' alphabetical indices) in
/// one word, the head in the lowest nibble; moving a code to the back is a
/// few shifts.
///
/// Dealing a piece makes its drought the shortest, so a queue with the
/// dealt piece moved to the back is ordered by drought, longest first:
/// seed 000's `order` array (which starts empty) and TGM3's "most
/// droughted piece" (which starts with every piece tied, in ID order) are
/// both this queue.
#[derive(Debug, Clone, Copy)]
pub(crate) struct DroughtOrder {
    /// The codes, oldest lowest; nibbles from `4 · len` up are 0xF.
    queue: u32,
    len: u32,
}

impl DroughtOrder {
    /// No piece seen yet.
    pub(crate) const EMPTY: DroughtOrder = DroughtOrder {
        queue: u32::MAX,
        len: 0,
    };

    /// The queue holding `codes` (each below 7, at most seven), the first
    /// at the head.
    pub(crate) fn of(codes: &[u32]) -> DroughtOrder {
        debug_assert!(codes.len() <= 7 && codes.iter().all(|&c| c < 7));
        let mut order = DroughtOrder::EMPTY;
        for &code in codes {
            order.move_to_back(code);
        }
        order
    }

    /// The code at the head (the longest drought), or 0xF if the queue is
    /// empty.
    #[inline(always)]
    pub(crate) fn head(self) -> u32 {
        self.queue & 0xF
    }

    /// Moves `code` to the back, appending it if absent (as seed 000's
    /// `splice(indexOf(piece), 1)` then `push(piece)` do), and returns the
    /// new head.
    #[inline(always)]
    pub(crate) fn move_to_back(&mut self, code: u32) -> u32 {
        // Nibbles equal to `code` become zero in `diff` (unused ones, 0xF,
        // cannot); the borrow trick finds the lowest zero nibble exactly.
        let diff = self.queue ^ code.wrapping_mul(0x1111_1111);
        let zeros = diff.wrapping_sub(0x1111_1111) & !diff & 0x8888_8888;
        if zeros != 0 {
            // Present: the nibbles above it move down over it, and the
            // back nibble (now unused, 0xF) takes the code.
            let below = (zeros ^ (zeros - 1)) >> 4;
            self.queue = (self.queue & below) | ((self.queue >> 4) & !below) | (0xF << 28);
        } else {
            self.len += 1;
        }
        self.queue ^= (0xF ^ code) << (4 * (self.len - 1));
        self.head()
    }

    /// Whether every piece has been seen (seven codes).
    #[inline(always)]
    pub(crate) fn is_full(self) -> bool {
        self.len == 7
    }

    /// [`move_to_back`](DroughtOrder::move_to_back) for a
    /// [full](DroughtOrder::is_full) queue, where the code is always
    /// present and always goes to nibble 6: a few shifts and no branch.
    #[inline(always)]
    pub(crate) fn move_to_back_in_full(&mut self, code: u32) -> u32 {
        debug_assert!(self.is_full() && code < 7);
        let diff = self.queue ^ code.wrapping_mul(0x1111_1111);
        let zeros = diff.wrapping_sub(0x1111_1111) & !diff & 0x0888_8888;
        let below = (zeros ^ (zeros.wrapping_sub(1))) >> 4;
        let above = (self.queue >> 4) & !below & 0x00FF_FFFF;
        self.queue = (self.queue & below) | above | (code << 24) | (0xF << 28);
        self.head()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packed queue behaves as an array: `splice` the code out if
    /// present, `push` it, and report the first.
    #[test]
    fn drought_order_matches_an_array() {
        for start in [&[][..], &[0, 6, 4, 1, 2, 3, 5][..], &[3, 1][..]] {
            let mut order = DroughtOrder::of(start);
            let mut array: Vec<u32> = start.to_vec();
            assert_eq!(order.head(), array.first().copied().unwrap_or(0xF));
            let deals = [
                5, 5, 4, 6, 5, 0, 1, 2, 3, 0, 6, 6, 3, 2, 1, 4, 5, 0, 0, 1, 4,
            ];
            for code in deals {
                if let Some(at) = array.iter().position(|&c| c == code) {
                    array.remove(at);
                }
                array.push(code);
                let mut full = order;
                if order.is_full() {
                    assert_eq!(full.move_to_back_in_full(code), array[0]);
                }
                assert_eq!(order.move_to_back(code), array[0]);
                if full.is_full() {
                    assert_eq!(full.queue, order.queue);
                }
                assert_eq!(order.head(), array[0]);
                assert_eq!(order.len as usize, array.len());
            }
        }
    }
}
