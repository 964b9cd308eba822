//! Long calls report their work through a `Watch` and stop when it asks:
//! the units counted add up to the units announced, and a stop request
//! is observed within a chunk of work per thread (the work done after it
//! is counted, not timed).

use std::sync::atomic::{AtomicU64, Ordering};

use tetrolab::analysis::{SeedsError, find_seeds};
use tetrolab::piece::parse_letters;
use tetrolab::work::{Stopped, Tally, Watch};

/// A watch that asks to stop once `after` units are done, and counts the
/// units done after that.
struct StopAfter {
    after: u64,
    tally: Tally,
    late: AtomicU64,
}

impl StopAfter {
    fn new(after: u64) -> StopAfter {
        StopAfter {
            after,
            tally: Tally::default(),
            late: AtomicU64::new(0),
        }
    }
}

impl Watch for StopAfter {
    fn begin(&self, what: &str, total: u64) {
        self.tally.begin(what, total);
    }

    fn add(&self, units: u64) {
        if self.tally.stopped() {
            self.late.fetch_add(units, Ordering::Relaxed);
        }
        self.tally.add(units);
        if self.tally.done() >= self.after {
            self.tally.stop();
        }
    }

    fn stopped(&self) -> bool {
        self.tally.stopped()
    }
}

/// Every searched state is counted once: NES Tetris's 65535 LFSR states,
/// TetrisGYM's seeds from 0x200, TETR.IO's first-draw intervals.
#[test]
fn seed_searches_count_the_states_they_announce() {
    for (spec, pieces, states) in [
        ("nes", "TJZOSLI", Some(65_535)),
        ("tetrio-7-bag", "JISZTLOLSIJZOTO", None),
    ] {
        let tally = Tally::default();
        let found = find_seeds(
            &spec.parse().unwrap(),
            &parse_letters(pieces).unwrap(),
            0,
            &tally,
        );
        assert!(found.is_ok(), "{spec}");
        assert!(tally.total() > 0, "{spec} announced no work");
        assert_eq!(tally.done(), tally.total(), "{spec}");
        if let Some(states) = states {
            assert_eq!(tally.total(), states, "{spec}");
        }
    }
}

/// Stopped after four chunks, each search ends within one chunk per
/// thread (65 536 states) of the request, for every kind of search; and
/// stopped before it starts, it does no work.
#[test]
fn seed_searches_stop_when_asked() {
    for (spec, pieces) in [
        ("tetrio-7-bag", "JISZTLOLSIJZOTO"),
        ("tetrio-pairs", "SSZZTTOOLLJJII"),
        ("tgm1", "JZSLOTJZ"),
        ("tetrisgym-sps", "TJZOSLI"),
        ("sega", "IZSOTJLI"),
    ] {
        let spec = spec.parse().unwrap();
        let pieces = parse_letters(pieces).unwrap();
        let at_once = StopAfter::new(0);
        at_once.tally.stop();
        let result = find_seeds(&spec, &pieces, 0, &at_once);
        assert_eq!(result.unwrap_err(), SeedsError::Stopped(Stopped), "{spec}");
        assert_eq!(at_once.tally.done(), 0, "{spec}");
        let watch = StopAfter::new(4 << 16);
        let result = find_seeds(&spec, &pieces, 0, &watch);
        assert_eq!(result.unwrap_err(), SeedsError::Stopped(Stopped), "{spec}");
        let late = watch.late.load(Ordering::Relaxed);
        assert!(
            late <= 2 * (1 << 16),
            "{spec}: {late} states after the stop"
        );
        assert!(
            watch.tally.done() < watch.tally.total(),
            "{spec} ran to the end"
        );
    }
}
