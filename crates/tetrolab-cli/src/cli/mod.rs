//! The command line as clap parses it (raw arguments, checked for form).

mod given;
mod notation;
mod values;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use tetrolab::request::{
    CompareRequest, DealRequest, ExactRequest, FRONTIER_MINIMIZED, FrontierRequest, PcRequest,
    Reading, SeedsRequest, StatsRequest, SweepRequest,
};

pub use given::Typed;
pub use notation::{
    CheckArgs, ColorChoice, FileArgs, FromFumenArgs, GameArgs as NotationGameArgs, NotationArgs,
    NotationCommand, ShowArgs, SvgArgs,
};
use tetrolab::rng::Generator;
use tetrolab_charts::plot_defaults;

use crate::export::Format;

/// Tetris piece randomizers: the real games bit for bit, the source
/// documents as written, and your own.
#[derive(Debug, Parser)]
#[command(name = "tetrolab", version, about, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every randomizer: parameters, provenance, fidelity.
    List(ListArgs),
    /// Deal pieces from a randomizer.
    Gen(GenArgs),
    /// Deal pieces step by step with the randomizer's state after each:
    /// weights, a bag's remaining pieces, a history.
    Trace(TraceArgs),
    /// Measure a randomizer: frequencies, gaps and droughts, floods,
    /// snakes, balance, predictability, with standard errors.
    Stats(StatsArgs),
    /// Merge the partial results of one `stats` run measured in parts (on
    /// several machines) and print exactly what `stats` prints for the
    /// whole run.
    Merge(MergeArgs),
    /// Compare randomizers side by side, with seed document 000's ratings.
    Compare(CompareArgs),
    /// Measure a randomizer over a grid of parameter values.
    Sweep(SweepArgs),
    /// Exact answers for a randomizer with finitely many states: laws,
    /// hard limits with witnesses, per-game drought odds, predictability.
    Exact(ExactArgs),
    /// Whether the next pieces let a player build setups (solution-finder's
    /// `cover`): counts over a pattern's sequences, or exact odds under
    /// randomizers, from a game's start, after pieces, or mid-game.
    Cover(CoverArgs),
    /// Whether the next pieces make a perfect clear of a field's bottom
    /// lines (solution-finder's `percent`): counts over a pattern's
    /// sequences, or exact odds under randomizers.
    Pc(PcArgs),
    /// Which designs are not beaten on every objective at once: a space of
    /// randomizers evaluated exactly, and its Pareto front.
    Frontier(FrontierArgs),
    /// Which randomizer most likely dealt some pieces: exact likelihoods,
    /// posteriors, Bayes factors, and where each impossible one fails.
    Identify(IdentifyArgs),
    /// The next piece's odds after some pieces, with the hidden state
    /// filtered (for bags: where the bag boundary lies).
    Predict(PredictArgs),
    /// Every seed of a real game's generator that deals some pieces from a
    /// game's start, with the pieces each deals next (TETR.IO, the TGM games,
    /// NES Tetris, TetrisGYM, Sega Tetris).
    Seeds(SeedsArgs),
    /// Draw a chart as SVG or PNG: seed 002's weights and histogram, a
    /// sweep, gap and drought laws, per-game odds, balance, entropy, or
    /// several randomizers compared (exact beside measured).
    Plot(PlotArgs),
    /// Write one self-contained HTML page answering questions about
    /// randomizers with charts, exact values beside measured ones (or a
    /// seed document's questions, with --document).
    Report(ReportArgs),
    /// Serve the browser playground (built by web/build.sh) on this
    /// machine, and print its address.
    Serve(ServeArgs),
    /// Game records in TETRIS-SYSTEM notation: check, show, fmt, fumen,
    /// from-fumen, svg.
    Notation(notation::NotationArgs),
}

/// The seed and generator flags of every command that deals pieces, as
/// typed (the library's request reads them).
#[derive(Debug, Args)]
pub struct SeedArgs {
    /// Seed: decimal or 0x-hex, may be negative; each generator takes its
    /// own range (--help lists them). Without it a seed the generator
    /// accepts is drawn and printed to stderr, so the run can be repeated.
    #[arg(long, allow_hyphen_values = true, long_help = seed_help())]
    pub seed: Option<String>,
    /// Generator for randomizers that draw generic uniform numbers:
    /// default (xoshiro256++), minstd (TETR.IO's), python (CPython's), tgm
    /// (the TGM games' LCG). Game-exact randomizers always use their game's
    /// generator.
    #[arg(long)]
    pub rng: Option<String>,
}

/// `--seed`'s long help: what every generator takes, in the library's
/// words ([`Generator::seeds`]).
fn seed_help() -> String {
    let mut help = String::from(
        "Seed: decimal or 0x-hex, may be negative. Without it a seed the generator accepts \
         is drawn and printed to stderr, so the run can be repeated. Each generator takes:",
    );
    for generator in Generator::ALL {
        help.push_str(&format!("\n  {}: {}", generator.name(), generator.seeds()));
    }
    help
}

impl SeedArgs {
    /// Adds `seed` and `rng` to a request's options.
    pub fn typed(&self, options: &mut Typed<'_>) {
        options
            .maybe("seed", self.seed.as_ref())
            .maybe("rng", self.rng.as_ref());
    }
}

/// The output format flags every table-printing command takes.
#[derive(Debug, Args)]
pub struct FormatArgs {
    /// Print JSON (same as --format json).
    #[arg(long, conflicts_with_all = ["csv", "format"])]
    pub json: bool,
    /// Print CSV (same as --format csv).
    #[arg(long, conflicts_with = "format")]
    pub csv: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

impl FormatArgs {
    /// The format the flags ask for.
    pub fn format(&self) -> Format {
        match (self.json, self.csv) {
            (true, _) => Format::Json,
            (_, true) => Format::Csv,
            _ => self.format,
        }
    }
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Show one randomizer in detail.
    pub name: Option<String>,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// The randomizer: NAME or NAME:key=value,... (see `tetrolab list`).
    pub spec: String,
    /// Pieces to measure (e.g. 1e9), split into up to 64 batches of at
    /// least 4096 (the first from --seed, the others from seeds derived
    /// from it); intervals need two batches.
    #[arg(allow_hyphen_values = true, long, short = 'n', default_value_t = StatsRequest::new("").count.to_string())]
    pub count: String,
    /// Also play games of this many pieces from the randomizer's start
    /// and report each piece's per-game drought odds, with intervals.
    #[arg(allow_hyphen_values = true, long)]
    pub game_length: Option<String>,
    /// Games to play for --game-length, each an independent stream.
    #[arg(allow_hyphen_values = true, long, default_value_t = StatsRequest::new("").games.to_string())]
    pub games: String,
    /// Drought lengths to report besides 7, 10, 12, 13, 15, 17, 20, 25,
    /// 30 and 40, comma-separated (with --game-length).
    #[arg(allow_hyphen_values = true, long, value_delimiter = ',')]
    pub at_least: Vec<String>,
    /// What a drought is, for the per-game odds: `any` stretch without
    /// the piece (the one before its first arrival and the one the game
    /// ends in included: what a waiting player feels; the default), or
    /// `completed` droughts only, between two of the piece (as the gap
    /// laws count).
    #[arg(long)]
    pub droughts: Option<String>,
    /// Write the run's counters to FILE as a partial result, instead of
    /// printing statistics, for `tetrolab merge` to combine with the
    /// other parts of the run (made with the same flags on other
    /// machines). Needs --seed.
    #[arg(long, value_name = "FILE")]
    pub partial: Option<PathBuf>,
    /// With --partial: measure only batches A..B (A included, B not) of
    /// the run. A run of N pieces has N / 4096 batches (at least 1, at
    /// most 64), numbered from 0; games are shared out over the batches
    /// as the pieces are.
    #[arg(allow_hyphen_values = true, long, value_name = "A..B")]
    pub batches: Option<String>,
    #[command(flatten)]
    pub dealing: SeedArgs,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// Partial results of one run (`stats --partial`), in any order,
    /// together holding each of its batches once.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Randomizers to compare (default: every named randomizer).
    pub specs: Vec<String>,
    /// Pieces to measure per randomizer.
    #[arg(allow_hyphen_values = true, long, short = 'n', default_value_t = CompareRequest::new(&[]).count.to_string())]
    pub count: String,
    /// Show exact values (from the randomizer's Markov chain, as `tetrolab
    /// exact` computes them) wherever a randomizer has one; the rest stay
    /// estimates, and the table says which.
    #[arg(long)]
    pub exact: bool,
    /// Master seed: each randomizer's seed is derived from it. Without it
    /// one is drawn and printed to stderr.
    #[arg(long, allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// Generator for every randomizer that draws generic uniform numbers:
    /// default, minstd, python, tgm (as `stats --rng`). Game-exact
    /// randomizers always use their game's generator and refuse another.
    #[arg(long)]
    pub rng: Option<String>,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct SweepArgs {
    /// A spec whose numeric parameters may be ranges FROM..TO:STEP (TO
    /// excluded, as numpy's arange), e.g. weighted:denominator=1.0..10.0:0.01.
    #[arg(required_unless_present = "list_metrics")]
    pub template: Option<String>,
    /// Independent trials per point.
    #[arg(allow_hyphen_values = true, long, default_value_t = SweepRequest::new("").trials.to_string())]
    pub trials: String,
    /// Pieces per trial.
    #[arg(allow_hyphen_values = true, long, default_value_t = SweepRequest::new("").length.to_string())]
    pub length: String,
    /// Metrics to average over the trials, comma-separated or the flag
    /// repeated (`tetrolab sweep --list-metrics` lists them; `--metrics`
    /// is the same flag).
    #[arg(
        long = "metric",
        visible_alias = "metrics",
        value_name = "METRIC",
        value_delimiter = ',',
        default_values = tetrolab::results::SWEPT_BY_DEFAULT
    )]
    pub metrics: Vec<String>,
    /// Print every metric name and exit.
    #[arg(long)]
    pub list_metrics: bool,
    /// Seed and generator (later trials' seeds derive from --seed).
    #[command(flatten)]
    pub dealing: SeedArgs,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct PlotArgs {
    /// What to draw.
    #[command(subcommand)]
    pub kind: PlotKind,
}

/// The charts `plot` draws, each with its own flags.
#[derive(Debug, Subcommand)]
pub enum PlotKind {
    /// Seed 002's stacked bars: each weight of a weighted randomizer after
    /// every piece (one spec; -n default 100, at most 20000).
    Weights(ChartArgs),
    /// Each piece's share of a run, with exact frequencies (-n default
    /// 1000, as seed 002 does).
    Histogram(LawArgs),
    /// The gap law P(gap = g), measured and exact.
    Gap(PieceLawArgs),
    /// The drought tail P(drought >= L) on a log scale.
    Drought(PieceLawArgs),
    /// Conditional entropy H(next | previous k) against k.
    Entropy(LawArgs),
    /// Seed 000's three ratings for several randomizers.
    Compare(LawArgs),
    /// How far piece counts stray from an even share over a run (-n
    /// default 10000).
    Balance(BalanceArgs),
    /// Per-game odds of a drought against game length.
    Game(GameArgs),
    /// A sweep template's metric against its parameter, with a 95 % band.
    Sweep(SweepPlotArgs),
    /// The design frontier of two objectives (name them with --minimize
    /// and --maximize): every design a point, the front joined, named
    /// presets labelled.
    Frontier(FrontierPlotArgs),
}

/// The flags of every chart of randomizers: which, output files, seed.
#[derive(Debug, Args)]
pub struct ChartTarget {
    /// The randomizers, each NAME or NAME:key=value,... Several share one
    /// chart.
    #[arg(required = true)]
    pub specs: Vec<String>,
    /// The image to write: FILE.svg or FILE.png (or - for SVG on stdout).
    #[arg(long, short = 'o')]
    pub out: std::path::PathBuf,
    /// Also write the numbers the chart draws as CSV (series, kind, x, y,
    /// low, high) to this file, or - for stdout.
    #[arg(long)]
    pub data: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub dealing: SeedArgs,
}

/// The flags of a chart drawn from a count of pieces per randomizer
/// (every kind but `game`, which plays games of its own lengths).
#[derive(Debug, Args)]
pub struct ChartArgs {
    #[command(flatten)]
    pub target: ChartTarget,
    /// Pieces to deal per randomizer (default 1e6 unless the kind says
    /// otherwise).
    #[arg(allow_hyphen_values = true, long, short = 'n')]
    pub count: Option<String>,
}

/// A chart of laws measured beside exact ones.
#[derive(Debug, Args)]
pub struct LawArgs {
    #[command(flatten)]
    pub chart: ChartArgs,
    /// Leave out exact values (only measured ones).
    #[arg(long)]
    pub no_exact: bool,
}

/// A law chart for all pieces pooled or one piece.
#[derive(Debug, Args)]
pub struct PieceLawArgs {
    #[command(flatten)]
    pub law: LawArgs,
    /// One piece's law instead of all pieces pooled.
    #[arg(long)]
    pub piece: Option<String>,
}

#[derive(Debug, Args)]
pub struct BalanceArgs {
    #[command(flatten)]
    pub chart: ChartArgs,
    /// Runs averaged.
    #[arg(allow_hyphen_values = true, long, default_value_t = plot_defaults::TRIALS.to_string())]
    pub trials: String,
}

#[derive(Debug, Args)]
pub struct GameArgs {
    #[command(flatten)]
    pub chart: ChartTarget,
    /// The piece whose droughts count.
    #[arg(long, default_value_t = plot_defaults::PIECE.to_string())]
    pub piece: String,
    /// The drought length L (a run of at least L pieces without the
    /// piece).
    #[arg(allow_hyphen_values = true, long, default_value_t = plot_defaults::AT_LEAST.to_string())]
    pub at_least: String,
    /// What a drought is, for the per-game odds: `any` stretch without
    /// the piece (the one before its first arrival and the one the game
    /// ends in included: what a waiting player feels; the default), or
    /// `completed` droughts only, between two of the piece (as the gap
    /// laws count).
    #[arg(long)]
    pub droughts: Option<String>,
    /// The longest game length on the chart.
    #[arg(allow_hyphen_values = true, long, default_value_t = plot_defaults::MAX_LENGTH.to_string())]
    pub max_length: String,
    /// Games simulated per length.
    #[arg(allow_hyphen_values = true, long, default_value_t = plot_defaults::GAMES.to_string())]
    pub games: String,
}

#[derive(Debug, Args)]
pub struct SweepPlotArgs {
    /// One template with a FROM..TO:STEP range, e.g.
    /// weighted:denominator=1.0..10.0:0.01.
    pub template: String,
    /// The image to write: FILE.svg or FILE.png (or - for SVG on stdout).
    #[arg(long, short = 'o')]
    pub out: std::path::PathBuf,
    /// Also write the numbers the chart draws as CSV to this file, or -.
    #[arg(long)]
    pub data: Option<std::path::PathBuf>,
    /// Trials per point.
    #[arg(allow_hyphen_values = true, long, default_value_t = plot_defaults::TRIALS.to_string())]
    pub trials: String,
    /// Pieces per trial.
    #[arg(allow_hyphen_values = true, long, default_value_t = plot_defaults::LENGTH.to_string())]
    pub length: String,
    /// The metric (`tetrolab sweep --list-metrics`; `--metrics` is the
    /// same flag).
    #[arg(long, visible_alias = "metrics", default_value_t = plot_defaults::METRIC.to_string())]
    pub metric: String,
    /// Draw points with interval whiskers instead of a line and band
    /// (seed 002's focused scatter).
    #[arg(long)]
    pub points: bool,
    #[command(flatten)]
    pub dealing: SeedArgs,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port on 127.0.0.1 (0: any free one; the address printed says
    /// which).
    #[arg(long, default_value_t = 8000)]
    pub port: u16,
    /// The built playground: the folder web/build.sh writes.
    #[arg(long, default_value = "web/dist")]
    pub dir: PathBuf,
}

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The randomizers (NAME or NAME:key=value,...), unless --document.
    pub specs: Vec<String>,
    /// Answer a seed document's questions instead: 000 (the history of
    /// randomizers and its star ratings), 002 (the weighted randomizer's
    /// simulations and sweeps) or 003 (the 14-bag, 2x7-bag and red/blue
    /// bag's limits and predictability).
    #[arg(long)]
    pub document: Option<String>,
    /// The page to write (FILE.html, or - for stdout).
    #[arg(long, short = 'o')]
    pub out: std::path::PathBuf,
    /// Pieces to simulate per randomizer.
    #[arg(allow_hyphen_values = true, long, short = 'n', default_value_t = tetrolab::results::REPORT_COUNT.to_string())]
    pub count: String,
    #[command(flatten)]
    pub dealing: SeedArgs,
}

#[derive(Debug, Args)]
pub struct ExactArgs {
    /// The randomizer: NAME or NAME:key=value,... (see `tetrolab list`).
    pub spec: String,
    /// Pieces in a game, for the per-game drought odds.
    #[arg(allow_hyphen_values = true, long, default_value_t = ExactRequest::new("").game_length.to_string())]
    pub game_length: String,
    /// Where the per-game odds start: `game` (as the randomizer starts
    /// one; the default) or `stationary` (a game joined at a random time).
    #[arg(long)]
    pub start: Option<String>,
    /// What a drought is, for the per-game odds: `any` stretch without
    /// the piece (the one before its first arrival and the one the game
    /// ends in included: what a waiting player feels; the default), or
    /// `completed` droughts only, between two of the piece (as the gap
    /// laws count).
    #[arg(long)]
    pub droughts: Option<String>,
    /// Drought lengths to report besides 7, 10, 12, 13, 15, 17, 20, 25,
    /// 30 and 40, comma-separated.
    #[arg(allow_hyphen_values = true, long, value_delimiter = ',')]
    pub at_least: Vec<String>,
    /// The most states a chain may have (a plain bag of up to 120 pieces
    /// is answered from its counts, builds no chain and needs none).
    #[arg(allow_hyphen_values = true, long, default_value_t = ExactRequest::new("").max_states.to_string())]
    pub max_states: String,
    /// For nes, tetrisgym-sps and sega (their game's own generator): the
    /// seed whose cycle of pieces to analyse exactly; by default the
    /// game's power-on seed. Decimal or 0x-hex.
    #[arg(long, allow_hyphen_values = true)]
    pub seed: Option<String>,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct CoverArgs {
    /// The setups: fumens (v115@…, with solution-finder's #start:end page
    /// ranges) or files holding a fumen or a TETRIS-SYSTEM record.
    #[arg(required = true)]
    pub setups: Vec<String>,
    #[command(flatten)]
    pub pieces: PiecesArgs,
    /// Each setup also as its mirror image.
    #[arg(long)]
    pub mirror: bool,
    /// What a build must do besides making every placement: normal (the
    /// default), 1L to 4L (every clear clears at least N lines), 1L-or-pc
    /// to 4L-or-pc (or empties the board), tetris, tetris-end, tsm (or
    /// any), tss, tsd, tst (a T-spin clearing lines), b2b (every clear a
    /// T-spin or a tetris).
    #[arg(long, allow_hyphen_values = true)]
    pub mode: Option<String>,
    /// At most this many placements a straight drop cannot make (normal
    /// and line modes; leave out for no limit).
    #[arg(long, allow_hyphen_values = true)]
    pub max_softdrop: Option<String>,
    /// At most this many placements that clear lines (normal and line
    /// modes; leave out for no limit).
    #[arg(long, allow_hyphen_values = true)]
    pub max_clearline: Option<String>,
    /// The first this many clears must be T-spins or tetrises (T-spin
    /// modes; solution-finder's -sb).
    #[arg(long, alias = "sb", allow_hyphen_values = true)]
    pub spins_first: Option<String>,
    /// The last this many placements may soft-drop whatever the drop.
    #[arg(long, allow_hyphen_values = true)]
    pub last_sd: Option<String>,
    #[command(flatten)]
    pub output: FormatArgs,
}

/// Where `cover`'s and `pc`'s pieces come from (a pattern, or randomizers
/// from a start) and how they move.
#[derive(Debug, Args)]
pub struct PiecesArgs {
    /// Count the distinct sequences of solution-finder's pattern (`*!`,
    /// `*p7`, `T,*p6`, `[SZ]p2`; several separated by `;`).
    #[arg(long, short = 'p', allow_hyphen_values = true)]
    pub pattern: Option<String>,
    /// Exact odds under each randomizer (a spec; give several, or
    /// comma-separated specs without parameters).
    #[arg(long)]
    pub randomizer: Vec<String>,
    /// Pieces dealt before the build starts, oldest first (letters; `?`
    /// for a piece dealt but not seen: `??????????` is after ten unknown
    /// pieces, where a game's second perfect clear starts; at most 10000 `?`).
    #[arg(long, allow_hyphen_values = true)]
    pub after: Option<String>,
    /// Start at a random moment of a long game, not at the game's start.
    #[arg(long)]
    pub stationary: bool,
    /// Whether hold is used: yes (the default) or no.
    #[arg(long, allow_hyphen_values = true)]
    pub hold: Option<String>,
    /// How pieces move: soft (the default), hard, 180 or t-soft; for
    /// cover also a T-spin drop, tsz, tsm, tss, tsd or tst (the T placed
    /// only by such a T-spin, the others dropped straight).
    #[arg(long, allow_hyphen_values = true)]
    pub drop: Option<String>,
    /// The kick table: srs (the default), srs+, nullpomino180, jstris180,
    /// none, or a kick file in solution-finder's format.
    #[arg(long, allow_hyphen_values = true)]
    pub kicks: Option<String>,
    /// Print every failing order of a pattern (the text shows the first
    /// ten).
    #[arg(long)]
    pub all_failing: bool,
}

/// `tetrolab pc`'s flags.
#[derive(Debug, Args)]
pub struct PcArgs {
    /// The field: a fumen (v115@…; its first page, the page's piece locked
    /// in), rows of X and _ from the top separated by / or newlines, or a
    /// file holding either.
    pub field: String,
    /// The bottom lines to clear (default 4).
    #[arg(long, short = 'c', allow_hyphen_values = true)]
    pub lines: Option<String>,
    /// The most memory, in MB, the walk of a randomizer's odds may hold at
    /// once (past it the odds are refused).
    #[arg(long, allow_hyphen_values = true, default_value_t = PcRequest::new("").max_walk_mb.to_string())]
    pub max_walk_mb: String,
    #[command(flatten)]
    pub pieces: PiecesArgs,
    #[command(flatten)]
    pub output: FormatArgs,
}

/// What `frontier` and `plot frontier` weigh: the space, the objectives,
/// the bounds.
#[derive(Debug, Args)]
pub struct FrontierQuestion {
    /// The designs: spec templates in the sweep's range syntax
    /// (`history:size=2..7:1,rolls=1..13:1`), each one value; by default
    /// plain bags, histories, multi-bags, red/blue bags, memoryless and
    /// the classic reroll.
    #[arg(long, num_args = 1..)]
    pub space: Vec<String>,
    /// Objectives to minimize, comma-separated, named as `exact --json`
    /// names them (`drought.max`, `drought.p_at_least.L`,
    /// `repeat_probability`, `flood.max`, `guess_accuracy`, `entropy_rate`,
    /// `gap.variance`, `game.per_piece.P.p_drought_at_least.L`).
    #[arg(long, value_delimiter = ',', default_values_t = FRONTIER_MINIMIZED.iter().map(|m| (*m).to_owned()))]
    pub minimize: Vec<String>,
    /// Objectives to maximize, comma-separated.
    #[arg(long, value_delimiter = ',')]
    pub maximize: Vec<String>,
    /// Bounds a design must meet, comma-separated (`drought.max<=14`).
    #[arg(long = "where", value_delimiter = ',')]
    pub r#where: Vec<String>,
    /// Pieces in a game, for the per-game drought odds.
    #[arg(allow_hyphen_values = true, long, default_value_t = FrontierRequest::new().game_length.to_string())]
    pub game_length: String,
}

/// `tetrolab frontier`'s flags.
#[derive(Debug, Args)]
pub struct FrontierArgs {
    #[command(flatten)]
    pub question: FrontierQuestion,
    #[command(flatten)]
    pub output: FormatArgs,
}

/// `tetrolab plot frontier`'s flags: the question and where the chart goes.
#[derive(Debug, Args)]
pub struct FrontierPlotArgs {
    #[command(flatten)]
    pub question: FrontierQuestion,
    /// The image to write: FILE.svg or FILE.png (or - for SVG on stdout).
    #[arg(long, short = 'o')]
    pub out: std::path::PathBuf,
    /// Also write the numbers the chart draws as CSV (series, kind, x, y,
    /// low, high) to this file, or - for stdout.
    #[arg(long)]
    pub data: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct IdentifyArgs {
    /// The pieces seen: letters (TJLOSIZ…), a file of them, or - for
    /// standard input; whitespace is ignored.
    pub pieces: String,
    /// The randomizers to weigh, comma-separated specs (default: every
    /// catalog entry with its defaults); a spec's own parameters stay with
    /// it (`history:size=4,rolls=4,7-bag` is two).
    #[arg(long)]
    pub candidates: Vec<String>,
    #[command(flatten)]
    pub reading: ReadingArgs,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct PredictArgs {
    /// The randomizer: NAME or NAME:key=value,... (see `tetrolab list`).
    pub spec: String,
    /// The pieces seen, oldest first: letters, a file of them, or - for
    /// standard input.
    pub pieces: String,
    #[command(flatten)]
    pub reading: ReadingArgs,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[derive(Debug, Args)]
pub struct SeedsArgs {
    /// The randomizer: one on a real game's generator (tetrio-*, tgm1, tap,
    /// ti, nes, tetrisgym-sps, sega).
    pub spec: String,
    /// The pieces dealt from the game's start (at least one whole bag):
    /// letters, a file of them, or - for standard input.
    pub pieces: String,
    /// How many pieces to show after those given, for each seed.
    #[arg(allow_hyphen_values = true, long = "continue", id = "next", default_value_t = SeedsRequest::new("", "").next.to_string())]
    pub next: String,
    #[command(flatten)]
    pub output: FormatArgs,
}

/// How `identify` and `predict` read pieces.
#[derive(Debug, Args)]
pub struct ReadingArgs {
    /// Read the pieces as the first of a game (first-piece rule, fresh
    /// bag) rather than from anywhere in a long game.
    #[arg(long)]
    pub from_start: bool,
    /// The most states a randomizer's chain may have.
    #[arg(allow_hyphen_values = true, long, default_value_t = Reading::default().max_states.to_string())]
    pub max_states: String,
}

impl ReadingArgs {
    /// Adds `from_start` and `max_states` to a request's options.
    pub fn typed(&self, options: &mut Typed<'_>) {
        options
            .flag("from_start", self.from_start)
            .text("max_states", &self.max_states);
    }
}

/// How `gen` prints pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum PieceFormat {
    /// All letters on one line, then a newline.
    #[default]
    Letters,
    /// One letter per line.
    Lines,
    /// A JSON object with the spec, generator, seed, count and letters.
    Json,
    /// A CSV table: a `piece` header, then one letter per row.
    Csv,
}

#[derive(Debug, Args)]
pub struct GenArgs {
    /// The randomizer: NAME or NAME:key=value,... (see `tetrolab list`).
    pub spec: String,
    #[command(flatten)]
    pub dealing: SeedArgs,
    /// How many pieces (e.g. 1000 or 1e9; underscores may separate digits).
    #[arg(allow_hyphen_values = true, long, short = 'n', default_value_t = DealRequest::new("").count.to_string())]
    pub count: String,
    /// Print JSON (same as --format json).
    #[arg(long, conflicts_with_all = ["csv", "format"])]
    pub json: bool,
    /// Print CSV (same as --format csv).
    #[arg(long, conflicts_with = "format")]
    pub csv: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: PieceFormat,
}

impl GenArgs {
    /// The format the flags ask for.
    pub fn format(&self) -> PieceFormat {
        match (self.json, self.csv) {
            (true, _) => PieceFormat::Json,
            (_, true) => PieceFormat::Csv,
            _ => self.format,
        }
    }
}

#[derive(Debug, Args)]
pub struct TraceArgs {
    /// The randomizer: NAME or NAME:key=value,... (see `tetrolab list`).
    pub spec: String,
    #[command(flatten)]
    pub dealing: SeedArgs,
    /// How many pieces, at most a million (`tetrolab gen` deals any
    /// number without the states).
    #[arg(allow_hyphen_values = true, long, short = 'n', default_value_t = DealRequest::new("").count.to_string())]
    pub count: String,
    #[command(flatten)]
    pub output: FormatArgs,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cli_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
