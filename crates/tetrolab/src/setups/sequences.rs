//! A pattern's sequences: streamed one at a time in sfinder's order, or
//! gathered de-duplicated and sorted as both sfinder commands count them,
//! refused up front past a limit the caller sets.

use std::collections::HashSet;

use super::draws::orders;
use super::pattern::{Draw, Pattern};
use crate::Piece;
use crate::piece::order;

/// A pattern's sequences, one at a time, in the order sfinder generates
/// them: pattern by pattern, and within one the first element's orders
/// outermost (see the `draws` module docs for each element's order).
/// Repeats across patterns are kept; memory is the elements' own orders
/// (at most 5040 per element), never the sequences.
///
/// ```
/// use tetrolab::piece::letters;
/// use tetrolab::setups::Pattern;
/// let pattern = Pattern::parse("T,[IO]!")?;
/// let all: Vec<String> = pattern.iter().map(|s| letters(&s)).collect();
/// assert_eq!(all, ["TIO", "TOI"]);
/// # Ok::<(), tetrolab::setups::PatternError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Sequences<'p> {
    patterns: std::slice::Iter<'p, Vec<Draw>>,
    /// The current pattern's elements' orders.
    orders: Vec<Vec<Vec<Piece>>>,
    /// Which order of each element the next sequence takes; `None` when
    /// the current pattern is done.
    next: Option<Vec<usize>>,
    left: u128,
}

impl Pattern {
    /// The sequences one at a time, in sfinder's order, repeats included;
    /// [`Pattern::sequences`] of them.
    pub fn iter(&self) -> Sequences<'_> {
        Sequences {
            patterns: self.rows().iter(),
            orders: Vec::new(),
            next: None,
            left: self.sequences(),
        }
    }

    /// The distinct sequences, sorted as sfinder sorts them (piece by piece
    /// in its order T I L J S Z O): the sequences sfinder's `cover`
    /// counts, whose number is its `all`. For `percent`, take them from
    /// [`Pattern::truncated`] first.
    ///
    /// # Errors
    /// [`TooManySequences`] when the patterns make more than `limit`
    /// sequences (repeats included, so known before any is made).
    ///
    /// ```
    /// use tetrolab::piece::letters;
    /// use tetrolab::setups::Pattern;
    /// let pattern = Pattern::parse("[TI]p2;I,T;O,O")?;
    /// let unique = pattern.unique(100).unwrap();
    /// let written: Vec<String> = unique.iter().map(|s| letters(s)).collect();
    /// assert_eq!(written, ["TI", "IT", "OO"]);
    /// assert!(Pattern::parse("*p7,*p7,*p7")?.unique(1_000_000).is_err());
    /// # Ok::<(), tetrolab::setups::PatternError>(())
    /// ```
    pub fn unique(&self, limit: u128) -> Result<Vec<Vec<Piece>>, TooManySequences> {
        if self.sequences() > limit {
            return Err(TooManySequences {
                sequences: self.sequences(),
                limit,
            });
        }
        let mut all: Vec<Vec<Piece>> = if self.patterns().len() == 1 {
            // One pattern never makes a sequence twice: its elements draw
            // fixed stretches, each element's orders are distinct.
            self.iter().collect()
        } else {
            self.iter()
                .collect::<HashSet<Vec<Piece>>>()
                .into_iter()
                .collect()
        };
        all.sort_unstable_by_key(|s| sfinder_key(s));
        Ok(all)
    }
}

/// A sequence as sfinder compares them: each piece's place in its order.
fn sfinder_key(sequence: &[Piece]) -> Vec<usize> {
    sequence
        .iter()
        .map(|p| order::SFINDER.iter().position(|q| q == p).unwrap_or(0))
        .collect()
}

impl Iterator for Sequences<'_> {
    type Item = Vec<Piece>;

    fn next(&mut self) -> Option<Vec<Piece>> {
        while self.next.is_none() {
            let draws = self.patterns.next()?;
            self.orders = draws
                .iter()
                .map(|d| orders(d.pieces, usize::from(d.count)))
                .collect();
            self.next = Some(vec![0; draws.len()]);
        }
        let indices = self.next.as_mut().expect("set above");
        let sequence: Vec<Piece> = indices
            .iter()
            .zip(&self.orders)
            .flat_map(|(&i, orders)| orders[i].iter().copied())
            .collect();
        // Advance like an odometer, the last element fastest.
        let mut carried = true;
        for (i, orders) in indices.iter_mut().zip(&self.orders).rev() {
            *i += 1;
            if *i < orders.len() {
                carried = false;
                break;
            }
            *i = 0;
        }
        if carried {
            self.next = None;
        }
        self.left -= 1;
        Some(sequence)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left).unwrap_or(usize::MAX);
        (left, usize::try_from(self.left).ok())
    }
}

/// A pattern that makes more sequences than the caller's limit: refused
/// before any is made.
///
/// ```
/// use tetrolab::setups::Pattern;
/// let err = Pattern::parse("*p7,*p7,*p7").unwrap().unique(1_000_000).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the pattern makes 128024064000 sequences, more than the 1000000 this allows: \
///      use a shorter pattern"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "the pattern makes {sequences} sequences, more than the {limit} this allows: \
     use a shorter pattern"
)]
pub struct TooManySequences {
    /// How many sequences the pattern makes, repeats included.
    pub sequences: u128,
    /// The limit.
    pub limit: u128,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::letters;

    fn written(pattern: &str) -> Vec<String> {
        Pattern::parse(pattern)
            .unwrap()
            .iter()
            .map(|s| letters(&s))
            .collect()
    }

    #[test]
    fn the_first_element_varies_slowest() {
        assert_eq!(written("[TI],[LJ]"), ["TL", "TJ", "IL", "IJ"]);
        assert_eq!(written("S;Z"), ["S", "Z"]);
        assert_eq!(written("*")[..3], ["T", "I", "L"]);
    }

    #[test]
    fn the_iterator_knows_its_length() {
        let pattern = Pattern::parse("*,*p2").unwrap();
        let mut iter = pattern.iter();
        assert_eq!(iter.size_hint(), (294, Some(294)));
        iter.next();
        assert_eq!(iter.size_hint(), (293, Some(293)));
        assert_eq!(iter.count(), 293);
        let huge = Pattern::parse("*p7,*p7,*p7,*p7,*p7,*p7").unwrap();
        assert_eq!(huge.sequences(), 5040u128.pow(6));
        assert_eq!(huge.iter().size_hint().0, usize::MAX);
        assert_eq!(huge.iter().take(3).count(), 3);
    }

    #[test]
    fn unique_sequences_are_sorted_in_sfinder_order() {
        let pattern = Pattern::parse("O;T;I").unwrap();
        let unique: Vec<String> = pattern
            .unique(10)
            .unwrap()
            .iter()
            .map(|s| letters(s))
            .collect();
        assert_eq!(unique, ["T", "I", "O"]);
        let repeats = Pattern::parse("*p2;[TI]!").unwrap();
        assert_eq!(repeats.sequences(), 44);
        assert_eq!(repeats.unique(44).unwrap().len(), 42);
        assert_eq!(
            repeats.unique(43),
            Err(TooManySequences {
                sequences: 44,
                limit: 43
            })
        );
    }

    /// setups.md §6: `percent` truncates to n or n + 1 before counting.
    #[test]
    fn truncated_unique_sequences_are_the_distinct_prefixes() {
        let pattern = Pattern::parse("*p4;T,*p3").unwrap();
        let mut prefixes: Vec<Vec<Piece>> = pattern.iter().map(|s| s[..2].to_vec()).collect();
        prefixes.sort_unstable_by_key(|s| sfinder_key(s));
        prefixes.dedup();
        assert_eq!(pattern.truncated(2).unique(1000).unwrap(), prefixes);
        assert_eq!(prefixes.len(), 43);
    }
}
