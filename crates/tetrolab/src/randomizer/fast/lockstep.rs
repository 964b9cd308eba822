//! Dealing several randomizers of one type in lockstep.

use crate::Piece;
use crate::randomizer::{Randomizer, TrialGroup};

/// How many streams advance together: enough to hide one stream's chain
/// latency behind the others'.
const LANES: usize = 4;

/// Randomizers of one concrete type, filled four at a time in turn: each
/// stream gets exactly what its own `fill` would give. For randomizers
/// whose every piece waits on the float chain of the one before (the
/// weighted randomizer), one stream alone leaves the core mostly idle;
/// four interleaved deal about three times as fast.
#[derive(Debug)]
pub(crate) struct Lockstep<T>(pub(crate) Vec<T>);

impl<T: Randomizer> TrialGroup for Lockstep<T> {
    fn fill_each(&mut self, outs: &mut [Vec<Piece>]) {
        assert_eq!(self.0.len(), outs.len(), "one output per randomizer");
        for (lanes, outs) in self.0.chunks_mut(LANES).zip(outs.chunks_mut(LANES)) {
            match (lanes, outs) {
                ([a, b, c, d], [oa, ob, oc, od])
                    if [ob.len(), oc.len(), od.len()] == [oa.len(); 3] =>
                {
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
    }
}
