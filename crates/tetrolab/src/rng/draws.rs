//! Draws as randomizers consume them: the [`Draw`] interface definitions
//! are written against, and [`Draws`], a generator's words made a block at
//! a time.

use super::PieceRng;

/// Uniform draws, as a randomizer's definition consumes them.
///
/// Definitions (see [`Definition`](crate::randomizer::Definition)) deal
/// from a `Draw` rather than from a generator, so the same code runs on any
/// generator ([`Draws`]) and on anything else that answers draws — a
/// probe that enumerates every outcome of a draw, say.
///
/// ```
/// use tetrolab::rng::{DefaultRng, Draw, Draws};
/// fn roll_twice(draw: &mut impl Draw) -> (u32, u32) {
///     (draw.below(7), draw.below(7))
/// }
/// let (a, b) = roll_twice(&mut Draws::new(DefaultRng::seed_from_u64(1)));
/// assert!(a < 7 && b < 7);
/// ```
pub trait Draw {
    /// A uniform index in `0..n` (`n >= 1`).
    fn below(&mut self, n: u32) -> u32;
    /// A uniform float in `[0, 1)`.
    fn float(&mut self) -> f64;
}

/// How many words a refill makes.
const BLOCK: usize = 64;

/// The draws of a generator, with its words made `BLOCK` at a time.
///
/// Every draw is a pure function of the next word, so making words early
/// changes nothing drawn: `below` and `float` give exactly what the
/// generator's own [`PieceRng::below`] and [`PieceRng::next_float`] give, in
/// the same order. Making words in blocks lets generators compute them in
/// parallel (MINSTD jumps ahead), and [`fill_below`](Draws::fill_below) lets a
/// randomizer look at its next few words at once and decide without a
/// branch per draw.
///
/// Cloning copies the buffer, so a clone draws exactly what the original
/// draws.
///
/// ```
/// use tetrolab::rng::{Draw, Draws, FromSeed, Minstd, PieceRng};
/// let rng = Minstd::from_seed(&12345u64.into()).unwrap();
/// let mut serial = rng.clone();
/// let mut draws = Draws::new(rng);
/// for n in 1..=100 {
///     assert_eq!(draws.below(n), serial.below(n));
/// }
/// ```
#[derive(Clone)]
pub struct Draws<R: PieceRng> {
    rng: R,
    words: [R::Word; BLOCK],
    /// The next unused word; `BLOCK` when the buffer is used up.
    next: usize,
}

impl<R: PieceRng> std::fmt::Debug for Draws<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Draws")
            .field("rng", &self.rng)
            .field("buffered", &(BLOCK - self.next))
            .finish()
    }
}

impl<R: PieceRng> Draws<R> {
    /// Draws from `rng`, starting at its next word.
    pub fn new(rng: R) -> Draws<R> {
        Draws {
            rng,
            words: [R::Word::default(); BLOCK],
            next: BLOCK,
        }
    }

    /// The next word.
    #[inline]
    pub fn word(&mut self) -> R::Word {
        if self.next == BLOCK {
            self.refill();
        }
        let word = self.words[self.next];
        self.next += 1;
        word
    }

    /// Fills `out` with the next draws of `below(bound)`, each passed
    /// through `map`: the same draws as that many calls to
    /// [`below`](Draws::below), the buffered words first and the rest made
    /// in bulk by the generator ([`PieceRng::fill_below`]).
    #[inline]
    pub fn fill_below<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        let mut filled = 0;
        while self.next < BLOCK && filled < out.len() {
            let word = self.words[self.next];
            self.next += 1;
            if let Some(draw) = R::word_below(word, bound) {
                out[filled] = map(draw);
                filled += 1;
            }
        }
        self.rng.fill_below(bound, &mut out[filled..], map);
    }

    /// Fills the buffer with new words.
    #[inline(never)]
    fn refill(&mut self) {
        self.rng.fill_words(&mut self.words);
        self.next = 0;
    }
}

impl<R: PieceRng> Draw for Draws<R> {
    /// As [`PieceRng::below`] draws it: the next word the generator
    /// accepts for `n`.
    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        loop {
            if let Some(index) = R::word_below(self.word(), n) {
                return index;
            }
        }
    }

    /// As [`PieceRng::next_float`] draws it.
    #[inline]
    fn float(&mut self) -> f64 {
        R::float_from(|| self.word())
    }
}

/// Draws straight from a generator, one word at a time: the same draws
/// as [`Draws`], for searches that start a generator from every state and
/// stop after a few draws (where a block made ahead would be wasted), and
/// for engines that make their draws in bulk themselves (the weighted
/// lanes' [`PieceRng::fill_floats`]) and draw one at a time only for a rest.
///
/// ```
/// use tetrolab::rng::{Draw, Draws, FromSeed, TgmLcg, Unbuffered};
/// let rng = TgmLcg::from_seed(&0x43B7u64.into()).unwrap();
/// let (mut one, mut block) = (Unbuffered(rng.clone()), Draws::new(rng));
/// assert!((0..100).all(|_| one.below(7) == block.below(7)));
/// ```
#[derive(Debug, Clone)]
pub struct Unbuffered<R: PieceRng>(pub R);

impl<R: PieceRng> Draw for Unbuffered<R> {
    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        loop {
            if let Some(index) = R::word_below(self.0.next_word(), n) {
                return index;
            }
        }
    }

    #[inline]
    fn float(&mut self) -> f64 {
        R::float_from(|| self.0.next_word())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{DefaultRng, Minstd, PythonRandom};

    /// Mixed draws and floats through the buffer equal the same
    /// draws made one at a time from the generator.
    fn agrees_with_serial<R: PieceRng>(rng: R) {
        let mut serial = rng.clone();
        let mut draws = Draws::new(rng);
        for step in 0u32..2_000 {
            match step % 4 {
                0 => assert_eq!(draws.float(), serial.next_float()),
                _ => {
                    let n = 1 + step % 40;
                    assert_eq!(draws.below(n), serial.below(n), "step {step}");
                }
            }
        }
    }

    #[test]
    fn bulk_draws_equal_serial_draws() {
        let rng = DefaultRng::seed_from_u64(9);
        let mut serial = rng.clone();
        let mut draws = Draws::new(rng);
        for len in [0, 1, 5, 64, 65, 200] {
            let mut out = vec![0u32; len];
            draws.fill_below(13, &mut out, |d| d);
            let expected: Vec<u32> = (0..len).map(|_| serial.below(13)).collect();
            assert_eq!(out, expected);
            assert_eq!(draws.below(5), serial.below(5));
        }
    }

    #[test]
    fn buffered_draws_equal_serial_draws() {
        agrees_with_serial(Minstd::from_state(12_345).unwrap());
        agrees_with_serial(DefaultRng::seed_from_u64(12_345));
        agrees_with_serial(PythonRandom::new(&12_345u64.into()));
    }
}
