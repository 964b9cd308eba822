//! Which draws deal some pieces from a game's start, for each of TETR.IO's
//! randomizers: their shuffles undone, their first-batch rules undone.
//!
//! A shuffle can be undone: Fisher–Yates from the end puts each place's
//! piece there with one draw, so the dealt order says which draw each
//! swap took (where a piece lies twice in the working array, either, and
//! both are followed). TETR.IO's `no_szo` rules are undone the same way:
//! a dealt first batch comes from one of a few made batches (rotated by
//! the S, Z and O it led with, or with one leading S, Z or O dropped),
//! each a pattern of the pieces each place may hold. Pairs draw their two
//! pieces with a shuffle of which only the first two places are known;
//! the extras draw their pieces one draw each, or (7+X) from a shuffled
//! extra bag's first three places. Classic and total mayhem deal a piece
//! per draw or two, known from the piece and the one before.
//!
//! The ways become a [`DrawGraph`]: the first batch (or first two pieces)
//! as its first stage, then a stage per later batch (or piece), up to
//! [`MAX_PIECES`] pieces. Where a stage would have more than [`MAX_WAYS`]
//! ways (a few pieces of a large batch), the graph stops before it; where
//! the first would, there is no graph and every state is tried instead.

use std::collections::HashMap;
use std::hash::Hash;

use super::graph::{DrawGraph, Step};
use crate::piece::order::TETRIO;
use crate::randomizer::catalog::Drawn;
use crate::randomizer::{Bag, Classic, FirstBatch, Memoryless, TetrioExtras};
use crate::{Piece, PieceSet};

/// The most ways one stage may have.
pub(super) const MAX_WAYS: usize = 1 << 16;

/// The most pieces a graph checks: two of the largest batches. Beyond,
/// the few states left are dealt in full.
pub(super) const MAX_PIECES: usize = 28;

/// One way through a stage: its draws in order.
type Way = Vec<Step>;

/// S, Z and O, which TETR.IO's `no_szo` keeps from a game's start.
const SZO: PieceSet = PieceSet::from_pieces(&[Piece::S, Piece::Z, Piece::O]);

/// The draws `drawn` takes to deal `pieces` from a game's start, as a
/// graph; `None` for a randomizer this module does not undo, or a first
/// batch with more than [`MAX_WAYS`] ways (too few of its pieces given).
pub(super) fn opening(drawn: &Drawn, pieces: &[Piece]) -> Option<DrawGraph> {
    match drawn {
        Drawn::Bag(bag, first) => batches(&ShuffledBag(bag), *first, pieces),
        Drawn::TetrioPairs(first) => batches(&Pairs, *first, pieces),
        Drawn::TetrioExtras(extras, first) => batches(&Extras(*extras), *first, pieces),
        Drawn::TetrioSevenPlusX(first) => batches(&SevenPlusX, *first, pieces),
        Drawn::Memoryless(memoryless, first) => each_piece(&Uniform(memoryless), *first, pieces),
        Drawn::Classic(classic, first) => each_piece(&Reroll(classic), *first, pieces),
        _ => None,
    }
}

/// What each place of a batch may hold: the piece given there, or any
/// piece past the pieces given.
fn given(pieces: &[Piece], places: std::ops::Range<usize>) -> Vec<PieceSet> {
    places
        .map(|i| {
            pieces
                .get(i)
                .map_or(PieceSet::ALL, |&p| PieceSet::EMPTY.with(p))
        })
        .collect()
}

/// The made first batches of `len` pieces that `first` turns into the
/// dealt `pieces`, each as what its places may hold, with how many of the
/// pieces it deals. The patterns exclude each other: no made batch fits
/// two.
fn made_first(first: FirstBatch, len: usize, pieces: &[Piece]) -> Vec<(Vec<PieceSet>, usize)> {
    let dealt = given(pieces, 0..len);
    let fit = |pattern: Vec<PieceSet>| (!pattern.iter().any(|s| s.is_empty())).then_some(pattern);
    match first {
        FirstBatch::AsMade => vec![(dealt, len)],
        // Turned left by its count of leading S, Z and O (mod len): made
        // `r` places to the right, it led with `r` of them and then
        // another piece; or it was S, Z and O throughout and stayed.
        FirstBatch::RotateOffSzo => {
            let mut made: Vec<_> = (0..len)
                .filter_map(|r| {
                    fit((0..len)
                        .map(|i| {
                            let lead = match i.cmp(&r) {
                                std::cmp::Ordering::Less => SZO,
                                std::cmp::Ordering::Equal => SZO.complement(),
                                std::cmp::Ordering::Greater => PieceSet::ALL,
                            };
                            dealt[(i + len - r) % len].intersection(lead)
                        })
                        .collect())
                })
                .map(|pattern| (pattern, len))
                .collect();
            made.extend(fit(dealt.iter().map(|s| s.intersection(SZO)).collect()).map(|p| (p, len)));
            made
        }
        // Its first piece dropped if S, Z or O.
        FirstBatch::SkipSzo => {
            let skipped = std::iter::once(SZO)
                .chain(given(pieces, 0..len - 1))
                .collect();
            let mut kept = dealt;
            kept[0] = kept[0].intersection(SZO.complement());
            [(fit(skipped), len - 1), (fit(kept), len)]
                .into_iter()
                .filter_map(|(pattern, dealt)| Some((pattern?, dealt)))
                .collect()
        }
    }
}

/// Every way Fisher–Yates from the end (draws of bound `len` down to 2)
/// shuffles `contents` into an order whose piece at each place lies in
/// `allowed` at that place; `None` when there are more than `limit`.
fn shuffles(contents: &[Piece], allowed: &[PieceSet], limit: usize) -> Option<Vec<Way>> {
    struct Undo<'a> {
        allowed: &'a [PieceSet],
        working: Vec<Piece>,
        draws: Way,
        ways: Vec<Way>,
        limit: usize,
    }
    impl Undo<'_> {
        /// Places `i` down to 0 are still to fill; false when over the limit.
        fn follow(&mut self, i: usize) -> bool {
            if !fillable(&self.working[..=i], &self.allowed[..=i]) {
                return true;
            }
            if i == 0 {
                self.ways.push(self.draws.clone());
                return self.ways.len() <= self.limit;
            }
            for j in 0..=i {
                if self.allowed[i].contains(self.working[j]) {
                    self.working.swap(i, j);
                    self.draws.push(Step {
                        bound: (i + 1) as u8,
                        value: j as u8,
                    });
                    let going = self.follow(i - 1);
                    self.draws.pop();
                    self.working.swap(i, j);
                    if !going {
                        return false;
                    }
                }
            }
            true
        }
    }
    let mut undo = Undo {
        allowed,
        working: contents.to_vec(),
        draws: Vec::new(),
        ways: Vec::new(),
        limit,
    };
    undo.follow(contents.len() - 1).then_some(undo.ways)
}

/// Whether `pieces` can fill places allowing `allowed` (one piece each).
/// The sets met here (single pieces, S Z O, the others, any) nest or are
/// disjoint, so it is enough that no set is asked for more pieces than it
/// holds.
fn fillable(pieces: &[Piece], allowed: &[PieceSet]) -> bool {
    allowed.iter().all(|&set| {
        let wanted = allowed
            .iter()
            .filter(|&&a| a.intersection(set) == a)
            .count();
        let held = pieces.iter().filter(|&&p| set.contains(p)).count();
        wanted <= held
    })
}

/// Every combination of one way from each list, in order; `None` when
/// there are more than `limit`.
fn then(first: &[Way], second: &[Way], limit: usize) -> Option<Vec<Way>> {
    if first.len().saturating_mul(second.len()) > limit {
        return None;
    }
    Some(
        first
            .iter()
            .flat_map(|a| second.iter().map(move |b| [a.as_slice(), b].concat()))
            .collect(),
    )
}

/// A randomizer made a batch at a time, whose batches are undone one by
/// one.
trait BatchWays {
    /// Pieces per batch.
    fn len(&self) -> usize;

    /// The ways to make a batch whose places hold pieces in `allowed`;
    /// `None` when there are more than `limit`.
    fn ways(&self, allowed: &[PieceSet], limit: usize) -> Option<Vec<Way>>;

    /// Whether each batch is made afresh, so that later batches can be
    /// undone without knowing the earlier ones' draws.
    fn fresh(&self) -> bool {
        true
    }
}

/// A bag, shuffled and dealt from the front (or back).
struct ShuffledBag<'a>(&'a Bag);

impl BatchWays for ShuffledBag<'_> {
    fn len(&self) -> usize {
        self.0.contents.len()
    }

    fn ways(&self, allowed: &[PieceSet], limit: usize) -> Option<Vec<Way>> {
        let mut places = allowed.to_vec();
        if self.0.from_back {
            places.reverse();
        }
        shuffles(&self.0.contents, &places, limit)
    }
}

/// The ways one shuffle of `ZLOSIJT` puts `front` at its first places.
fn front_of_shuffle(front: &[Piece], limit: usize) -> Option<Vec<Way>> {
    let mut allowed = vec![PieceSet::ALL; TETRIO.len()];
    for (place, &piece) in allowed.iter_mut().zip(front) {
        *place = PieceSet::EMPTY.with(piece);
    }
    shuffles(&TETRIO, &allowed, limit)
}

/// TETR.IO's pairs: two pieces from a shuffle's first two places, three
/// of each shuffled.
struct Pairs;

impl BatchWays for Pairs {
    fn len(&self) -> usize {
        6
    }

    fn ways(&self, allowed: &[PieceSet], limit: usize) -> Option<Vec<Way>> {
        let mut all = Vec::new();
        for a in TETRIO {
            for b in TETRIO.into_iter().filter(|&b| b != a) {
                let dealt = shuffles(&[a, a, a, b, b, b], allowed, limit)?;
                if dealt.is_empty() {
                    continue;
                }
                let chosen = front_of_shuffle(&[a, b], limit)?;
                all.extend(then(&chosen, &dealt, limit - all.len())?);
            }
        }
        Some(all)
    }
}

/// TETR.IO's 7+1 and 7+2 bags: each extra piece one draw, then the bag
/// with its extras shuffled.
struct Extras(TetrioExtras);

impl BatchWays for Extras {
    fn len(&self) -> usize {
        7 + self.0.extras
    }

    fn ways(&self, allowed: &[PieceSet], limit: usize) -> Option<Vec<Way>> {
        let mut all = Vec::new();
        let extras = self.0.extras as u32;
        for drawn in 0..7usize.pow(extras) {
            let indices: Vec<usize> = (0..extras)
                .map(|k| drawn / 7usize.pow(extras - 1 - k) % 7)
                .collect();
            let contents: Vec<Piece> = TETRIO
                .into_iter()
                .chain(indices.iter().map(|&i| TETRIO[i]))
                .collect();
            let shuffled = shuffles(&contents, allowed, limit)?;
            let draws: Way = indices
                .iter()
                .map(|&i| Step {
                    bound: 7,
                    value: i as u8,
                })
                .collect();
            all.extend(then(&[draws], &shuffled, limit - all.len())?);
        }
        Some(all)
    }
}

/// TETR.IO's 7+X bag's first batch: three extras from the front of a
/// shuffled extra bag, then the ten pieces shuffled. Its later batches
/// take extras from what that bag left, so only the first is undone.
struct SevenPlusX;

impl BatchWays for SevenPlusX {
    fn len(&self) -> usize {
        10
    }

    fn ways(&self, allowed: &[PieceSet], limit: usize) -> Option<Vec<Way>> {
        let mut all = Vec::new();
        for (a, first) in TETRIO.iter().enumerate() {
            for (b, second) in TETRIO.iter().enumerate().filter(|&(b, _)| b != a) {
                for third in TETRIO.iter().enumerate().filter(|&(c, _)| c != a && c != b) {
                    let extras = [*first, *second, *third.1];
                    let contents: Vec<Piece> = TETRIO.iter().chain(&extras).copied().collect();
                    let shuffled = shuffles(&contents, allowed, limit)?;
                    if shuffled.is_empty() {
                        continue;
                    }
                    let chosen = front_of_shuffle(&extras, limit)?;
                    all.extend(then(&chosen, &shuffled, limit - all.len())?);
                }
            }
        }
        Some(all)
    }

    fn fresh(&self) -> bool {
        false
    }
}

/// The graph of a randomizer made a batch at a time: its first batch
/// undone through `first`, then each later batch.
fn batches(batch: &impl BatchWays, first: FirstBatch, pieces: &[Piece]) -> Option<DrawGraph> {
    let len = batch.len();
    let mut graph = DrawGraph::new();
    let mut ends: HashMap<usize, u32> = HashMap::new();
    // However its first batch was made, a state it stops dealt fewer
    // pieces than a batch.
    graph.first_stage_deals(len.min(pieces.len()));
    for (made, dealt) in made_first(first, len, pieces) {
        let reached = dealt.min(pieces.len());
        let ways = batch.ways(&made, MAX_WAYS)?;
        if ways.is_empty() {
            continue;
        }
        let end = *ends
            .entry(reached)
            .or_insert_with(|| graph.stage_end(reached));
        graph.add_stage(DrawGraph::ROOT, &ways, end, None);
    }
    if !batch.fresh() {
        return Some(graph);
    }
    for (mut done, mut from) in ends {
        while done < pieces.len().min(MAX_PIECES) {
            let end = (done + len).min(pieces.len());
            let Some(ways) = batch.ways(&given(pieces, done..done + len), MAX_WAYS) else {
                break;
            };
            let to = graph.stage_end(end);
            graph.add_stage(from, &ways, to, Some(end as u32 - 1));
            (done, from) = (end, to);
        }
    }
    Some(graph)
}

/// A randomizer that deals a piece per draw or two (made seven at a time,
/// which only a first-batch rule can tell).
trait PieceWays {
    /// What decides the next piece's draws besides the piece: the one
    /// before, for the classic reroll.
    type Before: Copy + Eq + Hash;

    /// Before the first piece.
    fn start(&self) -> Self::Before;

    /// The ways to deal a piece of `allowed` after `before`, each with
    /// what it leaves for the next.
    fn ways(&self, before: Self::Before, allowed: PieceSet) -> Vec<(Way, Self::Before)>;
}

/// TETR.IO's total mayhem: a piece per draw.
struct Uniform<'a>(&'a Memoryless);

impl PieceWays for Uniform<'_> {
    type Before = ();

    fn start(&self) {}

    fn ways(&self, (): (), allowed: PieceSet) -> Vec<(Way, ())> {
        (0..7u8)
            .filter(|&i| allowed.contains(self.0.order[usize::from(i)]))
            .map(|value| (vec![Step { bound: 7, value }], ()))
            .collect()
    }
}

/// TETR.IO's classic: a roll of 8, rolled again (of 7) on the 8th value or
/// a repeat of the roll before.
struct Reroll<'a>(&'a Classic);

impl PieceWays for Reroll<'_> {
    type Before = Option<u8>;

    fn start(&self) -> Option<u8> {
        None
    }

    fn ways(&self, before: Option<u8>, allowed: PieceSet) -> Vec<(Way, Option<u8>)> {
        let step = |bound, value| Step { bound, value };
        let mut ways = Vec::new();
        for roll in (0..7u8).filter(|&r| allowed.contains(self.0.order[usize::from(r)])) {
            if before != Some(roll) {
                ways.push((vec![step(8, roll)], Some(roll)));
            }
            for first in std::iter::once(7).chain(before) {
                ways.push((vec![step(8, first), step(7, roll)], Some(roll)));
            }
        }
        ways
    }
}

/// Every way to deal pieces of `places` one after another from `before`,
/// with what each leaves; `None` when there are more than [`MAX_WAYS`].
fn in_turn<W: PieceWays>(
    each: &W,
    before: W::Before,
    places: &[PieceSet],
) -> Option<Vec<(Way, W::Before)>> {
    let mut ways = vec![(Vec::new(), before)];
    for &place in places {
        let mut longer = Vec::new();
        for (way, before) in &ways {
            for (more, after) in each.ways(*before, place) {
                longer.push(([way.as_slice(), &more].concat(), after));
                if longer.len() > MAX_WAYS {
                    return None;
                }
            }
        }
        ways = longer;
    }
    Some(ways)
}

/// The graph of a randomizer that deals a piece per draw or two: its
/// first batch of seven undone through `first` (or, dealt as made, its
/// first two pieces) as the first stage, then a stage per piece.
fn each_piece<W: PieceWays>(each: &W, first: FirstBatch, pieces: &[Piece]) -> Option<DrawGraph> {
    let openings = match first {
        FirstBatch::AsMade => vec![(given(pieces, 0..pieces.len().min(2)), 2)],
        _ => made_first(first, 7, pieces),
    };
    let mut graph = DrawGraph::new();
    let first_stage = if first == FirstBatch::AsMade { 2 } else { 7 };
    graph.first_stage_deals(first_stage.min(pieces.len()));
    let mut ends: HashMap<(usize, W::Before), u32> = HashMap::new();
    for (made, dealt) in openings {
        let reached = dealt.min(pieces.len());
        let mut by_end: HashMap<W::Before, Vec<Way>> = HashMap::new();
        for (way, after) in in_turn(each, each.start(), &made)? {
            by_end.entry(after).or_default().push(way);
        }
        for (after, ways) in by_end {
            let end = *ends
                .entry((reached, after))
                .or_insert_with(|| graph.stage_end(reached));
            graph.add_stage(DrawGraph::ROOT, &ways, end, None);
        }
    }
    for ((mut done, mut before), mut from) in ends {
        while done < pieces.len().min(MAX_PIECES) {
            let place = PieceSet::EMPTY.with(pieces[done]);
            let ways: Vec<(Way, W::Before)> = each.ways(before, place);
            let Some(&(_, after)) = ways.first() else {
                break;
            };
            let to = graph.stage_end(done + 1);
            let ways: Vec<Way> = ways.into_iter().map(|(way, _)| way).collect();
            graph.add_stage(from, &ways, to, Some(done as u32));
            (done, before, from) = (done + 1, after, to);
        }
    }
    Some(graph)
}
