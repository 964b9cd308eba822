//! `queue`: the first pieces of a randomizer, with where each bag begins,
//! for the page's queue.

use serde::Serialize;
use tetrolab::request::{DealRequest, Given, Options};
use tetrolab::results::{Dealt, bag_starts};
use tetrolab::spelling::Spelling;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};

/// `queue`'s answer: `tetrolab gen --format json`'s fields, then the
/// library's bag boundaries and what it says about the run.
#[derive(Debug, Serialize)]
struct Queue {
    #[serde(flatten)]
    dealt: Dealt,
    /// Indices of the pieces that begin a bag (`null`: no bags).
    bag_starts: Option<Vec<u64>>,
    /// The library's notices (a seed drawn, a warning), as sentences.
    notices: Vec<String>,
}

/// The first `count` pieces of `spec` on generator `rng` (`None`: the
/// randomizer's own) from `seed` (`None`: a seed made from `fresh`, 64
/// random bits the page draws, and announced in `notices`). `count` is
/// the text as typed (`70`, `1_000`, `1e4`): the library reads it and
/// refuses what is not a count, as the command line's `-n`.
///
/// ```
/// use tetrolab_web::queue;
/// let json = queue("tetrio-7-bag", "14", Some("191836487".into()), None, 0)?;
/// assert!(json.contains(r#""letters":"JISZTLOLSIJZOT""#), "{json}");
/// assert!(json.contains(r#""bag_starts":[0,7]"#), "{json}");
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A spec, generator or seed that does not work, a count past where the
/// source stops, or more pieces than a call deals unwatched
/// ([`MOST_UNWATCHED`](tetrolab::amount::MOST_UNWATCHED): the page waits
/// for this call).
#[wasm_bindgen]
// wasm-bindgen hands over an optional JavaScript string only as an owned one.
#[allow(clippy::needless_pass_by_value)]
pub fn queue(
    spec: &str,
    count: &str,
    seed: Option<String>,
    rng: Option<String>,
    fresh: u64,
) -> Result<String, Failure> {
    let mut options = Options::default();
    options
        .set("spec", Given::Text(spec.to_owned()))
        .set("count", Given::Text(count.to_owned()))
        .text("seed", seed.as_deref().filter(|s| !s.trim().is_empty()))
        .text("rng", rng.as_deref().filter(|s| !s.trim().is_empty()));
    let request = DealRequest::from_options(&options, false).map_err(|e| Failure::spelled(&e))?;
    // Dealt where the page waits: at most what a call deals unwatched.
    tetrolab::amount::unwatched(request.count)
        .map_err(|e| Failure::new(e.named(Spelling::WEB.count)))?;
    let resolved = request.resolve(fresh).map_err(|e| Failure::spelled(&e))?;
    let dealing = resolved.value.dealing().map_err(|e| Failure::spelled(&e))?;
    let count = request.count;
    json(&Queue {
        dealt: Dealt::of(dealing, count),
        bag_starts: bag_starts(dealing, count),
        notices: resolved
            .notices
            .iter()
            .map(|n| n.message(Spelling::WEB))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_not_given_is_drawn_from_the_pages_bits_and_announced() {
        let json = queue("7-bag", "7", None, None, 12345).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let seed = value["seed"].as_str().unwrap();
        let notice = value["notices"][0].as_str().unwrap();
        assert!(notice.contains(&format!("seed={seed}")), "{notice}");
        let again = queue("7-bag", "7", Some(seed.into()), None, 999).unwrap();
        let again: serde_json::Value = serde_json::from_str(&again).unwrap();
        assert_eq!(again["letters"], value["letters"]);
        assert_eq!(again["notices"], serde_json::json!([]));
    }

    #[test]
    fn a_randomizer_without_bags_has_no_boundaries() {
        let json = queue("memoryless", "5", Some("1".into()), None, 0).unwrap();
        assert!(json.contains(r#""bag_starts":null"#), "{json}");
    }

    #[test]
    fn bad_input_is_the_librarys_message() {
        assert!(queue("7-bag", "5", Some("1".into()), Some("mersene".into()), 0).is_err());
        assert!(queue("7-bag", "5", Some("x1".into()), None, 0).is_err());
    }

    /// Text that is no count is the library's refusal, not a number the
    /// page made of it.
    #[test]
    fn a_count_is_read_by_the_library() {
        for bad in ["abc", "1e400", "-5"] {
            let refused = queue("7-bag", bad, Some("1".into()), None, 0).unwrap_err();
            assert!(
                refused.0.starts_with(&format!("count={bad}: ")),
                "{refused}"
            );
        }
        let json = queue("7-bag", "1_4", Some("1".into()), None, 0).unwrap();
        assert!(json.contains(r#""count":14"#), "{json}");
    }
}
