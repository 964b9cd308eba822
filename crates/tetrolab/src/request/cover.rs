//! `cover`: whether the pieces a pattern lists, or a randomizer deals, let
//! a player build setups (solution-finder's `cover`, and its exact odds
//! under any randomizer with a chain).

use super::call::CallError;
use super::dealt::{Dealer, after_letters, check_source, kicks_name, pieces_of};
use super::given::Options;
use super::reader::Reader;
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::Piece;
use crate::analysis::exact::Odds;
use crate::notation::{Game, Mode};
use crate::piece::letters;
use crate::play::{Kicks, Rules};
use crate::results::{Chance, CoverAnswer, MAX_STATES, PatternCover, RandomizerCover, SetupLabel};
use crate::setups::{
    Conditions, ConditionsError, Cover, CoverDrop, CoverMode, Join, Joined, ParseModeError,
    Pattern, Setup,
};
use crate::work::{Stopped, Watch};

/// What `cover` answers: `tetrolab cover`.
///
/// ```
/// use tetrolab::request::CoverRequest;
/// use tetrolab::work::Unwatched;
/// // sfinder's cover case 1, under its pattern and under a 7-bag.
/// let mut request = CoverRequest::new(&["v115@vhFRQJUGJKJJvMJTNJGBJ"]);
/// request.pattern = Some("*!".into());
/// let counted = request.answer(&Unwatched)?.pattern.unwrap();
/// assert_eq!((counted.setups[0].success, counted.all), (Some(1680), 5040));
/// request.pattern = None;
/// request.randomizers = vec!["7-bag".into()];
/// let odds = &request.answer(&Unwatched)?.randomizers[0];
/// assert_eq!(odds.setups[0].fraction.as_deref(), Some("1/3"));
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct CoverRequest {
    /// The setups: fumens (with sfinder's `#start:end` page ranges) or
    /// TETRIS-SYSTEM records.
    pub setups: Vec<String>,
    /// sfinder's pattern: count its distinct sequences.
    pub pattern: Option<String>,
    /// Randomizers, as specs: their exact odds.
    pub randomizers: Vec<String>,
    /// Pieces dealt before the setup starts, oldest first.
    pub after: String,
    /// Start at a random moment of a long game instead of its start.
    pub stationary: bool,
    /// Whether hold is used.
    pub hold: bool,
    /// How pieces move: a drop, or a T-spin drop (`tsz` to `tst`).
    pub drop: CoverDrop,
    /// What a build must do besides making every placement
    /// (solution-finder's `--mode`).
    pub mode: CoverMode,
    /// The most placements a straight drop cannot make (`--max-softdrop`;
    /// `None`: any). Normal and line modes only.
    pub max_softdrop: Option<u32>,
    /// The most placements that clear lines (`--max-clearline`; `None`:
    /// any). Normal and line modes only.
    pub max_clearline: Option<u32>,
    /// How many of the first clears must be T-spins or tetrises
    /// (solution-finder's `-sb`). T-spin modes only.
    pub spins_first: u32,
    /// The last this many placements soft-drop whatever the drop
    /// (`--last-sd`); not with a drop that already soft-drops.
    pub last_sd: u32,
    /// The kick table: a built-in table's name, or a kick file's text.
    pub kicks: String,
    /// Each setup followed by its mirror image.
    pub mirror: bool,
    /// The most states a randomizer's chain may have.
    pub max_states: u64,
}

impl CoverRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &[
        "setups",
        "pattern",
        "randomizer",
        "after",
        "stationary",
        "hold",
        "drop",
        "kicks",
        "mirror",
        "max_states",
        "mode",
        "max_softdrop",
        "max_clearline",
        "spins_first",
        "last_sd",
    ];

    /// The most sequences a pattern may make (repeats included): more are
    /// refused before any is made, so memory stays bounded.
    pub const MAX_SEQUENCES: u128 = 1_000_000;

    /// `setups` with every other option at the library's default: hold,
    /// soft drop, SRS, the normal mode without limits, no pattern and no
    /// randomizer (give one).
    pub fn new(setups: &[&str]) -> CoverRequest {
        CoverRequest {
            setups: setups.iter().map(|s| (*s).to_owned()).collect(),
            pattern: None,
            randomizers: Vec::new(),
            after: String::new(),
            stationary: false,
            hold: true,
            drop: CoverDrop::default(),
            mode: CoverMode::Normal,
            max_softdrop: None,
            max_clearline: None,
            spins_first: 0,
            last_sd: 0,
            kicks: "srs".to_owned(),
            mirror: false,
            max_states: MAX_STATES as u64,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// ```
    /// use tetrolab::request::{CoverRequest, Given, Options};
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// let mut options = Options::default();
    /// options.list("setups", &["v115@vhFRQJUGJKJJvMJTNJGBJ"]);
    /// options.set("pattern", Given::Text("*!".into()));
    /// options.set("drop", Given::Text("sonic".into()));
    /// let refused = CoverRequest::from_options(&options).unwrap_err();
    /// assert_eq!(
    ///     refused.message(Spelling::CLI),
    ///     "--drop sonic: `sonic` is not a drop: write soft, hard, 180, t-soft, or a T-spin drop: tsz, tsm, tss, tsd or tst"
    /// );
    /// ```
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<CoverRequest, RequestError> {
        let read = Reader::new(options, "cover", Self::OPTIONS)?;
        let defaults = CoverRequest::new(&[]);
        let hold = if read.has("hold") {
            read.flag("hold")?
        } else {
            defaults.hold
        };
        let request = CoverRequest {
            setups: read.texts("setups")?,
            pattern: read.piece_text("pattern")?,
            randomizers: read.texts("randomizer")?,
            after: read.piece_text("after")?.unwrap_or_default(),
            stationary: read.flag("stationary")?,
            hold,
            drop: read
                .parsed("drop", |e: ParseModeError| e.to_string())?
                .unwrap_or(defaults.drop),
            mode: read
                .parsed("mode", |e: ParseModeError| e.to_string())?
                .unwrap_or(defaults.mode),
            max_softdrop: read.whole("max_softdrop")?.map(saturated),
            max_clearline: read.whole("max_clearline")?.map(saturated),
            spins_first: read.whole("spins_first")?.map_or(0, saturated),
            last_sd: read.whole("last_sd")?.map_or(0, saturated),
            kicks: read.text("kicks")?.unwrap_or(defaults.kicks),
            mirror: read.flag("mirror")?,
            max_states: read.at_least("max_states", 1, defaults.max_states)?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work: setups that read,
    /// a pattern or randomizers (not both), a kick table the drop can use,
    /// limits only with the normal and line modes, `spins_first` only with
    /// a T-spin mode, `last_sd` only with a drop that does not already
    /// soft-drop.
    ///
    /// ```
    /// use tetrolab::request::CoverRequest;
    /// use tetrolab::setups::{CoverMode, SpinNeed};
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// let mut request = CoverRequest::new(&["v115@vhFRQJUGJKJJvMJTNJGBJ"]);
    /// request.pattern = Some("*!".into());
    /// request.mode = CoverMode::TSpin(SpinNeed::Double);
    /// request.max_clearline = Some(1);
    /// assert!(request.validate().unwrap_err().message(Spelling::CLI).starts_with(
    ///     "--max-clearline 1: the limits on soft drops and line clears go with the normal and line modes only"
    /// ));
    /// ```
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        self.checked().map(drop)
    }

    /// The setups, the kick table and the pattern, read.
    fn checked(&self) -> Result<Checked, RequestError> {
        if self.setups.is_empty() {
            return Err(RequestError::Missing {
                option: "setups",
                what: "setup",
            });
        }
        check_source(
            self.pattern.as_deref(),
            &self.randomizers,
            &self.after,
            self.stationary,
        )?;
        let kicks = kicks_for(&self.kicks, self.drop.moves())?;
        let rules = Rules::new(&kicks, self.drop.moves());
        let conditions = self.conditions();
        conditions.check().map_err(|e| {
            let (option, value) = match e {
                ConditionsError::Limits(_) => match self.max_softdrop {
                    Some(k) => ("max_softdrop", k),
                    None => ("max_clearline", self.max_clearline.unwrap_or_default()),
                },
                ConditionsError::Guard(_) => ("spins_first", self.spins_first),
            };
            RequestError::value(option, value.to_string(), e.to_string())
        })?;
        if self.last_sd > 0 && self.drop.soft_drops() {
            return Err(RequestError::value(
                "last_sd",
                self.last_sd.to_string(),
                format!(
                    "the drop {} already lets every piece soft-drop: leave it out, or choose hard, t-soft or a T-spin drop",
                    self.drop
                ),
            ));
        }
        let mut setups = Vec::new();
        for text in &self.setups {
            let setup = setup_of(text)?;
            let label = text.lines().next().unwrap_or_default().trim().to_owned();
            if let Err(e) = Cover::with(&setup, rules, self.hold, conditions) {
                return Err(RequestError::value("setups", text, e.to_string()));
            }
            let mirror = self.mirror.then(|| setup.mirrored());
            setups.push((
                SetupLabel {
                    label: label.clone(),
                    placements: setup.placements.len(),
                },
                setup,
            ));
            if let Some(mirror) = mirror {
                setups.push((
                    SetupLabel {
                        label: format!("{label} (mirror)"),
                        placements: mirror.placements.len(),
                    },
                    mirror,
                ));
            }
        }
        let pattern = self
            .pattern
            .as_deref()
            .map(|text| {
                let pattern = Pattern::parse(text)
                    .map_err(|e| RequestError::value("pattern", text, e.to_string()))?;
                if pattern.sequences() > Self::MAX_SEQUENCES {
                    let reason = crate::setups::TooManySequences {
                        sequences: pattern.sequences(),
                        limit: Self::MAX_SEQUENCES,
                    };
                    return Err(RequestError::value("pattern", text, reason.to_string()));
                }
                Ok(pattern)
            })
            .transpose()?;
        for spec in &self.randomizers {
            spec_of(spec)?;
        }
        pieces_of(&self.after)?;
        Ok(Checked {
            setups,
            kicks,
            pattern,
        })
    }

    /// The answer. `watch` hears of the work as one stage, `cover`: a
    /// unit per pattern sequence tried, and per randomizer a unit for each
    /// setup's odds and for OR and AND; it may stop the call between units.
    ///
    /// # Errors
    /// A refused request, a randomizer without a chain (or with more
    /// states than allowed), pieces before that it cannot deal, or a
    /// stop the watch asked for.
    pub fn answer(&self, watch: &dyn Watch) -> Result<CoverAnswer, CallError> {
        let Checked {
            setups,
            kicks,
            pattern,
        } = self.checked()?;
        let rules = Rules::new(&kicks, self.drop.moves());
        let conditions = self.conditions();
        let covers = setups
            .iter()
            .map(|(_, setup)| Cover::with(setup, rules, self.hold, conditions))
            .collect::<Result<Vec<Cover>, _>>()
            .map_err(|e| RequestError::value("setups", "", e.to_string()))?;
        let per_randomizer = covers.len() as u64 + 2;
        let sequences = match (&pattern, &self.pattern) {
            (Some(pattern), Some(text)) => pattern
                .unique(Self::MAX_SEQUENCES)
                .map_err(|e| RequestError::value("pattern", text, e.to_string()))?,
            _ => Vec::new(),
        };
        watch.begin(
            "cover",
            sequences.len() as u64 + per_randomizer * self.randomizers.len() as u64,
        );
        let pattern = match &self.pattern {
            Some(text) => Some(counted(&sequences, text, &covers, watch)?),
            None => None,
        };
        let after = pieces_of(&self.after)?;
        let mut randomizers = Vec::new();
        for spec in &self.randomizers {
            let dealer = Dealer::of(spec, self.max_states, &after, self.stationary, watch)?;
            let mut per_setup = Vec::new();
            for cover in &covers {
                stop_if_asked(watch)?;
                per_setup.push(chance(dealer.odds(cover, None, watch)?));
                watch.add(1);
            }
            let joined = |join| {
                stop_if_asked(watch)?;
                let odds = dealer
                    .odds(&Joined::new(&covers, join), None, watch)
                    .map(chance);
                watch.add(1);
                odds
            };
            randomizers.push(RandomizerCover {
                spec: dealer.spec(),
                start: dealer.start(),
                after: after_letters(&after),
                setups: per_setup,
                or: joined(Join::Any)?,
                and: joined(Join::Every)?,
            });
        }
        Ok(CoverAnswer {
            setups: setups.into_iter().map(|(label, _)| label).collect(),
            hold: self.hold,
            drop: self.drop.to_string(),
            mode: conditions.to_string(),
            kicks: kicks_name(&self.kicks),
            pattern,
            randomizers,
        })
    }
}

impl CoverRequest {
    /// The mode, its options and the T-spin drop as the cover's
    /// conditions.
    fn conditions(&self) -> Conditions {
        Conditions {
            mode: self.mode,
            max_soft: self.max_softdrop,
            max_clears: self.max_clearline,
            spins_first: self.spins_first,
            spin_drop: self.drop.spin(),
            last_soft: self.last_sd,
        }
    }
}

/// A count given as a whole number: past `u32::MAX` it means the same as
/// `u32::MAX`, more than any setup's placements.
fn saturated(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// What a checked request has read: each setup with its label (mirror
/// images after their originals), the kick table, the pattern.
struct Checked {
    setups: Vec<(SetupLabel, Setup)>,
    kicks: Kicks,
    pattern: Option<Pattern>,
}

/// A built-in table by name, or a kick file's text, refused when `drop`
/// cannot move pieces with it (a half-turn drop on a table without half
/// turns).
pub(super) fn kicks_for(text: &str, drop: crate::play::Drop) -> Result<Kicks, RequestError> {
    let kicks = kicks_of(text)?;
    Rules::new(&kicks, drop)
        .check()
        .map_err(|e| RequestError::value("kicks", text, e.to_string()))?;
    Ok(kicks)
}

/// A built-in table by name, or a kick file's text.
fn kicks_of(text: &str) -> Result<Kicks, RequestError> {
    if let Some(kicks) = Kicks::named(text.trim()) {
        return Ok(kicks);
    }
    if !text.contains('=') {
        let names = Kicks::NAMES.join(", ");
        return Err(RequestError::value(
            "kicks",
            text,
            format!("not a kick table: name one of {names}, or give a kick file"),
        ));
    }
    Kicks::parse(text).map_err(|e| RequestError::value("kicks", "the kick file", e.to_string()))
}

/// A fumen (with a page range) or a TETRIS-SYSTEM record, as a setup.
fn setup_of(text: &str) -> Result<Setup, RequestError> {
    let refused = |reason: String| RequestError::value("setups", text.trim(), reason);
    if text.contains("115@") {
        return Setup::from_fumen(text.trim()).map_err(|e| refused(e.to_string()));
    }
    let game: Game = text
        .parse()
        .map_err(|e| refused(format!("neither a fumen nor a record: {e}")))?;
    let valid = game.validate(Mode::Strict).map_err(|problems| {
        refused(
            problems
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
        )
    })?;
    Setup::from_game(&valid).map_err(|e| refused(e.to_string()))
}

/// Exact odds as a chance.
pub(super) fn chance(odds: Odds) -> Chance {
    Chance {
        probability: odds.probability,
        fraction: odds.fraction,
        success: None,
    }
}

/// `success` of `all` sequences.
pub(super) fn counted_chance(success: u64, all: u64) -> Chance {
    Chance {
        probability: if all == 0 {
            0.0
        } else {
            success as f64 / all as f64
        },
        fraction: Some(format!("{success}/{all}")),
        success: Some(success),
    }
}

/// Sequences tried between two looks at the watch.
const SEQUENCES_PER_LOOK: usize = 1024;

/// `Err(Stopped)` when the watch asks the call to stop.
fn stop_if_asked(watch: &dyn Watch) -> Result<(), CallError> {
    if watch.stopped() {
        return Err(CallError::Stopped(Stopped));
    }
    Ok(())
}

/// sfinder's counts over the pattern's distinct `sequences` (`text` as
/// given), telling `watch` a unit per sequence.
fn counted(
    sequences: &[Vec<Piece>],
    text: &str,
    covers: &[Cover],
    watch: &dyn Watch,
) -> Result<PatternCover, CallError> {
    let all = sequences.len() as u64;
    let mut rows: Vec<(String, Vec<bool>)> = Vec::with_capacity(sequences.len());
    for chunk in sequences.chunks(SEQUENCES_PER_LOOK) {
        stop_if_asked(watch)?;
        rows.extend(
            chunk
                .iter()
                .map(|s| (letters(s), covers.iter().map(|c| c.builds(s)).collect())),
        );
        watch.add(chunk.len() as u64);
    }
    let success = |i: usize| rows.iter().filter(|(_, marks)| marks[i]).count() as u64;
    let or = rows.iter().filter(|(_, m)| m.iter().any(|&b| b)).count() as u64;
    let and = rows.iter().filter(|(_, m)| m.iter().all(|&b| b)).count() as u64;
    Ok(PatternCover {
        pattern: text.to_owned(),
        all,
        setups: (0..covers.len())
            .map(|i| counted_chance(success(i), all))
            .collect(),
        or: counted_chance(or, all),
        and: counted_chance(and, all),
        failing: (0..covers.len())
            .map(|i| {
                rows.iter()
                    .filter(|(_, marks)| !marks[i])
                    .map(|(s, _)| s.clone())
                    .collect()
            })
            .collect(),
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spelling::{Spelled, Spelling};
    use crate::work::Unwatched;

    const CASE1: &str = "v115@vhFRQJUGJKJJvMJTNJGBJ";

    fn refusal(change: impl Fn(&mut CoverRequest)) -> String {
        let mut request = CoverRequest::new(&[CASE1]);
        request.pattern = Some("*!".into());
        change(&mut request);
        request.validate().unwrap_err().message(Spelling::CLI)
    }

    #[test]
    fn each_refusal_says_what_is_wrong() {
        assert_eq!(
            refusal(|r| r.randomizers = vec!["7-bag".into()]),
            "--pattern and --randomizer do not go together: give one of them"
        );
        assert_eq!(
            refusal(|r| r.pattern = None),
            "no pattern or randomizer given: give --randomizer"
        );
        assert_eq!(
            refusal(|r| r.after = "IO".into()),
            "--after means something only with --randomizer: give both, or leave it out"
        );
        assert!(refusal(|r| r.setups.clear()).starts_with("no setup given"));
        assert!(
            refusal(|r| r.setups = vec!["v115@!!".into()])
                .starts_with("the SETUP argument v115@!!: "),
            "{}",
            refusal(|r| r.setups = vec!["v115@!!".into()])
        );
        assert!(refusal(|r| r.kicks = "srs2".into()).contains("not a kick table"));
        assert!(
            refusal(|r| r.drop = CoverDrop::Moves(crate::play::Drop::Soft180))
                .contains("half turns"),
            "180 needs a table with half turns"
        );
        assert!(refusal(|r| r.pattern = Some("*!,*!".into())).contains("more than the 1000000"));
        assert!(refusal(|r| r.pattern = Some("*p8".into())).starts_with("--pattern *p8: "));
        let mut options = Options::default();
        options.list("setups", &[CASE1]).text("pattern", Some("*!"));
        options.set("hold", crate::request::Given::Flag(false));
        assert!(!CoverRequest::from_options(&options).unwrap().hold);
        assert_eq!(
            refusal(|r| r.spins_first = 1),
            "--spins-first 1: the first clears can be asked to be T-spins only in a T-spin mode (tsm, tss, tsd, tst), not in normal: leave it out or change the mode"
        );
        assert_eq!(
            refusal(|r| {
                r.mode = CoverMode::Tetris;
                r.max_softdrop = Some(2);
            }),
            "--max-softdrop 2: the limits on soft drops and line clears go with the normal and line modes only (1L to 4L, 1L-or-pc to 4L-or-pc), not with tetris: leave the limit out or change the mode"
        );
        assert!(
            refusal(|r| {
                r.mode = CoverMode::BackToBack;
                r.max_clearline = Some(0);
            })
            .starts_with("--max-clearline 0: the limits")
        );
        assert_eq!(
            refusal(|r| r.last_sd = 2),
            "--last-sd 2: the drop soft already lets every piece soft-drop: leave it out, or choose hard, t-soft or a T-spin drop"
        );
        let mut bad_mode = Options::default();
        bad_mode
            .list("setups", &[CASE1])
            .text("pattern", Some("*!"))
            .text("mode", Some("5L"));
        assert!(
            CoverRequest::from_options(&bad_mode)
                .unwrap_err()
                .message(Spelling::CLI)
                .starts_with("--mode 5L: `5L` is not a cover mode")
        );
        let mut bad_after = CoverRequest::new(&[CASE1]);
        bad_after.randomizers = vec!["7-bag".into()];
        bad_after.after = "IX".into();
        assert!(bad_after.validate().is_err());
    }

    /// A record is a setup: its I clears a row the O then lies across, so
    /// the O comes second — from either order with hold, one without.
    #[test]
    fn a_record_is_a_setup() {
        let mut request = CoverRequest::new(&["[8, (2)] [(1), 9]\nI1a (X), Ok (X)"]);
        request.pattern = Some("[IO]!".into());
        let counted = |request: &CoverRequest| request.answer(&Unwatched).unwrap().pattern.unwrap();
        assert_eq!(counted(&request).setups[0].success, Some(2));
        request.hold = false;
        assert_eq!(counted(&request).failing, [["OI"]]);
        assert_eq!(
            request.answer(&Unwatched).unwrap().setups[0].label,
            "[8, (2)] [(1), 9]"
        );
    }

    /// Case 1's pieces lie flat and clear no line: the normal mode counts
    /// 1680 orders, a tetris mode none; the line modes ask nothing of a
    /// build without clears, and the T-spin drop nothing of one without a
    /// T.
    #[test]
    fn the_mode_and_drop_reach_the_count() {
        let count = |change: &dyn Fn(&mut CoverRequest)| {
            let mut request = CoverRequest::new(&[CASE1]);
            request.pattern = Some("*!".into());
            change(&mut request);
            let answer = request.answer(&Unwatched).unwrap();
            (answer.pattern.unwrap().setups[0].success, answer.mode)
        };
        assert_eq!(count(&|_| {}), (Some(1680), "normal".to_owned()));
        assert_eq!(count(&|r| r.mode = CoverMode::Tetris).0, Some(0));
        assert_eq!(
            count(&|r| r.mode = CoverMode::Lines {
                fewest: 4,
                or_pc: false
            })
            .0,
            Some(1680)
        );
        let hard = count(&|r| r.drop = CoverDrop::Moves(crate::play::Drop::Hard)).0;
        let tsd = count(&|r| r.drop = CoverDrop::TSpin(crate::setups::SpinNeed::Double)).0;
        assert_eq!(
            tsd, hard,
            "a T-spin drop is a hard drop for every other piece"
        );
        assert_ne!(hard, Some(1680));
    }

    #[test]
    fn pattern_counts_and_mirror() {
        let mut request = CoverRequest::new(&[CASE1]);
        request.pattern = Some("*!".into());
        request.mirror = true;
        let answer = request.answer(&Unwatched).unwrap();
        let counted = answer.pattern.unwrap();
        assert_eq!(answer.setups[1].label, format!("{CASE1} (mirror)"));
        let successes: Vec<Option<u64>> = counted.setups.iter().map(|c| c.success).collect();
        assert_eq!(
            successes,
            [Some(1680), Some(1680)],
            "a mirror of a mirror-free pattern"
        );
        assert_eq!(counted.failing[0].len(), 5040 - 1680);
        assert_eq!(counted.rows.len(), 5040);
    }
}
