//! `trace`: each piece with the randomizer's state after it, as
//! `tetrolab trace` prints it in each of its formats.

use std::io::{self, Write};

use js_sys::Function;
use tetrolab::request::{DealRequest, DealRun};
use tetrolab::results::{Trace, WeightText};
use tetrolab::work::Watch;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json, json_text};
use crate::options::{self, text};
use crate::progress::Reporter;
use crate::results::fresh_bits;

/// The first steps of a trace the page shows as a table; the downloads
/// ([`trace_file`]) hold them all.
pub const SHOWN_STEPS: usize = 200;

/// `tetrolab trace SPEC`, as the page shows it: JSON `{heading, headers,
/// rows, steps}`, the text's heading, columns and first rows (as many as
/// the page shows, weights as the text writes them), and how many rows
/// the whole trace has. The whole trace is written only when a download
/// asks for it ([`trace_file`]). `options`: `count`, `seed`, `rng`.
///
/// ```
/// let answer: serde_json::Value = serde_json::from_str(
///     &tetrolab_web::trace("7-bag", r#"{"count":"7","seed":"1"}"#, None)?,
/// ).unwrap();
/// assert_eq!(answer["headers"], serde_json::json!(["step", "piece", "state"]));
/// assert_eq!(answer["steps"], 8);
/// assert_eq!(answer.get("csv"), None); // written when downloaded
/// let refused = tetrolab_web::trace("7-bag", r#"{"count":"2e6"}"#, None).unwrap_err();
/// assert!(refused.to_string().starts_with("count=2000000 is more than 1000000 steps"), "{refused}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A refused request, more steps than a trace holds, or a source that
/// stops before the count.
#[wasm_bindgen]
pub fn trace(spec: &str, options: &str, progress: Option<Function>) -> Result<String, Failure> {
    let (run, trace) = traced(spec, options)?;
    let steps = run.count() + 1;
    Reporter::run(progress, |watch| {
        watch.begin(
            "trace",
            steps.min(u64::try_from(SHOWN_STEPS).unwrap_or(u64::MAX)),
        );
        let rows: Vec<_> = trace
            .rows(WeightText::Readable)
            .take(SHOWN_STEPS)
            .inspect(|_| watch.add(1))
            .collect();
        json(&serde_json::json!({
            "heading": trace.heading(),
            "headers": trace.headers(),
            "rows": rows,
            "steps": steps,
        }))
    })
}

/// The whole trace as one of `tetrolab trace`'s formats prints it, byte
/// for byte: `format` is `text`, `csv` or `json`. Written when a download
/// asks for it, so the page never holds the three at once. `progress` is
/// called as the lines are written (the JSON's once, at its end).
///
/// ```
/// let csv = tetrolab_web::trace_file("7-bag", r#"{"count":"7","seed":"1"}"#, "csv", None)?;
/// assert!(csv.starts_with("step,piece,state\n0,,"));
/// assert_eq!(csv.lines().count(), 9);
/// let refused = tetrolab_web::trace_file("7-bag", "", "xml", None).unwrap_err();
/// assert_eq!(refused.to_string(), "format=xml: not a trace format: write text, csv or json");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// As [`trace`]'s, and a format that is none of the three.
#[wasm_bindgen]
pub fn trace_file(
    spec: &str,
    options: &str,
    format: &str,
    progress: Option<Function>,
) -> Result<String, Failure> {
    if !["text", "csv", "json"].contains(&format) {
        return Err(Failure::new(format!(
            "format={format}: not a trace format: write text, csv or json"
        )));
    }
    let (run, trace) = traced(spec, options)?;
    let steps = run.count() + 1;
    Reporter::run(progress, |watch| match format {
        "text" => {
            // A heading, a blank line, the header row, then a line a step.
            watch.begin("trace", steps + 3);
            written(watch, |out| trace.write_text(run.count(), out))
        }
        "csv" => {
            watch.begin("trace", steps + 1);
            written(watch, |out| trace.write_csv(out))
        }
        _ => {
            watch.begin("trace", steps);
            let pretty = json_text(&trace)?;
            watch.add(steps);
            Ok(pretty)
        }
    })
}

/// The run `options` ask for and its trace, or the request's refusal.
fn traced(spec: &str, options: &str) -> Result<(DealRun, Trace), Failure> {
    let options = options::with(options, &[("spec", text(spec))])?;
    let request = DealRequest::from_options(&options, true).map_err(|e| Failure::spelled(&e))?;
    let run = request
        .resolve(fresh_bits())
        .map_err(|e| Failure::spelled(&e))?
        .value;
    let trace = run.trace().map_err(|e| Failure::spelled(&e))?;
    Ok((run, trace))
}

/// The text `write` writes, `watch` told of each line as it is written.
fn written(
    watch: &Reporter,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<String, Failure> {
    let mut out = Lines {
        bytes: Vec::new(),
        watch,
    };
    write(&mut out).map_err(|e| Failure::new(format!("writing a result: {e}")))?;
    String::from_utf8(out.bytes).map_err(|e| Failure::new(format!("writing a result: {e}")))
}

/// Text being written, its lines counted to a watch.
struct Lines<'a> {
    bytes: Vec<u8>,
    watch: &'a Reporter,
}

impl Write for Lines<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let lines = buf.iter().filter(|&&b| b == b'\n').count();
        if lines > 0 {
            self.watch.add(lines as u64);
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
