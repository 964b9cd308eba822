//! The odds players feel: in a game of N pieces, does a long drought of a
//! piece happen, and how many?

use super::drought_odds::DroughtOdds;
use super::lump::Lumped;
use super::rho::Rho;
use super::settle::{Pattern, Settling};
use crate::analysis::DroughtMeaning;

/// What takes probability mass out of a [`Mass`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Leaves {
    /// Nothing: the mass follows every game, and its last slot keeps
    /// runs of that length or longer.
    Never,
    /// A run outgrowing the last slot (a drought reaching L, whatever
    /// ends it).
    OnReaching,
    /// The piece arriving after a run in the last slot, which keeps runs
    /// of that length or longer (a completed drought of at least L).
    OnArrival,
}

/// The probability mass of a game in progress, laid out as
/// `[class][current run]` with `width` runs per class, and the mass still
/// in its opening run (before the piece's first arrival) when that run
/// is told apart; kept only for the classes it has reached (a game from
/// one state of a large chain — a game's own generator over its cycle —
/// touches a handful per piece).
struct Mass<'a> {
    lumped: &'a Lumped,
    width: usize,
    leaves: Leaves,
    mass: Vec<f64>,
    next: Vec<f64>,
    /// By class: the mass whose piece has not arrived yet, when the
    /// opening run is not a drought (else it starts at run 0).
    opening: Vec<f64>,
    next_opening: Vec<f64>,
    /// The classes holding mass, and those reached by the next piece.
    live: Vec<u32>,
    next_live: Vec<u32>,
    reached: Vec<bool>,
}

impl<'a> Mass<'a> {
    /// The class law `start`: every run at 0 when the opening run counts
    /// as a drought, else all in the opening run.
    fn new(
        lumped: &'a Lumped,
        start: &[f64],
        width: usize,
        leaves: Leaves,
        meaning: DroughtMeaning,
    ) -> Mass<'a> {
        let classes = lumped.len();
        let mut mass = vec![0.0; classes * width];
        let mut opening = vec![0.0; classes];
        let mut live = Vec::new();
        for (c, &p) in start.iter().enumerate().filter(|&(_, &p)| p > 0.0) {
            match meaning {
                DroughtMeaning::Any => mass[c * width] = p,
                DroughtMeaning::Completed => opening[c] = p,
            }
            live.push(c as u32);
        }
        Mass {
            lumped,
            width,
            leaves,
            mass,
            next: vec![0.0; classes * width],
            opening,
            next_opening: vec![0.0; classes],
            live,
            next_live: Vec::new(),
            reached: vec![false; classes],
        }
    }

    /// Whether no mass is left (every game has had its drought).
    fn is_empty(&self) -> bool {
        self.live
            .iter()
            .all(|&c| self.opening[c as usize] == 0.0 && self.row(c).iter().all(|&m| m == 0.0))
    }

    /// The mass of class `c` by current run.
    fn row(&self, c: u32) -> &[f64] {
        let c = c as usize;
        &self.mass[c * self.width..(c + 1) * self.width]
    }

    /// One piece dealt: the piece resets the run to 0 (and ends the
    /// opening run), any other lengthens it by one. Returns the mass that
    /// left, as [`Leaves`] says.
    fn advance(&mut self) -> f64 {
        let width = self.width;
        let mut left = 0.0;
        for &from in &self.live {
            let from = from as usize;
            let source = &self.mass[from * width..(from + 1) * width];
            let opening = self.opening[from];
            let total: f64 = source.iter().sum();
            let last = source[width - 1];
            for &(answer, to, p) in &self.lumped.edges[from] {
                let to = to as usize;
                let target = &mut self.next[to * width..(to + 1) * width];
                if !self.reached[to] {
                    self.reached[to] = true;
                    self.next_live.push(to as u32);
                    target.fill(0.0);
                    self.next_opening[to] = 0.0;
                }
                if answer {
                    let ending = if self.leaves == Leaves::OnArrival {
                        left += p * last;
                        total - last
                    } else {
                        total
                    };
                    target[0] += p * (ending + opening);
                    continue;
                }
                self.next_opening[to] += p * opening;
                for (t, s) in target[1..].iter_mut().zip(source) {
                    *t += p * s;
                }
                if self.leaves == Leaves::OnReaching {
                    left += p * last;
                } else {
                    target[width - 1] += p * last;
                }
            }
        }
        for &c in &self.next_live {
            self.reached[c as usize] = false;
        }
        std::mem::swap(&mut self.mass, &mut self.next);
        std::mem::swap(&mut self.opening, &mut self.next_opening);
        std::mem::swap(&mut self.live, &mut self.next_live);
        self.next_live.clear();
        left
    }

    /// The expected number of droughts counted at this step for each
    /// length of `lengths`: under [`DroughtMeaning::Any`], runs that have
    /// just reached the length (call after [`Mass::advance`]); under
    /// [`DroughtMeaning::Completed`], runs of at least the length that
    /// the next piece ends (call before it). Unreachable lengths (`None`
    /// in `slots`) count nothing.
    fn counted(&self, meaning: DroughtMeaning, slots: &[Option<usize>], counts: &mut [f64]) {
        for &c in &self.live {
            let row = self.row(c);
            let ending = match meaning {
                DroughtMeaning::Any => 1.0,
                DroughtMeaning::Completed => self.lumped.edges[c as usize]
                    .iter()
                    .filter(|&&(answer, _, _)| answer)
                    .map(|&(_, _, p)| p)
                    .sum(),
            };
            if ending == 0.0 {
                continue;
            }
            for (count, slot) in counts.iter_mut().zip(slots) {
                if let Some(l) = *slot {
                    *count += ending
                        * match meaning {
                            DroughtMeaning::Any => row[l],
                            DroughtMeaning::Completed => row[l..].iter().sum::<f64>(),
                        };
                }
            }
        }
    }
}

/// Each length's odds of a drought of at least that many pieces without
/// the piece `lumped` asks about, in a game of `pieces` pieces starting
/// from the class law `start`, by dynamic programming over (class,
/// current run), droughts counted as `meaning` says. `longest` is the
/// longest run without the piece the chain can deal (`None`: unbounded);
/// longer droughts have odds 0.
///
/// A chain without chance (a game's own generator from one seed) is
/// answered from its path instead ([`Rho`]): in time and memory of its
/// cycle, whatever `pieces`.
///
/// The chance of at least one drought of `L` follows the mass that has
/// not yet had one (it leaves when a run reaches `L`, or, for completed
/// droughts, when the piece ends a run of `L` or more); the expected
/// count of droughts of every `L` at once follows all the mass.
pub(crate) fn odds(
    lumped: &Lumped,
    start: &[f64],
    pieces: u64,
    lengths: &[u64],
    longest: Option<u64>,
    meaning: DroughtMeaning,
) -> Vec<DroughtOdds> {
    assert!(
        lengths.iter().all(|&l| l >= 1),
        "a drought of at least one piece"
    );
    let reachable = |l: u64| l <= pieces && longest.is_none_or(|m| l <= m);
    if let Some(rho) = Rho::of(lumped) {
        return rho.odds(start, pieces, lengths, reachable, meaning);
    }
    by_pieces(lumped, start, pieces, lengths, reachable, meaning)
}

/// [`odds`] piece by piece: the dynamic programming over (class, current
/// run), summed from the pattern it settles into where it settles.
pub(super) fn by_pieces(
    lumped: &Lumped,
    start: &[f64],
    pieces: u64,
    lengths: &[u64],
    reachable: impl Fn(u64) -> bool,
    meaning: DroughtMeaning,
) -> Vec<DroughtOdds> {
    // Expected counts, every length in one pass.
    let Some(&most) = lengths.iter().filter(|&&l| reachable(l)).max() else {
        return vec![DroughtOdds::NEVER; lengths.len()];
    };
    let slots: Vec<Option<usize>> = lengths
        .iter()
        .map(|&l| reachable(l).then_some(l as usize))
        .collect();
    let width = match meaning {
        DroughtMeaning::Any => most as usize + 2,
        DroughtMeaning::Completed => most as usize + 1,
    };
    let mut all = Mass::new(lumped, start, width, Leaves::Never, meaning);
    let mut counts: Vec<Settling> = lengths.iter().map(|_| Settling::default()).collect();
    let mut step = vec![0.0; lengths.len()];
    let warm_up = 2 * width;
    let mut patterns = None;
    for _ in 0..pieces {
        step.fill(0.0);
        if meaning == DroughtMeaning::Completed {
            all.counted(meaning, &slots, &mut step);
        }
        all.advance();
        if meaning == DroughtMeaning::Any {
            all.counted(meaning, &slots, &mut step);
        }
        counts.iter_mut().zip(&step).for_each(|(c, &s)| c.push(s));
        patterns = settled(&counts, &slots, warm_up);
        if patterns.is_some() {
            break;
        }
    }
    let expected: Vec<f64> = match patterns {
        Some(patterns) => counts
            .iter()
            .zip(patterns)
            .map(|(count, pattern)| pattern.map_or(0.0, |p| count.sum_to(pieces, p)))
            .collect(),
        None => counts.iter().map(Settling::sum).collect(),
    };
    lengths
        .iter()
        .zip(expected)
        .map(|(&l, expected_droughts)| {
            if !reachable(l) {
                return DroughtOdds::NEVER;
            }
            DroughtOdds {
                p_drought_at_least: p_drought(&mut alive(lumped, start, l, meaning), pieces),
                expected_droughts,
            }
        })
        .collect()
}

/// Each reachable length's pattern, once every one has settled into one
/// (`None` inside for lengths that cannot be reached, counting nothing).
fn settled(
    counts: &[Settling],
    slots: &[Option<usize>],
    warm_up: usize,
) -> Option<Vec<Option<Pattern>>> {
    counts
        .iter()
        .zip(slots)
        .map(|(count, slot)| match slot {
            Some(_) => count.pattern(warm_up).map(Some),
            None => Some(None),
        })
        .collect()
}

/// P(a drought in `pieces` pieces): the mass `alive` loses, piece by
/// piece until the losses settle into a pattern that sums the rest.
/// Stops as well once no mass is left to lose.
fn p_drought(alive: &mut Mass, pieces: u64) -> f64 {
    let warm_up = 2 * alive.width;
    let mut lost = Settling::default();
    let mut sum = None;
    for t in 1..=pieces {
        lost.push(alive.advance());
        if let Some(pattern) = lost.pattern(warm_up) {
            sum = Some(lost.sum_to(pieces, pattern));
            break;
        }
        if t.is_multiple_of(64) && alive.is_empty() {
            break;
        }
    }
    // The mass lost is at most the mass there was; summing a long game's
    // losses in floats can carry a near-certain drought a few units in
    // the last place past 1.
    sum.unwrap_or_else(|| lost.sum()).min(1.0)
}

/// The mass that has not yet had a drought of `at_least`, as `meaning`
/// counts droughts.
fn alive<'a>(
    lumped: &'a Lumped,
    start: &[f64],
    at_least: u64,
    meaning: DroughtMeaning,
) -> Mass<'a> {
    match meaning {
        DroughtMeaning::Any => Mass::new(
            lumped,
            start,
            at_least as usize,
            Leaves::OnReaching,
            meaning,
        ),
        DroughtMeaning::Completed => Mass::new(
            lumped,
            start,
            at_least as usize + 1,
            Leaves::OnArrival,
            meaning,
        ),
    }
}

/// The most cells (classes × runs followed) the dynamic programming of a
/// curve holds: two tables of them, 128 MiB at most. A longer question is
/// left unanswered rather than fill memory.
pub(crate) const MAX_CELLS: u64 = 1 << 23;

/// P(a drought of at least `at_least` pieces without the piece within
/// the first n pieces) for each n of `lengths`, in one pass of the
/// dynamic programming of [`odds`] up to the longest; `longest_without`
/// is the longest run without the piece the chain can deal (`None`:
/// unbounded).
///
/// No game holds a drought longer than itself or than the chain deals, so
/// past either every length's odds are 0 and nothing is followed: memory
/// grows with the runs followed, at most the longest game, never with
/// `at_least`. `None` when those runs over every class are more than
/// [`MAX_CELLS`].
pub(crate) fn curve(
    lumped: &Lumped,
    start: &[f64],
    at_least: u64,
    lengths: &[u64],
    longest_without: Option<u64>,
    meaning: DroughtMeaning,
) -> Option<Vec<f64>> {
    assert!(at_least >= 1, "a drought of at least one piece");
    let longest = lengths.iter().copied().max().unwrap_or(0);
    if at_least > longest || longest_without.is_some_and(|most| at_least > most) {
        return Some(vec![0.0; lengths.len()]);
    }
    if (lumped.len() as u64).saturating_mul(at_least + 1) > MAX_CELLS {
        return None;
    }
    let mut alive = alive(lumped, start, at_least, meaning);
    let mut reached = 0.0;
    let mut at = Vec::with_capacity(longest as usize + 1);
    at.push(0.0);
    for _ in 0..longest {
        reached += alive.advance();
        at.push(reached.min(1.0));
    }
    Some(lengths.iter().map(|&n| at[n as usize]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use crate::analysis::exact::chain::Chain;
    use crate::analysis::exact::forms::BagLaw;
    use crate::analysis::exact::law::Probed;
    use crate::analysis::exact::lump::lump;
    use crate::randomizer::Memoryless;

    /// A memoryless randomizer's chain, lumped for the I piece.
    fn memoryless_for_i() -> Lumped {
        let law = Probed {
            definition: Memoryless { order: Piece::ALL },
            symmetric: true,
        };
        lump(
            &Chain::build(&law, 10, &crate::work::Unwatched).unwrap(),
            |p| p == Piece::I,
        )
    }

    /// The curve gives, at each length, what `odds` gives for a game of
    /// that length.
    #[test]
    fn the_curve_is_the_odds_at_every_length() {
        let lumped = memoryless_for_i();
        let lengths = [5, 13, 14, 40, 100];
        let curve = curve(&lumped, &[1.0], 13, &lengths, None, DroughtMeaning::Any).unwrap();
        for (&n, p) in lengths.iter().zip(curve) {
            let [odds] = odds(&lumped, &[1.0], n, &[13], None, DroughtMeaning::Any)[..] else {
                panic!()
            };
            assert!((odds.p_drought_at_least - p).abs() < 1e-15, "{n}: {p}");
        }
        assert_eq!(curve_at(&lumped, 5), 0.0);
    }

    /// A near-certain drought is a probability still: at most 1, however
    /// long the game (a memoryless I's droughts of 12 in 1000 pieces once
    /// summed to 1.0000000000000429).
    #[test]
    fn near_certain_droughts_stay_probabilities() {
        let lumped = memoryless_for_i();
        let lengths: Vec<u64> = (1..=40).collect();
        for pieces in [1_000, 10_000, 1 << 40] {
            for meaning in DroughtMeaning::ALL {
                for odds in odds(&lumped, &[1.0], pieces, &lengths, None, meaning) {
                    assert!(
                        (0.0..=1.0).contains(&odds.p_drought_at_least),
                        "{pieces} {meaning:?}: {odds:?}"
                    );
                }
            }
        }
    }

    fn curve_at(lumped: &Lumped, n: u64) -> f64 {
        curve(lumped, &[1.0], 13, &[n], None, DroughtMeaning::Any).unwrap()[0]
    }

    /// For a memoryless randomizer the first L pieces miss I with
    /// probability (6/7)^L; a game of exactly L pieces has a drought of L
    /// only that way, and expects that many.
    #[test]
    fn memoryless_odds_in_closed_form() {
        let lumped = memoryless_for_i();
        let [short] = odds(&lumped, &[1.0], 13, &[13], None, DroughtMeaning::Any)[..] else {
            panic!()
        };
        let p = (6f64 / 7.0).powi(13);
        assert!((short.p_drought_at_least - p).abs() < 1e-15);
        assert!((short.expected_droughts - p).abs() < 1e-15);
        // In a game of 14: the first 13 miss I, or an I then 13 that do
        // (disjoint, and 14 pieces hold at most one such run); a run of 14
        // only the first way; 15 not at all.
        let game = odds(
            &lumped,
            &[1.0],
            14,
            &[13, 14, 15],
            None,
            DroughtMeaning::Any,
        );
        let expected = p + p / 7.0;
        assert!(
            (game[0].p_drought_at_least - expected).abs() < 1e-14,
            "{game:?}"
        );
        assert!((game[0].expected_droughts - expected).abs() < 1e-14);
        let fourteen = (6f64 / 7.0).powi(14);
        assert!((game[1].p_drought_at_least - fourteen).abs() < 1e-15);
        assert!((game[1].expected_droughts - fourteen).abs() < 1e-15);
        assert_eq!(game[2], DroughtOdds::NEVER);
    }

    /// Counting completed droughts only, a memoryless game of L + 2
    /// pieces holds one of at least L just one way: I, L others, I
    /// (chance (1/7)^2 (6/7)^L); in a game of L + 1 never; the opening
    /// stretch never counts.
    #[test]
    fn memoryless_completed_droughts_in_closed_form() {
        let lumped = memoryless_for_i();
        let completed = |n| odds(&lumped, &[1.0], n, &[13], None, DroughtMeaning::Completed)[0];
        let p = (6f64 / 7.0).powi(13) / 49.0;
        assert_eq!(completed(14).p_drought_at_least, 0.0);
        assert!((completed(15).p_drought_at_least - p).abs() < 1e-16);
        assert!((completed(15).expected_droughts - p).abs() < 1e-16);
        // 16 pieces, disjoint ways: I, 13 others, I, anything; I, 14
        // others, I; anything, I, 13 others, I.
        let sixteen = p + p * 6.0 / 7.0 + p;
        assert!((completed(16).p_drought_at_least - sixteen).abs() < 1e-16);
        let curve = curve(
            &lumped,
            &[1.0],
            13,
            &[14, 15, 16],
            None,
            DroughtMeaning::Completed,
        )
        .unwrap();
        assert_eq!(curve[0], 0.0);
        assert!((curve[2] - sixteen).abs() < 1e-16);
    }

    /// A drought longer than every game, or than the chain deals, has
    /// odds 0 without a table of its length: any length up to `u64::MAX`
    /// answers at once (it used to allocate 16 bytes a piece of it, and
    /// overflow at `u64::MAX`); one whose table would pass the cap is
    /// left unanswered.
    #[test]
    fn curves_past_every_game_cost_nothing() {
        let lumped = memoryless_for_i();
        for at_least in [101, 10_000_000, u64::MAX] {
            for meaning in DroughtMeaning::ALL {
                let zeros = curve(&lumped, &[1.0], at_least, &[50, 100], None, meaning);
                assert_eq!(zeros, Some(vec![0.0, 0.0]), "{at_least}");
            }
        }
        let bounded = curve(
            &lumped,
            &[1.0],
            13,
            &[50, 100],
            Some(12),
            DroughtMeaning::Any,
        );
        assert_eq!(bounded, Some(vec![0.0, 0.0]));
        let long = curve(
            &lumped,
            &[1.0],
            MAX_CELLS,
            &[MAX_CELLS],
            None,
            DroughtMeaning::Any,
        );
        assert_eq!(long, None);
    }

    /// Long games are summed from the pattern the first pieces settle
    /// into: the same odds and counts as the pass over every piece, for
    /// bags and a memoryless chain, both meanings, game lengths past
    /// where the pattern is found.
    #[test]
    fn settled_patterns_give_the_per_piece_answers() {
        let bag = |copies| {
            let chain = Chain::build(
                &BagLaw { full: [copies; 7] },
                10_000,
                &crate::work::Unwatched,
            )
            .unwrap();
            lump(&chain, |p| p == Piece::I)
        };
        for (name, lumped, longest) in [
            ("memoryless", memoryless_for_i(), None),
            ("7-bag", bag(1), Some(12)),
            ("14-bag", bag(2), Some(24)),
        ] {
            let mut start = vec![0.0; lumped.len()];
            start[lumped.class_of[0] as usize] = 1.0;
            for meaning in DroughtMeaning::ALL {
                for pieces in [700, 2000] {
                    let lengths = [7, 10, 13, 20];
                    let fast = odds(&lumped, &start, pieces, &lengths, longest, meaning);
                    for (&l, got) in lengths.iter().zip(&fast) {
                        if longest.is_some_and(|m| l > m) {
                            continue;
                        }
                        let (p, expected) = per_piece(&lumped, &start, pieces, l, meaning);
                        let close = |a: f64, b: f64| (a - b).abs() <= 1e-11 * b.abs().max(1e-300);
                        assert!(
                            close(got.p_drought_at_least, p),
                            "{name} {meaning:?} {pieces} {l}: {} {p}",
                            got.p_drought_at_least
                        );
                        assert!(
                            close(got.expected_droughts, expected),
                            "{name} {meaning:?} {pieces} {l}: {} {expected}",
                            got.expected_droughts
                        );
                    }
                }
            }
        }
    }

    /// The odds and count of droughts of `l` by a pass over every piece.
    fn per_piece(
        lumped: &Lumped,
        start: &[f64],
        pieces: u64,
        l: u64,
        meaning: DroughtMeaning,
    ) -> (f64, f64) {
        let mut lost = alive(lumped, start, l, meaning);
        let p = (0..pieces).map(|_| lost.advance()).sum();
        let width = l as usize + 2;
        let mut all = Mass::new(lumped, start, width, Leaves::Never, meaning);
        let mut count = [0.0];
        for _ in 0..pieces {
            if meaning == DroughtMeaning::Completed {
                all.counted(meaning, &[Some(l as usize)], &mut count);
            }
            all.advance();
            if meaning == DroughtMeaning::Any {
                all.counted(meaning, &[Some(l as usize)], &mut count);
            }
        }
        (p, count[0])
    }

    /// A 7-bag game from a fresh bag: a drought of 12 needs I first in
    /// one bag and last in the next (1/49 for each pair of bags that meet
    /// within the game); of 13, never.
    #[test]
    fn seven_bag_odds_count_bag_pairs() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched).unwrap();
        let lumped = lump(&chain, |p| p == Piece::I);
        let mut start = vec![0.0; lumped.len()];
        start[lumped.class_of[0] as usize] = 1.0;
        // 21 pieces: bags 1-2 and 2-3 can each hold one; both at once
        // needs I first and last in bag 2, impossible.
        let game = odds(
            &lumped,
            &start,
            21,
            &[12, 13],
            Some(12),
            DroughtMeaning::Any,
        );
        let each = 1.0 / 49.0;
        assert!(
            (game[0].p_drought_at_least - 2.0 * each).abs() < 1e-15,
            "{game:?}"
        );
        assert!((game[0].expected_droughts - 2.0 * each).abs() < 1e-15);
        assert_eq!(game[1], DroughtOdds::NEVER);
    }
}
