//! Seed 002's weighted randomizer, several streams dealt side by side.

use std::array;

use crate::Piece;
use crate::piece::order::WEIGHTED;
use crate::randomizer::{Definition, TrialGroup, Weighted, WeightedState};
use crate::rng::{PieceRng, Unbuffered};
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
        crate::cpu::with_avx2(
            #[inline(always)]
            || self.fill_together(outs, together),
        );
        for (lane, out) in outs.iter_mut().enumerate() {
            self.fill_alone(lane, &mut out[together..]);
        }
    }

    /// Fills `outs[lane][..together]` from every lane in lockstep.
    #[inline(always)]
    fn fill_together(&mut self, outs: &mut [Vec<Piece>], together: usize) {
        let mut floats = [[0.0; BLOCK]; LANES];
        for start in (0..together).step_by(BLOCK) {
            let pieces = BLOCK.min(together - start);
            for (rng, floats) in self.rngs.iter_mut().zip(&mut floats) {
                rng.0.fill_floats(&mut floats[..pieces]);
            }
            for k in 0..pieces {
                let chosen = self.deal(array::from_fn(|lane| floats[lane][k]));
                for (out, &chosen) in outs.iter_mut().zip(&chosen) {
                    out[start + k] = WEIGHTED[chosen];
                }
            }
        }
    }

    /// Deals one piece in every lane (its index in [`Weighted::ORDER`])
    /// from each lane's next float: the operations of [`Weighted`]'s
    /// `deal`, each made for all lanes.
    #[inline(always)]
    fn deal(&mut self, floats: [f64; LANES]) -> [usize; LANES] {
        let mut cumulative = [[0.0; LANES]; 7];
        let mut sum = [0.0; LANES];
        for (c, w) in cumulative.iter_mut().zip(&self.weights) {
            for (s, w) in sum.iter_mut().zip(w) {
                *s += w;
            }
            *c = sum;
        }
        let target: [f64; LANES] = array::from_fn(|l| floats[l] * sum[l]);
        let chosen = array::from_fn(|l| search_of_seven(|i| target[l] < cumulative[i][l]));
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

    /// The two copies of the lockstep loop deal alike: `fill` (compiled
    /// for AVX2 where this CPU has it, `crate::cpu::with_avx2`) and the
    /// same loop called directly, compiled for baseline x86-64, for
    /// denominators that even out, never repeat and diverge.
    #[test]
    fn both_compiled_copies_deal_alike() {
        for denominator in [1.1, 2.0, 1e100, 0.8] {
            let weighted = Weighted::new(denominator).unwrap();
            let rngs: Vec<PythonRandom> = (0..8u64)
                .map(|k| PythonRandom::new(&Seed::from(1000 + k)))
                .collect();
            let (mut chosen, mut baseline) =
                (Lanes::new(weighted, &rngs), Lanes::new(weighted, &rngs));
            let mut by_fill = vec![vec![Piece::I; 500]; 8];
            let mut by_baseline = by_fill.clone();
            chosen.fill(&mut by_fill);
            baseline.fill_together(&mut by_baseline, 500);
            assert_eq!(by_fill, by_baseline, "denominator {denominator}");
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
