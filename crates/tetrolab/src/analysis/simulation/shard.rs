//! Monte Carlo across machines: a run's batches measured in parts
//! ([`simulate_part`]) and merged back ([`merge`]) into exactly the study
//! one machine makes, bit for bit, whatever the split.
//!
//! This works because a run is already fixed batches, batch `k` dealt from
//! the dealing's derived stream `k` ([`Plan`], [`Dealing::stream`]): a part
//! measures some of them and keeps only integer counters — each batch's
//! [`Metrics`], and the tallies of the games its batches take — never a
//! float, so nothing rounds differently on another machine. Merging puts
//! the batches back in order and computes every statistic and standard
//! error from them as [`simulate`](super::simulate) does.
//!
//! A [`Partial`] serialises (serde) with its format version and the run it
//! belongs to (spec, generator, seed, pieces, batches, metrics, games), so
//! parts made on other machines are checked before they are merged. Each
//! batch's counters are checked against each other (counts, gaps, runs and
//! balance must be one stream's) and carry a digest of (the run, the
//! batch's index, its counters), as the games' tallies carry one of (the
//! run, the batches, the tallies): an edited number, or a batch copied into
//! another batch's place, is refused. The digest is a keyed hash with a key
//! anyone can read (module `digest`): it catches edits and copies, not a
//! forger. A part is read through a cap on its size ([`Partial::MAX_BYTES`]),
//! and [`Merging`] takes parts one at a time, so reading holds at most one
//! run's batches.

use std::io::{BufReader, Read};
use std::ops::Range;

use serde::{Deserialize, Deserializer, Serialize};

use super::digest::digest;
use super::games::{MAX_DROUGHT_LENGTHS, Tally, game_study, tally_games};
use super::montecarlo::measure_batches;
use super::{DroughtMeaning, GameStudy, Metric, Metrics, Plan, Study, drought_lengths};
use crate::rng::{RngKind, Seed};
use crate::spelling::{Spelled, Spelling};
use crate::work::{Stopped, Watch};
use crate::{Dealing, Halted};

/// The partial-result format this tetrolab writes and reads; a part
/// written in another format is refused when it is read.
/// Format 2 added each batch's digest: a part of format 1 has none, so it
/// cannot be checked and is refused.
pub const PARTIAL_FORMAT: u32 = 2;

/// Per-game odds measured beside the pieces (as
/// [`simulate_games`](super::simulate_games) measures them): a run's games
/// are shared out over its batches as its pieces are ([`Plan::share`]), so
/// a run of one batch cannot split its games either.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GamePlan {
    /// Pieces in a game.
    pub length: u64,
    /// Games in the whole run.
    pub games: u64,
    /// The drought lengths reported ([`drought_lengths`]).
    #[serde(deserialize_with = "super::wire::at_most::<_, _, MAX_DROUGHT_LENGTHS>")]
    pub lengths: Vec<u64>,
    /// What counts as a drought.
    pub droughts: DroughtMeaning,
}

impl GamePlan {
    /// `games` games of `length` pieces, reporting the standard drought
    /// lengths and `extra` ones.
    pub fn new(length: u64, games: u64, extra: &[u64], droughts: DroughtMeaning) -> GamePlan {
        GamePlan {
            length,
            games,
            lengths: drought_lengths(extra),
            droughts,
        }
    }
}

/// The run a part belongs to: what must be equal for parts to merge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    /// The randomizer, as its spec is written back.
    pub spec: String,
    /// Its generator's name.
    pub generator: String,
    /// The seed of batch 0 (the others derive from it).
    pub seed: String,
    /// Pieces in the whole run.
    pub pieces: u64,
    /// Batches in the whole run ([`Plan::for_pieces`]), numbered from 0.
    pub batches_total: u64,
    /// The metrics measured, by name: a tetrolab measuring others cannot
    /// merge the part.
    #[serde(deserialize_with = "super::wire::at_most::<_, _, 1024>")]
    pub metrics: Vec<String>,
    /// The games played beside the pieces, if any.
    pub game: Option<GamePlan>,
}

impl Run {
    fn new(dealing: &Dealing, plan: &Plan, game: Option<&GamePlan>) -> Run {
        Run {
            spec: dealing.spec().to_string(),
            generator: dealing.generator().name().to_owned(),
            seed: dealing.seed().to_string(),
            pieces: plan.pieces,
            batches_total: plan.batches(),
            metrics: metric_names(),
            game: game.cloned(),
        }
    }

    /// The first thing that differs from `other`'s run: what it is, this
    /// run's value and the other's.
    fn difference(&self, other: &Run) -> Option<(&'static str, String, String)> {
        let words = |game: &Option<GamePlan>| match game {
            None => "no games".to_owned(),
            Some(g) => format!(
                "{} games of {} pieces, {} droughts of {:?}",
                g.games,
                g.length,
                g.droughts.name(),
                g.lengths
            ),
        };
        let fields = [
            ("spec", self.spec.clone(), other.spec.clone()),
            ("generator", self.generator.clone(), other.generator.clone()),
            ("seed", self.seed.clone(), other.seed.clone()),
            (
                "piece count",
                self.pieces.to_string(),
                other.pieces.to_string(),
            ),
            (
                "batch count",
                self.batches_total.to_string(),
                other.batches_total.to_string(),
            ),
            ("metrics", self.metrics.join(","), other.metrics.join(",")),
            ("games", words(&self.game), words(&other.game)),
        ];
        fields.into_iter().find(|(_, mine, theirs)| mine != theirs)
    }

    /// The dealing the run names, resolved again.
    fn dealing(&self) -> Result<Dealing, String> {
        let spec = self.spec.parse().map_err(|e| format!("its spec: {e}"))?;
        let seed = self.seed.parse().map_err(|e| format!("its seed: {e}"))?;
        let rng = self.generator.parse::<RngKind>().ok();
        let dealing = Dealing::new(spec, rng, seed).map_err(|e| e.to_string())?;
        if dealing.generator().name() != self.generator {
            return Err(format!(
                "`{}` runs on {}, not {}",
                self.spec,
                dealing.generator(),
                self.generator
            ));
        }
        Ok(dealing)
    }
}

/// Every metric's name, in order.
fn metric_names() -> Vec<String> {
    Metric::all().iter().map(Metric::to_string).collect()
}

/// Some batches of a run, measured: integer counters a [`merge`] with the
/// parts holding the other batches turns into the run's study.
///
/// ```
/// use tetrolab::analysis::{merge, simulate, simulate_part};
/// use tetrolab::Dealing;
/// use tetrolab::work::Unwatched;
/// let dealing = Dealing::new("7-bag".parse().unwrap(), None, 1u64.into()).unwrap();
/// let pieces = 100_000; // 24 batches
/// let low = simulate_part(&dealing, pieces, None, 0..10, &Unwatched)?;
/// let high = simulate_part(&dealing, pieces, None, 10..24, &Unwatched)?;
/// assert_eq!(low.run.batches_total, 24);
/// let merged = merge(&[("high", high), ("low", low)]).unwrap();
/// let whole = simulate(&dealing, pieces, &Unwatched)?;
/// assert_eq!(merged.study.estimates, whole.estimates);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Partial {
    /// The format version ([`PARTIAL_FORMAT`]), checked when read.
    #[serde(rename = "tetrolab_partial")]
    format: Format,
    /// The run the part belongs to.
    pub run: Run,
    /// The batches it holds.
    pub batches: Range<u64>,
    /// Each batch's counters, in batch order.
    #[serde(deserialize_with = "super::wire::at_most::<_, _, MAX_BATCHES>")]
    counters: Vec<Metrics>,
    /// Each batch's digest: of the run, its index and its counters.
    #[serde(deserialize_with = "super::wire::at_most::<_, _, MAX_BATCHES>")]
    digests: Vec<String>,
    /// The tallies of the games its batches take.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    games: Option<Tally>,
    /// Their digest: of the run, the batches and the tallies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    games_digest: Option<String>,
}

/// The most batches a part holds (a run has no more).
const MAX_BATCHES: usize = Plan::MAX_BATCHES as usize;

/// The format version, refused when read unless it is [`PARTIAL_FORMAT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
struct Format(u32);

impl<'de> Deserialize<'de> for Format {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Format, D::Error> {
        let version = u32::deserialize(d)?;
        if version == PARTIAL_FORMAT {
            Ok(Format(version))
        } else {
            Err(serde::de::Error::custom(format!(
                "partial result format {version}, but this tetrolab reads format \
                 {PARTIAL_FORMAT}: make the parts again with this version"
            )))
        }
    }
}

/// Why a part cannot be measured.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PartError {
    /// No seed was given: a drawn one would differ from part to part.
    #[error("{}", self.message(Spelling::CLI))]
    NoSeed,
    /// No batch in the range.
    #[error("{}", self.message(Spelling::CLI))]
    Empty(Range<u64>),
    /// The range reaches past the run's batches.
    #[error("{}", self.message(Spelling::CLI))]
    Past {
        /// The range asked for.
        batches: Range<u64>,
        /// The run's pieces.
        pieces: u64,
        /// Its batches.
        total: u64,
    },
    /// The games ask for more drought lengths than a question may.
    #[error(transparent)]
    TooManyLengths(#[from] super::TooManyLengths),
    /// The whole run would deal past where its source stops.
    #[error(transparent)]
    Halted(#[from] Halted),
    /// Stopped, as asked.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

impl Spelled for PartError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            PartError::NoSeed => format!(
                "a partial result needs {0}: every part of a run deals from one seed, so give each part the same {0}",
                spelling.seed
            ),
            PartError::Empty(batches) => format!(
                "batches {} hold no batch: give {} a range with at least one batch",
                spelling.range(batches.start, batches.end),
                spelling.batches
            ),
            PartError::Past {
                batches,
                pieces,
                total,
            } => format!(
                "batches {} reach past the run's batches: {pieces} pieces make {total} batches, {}; give {} within them",
                spelling.range(batches.start, batches.end),
                spelling.range(0, *total),
                spelling.batches
            ),
            PartError::Halted(halted) => halted.message(spelling),
            PartError::TooManyLengths(many) => many.to_string(),
            PartError::Stopped(stopped) => stopped.to_string(),
        }
    }
}

/// The seed every part of a run deals from: the one given. A part is
/// refused without one, since a seed drawn for it would differ from the
/// other parts'.
///
/// ```
/// use tetrolab::analysis::{PartError, part_seed};
/// assert_eq!(part_seed(Some(7u64.into())), Ok(7u64.into()));
/// assert_eq!(part_seed(None), Err(PartError::NoSeed));
/// ```
///
/// # Errors
/// [`PartError::NoSeed`] when none is given.
pub fn part_seed(seed: Option<Seed>) -> Result<Seed, PartError> {
    seed.ok_or(PartError::NoSeed)
}

/// Measures batches `batches` of the run of `pieces` pieces of `dealing`
/// (and, with `game`, the games those batches take) as
/// [`simulate`](super::simulate) and [`simulate_games`](super::simulate_games)
/// would, for a [`merge`] with the parts holding the rest. `watch` is told
/// of the pieces of each chunk dealt (from any thread) and asked between
/// chunks whether to stop.
///
/// # Errors
/// An empty range, a range past the run's batches, or a run that would
/// deal past where its source stops (checked for the whole run, so a part
/// is refused exactly when the whole run is); or a stop asked for by
/// `watch`.
pub fn simulate_part(
    dealing: &Dealing,
    pieces: u64,
    game: Option<&GamePlan>,
    batches: Range<u64>,
    watch: &dyn Watch,
) -> Result<Partial, PartError> {
    let plan = Plan::for_pieces(pieces);
    if batches.start >= batches.end {
        return Err(PartError::Empty(batches));
    }
    if batches.end > plan.batches() {
        return Err(PartError::Past {
            batches,
            pieces,
            total: plan.batches(),
        });
    }
    if let Some(game) = game {
        super::checked_drought_lengths(&game.lengths)?;
    }
    dealing.check_streams(plan.streams())?;
    if let Some(game) = game {
        dealing.check_streams((0..game.games).map(|k| (k, game.length)))?;
    }
    let counters = measure_batches(dealing, &plan, batches.clone(), watch)?;
    let games = game
        .map(|game| {
            tally_games(
                dealing,
                game.length,
                plan.share(game.games, batches.clone()),
                &game.lengths,
                game.droughts,
                watch,
            )
        })
        .transpose()?;
    let run = Run::new(dealing, &plan, game);
    let digests = batches
        .clone()
        .zip(&counters)
        .map(|(k, counters)| batch_digest(&run, k, counters))
        .collect();
    let games_digest = games
        .as_ref()
        .map(|tally| games_digest(&run, &batches, tally));
    Ok(Partial {
        format: Format(PARTIAL_FORMAT),
        run,
        batches,
        counters,
        digests,
        games,
        games_digest,
    })
}

/// The digest that seals batch `k`'s counters in `run`.
fn batch_digest(run: &Run, k: u64, counters: &Metrics) -> String {
    digest(&(run, k, counters))
}

/// The digest that seals the tallies of the games batches `batches` of
/// `run` take.
fn games_digest(run: &Run, batches: &Range<u64>, tally: &Tally) -> String {
    digest(&(run, batches, tally))
}

impl Partial {
    /// Every batch of a run of `pieces` pieces, `0..batches`: the part
    /// measured when no batches are asked for.
    ///
    /// ```
    /// use tetrolab::analysis::{Partial, Plan};
    /// assert_eq!(Partial::every_batch(10 * Plan::MIN_BATCH), 0..10);
    /// ```
    pub fn every_batch(pieces: u64) -> Range<u64> {
        0..Plan::for_pieces(pieces).batches()
    }

    /// A part read from its JSON (as serde writes a [`Partial`]),
    /// labelled `part` in the error if it is not one.
    ///
    /// ```
    /// use tetrolab::analysis::Partial;
    /// let refused = Partial::from_json("{}", "a.json").unwrap_err();
    /// assert!(refused.to_string().starts_with("a.json is not a partial result"));
    /// ```
    ///
    /// # Errors
    /// [`MergeError::NotPartial`]: the text is not a part's JSON, or a
    /// part in another format.
    pub fn from_json(text: &str, part: &str) -> Result<Partial, MergeError> {
        if text.len() as u64 > Partial::MAX_BYTES {
            return Err(MergeError::TooLarge {
                part: part.to_owned(),
            });
        }
        serde_json::from_str(text).map_err(|e| MergeError::NotPartial {
            part: part.to_owned(),
            why: e.to_string(),
        })
    }

    /// The most bytes a part's JSON takes: 64 batches (the most a run
    /// has) of 512 KiB each, several times the largest batch a run
    /// writes (40 to 150 KB; a memoryless randomizer's 5-grams take the
    /// most). Anything larger is refused unread.
    pub const MAX_BYTES: u64 = Plan::MAX_BATCHES * (512 << 10);

    /// A part read from `reader` (as [`Partial::from_json`] reads its
    /// text), streamed and never more than [`Partial::MAX_BYTES`] of it:
    /// what a face reading a file calls.
    ///
    /// ```
    /// use tetrolab::analysis::Partial;
    /// let endless = std::io::repeat(b' ');
    /// let refused = Partial::from_reader(endless, "zeros").unwrap_err();
    /// assert!(refused.to_string().starts_with("zeros is larger than any partial result"));
    /// ```
    ///
    /// # Errors
    /// [`MergeError::TooLarge`] past the cap; [`MergeError::NotPartial`]
    /// for text that is not a part's JSON (a read error included).
    pub fn from_reader(reader: impl Read, part: &str) -> Result<Partial, MergeError> {
        let mut capped = BufReader::new(reader.take(Partial::MAX_BYTES + 1));
        let mut json = serde_json::Deserializer::from_reader(&mut capped);
        let read = Partial::deserialize(&mut json).and_then(|partial| {
            json.end()?;
            Ok(partial)
        });
        if capped.get_ref().limit() == 0 {
            return Err(MergeError::TooLarge {
                part: part.to_owned(),
            });
        }
        read.map_err(|e| MergeError::NotPartial {
            part: part.to_owned(),
            why: e.to_string(),
        })
    }

    /// The pieces a part of batches `batches` of a run of `pieces` pieces
    /// (and `game`'s games) deals: what its progress counts to.
    ///
    /// ```
    /// use tetrolab::analysis::{DroughtMeaning, GamePlan, Partial, Plan};
    /// let pieces = 4 * Plan::MIN_BATCH;
    /// // 10 games over 4 batches: 3, 3, 2 and 2.
    /// let game = GamePlan::new(100, 10, &[], DroughtMeaning::Any);
    /// let dealt = Partial::pieces_for(pieces, Some(&game), 1..3);
    /// assert_eq!(dealt, 2 * Plan::MIN_BATCH + 5 * 100);
    /// ```
    pub fn pieces_for(pieces: u64, game: Option<&GamePlan>, batches: Range<u64>) -> u64 {
        let plan = Plan::for_pieces(pieces);
        let dealt: u64 = batches
            .clone()
            .filter(|&k| k < plan.batches())
            .map(|k| plan.batch_pieces(k))
            .sum();
        let played = game.map_or(0, |g| {
            let games = plan.share(g.games, batches);
            (games.end - games.start).saturating_mul(g.length)
        });
        dealt.saturating_add(played)
    }

    /// What is wrong with the part as read, if anything: counters that
    /// one run's batches cannot have made.
    fn problem(&self) -> Option<String> {
        let run = &self.run;
        let plan = Plan::for_pieces(run.pieces);
        if plan.batches() != run.batches_total {
            return Some(format!(
                "{} pieces make {} batches, not {}",
                run.pieces,
                plan.batches(),
                run.batches_total
            ));
        }
        if run.metrics != metric_names() {
            return Some("it measures other metrics than this tetrolab: make the parts again with one version".to_owned());
        }
        let Range { start, end } = self.batches;
        if start >= end || end > plan.batches() {
            return Some(format!(
                "its batches {start}..{end} are not within the run's 0..{}",
                plan.batches()
            ));
        }
        if self.counters.len() as u64 != end - start || self.digests.len() != self.counters.len() {
            return Some(format!(
                "it holds {} batches' counters and {} digests for batches {start}..{end}",
                self.counters.len(),
                self.digests.len()
            ));
        }
        for ((k, counters), sealed) in self.batches.clone().zip(&self.counters).zip(&self.digests) {
            if counters.pieces() != plan.batch_pieces(k) {
                return Some(format!(
                    "the counters of batch {k} hold {} pieces, not the batch's {}",
                    counters.pieces(),
                    plan.batch_pieces(k)
                ));
            }
            if let Some(why) = counters.inconsistency() {
                return Some(format!(
                    "the counters of batch {k} are not a batch's: {why}"
                ));
            }
            if *sealed != batch_digest(run, k, counters) {
                return Some(format!(
                    "the counters of batch {k} do not match their digest: they were changed, or \
                     copied from another batch or run, after the part was written; make the part again"
                ));
            }
        }
        match (&run.game, &self.games) {
            (None, None) => None,
            (Some(game), Some(tally)) => {
                let games = plan.share(game.games, self.batches.clone());
                if !tally.fits(games.end - games.start, game.length, game.lengths.len()) {
                    Some(format!("its game tallies are not those of games {games:?}"))
                } else if self.games_digest.as_deref()
                    != Some(&games_digest(run, &self.batches, tally))
                {
                    Some(
                        "its game tallies do not match their digest: they were changed after \
                         the part was written; make the part again"
                            .to_owned(),
                    )
                } else {
                    None
                }
            }
            _ => Some("its game tallies do not match its games".to_owned()),
        }
    }
}

/// A run merged from its parts: the dealing it names, and the study (and
/// games) one machine would have made of it.
#[derive(Debug, Clone)]
pub struct Merged {
    /// The run's dealing, resolved again from the parts.
    pub dealing: Dealing,
    /// The study of all its pieces.
    pub study: Study,
    /// Its per-game odds, if games were played.
    pub games: Option<GameStudy>,
}

/// Why parts cannot be merged; each names the parts by the labels given
/// to [`merge`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MergeError {
    /// Nothing to merge.
    #[error("no partial results to merge: give the parts that hold every batch of a run")]
    NoParts,
    /// A part is larger than any part (more than [`Partial::MAX_BYTES`]).
    #[error("{}", self.message(Spelling::CLI))]
    TooLarge {
        /// The part.
        part: String,
    },
    /// A part's text is not a partial result.
    #[error("{}", self.message(Spelling::CLI))]
    NotPartial {
        /// The part.
        part: String,
        /// What the JSON reader says.
        why: String,
    },
    /// A part's counters could not come from its run.
    #[error("{part} is not a partial result of tetrolab's: {why}")]
    Malformed {
        /// The part.
        part: String,
        /// What is wrong.
        why: String,
    },
    /// Two parts belong to different runs.
    #[error(
        "{other} and {first} belong to different runs: {what} {theirs} in {other}, {mine} in {first}; merge the parts of one run"
    )]
    Differ {
        /// The first part.
        first: String,
        /// The part that differs from it.
        other: String,
        /// What differs.
        what: &'static str,
        /// Its value in the first part.
        mine: String,
        /// Its value in the other.
        theirs: String,
    },
    /// Two parts hold the same batches.
    #[error("{}", self.message(Spelling::CLI))]
    Overlap {
        /// One part.
        first: String,
        /// The other.
        other: String,
        /// The batches both hold.
        batches: Range<u64>,
    },
    /// Some batches are in no part.
    #[error("{}", self.message(Spelling::CLI))]
    Missing {
        /// The batches missing, as ranges.
        missing: Vec<Range<u64>>,
        /// The run's batches.
        total: u64,
    },
}

impl Spelled for MergeError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            MergeError::TooLarge { part } => format!(
                "{part} is larger than any partial result ({} MiB at most: {} batches of at most \
                 512 KiB): give the files {} writes",
                Partial::MAX_BYTES >> 20,
                Plan::MAX_BATCHES,
                spelling.partial
            ),
            MergeError::NotPartial { part, why } => format!(
                "{part} is not a partial result ({} writes them): {why}",
                spelling.partial
            ),
            MergeError::Missing { missing, total } => format!(
                "batches {} of the run's {} are in no part: measure them too and merge again",
                missing
                    .iter()
                    .map(|r| spelling.range(r.start, r.end))
                    .collect::<Vec<_>>()
                    .join(", "),
                spelling.range(0, *total)
            ),
            MergeError::Overlap {
                first,
                other,
                batches,
            } => format!(
                "{first} and {other} both hold batches {}: give each batch once",
                spelling.range(batches.start, batches.end)
            ),
            other => other.to_string(),
        }
    }
}

/// Merges the parts of one run, each given with a label errors name it by
/// (a file name, say), in any order: exactly the study (and games)
/// [`simulate`](super::simulate) and [`simulate_games`](super::simulate_games)
/// make of the whole run on one machine. As [`Merging`] one part at a
/// time.
///
/// # Errors
/// No parts, a part that is not sound, parts of different runs (spec,
/// generator, seed, pieces, batches, metrics or games), batches held twice,
/// or batches held by none.
pub fn merge<S: AsRef<str>>(parts: &[(S, Partial)]) -> Result<Merged, MergeError> {
    let mut merging = Merging::default();
    for (label, part) in parts {
        merging.add(label.as_ref(), part.clone())?;
    }
    merging.finish()
}

/// The parts of one run taken in one at a time, each checked as it comes
/// (sound, of the first part's run, holding no batch another holds), so
/// that a reader of many files holds at most one run's batches and stops
/// at the first part that does not belong.
///
/// ```
/// use tetrolab::analysis::{Merging, simulate_part};
/// use tetrolab::Dealing;
/// use tetrolab::work::Unwatched;
/// let dealing = Dealing::new("7-bag".parse().unwrap(), None, 1u64.into()).unwrap();
/// let part = |batches| simulate_part(&dealing, 100_000, None, batches, &Unwatched).unwrap();
/// let mut merging = Merging::default();
/// merging.add("low", part(0..10))?;
/// let again = merging.add("again", part(5..12)).unwrap_err();
/// assert_eq!(again.to_string(), "low and again both hold batches 5..10: give each batch once");
/// merging.add("high", part(10..24))?;
/// assert_eq!(merging.finish()?.study.plan.batches(), 24);
/// # Ok::<(), tetrolab::analysis::MergeError>(())
/// ```
#[derive(Debug, Default)]
pub struct Merging {
    /// The parts so far, labelled, in the order given.
    parts: Vec<(String, Partial)>,
}

impl Merging {
    /// Takes in one more part, labelled `label` in errors.
    ///
    /// # Errors
    /// A part that is not sound, of another run than the first part's,
    /// or holding batches a part before it holds.
    pub fn add(&mut self, label: &str, part: Partial) -> Result<(), MergeError> {
        if let Some(why) = part.problem() {
            return Err(MergeError::Malformed {
                part: label.to_owned(),
                why,
            });
        }
        if let Some((first_label, first)) = self.parts.first()
            && let Some((what, mine, theirs)) = first.run.difference(&part.run)
        {
            return Err(MergeError::Differ {
                first: first_label.clone(),
                other: label.to_owned(),
                what,
                mine,
                theirs,
            });
        }
        let batches = &part.batches;
        let mut held: Vec<&(String, Partial)> = self.parts.iter().collect();
        held.sort_by_key(|(_, p)| p.batches.start);
        if let Some((other, held)) = held
            .iter()
            .find(|(_, p)| p.batches.start < batches.end && batches.start < p.batches.end)
        {
            return Err(MergeError::Overlap {
                first: other.clone(),
                other: label.to_owned(),
                batches: batches.start.max(held.batches.start)..batches.end.min(held.batches.end),
            });
        }
        self.parts.push((label.to_owned(), part));
        Ok(())
    }

    /// The run the parts make: its dealing and study.
    ///
    /// # Errors
    /// No parts, batches no part holds, or a run whose dealing cannot be
    /// made again (a spec or seed this tetrolab does not know).
    pub fn finish(mut self) -> Result<Merged, MergeError> {
        self.parts.sort_by_key(|(_, p)| p.batches.start);
        let (label, first) = self.parts.first().ok_or(MergeError::NoParts)?;
        let total = first.run.batches_total;
        let mut missing = Vec::new();
        let mut covered = 0;
        for (_, part) in &self.parts {
            if part.batches.start > covered {
                missing.push(covered..part.batches.start);
            }
            covered = part.batches.end;
        }
        if covered < total {
            missing.push(covered..total);
        }
        if !missing.is_empty() {
            return Err(MergeError::Missing { missing, total });
        }
        let dealing = first.run.dealing().map_err(|why| MergeError::Malformed {
            part: label.clone(),
            why,
        })?;
        let counters: Vec<Metrics> = self
            .parts
            .iter()
            .flat_map(|(_, part)| part.counters.iter().cloned())
            .collect();
        let plan = Plan::for_pieces(first.run.pieces);
        let study = Study::of_batches(plan, dealing.generator(), &counters);
        let games = first.run.game.as_ref().map(|game| {
            let total = self
                .parts
                .iter()
                .filter_map(|(_, part)| part.games.as_ref())
                .fold(Tally::new(game.lengths.len()), |sum, tally| {
                    sum.merge(tally)
                });
            game_study(game.length, game.droughts, &game.lengths, &total)
        });
        Ok(Merged {
            dealing,
            study,
            games,
        })
    }
}
