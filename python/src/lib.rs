//! `tetrolab._native`: the Python package's native module, a thin face
//! over the `tetrolab` library and its charts crate.
//!
//! Each function here parses Python arguments, calls the library, and hands
//! back the library's own values: results as the very JSON the command
//! line's `--json` prints (read by `json.loads`, so the keys match by
//! construction), pieces as numpy arrays filled on the Rust side, charts
//! as SVG. The Python side (`python/tetrolab/`) adds docstrings, types and
//! the small classes a notebook shows; it holds no rule either.
//!
//! Long work runs with the GIL released and stops on Ctrl-C
//! (`interrupt.rs`); bad input raises `tetrolab.TetrolabError`, a
//! `ValueError` carrying the library's message (`error.rs`).

mod args;
mod charts;
mod deal;
mod error;
mod interrupt;
mod notation;
mod randomizer;
mod results;
mod setups;
mod shard;

use pyo3::prelude::*;

/// The module `tetrolab._native`.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("TetrolabError", m.py().get_type::<error::TetrolabError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<randomizer::PyRandomizer>()?;
    m.add_function(wrap_pyfunction!(randomizer::restored, m)?)?;
    m.add_function(wrap_pyfunction!(deal::deal, m)?)?;
    m.add_function(wrap_pyfunction!(deal::letters, m)?)?;
    results::register(m)?;
    setups::register(m)?;
    shard::register(m)?;
    charts::register(m)?;
    notation::register(m)?;
    add_defaults(m)
}

/// `DEFAULTS`: each call's defaults, by argument, as the library's
/// requests hold them (what an argument left at `None` takes), for
/// `help()` and notebooks to show.
fn add_defaults(m: &Bound<'_, PyModule>) -> PyResult<()> {
    use tetrolab::request::{
        CompareRequest, CoverRequest, DealRequest, ExactRequest, FrontierRequest, PcRequest,
        Reading, SeedsRequest, StatsRequest, SweepRequest,
    };
    let stats = StatsRequest::new("");
    let sweep = SweepRequest::new("");
    let exact = ExactRequest::new("");
    let reading = Reading::default();
    let cover = CoverRequest::new(&[]);
    let pc = PcRequest::new("");
    let mut pc_defaults = pieces_defaults(pc.hold, &pc.drop, &pc.kicks, pc.max_states);
    pc_defaults["lines"] = pc.lines.into();
    pc_defaults["max_walk_mb"] = pc.max_walk_mb.into();
    let mut cover_defaults =
        pieces_defaults(cover.hold, &cover.drop, &cover.kicks, cover.max_states);
    cover_defaults["mode"] = cover.mode.to_string().into();
    cover_defaults["spins_first"] = cover.spins_first.into();
    cover_defaults["last_sd"] = cover.last_sd.into();
    let frontier = FrontierRequest::new();
    let defaults = serde_json::json!({
        "stats": {"count": stats.count, "games": stats.games, "droughts": stats.droughts},
        "compare": {"count": CompareRequest::new(&[]).count},
        "sweep": {"trials": sweep.trials, "length": sweep.length, "metrics": sweep.metrics},
        "exact": {
            "game_length": exact.game_length,
            "start": exact.start,
            "droughts": exact.droughts,
            "max_states": exact.max_states,
        },
        "frontier": {"minimize": frontier.minimize, "game_length": frontier.game_length},
        "identify": {"max_states": reading.max_states},
        "predict": {"max_states": reading.max_states},
        "seeds": {"next": SeedsRequest::new("", "").next},
        "trace": {"count": DealRequest::new("").count},
        "report": {"count": tetrolab::results::REPORT_COUNT},
        "cover": cover_defaults,
        "pc": pc_defaults,
    });
    m.add("DEFAULTS", args::to_python(m.py(), &defaults)?)
}

/// The defaults of the options `cover` and `pc` share about the pieces.
fn pieces_defaults(
    hold: bool,
    drop: &dyn std::fmt::Display,
    kicks: &str,
    max_states: u64,
) -> serde_json::Value {
    serde_json::json!({
        "hold": hold,
        "drop": drop.to_string(),
        "kicks": kicks,
        "max_states": max_states,
    })
}
