//! Any text as a partial result (`stats --partial`'s file): no panic, and
//! a part that reads either merges alone or is refused with a message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tetrolab::analysis::{Partial, merge};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(part) = Partial::from_json(text, "part") {
        if let Err(refused) = merge(&[("part", part)]) {
            assert!(!refused.to_string().is_empty());
        }
    }
});
