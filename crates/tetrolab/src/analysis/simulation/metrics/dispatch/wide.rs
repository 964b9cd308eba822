//! The metrics' counters 64 pieces at a time with AVX2: the same counters
//! as [`Metrics::observe`]'s portable passes, which stay the readable
//! definition (and the path where AVX2 is absent); [`dispatch`](super)
//! chooses, and the tests hold the two equal field by field on every
//! randomizer. Safe code only: the loads and stores it needs are
//! [`dispatch`](super)'s.
//!
//! Per chunk of 64 pieces, from its bytes compared with the bytes 1 to
//! [`LOOKBACK`] pieces before:
//! - **gaps**: each piece's gap is the smallest distance to an equal byte,
//!   so each piece gets a code `8·gap + piece` by one blend per distance,
//!   and the codes are counted in a table (one increment a piece); a piece
//!   with no equal byte within [`LOOKBACK`] (a long gap, or none) is
//!   searched back for, as [`Metrics::observe`] would find it;
//! - **floods** from the repeats (distance 1) as the portable pass takes
//!   them; **snake runs** from the S/Z bits, counted a length at a time
//!   over the whole word ([`add_runs`]) rather than a run at a time;
//! - **5-grams**: sixteen codes at a time from five shifted loads;
//! - **balance**: `7·c_p − t` for the seven pieces as eight `i16` lanes
//!   (their change since last finished), twice over in a vector, moved on by
//!   one table row every two pieces; their extremes and sums are kept
//!   across two chunks ([`BALANCE_SPAN`]), and the span's squared
//!   deviations summed from them.

#![deny(unsafe_code)]

use super::super::{Floods, Metrics, NGRAM_CODES, RunCounter, add_gap_beyond_bins, push_code};
use super::{load_words, load16, load32, store_lanes, store_u16, store32};
use crate::Piece;
use core::arch::x86_64::{
    __m256i, _mm256_add_epi16, _mm256_add_epi32, _mm256_blendv_epi8, _mm256_cmpeq_epi8,
    _mm256_cvtepu8_epi16, _mm256_madd_epi16, _mm256_max_epi16, _mm256_min_epi16,
    _mm256_movemask_epi8, _mm256_or_si256, _mm256_permute4x64_epi64, _mm256_set1_epi8,
    _mm256_setzero_si256, _mm256_slli_epi16,
};

/// Pieces a chunk holds: one bit each in a word.
pub(in super::super) const CHUNK: usize = 64;
/// How far back a piece's gap is found by vector compares; the kernel
/// needs this many pieces before its first.
pub(in super::super) const LOOKBACK: usize = 16;
// `observe_chunks` names the distances 16 to 1 one by one.
const _: () = assert!(LOOKBACK == 16);

/// Balance's steps for two pieces `a` then `b`, at `a | b << 3`: how
/// `7·c_p − t` moves for each piece `p` (a lane each, the eighth lane no
/// piece's) after `a`, in the low eight lanes, and after `a` and `b`, in
/// the high eight. A piece moves its own lane by 6 and the six others'
/// by −1. Rows from 64 on are never read: they let a whole byte index the
/// table with no mask or bounds check.
static PAIR_STEPS: [[i16; 16]; 256] = {
    let mut steps = [[0; 16]; 256];
    let mut pair = 0;
    while pair < 64 {
        let (a, b) = (pair % 8, pair / 8);
        let mut lane = 0;
        while lane < 7 {
            steps[pair][lane] = step(a, lane);
            steps[pair][8 + lane] = step(a, lane) + step(b, lane);
            lane += 1;
        }
        pair += 1;
    }
    steps
};

/// How piece `p`'s deal moves `lane` (no piece: 7, nothing).
const fn step(p: usize, lane: usize) -> i16 {
    if p == 7 {
        0
    } else if lane == p {
        6
    } else {
        -1
    }
}

/// Balance's lanes are finished (turned into deviations) every this many
/// pieces, the most their `i16` sums hold: after `2k` pieces of one piece
/// only, its lane has moved by `12k`, so a half's sum over a span's
/// [`BALANCE_SPAN`]` / 2` steps is at most `12·(1 + … + 64)` = 24,960, and
/// each `i32` lane of squares at most `64·(768² + 128²)`.
const BALANCE_SPAN: usize = 2 * CHUNK;

/// The most pieces a stream may have seen for the kernel: balance's sums
/// are kept in 64 bits, which this bound keeps from overflowing.
pub(in super::super) const MAX_START: u64 = 1 << 40;

/// Observes `bytes[from..to]` (the pieces' indices; whole chunks, `from`
/// at least [`LOOKBACK`], `m` having observed `bytes[..from]`), leaving
/// every counter as the portable passes do.
#[target_feature(enable = "avx2,bmi1,popcnt,lzcnt")]
pub(super) fn observe_chunks(m: &mut Metrics, bytes: &[u8], from: usize, to: usize) {
    debug_assert!(from >= LOOKBACK && (to - from).is_multiple_of(CHUNK));
    // The time of `bytes[0]`.
    let start = m.pieces - from as u64;
    let end = start + to as u64;
    // `gaps[8·g + p]`: gaps of `g` (1 to LOOKBACK) of piece `p`.
    let mut gaps = [0u64; 256];
    let mut excess: [i64; 8] = [0; 8];
    for (p, &c) in m.counts.iter().enumerate() {
        excess[p] = (7 * c) as i64 - m.pieces as i64;
    }
    let mut max_deviation7 = 0i64;
    let mut deviation_sum = 0u128;
    let mut ngrams = m
        .ngrams
        .as_deref_mut()
        .map(|table| <&mut [u64; NGRAM_CODES]>::try_from(table).expect("a 5-gram table"));
    let mut floods = Floods {
        counter: &mut m.flood,
        next: m.pieces,
    };
    let mut codes = [0u8; CHUNK];
    let mut grams = [0u16; CHUNK];
    // `pairs[i]`: the pieces before and at `i`, as `PAIR_STEPS`' index.
    let mut pairs = [0u8; CHUNK];
    // `7·Σc² − t²` now (see `Balance`).
    let mut deviation = 7 * m.sum_of_squares - m.pieces * m.pieces;
    let tags: [__m256i; LOOKBACK + 1] =
        std::array::from_fn(|g| _mm256_set1_epi8((8 * g) as u8 as i8));
    let zero = _mm256_setzero_si256();
    // Balance's lanes since they were last finished, `since` pieces ago.
    let [mut moved, mut highest, mut lowest, mut sum, mut squares] = [zero; 5];
    let mut since = 0;
    for base in (from..to).step_by(CHUNK) {
        let t0 = start + base as u64;
        // The chunk and the LOOKBACK pieces before it.
        let window: &[u8; LOOKBACK + CHUNK] = bytes[base - LOOKBACK..base + CHUNK]
            .try_into()
            .expect("a window");
        let pieces = [load32(window, LOOKBACK), load32(window, LOOKBACK + 32)];
        // Codes `8·gap + piece`, the smallest distance blended in last.
        let mut code = [_mm256_setzero_si256(); 2];
        let mut repeat = [_mm256_setzero_si256(); 2];
        macro_rules! blend {
            ($($g:literal)*) => {$(
                for half in 0..2 {
                    let before = load32(window, LOOKBACK + 32 * half - $g);
                    let equal = _mm256_cmpeq_epi8(pieces[half], before);
                    code[half] = _mm256_blendv_epi8(code[half], tags[$g], equal);
                    if $g == 1 {
                        repeat[half] = equal;
                    }
                }
            )*};
        }
        blend!(16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1);
        let far = bits(
            _mm256_cmpeq_epi8(code[0], zero),
            _mm256_cmpeq_epi8(code[1], zero),
        );
        let (two, six) = (_mm256_set1_epi8(2), _mm256_set1_epi8(6));
        let snake = |v: __m256i| _mm256_cmpeq_epi8(_mm256_or_si256(v, two), six);
        add_runs(&mut m.snake, bits(snake(pieces[0]), snake(pieces[1])));
        let mut repeats = bits(repeat[0], repeat[1]);
        while repeats != 0 {
            floods.repeat(t0 + u64::from(repeats.trailing_zeros()));
            repeats &= repeats - 1;
        }
        for half in 0..2 {
            store32(
                &mut codes,
                32 * half,
                _mm256_or_si256(code[half], pieces[half]),
            );
        }

        // Balance two pieces at a time, and the gaps within reach:
        // `moved` holds each lane's change since balance was last finished
        // after the pair's first piece (low half) and after its second
        // (high).
        for (half, &piece) in pieces.iter().enumerate() {
            let next = _mm256_slli_epi16::<3>(piece);
            let before = load32(window, LOOKBACK + 32 * half - 1);
            store32(&mut pairs, 32 * half, _mm256_or_si256(before, next));
        }
        // Eight pieces a turn, so the loop's own count and jump are paid
        // once for four steps.
        for (eight, pairs) in codes
            .as_chunks::<8>()
            .0
            .iter()
            .zip(pairs.as_chunks::<8>().0)
        {
            for two in 0..4 {
                let step = load_words(&PAIR_STEPS[usize::from(pairs[2 * two + 1])]);
                moved = _mm256_add_epi16(_mm256_permute4x64_epi64::<0xEE>(moved), step);
                highest = _mm256_max_epi16(highest, moved);
                lowest = _mm256_min_epi16(lowest, moved);
                sum = _mm256_add_epi16(sum, moved);
                squares = _mm256_add_epi32(squares, _mm256_madd_epi16(moved, moved));
            }
            for &code in eight {
                gaps[usize::from(code)] += 1;
            }
        }
        since += CHUNK;
        if since == BALANCE_SPAN || base + CHUNK == to {
            // Both halves' extremes in the low half.
            let swap = |v: __m256i| _mm256_permute4x64_epi64::<0x4E>(v);
            let [moved_by, high, low, sums] = [
                moved,
                _mm256_max_epi16(highest, swap(highest)),
                _mm256_min_epi16(lowest, swap(lowest)),
                sum,
            ]
            .map(|v| store_lanes::<[i16; 16]>(v));
            let squared: i64 = store_lanes::<[i32; 8]>(squares)
                .iter()
                .map(|&n| i64::from(n))
                .sum();
            // With `e_p` the lane when last finished and `δ_p` its change,
            // `7·D = Σ_p (e_p + δ_p)²` after each piece, so the span's `D`s
            // sum to `since·D₀ + Σ_p (2·e_p·Σδ_p + Σδ_p²) / 7` (the division
            // exact).
            let (mut summed, mut ended) = (squared, 0i64);
            for p in 0..7 {
                let e = excess[p];
                max_deviation7 = max_deviation7
                    .max(e + i64::from(high[p]))
                    .max(-(e + i64::from(low[p])));
                summed += 2 * e * (i64::from(sums[p]) + i64::from(sums[8 + p]));
                let d = i64::from(moved_by[8 + p]);
                ended += 2 * e * d + d * d;
                excess[p] += d;
            }
            deviation_sum += u128::from(deviation) * since as u128;
            deviation_sum = deviation_sum.wrapping_add_signed(i128::from(summed / 7));
            deviation = deviation.wrapping_add_signed(ended / 7);
            [moved, highest, lowest, sum, squares] = [zero; 5];
            since = 0;
        }

        // Gaps beyond reach (or first occurrences), searched back for.
        let mut far = far;
        while far != 0 {
            let at = base + far.trailing_zeros() as usize;
            far &= far - 1;
            let p = bytes[at];
            let seen = match bytes[..at - LOOKBACK].iter().rposition(|&b| b == p) {
                Some(before) => start + before as u64,
                // Not in `bytes[..at]`: `m` has its last occurrence.
                None => m.last_seen[usize::from(p)],
            };
            if seen != u64::MAX {
                let (p, gap) = (usize::from(p), start + at as u64 - seen);
                match m.gap_bins.get_mut(gap as usize) {
                    Some(row) => row[p] += 1,
                    None => add_gap_beyond_bins(&mut m.gap_bins, &mut m.long_gaps[p], p, gap),
                }
            }
        }

        if let Some(table) = ngrams.as_deref_mut() {
            for quarter in 0..4 {
                let at = base + 16 * quarter;
                let back = |k: usize| _mm256_cvtepu8_epi16(load16(bytes, at - k));
                let code = _mm256_or_si256(
                    _mm256_or_si256(
                        _mm256_slli_epi16::<12>(back(4)),
                        _mm256_slli_epi16::<9>(back(3)),
                    ),
                    _mm256_or_si256(
                        _mm256_or_si256(
                            _mm256_slli_epi16::<6>(back(2)),
                            _mm256_slli_epi16::<3>(back(1)),
                        ),
                        back(0),
                    ),
                );
                store_u16(&mut grams, 16 * quarter, code);
            }
            for four in grams.as_chunks::<4>().0 {
                for &code in four {
                    table[usize::from(code) & (NGRAM_CODES - 1)] += 1;
                }
            }
        }
    }
    floods.finish(end);
    m.snake.max = m.snake.max.max(m.snake.current);

    let reached = (1..=LOOKBACK)
        .rev()
        .find(|&g| gaps[8 * g..8 * g + 7].iter().any(|&n| n > 0));
    if let Some(longest) = reached
        && m.gap_bins.len() <= longest
    {
        m.gap_bins.resize(longest + 1, [0; 7]);
    }
    // Row 0 of `gaps` counted the pieces searched back for.
    for (g, row) in m.gap_bins.iter_mut().enumerate().take(LOOKBACK + 1).skip(1) {
        for (p, bin) in row.iter_mut().enumerate() {
            *bin += gaps[8 * g + p];
        }
    }

    // Each piece's last occurrence, searched back until all are found.
    let mut unseen = 0x7fu8;
    for (at, &p) in bytes.iter().enumerate().take(to).skip(from).rev() {
        if unseen & 1 << p != 0 {
            unseen &= !(1 << p);
            m.last_seen[usize::from(p)] = start + at as u64;
            if unseen == 0 {
                break;
            }
        }
    }
    let newest = &bytes[to - 5..to];
    m.recent = newest.iter().fold(m.recent, |code, &p| {
        push_code(code, Piece::ALL[usize::from(p)])
    });
    m.previous = bytes[to - 1];
    m.squared_deviation_sum += deviation_sum;
    m.max_deviation7 = m.max_deviation7.max(max_deviation7 as u64);
    let counts = std::array::from_fn(|p| (excess[p] + end as i64) as u64 / 7);
    m.set_counts(counts, end);
}

/// A word of the high bits of two vectors' 64 bytes, the first's lowest.
#[target_feature(enable = "avx2")]
#[inline]
fn bits(low: __m256i, high: __m256i) -> u64 {
    let half = |v: __m256i| u64::from(_mm256_movemask_epi8(v) as u32);
    half(low) | half(high) << 32
}

/// What [`RunCounter::add_bits`]`(bits, 64)` does, with the runs that
/// neither continue the open one nor stay open counted a length at a
/// time: runs of `n` or more start where `n` bits in a row are set, so
/// each length's number is the difference of two population counts.
#[target_feature(enable = "popcnt,bmi1,lzcnt")]
pub(super) fn add_runs(counter: &mut RunCounter, bits: u64) {
    if bits == u64::MAX {
        counter.current += 64;
        return;
    }
    // The open run goes on into a run at bit 0 (none: it ends here).
    let first = bits.trailing_ones();
    counter.add_run(counter.current + u64::from(first));
    // A run through the last bit stays open.
    let last = bits.leading_ones();
    counter.current = u64::from(last);
    let low = if first == 0 {
        0
    } else {
        u64::MAX >> (64 - first)
    };
    let high = if last == 0 {
        0
    } else {
        u64::MAX << (64 - last)
    };
    let inner = bits & !low & !high;
    let starts = inner & !(inner << 1);
    let mut longer = starts.count_ones();
    let (mut within, mut n) = (inner, 1);
    while longer != 0 {
        // Bit `s` set where the bits from `s` to `s + n` all are.
        within &= inner >> n;
        let at_least = (starts & within).count_ones();
        counter.bins[n] += u64::from(longer - at_least);
        if at_least == 0 {
            counter.max = counter.max.max(n as u64);
        }
        longer = at_least;
        n += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::super as dispatch;
    use super::*;
    use crate::analysis::Detail;
    use crate::randomizer::catalog::entries;
    use crate::rng::RngKind;
    use crate::{Dealing, Spec};

    /// Observes `pieces` in blocks of `block` by the AVX2 kernel where a
    /// block holds a whole chunk (`wide`) or by the portable passes alone.
    fn observed(pieces: &[Piece], detail: Detail, block: usize, wide: bool) -> Metrics {
        let mut m = Metrics::with_detail(detail);
        for part in pieces.chunks(block) {
            if !(wide && m.observe_wide(part)) {
                m.observe_portable(part);
            }
        }
        m
    }

    /// The kernel's counters equal the portable passes' field by field on
    /// a stream, at every detail and in blocks that start chunks at every
    /// offset; and the kernel really ran.
    fn assert_kernel_equals_portable(pieces: &[Piece], what: &str) {
        assert!(
            dispatch::available(),
            "no AVX2 here: the kernel is untested"
        );
        for detail in [Detail::Sequence, Detail::Ngrams] {
            for block in [80, 81, 143, 977, 4096, pieces.len().max(1)] {
                let portable = observed(pieces, detail, block, false);
                let wide = observed(pieces, detail, block, true);
                assert_eq!(wide, portable, "{what}, {detail:?}, blocks of {block}");
            }
        }
    }

    /// Every catalog entry on every generator it runs on (its own if it
    /// has one): 10,000 pieces measured both ways.
    #[test]
    fn kernel_equals_portable_on_every_randomizer_and_generator() {
        for entry in entries() {
            let spec: Spec = entry.name.parse().unwrap();
            let kinds = std::iter::once(None).chain(RngKind::ALL.map(Some));
            for kind in kinds.filter(|&kind| spec.generator(kind).is_ok()) {
                let generator = spec.generator(kind).unwrap();
                let seed = generator.seed_from_bits(77);
                let dealing = Dealing::new(spec.clone(), kind, seed).unwrap();
                let mut pieces = vec![Piece::I; 10_000];
                dealing.randomizer().fill(&mut pieces);
                assert_kernel_equals_portable(&pieces, &format!("{} on {kind:?}", entry.name));
            }
        }
    }

    /// Streams that take the kernel's rare ways: one piece only (floods
    /// through whole chunks, pieces never seen), gaps just past its reach
    /// and past the bins, snake runs through whole chunks, a piece first
    /// seen after many chunks.
    #[test]
    fn kernel_equals_portable_on_extreme_streams() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        let cycle = |period: usize| -> Vec<Piece> {
            (0..3000).map(|t| Piece::ALL[(t % period).min(6)]).collect()
        };
        let mut streams = vec![
            vec![Piece::O; 3000],
            cycle(7),
            cycle(17),
            cycle(300),
            (0..3000)
                .map(|t| [Piece::S, Piece::Z][(t / 200) % 2])
                .collect(),
            (0..5000)
                .map(|t| {
                    if t < 4000 {
                        Piece::S
                    } else {
                        Piece::ALL[t % 7]
                    }
                })
                .collect(),
        ];
        let weights = [Piece::S, Piece::Z, Piece::S, Piece::Z, Piece::T, Piece::I];
        streams.push((0..5000).map(|_| weights[random(6) as usize]).collect());
        streams.push((0..5000).map(|_| Piece::ALL[random(7) as usize]).collect());
        for (n, stream) in streams.iter().enumerate() {
            assert_kernel_equals_portable(stream, &format!("stream {n}"));
        }
    }

    /// `add_runs` counts what `add_bits` counts over 64 pieces, from every
    /// open run, for words with runs at both ends, none, all bits and
    /// pseudo-random densities.
    #[test]
    fn runs_by_length_equal_runs_one_by_one() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut words = vec![
            0,
            u64::MAX,
            1,
            1 << 63,
            u64::MAX >> 1,
            u64::MAX << 1,
            0x8000_0000_0000_0001,
        ];
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let y = x.rotate_left(17) ^ x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            words.extend([x, x & y, x | y, x & y & y.rotate_left(9)]);
        }
        for bits in words {
            for open in [0, 1, 5, 70] {
                let mut one_by_one = RunCounter::EMPTY;
                one_by_one.current = open;
                let mut by_length = one_by_one.clone();
                one_by_one.add_bits(bits, 64);
                assert!(dispatch::add_runs(&mut by_length, bits), "no AVX2 here");
                assert_eq!(by_length, one_by_one, "{bits:#x} after {open}");
            }
        }
    }
}
