//! Any text through sfinder's pattern reader: no panic; what reads writes
//! back to text that reads as the same pattern; a small pattern makes as
//! many sequences as it counts, each one it matches, and its distinct
//! sequences are no more than those. Any text after a fumen's `#` reads as
//! a page range or is refused, and any text as a fumen setup gives a setup
//! or a refusal, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tetrolab::setups::{Pages, Pattern, Setup};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = text.parse::<Pages>();
    let _ = Setup::from_fumen(text);
    let Ok(pattern) = Pattern::parse(text) else {
        return;
    };
    let written = pattern.to_string();
    assert_eq!(Pattern::parse(&written).as_ref(), Ok(&pattern), "{text:?} -> {written:?}");
    if pattern.sequences() <= 5040 {
        let mut made = 0u128;
        for sequence in pattern.iter() {
            assert_eq!(sequence.len(), pattern.length());
            assert!(pattern.matches(&sequence), "{written}: {sequence:?}");
            made += 1;
        }
        assert_eq!(made, pattern.sequences());
        let unique = pattern.unique(5040).expect("within the limit");
        assert!(unique.len() as u128 <= made);
    }
});
