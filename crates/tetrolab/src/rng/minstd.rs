//! MINSTD, the Lehmer generator TETR.IO deals its pieces with.

use super::{FromSeed, PieceRng, Seed, SeedError, float_index};

/// The modulus 2^31 − 1 (a Mersenne prime).
const MODULUS: u64 = 0x7FFF_FFFF;
/// The multiplier of Park and Miller's "minimal standard".
const MULTIPLIER: u64 = 16_807;
/// The float divisor `m − 1`: `nextFloat() = (next() − 1) / 2147483646`.
const DIVISOR: u64 = MODULUS - 1;
/// The largest seed magnitude a JavaScript number holds exactly, 2^53 − 1.
const MAX_SAFE_INTEGER: u128 = (1 << 53) - 1;

/// Bounds `n` up to which `floor(nextFloat() · n)` equals the integer
/// `floor((t − 1) · n / 2147483646)` for every state `t`; the test
/// `integer_index_equals_float_index` proves it for each such `n`. At
/// `n = 22` they first differ: `t − 1 = 15 · 2147483646 / 22` is an exact
/// multiple, and the float product rounds just below 15.
pub(crate) const EXACT_INDEX_MAX: u32 = 21;

/// How many independent chains [`Minstd::fill_words`] runs: word `i` of a
/// block is `16807^LANES · word(i − LANES) mod m`, so the multiplications
/// of neighbouring words do not wait for each other.
const LANES: usize = 8;

/// `MULTIPLIER^j mod MODULUS` for `j` in `0..=LANES`: the state `j` steps
/// ahead of `t` is `JUMPS[j] · t mod m`.
const JUMPS: [u64; LANES + 1] = {
    let mut powers = [1u64; LANES + 1];
    let mut j = 1;
    while j <= LANES {
        powers[j] = powers[j - 1] * MULTIPLIER % MODULUS;
        j += 1;
    }
    powers
};

/// `x mod (2^31 − 1)`, up to one multiple of it, for `x < 2^62`: since
/// `2^31 ≡ 1`, the high bits fold onto the low ones.
#[inline(always)]
fn fold(x: u64) -> u64 {
    (x & MODULUS) + (x >> 31)
}

/// `a · t mod (2^31 − 1)` for `a, t` in `1..2^31 − 1`, without a division
/// or a branch, so blocks of it vectorize. One fold leaves a value below
/// 2^32; the second leaves it below 2^31 and unchanged modulo `m`. It
/// cannot be `m` itself: `m` is prime, so `a · t` is never a multiple.
#[inline(always)]
fn mul_mod(a: u64, t: u64) -> u64 {
    fold(fold(a * t))
}

/// The client's `nextFloat()` for the state `t`: `(t − 1) / 2147483646`.
#[inline(always)]
fn state_float(t: u32) -> f64 {
    (u64::from(t) - 1) as f64 / DIVISOR as f64
}

/// `floor(nextFloat() · n)` for the state `t`, by the exact integer form
/// when `n` allows it.
#[inline(always)]
fn state_below(t: u32, n: u32) -> u32 {
    if n <= EXACT_INDEX_MAX {
        integer_index(u64::from(t), n)
    } else {
        float_index(state_float(t), n)
    }
}

/// `floor(nextFloat() · n)` for the state `t`, in exact integer arithmetic
/// (valid for `n <= EXACT_INDEX_MAX`, see the proof test).
#[inline(always)]
fn integer_index(t: u64, n: u32) -> u32 {
    quotient_by_divisor((t - 1) * u64::from(n)) as u32
}

/// `y / 2147483646` for `y < 2^40`, without a division: with `q = y >> 31`,
/// `y = q · 2147483646 + r` where `r = (y mod 2^31) + 2q` lies below twice
/// the divisor, so the quotient is `q`, or `q + 1` when `r` reaches it.
#[inline(always)]
fn quotient_by_divisor(y: u64) -> u64 {
    let high = y >> 31;
    let rest = (y & MODULUS) + 2 * high;
    high + u64::from(rest >= DIVISOR)
}

/// Park and Miller's MINSTD generator (`t ← 16807 · t mod 2^31 − 1`) with
/// TETR.IO's seeding and float draw, as documented in seed document 001.
///
/// Seeding follows the JavaScript client for every integer it can hold
/// exactly (|seed| ≤ 2^53 − 1): `t = seed % 2147483647` keeping the sign,
/// then `t += 2147483646` if `t <= 0`. Seeds congruent to −2147483646 leave
/// `t = 0`, where the generator is stuck; they are rejected.
///
/// Portability: value-stable. Checked against Park and Miller's published
/// value (from state 1 the 10 000th output is 1043618065) and against
/// seed document 001's JavaScript under node (`tests/data/tetrio.txt`).
///
/// ```
/// use tetrolab::rng::{FromSeed, Minstd, PieceRng};
/// let mut rng = Minstd::from_seed(&12345u64.into()).unwrap();
/// assert_eq!(rng.next_raw(), 207482415);
/// assert!((0.0..1.0).contains(&rng.next_float()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Minstd {
    state: u64,
}

impl Minstd {
    /// The generator in state `state`, which must lie in `1..2^31 − 1`.
    pub fn from_state(state: u64) -> Option<Minstd> {
        (1..MODULUS).contains(&state).then_some(Minstd { state })
    }

    /// The current state `t` (the last output of `next()`).
    pub fn state(&self) -> u64 {
        self.state
    }

    /// Advances and returns the new state: the client's `next()`.
    #[inline]
    pub fn next_raw(&mut self) -> u64 {
        self.state = mul_mod(MULTIPLIER, self.state);
        self.state
    }
}

/// MINSTD's states as numbers, for code that walks them rather than
/// drawing from one generator (seed recovery: which states deal some
/// pieces).
impl Minstd {
    /// The modulus `2^31 − 1`: states are `1..MODULUS`.
    pub(crate) const MODULUS: u64 = MODULUS;

    /// `a · t mod (2^31 − 1)`, for `a` and `t` in `1..2^31 − 1`.
    #[inline(always)]
    pub(crate) fn times(a: u64, t: u64) -> u64 {
        mul_mod(a, t)
    }

    /// `16807^k mod (2^31 − 1)`, for any `k` (negative steps back): the
    /// state `k` steps after `t` is `Minstd::times(Minstd::step_multiplier(k), t)`.
    pub(crate) fn step_multiplier(k: i64) -> u64 {
        // 16807 has order dividing m − 1 = 2^31 − 2, so k steps back are
        // m − 1 − k steps ahead.
        let mut exponent = k.rem_euclid(DIVISOR as i64) as u64;
        let (mut result, mut base) = (1, MULTIPLIER);
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = mul_mod(result, base);
            }
            base = mul_mod(base, base);
            exponent >>= 1;
        }
        result
    }

    /// The draw `floor(nextFloat() · n)` that state `t` gives, for bounds
    /// up to [`EXACT_INDEX_MAX`] (the exact integer form).
    #[inline(always)]
    pub(crate) fn draw_of(t: u64, n: u32) -> u32 {
        debug_assert!(n <= EXACT_INDEX_MAX);
        integer_index(t, n)
    }

    /// The states whose draw of bound `n` (at most [`EXACT_INDEX_MAX`]) is
    /// `j`: `floor((t − 1) · n / D)` is `j` exactly when `(t − 1) · n`
    /// lies in `[j · D, (j + 1) · D)`, one interval for each `j`.
    pub(crate) fn states_drawing(j: u32, n: u32) -> std::ops::Range<u64> {
        assert!(n <= EXACT_INDEX_MAX && j < n, "draw {j} of bound {n}");
        let n = u64::from(n);
        let low = (u64::from(j) * DIVISOR).div_ceil(n) + 1;
        let high = ((u64::from(j) + 1) * DIVISOR).div_ceil(n) + 1;
        low..high.min(MODULUS)
    }
}

impl FromSeed for Minstd {
    const NAME: &'static str = "minstd";
    const SEEDS: &'static str =
        "an integer from -9007199254740991 to 9007199254740991 (JavaScript's safe integers)";

    /// The generator seeded as TETR.IO's client seeds it. Refuses seeds
    /// beyond ±(2^53 − 1), which JavaScript cannot hold exactly, and those
    /// that leave the state at 0.
    fn from_seed(seed: &Seed) -> Result<Minstd, SeedError> {
        if seed.magnitude() > MAX_SAFE_INTEGER {
            return Err(Self::out_of_range(seed));
        }
        let remainder = (seed.magnitude() % u128::from(MODULUS)) as i64;
        let mut state = if seed.is_negative() {
            -remainder
        } else {
            remainder
        };
        if state <= 0 {
            state += DIVISOR as i64;
        }
        Minstd::from_state(state as u64).ok_or(SeedError::Degenerate {
            seed: *seed,
            generator: Self::NAME,
            state: 0,
            advice: "pick another seed (seeds congruent to -2147483646 modulo 2147483647 never deal a piece)",
        })
    }

    fn seed_from_bits(bits: u64) -> Seed {
        Seed::from(bits % DIVISOR + 1)
    }
}

impl PieceRng for Minstd {
    /// The new state `t`, below 2^31.
    type Word = u32;

    const REJECTS: bool = false;

    #[inline]
    fn next_word(&mut self) -> u32 {
        self.next_raw() as u32
    }

    /// Jumps ahead: the first `LANES` words from the current state at
    /// once, then each word from the one `LANES` before it.
    #[inline]
    fn fill_words(&mut self, words: &mut [u32]) {
        let start = self.state;
        for (word, &jump) in words.iter_mut().zip(&JUMPS[1..]) {
            *word = mul_mod(jump, start) as u32;
        }
        for i in LANES..words.len() {
            words[i] = mul_mod(JUMPS[LANES], u64::from(words[i - LANES])) as u32;
        }
        if let Some(&last) = words.last() {
            self.state = u64::from(last);
        }
    }

    /// Blocks of words, each made a draw: for the pieces' bound, 7, by
    /// counting steps ([`word_below_const`](PieceRng::word_below_const)),
    /// which a block turns into vector compares. With the bound known
    /// when compiling, as at every call for pieces, the test folds away.
    #[inline]
    fn fill_below<T>(&mut self, bound: u32, out: &mut [T], map: impl Fn(u32) -> T) {
        let mut words = [0u32; 64];
        for chunk in out.chunks_mut(words.len()) {
            let words = &mut words[..chunk.len()];
            self.fill_words(words);
            for (slot, &word) in chunk.iter_mut().zip(words.iter()) {
                let draw = match bound {
                    7 => Self::word_below_const::<7>(word),
                    _ => Self::word_below(word, bound),
                };
                *slot = map(draw.unwrap_or_default());
            }
        }
    }

    #[inline]
    fn float_from(mut next: impl FnMut() -> u32) -> f64 {
        state_float(next())
    }

    #[inline]
    fn word_below(word: u32, n: u32) -> Option<u32> {
        Some(state_below(word, n))
    }

    /// For bounds up to `SMALL_BOUND_MAX`, counts the steps of the index
    /// at or below `word` (see `Minstd::draw_steps`): a few comparisons
    /// of 32-bit values, which blocks of draws vectorize.
    #[inline(always)]
    fn word_below_const<const N: u32>(word: u32) -> Option<u32> {
        if N <= SMALL_BOUND_MAX {
            let steps = const { Minstd::draw_steps(N) };
            // States lie below 2^31, so signed comparisons are exact.
            let word = word as i32;
            let below = steps[..N as usize - 1]
                .iter()
                .map(|&step| i32::from(word >= step));
            Some(below.sum::<i32>() as u32)
        } else {
            Some(state_below(word, N))
        }
    }
}

/// The largest bound [`Minstd::word_below_const`] draws by counting steps.
const SMALL_BOUND_MAX: u32 = 8;

impl Minstd {
    /// For bound `n` (up to [`EXACT_INDEX_MAX`]), the smallest state `t` of
    /// each index `j` in `1..n`, then `i32::MAX`: the draw
    /// `floor((t − 1) · n / D)` reaches `j` exactly when
    /// `t − 1 >= ceil(j · D / n)`, so a state's draw is how many of these
    /// it reaches (a count of compares, which blocks of states make in
    /// vector registers).
    pub(crate) const fn draw_steps(n: u32) -> [i32; EXACT_INDEX_MAX as usize] {
        let mut steps = [i32::MAX; EXACT_INDEX_MAX as usize];
        let mut j = 1;
        while j < n && n <= EXACT_INDEX_MAX {
            steps[j as usize - 1] = ((j as u64 * DIVISOR).div_ceil(n as u64) + 1) as i32;
            j += 1;
        }
        steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::checks;

    fn float_form(t: u64, n: u32) -> u32 {
        float_index((t - 1) as f64 / DIVISOR as f64, n)
    }

    /// Park and Miller (1988): from state 1, the 10 000th output is 1043618065.
    #[test]
    fn park_miller_check_value() {
        let mut rng = Minstd::from_state(1).unwrap();
        let mut last = 0;
        for _ in 0..10_000 {
            last = rng.next_raw();
        }
        assert_eq!(last, 1_043_618_065);
    }

    /// Seed document 001's seeding: raw `next()` from seed 12345 (`docs/sources.md`
    /// §5), and the sign and zero rules.
    #[test]
    fn seeding_follows_the_javascript_client() {
        let mut rng = Minstd::from_seed(&12345u64.into()).unwrap();
        let raw: Vec<u64> = (0..3).map(|_| rng.next_raw()).collect();
        assert_eq!(raw, [207_482_415, 1_790_989_824, 2_035_175_616]);
        let state = |s: i64| Minstd::from_seed(&s.into()).map(|r| r.state());
        assert_eq!(state(0), Ok(DIVISOR));
        assert_eq!(state(2_147_483_647), Ok(DIVISOR));
        assert_eq!(state(-1), Ok(DIVISOR - 1));
        assert_eq!(state(-2_147_483_647), Ok(DIVISOR));
        assert_eq!(state(2_147_483_648), Ok(1));
        assert!(matches!(
            state(-2_147_483_646),
            Err(SeedError::Degenerate { .. })
        ));
        assert!(matches!(
            state(-2_147_483_646 - 2_147_483_647),
            Err(SeedError::Degenerate { .. })
        ));
        assert_eq!(state((1 << 53) - 1), Ok(((1u64 << 53) - 1) % MODULUS));
        assert!(matches!(state(1 << 53), Err(SeedError::OutOfRange { .. })));
    }

    #[test]
    fn mul_mod_matches_plain_remainder() {
        let mut rng = Minstd::from_state(99).unwrap();
        let states = [1, 2, 16_807, MODULUS / 2, MODULUS - 1];
        let random = (0..10_000).map(|_| rng.next_raw());
        for t in states.into_iter().chain(random) {
            for a in JUMPS.into_iter().chain(states) {
                assert_eq!(mul_mod(a, t), a * t % MODULUS, "{a} · {t}");
            }
        }
    }

    /// Around every multiple of the divisor up to 2^40, and at random.
    #[test]
    fn quotient_matches_division() {
        let mut rng = Minstd::from_state(5).unwrap();
        let random = (0..100_000).map(|_| (rng.next_raw() << 9) ^ rng.next_raw());
        let multiples = (0..=(1u64 << 40) / DIVISOR).map(|k| k * DIVISOR);
        let around = multiples.flat_map(|y| [y.saturating_sub(1), y, y + 1]);
        for y in around.chain(random).filter(|&y| y < 1 << 40) {
            assert_eq!(quotient_by_divisor(y), y / DIVISOR, "{y}");
        }
    }

    /// Proof that the integer index equals the client's float index for
    /// every state and every `n <= EXACT_INDEX_MAX`.
    ///
    /// Both `x ↦ floor((x/D) · n)` in IEEE doubles (correctly rounded
    /// division and multiplication are monotone) and `x ↦ floor(x·n / D)` are
    /// non-decreasing step functions of `x = t − 1` in `0..D` with values in
    /// `0..n`. Two such functions are equal everywhere if, at each step
    /// `x_j = ceil(j·D / n)` of the integer form, the float form is `j` at
    /// `x_j` and `j − 1` at `x_j − 1`, and both start at 0 and end at n − 1.
    /// Checking those 2n + 2 points per `n` is therefore exhaustive.
    #[test]
    fn integer_index_equals_float_index() {
        for n in 1..=EXACT_INDEX_MAX {
            assert_eq!(float_form(1, n), 0);
            assert_eq!(float_form(MODULUS - 1, n), n - 1);
            for j in 1..u64::from(n) {
                let step = (j * DIVISOR).div_ceil(u64::from(n));
                let t = step + 1;
                assert_eq!(integer_index(t, n), j as u32);
                assert_eq!(integer_index(t - 1, n), j as u32 - 1);
                assert_eq!(float_form(t, n), j as u32, "n = {n}, j = {j}");
                assert_eq!(float_form(t - 1, n), j as u32 - 1, "n = {n}, j = {j}");
            }
        }
        // One past the bound, the forms differ: the proof's checks can fail.
        let t = 15 * DIVISOR / 22 + 1;
        assert_eq!((integer_index(t, 22), float_form(t, 22)), (15, 14));
    }

    /// Each interval holds exactly the states whose draw it names: its
    /// ends draw it, the states just outside do not, and the intervals of
    /// a bound tile the states.
    #[test]
    fn intervals_hold_their_draws() {
        for n in [2, 7, 13, 14, 21] {
            let mut next = 1;
            for j in 0..n {
                let std::ops::Range { start, end } = Minstd::states_drawing(j, n);
                assert_eq!(start, next, "bound {n}: the intervals tile the states");
                assert_eq!(Minstd::draw_of(start, n), j);
                assert_eq!(Minstd::draw_of(end - 1, n), j);
                if end < MODULUS {
                    assert_eq!(Minstd::draw_of(end, n), j + 1);
                }
                next = end;
            }
            assert_eq!(next, MODULUS);
        }
    }

    /// A power of the multiplier is that many steps, forwards or back.
    #[test]
    fn step_multipliers_are_steps() {
        let mut rng = Minstd::from_state(12_345).unwrap();
        for k in 0..20 {
            assert_eq!(
                Minstd::times(Minstd::step_multiplier(k), 12_345),
                rng.state()
            );
            let back = Minstd::times(Minstd::step_multiplier(-k), rng.state());
            assert_eq!(back, 12_345, "{k} steps back");
            rng.next_raw();
        }
        assert_eq!(Minstd::step_multiplier(DIVISOR as i64), 1);
    }

    /// At each step of every index, and at random states.
    fn const_bound_draws_match<const N: u32>() {
        let mut rng = Minstd::from_state(3).unwrap();
        let random = (0..10_000).map(|_| rng.next_raw() as u32);
        let steps = (1..N).map(|j| (u64::from(j) * DIVISOR).div_ceil(u64::from(N)) as u32 + 1);
        let edges = steps.flat_map(|t| [t - 1, t, t + 1]);
        for t in edges.chain([1, MODULUS as u32 - 1]).chain(random) {
            let expected = Minstd::word_below(t, N);
            assert_eq!(
                Minstd::word_below_const::<N>(t),
                expected,
                "n = {N}, t = {t}"
            );
        }
    }

    #[test]
    fn const_bound_draws_equal_draws() {
        const_bound_draws_match::<1>();
        const_bound_draws_match::<2>();
        const_bound_draws_match::<3>();
        const_bound_draws_match::<5>();
        const_bound_draws_match::<7>();
        const_bound_draws_match::<8>();
        const_bound_draws_match::<9>();
        const_bound_draws_match::<21>();
    }

    #[test]
    fn block_fills_equal_serial_steps() {
        for state in [1u64, 12_345, 191_836_487, MODULUS - 1] {
            for count in [0, 1, 7, 8, 9, 16, 64, 100] {
                let mut fast = Minstd::from_state(state).unwrap();
                let mut slow = fast.clone();
                let mut words = vec![0; count];
                fast.fill_words(&mut words);
                let serial: Vec<u32> = (0..count).map(|_| slow.next_raw() as u32).collect();
                assert_eq!(words, serial, "state {state}, count {count}");
                assert_eq!(fast, slow);
            }
        }
    }

    /// Bulk draws equal one draw at a time, for the pieces' bound (counted
    /// steps) and others, across block edges.
    #[test]
    fn bulk_draws_equal_serial_draws() {
        let rng = Minstd::from_state(191_836_487).unwrap();
        checks::bulk_draws_equal_serial(&rng, &[7, 8, 13, 35], &[0, 1, 63, 64, 65, 200]);
    }
}
