//! The command line's side of resolving a run: 64 bits of the operating
//! system's entropy for a seed the user did not give (the library never
//! reads it), and the library's notices printed on stderr.

use std::hash::{BuildHasher, RandomState};

use tetrolab::randomizer::{Notice, Resolved};
use tetrolab::spelling::Spelling;

/// 64 random bits from the process's random hasher keys (OS entropy).
pub fn fresh_bits() -> u64 {
    RandomState::new().hash_one(0u8)
}

/// Prints what the library says about a resolved run on stderr (seeds as
/// `tetrolab: …`, warnings as `warning: …`) and gives back the value.
pub fn announced<T>(resolved: Resolved<T>) -> T {
    for notice in &resolved.notices {
        announce(notice);
    }
    resolved.value
}

/// Prints one notice on stderr.
pub fn announce(notice: &Notice) {
    let prefix = if notice.is_warning() {
        "warning"
    } else {
        "tetrolab"
    };
    eprintln!("{prefix}: {}", notice.message(Spelling::CLI));
}
