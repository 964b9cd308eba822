//! Where each bag begins in a run of pieces, for a face that marks bag
//! boundaries (the browser page's queue): [`bag_starts`], the definition,
//! and [`Queue`], the pieces and their bag starts dealt by the engine.

use crate::analysis::trace::steps;
use crate::randomizer::VisibleState;
use crate::{Dealing, Piece};

/// The indices (from 0) of the pieces among the first `count` of
/// `dealing` that begin a new bag, or `None` for a randomizer without
/// bags. A piece begins a bag when it is the first, or when the pieces
/// left in the bags after it are not fewer than before it (the bag was
/// refilled to deal it). Read from the definition's visible state as a
/// trace reads it; the pieces are the same as the engine deals.
///
/// ```
/// use tetrolab::Dealing;
/// use tetrolab::results::bag_starts;
/// let dealing = Dealing::new("tetrio-7-bag".parse()?, None, 191836487u64.into())?;
/// assert_eq!(bag_starts(&dealing, 16), Some(vec![0, 7, 14]));
/// let memoryless = Dealing::new("memoryless".parse()?, None, 1u64.into())?;
/// assert_eq!(bag_starts(&memoryless, 16), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn bag_starts(dealing: &Dealing, count: u64) -> Option<Vec<u64>> {
    let mut starts = Vec::new();
    let mut before = None;
    for (index, step) in steps(dealing, count).enumerate() {
        let left = match step.state {
            VisibleState::Remaining(pieces) => pieces.len(),
            VisibleState::Bags(bags) => bags.iter().map(Vec::len).sum(),
            _ => return None,
        };
        // Step 0 is the start; step `index` holds piece `index - 1`.
        if let (Some(piece), Some(before)) = (index.checked_sub(1), before)
            && (piece == 0 || left >= before)
        {
            starts.push(piece as u64);
        }
        before = Some(left);
    }
    Some(starts)
}

/// The first pieces of a dealing as a face holds them in memory: each
/// piece's code and, as bits, where each bag begins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Queue {
    /// Each piece's code, its [`Piece::index`] (I J L O S T Z = 0..6).
    pub codes: Vec<u8>,
    /// Bit `i % 8` of byte `i / 8` is set when piece `i` begins a bag, as
    /// [`bag_starts`] says; `None` for a randomizer without bags.
    pub bag_starts: Option<Vec<u8>>,
}

/// Pieces dealt per engine call: the engine's dynamic call and the bag
/// marks are paid once per this many pieces.
const CHUNK: usize = 1 << 12;

impl Queue {
    /// The first `count` pieces of `dealing`, dealt by the catalog's engine
    /// (the pieces `tetrolab gen` writes), with where each bag begins:
    /// marked by the engine as it deals where it can tell
    /// ([`Randomizer::fill_marking_bags`](crate::Randomizer::fill_marking_bags)),
    /// else read from the definition by [`bag_starts`]. The caller bounds
    /// `count` ([`amount`](crate::amount)): it is held in memory.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::results::Queue;
    /// let dealing = Dealing::new("tetrio-7-bag".parse()?, None, 191836487u64.into())?;
    /// let queue = Queue::deal(&dealing, 16);
    /// assert_eq!(&queue.codes[..7], [1, 0, 4, 6, 5, 2, 3]); // J I S Z T L O
    /// // Pieces 0, 7 and 14 begin bags.
    /// assert_eq!(queue.bag_starts, Some(vec![0b1000_0001, 0b0100_0000]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deal(dealing: &Dealing, count: usize) -> Queue {
        let mut codes = vec![0u8; count];
        let mut bits = bag_starts(dealing, 0).map(|_| vec![0u8; count.div_ceil(8)]);
        let mut marked = bits.is_some();
        let mut randomizer = dealing.randomizer();
        let mut pieces = [Piece::I; CHUNK];
        let mut starts = Vec::new();
        for (chunk, out) in codes.chunks_mut(CHUNK).enumerate() {
            let pieces = &mut pieces[..out.len()];
            starts.clear();
            if !(marked && randomizer.fill_marking_bags(pieces, &mut starts)) {
                marked = false;
                randomizer.fill(pieces);
            }
            for (code, &piece) in out.iter_mut().zip(pieces.iter()) {
                *code = piece as u8;
            }
            if let Some(bits) = &mut bits {
                for start in &starts {
                    set(bits, chunk * CHUNK + start);
                }
            }
        }
        if let Some(bits) = &mut bits {
            if marked {
                // The first piece always begins a bag.
                if count > 0 {
                    set(bits, 0);
                }
            } else {
                for start in bag_starts(dealing, count as u64).unwrap_or_default() {
                    set(bits, start as usize);
                }
            }
        }
        Queue {
            codes,
            bag_starts: bits,
        }
    }

    /// The indices of the pieces that begin a bag, as [`bag_starts`] gives
    /// them, read back from the bits.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// use tetrolab::results::{Queue, bag_starts};
    /// let dealing = Dealing::new("tetrio-7+x-bag".parse()?, None, 5u64.into())?;
    /// assert_eq!(Queue::deal(&dealing, 60).starts(), bag_starts(&dealing, 60));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn starts(&self) -> Option<Vec<u64>> {
        let bits = self.bag_starts.as_ref()?;
        Some(
            (0..self.codes.len())
                .filter(|&i| bits[i / 8] & (1 << (i % 8)) != 0)
                .map(|i| i as u64)
                .collect(),
        )
    }
}

/// Sets bit `index` of `bits`.
fn set(bits: &mut [u8], index: usize) {
    bits[index / 8] |= 1 << (index % 8);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;
    use crate::rng::{Generator, RngKind};

    /// Where the engine cannot mark (a game on its own generator, a
    /// randomizer without bags) the queue says no bags; its pieces are
    /// `gen`'s.
    #[test]
    fn a_randomizer_without_bags_deals_its_engines_pieces_and_no_marks() {
        for spec in ["memoryless", "tetrio-total-mayhem", "tgm1", "nes", "sega"] {
            let spec = spec.parse().unwrap();
            let seed = crate::Spec::generator(&spec, None)
                .unwrap()
                .seed_from_bits(9);
            let dealing = Dealing::new(spec, None, seed).unwrap();
            let queue = Queue::deal(&dealing, 5000);
            let expected: Vec<u8> = dealing.randomizer().take(5000).map(|p| p as u8).collect();
            assert_eq!(queue.codes, expected, "{}", dealing.spec());
            assert_eq!(queue.bag_starts, None, "{}", dealing.spec());
        }
    }

    /// Every engine whose definition deals bags marks where each begins as
    /// [`bag_starts`] reads the definition, in uneven parts, dealing
    /// what it deals unmarked; none leaves its bags to the definition.
    #[test]
    fn every_engine_marks_the_bags_its_definition_deals() {
        const MARKED: usize = 3_000;
        for text in crate::randomizer::engine_specs::engine_specs() {
            let spec: Spec = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            for kind in RngKind::ALL {
                if spec.generator(Some(kind)).is_err() {
                    continue;
                }
                let seed = Generator::Drawn(kind).seed_from_bits(77);
                let dealing = Dealing::new(spec.clone(), Some(kind), seed).unwrap();
                let expected = bag_starts(&dealing, MARKED as u64);
                let mut engine = dealing.randomizer();
                let mut pieces = vec![Piece::I; MARKED];
                let mut starts = vec![0];
                let mut marks = true;
                let mut at = 0;
                for part in [1, 299, 7, MARKED - 307] {
                    let mut found = Vec::new();
                    marks &= engine.fill_marking_bags(&mut pieces[at..at + part], &mut found);
                    starts.extend(found.iter().map(|s| (at + s) as u64));
                    at += part;
                }
                starts.dedup();
                let name = format!("{text} on {kind}");
                if marks {
                    assert_eq!(Some(starts), expected, "{name}");
                    let mut unmarked = dealing.randomizer();
                    assert!(unmarked.by_ref().take(MARKED).eq(pieces), "{name}");
                } else {
                    assert_eq!(expected, None, "{name}: its engine does not mark its bags");
                }
            }
        }
    }
}
