//! A chart asked for by kind, with the options every face offers: the
//! one place a kind's defaults and its library calls are decided, so the
//! command line's `plot` and Python's `plot` draw the same chart from the
//! same words.

use tetrolab::Piece;
use tetrolab::analysis::{DroughtMeaning, MeasureOptions, Measured, Metric};
use tetrolab::randomizer::SeedChoice;
use tetrolab::randomizer::Subject;
use tetrolab::request::{FrontierRequest, Options, Reader, RequestError, check_at_least};
use tetrolab::rng::RngKind;
use tetrolab::spelling::Spelled;

use crate::chart::Chart;
use crate::plots::{self, GameQuestion, SweepQuestion};
use crate::{ChartError, Context, Progress};

/// Each kind's options when a face is not told them: written once, so
/// `tetrolab plot`, Python's `plot` and the browser page draw the same
/// chart from the same words.
pub mod defaults {
    use tetrolab::Piece;
    use tetrolab::analysis::Metric;

    /// Runs averaged by `balance`, trials per point of `sweep`.
    pub const TRIALS: u64 = 100;
    /// The piece `game` counts droughts of.
    pub const PIECE: Piece = Piece::I;
    /// The drought length `game` asks about.
    pub const AT_LEAST: u64 = 13;
    /// The longest game on `game`'s chart.
    pub const MAX_LENGTH: u64 = 500;
    /// Games `game` simulates per length.
    pub const GAMES: u64 = 2000;
    /// Pieces per trial of `sweep`.
    pub const LENGTH: u64 = 100;
    /// The metric `sweep` draws.
    pub const METRIC: Metric = Metric::FrequencyStd;
}

/// What a chart shows, with the options of its kind.
#[derive(Debug, Clone)]
pub enum PlotKind {
    /// Seed document 002's weights over time (one weighted spec).
    Weights,
    /// How often each piece comes.
    Histogram,
    /// The gap law of one piece (`None`: every piece's).
    Gap(Option<Piece>),
    /// The drought law of one piece (`None`: every piece's).
    Drought(Option<Piece>),
    /// Predictability: H(next | k before) against k.
    Entropy,
    /// Seed document 000's ratings, measured.
    Compare,
    /// Balance over a run, over `trials` runs.
    Balance {
        /// Runs averaged.
        trials: u64,
    },
    /// Per-game drought odds against game length.
    Game(GameQuestion),
    /// One metric over a sweep's grid (the chart's one spec is the
    /// template).
    Sweep {
        /// The metric drawn.
        metric: Metric,
        /// Trials per point.
        trials: u64,
        /// Pieces per trial.
        length: u64,
        /// Each trial as a point besides the means.
        points: bool,
    },
    /// A design space's frontier on two objectives (the chart draws no
    /// spec of its own: the request names its space).
    Frontier(FrontierRequest),
}

/// A kind's options as a face collects them, by the names `tetrolab
/// plot` gives them; `None` leaves one at its [default](defaults).
#[derive(Debug, Clone, Copy, Default)]
pub struct KindOptions {
    /// `piece`: gap, drought, game.
    pub piece: Option<Piece>,
    /// `trials`: balance, sweep.
    pub trials: Option<u64>,
    /// `at_least`: game.
    pub at_least: Option<u64>,
    /// `droughts`: game.
    pub droughts: DroughtMeaning,
    /// `max_length`: game.
    pub max_length: Option<u64>,
    /// `games`: game.
    pub games: Option<u64>,
    /// `metric`: sweep.
    pub metric: Option<Metric>,
    /// `length`: sweep.
    pub length: Option<u64>,
    /// `points`: sweep.
    pub points: bool,
}

/// Each kind's name, its call's name in messages, and its options: every
/// chart's (`kind`, `specs`, `exact`, `seed`, `rng`, and `count` where the
/// kind deals a count of pieces: not `game` or `sweep`, which deal games
/// and trials of their own lengths), then its own.
const KINDS: [(&str, &str, &[&str]); 10] = [
    (
        "weights",
        "plot weights",
        &["kind", "specs", "count", "exact", "seed", "rng"],
    ),
    (
        "histogram",
        "plot histogram",
        &["kind", "specs", "count", "exact", "seed", "rng"],
    ),
    (
        "gap",
        "plot gap",
        &["kind", "specs", "count", "exact", "seed", "rng", "piece"],
    ),
    (
        "drought",
        "plot drought",
        &["kind", "specs", "count", "exact", "seed", "rng", "piece"],
    ),
    (
        "entropy",
        "plot entropy",
        &["kind", "specs", "count", "exact", "seed", "rng"],
    ),
    (
        "compare",
        "plot compare",
        &["kind", "specs", "count", "exact", "seed", "rng"],
    ),
    (
        "balance",
        "plot balance",
        &["kind", "specs", "count", "exact", "seed", "rng", "trials"],
    ),
    (
        "game",
        "plot game",
        &[
            "kind",
            "specs",
            "exact",
            "seed",
            "rng",
            "piece",
            "at_least",
            "droughts",
            "max_length",
            "games",
        ],
    ),
    (
        "sweep",
        "plot sweep",
        &[
            "kind", "specs", "exact", "seed", "rng", "metric", "trials", "length", "points",
        ],
    ),
    (
        "frontier",
        "plot frontier",
        &[
            "kind",
            "space",
            "minimize",
            "maximize",
            "where",
            "game_length",
        ],
    ),
];

/// The objectives a frontier chart draws: one across, one up.
const FRONTIER_AXES: usize = 2;

impl PlotRequest {
    /// The request a face's options make (`kind`, `specs`, and the
    /// options every chart or the kind takes: `count`, `exact`, `seed`,
    /// `rng`, `piece`, `trials`, `at_least`, `droughts`, `max_length`,
    /// `games`, `metric`, `length`, `points`), checked; `fresh`: 64 random
    /// bits for a seed not given.
    ///
    /// ```
    /// use tetrolab::request::{Given, Options};
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// use tetrolab_charts::PlotRequest;
    /// let mut options = Options::default();
    /// options.set("kind", Given::Text("balance".into())).set("piece", Given::Text("I".into()));
    /// let refused = PlotRequest::from_options(&options, 0).unwrap_err();
    /// assert_eq!(refused.message(Spelling::PYTHON), "`piece=` is not an option of plot balance");
    /// ```
    ///
    /// # Errors
    /// The first option that does not do.
    pub fn from_options(options: &Options, fresh: u64) -> Result<PlotRequest, RequestError> {
        let name = options
            .get("kind")
            .and_then(|k| k.as_text())
            .map(str::trim)
            .unwrap_or_default();
        let Some(&(_, call, known)) = KINDS.iter().find(|(kind, ..)| *kind == name) else {
            let names: Vec<&str> = KINDS.iter().map(|(kind, ..)| *kind).collect();
            return Err(RequestError::value(
                "kind",
                name,
                format!("not a chart kind: write one of {}", names.join(", ")),
            ));
        };
        let read = Reader::new(options, call, known)?;
        if name == "frontier" {
            return Self::frontier(options);
        }
        let piece = read.parsed("piece", |_: tetrolab::piece::ParsePieceError| {
            "not a piece: write one of I J L O S T Z".to_owned()
        })?;
        let metric = read.parsed("metric", |e: tetrolab::analysis::ParseMetricError| {
            e.message(tetrolab::spelling::Spelling::WORDS)
        })?;
        let positive = |name| {
            read.whole(name)?
                .map(|n| check_at_least(name, n, 1))
                .transpose()
        };
        let kind_options = KindOptions {
            piece,
            trials: positive("trials")?,
            at_least: positive("at_least")?,
            droughts: read.droughts()?.unwrap_or_default(),
            max_length: positive("max_length")?,
            games: positive("games")?,
            metric,
            length: positive("length")?,
            points: read.flag("points")?,
        };
        let kind = PlotKind::named(name, &kind_options)
            .map_err(|e| RequestError::value("kind", name, e.to_string()))?;
        let specs = read.texts("specs")?;
        if specs.is_empty() {
            return Err(RequestError::Missing {
                option: "specs",
                what: "randomizer",
            });
        }
        Ok(PlotRequest {
            kind,
            specs,
            count: positive("count")?,
            exact: !read.has("exact") || read.flag("exact")?,
            rng: read.rng()?,
            seed: SeedChoice::from_option(read.seed("seed")?, fresh),
        })
    }
}

impl PlotRequest {
    /// `plot frontier`'s request: the options besides `kind` are the
    /// frontier's own, read by [`FrontierRequest::from_options`], and
    /// exactly two objectives must be named (one across, one up), checked
    /// before the space is evaluated.
    fn frontier(options: &Options) -> Result<PlotRequest, RequestError> {
        let mut own = Options::default();
        for name in options.names().filter(|name| *name != "kind") {
            if let Some(value) = options.get(name) {
                own.set(name, value.clone());
            }
        }
        let frontier = FrontierRequest::from_options(&own)?;
        let named = frontier.minimize.len() + frontier.maximize.len();
        if named != FRONTIER_AXES {
            let first = frontier.minimize.first().or(frontier.maximize.first());
            return Err(RequestError::value(
                "minimize",
                first.map_or("", String::as_str),
                format!(
                    "plot frontier draws two objectives, one across and one up (objectives named: {named}): minimize or maximize exactly two"
                ),
            ));
        }
        Ok(PlotRequest {
            kind: PlotKind::Frontier(frontier),
            specs: Vec::new(),
            count: None,
            exact: true,
            rng: None,
            seed: SeedChoice::Given(0u64.into()),
        })
    }
}

impl PlotKind {
    /// The kind `tetrolab plot` calls `name`, with the options it reads
    /// (`frontier`: the default frontier request, whose own options
    /// [`PlotRequest::from_options`] reads).
    ///
    /// ```
    /// use tetrolab_charts::{KindOptions, PlotKind};
    /// let kind = PlotKind::named("balance", &KindOptions::default())?;
    /// assert!(matches!(kind, PlotKind::Balance { trials: 100 }));
    /// assert!(PlotKind::named("pie", &KindOptions::default()).is_err());
    /// # Ok::<(), tetrolab_charts::ChartError>(())
    /// ```
    ///
    /// # Errors
    /// A name that is no kind.
    pub fn named(name: &str, options: &KindOptions) -> Result<PlotKind, ChartError> {
        let trials = options.trials.unwrap_or(defaults::TRIALS);
        Ok(match name {
            "weights" => PlotKind::Weights,
            "histogram" => PlotKind::Histogram,
            "gap" => PlotKind::Gap(options.piece),
            "drought" => PlotKind::Drought(options.piece),
            "entropy" => PlotKind::Entropy,
            "compare" => PlotKind::Compare,
            "balance" => PlotKind::Balance { trials },
            "game" => PlotKind::Game(GameQuestion {
                piece: options.piece.unwrap_or(defaults::PIECE),
                at_least: options.at_least.unwrap_or(defaults::AT_LEAST),
                droughts: options.droughts,
                max_length: options.max_length.unwrap_or(defaults::MAX_LENGTH),
                games: options.games.unwrap_or(defaults::GAMES),
            }),
            "sweep" => PlotKind::Sweep {
                metric: options.metric.unwrap_or(defaults::METRIC),
                trials,
                length: options.length.unwrap_or(defaults::LENGTH),
                points: options.points,
            },
            "frontier" => PlotKind::Frontier(FrontierRequest::new()),
            other => {
                return Err(ChartError::Question(format!(
                    "{} is not a chart kind: write one of weights, histogram, gap, drought, entropy, compare, balance, game, sweep, frontier",
                    tetrolab::quote::quoted(other)
                )));
            }
        })
    }

    /// Whether the chart is drawn from a measurement of `count` pieces
    /// alone (histogram, gap, drought, entropy, compare), which
    /// [`plot_measured`] hands back beside it; the other kinds deal runs of
    /// their own, and `count` means something else to them.
    ///
    /// ```
    /// use tetrolab_charts::PlotKind;
    /// assert!(PlotKind::Entropy.draws_a_measurement());
    /// assert!(!PlotKind::Balance { trials: 100 }.draws_a_measurement());
    /// ```
    pub fn draws_a_measurement(&self) -> bool {
        matches!(
            self,
            PlotKind::Histogram
                | PlotKind::Gap(_)
                | PlotKind::Drought(_)
                | PlotKind::Entropy
                | PlotKind::Compare
        )
    }

    /// The chart of this kind drawn from measurements already made (each
    /// randomizer's simulation, with its exact answers where it has
    /// them), for the kinds [drawn from a measurement](PlotKind::draws_a_measurement):
    /// so a face that measured (a comparison, say) draws the chart of that
    /// very run instead of simulating again.
    ///
    /// ```
    /// use tetrolab::request::CompareRequest;
    /// use tetrolab_charts::PlotKind;
    /// let request = CompareRequest { count: 7000, seed: Some(1), ..CompareRequest::new(&["7-bag", "tgm1"]) };
    /// let comparison = request.resolve(0)?.value.measure(&tetrolab::work::Unwatched)?;
    /// let measured: Vec<_> = comparison.randomizers.iter().map(|r| r.measured.clone()).collect();
    /// let chart = PlotKind::Compare.draw(&measured)?;
    /// assert!(chart.subtitle.contains(&comparison.randomizers[1].seed));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A kind that deals runs of its own (weights, balance, game, sweep).
    pub fn draw(&self, measured: &[Measured]) -> Result<Chart, ChartError> {
        Ok(match self {
            PlotKind::Histogram => plots::histogram(measured),
            PlotKind::Gap(piece) => plots::gap(measured, *piece),
            PlotKind::Drought(piece) => plots::drought(measured, *piece),
            PlotKind::Entropy => plots::entropy(measured),
            PlotKind::Compare => plots::compare(measured),
            PlotKind::Weights
            | PlotKind::Balance { .. }
            | PlotKind::Game(_)
            | PlotKind::Sweep { .. }
            | PlotKind::Frontier(_) => {
                return Err(ChartError::Question(
                    "this chart deals runs of its own: it is not drawn from a measurement; draw it with plot".to_owned(),
                ));
            }
        })
    }
}

/// A chart request: its kind, the specs it draws (a sweep's template
/// for [`PlotKind::Sweep`]), and how they are dealt.
#[derive(Debug, Clone)]
pub struct PlotRequest {
    /// The chart kind and its options.
    pub kind: PlotKind,
    /// The randomizers drawn, as written.
    pub specs: Vec<String>,
    /// Pieces per randomizer (`None`: the kind's default).
    pub count: Option<u64>,
    /// Exact values beside measured ones, where a chain gives them.
    pub exact: bool,
    /// The generator asked for.
    pub rng: Option<RngKind>,
    /// The chart's one seed, or fresh bits to draw it from.
    pub seed: SeedChoice,
}

/// A chart, and the measurements it was drawn from: each randomizer with
/// its simulation (and exact answers), for the kinds drawn from those
/// alone (histogram, gap, drought, entropy, compare); empty for the kinds
/// that deal their own runs. A face showing a measurement beside its chart
/// reads it here instead of simulating twice.
#[derive(Debug)]
pub struct Drawn {
    /// The chart.
    pub chart: Chart,
    /// Each randomizer drawn, with what was measured of it.
    pub measured: Vec<(Subject, Measured)>,
}

impl Drawn {
    /// A chart that deals its own runs: nothing measured beside it.
    fn alone(chart: Chart) -> Drawn {
        Drawn {
            chart,
            measured: Vec::new(),
        }
    }
}

/// The chart `request` asks for, computed on one seed (announced through
/// `progress` when drawn).
///
/// ```
/// use tetrolab::randomizer::SeedChoice;
/// use tetrolab_charts::{PlotKind, PlotRequest, Silent, plot};
/// let request = PlotRequest {
///     kind: PlotKind::Histogram,
///     specs: vec!["7-bag".to_string()],
///     count: Some(700),
///     exact: true,
///     rng: None,
///     seed: SeedChoice::Given(1u64.into()),
/// };
/// let chart = plot(&request, &Silent)?;
/// assert!(tetrolab_charts::chart::to_svg(&chart).starts_with("<svg"));
/// # Ok::<(), tetrolab_charts::ChartError>(())
/// ```
///
/// # Errors
/// No spec, a spec or template that does not work, a question the kind
/// cannot answer, or a run past where its source stops.
pub fn plot(request: &PlotRequest, progress: &dyn Progress) -> Result<Chart, ChartError> {
    Ok(plot_measured(request, progress)?.chart)
}

/// As [`plot`], with the measurements the chart was drawn from.
///
/// ```
/// use tetrolab::randomizer::SeedChoice;
/// use tetrolab_charts::{PlotKind, PlotRequest, Silent, plot_measured};
/// let request = PlotRequest {
///     kind: PlotKind::Gap(None),
///     specs: vec!["7-bag".to_string()],
///     count: Some(7000),
///     exact: true,
///     rng: None,
///     seed: SeedChoice::Given(1u64.into()),
/// };
/// let drawn = plot_measured(&request, &Silent)?;
/// let (subject, measured) = &drawn.measured[0];
/// assert_eq!(subject.dealing.seed().to_string(), "1");
/// assert_eq!(measured.study.summary.pieces, 7000);
/// # Ok::<(), tetrolab_charts::ChartError>(())
/// ```
///
/// # Errors
/// As [`plot`].
pub fn plot_measured(request: &PlotRequest, progress: &dyn Progress) -> Result<Drawn, ChartError> {
    let specs = &request.specs[..];
    let first = || {
        specs.first().map(String::as_str).ok_or_else(|| {
            ChartError::Question("a chart draws at least one randomizer: give a spec".to_owned())
        })
    };
    let context = |first: &str| Context::new(first, request.rng, request.seed, progress);
    let measured = |default: u64| {
        let ctx = context(first()?)?;
        let subjects = ctx.subjects(specs)?;
        let options = MeasureOptions {
            exact: request.exact,
            ..MeasureOptions::with_exact(request.count.unwrap_or(default))
        };
        let measured = ctx.measure(&subjects, options)?;
        Ok::<_, ChartError>(Drawn {
            chart: request.kind.draw(&measured)?,
            measured: subjects.into_iter().zip(measured).collect(),
        })
    };
    Ok(match &request.kind {
        PlotKind::Histogram => measured(1000)?,
        PlotKind::Gap(_) | PlotKind::Drought(_) | PlotKind::Entropy | PlotKind::Compare => {
            measured(1_000_000)?
        }
        PlotKind::Weights => {
            let ctx = context(first()?)?;
            let [spec] = specs else {
                return Err(ChartError::Question(
                    "plot weights draws one weighted randomizer's weights: give one spec"
                        .to_string(),
                ));
            };
            Drawn::alone(ctx.weights(spec, request.count.unwrap_or(100))?)
        }
        PlotKind::Balance { trials } => {
            let ctx = context(first()?)?;
            let subjects = ctx.subjects(specs)?;
            Drawn::alone(ctx.balance(&subjects, request.count.unwrap_or(10_000), *trials)?)
        }
        PlotKind::Game(question) => {
            question.check()?;
            let ctx = context(first()?)?;
            let subjects = ctx.subjects(specs)?;
            Drawn::alone(ctx.game(&subjects, *question)?)
        }
        PlotKind::Sweep {
            metric,
            trials,
            length,
            points,
        } => {
            let question = SweepQuestion {
                template: first()?,
                metric: *metric,
                trials: *trials,
                length: *length,
                points: *points,
            };
            let first_point = question.check()?.point(0).1.to_string();
            Drawn::alone(context(&first_point)?.sweep(&question)?)
        }
        PlotKind::Frontier(frontier) => Drawn::alone(plots::frontier(&frontier.answer(progress)?)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Silent;

    /// `draws_a_measurement` says which kinds `plot_measured` hands a
    /// measurement back for, and the measurement is the one drawn.
    #[test]
    fn the_kinds_drawn_from_a_measurement_hand_it_back() {
        let names = [
            "histogram",
            "gap",
            "drought",
            "entropy",
            "compare",
            "balance",
            "game",
        ];
        for name in names {
            let options = KindOptions {
                trials: Some(2),
                max_length: Some(20),
                games: Some(20),
                ..KindOptions::default()
            };
            let kind = PlotKind::named(name, &options).unwrap();
            let request = PlotRequest {
                kind,
                specs: vec!["7-bag".to_owned()],
                count: Some(700),
                exact: false,
                rng: None,
                seed: SeedChoice::Given(3u64.into()),
            };
            let drawn = plot_measured(&request, &Silent).unwrap();
            assert_eq!(
                drawn.measured.len(),
                usize::from(request.kind.draws_a_measurement()),
                "{name}"
            );
            assert_eq!(
                crate::chart::to_svg(&drawn.chart),
                crate::chart::to_svg(&plot(&request, &Silent).unwrap()),
                "{name}: the same chart either way"
            );
            if let Some((subject, measured)) = drawn.measured.first() {
                assert_eq!(measured.study.summary.pieces, 700, "{name}");
                let again =
                    tetrolab::analysis::simulate(&subject.dealing, 700, &tetrolab::work::Unwatched)
                        .unwrap();
                assert_eq!(
                    measured.study.summary, again.summary,
                    "{name}: the subject's own dealing"
                );
            }
        }
    }

    /// `plot frontier` is a request like every chart's: its options are
    /// the frontier's own, the chart is the frontier's scatter, and a
    /// count of objectives other than two is refused before any design is
    /// evaluated.
    #[test]
    fn a_frontier_chart_is_the_frontier_requests_scatter() {
        use tetrolab::request::{FrontierRequest, Given};
        let mut options = Options::default();
        options
            .set("kind", Given::Text("frontier".into()))
            .list("space", &["7-bag", "memoryless", "tgm1"])
            .list("minimize", &["drought.max", "repeat_probability"]);
        let request = PlotRequest::from_options(&options, 0).unwrap();
        let frontier = FrontierRequest {
            space: vec!["7-bag".into(), "memoryless".into(), "tgm1".into()],
            minimize: vec!["drought.max".into(), "repeat_probability".into()],
            ..FrontierRequest::new()
        };
        let direct = plots::frontier(&frontier.answer(&Silent).unwrap()).unwrap();
        assert_eq!(
            crate::chart::to_svg(&plot(&request, &Silent).unwrap()),
            crate::chart::to_svg(&direct)
        );
        options.list("minimize", &["drought.max"]);
        let one = PlotRequest::from_options(&options, 0).unwrap_err();
        assert!(one.to_string().contains("objectives named: 1"), "{one}");
        options.list("specs", &["7-bag"]);
        let specs = PlotRequest::from_options(&options, 0).unwrap_err();
        assert!(
            specs.to_string().contains("not an option of plot frontier"),
            "{specs}"
        );
    }

    /// A game chart's drought length costs nothing past the longest game
    /// (it used to take 104 bytes of memory a piece of it, and panic at
    /// `u64::MAX`): every length up to `u64::MAX` draws at once, with
    /// odds 0, exact beside the estimates.
    #[test]
    fn a_game_charts_drought_length_costs_nothing_past_its_games() {
        for at_least in [10_000_000, 1_000_000_000, u64::MAX] {
            let options = KindOptions {
                at_least: Some(at_least),
                max_length: Some(100),
                games: Some(10),
                ..KindOptions::default()
            };
            let request = PlotRequest {
                kind: PlotKind::named("game", &options).unwrap(),
                specs: vec!["memoryless".to_owned()],
                count: None,
                exact: true,
                rng: None,
                seed: SeedChoice::Given(3u64.into()),
            };
            let svg = crate::chart::to_svg(&plot(&request, &Silent).unwrap());
            assert!(svg.contains(&format!("Per-game odds of {at_least} or more")));
            assert!(svg.contains("(exact)"), "{at_least}");
        }
    }
}
