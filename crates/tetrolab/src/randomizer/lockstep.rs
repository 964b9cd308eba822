//! Filling several independent randomizers at once.

use super::{Randomizer, Weighted};
use crate::Piece;
use crate::rng::{DefaultRng, Minstd, PythonRandom, TgmLcg};

/// How many streams advance together: enough to hide one stream's chain
/// latency behind the others'.
const LANES: usize = 4;

/// Fills each `outs[k]` from `group[k]`, exactly as `group[k].fill(outs[k])`
/// would. When the group is all [`Weighted`] randomizers on one generator,
/// four streams advance a piece each in turn: each piece waits on the
/// float chain of the one before, so one stream alone leaves the core
/// mostly idle, and four interleaved deal about three times as fast.
/// Anything else is filled one randomizer after another.
///
/// ```
/// use tetrolab::randomizer::fill_each;
/// use tetrolab::{Piece, Spec};
/// let spec: Spec = "weighted".parse().unwrap();
/// let build = |seed: u64| spec.build(None, &seed.into()).unwrap();
/// let mut group: Vec<_> = (0..5).map(build).collect();
/// let mut outs = vec![vec![Piece::I; 50]; 5];
/// fill_each(&mut group, &mut outs);
/// let mut alone = vec![Piece::I; 50];
/// build(3).fill(&mut alone);
/// assert_eq!(outs[3], alone);
/// ```
pub fn fill_each(group: &mut [Box<dyn Randomizer>], outs: &mut [Vec<Piece>]) {
    assert_eq!(group.len(), outs.len(), "one output per randomizer");
    let in_lockstep = lockstep::<Weighted<DefaultRng>>(group, outs)
        || lockstep::<Weighted<Minstd>>(group, outs)
        || lockstep::<Weighted<PythonRandom>>(group, outs)
        || lockstep::<Weighted<TgmLcg>>(group, outs);
    if !in_lockstep {
        for (randomizer, out) in group.iter_mut().zip(outs) {
            randomizer.fill(out);
        }
    }
}

/// Fills the group in lockstep if every randomizer in it is a `T`;
/// returns whether it did.
fn lockstep<T: Randomizer + 'static>(
    group: &mut [Box<dyn Randomizer>],
    outs: &mut [Vec<Piece>],
) -> bool {
    let mut lanes: Vec<&mut T> = group
        .iter_mut()
        .filter_map(|r| r.as_any_mut().downcast_mut::<T>())
        .collect();
    if lanes.len() != outs.len() {
        return false;
    }
    for (lanes, outs) in lanes.chunks_mut(LANES).zip(outs.chunks_mut(LANES)) {
        match (lanes, outs) {
            ([a, b, c, d], [oa, ob, oc, od]) if [ob.len(), oc.len(), od.len()] == [oa.len(); 3] => {
                for (((pa, pb), pc), pd) in oa.iter_mut().zip(ob).zip(oc).zip(od) {
                    (*pa, *pb, *pc, *pd) = (
                        a.next_piece(),
                        b.next_piece(),
                        c.next_piece(),
                        d.next_piece(),
                    );
                }
            }
            (lanes, outs) => {
                for (randomizer, out) in lanes.iter_mut().zip(outs) {
                    randomizer.fill(out);
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;
    use crate::rng::RngKind;

    /// Lockstep or not, each stream is the randomizer's own, on every
    /// generator and for groups that do not divide into fours or mix kinds.
    #[test]
    fn each_stream_is_dealt_as_alone() {
        let cases = [
            ("weighted:denominator=1.3", None),
            ("weighted", Some(RngKind::Python)),
            ("weighted", Some(RngKind::Minstd)),
            ("weighted", Some(RngKind::Tgm)),
            ("7-bag", None),
        ];
        for (text, rng) in cases {
            let spec: Spec = text.parse().unwrap();
            let build = |seed: u64| spec.build(rng, &(seed + 1).into()).unwrap();
            for size in [1, 4, 6, 9] {
                let mut group: Vec<_> = (0..size).map(build).collect();
                let mut outs = vec![vec![Piece::I; 300]; size as usize];
                fill_each(&mut group, &mut outs);
                for (seed, out) in outs.iter().enumerate() {
                    let mut alone = vec![Piece::I; 300];
                    build(seed as u64).fill(&mut alone);
                    assert_eq!(*out, alone, "{text} {rng:?} group of {size}, stream {seed}");
                }
            }
        }
        let mixed: Vec<Spec> = ["weighted", "weighted", "7-bag", "weighted"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut group: Vec<_> = mixed
            .iter()
            .map(|s| s.build(None, &9u64.into()).unwrap())
            .collect();
        let mut outs = vec![vec![Piece::I; 20]; 4];
        fill_each(&mut group, &mut outs);
        let mut alone = vec![Piece::I; 20];
        mixed[2].build(None, &9u64.into()).unwrap().fill(&mut alone);
        assert_eq!(outs[2], alone);
    }
}
