//! The analysis commands, each returning the JSON `tetrolab CMD --json`
//! prints: the same library calls the command line makes, with the
//! library's defaults.

use js_sys::Function;
use serde::Deserialize;
use tetrolab::Spec;
use tetrolab::analysis::exact::{Options, analyze};
use tetrolab::analysis::{Metric, identify as identify_pieces, simulate, simulate_games};
use tetrolab::randomizer::{catalog as entries, resolve, resolve_derived};
use tetrolab::results::{
    COMPARE_COUNT, Comparison, Listing, Prediction, STATS_COUNT, STATS_GAMES, Stats,
};
use tetrolab::work::Watch;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};
use crate::options::{self, SeedText};
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

/// `stats`' options.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsOptions {
    count: Option<u64>,
    seed: Option<SeedText>,
    rng: Option<String>,
    game_length: Option<u64>,
    games: Option<u64>,
    #[serde(default)]
    at_least: Vec<u64>,
    droughts: Option<String>,
}

/// `tetrolab stats SPEC --json`. `options`: `count`, `seed`, `rng`,
/// `game_length`, `games`, `at_least`, `droughts`; `progress(done, total)`
/// is called between chunks of work.
///
/// ```
/// let json = tetrolab_web::stats("7-bag", r#"{"count":20000,"seed":1}"#, None)?;
/// assert!(json.starts_with(r#"{"spec":"7-bag""#), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Bad options or spec, or a run past where the source stops.
#[wasm_bindgen]
pub fn stats(spec: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let o: StatsOptions = options::read(options)?;
    let count = options::positive("count", o.count.unwrap_or(STATS_COUNT))?;
    let games = options::positive("games", o.games.unwrap_or(STATS_GAMES))?;
    if let Some(length) = o.game_length {
        options::positive("game_length", length)?;
    }
    let meaning = options::droughts(o.droughts.as_deref())?;
    let choice = options::seed_choice(options::seed_option(o.seed.as_ref())?, fresh_bits());
    let dealing = resolve(
        options::spec(spec)?,
        options::rng(o.rng.as_deref())?,
        choice,
    )
    .map_err(|e| Failure::spelled(&e))?
    .value;
    let game_pieces = o.game_length.map_or(0, |n| n.saturating_mul(games));
    let stats = Reporter::run(progress, |watch| {
        watch.begin(dealing.spec().name(), count.saturating_add(game_pieces));
        let study = simulate(&dealing, count, watch)?;
        let played = o
            .game_length
            .map(|length| simulate_games(&dealing, length, games, &o.at_least, meaning, watch))
            .transpose()?;
        Ok(Stats::new(&dealing, &study, played.as_ref()))
    })
    .map_err(|e| Failure::run(&e))?;
    json(&stats)
}

/// `compare`'s options.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct CompareOptions {
    count: Option<u64>,
    #[serde(default)]
    exact: bool,
    seed: Option<SeedText>,
}

/// `tetrolab compare SPEC… --json`. `specs`: a JSON array of spec texts
/// (at most four; empty: the whole catalog, as the command line does);
/// `options`: `count`, `exact`, `seed` (the master seed).
///
/// ```
/// let json = tetrolab_web::compare(r#"["7-bag","tgm1"]"#, r#"{"count":20000,"seed":1}"#, None)?;
/// assert!(json.contains("\"tgm1\""), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Bad options or specs, or a run past where a source stops.
#[wasm_bindgen]
pub fn compare(specs: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let o: CompareOptions = options::read(options)?;
    let count = options::positive("count", o.count.unwrap_or(COMPARE_COUNT))?;
    let texts = spec_list(specs)?;
    let texts: Vec<String> = if texts.is_empty() {
        entries::entries()
            .iter()
            .map(|e| e.name.to_owned())
            .collect()
    } else {
        texts
    };
    let specs = texts
        .iter()
        .map(|s| options::spec(s))
        .collect::<Result<Vec<Spec>, Failure>>()?;
    let resolved = resolve_derived(specs, options::master_seed(o.seed.as_ref())?, fresh_bits())
        .map_err(|e| Failure::spelled(&e))?;
    let (master, dealings) = resolved.value;
    let comparison = Reporter::run(progress, |watch| {
        watch.begin("compare", count.saturating_mul(dealings.len() as u64));
        Comparison::run(dealings, count, o.exact, master, watch)
    })
    .map_err(|e| Failure::run(&e))?;
    json(&comparison)
}

/// Specs as the page passes them: a JSON array of strings.
pub fn spec_list(specs: &str) -> Result<Vec<String>, Failure> {
    serde_json::from_str(specs.trim()).map_err(|e| {
        Failure::new(format!(
            "specs {}: {e} (write a JSON array such as [\"7-bag\",\"tgm1\"])",
            tetrolab::quote::quoted(specs)
        ))
    })
}

/// `exact`'s options.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExactOptions {
    game_length: Option<u64>,
    start: Option<String>,
    droughts: Option<String>,
    #[serde(default)]
    at_least: Vec<u64>,
    max_states: Option<u64>,
    seed: Option<SeedText>,
}

/// `tetrolab exact SPEC --json`. `options`: `game_length`, `start`,
/// `droughts`, `at_least`, `max_states`, `seed`.
///
/// ```
/// let json = tetrolab_web::exact("7-bag", r#"{"game_length":100}"#)?;
/// assert!(json.contains("\"7-bag\""), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Bad options or spec, or no chain (too many states, real weights): the
/// library says why.
#[wasm_bindgen]
pub fn exact(spec: &str, options: &str) -> Result<String, Failure> {
    let o: ExactOptions = options::read(options)?;
    let defaults = Options::default();
    let options = Options {
        game_length: options::positive(
            "game_length",
            o.game_length.unwrap_or(defaults.game_length),
        )?,
        start: options::start(o.start.as_deref(), defaults.start)?,
        droughts: options::droughts(o.droughts.as_deref())?,
        at_least: o.at_least,
        max_states: options::max_states(o.max_states)?,
        seed: options::seed_option(o.seed.as_ref())?,
        ..defaults
    };
    let answers = analyze(&options::spec(spec)?, &options).map_err(|e| Failure::spelled(&e))?;
    json(&answers)
}

/// `identify`'s and `predict`'s options.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReadingOptions {
    candidates: Option<Vec<String>>,
    spec: Option<String>,
    #[serde(default)]
    from_start: bool,
    max_states: Option<u64>,
}

/// `tetrolab identify PIECES --json`: which randomizers could have dealt
/// `pieces` (letters), ranked. `options`: `candidates` (spec lists; by
/// default the whole catalog), `from_start`, `max_states`.
///
/// ```
/// let json = tetrolab_web::identify("JISZTLOLSIJZOT", r#"{"candidates":["7-bag","memoryless"]}"#)?;
/// assert!(json.contains("7-bag"), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// Letters that are not pieces, or bad options.
#[wasm_bindgen]
pub fn identify(pieces: &str, options: &str) -> Result<String, Failure> {
    let o: ReadingOptions = options::read(options)?;
    if o.spec.is_some() {
        return Err(Failure::new(
            "identify ranks candidates=: spec= is predict's option",
        ));
    }
    let pieces = options::pieces(pieces)?;
    let candidates: Vec<Spec> = match &o.candidates {
        None => entries::entries()
            .iter()
            .map(|e| options::spec(e.name))
            .collect::<Result<_, _>>()?,
        Some(lists) => {
            let mut specs = Vec::new();
            for list in lists {
                specs.extend(Spec::list(list).map_err(|e| Failure::spelled(&e))?);
            }
            specs
        }
    };
    let found = identify_pieces(
        &pieces,
        &candidates,
        options::from_start(o.from_start),
        options::max_states(o.max_states)?,
    );
    json(&found)
}

/// `tetrolab predict SPEC PIECES --json`: the next piece's odds after
/// `pieces` under one randomizer. `options`: `spec` (needed),
/// `from_start`, `max_states`.
///
/// ```
/// let json = tetrolab_web::predict("JISZTL", r#"{"spec":"7-bag"}"#)?;
/// assert!(json.contains("\"O\""), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// No spec, letters that are not pieces, bad options, or pieces the
/// randomizer cannot deal.
#[wasm_bindgen]
pub fn predict(pieces: &str, options: &str) -> Result<String, Failure> {
    let o: ReadingOptions = options::read(options)?;
    if o.candidates.is_some() {
        return Err(Failure::new(
            "predict reads one randomizer, spec=: candidates= is identify's option",
        ));
    }
    let Some(spec) = &o.spec else {
        return Err(Failure::new(
            "predict needs the randomizer: give spec= (e.g. {\"spec\":\"7-bag\"})",
        ));
    };
    let prediction = Prediction::of(
        &options::spec(spec)?,
        &options::pieces(pieces)?,
        options::from_start(o.from_start),
        options::max_states(o.max_states)?,
    )
    .map_err(|e| Failure::spelled(&e))?;
    json(&prediction)
}
