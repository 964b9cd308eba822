//! The coarsest partition of a chain's states that a question about its
//! pieces cannot tell apart: what merging states with identical futures
//! (the whole piece as the question) and lumping for one piece both use.

use rustc_hash::FxHashMap;

use super::edge::Edge;
use crate::Piece;

/// Probabilities are compared to 2^-44: sums of the same terms in another
/// order round alike.
pub(crate) fn key(probability: f64) -> u64 {
    (probability * (1u64 << 44) as f64).round() as u64
}

/// The edges of state `s` by (answer, class), probabilities summed,
/// sorted.
pub(crate) fn signature<'a>(
    edges: &impl Fn(usize) -> &'a [Edge],
    s: usize,
    class_of: &[u32],
    answer: &impl Fn(Piece) -> u8,
    sums: &mut Vec<(u8, u32, f64)>,
) {
    sums.clear();
    for edge in edges(s) {
        let target = (answer(edge.piece), class_of[edge.to as usize]);
        match sums.iter_mut().find(|(a, c, _)| (*a, *c) == target) {
            Some(entry) => entry.2 += edge.probability,
            None => sums.push((target.0, target.1, edge.probability)),
        }
    }
    sums.sort_by_key(|&(a, c, _)| (a, c));
}

/// The coarsest partition of a chain's `n` states (the edges out of
/// state `s` are `edges(s)`) in which states of a
/// class have, for every answer and every class, the same chance of that
/// answer leading into that class: an exact lumping for a question that
/// sees each piece only through `answer`. Found by refining from one
/// class until no class splits; returns each state's class and how many
/// classes there are.
pub(crate) fn partition<'a>(
    n: usize,
    edges: impl Fn(usize) -> &'a [Edge],
    answer: impl Fn(Piece) -> u8,
) -> (Vec<u32>, usize) {
    let mut class_of = vec![0u32; n];
    let mut classes = 1;
    let mut sums = Vec::new();
    let mut words: Vec<u64> = Vec::new();
    let mut ends = Vec::with_capacity(n);
    loop {
        // Each state's old class and signature, written as words.
        words.clear();
        ends.clear();
        for s in 0..n {
            signature(&edges, s, &class_of, &answer, &mut sums);
            words.push(u64::from(class_of[s]));
            for &(a, c, p) in &sums {
                words.extend([(u64::from(a) << 32) | u64::from(c), key(p)]);
            }
            ends.push(words.len());
        }
        let mut ids: FxHashMap<&[u64], u32> = FxHashMap::default();
        let mut next = Vec::with_capacity(n);
        let mut begin = 0;
        for &end in &ends {
            let fresh = ids.len() as u32;
            next.push(*ids.entry(&words[begin..end]).or_insert(fresh));
            begin = end;
        }
        let refined = ids.len();
        class_of = next;
        if refined == classes {
            return (class_of, classes);
        }
        classes = refined;
    }
}
