//! Seed 002's weighted randomizer, several streams dealt side by side.

use std::any::Any;
use std::array;

use super::lane_masks::{lanes_at, search_of_seven_lanes, select};
use crate::Piece;
use crate::piece::order::WEIGHTED;
use crate::randomizer::{Definition, TrialGroup, Weighted, WeightedState};
use crate::rng::{DefaultRng, PieceRng, Unbuffered};
use crate::sample::search_of_seven;

/// How many streams advance together. Each piece waits on a chain of
/// dependent float operations (seven additions, a multiply, the search,
/// two divisions) that the script's order fixes; eight streams share each
/// link of the chain, so it costs an eighth per piece, and each link is a
/// few vector instructions for all eight.
const LANES: usize = 8;
/// How many pieces each lane's floats are made for at once: whole
/// generator outputs straight into a block (one per float on the default
/// generator), never past the pieces asked for.
const BLOCK: usize = 32;

/// Weighted randomizers of one denominator, one per trial, dealt
/// [`LANES`] at a time in lockstep: each trial gets exactly what
/// [`Weighted`] deals alone on its generator, float operation for float
/// operation.
#[derive(Debug)]
pub(crate) struct WeightedTrials<R: PieceRng> {
    groups: Vec<Lanes<R>>,
    trials: usize,
}

impl<R: PieceRng> WeightedTrials<R> {
    /// One randomizer per generator in `rngs`, each at the start.
    pub(crate) fn new(weighted: Weighted, rngs: &[R]) -> WeightedTrials<R> {
        let trials = rngs.len();
        let groups = rngs
            .chunks(LANES)
            .map(|rngs| Lanes::new(weighted, rngs))
            .collect();
        WeightedTrials { groups, trials }
    }
}

impl<R: PieceRng> TrialGroup for WeightedTrials<R> {
    fn fill_each(&mut self, outs: &mut [Vec<Piece>]) {
        assert_eq!(self.trials, outs.len(), "one output per randomizer");
        for (lanes, outs) in self.groups.iter_mut().zip(outs.chunks_mut(LANES)) {
            lanes.fill(outs);
        }
    }
}

/// Fills `floats[k][lane]` with lane `lane`'s `k`-th next float. `WIDE`
/// (the AVX2 way): the default generator's lanes stepped together
/// ([`DefaultRng::fill_floats_lanes`], vector operations for all lanes).
/// Otherwise, for other generators, or for a lane holding a spare half:
/// lane by lane (baseline x86-64's two-lane vectors made the steps
/// together slower than one lane at a time). Either way each lane gets
/// exactly the floats of its own [`PieceRng::fill_floats`].
#[inline(always)]
fn fill_floats<const WIDE: bool, R: PieceRng>(
    rngs: &mut [Unbuffered<R>; LANES],
    floats: &mut [[f64; LANES]],
) {
    let any: &mut dyn Any = rngs;
    if WIDE
        && let Some(default) = any.downcast_mut::<[Unbuffered<DefaultRng>; LANES]>()
        && DefaultRng::fill_floats_lanes(default.each_mut().map(|rng| &mut rng.0), floats)
    {
        return;
    }
    let mut column = [0.0; BLOCK];
    for (lane, rng) in rngs.iter_mut().enumerate() {
        let column = &mut column[..floats.len()];
        rng.0.fill_floats(column);
        for (row, &float) in floats.iter_mut().zip(column.iter()) {
            row[lane] = float;
        }
    }
}

/// [`LANES`] weighted randomizers, weight by weight: `weights[i][lane]` is
/// lane `lane`'s weight of piece `i` in [`Weighted::ORDER`]. A group of
/// fewer trials fills its last lanes with copies of its last trial, dealt
/// and never read. Each lane draws from its generator with no buffer:
/// lockstep takes floats in blocks of exactly the pieces dealt, and a
/// lane's rest is dealt by the definition one draw at a time.
#[derive(Debug)]
struct Lanes<R: PieceRng> {
    weighted: Weighted,
    weights: [[f64; LANES]; 7],
    rngs: [Unbuffered<R>; LANES],
}

impl<R: PieceRng> Lanes<R> {
    /// Randomizers at the start on `rngs` (1 to [`LANES`] of them).
    fn new(weighted: Weighted, rngs: &[R]) -> Lanes<R> {
        let last = rngs.len() - 1;
        Lanes {
            weighted,
            weights: [[1.0; LANES]; 7],
            rngs: array::from_fn(|lane| Unbuffered(rngs[lane.min(last)].clone())),
        }
    }

    /// Fills `outs[lane]` from each lane: in lockstep as far as the
    /// shortest output, then each lane's rest alone.
    fn fill(&mut self, outs: &mut [Vec<Piece>]) {
        let together = outs.iter().map(Vec::len).min().unwrap_or(0);
        if crate::cpu::has_avx2() {
            crate::cpu::with_avx2(
                #[inline(always)]
                || self.fill_together::<true>(outs, together),
            );
        } else {
            self.fill_together::<false>(outs, together);
        }
        for (lane, out) in outs.iter_mut().enumerate() {
            self.fill_alone(lane, &mut out[together..]);
        }
    }

    /// Fills `outs[lane][..together]` from every lane in lockstep, the
    /// AVX2 way (`WIDE`: floats by [`fill_floats`], pieces by masks, see
    /// [`Lanes::deal`]) or baseline x86-64's.
    #[inline(always)]
    fn fill_together<const WIDE: bool>(&mut self, outs: &mut [Vec<Piece>], together: usize) {
        let mut floats = [[0.0; LANES]; BLOCK];
        for start in (0..together).step_by(BLOCK) {
            let floats = &mut floats[..BLOCK.min(together - start)];
            fill_floats::<WIDE, R>(&mut self.rngs, floats);
            for (k, &floats) in floats.iter().enumerate() {
                let chosen = self.deal::<WIDE>(floats);
                for (out, &chosen) in outs.iter_mut().zip(&chosen) {
                    out[start + k] = WEIGHTED[chosen];
                }
            }
        }
    }

    /// Deals one piece in every lane (its index in [`Weighted::ORDER`])
    /// from each lane's next float: the operations of [`Weighted`]'s
    /// `deal`, each made for all lanes.
    ///
    /// With `WIDE` the search, the picked weight and its update are masks
    /// and selects (`super::lane_masks`), so no lane reads or writes at an
    /// index of its own and AVX2 makes every step a vector instruction.
    /// Without, each lane searches and writes at its own index, which
    /// baseline x86-64 runs faster: it has no 64-bit vector comparison for
    /// the masks. Both make the same float operations on every lane, so
    /// they deal alike (`both_ways_deal_alike` checks it).
    #[inline(always)]
    fn deal<const WIDE: bool>(&mut self, floats: [f64; LANES]) -> [usize; LANES] {
        let mut cumulative = [[0.0; LANES]; 7];
        let mut sum = [0.0; LANES];
        for (c, w) in cumulative.iter_mut().zip(&self.weights) {
            for (s, w) in sum.iter_mut().zip(w) {
                *s += w;
            }
            *c = sum;
        }
        let target: [f64; LANES] = array::from_fn(|l| floats[l] * sum[l]);
        if WIDE {
            self.move_by_masks(|i| array::from_fn(|l| u64::from(target[l] < cumulative[i][l])))
        } else {
            self.move_by_index(array::from_fn(|l| {
                search_of_seven(|i| target[l] < cumulative[i][l])
            }))
        }
    }

    /// Finds each lane's piece from its comparisons `below(i)` (1 where
    /// the target is below cumulative weight `i`), moves the weights, and
    /// returns the pieces: by masks and selects.
    #[inline(always)]
    fn move_by_masks(&mut self, below: impl Fn(usize) -> [u64; LANES]) -> [usize; LANES] {
        let chosen = search_of_seven_lanes(below);
        let is: [_; 7] = array::from_fn(|i| lanes_at(chosen, i as u64));
        let picked = self
            .weights
            .iter()
            .zip(&is)
            .fold([0; LANES], |picked, (w, is)| {
                select(*is, w.map(f64::to_bits), picked)
            });
        let moved = picked.map(|w| self.weighted.moved(f64::from_bits(w)));
        // As the definition does: every weight gains its share, and the
        // picked one is then set to what it keeps.
        let kept = moved.map(|(kept, _)| kept.to_bits());
        for (w, is) in self.weights.iter_mut().zip(is) {
            let gained = array::from_fn(|l| (w[l] + moved[l].1).to_bits());
            *w = select(is, kept, gained).map(f64::from_bits);
        }
        chosen.map(|c| c as usize)
    }

    /// Moves the weights after each lane's piece `chosen`, and returns
    /// the pieces: each lane reads and writes at its own index.
    #[inline(always)]
    fn move_by_index(&mut self, chosen: [usize; LANES]) -> [usize; LANES] {
        let moved: [(f64, f64); LANES] =
            array::from_fn(|l| self.weighted.moved(self.weights[chosen[l]][l]));
        // As the definition does: every weight gains its share (vector
        // additions), then each lane's picked weight is set.
        for w in &mut self.weights {
            for (w, (_, share)) in w.iter_mut().zip(moved) {
                *w += share;
            }
        }
        for (l, (kept, _)) in moved.into_iter().enumerate() {
            self.weights[chosen[l]][l] = kept;
        }
        chosen
    }

    /// Fills `out` from lane `lane` alone, by the definition itself.
    fn fill_alone(&mut self, lane: usize, out: &mut [Piece]) {
        if out.is_empty() {
            return;
        }
        let mut state = WeightedState {
            weights: array::from_fn(|i| self.weights[i][lane]),
        };
        for piece in out {
            *piece = self.weighted.deal(&mut state, &mut self.rngs[lane]);
        }
        for (w, alone) in self.weights.iter_mut().zip(state.weights) {
            w[lane] = alone;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Lanes, Weighted};
    use crate::rng::{Generator, PythonRandom, RngKind, Seed};
    use crate::{Dealing, Piece, Spec};

    /// Every way of dealing the lockstep loop deals alike: `fill` (by
    /// masks compiled for AVX2 where this CPU has it, by index otherwise)
    /// and both ways called directly, compiled for baseline x86-64, for
    /// denominators that even out, never repeat and diverge.
    #[test]
    fn both_ways_deal_alike() {
        for denominator in [1.1, 2.0, 1e100, 0.8] {
            let weighted = Weighted::new(denominator).unwrap();
            let rngs: Vec<PythonRandom> = (0..8u64)
                .map(|k| PythonRandom::new(&Seed::from(1000 + k)))
                .collect();
            let mut by_fill = vec![vec![Piece::I; 500]; 8];
            Lanes::new(weighted, &rngs).fill(&mut by_fill);
            let mut by_masks = by_fill.clone();
            Lanes::new(weighted, &rngs).fill_together::<true>(&mut by_masks, 500);
            let mut by_index = by_fill.clone();
            Lanes::new(weighted, &rngs).fill_together::<false>(&mut by_index, 500);
            assert_eq!(by_fill, by_masks, "denominator {denominator}");
            assert_eq!(by_fill, by_index, "denominator {denominator}");
        }
    }

    /// Each trial of a group equals its stream dealt alone by the
    /// definition, for group sizes around [`LANES`](super::LANES), on
    /// every generator, for denominators that even out, are memoryless,
    /// never repeat (weights rounding below zero) and diverge; filled in
    /// uneven parts, once with outputs of different lengths.
    #[test]
    fn every_trial_deals_its_definition() {
        for denominator in ["1.1", "1", "2", "1e100", "0.8"] {
            let spec: Spec = format!("weighted:denominator={denominator}")
                .parse()
                .unwrap();
            for kind in RngKind::ALL {
                if spec.generator(Some(kind)).is_err() {
                    continue;
                }
                let seed = Generator::Drawn(kind).seed_from_bits(77);
                let dealing = Dealing::new(spec.clone(), Some(kind), seed).unwrap();
                for trials in [1, 7, 8, 9, 17] {
                    let mut group = dealing.trials(5..5 + trials);
                    let mut dealt = vec![Vec::new(); trials as usize];
                    for part in [1, 63, 200] {
                        let mut outs = vec![vec![Piece::I; part]; trials as usize];
                        if part == 63 {
                            outs[0].truncate(20);
                            outs.last_mut().unwrap().push(Piece::I);
                        }
                        group.fill_each(&mut outs);
                        for (dealt, out) in dealt.iter_mut().zip(outs) {
                            dealt.extend(out);
                        }
                    }
                    for (k, dealt) in dealt.iter().enumerate() {
                        let mut alone = vec![Piece::I; dealt.len()];
                        dealing.stream(5 + k as u64).randomizer().fill(&mut alone);
                        assert!(
                            *dealt == alone,
                            "{denominator} on {kind}, {trials} trials, trial {k}"
                        );
                    }
                }
            }
        }
    }
}
