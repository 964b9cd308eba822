//! Long calls report their work through a `Watch` and stop when it asks:
//! the units counted add up to the units announced, and a stop request
//! is observed within a chunk of work per thread (the work done after it
//! is counted, not timed).

use std::sync::atomic::{AtomicU64, Ordering};

use tetrolab::Dealing;
use tetrolab::analysis::{
    DroughtMeaning, GamePlan, PartError, RunError, SeedsError, Sweep, SweepError, balance_curve,
    find_seeds, simulate, simulate_games, simulate_part,
};
use tetrolab::piece::parse_letters;
use tetrolab::request::{CallError, Ending, ExactRequest, IdentifyRequest, PredictRequest};
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
/// thread (65 536 states) of the request, for every kind of search (the
/// pieces are ones the searched randomizer deals); and
/// stopped before it starts, it does no work.
#[test]
fn seed_searches_stop_when_asked() {
    for (spec, pieces) in [
        ("tetrio-7-bag", "JISZTLOLSIJZOTO"),
        ("tetrio-pairs", "OJJOJOOTOOTTSS"),
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
        let threads = rayon::current_num_threads() as u64;
        assert!(
            late <= threads * (1 << 16),
            "{spec}: {late} states after the stop"
        );
        assert!(
            watch.tally.done() < watch.tally.total(),
            "{spec} ran to the end"
        );
    }
}

/// Pieces a simulation deals between two questions to its watch, per
/// thread.
const PIECES_PER_CHUNK: u64 = 1 << 15;

/// Every simulation counts exactly the pieces it deals.
#[test]
fn simulations_count_every_piece() {
    let dealing = Dealing::new("tgm1".parse().unwrap(), None, 4u64.into()).unwrap();
    let tally = Tally::default();
    simulate(&dealing, 1_000_003, &tally).unwrap();
    assert_eq!(tally.done(), 1_000_003);
    let tally = Tally::default();
    simulate_games(&dealing, 70_000, 30, &[], DroughtMeaning::Any, &tally).unwrap();
    assert_eq!(tally.done(), 70_000 * 30);
    let tally = Tally::default();
    let game = GamePlan::new(1000, 100, &[], DroughtMeaning::Completed);
    simulate_part(&dealing, 1_000_003, Some(&game), 5..9, &tally).unwrap();
    assert_eq!(
        tally.done(),
        tetrolab::analysis::Partial::pieces_for(1_000_003, Some(&game), 5..9)
    );
}

/// Asked to stop after a few chunks, each simulation ends within a chunk
/// per thread of the request.
#[test]
fn simulations_stop_when_asked() {
    let dealing = Dealing::new("memoryless".parse().unwrap(), None, 4u64.into()).unwrap();
    let threads = rayon::current_num_threads() as u64;
    let bound = threads * PIECES_PER_CHUNK;
    let check = |name: &str, watch: &StopAfter| {
        let late = watch.late.load(Ordering::Relaxed);
        assert!(late <= bound, "{name}: {late} pieces after the stop");
    };
    let watch = StopAfter::new(4 * PIECES_PER_CHUNK);
    let result = simulate(&dealing, 1 << 30, &watch);
    assert_eq!(result.unwrap_err(), RunError::Stopped(Stopped));
    check("simulate", &watch);
    let watch = StopAfter::new(4 * PIECES_PER_CHUNK);
    let result = simulate_games(&dealing, 1 << 22, 256, &[], DroughtMeaning::Any, &watch);
    assert_eq!(result.unwrap_err(), RunError::Stopped(Stopped));
    check("simulate_games", &watch);
    let watch = StopAfter::new(4 * PIECES_PER_CHUNK);
    let result = simulate_part(&dealing, 1 << 30, None, 3..40, &watch);
    assert_eq!(result.unwrap_err(), PartError::Stopped(Stopped));
    check("simulate_part", &watch);
    let watch = StopAfter::new(1 << 20);
    let sweep: Sweep = "weighted:denominator=1.0..3.0:0.5".parse().unwrap();
    let metrics = [tetrolab::analysis::Metric::FrequencyStd];
    let result = sweep.run(None, &1u64.into(), 10_000, 100_000, &metrics, &watch);
    assert!(matches!(result, Err(SweepError::Stopped(Stopped))));
    // A sweep's chunk is 4096 pieces for each of 16 trials dealt at once.
    assert!(watch.late.load(Ordering::Relaxed) <= threads * 16 * 4096);
    let watch = StopAfter::new(3 << 20);
    let result = balance_curve(&dealing, 1 << 20, 100, 10, &watch);
    assert_eq!(result.unwrap_err(), RunError::Stopped(Stopped));
    // A balance run is one chunk.
    assert!(watch.late.load(Ordering::Relaxed) <= 1 << 20);
}

/// States an exact chain finds between two questions to its watch.
const STATES_PER_LOOK: u64 = 4096;

/// A history randomizer whose chain has 117 682 states: long enough to
/// stop in the middle of.
const LARGE_CHAIN: &str = "history:size=6,rolls=2";

/// A call under test, given the watch.
type Call<'a> = &'a dyn Fn(&dyn Watch) -> Result<(), CallError>;

/// `exact` and `predict` build a chain; asked to stop after four looks,
/// each ends within one look (the build runs on one thread) of the
/// request, stopped, not refused; stopped before it starts, each does at
/// most one look's work.
#[test]
fn chains_stop_when_asked() {
    let calls: [(&str, Call); 2] = [
        ("exact", &|watch| {
            ExactRequest::new(LARGE_CHAIN).answer(watch).map(drop)
        }),
        ("predict", &|watch| {
            PredictRequest::new(LARGE_CHAIN, "IJLOSTZ")
                .answer(watch)
                .map(drop)
        }),
    ];
    for (name, call) in calls {
        let at_once = StopAfter::new(0);
        at_once.tally.stop();
        let ending = call(&at_once).unwrap_err().ending();
        assert_eq!(ending, Ending::Stopped, "{name}");
        assert!(at_once.tally.done() <= STATES_PER_LOOK, "{name}");
        let watch = StopAfter::new(4 * STATES_PER_LOOK);
        let ending = call(&watch).unwrap_err().ending();
        assert_eq!(ending, Ending::Stopped, "{name}");
        let late = watch.late.load(Ordering::Relaxed);
        assert!(
            late <= STATES_PER_LOOK,
            "{name}: {late} states after the stop"
        );
    }
}

/// A watch that asks to stop from its `asked`-th question on.
struct StopOnQuestion {
    asked: u64,
    questions: AtomicU64,
}

impl Watch for StopOnQuestion {
    fn stopped(&self) -> bool {
        self.questions.fetch_add(1, Ordering::Relaxed) + 1 >= self.asked
    }
}

/// `identify` counts candidates, not states, but stops inside its one
/// candidate's reading (asked first before the candidate, then by the
/// chain as it is built), and says it stopped rather than skip the
/// candidate.
#[test]
fn identify_stops_inside_a_candidates_reading() {
    let watch = StopOnQuestion {
        asked: 3,
        questions: AtomicU64::new(0),
    };
    let request = IdentifyRequest {
        candidates: vec![LARGE_CHAIN.to_owned()],
        ..IdentifyRequest::new("IJLOSTZ")
    };
    assert_eq!(
        request.answer(&watch).unwrap_err().ending(),
        Ending::Stopped
    );
    assert!(watch.questions.load(Ordering::Relaxed) < 10);
}

/// A measurement's exact column (`compare`, `report`, the page's numbers)
/// stops when asked, inside the chain it builds after the simulation.
#[test]
fn the_exact_column_beside_a_measurement_stops_when_asked() {
    let watch = StopOnQuestion {
        asked: 40,
        questions: AtomicU64::new(0),
    };
    let dealing = Dealing::new(LARGE_CHAIN.parse().unwrap(), None, 4u64.into()).unwrap();
    let subjects = [tetrolab::randomizer::Subject {
        name: LARGE_CHAIN.to_owned(),
        dealing,
    }];
    let options = tetrolab::analysis::MeasureOptions::with_exact(1000);
    let result = tetrolab::analysis::measure(&subjects, options, &watch);
    assert_eq!(result.unwrap_err(), RunError::Stopped(Stopped));
    assert!(watch.questions.load(Ordering::Relaxed) < 80);
}

/// `predict` stops inside its reading of the pieces, not only while its
/// chain is built: a long sequence read by a small chain is asked about
/// every few dozen pieces, and says it stopped.
#[test]
fn predict_stops_inside_its_reading() {
    let watch = StopOnQuestion {
        asked: 20,
        questions: AtomicU64::new(0),
    };
    let request = PredictRequest::new("7-bag", &"IJLOSTZ".repeat(1500));
    assert_eq!(
        request.answer(&watch).unwrap_err().ending(),
        Ending::Stopped
    );
    assert!(watch.questions.load(Ordering::Relaxed) < 40);
}

/// `exact` counts the states it builds, look by look, then each stage of
/// its answers.
#[test]
fn exact_counts_its_states_and_stages() {
    let tally = Tally::default();
    let exact = ExactRequest::new(LARGE_CHAIN).answer(&tally).unwrap();
    let looks = exact.states as u64 / STATES_PER_LOOK;
    assert!(looks > 0);
    // The stages after the chain: merging, the stationary law, its
    // fractions, the pieces' and sequences' questions, the fractions.
    assert_eq!(tally.done(), looks * STATES_PER_LOOK + 5);
}
