//! Streaming metrics over a piece stream: integer counters only, constant
//! memory, mergeable.

use crate::Piece;

mod consistency;
#[cfg(target_arch = "x86_64")]
mod dispatch;

/// Gaps below this are counted exactly per value; longer ones are kept in
/// a short overflow list (they are rare for every randomizer but the
/// memoryless kinds).
pub(crate) const GAP_BINS: usize = 256;
/// Floods and S/Z runs up to this length are counted per length; longer
/// ones are counted in the last bin (their maximum is kept exactly).
pub(crate) const RUN_BINS: usize = 64;
/// The longest context the conditional entropies look back on.
pub const MAX_CONTEXT: usize = 4;
/// Pieces in an n-gram code: context plus the next piece.
const NGRAM: usize = MAX_CONTEXT + 1;
/// Codes are base 8 (three bits a piece), so a 5-gram fits 15 bits.
pub(crate) const NGRAM_CODES: usize = 1 << (3 * NGRAM);

/// How much of a stream [`Metrics`] follows. Each level answers the
/// [`Metric`](super::Metric)s of the levels below it too; a sweep of short
/// trials asks for the least its metrics need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Detail {
    /// Piece counts only: the frequencies and seed 002's frequency std.
    Counts,
    /// Every counter but the 5-grams: all but the conditional entropies.
    Sequence,
    /// Everything, 5-grams included.
    Ngrams,
}

/// Counters over every piece seen, from which [`Summary`](super::Summary)
/// derives each statistic. All counters are integers, so merging the
/// metrics of separate streams is exact and order-independent.
///
/// Definitions (`docs/sources.md` §7): a piece's **gap** is the
/// distance from its previous occurrence (1 = immediate repeat), counted
/// for completed intervals only; its **drought** is gap − 1. A **flood**
/// is a maximal run of one piece; a **snake** run is a maximal run of S
/// and Z pieces. **Balance** compares each piece's count after every
/// piece `t` with `t / 7`.
///
/// ```
/// use tetrolab::analysis::Metrics;
/// use tetrolab::piece::parse_letters;
/// let mut metrics = Metrics::with_ngrams();
/// metrics.observe(&parse_letters("IJLOSTZZ").unwrap());
/// assert_eq!(metrics.pieces(), 8);
/// assert_eq!(metrics.count(tetrolab::Piece::Z), 2);
/// ```
///
/// Metrics serialise as their counters (a partial result carries one per
/// batch, [`Partial`](super::Partial)), so a run merged from several
/// machines gives exactly what one machine gives.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Metrics {
    pieces: u64,
    counts: [u64; 7],
    /// Index of each piece's last occurrence, `u64::MAX` before the first.
    last_seen: [u64; 7],
    /// `gap_bins[g][p]`: completed gaps of length `g` for piece `p`,
    /// grown as longer gaps appear (short streams stay small).
    #[serde(deserialize_with = "super::wire::at_most::<_, _, GAP_BINS>")]
    gap_bins: Vec<[u64; 7]>,
    /// Gaps of `GAP_BINS` or more, per piece, as (gap, times) pairs.
    long_gaps: [Vec<(u64, u64)>; 7],
    /// The previous piece's index (7 before the first piece).
    previous: u8,
    flood: RunCounter,
    snake: RunCounter,
    /// The last pieces as a base-8 code, newest lowest.
    recent: u32,
    /// `ngrams[code]`: how often the 5-gram `code` ended at a piece, if
    /// n-grams are counted (they cost a 256 KiB table).
    #[serde(with = "super::wire::sparse")]
    ngrams: Option<Box<[u64]>>,
    /// Whether only `pieces` and `counts` are kept ([`Detail::Counts`]).
    counts_only: bool,
    /// Sum over pieces of count² (`Σ c_p²`), for the balance identity.
    sum_of_squares: u64,
    /// Σ over every `t` of `7·Σ c_p² − t²`, which is `7 · Σ_t Σ_p (c_p − t/7)²`
    /// (as `Σ_p c_p = t`).
    #[serde(with = "super::wire::u128_text")]
    squared_deviation_sum: u128,
    /// Largest `7·c_p − t` and `t − 7·c_p` seen: 7 × the largest `|c_p − t/7|`.
    max_deviation7: u64,
    /// The smallest count, and how many pieces have it.
    min_count: u64,
    at_min_count: u8,
    max_count: u64,
}

/// Adds how often each piece occurs in `pieces` to `counts`: a pass per
/// piece of byte comparisons summed in bytes, 255 pieces at a time, which
/// the compiler turns into vector compares (a table of counts bumped
/// piece by piece waits on itself whenever a piece repeats).
fn count_pieces(counts: &mut [u64; 7], pieces: &[Piece]) {
    for block in pieces.chunks(usize::from(u8::MAX)) {
        for (piece, count) in Piece::ALL.into_iter().zip(counts.iter_mut()) {
            let same = block
                .iter()
                .fold(0u8, |same, &p| same + u8::from(p == piece));
            *count += u64::from(same);
        }
    }
}

/// The distribution of maximal runs (of one piece, or of S/Z pieces).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct RunCounter {
    /// The current run's length.
    current: u64,
    /// `bins[n]`: completed runs of length `n` (the last bin: `n` or more).
    #[serde(with = "super::wire::array")]
    pub(crate) bins: [u64; RUN_BINS],
    /// The longest run, including the current one.
    pub(crate) max: u64,
}

impl RunCounter {
    const EMPTY: RunCounter = RunCounter {
        current: 0,
        bins: [0; RUN_BINS],
        max: 0,
    };

    /// Counts a completed run of `length` pieces (none if 0).
    fn add_run(&mut self, length: u64) {
        if length > 0 {
            self.bins[(length as usize).min(RUN_BINS - 1)] += 1;
            self.max = self.max.max(length);
        }
    }

    /// Takes in `len` (1 to 64) more pieces, bit `i` of `bits` set if
    /// piece `i` belongs in a run: a run at a time, each from its first
    /// and last bit, not a piece at a time.
    fn add_bits(&mut self, bits: u64, len: u32) {
        let last = 1 << (len - 1);
        // The open run goes on into the first run if that starts at once.
        let mut open = self.current;
        if bits & 1 == 0 {
            self.add_run(open);
            open = 0;
        }
        let mut starts = bits & !(bits << 1);
        // Runs that end within these pieces: one through the last stays open.
        let mut ends = bits & !(bits >> 1) & !last;
        while ends != 0 {
            let length = ends.trailing_zeros() - starts.trailing_zeros() + 1;
            self.add_run(open + u64::from(length));
            open = 0;
            ends &= ends - 1;
            starts &= starts - 1;
        }
        self.current = if bits & last == 0 {
            0
        } else {
            open + u64::from(len - starts.trailing_zeros())
        };
    }

    fn merge(&mut self, other: &RunCounter) {
        for (bin, &n) in self.bins.iter_mut().zip(&other.bins) {
            *bin += n;
        }
        self.max = self.max.max(other.max);
    }
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    /// Empty metrics without n-gram counts (no conditional entropies).
    pub fn new() -> Metrics {
        Metrics {
            pieces: 0,
            counts: [0; 7],
            last_seen: [u64::MAX; 7],
            gap_bins: Vec::new(),
            long_gaps: Default::default(),
            previous: 7,
            flood: RunCounter::EMPTY,
            snake: RunCounter::EMPTY,
            recent: 0,
            ngrams: None,
            sum_of_squares: 0,
            squared_deviation_sum: 0,
            max_deviation7: 0,
            min_count: 0,
            at_min_count: 7,
            max_count: 0,
            counts_only: false,
        }
    }

    /// Empty metrics that also count 5-grams, for the conditional
    /// entropies `H(next | previous k)`.
    pub fn with_ngrams() -> Metrics {
        Metrics {
            ngrams: Some(vec![0; NGRAM_CODES].into_boxed_slice()),
            ..Metrics::new()
        }
    }

    /// Empty metrics that keep what `detail` asks for.
    ///
    /// ```
    /// use tetrolab::analysis::{Detail, Metric, Metrics};
    /// use tetrolab::{Piece, piece::parse_letters};
    /// let mut metrics = Metrics::with_detail(Detail::Counts);
    /// metrics.observe(&parse_letters("IIIJJLLOOSSTTZ").unwrap());
    /// assert_eq!(Metric::Frequency(Piece::I).value(&metrics), Some(3.0 / 14.0));
    /// assert!(Metric::FrequencyStd.value(&metrics).unwrap() > 0.0);
    /// ```
    pub fn with_detail(detail: Detail) -> Metrics {
        match detail {
            Detail::Counts => Metrics {
                counts_only: true,
                ..Metrics::new()
            },
            Detail::Sequence => Metrics::new(),
            Detail::Ngrams => Metrics::with_ngrams(),
        }
    }

    /// Empties the metrics, keeping what they keep: afterwards they equal
    /// new ones of the same detail. Reusing metrics this way costs less
    /// than making new ones when only the counts are kept (a sweep clears
    /// each trial's instead of cloning 1.3 KB a trial).
    ///
    /// ```
    /// use tetrolab::analysis::{Detail, Metrics};
    /// use tetrolab::piece::parse_letters;
    /// for detail in [Detail::Counts, Detail::Sequence, Detail::Ngrams] {
    ///     let mut metrics = Metrics::with_detail(detail);
    ///     metrics.observe(&parse_letters("IJLOSTZZ").unwrap());
    ///     metrics.clear();
    ///     assert_eq!(metrics, Metrics::with_detail(detail));
    /// }
    /// ```
    pub fn clear(&mut self) {
        if self.counts_only {
            // Nothing else moves when only counts are kept.
            self.pieces = 0;
            self.counts = [0; 7];
            return;
        }
        let ngrams = self.ngrams.take().map(|mut table| {
            table.fill(0);
            table
        });
        *self = Metrics {
            ngrams,
            ..Metrics::new()
        };
    }

    /// Takes in the next pieces of the stream.
    ///
    /// On a CPU with AVX2 whole chunks of 64 pieces are counted by a vector
    /// kernel (`metrics/dispatch/wide.rs`), equal to the portable passes counter for
    /// counter; elsewhere, and for each block's first pieces and its rest,
    /// the portable passes run.
    pub fn observe(&mut self, pieces: &[Piece]) {
        if self.counts_only {
            count_pieces(&mut self.counts, pieces);
            self.pieces += pieces.len() as u64;
            return;
        }
        #[cfg(target_arch = "x86_64")]
        if self.observe_wide(pieces) {
            return;
        }
        self.observe_portable(pieces);
    }

    /// Observes `pieces` with the AVX2 kernel, its first [`dispatch::LOOKBACK`]
    /// pieces and the rest after its whole chunks by the portable passes;
    /// `false`, observing nothing, if the CPU lacks AVX2 or `pieces` holds
    /// no whole chunk after those (or the stream is past
    /// [`dispatch::MAX_START`] pieces).
    #[cfg(target_arch = "x86_64")]
    fn observe_wide(&mut self, pieces: &[Piece]) -> bool {
        let whole =
            pieces.len().saturating_sub(dispatch::LOOKBACK) / dispatch::CHUNK * dispatch::CHUNK;
        let end = self.pieces.saturating_add(pieces.len() as u64);
        if whole == 0 || end > dispatch::MAX_START || !dispatch::available() {
            return false;
        }
        let (from, to) = (dispatch::LOOKBACK, dispatch::LOOKBACK + whole);
        self.observe_portable(&pieces[..from]);
        if !dispatch::observe_chunks(self, pieces, from, to) {
            self.observe_portable(&pieces[from..to]);
        }
        self.observe_portable(&pieces[to..]);
        true
    }

    /// The portable passes, and the definition the AVX2 kernel equals.
    ///
    /// Each kind of counter is kept by a pass over the pieces whose few
    /// running values stay in registers: floods and snakes from bit words
    /// in one, then the 5-grams, then gaps, counts and balance (each pass a function
    /// of its own, so each loop has the registers to itself). Every pass
    /// leaves the counters exactly as observing the pieces one by one
    /// would.
    fn observe_portable(&mut self, pieces: &[Piece]) {
        let Some(&newest) = pieces.last() else {
            return;
        };
        self.observe_runs(pieces);
        if let Some(ngrams) = &mut self.ngrams {
            count_ngrams(ngrams, self.recent, self.pieces, pieces);
        }
        let tail = &pieces[pieces.len().saturating_sub(NGRAM)..];
        self.recent = tail.iter().fold(self.recent, |code, &p| push_code(code, p));
        self.previous = newest as u8;
        // Last, as it moves the time on.
        self.observe_sequence(pieces);
    }

    /// Gaps, counts and balance (see [`Balance`]) of the next pieces, and
    /// the time moved on past them.
    #[inline(never)]
    fn observe_sequence(&mut self, pieces: &[Piece]) {
        let start = self.pieces;
        let mut last = self
            .last_seen
            .map(|t| if t == u64::MAX { NEVER } else { t });
        let mut balance = Balance::start(self);
        let end = start + pieces.len() as u64;
        let mut t = start;
        while t < end {
            let rest = &pieces[(t - start) as usize..];
            let bins = &mut self.gap_bins;
            let Some((at, p, seen)) =
                step_to_gap_beyond_bins(bins, &mut last, &mut balance, rest, t)
            else {
                break;
            };
            if seen != NEVER {
                add_gap_beyond_bins(bins, &mut self.long_gaps[p], p, at - seen);
            }
            t = at + 1;
        }
        self.last_seen = last.map(|t| if t == NEVER { u64::MAX } else { t });
        balance.finish(self, end);
    }

    /// Floods and snake runs of the next pieces: snake runs a run at a
    /// time from their bits, 64 pieces at a time (see [`snake_bits`]);
    /// floods from their repeats (see [`Floods`]), found eight pieces at a
    /// time ([`each_repeat`]).
    #[inline(never)]
    fn observe_runs(&mut self, pieces: &[Piece]) {
        for chunk in pieces.chunks(64) {
            self.snake.add_bits(snake_bits(chunk), chunk.len() as u32);
        }
        self.snake.max = self.snake.max.max(self.snake.current);
        let start = self.pieces;
        let mut floods = Floods {
            counter: &mut self.flood,
            next: start,
        };
        each_repeat(pieces, self.previous, |i| floods.repeat(start + i as u64));
        floods.finish(start + pieces.len() as u64);
    }

    /// Adds another stream's metrics (streams are independent: no gap,
    /// run or n-gram spans the two).
    pub fn merge(&mut self, other: &Metrics) {
        self.pieces += other.pieces;
        if self.gap_bins.len() < other.gap_bins.len() {
            self.gap_bins.resize(other.gap_bins.len(), [0; 7]);
        }
        for (mine, theirs) in self.gap_bins.iter_mut().zip(&other.gap_bins) {
            for (bin, &n) in mine.iter_mut().zip(theirs) {
                *bin += n;
            }
        }
        for p in 0..7 {
            self.counts[p] += other.counts[p];
            for &(gap, times) in &other.long_gaps[p] {
                for _ in 0..times {
                    add_long_gap(&mut self.long_gaps[p], gap);
                }
            }
        }
        self.flood.merge(&other.flood);
        self.snake.merge(&other.snake);
        if let (Some(mine), Some(theirs)) = (&mut self.ngrams, &other.ngrams) {
            for (mine, &theirs) in mine.iter_mut().zip(theirs.iter()) {
                *mine += theirs;
            }
        }
        self.squared_deviation_sum += other.squared_deviation_sum;
        self.max_deviation7 = self.max_deviation7.max(other.max_deviation7);
    }

    /// How many pieces were seen.
    pub fn pieces(&self) -> u64 {
        self.pieces
    }

    /// How often `piece` was seen.
    pub fn count(&self, piece: Piece) -> u64 {
        self.counts[piece.index()]
    }

    /// Completed gaps of `piece` as (gap, times) pairs, shortest first.
    pub fn gaps(&self, piece: Piece) -> Vec<(u64, u64)> {
        self.gap_counts(Some(piece)).collect()
    }

    /// Completed gaps of one piece (or of all pieces pooled, `None`) as
    /// (gap, times) pairs, shortest first; allocates only when gaps
    /// beyond the bins were seen.
    pub(crate) fn gap_counts(&self, scope: Option<Piece>) -> impl Iterator<Item = (u64, u64)> + '_ {
        let in_scope = move |p: usize| scope.is_none_or(|s| s.index() == p);
        let binned = self
            .gap_bins
            .iter()
            .enumerate()
            .filter_map(move |(g, bins)| {
                let times: u64 = (0..7).filter(|&p| in_scope(p)).map(|p| bins[p]).sum();
                (times > 0).then_some((g as u64, times))
            });
        let mut long: Vec<(u64, u64)> = Vec::new();
        for (p, gaps) in self.long_gaps.iter().enumerate() {
            if in_scope(p) {
                for &(gap, times) in gaps {
                    match long.iter_mut().find(|(g, _)| *g == gap) {
                        Some((_, t)) => *t += times,
                        None => long.push((gap, times)),
                    }
                }
            }
        }
        long.sort_unstable();
        binned.chain(long)
    }

    /// How often each piece followed itself.
    pub(crate) fn repeats(&self) -> u64 {
        self.gap_bins.get(1).map_or(0, |bins| bins.iter().sum())
    }

    /// How many pieces of each kind were seen, in [`Piece::ALL`] order.
    pub(crate) fn counts(&self) -> [u64; 7] {
        self.counts
    }

    pub(crate) fn floods(&self) -> &RunCounter {
        &self.flood
    }

    pub(crate) fn snakes(&self) -> &RunCounter {
        &self.snake
    }

    /// How often each `k + 1`-gram was seen, `k` pieces of context then
    /// the next, indexed by code (base 8, the next piece lowest); `None`
    /// if n-grams are not counted. Counted over the same positions for
    /// every `k` (from the fifth piece on).
    pub(crate) fn ngram_counts(&self, context: usize) -> Option<Vec<u64>> {
        let ngrams = self.ngrams.as_ref()?;
        let mut counts = vec![0; 1 << (3 * (context + 1))];
        let mask = counts.len() - 1;
        for (code, &times) in ngrams.iter().enumerate() {
            if times > 0 {
                counts[code & mask] += times;
            }
        }
        Some(counts)
    }

    /// Σ over every time `t` and piece `p` of `(c_p(t) − t/7)²`.
    pub(crate) fn squared_deviation_sum(&self) -> f64 {
        self.squared_deviation_sum as f64 / 7.0
    }

    /// The largest `|c_p(t) − t/7|` seen.
    pub(crate) fn max_deviation(&self) -> f64 {
        self.max_deviation7 as f64 / 7.0
    }
}

/// The sum of `counts`, if it fits in 64 bits.
fn total(counts: &[u64]) -> Option<u64> {
    counts.iter().try_fold(0u64, |sum, &n| sum.checked_add(n))
}

/// A piece's last occurrence, while a block is observed, if it has none
/// yet: so far back that its gap lies beyond every bin, so that a first
/// occurrence takes [`step_to_gap_beyond_bins`]'s rare way out.
const NEVER: u64 = u64::MAX - GAP_BINS as u64;

/// The hot loop over a block: for each of `pieces` (the first dealt at
/// time `start`) bins its gap, records its time in `last` and tells
/// `balance` of the piece, until a gap falls beyond `bins`. Returns where it stopped, if it did: the piece's time, the
/// piece and its previous occurrence (its gap not yet counted).
///
/// Time is counted by hand: counted by `(start..).zip(pieces)`, the loop
/// ran 6 more instructions a piece (callgrind, `stats 7-bag`).
#[inline(always)]
#[allow(clippy::explicit_counter_loop)]
fn step_to_gap_beyond_bins(
    bins: &mut [[u64; 7]],
    last: &mut [u64; 7],
    balance: &mut Balance,
    pieces: &[Piece],
    start: u64,
) -> Option<(u64, usize, u64)> {
    let mut t = start;
    for &piece in pieces {
        balance.step(piece, t);
        let p = piece.index();
        let seen = last[p];
        let gap = t.wrapping_sub(seen);
        last[p] = t;
        match bins.get_mut(gap as usize) {
            Some(row) => row[p] += 1,
            None => return Some((t, p, seen)),
        }
        t += 1;
    }
    None
}

/// Counts a gap the bins do not reach: grows the bins up to [`GAP_BINS`],
/// else keeps it in the piece's overflow list.
#[cold]
fn add_gap_beyond_bins(
    bins: &mut Vec<[u64; 7]>,
    long_gaps: &mut Vec<(u64, u64)>,
    p: usize,
    gap: u64,
) {
    if gap < GAP_BINS as u64 {
        bins.resize(gap as usize + 1, [0; 7]);
        bins[gap as usize][p] += 1;
    } else {
        add_long_gap(long_gaps, gap);
    }
}

/// Counts one more gap of `gap` in a piece's overflow list.
fn add_long_gap(long_gaps: &mut Vec<(u64, u64)>, gap: u64) {
    match long_gaps.iter_mut().find(|(g, _)| *g == gap) {
        Some((_, times)) => *times += 1,
        None => long_gaps.push((gap, 1)),
    }
}

/// Floods counted from the repeats alone (pieces equal to the one before
/// them, gap 1), the only pieces that extend a flood: every other piece
/// closes the open flood and opens one, so the pieces between two repeats
/// are single-piece floods, counted at once.
struct Floods<'a> {
    counter: &'a mut RunCounter,
    /// The time just after the open flood's last piece.
    next: u64,
}

impl Floods<'_> {
    /// The piece at time `t` repeats the one before.
    fn repeat(&mut self, t: u64) {
        if t != self.next {
            self.restart(t - 1);
        }
        self.counter.current += 1;
        self.next = t + 1;
    }

    /// Closes the open flood and the single-piece floods up to time
    /// `start`, where the open flood now starts.
    fn restart(&mut self, start: u64) {
        self.counter.add_run(self.counter.current);
        self.counter.bins[1] += start - self.next;
        self.counter.current = 1;
    }

    /// The block ends just before time `end`.
    fn finish(mut self, end: u64) {
        if end != self.next {
            self.restart(end - 1);
        }
        self.counter.max = self.counter.max.max(self.counter.current);
    }
}

/// Counts and balance over a block, kept from each piece's *centred
/// excess* `e = 7·c − t + 3` just before it is dealt (`c` its count, `t`
/// the pieces so far).
///
/// The squared deviation `7·Σc² − t²` moves by `2·e` a piece, so it is
/// kept running rather than recomputed. The largest `7·c_p − t` over every
/// time and piece is reached just after some piece is dealt (until then it
/// only falls), where it is `e + 3`; the largest `t − 7·c_p` just before
/// some piece is dealt (until then it only grows), where it is `3 − e`, or
/// at the block's end. So the largest of both is the largest `|e| + 3`, or
/// the shortfall at the end; the largest `|e|` is read from the largest
/// and the smallest `e` (a compare each, where `|e|` took two more).
struct Balance {
    /// `7·c + 3` for each piece.
    sevens: [u64; 7],
    /// `7·Σc² − t²` now.
    deviation: u64,
    /// The block's sum of `deviation` after each piece.
    deviation_sum: u128,
    /// The block's largest `e`, or 0.
    highest: i64,
    /// The block's smallest `e`, or 0.
    lowest: i64,
}

impl Balance {
    fn start(m: &Metrics) -> Balance {
        Balance {
            sevens: m.counts.map(|c| 7 * c + 3),
            deviation: 7 * m.sum_of_squares - m.pieces * m.pieces,
            deviation_sum: 0,
            highest: 0,
            lowest: 0,
        }
    }

    /// Takes in `piece`, dealt after `t` pieces.
    #[inline(always)]
    fn step(&mut self, piece: Piece, t: u64) {
        let seven = &mut self.sevens[piece.index()];
        let centred = seven.wrapping_sub(t) as i64;
        *seven += 7;
        self.deviation = self.deviation.wrapping_add_signed(2 * centred);
        self.deviation_sum += u128::from(self.deviation);
        self.highest = self.highest.max(centred);
        self.lowest = self.lowest.min(centred);
    }

    /// Writes the block's counts and balance counters into `m`, and its
    /// time: `end` pieces.
    fn finish(self, m: &mut Metrics, end: u64) {
        // `(7·c + 3) / 7` is `c`.
        let counts = self.sevens.map(|seven| seven / 7);
        let fewest = counts.into_iter().min().unwrap_or(0);
        let widest = self.highest.unsigned_abs().max(self.lowest.unsigned_abs());
        let largest = (widest + 3).max(end.saturating_sub(7 * fewest));
        m.squared_deviation_sum += self.deviation_sum;
        m.max_deviation7 = m.max_deviation7.max(largest);
        m.set_counts(counts, end);
    }
}

impl Metrics {
    /// Sets the counts after a block ending before time `end`, and what
    /// follows from them: the time, the sum of squares, the smallest and
    /// largest counts.
    fn set_counts(&mut self, counts: [u64; 7], end: u64) {
        let fewest = counts.into_iter().min().unwrap_or(0);
        let squares = |counts: &[u64; 7]| counts.iter().map(|c| c * c).sum::<u64>();
        self.sum_of_squares += squares(&counts) - squares(&self.counts);
        self.max_count = self.max_count.max(counts.into_iter().max().unwrap_or(0));
        self.min_count = fewest;
        self.at_min_count = counts.iter().filter(|&&c| c == fewest).count() as u8;
        self.counts = counts;
        self.pieces = end;
    }
}

/// Bit `i` set for each S or Z among `pieces` (at most 64), eight
/// pieces at a time.
#[inline(always)]
fn snake_bits(pieces: &[Piece]) -> u64 {
    let (octets, rest) = pieces.as_chunks::<8>();
    let snake = |p: &Piece| u64::from(matches!(p, Piece::S | Piece::Z));
    let tail = rest.iter().rev().fold(0, |bits, p| bits << 1 | snake(p));
    octets.iter().rev().fold(tail, |bits, octet| {
        bits << 8 | zero_bits(snake_bytes(octet_bytes(octet)))
    })
}

/// Calls `repeat(i)` for each `i`, in order, where `pieces[i]` equals the
/// piece before it (`previous` before the first: a piece's index, or 7 for
/// none), found eight pieces at a time from the zero bytes of each word of
/// pieces XOR-ed with itself moved on by one piece.
#[inline(always)]
fn each_repeat(pieces: &[Piece], previous: u8, mut repeat: impl FnMut(usize)) {
    let (octets, rest) = pieces.as_chunks::<8>();
    let mut before = u64::from(previous);
    for (k, octet) in octets.iter().enumerate() {
        let bytes = octet_bytes(octet);
        let mut zeros = zero_bytes(bytes ^ (bytes << 8 | before));
        while zeros != 0 {
            repeat(8 * k + zeros.trailing_zeros() as usize / 8);
            zeros &= zeros - 1;
        }
        before = bytes >> 56;
    }
    for (i, &piece) in rest.iter().enumerate() {
        if u64::from(piece as u8) == before {
            repeat(8 * octets.len() + i);
        }
        before = u64::from(piece as u8);
    }
}

/// Eight pieces as the bytes of a word, piece `i` in byte `i`.
#[inline(always)]
fn octet_bytes(octet: &[Piece; 8]) -> u64 {
    u64::from_le_bytes(octet.map(|p| p as u8))
}

/// Zero in byte `i` for each S or Z among eight pieces (`bytes`, piece
/// `i` in byte `i`), every byte at most 7: S is 4 and Z is 6, so a piece
/// `p` is one exactly when `(p | 2) ^ 6` is zero.
#[inline(always)]
fn snake_bytes(bytes: u64) -> u64 {
    (bytes | (2 * ONES)) ^ (6 * ONES)
}

/// One in every byte of a word.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The high bit of each zero byte of `bytes`, every byte at most 7.
#[inline(always)]
fn zero_bytes(bytes: u64) -> u64 {
    // As each byte is at most 7, `0x80 − byte` borrows from no other byte
    // and keeps its high bit exactly when the byte is zero.
    (0x80 * ONES - bytes) & (0x80 * ONES)
}

/// Bit `i` set for each zero byte `i` of `bytes`, every byte at most 7.
#[inline(always)]
fn zero_bits(bytes: u64) -> u64 {
    // Gathers the high bits, byte `i`'s to bit `56 + i` (every other
    // product lands on a bit of its own below 56 or beyond 63).
    (zero_bytes(bytes) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// `code` (pieces as base-8 digits, newest lowest) with `piece` pushed
/// in and the oldest of more than [`NGRAM`] pieces dropped.
#[inline(always)]
fn push_code(code: u32, piece: Piece) -> u32 {
    ((code << 3) | piece.index() as u32) & (NGRAM_CODES as u32 - 1)
}

/// Counts in `table` the 5-gram ending at each of `pieces`, the first
/// dealt at time `start` after the pieces `recent` holds. The stream's
/// first four pieces end none.
#[inline(never)]
fn count_ngrams(table: &mut [u64], recent: u32, start: u64, pieces: &[Piece]) {
    let table: &mut [u64; NGRAM_CODES] = table.try_into().expect("a 5-gram table");
    let unended = (NGRAM as u64 - 1)
        .saturating_sub(start)
        .min(pieces.len() as u64);
    let (first, rest) = pieces.split_at(unended as usize);
    let mut code = first.iter().fold(recent, |code, &p| push_code(code, p));
    for &piece in rest {
        code = push_code(code, piece);
        table[code as usize] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::parse_letters;

    fn metrics(letters: &str) -> Metrics {
        let mut m = Metrics::with_ngrams();
        m.observe(&parse_letters(letters).unwrap());
        m
    }

    #[test]
    fn gaps_runs_and_snakes() {
        let m = metrics("SZSIIIZTS");
        assert_eq!(m.gaps(Piece::S), [(2, 1), (6, 1)]);
        assert_eq!(m.gaps(Piece::I), [(1, 2)]);
        assert_eq!(m.gaps(Piece::T), []);
        assert_eq!(m.floods().max, 3);
        // Runs closed so far: S, Z, S, III, Z, T (the final S is open).
        assert_eq!(m.floods().bins[1], 5);
        assert_eq!(m.floods().bins[3], 1);
        assert_eq!(m.snakes().max, 3);
        assert_eq!(m.snakes().bins[3], 1);
        assert_eq!(m.snakes().bins[1], 1);
    }

    /// The balance counters equal their definitions computed directly.
    #[test]
    fn balance_matches_its_definition() {
        let letters = "IIIIJLOSTZZZZSSTOLJ";
        let m = metrics(letters);
        let pieces = parse_letters(letters).unwrap();
        let (mut sum, mut max) = (0.0, 0.0f64);
        let mut counts = [0.0; 7];
        for (t, piece) in pieces.iter().enumerate() {
            counts[piece.index()] += 1.0;
            let mean = (t + 1) as f64 / 7.0;
            for c in counts {
                sum += (c - mean) * (c - mean);
                max = max.max((c - mean).abs());
            }
        }
        assert!((m.squared_deviation_sum() - sum).abs() < 1e-9);
        assert!((m.max_deviation() - max).abs() < 1e-12);
    }

    /// Merging equals observing in one stream, for everything that does
    /// not span the seam.
    #[test]
    fn merge_adds_counters() {
        let (a, b) = ("IJLOSTZZSI", "TTOLJSZ");
        let mut merged = metrics(a);
        merged.merge(&metrics(b));
        assert_eq!(merged.pieces(), 17);
        assert_eq!(merged.count(Piece::T), 3);
        assert_eq!(merged.gaps(Piece::T), [(1, 1)]);
        assert_eq!(merged.floods().max, 2);
    }

    /// Any split of a stream into `observe` calls counts what one call
    /// counts.
    #[test]
    fn observing_in_parts_equals_observing_at_once() {
        let letters = "SZSIIIZTSOJLLLZSZSZT".repeat(20);
        let pieces = parse_letters(&letters).unwrap();
        let whole = metrics(&letters);
        for split in [1, 3, 7, 64, 399] {
            let mut parts = Metrics::with_ngrams();
            for part in pieces.chunks(split) {
                parts.observe(part);
            }
            assert_eq!(parts, whole, "parts of {split}");
        }
    }

    /// Counts-only metrics give the counts full metrics give, over
    /// blocks of 255 pieces (the byte counters' span) and across them: a
    /// stream of one piece fills a whole block whatever its alignment.
    #[test]
    fn counts_only_keeps_the_counts() {
        let short = parse_letters("SZSIIIZTSOJLLLZSZSZT").unwrap();
        let streams = [
            short.clone(),
            short[..5].to_vec(),
            mixed_stream(),
            vec![Piece::O; 600],
        ];
        let mut counted = Metrics::with_detail(Detail::Counts);
        let mut full = Metrics::new();
        for pieces in &streams {
            counted.observe(pieces);
            full.observe(pieces);
            assert_eq!(counted.pieces(), full.pieces());
            assert_eq!(counted.counts(), full.counts());
        }
        counted.clear();
        assert_eq!(counted, Metrics::with_detail(Detail::Counts));
    }

    /// A fixed pseudo-random stream, mostly S and Z with some long runs,
    /// ending in a flood longer than the gap bins.
    fn mixed_stream() -> Vec<Piece> {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut pieces = Vec::new();
        while pieces.len() < 3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let piece = Piece::ALL[[4, 6, 6, 4, 0, 1, 2, 3][(x >> 20) as usize % 8]];
            let times = if x.is_multiple_of(11) {
                (x >> 40) as usize % 9 + 1
            } else {
                1
            };
            pieces.extend(std::iter::repeat_n(piece, times));
        }
        pieces.extend([Piece::T; 300]);
        pieces.push(Piece::I);
        pieces
    }

    /// Every counter kept one piece at a time, straight from its
    /// definition, as `observe` kept them before it ran in passes: the
    /// oracle the passes must equal field by field (a partial result
    /// writes every field).
    fn observe_one_by_one(m: &mut Metrics, pieces: &[Piece]) {
        for &piece in pieces {
            let (p, t) = (piece.index(), m.pieces);
            let count = m.counts[p];
            if m.last_seen[p] != u64::MAX {
                let gap = t - m.last_seen[p];
                if gap < m.gap_bins.len() as u64 {
                    m.gap_bins[gap as usize][p] += 1;
                } else {
                    add_gap_beyond_bins(&mut m.gap_bins, &mut m.long_gaps[p], p, gap);
                }
            }
            m.last_seen[p] = t;
            let step = |run: &mut RunCounter, continues: bool, starts: bool| {
                if continues {
                    run.current += 1;
                } else {
                    run.add_run(run.current);
                    run.current = u64::from(starts);
                }
                run.max = run.max.max(run.current);
            };
            step(&mut m.flood, p == usize::from(m.previous), true);
            let snake = matches!(piece, Piece::S | Piece::Z);
            let continues = snake && m.snake.current > 0;
            step(&mut m.snake, continues, snake);
            m.previous = p as u8;
            m.recent = push_code(m.recent, piece);
            if let Some(ngrams) = &mut m.ngrams
                && t >= NGRAM as u64 - 1
            {
                ngrams[m.recent as usize] += 1;
            }
            let now = t + 1;
            m.counts[p] = count + 1;
            m.pieces = now;
            m.sum_of_squares += 2 * count + 1;
            m.squared_deviation_sum +=
                u128::from(7 * m.sum_of_squares) - u128::from(now) * u128::from(now);
            m.max_count = m.max_count.max(count + 1);
            if count == m.min_count {
                m.at_min_count -= 1;
                if m.at_min_count == 0 {
                    m.min_count += 1;
                    m.at_min_count = m.counts.iter().filter(|&&c| c == m.min_count).count() as u8;
                }
            }
            let above = (7 * m.max_count).saturating_sub(now);
            let below = now.saturating_sub(7 * m.min_count);
            m.max_deviation7 = m.max_deviation7.max(above).max(below);
        }
    }

    /// Streams that take every path of `observe`'s passes: floods and
    /// snakes within and across blocks, gaps that grow the bins or pass
    /// them, pieces never seen, one piece only, bags, nothing at all.
    fn streams() -> Vec<Vec<Piece>> {
        let letters = |s: &str| parse_letters(s).unwrap();
        vec![
            mixed_stream(),
            letters(&"IJLOSTZ".repeat(5)),
            letters(&"TZSOLJI".repeat(3)).repeat(2),
            letters(&"SZZSSSZ".repeat(4)),
            letters(&format!("{}{}O", "T".repeat(270), "SZ".repeat(3))),
            letters("SSIIIJZZ"),
            letters("O"),
            Vec::new(),
        ]
    }

    /// `observe` keeps every counter exactly as observing one piece at a
    /// time does, however the stream is split into blocks: blocks of any
    /// length, and two blocks split at every position, with an empty one
    /// between them.
    #[test]
    fn passes_equal_observing_one_by_one() {
        for stream in streams() {
            for detail in [Detail::Sequence, Detail::Ngrams] {
                let mut oracle = Metrics::with_detail(detail);
                observe_one_by_one(&mut oracle, &stream);
                for block in [1, 2, 3, 5, 7, 64, 977, stream.len().max(1)] {
                    let mut m = Metrics::with_detail(detail);
                    for part in stream.chunks(block) {
                        m.observe(part);
                    }
                    assert_eq!(m, oracle, "blocks of {block}");
                }
                for at in 0..=stream.len() {
                    let (first, second) = stream.split_at(at);
                    let mut m = Metrics::with_detail(detail);
                    m.observe(first);
                    m.observe(&[]);
                    m.observe(second);
                    assert_eq!(m, oracle, "split at {at}");
                }
            }
        }
    }

    /// The snake bits and the repeats found eight pieces at a time equal
    /// their definitions piece by piece, for every length from 1 to 64 and
    /// every piece before them (7: none).
    #[test]
    fn snake_bits_and_repeats_match_their_definitions() {
        let stream = mixed_stream();
        for len in 1..=64 {
            for start in [0, 5, 100, 2000] {
                let pieces = &stream[start..start + len];
                let snakes = pieces.iter().enumerate().fold(0, |bits, (i, &p)| {
                    bits | u64::from(matches!(p, Piece::S | Piece::Z)) << i
                });
                assert_eq!(snake_bits(pieces), snakes, "{len} pieces from {start}");
                for previous in 0..=7u8 {
                    let mut found = Vec::new();
                    each_repeat(pieces, previous, |i| found.push(i));
                    let repeats: Vec<usize> = (0..len)
                        .filter(|&i| {
                            let before = if i == 0 {
                                previous
                            } else {
                                pieces[i - 1] as u8
                            };
                            pieces[i] as u8 == before
                        })
                        .collect();
                    assert_eq!(found, repeats, "{len} pieces from {start}");
                }
            }
        }
    }

    /// Every counter equals its definition computed directly from the
    /// stream (runs by splitting it, gaps by searching back, balance by
    /// recounting), on a stream with floods, snakes and gaps beyond the
    /// bins, observed in uneven blocks.
    #[test]
    fn counters_match_their_definitions() {
        let pieces = mixed_stream();
        let mut m = Metrics::with_ngrams();
        for block in pieces.chunks(977) {
            m.observe(block);
        }
        // Maximal runs: every run but the last is completed and binned; the
        // longest counts the last too.
        let runs = |same: fn(&Piece, &Piece) -> bool, counts: fn(Piece) -> bool| {
            let lengths: Vec<u64> = pieces
                .chunk_by(same)
                .filter(|run| counts(run[0]))
                .map(|run| run.len() as u64)
                .collect();
            let open = usize::from(counts(pieces[pieces.len() - 1]));
            let mut bins = [0u64; RUN_BINS];
            for &n in &lengths[..lengths.len() - open] {
                bins[(n as usize).min(RUN_BINS - 1)] += 1;
            }
            (bins, lengths.iter().copied().max().unwrap_or(0))
        };
        fn snake(p: Piece) -> bool {
            matches!(p, Piece::S | Piece::Z)
        }
        let floods = runs(|a, b| a == b, |_| true);
        let snakes = runs(|a, b| snake(*a) == snake(*b), snake);
        assert_eq!((m.floods().bins, m.floods().max), floods);
        assert_eq!((m.snakes().bins, m.snakes().max), snakes);
        for piece in Piece::ALL {
            let at: Vec<usize> = (0..pieces.len()).filter(|&t| pieces[t] == piece).collect();
            let mut gaps: Vec<(u64, u64)> = Vec::new();
            for pair in at.windows(2) {
                let gap = (pair[1] - pair[0]) as u64;
                match gaps.iter_mut().find(|(g, _)| *g == gap) {
                    Some((_, n)) => *n += 1,
                    None => gaps.push((gap, 1)),
                }
            }
            gaps.sort_unstable();
            assert_eq!(m.gaps(piece), gaps, "{piece:?}");
        }
        let mut counts = [0i64; 7];
        let (mut sum, mut max) = (0i128, 0i64);
        for (t, piece) in pieces.iter().enumerate() {
            counts[piece.index()] += 1;
            for c in counts {
                let deviation7 = 7 * c - (t as i64 + 1);
                sum += i128::from(deviation7) * i128::from(deviation7);
                max = max.max(deviation7.abs());
            }
        }
        assert_eq!(m.squared_deviation_sum, (sum / 7) as u128);
        assert_eq!(m.max_deviation7, max as u64);
        assert_eq!(
            m.ngram_counts(0).unwrap().iter().sum::<u64>(),
            pieces.len() as u64 - 4
        );
    }

    /// A stream of 7-bags shuffled by a fixed xorshift, `bags` of them.
    fn bag_stream(bags: usize) -> Vec<Piece> {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut pieces = Vec::new();
        for _ in 0..bags {
            let mut bag = Piece::ALL;
            for i in (1..7).rev() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                bag.swap(i, (x % (i as u64 + 1)) as usize);
            }
            pieces.extend(bag);
        }
        pieces
    }

    /// Counters observed from a stream's start pass every consistency
    /// check, however the stream is split into blocks.
    #[test]
    fn observed_counters_are_consistent() {
        let mut all = streams();
        all.extend([bag_stream(1000), bag_stream(1)]);
        all.extend((1..12).map(|n| mixed_stream()[..n].to_vec()));
        for stream in all {
            for block in [1, 5, 64, 1000] {
                let mut m = Metrics::with_ngrams();
                stream.chunks(block).for_each(|part| m.observe(part));
                assert_eq!(m.inconsistency(), None, "{} pieces", stream.len());
            }
        }
    }

    /// Edits no stream could make, each refused by the check that names
    /// it: among them the three a tampered part got merged with (a
    /// flood's length, a gap bin, the summed squared deviation).
    #[test]
    fn edited_counters_are_inconsistent() {
        let mut bag = Metrics::with_ngrams();
        bag.observe(&bag_stream(1000));
        assert_eq!(bag.flood.max, 2);
        type Edit = (&'static str, fn(&mut Metrics));
        let edits: [Edit; 17] = [
            ("flood.max 2 to 50", |m| m.flood.max = 50),
            ("flood.max 2 to 1", |m| m.flood.max = 1),
            ("a flood bin", |m| m.flood.bins[2] += 1),
            ("the open flood", |m| m.flood.current += 1),
            ("a gap bin +5", |m| m.gap_bins[7][0] += 5),
            ("a gap bin -1", |m| m.gap_bins[7][0] -= 1),
            ("a gap of 0", |m| m.gap_bins[0][3] = 1),
            ("a long gap", |m| m.long_gaps[2].push((300, 1))),
            ("squared deviation x126", |m| m.squared_deviation_sum *= 126),
            ("squared deviation odd", |m| m.squared_deviation_sum += 1),
            ("squared deviation 0", |m| m.squared_deviation_sum = 0),
            ("max deviation 0", |m| m.max_deviation7 = 0),
            ("a count", |m| m.counts[0] += 1),
            ("a snake bin", |m| m.snake.bins[1] += 1),
            ("an n-gram", |m| m.ngrams.as_mut().unwrap()[0o01234] += 1),
            ("the last occurrences", |m| m.last_seen.swap(0, 1)),
            ("the sum of squares", |m| m.sum_of_squares += 2),
        ];
        for (what, edit) in edits {
            let mut m = bag.clone();
            edit(&mut m);
            assert!(m.inconsistency().is_some(), "{what} was not caught");
        }
        let mut m = bag.clone();
        m.flood.max = 50;
        assert_eq!(
            m.inconsistency(),
            Some("its floods do not fit its counts and repeats")
        );
        let mut counts_only = Metrics::with_detail(Detail::Counts);
        counts_only.observe(&bag_stream(3));
        assert!(counts_only.inconsistency().is_some());
    }

    #[test]
    fn long_gaps_are_kept_exactly() {
        let mut letters = String::from("I");
        letters.push_str(&"J".repeat(300));
        letters.push('I');
        let m = metrics(&letters);
        assert_eq!(m.gaps(Piece::I), [(301, 1)]);
        assert_eq!(m.gaps(Piece::J), [(1, 299)]);
    }

    #[test]
    fn ngrams_count_every_position_from_the_fifth() {
        let m = metrics("IJLOSTZ");
        // Three 5-grams (positions 5, 6, 7), seen as three 1-grams too.
        assert_eq!(m.ngram_counts(0).unwrap().iter().sum::<u64>(), 3);
        assert_eq!(m.ngram_counts(4).unwrap().iter().sum::<u64>(), 3);
        assert_eq!(Metrics::new().ngram_counts(0), None);
    }
}
