//! `tetrolab_web`: the browser playground's WebAssembly module, a thin
//! face over the `tetrolab` library and its charts crate.
//!
//! Each exported function takes the page's words (a spec, letters, a
//! record's text, options as a JSON object named as the command line
//! names them, in snake case), calls the library and hands back the
//! library's own values: results as the very JSON `tetrolab CMD --json`
//! prints (so `JSON.parse` gives the CLI's keys by construction), charts as
//! the SVG `tetrolab plot` writes. Nothing here computes a number or holds
//! a rule.
//!
//! Bad input throws a JavaScript `Error` whose message is the library's
//! one message, naming options as the page's URL parameters do
//! ([`Spelling::WEB`](tetrolab::spelling::Spelling::WEB)). Long calls
//! report progress to a JavaScript function between chunks of work
//! (`progress.rs`); the page runs them in a Web Worker and cancels one by
//! terminating the worker.
//!
//! The queue alone hands over typed arrays, not text: `queue` gives the
//! pieces as a `Uint8Array` of codes and its bag starts as bits (the
//! library's [`Queue`](tetrolab::results::Queue)), so no JSON text of a
//! queue is ever made.
//!
//! Every function is also callable from Rust (the `rlib`), returning
//! `Result<String, Failure>` (the queue: [`queue`], a [`DealtQueue`]),
//! so option parsing and messages are tested natively; `web/tests/`
//! tests the bindings in Chromium.

mod catalog;
mod charts;
mod comparison;
mod deal;
mod design;
mod failure;
mod notation;
mod numbers;
mod options;
mod progress;
mod results;
mod trace;

pub use catalog::catalog_table;
pub use charts::plot;
pub use comparison::comparison;
pub use deal::{DealtQueue, queue, queue_arrays};
pub use design::frontier;
pub use failure::Failure;
pub use notation::{
    notation_board, notation_check, notation_format, notation_from_fumen, notation_svg,
    notation_to_fumen,
};
pub use numbers::numbers;
pub use results::{
    catalog, compare, cover, decimals, defaults, exact, identify, metric_words, metrics, pc,
    piece_shapes, predict, seeds, stats,
};
pub use trace::{trace, trace_file};
