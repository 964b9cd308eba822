//! Run-time CPU feature dispatch for the metrics' AVX2 kernel ([`wide`]):
//! the one module of the workspace allowed `unsafe` code (`unsafe_code =
//! "deny"` in the workspace's `Cargo.toml`, allowed here alone; [`wide`]
//! denies it again).
//!
//! Why it is needed: the release build targets baseline x86-64 (SSE2, no
//! POPCNT), where the metrics' piece-by-piece counters cannot be counted
//! 32 pieces to an instruction; most x86-64 machines have AVX2, and
//! `is_x86_feature_detected!` finds it when the program runs. Calling a
//! function compiled for features the build does not assume is `unsafe`
//! (on a machine without them it would be undefined behaviour), and so are
//! the vector loads from memory, which take raw pointers. Each `unsafe`
//! block below says why it is sound; everything in [`wide`] is safe code.
//! Where AVX2 is absent the portable passes of
//! [`Metrics::observe`](super::Metrics::observe) run (the tests force
//! each path and compare them).

#![allow(unsafe_code)]

use super::Metrics;
use crate::Piece;
use core::arch::x86_64::{
    __m128i, __m256i, _mm_loadu_si128, _mm256_loadu_si256, _mm256_storeu_si256,
};

mod wide;

pub(super) use wide::{CHUNK, LOOKBACK, MAX_START};

/// Whether this CPU has what [`wide`] is compiled for: AVX2, BMI1, POPCNT
/// and LZCNT (std finds them once and keeps the answer).
pub(super) fn available() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt")
}

/// Observes `pieces[from..to]` (whole chunks of [`CHUNK`], at least
/// [`LOOKBACK`] pieces into `pieces`, `m` having observed
/// `pieces[..from]`) with the AVX2 kernel; `false`, observing nothing, if
/// the CPU lacks its features.
pub(super) fn observe_chunks(m: &mut Metrics, pieces: &[Piece], from: usize, to: usize) -> bool {
    if !available() {
        return false;
    }
    // SAFETY: `available` has just found every feature `observe_chunks`
    // is compiled for on this CPU.
    unsafe { wide::observe_chunks(m, bytes(pieces), from, to) };
    true
}

/// [`wide::add_runs`] for tests; `false`, doing nothing, if the CPU lacks
/// its features.
#[cfg(test)]
pub(super) fn add_runs(counter: &mut super::RunCounter, bits: u64) -> bool {
    if !available() {
        return false;
    }
    // SAFETY: `available` has just found every feature `add_runs` is
    // compiled for on this CPU.
    unsafe { wide::add_runs(counter, bits) };
    true
}

/// The pieces as their bytes (each piece's index).
fn bytes(pieces: &[Piece]) -> &[u8] {
    // SAFETY: `Piece` is `repr(u8)`, so a slice of pieces is a slice of
    // as many initialised bytes, with the same lifetime.
    unsafe { std::slice::from_raw_parts(pieces.as_ptr().cast::<u8>(), pieces.len()) }
}

/// The 32 bytes of `bytes` from `at`, as a vector.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn load32(bytes: &[u8], at: usize) -> __m256i {
    let window = &bytes[at..at + 32];
    // SAFETY: `window` holds 32 readable bytes; the load is unaligned.
    unsafe { _mm256_loadu_si256(window.as_ptr().cast()) }
}

/// The 16 bytes of `bytes` from `at`, as a vector.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn load16(bytes: &[u8], at: usize) -> __m128i {
    let window = &bytes[at..at + 16];
    // SAFETY: `window` holds 16 readable bytes; the load is unaligned.
    unsafe { _mm_loadu_si128(window.as_ptr().cast()) }
}

/// Sixteen `i16` lanes as a vector.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn load_words(lanes: &[i16; 16]) -> __m256i {
    // SAFETY: `lanes` is 32 readable bytes; the load is unaligned.
    unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) }
}

/// Arrays of 32 bytes of integers, which any bits make: what a vector's
/// lanes are stored to.
pub(super) trait Lanes: Default {}

impl Lanes for [i16; 16] {}

impl Lanes for [i32; 8] {}

/// A vector's lanes, as sixteen `i16` or eight `i32`.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn store_lanes<L: Lanes>(vector: __m256i) -> L {
    let mut lanes = L::default();
    // SAFETY: every `Lanes` is 32 writable bytes of integers, which any
    // bits are; the store is unaligned.
    unsafe { _mm256_storeu_si256((&raw mut lanes).cast(), vector) };
    lanes
}

/// A vector's 32 bytes, written to `bytes` from `at`.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn store32(bytes: &mut [u8], at: usize, vector: __m256i) {
    let window = &mut bytes[at..at + 32];
    // SAFETY: `window` is 32 writable bytes; the store is unaligned.
    unsafe { _mm256_storeu_si256(window.as_mut_ptr().cast(), vector) };
}

/// A vector's 16 `u16` lanes, written to `lanes` from `at`.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) fn store_u16(lanes: &mut [u16], at: usize, vector: __m256i) {
    let window = &mut lanes[at..at + 16];
    // SAFETY: `window` is 32 writable bytes; the store is unaligned.
    unsafe { _mm256_storeu_si256(window.as_mut_ptr().cast(), vector) };
}
