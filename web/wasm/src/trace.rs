//! `trace`: each piece with the randomizer's state after it, as
//! `tetrolab trace` prints it in each of its formats.

use std::io::{self, Write};

use js_sys::Function;
use tetrolab::request::DealRequest;
use tetrolab::results::WeightText;
use tetrolab::work::Watch;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json, json_text};
use crate::options::{self, text};
use crate::progress::Reporter;
use crate::results::fresh_bits;

/// The first steps of a trace the page shows as a table; the downloads
/// hold them all.
pub const SHOWN_STEPS: usize = 200;

/// `tetrolab trace SPEC`: JSON `{heading, headers, rows, steps, text,
/// csv, json}`, where `heading`, `headers` and `rows` are the text's
/// (the first rows, as many as the page shows, weights as the text writes them),
/// `steps` counts every row, and `text`, `csv` and `json` are what
/// `trace`, `trace --csv` and `trace --json` print, byte for byte.
/// `options`: `count`, `seed`, `rng`; `progress` is called as the text's
/// and the CSV's lines are written, and once the JSON is.
///
/// ```
/// let answer: serde_json::Value = serde_json::from_str(
///     &tetrolab_web::trace("7-bag", r#"{"count":"7","seed":"1"}"#, None)?,
/// ).unwrap();
/// assert_eq!(answer["headers"], serde_json::json!(["step", "piece", "state"]));
/// assert_eq!(answer["steps"], 8);
/// assert!(answer["csv"].as_str().unwrap().starts_with("step,piece,state\n0,,"));
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
    let options = options::with(options, &[("spec", text(spec))])?;
    let request = DealRequest::from_options(&options, true).map_err(|e| Failure::spelled(&e))?;
    let run = request
        .resolve(fresh_bits())
        .map_err(|e| Failure::spelled(&e))?
        .value;
    let trace = run.trace().map_err(|e| Failure::spelled(&e))?;
    let steps = run.count() + 1;
    Reporter::run(progress, |watch| {
        // The text's lines (a heading, a blank line, the header row, a line
        // a step), the CSV's (a header row, a line a step), then the JSON.
        watch.begin("trace", (steps + 3) + (steps + 1) + steps);
        let text = written(watch, |out| trace.write_text(run.count(), out))?;
        let csv = written(watch, |out| trace.write_csv(out))?;
        let pretty = json_text(&trace)?;
        watch.add(steps);
        json(&serde_json::json!({
            "heading": trace.heading(),
            "headers": trace.headers(),
            "rows": trace.rows(WeightText::Readable).take(SHOWN_STEPS).collect::<Vec<_>>(),
            "steps": steps,
            "text": text,
            "csv": csv,
            "json": pretty,
        }))
    })
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
