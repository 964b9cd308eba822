//! `queue`: the first pieces of a randomizer, with where each bag begins,
//! for the page's queue, as typed arrays: no JSON text of the pieces.

use js_sys::{JSON, Object, Reflect, Uint8Array};
use tetrolab::request::{DealRequest, Given, Options};
use tetrolab::results::{Dealt, Queue};
use tetrolab::spelling::Spelling;
use tetrolab::{Piece, amount};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::failure::{Failure, json};

/// A dealt queue as Rust holds it: what the page's `queue` hands over.
#[derive(Debug)]
pub struct DealtQueue {
    /// `gen --json`'s fields (without `letters`), `json_open` (`gen
    /// --json`'s text up to its letters), `codes` (the letter of each
    /// code) and `notices`, as JSON.
    pub about: String,
    /// The pieces and where each bag begins (the library's
    /// [`Queue`]).
    pub queue: Queue,
}

/// The first `count` pieces of `spec` on generator `rng` (`None`: the
/// randomizer's own) from `seed` (`None`: a seed made from `fresh`, 64
/// random bits the page draws, and announced in the notices). `count` is
/// the text as typed (`70`, `1_000`, `1e4`): the library reads it and
/// refuses what is not a count, as the command line's `-n`. The pieces
/// are the catalog's engine's, as `tetrolab gen` deals them.
///
/// ```
/// use tetrolab_web::queue;
/// let dealt = queue("tetrio-7-bag", "14", Some("191836487".into()), None, 0)?;
/// assert!(dealt.about.contains(r#""codes":"IJLOSTZ""#), "{}", dealt.about);
/// let letters: String = dealt.queue.codes.iter().map(|&c| "IJLOSTZ".as_bytes()[usize::from(c)] as char).collect();
/// assert_eq!(letters, "JISZTLOLSIJZOT");
/// assert_eq!(dealt.queue.starts(), Some(vec![0, 7]));
/// # Ok::<(), tetrolab_web::Failure>(())
/// ```
///
/// # Errors
/// A spec, generator or seed that does not work, a count past where the
/// source stops, or more pieces than a call deals unwatched
/// ([`MOST_UNWATCHED`](tetrolab::amount::MOST_UNWATCHED): the page waits
/// for this call).
// wasm-bindgen hands over an optional JavaScript string only as an owned one.
#[allow(clippy::needless_pass_by_value)]
pub fn queue(
    spec: &str,
    count: &str,
    seed: Option<String>,
    rng: Option<String>,
    fresh: u64,
) -> Result<DealtQueue, Failure> {
    let mut options = Options::default();
    options
        .set("spec", Given::Text(spec.to_owned()))
        .set("count", Given::Text(count.to_owned()))
        .text("seed", seed.as_deref())
        .text("rng", rng.as_deref());
    let request = DealRequest::from_options(&options, false).map_err(|e| Failure::spelled(&e))?;
    // Dealt where the page waits: at most what a call deals unwatched.
    amount::unwatched(request.count).map_err(|e| Failure::new(e.named(Spelling::WEB.count)))?;
    let held =
        amount::held(request.count).map_err(|e| Failure::new(e.named(Spelling::WEB.count)))?;
    let resolved = request.resolve(fresh).map_err(|e| Failure::spelled(&e))?;
    let dealing = resolved.value.dealing().map_err(|e| Failure::spelled(&e))?;
    // `gen --json`'s description; the letters, empty there, left out.
    let header = Dealt::header(dealing, request.count);
    let mut about = serde_json::to_value(&header)
        .map_err(|e| Failure::new(format!("encoding a result: {e}")))?;
    // `gen --json`'s text up to its letters (its last field, empty in the
    // header): the letters and `"}` close it, as `gen` streams them.
    let header_text = json(&header)?;
    let json_open = header_text
        .strip_suffix("\"}")
        .ok_or_else(|| Failure::new("the letters field is last and empty"))?;
    if let Some(fields) = about.as_object_mut() {
        fields.remove("letters");
        fields.insert("json_open".into(), json_open.into());
        fields.insert(
            "codes".into(),
            Piece::ALL
                .iter()
                .map(|p| p.letter())
                .collect::<String>()
                .into(),
        );
        let notices = resolved.notices.iter().map(|n| n.message(Spelling::WEB));
        fields.insert("notices".into(), notices.collect::<Vec<_>>().into());
    }
    Ok(DealtQueue {
        about: json(&about)?,
        queue: Queue::deal(dealing, held),
    })
}

/// [`queue`] for the page: an object with `gen --json`'s fields but the
/// letters (`spec`, `generator`, `seed`, `count`), `json_open` (`gen
/// --json`'s text up to the letters, which with the letters and `"}` and a
/// newline is that command's output), `codes` (the letter of
/// each code, `"IJLOSTZ"`), `notices`, and two typed arrays: `pieces`, a
/// `Uint8Array` of each piece's code, and `bag_starts`, a `Uint8Array`
/// whose bit `i % 8` of byte `i / 8` is set when piece `i` begins a bag
/// (`null` for a randomizer without bags).
///
/// # Errors
/// As [`queue`]'s.
#[wasm_bindgen(js_name = queue)]
// wasm-bindgen hands over an optional JavaScript string only as an owned one.
#[allow(clippy::needless_pass_by_value)]
pub fn queue_arrays(
    spec: &str,
    count: &str,
    seed: Option<String>,
    rng: Option<String>,
    fresh: u64,
) -> Result<Object, Failure> {
    let dealt = queue(spec, count, seed, rng, fresh)?;
    let object: Object = JSON::parse(&dealt.about)
        .map_err(|_| Failure::new("decoding the queue's description"))?
        .into();
    let bag_starts = match &dealt.queue.bag_starts {
        Some(bits) => Uint8Array::from(bits.as_slice()).into(),
        None => JsValue::NULL,
    };
    for (key, value) in [
        (
            "pieces",
            Uint8Array::from(dealt.queue.codes.as_slice()).into(),
        ),
        ("bag_starts", bag_starts),
    ] {
        Reflect::set(&object, &key.into(), &value)
            .map_err(|_| Failure::new("building the queue's answer"))?;
    }
    Ok(object)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn about(dealt: &DealtQueue) -> serde_json::Value {
        serde_json::from_str(&dealt.about).unwrap()
    }

    #[test]
    fn a_seed_not_given_is_drawn_from_the_pages_bits_and_announced() {
        let drawn = queue("7-bag", "7", None, None, 12345).unwrap();
        let value = about(&drawn);
        let seed = value["seed"].as_str().unwrap();
        let notice = value["notices"][0].as_str().unwrap();
        assert!(notice.contains(&format!("seed={seed}")), "{notice}");
        let again = queue("7-bag", "7", Some(seed.into()), None, 999).unwrap();
        assert_eq!(again.queue, drawn.queue);
        assert_eq!(about(&again)["notices"], serde_json::json!([]));
    }

    /// The description names the run as `gen --json` does, without the
    /// letters: the pieces are not written out as text.
    #[test]
    fn the_description_is_gens_without_the_letters() {
        let dealt = queue("7-bag", "1000", Some("5".into()), None, 0).unwrap();
        let value = about(&dealt);
        assert_eq!(value["spec"], "7-bag");
        assert_eq!(value["seed"], "5");
        assert_eq!(value["count"], 1000);
        assert_eq!(value.get("letters"), None);
        assert!(dealt.about.len() < 300, "{}", dealt.about);
        assert_eq!(
            value["json_open"],
            r#"{"spec":"7-bag","generator":"default","seed":"5","count":1000,"letters":""#
        );
        assert_eq!(dealt.queue.codes.len(), 1000);
    }

    #[test]
    fn a_randomizer_without_bags_has_no_boundaries() {
        let dealt = queue("memoryless", "5", Some("1".into()), None, 0).unwrap();
        assert_eq!(dealt.queue.bag_starts, None);
    }

    #[test]
    fn bad_input_is_the_librarys_message() {
        assert!(queue("7-bag", "5", Some("1".into()), Some("mersene".into()), 0).is_err());
        assert!(queue("7-bag", "5", Some("x1".into()), None, 0).is_err());
    }

    /// A seed or generator given as blank text is the library's refusal,
    /// never a fresh seed: the page leaves out what its user left empty.
    #[test]
    fn a_blank_seed_or_generator_is_refused() {
        let refused = queue("7-bag", "5", Some(String::new()), None, 0).unwrap_err();
        assert_eq!(
            refused.0,
            "seed='': empty: give a value, or leave the option out for its default"
        );
        let refused = queue("7-bag", "5", None, Some(" ".into()), 0).unwrap_err();
        assert!(refused.0.starts_with("rng='': empty"), "{refused}");
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
        let dealt = queue("7-bag", "1_4", Some("1".into()), None, 0).unwrap();
        assert_eq!(about(&dealt)["count"], 14);
    }
}
