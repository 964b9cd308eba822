//! The analysis commands, each returning the JSON `tetrolab CMD --json`
//! prints: the same library calls the command line makes, with the
//! library's defaults.

use js_sys::Function;
use tetrolab::Piece;
use tetrolab::analysis::exact::Exact;
use tetrolab::analysis::frontier::{Objective, Space};
use tetrolab::analysis::inference::Candidate;
use tetrolab::analysis::{GameOdds, Identification, Metric, Ratings};
use tetrolab::play::{Rotation, shape};
use tetrolab::request::{
    CompareRequest, CoverRequest, DealRequest, ExactRequest, FRONTIER_MINIMIZED, IdentifyRequest,
    PcRequest, PredictRequest, SeedsRequest, StatsAnswer, StatsRequest,
};
use tetrolab::results::{COMPARED, Chance, Comparison, Listing, Prediction};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json, json_text};
use crate::options::{self, setup_list, spec_list, text};
use crate::progress::Reporter;

/// Every randomizer in the catalog: `tetrolab list --json`.
///
/// ```
/// let listing: serde_json::Value = serde_json::from_str(&tetrolab_web::catalog()?).unwrap();
/// assert!(listing.to_string().contains("tetrio-7-bag"));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice (the catalog always encodes).
#[wasm_bindgen]
pub fn catalog() -> Result<String, Failure> {
    json(&Listing::all())
}

/// Every metric's name, as a JSON array (the names `stats` and `sweep`
/// use).
///
/// ```
/// assert!(tetrolab_web::metrics()?.contains("\"frequency_std\""));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice.
#[wasm_bindgen]
pub fn metrics() -> Result<String, Failure> {
    json(
        &Metric::all()
            .iter()
            .map(Metric::to_string)
            .collect::<Vec<_>>(),
    )
}

/// Every metric's words, as a JSON object from its name (the JSON key
/// `stats` uses) to `{label, definition}`: `Metric::about()`'s short
/// label for tables and its one-sentence definition, so a face labels a
/// row as the library words it; and each of seed 000's ratings under
/// `rating.KEY` (its key in `compare --json`'s `ratings`), its label the
/// key in words and its definition [`Ratings::MEANINGS`]'.
///
/// ```
/// let words: serde_json::Value = serde_json::from_str(&tetrolab_web::metric_words()?).unwrap();
/// assert_eq!(words["drought.p_at_least.13"]["label"], "P(drought ≥ 13)");
/// assert_eq!(words["rating.puzzle_factor"]["label"], "rating: puzzle factor");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice.
#[wasm_bindgen]
pub fn metric_words() -> Result<String, Failure> {
    json(
        &Metric::all()
            .into_iter()
            .map(|metric| {
                let about = metric.about();
                (
                    metric.to_string(),
                    MetricWords {
                        label: about.label,
                        definition: about.definition,
                    },
                )
            })
            .chain(Ratings::MEANINGS.iter().map(|&(key, meaning)| {
                (
                    format!("rating.{key}"),
                    MetricWords {
                        label: format!("rating: {}", key.replace('_', " ")),
                        definition: meaning.to_owned(),
                    },
                )
            }))
            .collect::<std::collections::BTreeMap<_, _>>(),
    )
}

/// Each piece's shape in its spawn orientation, as JSON: from each
/// letter to its four squares `[dx, dy]` (y up, from the shape's anchor:
/// `tetrolab::play`'s one table of shapes), so the page draws the queue's
/// pieces as the library shapes them.
///
/// ```
/// let shapes: serde_json::Value = serde_json::from_str(&tetrolab_web::piece_shapes()?).unwrap();
/// assert_eq!(shapes["I"], serde_json::json!([[0, 0], [1, 0], [2, 0], [3, 0]]));
/// assert_eq!(shapes["T"].as_array().unwrap().len(), 4);
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice.
#[wasm_bindgen]
pub fn piece_shapes() -> Result<String, Failure> {
    json(
        &Piece::ALL
            .iter()
            .map(|&piece| {
                let squares = shape(piece, Rotation::Spawn).squares();
                (piece.letter().to_string(), squares)
            })
            .collect::<std::collections::BTreeMap<_, _>>(),
    )
}

/// The decimals the command line writes numbers with, as JSON: `metrics`
/// from each metric's name to `Metric::decimals` (`stats`' tables and
/// `exact`'s metric rows), `compared` from each compared metric's name
/// to the decimals `compare`'s table writes it with, `ratings`, a
/// rating's, `game_odds`, a per-game probability's, `chance`, a
/// `cover` or `pc` chance's, `exact`, `exact`'s predictability lines'
/// (`bits`, `accuracy`, `position`), `identify`, its table's (`posterior`,
/// `bits`), and `predict`, its chances' (`next`, `position`); so the page
/// prints the CLI's digits.
///
/// ```
/// let places: serde_json::Value = serde_json::from_str(&tetrolab_web::decimals()?).unwrap();
/// assert_eq!(places["metrics"]["repeat_probability"], 6);
/// assert_eq!(places["compared"]["repeat_probability"], 4);
/// assert_eq!(places["ratings"], 1);
/// assert_eq!(places["game_odds"], 4);
/// assert_eq!(places["chance"], 6);
/// assert_eq!(places["exact"]["bits"], 4);
/// assert_eq!(places["identify"]["posterior"], 4);
/// assert_eq!(places["predict"]["position"], 3);
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice.
#[wasm_bindgen]
pub fn decimals() -> Result<String, Failure> {
    json(&Decimals {
        metrics: Metric::all()
            .into_iter()
            .map(|metric| (metric.to_string(), metric.decimals()))
            .collect(),
        compared: COMPARED
            .iter()
            .map(|&(metric, places)| (metric.to_string(), places))
            .collect(),
        ratings: Ratings::DECIMALS,
        game_odds: GameOdds::DECIMALS,
        chance: Chance::DECIMALS,
        exact: serde_json::json!({
            "bits": Exact::BITS_DECIMALS,
            "accuracy": Exact::ACCURACY_DECIMALS,
            "position": Exact::POSITION_DECIMALS,
        }),
        identify: serde_json::json!({
            "posterior": Candidate::POSTERIOR_DECIMALS,
            "bits": Candidate::BITS_DECIMALS,
        }),
        predict: serde_json::json!({
            "next": Prediction::NEXT_DECIMALS,
            "position": Prediction::POSITION_DECIMALS,
        }),
    })
}

/// The library's request defaults the page starts from, as JSON, keyed
/// by the page's URL parameters: `count` (the pieces `gen` deals),
/// `n` (`stats`') and `vs_n` (`compare`'s per randomizer), each as text;
/// and the Design view's: `space`, the small space a page evaluates on
/// one thread ([`Space::QUICK`]), `minimize`, the objectives `frontier`
/// minimizes when none is named, and `objectives`, every objective's name
/// (`L` and `P` standing for a drought length and a piece).
///
/// ```
/// let defaults: serde_json::Value = serde_json::from_str(&tetrolab_web::defaults()?).unwrap();
/// let stats = tetrolab::request::StatsRequest::new("7-bag").count;
/// assert_eq!(defaults["n"], stats.to_string());
/// assert_eq!(defaults["minimize"][0], tetrolab::request::FRONTIER_MINIMIZED[0]);
/// assert_eq!(defaults["space"][0], tetrolab::analysis::frontier::Space::QUICK[0]);
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// None in practice.
#[wasm_bindgen]
pub fn defaults() -> Result<String, Failure> {
    // Each request's default, whatever the spec.
    let spec = "7-bag";
    json(&serde_json::json!({
        "count": DealRequest::new(spec).count.to_string(),
        "n": StatsRequest::new(spec).count.to_string(),
        "vs_n": CompareRequest::new(&[spec]).count.to_string(),
        "space": Space::QUICK,
        "minimize": FRONTIER_MINIMIZED,
        "objectives": Objective::NAMES,
    }))
}

/// The command line's decimals, as [`decimals`] gives them.
#[derive(Debug, serde::Serialize)]
struct Decimals {
    /// Each metric's, in `stats` and `exact`.
    metrics: std::collections::BTreeMap<String, usize>,
    /// Each compared metric's, in `compare`.
    compared: std::collections::BTreeMap<String, usize>,
    /// A rating's.
    ratings: usize,
    /// A per-game probability's, in `exact` and `stats --game-length`.
    game_odds: usize,
    /// A chance's, in `cover` and `pc`.
    chance: usize,
    /// `exact`'s entropies, guess accuracies and bag positions'.
    exact: serde_json::Value,
    /// `identify`'s posteriors and log2 values.
    identify: serde_json::Value,
    /// `predict`'s next-piece and bag-position chances.
    predict: serde_json::Value,
}

/// One metric's words, as [`metric_words`] gives them.
#[derive(Debug, serde::Serialize)]
struct MetricWords {
    /// The short label for tables and charts.
    label: String,
    /// What it measures, in a sentence.
    definition: String,
}

/// 64 random bits for a seed the page did not give: the browser's
/// `Math.random` (a seed, not a secret), or natively the process's random
/// hasher keys.
pub fn fresh_bits() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (half() << 32) | half()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::hash::{BuildHasher, RandomState};
        RandomState::new().hash_one(0u8)
    }
}

/// `tetrolab stats SPEC --json`. `options`: `count`, `seed`, `rng`,
/// `game_length`, `games`, `at_least`, `droughts`, as the command line
/// names them; `progress` is called as pieces are dealt.
///
/// ```
/// let refused = tetrolab_web::stats("7-bag", r#"{"count": -5}"#, None).unwrap_err();
/// assert_eq!(refused.to_string(), "count=-5: not a whole number: write one such as 1000, 1_000_000 or 1e9");
/// ```
///
/// # Errors
/// A refused request, or a run past where its source stops.
#[wasm_bindgen]
pub fn stats(spec: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(options, &[("spec", text(spec))])?;
    let request = StatsRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let run = request
        .resolve(fresh_bits())
        .map_err(|e| Failure::spelled(&e))?
        .value;
    match Reporter::run(progress, |watch| run.measure(watch)).map_err(|e| Failure::spelled(&e))? {
        StatsAnswer::Run { stats, .. } => json(&stats),
        StatsAnswer::Part(part) => json(&part),
    }
}

/// `tetrolab compare SPEC… --json`: `specs` a JSON array (empty: every
/// catalog entry). `options`: `count`, `exact`, `seed`.
///
/// # Errors
/// A refused request, or a run past where a source stops.
#[wasm_bindgen]
pub fn compare(specs: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(options, &[("specs", spec_list(specs)?)])?;
    let request = CompareRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    json(&measure_compared(&request, progress)?)
}

/// A comparison the page asked for, measured: each randomizer on its
/// seed derived from the request's master seed (or from fresh bits),
/// `progress` told of the pieces dealt. What `compare`, `comparison` and
/// `catalog_table` answer.
///
/// # Errors
/// A refused request, or a run past where a source stops.
pub(crate) fn measure_compared(
    request: &CompareRequest,
    progress: Option<Function>,
) -> Result<Comparison, Failure> {
    let run = request
        .resolve(fresh_bits())
        .map_err(|e| Failure::spelled(&e))?
        .value;
    Reporter::run(progress, |watch| run.measure(watch)).map_err(|e| Failure::spelled(&e))
}

/// `tetrolab exact SPEC --json`. `options`: `game_length`, `start`,
/// `droughts`, `at_least`, `max_states`, `seed`; `progress` is called as
/// the chain's states are found and its answers worked out.
///
/// # Errors
/// A refused request, or no exact answer for the randomizer.
#[wasm_bindgen]
pub fn exact(spec: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(options, &[("spec", text(spec))])?;
    let request = ExactRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    json(
        &Reporter::run(progress, |watch| request.answer(watch))
            .map_err(|e| Failure::spelled(&e))?,
    )
}

/// `tetrolab identify PIECES`: JSON `{json, csv, meaning}`, the texts
/// `--json` and `--csv` print, byte for byte (the page parses `json`),
/// and what the table's columns mean, as the text says it
/// ([`Identification::COLUMNS_MEANING`](tetrolab::analysis::Identification::COLUMNS_MEANING)). `options`:
/// `candidates` (a list of specs, or comma-separated lists),
/// `from_start`, `max_states`.
///
/// ```
/// let answer: serde_json::Value = serde_json::from_str(&tetrolab_web::identify(
///     "IJLOSTZ", r#"{"candidates":["7-bag","memoryless"]}"#, None)?).unwrap();
/// let found: serde_json::Value = serde_json::from_str(answer["json"].as_str().unwrap()).unwrap();
/// assert_eq!(found["candidates"][0]["spec"], "7-bag");
/// assert!(answer["csv"].as_str().unwrap().starts_with("randomizer,log2 L,posterior,"));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A refused request.
#[wasm_bindgen]
pub fn identify(
    pieces: &str,
    options: &str,
    progress: Option<Function>,
) -> Result<String, Failure> {
    let options = options::with(options, &[("pieces", text(pieces))])?;
    let request = IdentifyRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let found =
        Reporter::run(progress, |watch| request.answer(watch)).map_err(|e| Failure::spelled(&e))?;
    json(&serde_json::json!({
        "json": json_text(&found)?,
        "csv": found.table().to_csv(),
        "meaning": Identification::COLUMNS_MEANING.replace('\n', " "),
    }))
}

/// `tetrolab predict SPEC PIECES`: JSON `{json, csv}`, the texts
/// `--json` and `--csv` print, byte for byte (the page parses `json`).
/// `options`: `spec` (needed), `from_start`, `max_states`; `progress` is
/// called as the chain's states are found.
///
/// # Errors
/// A refused request, no chain, or pieces the randomizer cannot deal.
#[wasm_bindgen]
pub fn predict(pieces: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(options, &[("pieces", text(pieces))])?;
    let request = PredictRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let prediction =
        Reporter::run(progress, |watch| request.answer(watch)).map_err(|e| Failure::spelled(&e))?;
    json(
        &serde_json::json!({ "json": json_text(&prediction)?, "csv": prediction.table().to_csv() }),
    )
}

/// Every seed of a real game's generator that deals `pieces` from a
/// game's start: JSON `{found, csv}`, `found` as `tetrolab seeds SPEC
/// PIECES --json` prints it and `csv` as `--csv` does. `options`: `next`;
/// `progress` is called as the generator's states are searched.
///
/// ```
/// let answer: serde_json::Value =
///     serde_json::from_str(&tetrolab_web::seeds("tetrio-7-bag", "JISZTLOLSIJZOTOSZ", r#"{"next":4}"#, None)?).unwrap();
/// assert_eq!(answer["found"]["seeds"][0]["seed"], "191836487");
/// assert_eq!(answer["csv"], "seed,next pieces\n191836487,ITLJ\n");
/// let refused = tetrolab_web::seeds("tetrio-7-bag", "JISZTLOLSIJZOTOSZ", r#"{"next":"many"}"#, None);
/// assert!(refused.unwrap_err().to_string().starts_with("next=many: "));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A refused request, a randomizer whose seeds cannot be searched, or
/// pieces that are not a whole first bag.
#[wasm_bindgen]
pub fn seeds(
    spec: &str,
    pieces: &str,
    options: &str,
    progress: Option<Function>,
) -> Result<String, Failure> {
    let options = options::with(options, &[("spec", text(spec)), ("pieces", text(pieces))])?;
    let request = SeedsRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    let found =
        Reporter::run(progress, |watch| request.search(watch)).map_err(|e| Failure::spelled(&e))?;
    json(&serde_json::json!({ "csv": found.table().to_csv(), "found": found }))
}

/// `tetrolab cover SETUP... --json`, byte for byte (pretty, with its
/// newline: the page downloads it as it comes): `setups` a JSON array of
/// fumens or records' text. `options`: `pattern`, `randomizer` (a list of specs),
/// `after`, `stationary`, `hold`, `drop`, `kicks`, `mirror`,
/// `max_states`, and the cover's `mode`, `max_softdrop`, `max_clearline`,
/// `spins_first`, `last_sd`; `progress` is called as setups' odds are
/// computed.
///
/// ```
/// let setups = r#"["v115@vhFRQJUGJKJJvMJTNJGBJ"]"#;
/// let odds: serde_json::Value =
///     serde_json::from_str(&tetrolab_web::cover(setups, r#"{"randomizer":["7-bag"]}"#, None)?).unwrap();
/// assert_eq!(odds["randomizers"][0]["setups"][0]["fraction"], "1/3");
/// let refused = tetrolab_web::cover(setups, r#"{"randomizer":["7-bag"],"hold":"maybe"}"#, None);
/// assert!(refused.unwrap_err().to_string().starts_with("hold=maybe: not a yes or no"));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A refused request, a randomizer without a chain, or pieces before
/// that it cannot deal.
#[wasm_bindgen]
pub fn cover(setups: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(options, &[("setups", setup_list(setups)?)])?;
    let request = CoverRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    json_text(
        &Reporter::run(progress, |watch| request.answer(watch))
            .map_err(|e| Failure::spelled(&e))?,
    )
}

/// `tetrolab pc FIELD --json`, byte for byte (pretty, with its newline):
/// `field` a fumen or rows of `X` and `_`.
/// `options`: `lines`, `pattern`, `randomizer` (a list of specs),
/// `after`, `stationary`, `hold`, `drop`, `kicks`, `max_states`,
/// `max_walk_mb`; `progress` is called as the pattern's sequences are
/// searched.
///
/// ```
/// let odds: serde_json::Value = serde_json::from_str(&tetrolab_web::pc(
///     "XXXXXX____/XXXXXX____",
///     r#"{"lines":2,"randomizer":["7-bag"]}"#,
///     None,
/// )?)
/// .unwrap();
/// assert_eq!(odds["pieces"], 2);
/// let refused = tetrolab_web::pc("XXXXXX____", r#"{"lines":2,"pattern":"*p3"}"#, None);
/// assert!(refused.unwrap_err().to_string().starts_with("field=XXXXXX____: "));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A refused request, a randomizer without a chain, or pieces before
/// that it cannot deal.
#[wasm_bindgen]
pub fn pc(field: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let options = options::with(options, &[("field", text(field))])?;
    let request = PcRequest::from_options(&options).map_err(|e| Failure::spelled(&e))?;
    json_text(
        &Reporter::run(progress, |watch| request.answer(watch))
            .map_err(|e| Failure::spelled(&e))?,
    )
}
