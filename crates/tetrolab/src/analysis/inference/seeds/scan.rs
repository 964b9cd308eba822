//! A search's states run on every core in chunks, told to a [`Watch`].

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use crate::work::{Stopped, Watch};

/// States tried between two questions to the watch: a few milliseconds
/// of work for every search (a state fails on its first draw or two).
pub(super) const CHUNK: u64 = 1 << 16;

/// A search's watch, and what its stage is called.
pub(super) struct Scan<'a> {
    pub(super) watch: &'a dyn Watch,
    pub(super) what: String,
}

impl Scan<'_> {
    /// Runs `work` over every state of `jobs` (ranges of states, each with
    /// a tag `work` reads) in chunks of at most [`CHUNK`] states: each of
    /// rayon's threads takes the next chunk in turn, with an accumulator of
    /// its own from `start`, which it gives back at the end. The watch is
    /// told of the states and of each chunk done, and asked before each
    /// whether to stop; when `work` says a chunk settles the search, the
    /// threads take no more.
    ///
    /// # Errors
    /// The watch asked to stop.
    pub(super) fn run<A: Send>(
        &self,
        jobs: &[(Range<u64>, u32)],
        start: impl Fn() -> A + Sync,
        work: impl Fn(Range<u64>, u32, &mut A) -> Settled + Sync,
    ) -> Result<Vec<A>, Stopped> {
        let chunks: Vec<(Range<u64>, u32)> = jobs
            .iter()
            .flat_map(|(states, tag)| {
                (states.start..states.end)
                    .step_by(CHUNK as usize)
                    .map(move |low| (low..(low + CHUNK).min(states.end), *tag))
            })
            .collect();
        self.watch.begin(
            &self.what,
            chunks.iter().map(|(c, _)| c.end - c.start).sum(),
        );
        let next = AtomicUsize::new(0);
        let settled = AtomicBool::new(false);
        let worker = || -> Result<A, Stopped> {
            let mut acc = start();
            while !settled.load(Ordering::Relaxed) {
                let Some((chunk, tag)) = chunks.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    break;
                };
                if self.watch.stopped() {
                    return Err(Stopped);
                }
                if work(chunk.clone(), *tag, &mut acc) == Settled::Yes {
                    settled.store(true, Ordering::Relaxed);
                }
                self.watch.add(chunk.end - chunk.start);
            }
            Ok(acc)
        };
        let threads = rayon::current_num_threads().max(1);
        let done: Vec<Result<A, Stopped>> =
            (0..threads).into_par_iter().map(|_| worker()).collect();
        done.into_iter().collect()
    }
}

/// Whether a chunk's work settles the search (nothing later can change
/// its answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Settled {
    /// Go on.
    No,
    /// Stop taking chunks.
    Yes,
}
