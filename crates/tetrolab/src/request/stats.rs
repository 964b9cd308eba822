//! `stats`: measure one randomizer by simulation (a whole run, or some
//! of its batches as a partial result for `merge`).

use std::ops::Range;

use super::call::CallError;
use super::given::Options;
use super::reader::Reader;
use super::refusal::RequestError;
use super::resolve::{check_seed, spec_of};
use crate::Dealing;
use crate::analysis::{
    DroughtMeaning, GamePlan, GameStudy, Partial, Study, part_seed, simulate, simulate_games,
    simulate_part,
};
use crate::randomizer::{Resolved, SeedChoice, resolve};
use crate::results::{STATS_COUNT, STATS_GAMES, Stats};
use crate::rng::{RngKind, Seed};
use crate::work::Watch;

/// What `stats` measures: `tetrolab stats`, Python's `stats()`, the
/// page's Numbers view.
///
/// ```
/// use tetrolab::request::StatsRequest;
/// let request = StatsRequest { count: 70_000, seed: Some(1u64.into()), ..StatsRequest::new("7-bag") };
/// let answer = request.resolve(0)?.value.measure(&tetrolab::work::Unwatched)?;
/// let tetrolab::request::StatsAnswer::Run { stats, .. } = answer else { unreachable!() };
/// assert_eq!(stats.summary.pieces, 70_000);
/// # Ok::<(), tetrolab::request::CallError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct StatsRequest {
    /// The randomizer, as a spec.
    pub spec: String,
    /// Pieces to measure.
    pub count: u64,
    /// The seed (`None`: one is drawn and announced).
    pub seed: Option<Seed>,
    /// The generator (`None`: the randomizer's own).
    pub rng: Option<RngKind>,
    /// Also play games of this many pieces for per-game drought odds.
    pub game_length: Option<u64>,
    /// Games to play.
    pub games: u64,
    /// Drought lengths to report besides the standard ones.
    pub at_least: Vec<u64>,
    /// What counts as a drought in the per-game odds.
    pub droughts: DroughtMeaning,
    /// Measure batches as a partial result instead of the statistics.
    pub partial: bool,
    /// The batches a partial result holds (`None`: every batch).
    pub batches: Option<Range<u64>>,
}

impl StatsRequest {
    /// The options a face may give.
    pub const OPTIONS: &'static [&'static str] = &[
        "spec",
        "count",
        "seed",
        "rng",
        "game_length",
        "games",
        "at_least",
        "droughts",
        "partial",
        "batches",
    ];

    /// `spec` with every other option at the library's default.
    pub fn new(spec: &str) -> StatsRequest {
        StatsRequest {
            spec: spec.to_owned(),
            count: STATS_COUNT,
            seed: None,
            rng: None,
            game_length: None,
            games: STATS_GAMES,
            at_least: Vec::new(),
            droughts: DroughtMeaning::default(),
            partial: false,
            batches: None,
        }
    }

    /// The request a face's options make, checked.
    ///
    /// # Errors
    /// The first option that does not do, as one sentence.
    pub fn from_options(options: &Options) -> Result<StatsRequest, RequestError> {
        let read = Reader::new(options, "stats", Self::OPTIONS)?;
        let request = StatsRequest {
            spec: read.spec()?,
            count: read.at_least("count", 1, STATS_COUNT)?,
            seed: read.seed("seed")?,
            rng: read.rng()?,
            game_length: read
                .whole("game_length")?
                .map(|n| super::reader::check_at_least("game_length", n, 1))
                .transpose()?,
            games: read.at_least("games", 1, STATS_GAMES)?,
            at_least: read.wholes("at_least", 1)?,
            droughts: read.droughts()?.unwrap_or_default(),
            partial: read.flag("partial")?,
            batches: read.batches()?,
        };
        for option in ["games", "at_least", "droughts"] {
            if read.has(option) && request.game_length.is_none() {
                return Err(RequestError::Needs {
                    option,
                    needs: "game_length",
                });
            }
        }
        request.validate()?;
        Ok(request)
    }

    /// Every rule the request must meet before any work.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub fn validate(&self) -> Result<(), RequestError> {
        super::reader::check_at_least("count", self.count, 1)?;
        super::reader::check_at_least("games", self.games, 1)?;
        crate::analysis::checked_drought_lengths(&self.at_least).map_err(|too_many| {
            RequestError::value(
                "at_least",
                format!("({} values)", self.at_least.len()),
                too_many.to_string(),
            )
        })?;
        if self.batches.is_some() && !self.partial {
            return Err(RequestError::Needs {
                option: "batches",
                needs: "partial",
            });
        }
        if self.partial {
            part_seed(self.seed).map_err(RequestError::Part)?;
        }
        check_seed(&spec_of(&self.spec)?, self.rng, self.seed.as_ref())
    }

    /// The games asked for, as a run plays them.
    fn game_plan(&self) -> Option<GamePlan> {
        self.game_length
            .map(|length| GamePlan::new(length, self.games, &self.at_least, self.droughts))
    }

    /// The run resolved: the randomizer on its generator with its seed
    /// (`fresh`: 64 random bits for a seed not given, announced in the
    /// notices, which a face shows before the work begins).
    ///
    /// # Errors
    /// A refused request.
    pub fn resolve(&self, fresh: u64) -> Result<Resolved<StatsRun>, RequestError> {
        self.validate()?;
        let resolved = resolve(
            spec_of(&self.spec)?,
            self.rng,
            SeedChoice::from_option(self.seed, fresh),
        )?;
        Ok(Resolved {
            value: StatsRun {
                request: self.clone(),
                dealing: resolved.value,
            },
            notices: resolved.notices,
        })
    }
}

/// A `stats` run resolved, ready to measure.
#[derive(Debug)]
pub struct StatsRun {
    request: StatsRequest,
    dealing: Dealing,
}

impl StatsRun {
    /// The randomizer, generator and seed measured.
    pub fn dealing(&self) -> &Dealing {
        &self.dealing
    }

    /// Measures: the statistics of the run, or the partial result of its
    /// batches.
    ///
    /// # Errors
    /// A run past its source's stop, or a stop asked for by `watch`.
    pub fn measure(&self, watch: &dyn Watch) -> Result<StatsAnswer, CallError> {
        let request = &self.request;
        let dealing = &self.dealing;
        let game = request.game_plan();
        Ok(if request.partial {
            let batches = request
                .batches
                .clone()
                .unwrap_or_else(|| Partial::every_batch(request.count));
            let total = Partial::pieces_for(request.count, game.as_ref(), batches.clone());
            watch.begin(dealing.spec().name(), total);
            StatsAnswer::Part(simulate_part(
                dealing,
                request.count,
                game.as_ref(),
                batches,
                watch,
            )?)
        } else {
            let game_pieces = game
                .as_ref()
                .map_or(0, |g| g.length.saturating_mul(g.games));
            watch.begin(
                dealing.spec().name(),
                request.count.saturating_add(game_pieces),
            );
            let study = simulate(dealing, request.count, watch)?;
            let games = game
                .map(|g| {
                    simulate_games(
                        dealing,
                        g.length,
                        g.games,
                        &request.at_least,
                        g.droughts,
                        watch,
                    )
                })
                .transpose()?;
            StatsAnswer::Run {
                stats: Stats::new(dealing, &study, games.as_ref()),
                dealing: dealing.clone(),
                study,
                games,
            }
        })
    }
}

/// What `stats` answers.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)] // made once per call, never stored in bulk
pub enum StatsAnswer {
    /// A whole run: the statistics (the JSON), and the study and games
    /// they were read from (for a face's text report).
    Run {
        /// The statistics, as `--json` prints them.
        stats: Stats,
        /// The randomizer, generator and seed measured.
        dealing: Dealing,
        /// The simulation.
        study: Study,
        /// The games played, if asked.
        games: Option<GameStudy>,
    },
    /// Some batches' counters, for `merge`.
    Part(Partial),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::Given;
    use crate::spelling::{Spelled, Spelling};

    fn options(pairs: &[(&str, Given)]) -> Options {
        let mut options = Options::default();
        for (name, value) in pairs {
            options.set(name, value.clone());
        }
        options
    }

    fn refusal(pairs: &[(&str, Given)]) -> String {
        StatsRequest::from_options(&options(pairs))
            .unwrap_err()
            .message(Spelling::PYTHON)
    }

    #[test]
    fn defaults_are_the_librarys() {
        let request =
            StatsRequest::from_options(&options(&[("spec", Given::Text("7-bag".into()))])).unwrap();
        assert_eq!(request, StatsRequest::new("7-bag"));
    }

    #[test]
    fn every_refusal_is_one_sentence_naming_the_option() {
        let spec = ("spec", Given::Text("7-bag".into()));
        assert_eq!(
            refusal(&[spec.clone(), ("count", Given::number(0))]),
            "count=0: must be at least 1"
        );
        assert!(refusal(&[spec.clone(), ("games", Given::number(5))]).starts_with("games="));
        assert!(
            refusal(&[spec.clone(), ("batches", Given::Text("0..2".into()))]).contains("partial=")
        );
        assert!(refusal(&[spec.clone(), ("partial", Given::Flag(true))]).contains("seed="));
        assert!(refusal(&[spec.clone(), ("cuont", Given::number(5))]).contains("count="));
        assert!(refusal(&[("count", Given::number(5))]).starts_with("no randomizer"));
        assert!(
            refusal(&[spec, ("seed", Given::Text("x".into()))]).starts_with("seed=x: not a seed")
        );
    }
}
