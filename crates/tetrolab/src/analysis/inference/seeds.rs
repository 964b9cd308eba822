//! Recovering the seed of a real game from its pieces.
//!
//! TETR.IO deals a bag by shuffling it with Fisher–Yates on its MINSTD
//! generator, and a shuffle can be undone: the pieces of the first bag
//! say which draw each swap took (a piece with two copies, either of two).
//! Each draw `floor(nextFloat() · n)` holds for one interval of states, so
//! the search walks only the states whose first draw fits (1 in 7 of
//! 2^31 for a 7-bag), checks each later draw with one multiplication, and
//! deals the survivors in full to check every piece. Both cores search,
//! in chunks of [`CHUNK`] states, telling a [`Watch`] of each and asking
//! it between chunks whether to stop.
//!
//! Every other randomizer on TETR.IO's or the TGM games' generator (the
//! TGM histories and pool, TETR.IO's first-bag rules, pairs and extras)
//! has every state tried, dealing from its definition until the first
//! piece that differs (most states fail on the first piece or two): the
//! TGM LCG's 2^25 distinct states in under a second, MINSTD's 2^31 in
//! minutes. NES Tetris and TetrisGYM have every seed tried on their
//! engines, and Sega Tetris every 32-bit seed on the first entries of the
//! table it would make.

use serde::Serialize;

use crate::randomizer::catalog::{DefinitionUser, Drawn, Family, Own};
use crate::randomizer::{Definition, FirstBatch, Sega};
use crate::rng::{Generator, Minstd, PieceRng, RngKind, Seed, SegaRng, TgmLcg, Unbuffered};
use crate::work::{Stopped, Watch};
use crate::{Dealing, Piece, Spec};

/// MINSTD's modulus, `2^31 − 1`, and the divisor of its float, `2^31 − 2`.
const MODULUS: u64 = (1 << 31) - 1;
const DIVISOR: u64 = MODULUS - 1;

/// Why seeds cannot be searched for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeedsError {
    /// The randomizer is not one the search knows.
    #[error(
        "{0}: seeds are found for the games' generators only (TETR.IO's, the TGM games', NES Tetris, TetrisGYM and Sega Tetris): give a game-exact randomizer"
    )]
    Unsupported(String),
    /// Too few pieces to undo the first shuffle.
    #[error("{spec} needs its first {bag} pieces (one whole bag) to search; {given} given")]
    TooFew {
        /// The spec.
        spec: String,
        /// Pieces in its bag.
        bag: usize,
        /// Pieces given.
        given: usize,
    },
    /// The first pieces are not one bag.
    #[error("{spec} cannot deal these pieces: its first {bag} are not one bag ({pieces})")]
    NotABag {
        /// The spec.
        spec: String,
        /// Pieces in its bag.
        bag: usize,
        /// The first bag as given.
        pieces: String,
    },
    /// The search was asked to stop.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// The seeds found, and which other seeds deal the same.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeedSearch {
    /// Every seed found, smallest first: one for each class of seeds that
    /// deal the same pieces.
    pub seeds: Vec<FoundSeed>,
    /// Which other seeds deal what each seed found deals.
    pub alike: &'static str,
}

/// A seed that deals the pieces given, and what it deals next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FoundSeed {
    /// The seed, as `gen --seed` takes it (the generator's state: every
    /// seed equal to it modulo 2^31 − 1, and negative ones 2^31 − 2
    /// apart, deal the same).
    pub seed: String,
    /// The pieces it deals after those given.
    pub next: String,
}

/// Every seed of `spec`'s game generator that deals `pieces` from a
/// game's start, each with the `more` pieces it deals next, smallest
/// first.
///
/// # Errors
/// See [`SeedsError`].
///
/// ```
/// use tetrolab::analysis::find_seeds;
/// use tetrolab::piece::parse_letters;
/// use tetrolab::work::Unwatched;
/// let spec = "tetrio-7-bag".parse()?;
/// let found = find_seeds(&spec, &parse_letters("JISZTLOLSIJZOTO")?, 5, &Unwatched)?;
/// assert!(found.seeds.iter().any(|f| f.seed == "191836487"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn find_seeds(
    spec: &Spec,
    pieces: &[Piece],
    more: usize,
    watch: &dyn Watch,
) -> Result<SeedSearch, SeedsError> {
    let name = spec.to_string();
    let scan = Scan {
        watch,
        what: format!("{name}: seeds searched"),
    };
    let every_state = |drawn: &Drawn, generator: RngKind, states| {
        drawn.with_definition(EveryState {
            pieces,
            generator,
            states,
            scan: &scan,
        })
    };
    let (states, alike) = match (spec.family(), spec.generator(None)) {
        (
            Family::Drawn(Drawn::Bag(bag, FirstBatch::AsMade)),
            Ok(Generator::Drawn(RngKind::Minstd)),
        ) if !bag.from_back => (
            tetrio_bag_states(&name, &bag.contents, pieces, &scan)?,
            MINSTD_ALIKE,
        ),
        (Family::Drawn(drawn), Ok(Generator::Drawn(RngKind::Minstd))) => (
            every_state(drawn, RngKind::Minstd, 1..MODULUS)?,
            MINSTD_ALIKE,
        ),
        (Family::Drawn(drawn), Ok(Generator::Drawn(RngKind::Tgm))) => (
            every_state(drawn, RngKind::Tgm, 0..TGM_DISTINCT_STATES)?,
            TGM_ALIKE,
        ),
        (Family::Own(own @ Own::Nes { .. }), _) => (
            every_seed(*own, 1..1 << 16, pieces, &scan)?,
            "none beyond those listed (every LFSR state is tried)",
        ),
        (Family::Own(Own::TetrisGymSps), _) => (
            every_seed(Own::TetrisGymSps, 0x200..1 << 24, pieces, &scan)?,
            "none beyond those listed (every seed is tried)",
        ),
        (Family::Own(Own::Sega), _) => (
            scan.all(0..1 << 32, |range| {
                range
                    .filter(|&seed| deals_sega_table(seed as u32, pieces))
                    .collect()
            })?,
            "seeds 0 and 0x2A6D365A (the game reads 0 as its power-on seed)",
        ),
        _ => return Err(SeedsError::Unsupported(name)),
    };
    let mut found: Vec<FoundSeed> = states
        .into_iter()
        .filter_map(|state| {
            let seed = Seed::from(state);
            let dealing = Dealing::new(spec.clone(), None, seed).ok()?;
            let mut randomizer = dealing.randomizer();
            // A candidate fixed by the opening alone (a first bag) is
            // followed only until its first wrong piece.
            let deals_them = pieces.iter().all(|&p| randomizer.next_piece() == p);
            deals_them.then(|| FoundSeed {
                seed: seed.to_string(),
                next: (0..more)
                    .map(|_| randomizer.next_piece().letter())
                    .collect(),
            })
        })
        .collect();
    found.sort_by_key(|f| f.seed.parse::<u64>().unwrap_or(u64::MAX));
    Ok(SeedSearch {
        seeds: found,
        alike,
    })
}

/// Which TETR.IO seeds deal alike.
const MINSTD_ALIKE: &str = "every seed equal to one found modulo 2147483647 (JavaScript's negative seeds 2147483646 apart)";

/// Which TGM seeds deal alike (see [`TGM_DISTINCT_STATES`]).
const TGM_ALIKE: &str = "the 128 seeds equal to one found in their low 25 bits (add any multiple of 33554432 below 2^32)";

/// The TGM LCG's output `(state >> 10) & 0x7FFF` never sees the state's
/// top 7 bits, and no lower bit depends on a higher one: states equal in
/// their low 25 bits deal the same pieces for ever.
const TGM_DISTINCT_STATES: u64 = 1 << 25;

/// A search over a generic generator's states: deals from the
/// randomizer's definition on each state until its first wrong piece, on
/// two threads.
struct EveryState<'a> {
    pieces: &'a [Piece],
    generator: RngKind,
    states: std::ops::Range<u64>,
    scan: &'a Scan<'a>,
}

impl DefinitionUser for EveryState<'_> {
    type Output = Result<Vec<u64>, Stopped>;

    fn with<D: Definition>(self, definition: &D) -> Self::Output {
        let pieces = self.pieces;
        let generator = self.generator;
        let find = |range: std::ops::Range<u64>| -> Vec<u64> {
            let start = definition.start();
            // Reused for every state, so no state allocates.
            let mut at = start.clone();
            range
                .filter(|&state| {
                    at.clone_from(&start);
                    match generator {
                        RngKind::Tgm => {
                            let rng = TgmLcg::from_state(state as u32);
                            deals_all(definition, &mut at, rng, pieces)
                        }
                        _ => {
                            let rng = Minstd::from_state(state).expect("a MINSTD state");
                            deals_all(definition, &mut at, rng, pieces)
                        }
                    }
                })
                .collect()
        };
        self.scan.all(self.states, find)
    }
}

/// States tried between two questions to the watch: a few milliseconds
/// of work for every search (a state fails on its first piece or two).
pub(crate) const CHUNK: u64 = 1 << 16;

/// A search's watch, and what its stage is called.
struct Scan<'a> {
    watch: &'a dyn Watch,
    what: String,
}

impl Scan<'_> {
    /// `find` run over every state of `range`, as [`each`](Scan::each).
    fn all(
        &self,
        range: std::ops::Range<u64>,
        find: impl Fn(std::ops::Range<u64>) -> Vec<u64> + Sync,
    ) -> Result<Vec<u64>, Stopped> {
        self.each(std::slice::from_ref(&range), find)
    }

    /// `find` run over every state of `ranges` in chunks of [`CHUNK`],
    /// the first half of the chunks on one thread and the second on
    /// another, the states found in order; the watch is told of the
    /// states and of each chunk done, and asked before each whether to
    /// stop.
    fn each(
        &self,
        ranges: &[std::ops::Range<u64>],
        find: impl Fn(std::ops::Range<u64>) -> Vec<u64> + Sync,
    ) -> Result<Vec<u64>, Stopped> {
        let chunks: Vec<std::ops::Range<u64>> = ranges
            .iter()
            .flat_map(|r| {
                (r.start..r.end)
                    .step_by(CHUNK as usize)
                    .map(move |low| low..(low + CHUNK).min(r.end))
            })
            .collect();
        self.watch
            .begin(&self.what, chunks.iter().map(|c| c.end - c.start).sum());
        let run = |chunks: &[std::ops::Range<u64>]| -> Result<Vec<u64>, Stopped> {
            let mut found = Vec::new();
            for chunk in chunks {
                if self.watch.stopped() {
                    return Err(Stopped);
                }
                found.extend(find(chunk.clone()));
                self.watch.add(chunk.end - chunk.start);
            }
            Ok(found)
        };
        let (first, second) = chunks.split_at(chunks.len() / 2);
        // rayon: one half after the other where threads cannot be
        // spawned, as in the browser.
        let (first, second) = rayon::join(|| run(first), || run(second));
        let mut found = first?;
        found.extend(second?);
        Ok(found)
    }
}

/// Whether `definition` from state `at` on the generator `rng` deals
/// `pieces` (stopping at the first that differs).
#[inline]
fn deals_all<D: Definition, R: PieceRng>(
    definition: &D,
    at: &mut D::State,
    rng: R,
    pieces: &[Piece],
) -> bool {
    let mut draws = Unbuffered(rng);
    pieces
        .iter()
        .all(|&piece| definition.deal(at, &mut draws) == piece)
}

/// The seeds in `seeds` (those the game's generator takes) from which
/// `own` deals `pieces`, each tried until its first wrong piece, on two
/// threads: for games whose seeds are few (NES's 32767 LFSR states,
/// TetrisGYM's 2^24 seeds).
fn every_seed(
    own: Own,
    seeds: std::ops::Range<u64>,
    pieces: &[Piece],
    scan: &Scan,
) -> Result<Vec<u64>, Stopped> {
    let find = |range: std::ops::Range<u64>| -> Vec<u64> {
        range
            .filter(|&seed| {
                own.build(&Seed::from(seed)).is_ok_and(|mut randomizer| {
                    pieces.iter().all(|&piece| randomizer.next_piece() == piece)
                })
            })
            .collect()
    };
    scan.all(seeds, find)
}

/// Whether Sega Tetris's table from `seed` starts with `pieces` (its
/// first 1000; a table entry is one `rand()`, so each seed stops at its
/// first wrong piece).
#[inline]
fn deals_sega_table(seed: u32, pieces: &[Piece]) -> bool {
    let mut rng = SegaRng::from_state(seed);
    pieces
        .iter()
        .take(1000)
        .all(|&piece| Sega::piece_of(rng.rand()) == piece)
}

/// The MINSTD states (as seeds) whose TETR.IO bag of `contents` deals
/// `pieces` first (at least one whole bag of them).
fn tetrio_bag_states(
    name: &str,
    contents: &[Piece],
    pieces: &[Piece],
    scan: &Scan,
) -> Result<Vec<u64>, SeedsError> {
    let name = name.to_owned();
    let n = contents.len();
    if pieces.len() < n {
        return Err(SeedsError::TooFew {
            spec: name,
            bag: n,
            given: pieces.len(),
        });
    }
    let sequences = undo_shuffle(contents, &pieces[..n]);
    if sequences.is_empty() {
        return Err(SeedsError::NotABag {
            spec: name,
            bag: n,
            pieces: crate::piece::letters(&pieces[..n]),
        });
    }
    // Each piece type can branch once (its first copy placed): at most
    // 2^7 ways for two of each.
    assert!(
        sequences.len() <= 128,
        "TETR.IO's bags hold at most two of a piece"
    );
    Ok(search(&Sequences::new(&sequences, n), scan)?)
}

/// Every sequence of Fisher–Yates draws that shuffles `contents` into
/// `bag` (in draw order: the swap for the last slot first, of bound
/// `len`, then `len − 1`, …, 2); none if `bag` is not a shuffle of
/// `contents`. Where both copies of a piece could fill a slot, each
/// choice leaves the other copy elsewhere, so both are followed.
fn undo_shuffle(contents: &[Piece], bag: &[Piece]) -> Vec<Vec<u8>> {
    fn follow(
        working: &mut [Piece],
        bag: &[Piece],
        i: usize,
        draws: &mut Vec<u8>,
        all: &mut Vec<Vec<u8>>,
    ) {
        if i == 0 {
            if working[0] == bag[0] {
                all.push(draws.clone());
            }
            return;
        }
        for j in 0..=i {
            if working[j] == bag[i] {
                working.swap(i, j);
                draws.push(j as u8);
                follow(working, bag, i - 1, draws, all);
                draws.pop();
                working.swap(i, j);
            }
        }
    }
    let mut all = Vec::new();
    let last = contents.len() - 1;
    follow(&mut contents.to_vec(), bag, last, &mut Vec::new(), &mut all);
    all
}

/// Draw sequences as masks: for each draw and value, the sequences (as
/// bits, at most 128) that take it.
struct Sequences {
    /// The bound of each draw.
    bounds: Vec<u32>,
    /// `takes[k][v]`: bit `q` set when sequence `q`'s draw `k` is `v`.
    takes: Vec<Vec<u128>>,
}

impl Sequences {
    fn new(sequences: &[Vec<u8>], len: usize) -> Sequences {
        let bounds: Vec<u32> = (2..=len as u32).rev().collect();
        let takes = bounds
            .iter()
            .enumerate()
            .map(|(k, &bound)| {
                (0..bound)
                    .map(|v| {
                        sequences
                            .iter()
                            .enumerate()
                            .filter(|(_, sequence)| u32::from(sequence[k]) == v)
                            .fold(0u128, |mask, (q, _)| mask | 1 << q)
                    })
                    .collect()
            })
            .collect();
        Sequences { bounds, takes }
    }

    /// Whether the draws from the state `t` on (the first drawn from `t`
    /// itself) follow one of the sequences.
    #[inline]
    fn fit(&self, mut t: u64) -> bool {
        let mut alive = u128::MAX;
        for (k, (&bound, takes)) in self.bounds.iter().zip(&self.takes).enumerate() {
            if k > 0 {
                t = t * 16807 % MODULUS;
            }
            let value = Minstd::word_below(t as u32, bound).expect("MINSTD draws any bound");
            alive &= takes[value as usize];
            if alive == 0 {
                return false;
            }
        }
        true
    }
}

/// The states (as seeds) from which MINSTD's draws follow one of
/// `sequences`: only the states whose first draw fits are walked.
fn search(sequences: &Sequences, scan: &Scan) -> Result<Vec<u64>, Stopped> {
    let (bound, first) = (sequences.bounds[0], &sequences.takes[0]);
    let intervals: Vec<std::ops::Range<u64>> = (0..bound)
        .filter(|&j| first[j as usize] != 0)
        .map(|j| states_drawing(j, bound))
        .collect();
    let inverse = pow_mod(16807, MODULUS - 2);
    // The state before `t` is the seed.
    scan.each(&intervals, |states| {
        states
            .filter(|&t| sequences.fit(t))
            .map(|t| t * inverse % MODULUS)
            .collect()
    })
}

/// The states `t` (from `low`, below `high`) whose draw of bound `n` is
/// `j`: `floor((t − 1) · n / D)` is `j` exactly when `(t − 1) · n` lies
/// in `[j · D, (j + 1) · D)`.
fn states_drawing(j: u32, n: u32) -> std::ops::Range<u64> {
    let n = u64::from(n);
    let low = (u64::from(j) * DIVISOR).div_ceil(n) + 1;
    let high = ((u64::from(j) + 1) * DIVISOR).div_ceil(n) + 1;
    low..high.min(MODULUS)
}

/// `base^exponent mod 2^31 − 1`.
fn pow_mod(base: u64, mut exponent: u64) -> u64 {
    let (mut result, mut base) = (1, base % MODULUS);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent >>= 1;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::parse_letters;
    use crate::rng::FromSeed;

    /// Undoing a shuffle gives back the draws that made it; a bag with a
    /// piece twice is no shuffle of one of each; a bag with two copies
    /// may be shuffled more than one way, and every way remakes it.
    #[test]
    fn a_shuffle_is_undone() {
        let mut minstd = Minstd::from_seed(&191836487u64.into()).unwrap();
        let bag = crate::piece::order::TETRIO;
        let sequences = undo_shuffle(&bag, &parse_letters("JISZTLO").unwrap());
        assert_eq!(sequences.len(), 1);
        for (k, &draw) in sequences[0].iter().enumerate() {
            let value = Minstd::word_below(minstd.next_raw() as u32, 7 - k as u32).unwrap();
            assert_eq!(u32::from(draw), value);
        }
        assert!(undo_shuffle(&bag, &parse_letters("JJSZTLO").unwrap()).is_empty());
        let twice = bag.repeat(2);
        let mut shuffled = twice.clone();
        shuffled.reverse();
        let ways = undo_shuffle(&twice, &shuffled);
        assert!(ways.len() > 1, "{ways:?}");
        for way in &ways {
            let mut remade = twice.clone();
            for (k, &j) in way.iter().enumerate() {
                remade.swap(twice.len() - 1 - k, usize::from(j));
            }
            assert_eq!(remade, shuffled);
        }
        assert_eq!(pow_mod(16807, MODULUS - 2) * 16807 % MODULUS, 1);
    }

    /// Each interval holds exactly the states whose draw it names: its
    /// ends draw it, the states just outside do not.
    #[test]
    fn intervals_hold_their_draws() {
        let draw = |t: u64, n: u32| Minstd::word_below(t as u32, n).unwrap();
        for n in [2, 7, 13, 14] {
            let mut next = 1;
            for j in 0..n {
                let std::ops::Range {
                    start: low,
                    end: high,
                } = states_drawing(j, n);
                assert_eq!(low, next, "bound {n}: the intervals tile the states");
                assert_eq!(draw(low, n), j);
                assert_eq!(draw(high - 1, n), j);
                if high < MODULUS {
                    assert_eq!(draw(high, n), j + 1);
                }
                next = high;
            }
            assert_eq!(next, MODULUS);
        }
    }
}
