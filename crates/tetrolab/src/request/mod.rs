//! One request per command: what the command line's flags, Python's
//! keyword arguments and the page's options all mean, read by one set of
//! rules.
//!
//! A face (the `tetrolab` binary, the Python package, the browser page)
//! collects what its user gave as [`Options`] — each option by its name
//! and its raw value, nothing checked — and asks the command's request
//! type to read them (`StatsRequest::from_options`). The request holds
//! the library's defaults (`StatsRequest::new`), reads every number by
//! one rule (digits, `1_000_000` or `1e9`, at most 2^64 − 1: a negative,
//! fractional or huge number gets the same sentence everywhere), and
//! refuses bad input with one [`RequestError`] naming the option as the
//! face spells it ([`Spelling`](crate::spelling::Spelling): `-n 0`,
//! `count=0`). The checked request then runs the command's library calls
//! (`StatsRequest::measure`), failing with one [`CallError`] that every
//! face maps to its own ending ([`Ending`]).
//!
//! So no face writes a default, a range rule or a "must be at least":
//! they translate, the library decides.
//!
//! ```
//! use tetrolab::request::{Options, StatsRequest};
//! use tetrolab::spelling::{Spelled, Spelling};
//! // The page's options object, as JSON:
//! let options: Options = serde_json::from_str(r#"{"spec": "7-bag", "count": "1e9", "games": 5}"#).unwrap();
//! let refused = StatsRequest::from_options(&options).unwrap_err();
//! assert_eq!(
//!     refused.message(Spelling::WEB),
//!     "games= means something only with game_length=: give both, or leave it out"
//! );
//! ```

mod call;
mod compare;
mod cover;
mod deal;
mod dealt;
mod exact;
mod frontier;
mod given;
mod number;
mod pc;
mod reader;
mod reading;
mod refusal;
mod resolve;
mod seeds;
mod stats;
mod sweep;

pub use call::{CallError, Ending};
pub use compare::{CompareRequest, CompareRun};
pub use cover::CoverRequest;
pub use deal::{DealRequest, DealRun};
pub use exact::ExactRequest;
pub use frontier::{FRONTIER_MINIMIZED, FrontierRequest};
pub use given::{Given, Options};
pub use number::{NotWhole, whole};
pub use pc::PcRequest;
pub use reader::{Reader, amount, check_at_least, flag, text};
pub use reading::{IdentifyRequest, PredictRequest, Reading};
pub use refusal::RequestError;
pub use seeds::SeedsRequest;
pub use stats::{StatsAnswer, StatsRequest, StatsRun};
pub use sweep::{SweepRequest, SweepRun};
