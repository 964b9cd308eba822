//! Any text as a randomizer spec or a sweep template, and any JSON object
//! as a command's options: no panic. A spec that reads writes back to
//! text that reads as a spec of the same name and deals the same pieces.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tetrolab::Dealing;
use tetrolab::analysis::Sweep;
use tetrolab::randomizer::Spec;
use tetrolab::request::{
    CompareRequest, ExactRequest, IdentifyRequest, Options, PredictRequest, SeedsRequest,
    StatsRequest, SweepRequest,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(spec) = text.parse::<Spec>() {
        let written = spec.to_string();
        let again: Spec = written.parse().expect("a spec's own text reads");
        assert_eq!(again.to_string(), written, "{text:?}");
        if let (Ok(a), Ok(b)) = (
            Dealing::new(spec, None, 7u64.into()),
            Dealing::new(again, None, 7u64.into()),
        ) {
            let (mut a, mut b) = (a.randomizer(), b.randomizer());
            for _ in 0..64 {
                assert_eq!(a.next_piece(), b.next_piece(), "{text:?}");
            }
        }
    }
    if let Ok(sweep) = text.parse::<Sweep>() {
        let _ = sweep.pieces(3, 10);
    }
    if let Ok(options) = serde_json::from_str::<Options>(text) {
        let _ = StatsRequest::from_options(&options);
        let _ = ExactRequest::from_options(&options);
        let _ = CompareRequest::from_options(&options);
        let _ = SweepRequest::from_options(&options);
        let _ = IdentifyRequest::from_options(&options);
        let _ = PredictRequest::from_options(&options);
        let _ = SeedsRequest::from_options(&options);
    }
});
