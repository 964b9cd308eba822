//! `pc`: whether the pieces a pattern lists, or a randomizer deals, make a
//! perfect clear of a field's bottom lines (solution-finder's `percent`,
//! and its exact odds under any randomizer with a chain).

use super::call::CallError;
use super::cover::{chance, counted_chance, kicks_for};
use super::dealt::{Dealer, after_letters, check_source, kicks_name, pieces_of};
use super::given::Options;
use super::reader::Reader;
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::Piece;
use crate::analysis::exact::Model;
use crate::notation::fumen::Fumen;
use crate::piece::letters;
use crate::play::{Drop, Field, Kicks, Rules};
use crate::results::{MAX_STATES, PatternPc, PcAnswer, PcSolution, PrefixCount, RandomizerPc};
use crate::setups::pc::{PcGraph, QueueTest, solution_fumen, solution_record};
use crate::setups::{Pattern, PcSolver, PerfectClear};
use crate::work::Watch;

/// What `pc` answers: `tetrolab pc`.
///
/// ```
/// use tetrolab::request::PcRequest;
/// // sfinder's percent case useTetfuAndCommand5: a 4 × 4 hole, hard drop.
/// let mut request = PcRequest::new("v115@9gF8DeF8DeF8DeF8NeAgH");
/// request.pattern = Some("*p4".into());
/// request.drop = "hard".parse()?;
/// let counted = request.answer(&tetrolab::work::Unwatched)?.pattern.unwrap();
/// assert_eq!((counted.success.success, counted.all), (Some(314), 840));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct PcRequest {
    /// The field: a fumen (its first page, with the page's piece locked in
    /// as sfinder reads it), or rows of text from the top (`X` filled, `_`
    /// empty; one a line, or separated by `/`).
    pub field: String,
    /// The bottom lines to clear.
    pub lines: u8,
    /// sfinder's pattern: count its distinct sequences, cut as `percent`
    /// cuts them.
    pub pattern: Option<String>,
    /// Randomizers, as specs: their exact odds.
    pub randomizers: Vec<String>,
    /// Pieces dealt before the perfect clear starts, oldest first.
    pub after: String,
    /// Start at a random moment of a long game instead of its start.
    pub stationary: bool,
    /// Whether hold is used.
    pub hold: bool,
    /// How pieces move.
    pub drop: Drop,
    /// The kick table: a built-in table's name, or a kick file's text.
    pub kicks: String,
    /// The most states a randomizer's chain may have.
    pub max_states: u64,
    /// The most memory, in MB (10^6 bytes), the walk of a randomizer's odds
    /// may hold at once: past it the odds are refused, naming this option.
    pub max_walk_mb: u64,
}

impl PcRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &[
        "field",
        "lines",
        "pattern",
        "randomizer",
        "after",
        "stationary",
        "hold",
        "drop",
        "kicks",
        "max_states",
        "max_walk_mb",
    ];

    /// The most sequences a pattern may make (repeats included): more are
    /// refused before any is made, so memory stays bounded.
    pub const MAX_SEQUENCES: u128 = 1_000_000;

    /// How many first pieces the tree of success rates goes down
    /// (solution-finder's default depth).
    pub const TREE_DEPTH: usize = 3;

    /// `field` with every other option at the library's default: 4 lines,
    /// hold, soft drop, SRS, no pattern and no randomizer (give one).
    pub fn new(field: &str) -> PcRequest {
        PcRequest {
            field: field.to_owned(),
            lines: 4,
            pattern: None,
            randomizers: Vec::new(),
            after: String::new(),
            stationary: false,
            hold: true,
            drop: Drop::Soft,
            kicks: "srs".to_owned(),
            max_states: MAX_STATES as u64,
            max_walk_mb: (Model::WALK_BYTES / 1_000_000) as u64,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// ```
    /// use tetrolab::request::{Given, Options, PcRequest};
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// let mut options = Options::default();
    /// options.set("field", Given::Text("XXXXXX____".into()));
    /// options.set("lines", Given::Text("2".into()));
    /// options.set("pattern", Given::Text("*p3".into()));
    /// let refused = PcRequest::from_options(&options).unwrap_err();
    /// assert_eq!(
    ///     refused.message(Spelling::CLI),
    ///     "the FIELD argument XXXXXX____: the lines to clear have 14 empty cells, not a multiple of 4: no number of pieces fills them; change the lines to clear"
    /// );
    /// ```
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options) -> Result<PcRequest, RequestError> {
        let read = Reader::new(options, "pc", Self::OPTIONS)?;
        let defaults = PcRequest::new("");
        let hold = if read.has("hold") {
            read.flag("hold")?
        } else {
            defaults.hold
        };
        let lines = read.at_least("lines", 1, u64::from(defaults.lines))?;
        let lines = PerfectClear::check_lines(lines)
            .map_err(|e| RequestError::value("lines", lines, e.to_string()))?;
        let request = PcRequest {
            field: read.required("field", "field")?,
            lines,
            pattern: read.piece_text("pattern")?,
            randomizers: read.texts("randomizer")?,
            after: read.piece_text("after")?.unwrap_or_default(),
            stationary: read.flag("stationary")?,
            hold,
            drop: read
                .parsed("drop", |e: crate::play::ParseDropError| e.to_string())?
                .unwrap_or(defaults.drop),
            kicks: read.text("kicks")?.unwrap_or(defaults.kicks),
            max_states: read.at_least("max_states", 1, defaults.max_states)?,
            max_walk_mb: read.at_least("max_walk_mb", 1, defaults.max_walk_mb)?,
        };
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work: a field that reads
    /// and can be cleared, a pattern or randomizers (not both), a pattern
    /// long enough, a kick table the drop can use.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        self.checked().map(drop)
    }

    fn checked(&self) -> Result<Checked, RequestError> {
        if self.field.trim().is_empty() {
            return Err(RequestError::Missing {
                option: "field",
                what: "field",
            });
        }
        check_source(
            self.pattern.as_deref(),
            &self.randomizers,
            &self.after,
            self.stationary,
        )?;
        let kicks = kicks_for(&self.kicks, self.drop)?;
        let field = field_of(&self.field)?;
        let goal = PerfectClear::new(&field, self.lines).map_err(|e| {
            let option = if matches!(e, crate::setups::PcError::Lines(_)) {
                ("lines", self.lines.to_string())
            } else {
                ("field", self.field.trim().to_owned())
            };
            RequestError::value(option.0, option.1, e.to_string())
        })?;
        let pattern = self
            .pattern
            .as_deref()
            .map(|text| {
                let refused = |reason: String| RequestError::value("pattern", text, reason);
                let pattern = Pattern::parse(text).map_err(|e| refused(e.to_string()))?;
                if pattern.sequences() > Self::MAX_SEQUENCES {
                    let reason = crate::setups::TooManySequences {
                        sequences: pattern.sequences(),
                        limit: Self::MAX_SEQUENCES,
                    };
                    return Err(refused(reason.to_string()));
                }
                let length = pattern
                    .percent_length(goal.pieces(), self.hold)
                    .ok_or_else(|| {
                        refused(format!(
                            "{} pieces, but the perfect clear needs {}: give a longer pattern",
                            pattern.length(),
                            goal.pieces()
                        ))
                    })?;
                Ok((pattern.truncated(length), length))
            })
            .transpose()?;
        for spec in &self.randomizers {
            spec_of(spec)?;
        }
        pieces_of(&self.after)?;
        Ok(Checked {
            goal,
            kicks,
            pattern,
        })
    }

    /// The answer, telling `watch` of the pattern's sequences as they are
    /// searched and stopping when it asks.
    ///
    /// # Errors
    /// A refused request, a stop asked for, a randomizer without a chain
    /// (or with more states than allowed), or pieces before that it cannot
    /// deal.
    pub fn answer(&self, watch: &dyn Watch) -> Result<PcAnswer, CallError> {
        let Checked {
            goal,
            kicks,
            pattern,
        } = self.checked()?;
        let rules = Rules::new(&kicks, self.drop);
        let solver = PcSolver::new(&goal, rules, self.hold)
            .map_err(|e| RequestError::value("kicks", &self.kicks, e.to_string()))?;
        let pattern = match (pattern, &self.pattern) {
            (Some((pattern, length)), Some(text)) => {
                Some(counted(&pattern, length, text, &solver, watch)?)
            }
            _ => None,
        };
        let after = pieces_of(&self.after)?;
        // The graph answers the odds when the goal's stacks fit in it. When
        // they do not (the first perfect clear of a game), the solver does:
        // one sequence at a time while a queue fits its test (memory: the
        // path; time: the sequences), else stack by stack. The same answer.
        let graph = if self.randomizers.is_empty() {
            None
        } else {
            PcGraph::of(&solver, watch)?
        };
        let queues = QueueTest::new(&solver);
        let mut randomizers = Vec::new();
        for spec in &self.randomizers {
            let dealer = Dealer::of(spec, self.max_states, &after, self.stationary, watch)?;
            let limit = Some(("max_walk_mb", self.max_walk_mb));
            let odds = match (&graph, &queues) {
                (Some(graph), _) => dealer.odds(graph, limit, watch)?,
                (None, Some(queues)) => dealer.odds_one_sequence_at_a_time(queues, watch)?,
                (None, None) => dealer.odds(&solver, limit, watch)?,
            };
            let by_first = odds
                .by_first
                .iter()
                .filter_map(|(piece, first)| {
                    first.map(|(p, clears)| (piece.letter().to_string(), p, clears))
                })
                .collect();
            randomizers.push(RandomizerPc {
                spec: dealer.spec(),
                start: dealer.start(),
                after: after_letters(&after),
                chance: chance(odds),
                by_first,
            });
        }
        Ok(PcAnswer {
            lines: self.lines,
            lines_left: goal.lines(),
            pieces: goal.pieces(),
            hold: self.hold,
            drop: self.drop.to_string(),
            kicks: kicks_name(&self.kicks),
            pattern,
            randomizers,
        })
    }
}

/// What a checked request has read.
struct Checked {
    goal: PerfectClear,
    kicks: Kicks,
    /// The pattern cut to the length counted, and that length.
    pattern: Option<(Pattern, usize)>,
}

/// A fumen's first page (its piece locked in, no line cleared, as sfinder's
/// `percent` reads it) or rows of text (top first, one a line or separated
/// by `/`), as a field.
fn field_of(text: &str) -> Result<Field, RequestError> {
    let text = text.trim();
    let refused = |reason: String| RequestError::value("field", text, reason);
    if !text.contains("115@") {
        let rows = text.replace('/', "\n");
        return Field::from_text(&rows, PerfectClear::MAX_LINES)
            .map_err(|e| refused(format!("neither a fumen nor rows of X and _: {e}")));
    }
    let fumen = Fumen::decode(text).map_err(|e| refused(e.to_string()))?;
    let page = fumen
        .pages
        .first()
        .ok_or_else(|| refused("the fumen has no page".to_owned()))?;
    let mut field = page.field.to_play();
    if let Some(piece) = page.piece.filter(|_| page.flags.lock) {
        for (x, y) in piece.squares() {
            if !(0..10).contains(&x) || !(0..24).contains(&y) {
                return Err(refused(
                    "the page's piece lies outside the field".to_owned(),
                ));
            }
            field.set(x as u8, y as u8, true);
        }
    }
    Ok(field)
}

/// sfinder's counts over the pattern's distinct sequences (already cut).
fn counted(
    pattern: &Pattern,
    length: usize,
    text: &str,
    solver: &PcSolver<'_>,
    watch: &dyn Watch,
) -> Result<PatternPc, CallError> {
    let sequences = pattern
        .unique(PcRequest::MAX_SEQUENCES)
        .map_err(|e| RequestError::value("pattern", text, e.to_string()))?;
    let each = solver.clears_each(&sequences, watch)?;
    let all = sequences.len() as u64;
    let success = each.iter().filter(|&&b| b).count() as u64;
    let solution = sequences
        .iter()
        .zip(&each)
        .find(|(_, clears)| **clears)
        .and_then(|(queue, _)| {
            let placements = solver.solve(queue)?;
            let goal = solver.goal();
            Some(PcSolution {
                queue: letters(queue),
                placements: placements.iter().map(ToString::to_string).collect(),
                record: solution_record(goal, &placements)?.to_string(),
                fumen: solution_fumen(goal, &placements).ok()??,
            })
        });
    Ok(PatternPc {
        pattern: text.to_owned(),
        length,
        all,
        success: counted_chance(success, all),
        tree: tree(&sequences, &each),
        failing: sequences
            .iter()
            .zip(&each)
            .filter(|(_, clears)| !**clears)
            .map(|(s, _)| letters(s))
            .collect(),
        solution,
        rows: sequences
            .iter()
            .zip(&each)
            .map(|(s, &clears)| (letters(s), clears))
            .collect(),
    })
}

/// Success by first pieces: the root, then every prefix of 1 to
/// [`PcRequest::TREE_DEPTH`] pieces that some sequence starts with, each
/// followed by the longer ones under it (the sequences are sorted).
fn tree(sequences: &[Vec<Piece>], each: &[bool]) -> Vec<PrefixCount> {
    let mut tree = vec![PrefixCount {
        prefix: "*".to_owned(),
        success: each.iter().filter(|&&b| b).count() as u64,
        all: sequences.len() as u64,
    }];
    let mut open: Vec<(Vec<Piece>, usize)> = Vec::new();
    for (sequence, &clears) in sequences.iter().zip(each) {
        let depth = PcRequest::TREE_DEPTH.min(sequence.len());
        for d in 1..=depth {
            let prefix = &sequence[..d];
            let same = open.get(d - 1).is_some_and(|(p, _)| p == prefix);
            if !same {
                open.truncate(d - 1);
                tree.push(PrefixCount {
                    prefix: letters(prefix),
                    success: 0,
                    all: 0,
                });
                open.push((prefix.to_vec(), tree.len() - 1));
            }
            let at = open[d - 1].1;
            tree[at].all += 1;
            tree[at].success += u64::from(clears);
        }
    }
    tree
}
