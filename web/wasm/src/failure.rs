//! Bad input as the page sees it: one message, thrown as a JavaScript
//! `Error`.

use std::fmt::{self, Display};

use tetrolab::Halted;
use tetrolab::spelling::{Spelled, Spelling};
use tetrolab_charts::ChartError;
use wasm_bindgen::JsValue;

/// Why a call gave no answer: the library's message, options spelt as the
/// page's URL parameters. Thrown to JavaScript as an `Error` with this
/// message.
///
/// ```
/// use tetrolab_web::queue;
/// let failure = queue("7-bagg", "14", Some("1".into()), None, 0).unwrap_err();
/// assert!(failure.to_string().contains("7-bag"), "{failure}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure(pub String);

impl Failure {
    /// A failure saying `message`.
    pub fn new(message: impl Display) -> Failure {
        Failure(message.to_string())
    }

    /// An error whose message names options, spelt as the page's.
    pub fn spelled(error: &impl Spelled) -> Failure {
        Failure(error.message(Spelling::WEB))
    }

    /// A run refused before it deals past where its source stops.
    pub fn halted(halted: &Halted) -> Failure {
        Failure(halted.message(Spelling::WEB))
    }

    /// A chart's error.
    pub fn chart(error: &ChartError) -> Failure {
        match error {
            ChartError::Halted(h) => Failure::halted(h),
            other => Failure::new(other),
        }
    }
}

impl Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failure {}

impl From<Failure> for JsValue {
    /// A JavaScript `Error` with the message.
    fn from(failure: Failure) -> JsValue {
        js_sys::Error::new(&failure.0).into()
    }
}

/// A value as the JSON the command line prints for it.
pub fn json(value: &impl serde::Serialize) -> Result<String, Failure> {
    serde_json::to_string(value).map_err(|e| Failure::new(format!("encoding a result: {e}")))
}

/// A value as the text `tetrolab CMD --json` writes for it, byte for
/// byte: pretty-printed, then a newline; for a page's download.
pub fn json_text(value: &impl serde::Serialize) -> Result<String, Failure> {
    serde_json::to_string_pretty(value)
        .map(|text| text + "\n")
        .map_err(|e| Failure::new(format!("encoding a result: {e}")))
}
