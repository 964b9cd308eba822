//! Any text through the small parsers that the record reader calls (moves,
//! triads, setups, clear markers, annotations): no panic, and whatever
//! reads writes back to text that reads as the same value.
#![no_main]

use std::fmt::Display;
use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use tetrolab::notation::{Clear, Move, Nag, Setup, Triad};

/// If `text` reads as a `T`, its canonical text reads as the same value.
fn round_trip<T>(text: &str)
where
    T: FromStr + Display + PartialEq + std::fmt::Debug,
    T::Err: std::fmt::Debug + PartialEq,
{
    if let Ok(value) = text.parse::<T>() {
        let written = value.to_string();
        assert_eq!(written.parse::<T>(), Ok(value), "{text:?} -> {written:?}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    round_trip::<Move>(text);
    round_trip::<Triad>(text);
    round_trip::<Setup>(text);
    round_trip::<Clear>(text);
    round_trip::<Nag>(text);
});
