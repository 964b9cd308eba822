//! Code compiled twice, for baseline x86-64 and for AVX2, with the copy
//! chosen when the program runs: the second module of the workspace
//! allowed `unsafe` code (the other is the metrics' kernel dispatch,
//! `analysis::simulation::metrics::dispatch`).
//!
//! Why: the release build targets baseline x86-64, whose vectors hold two
//! `f64`; most x86-64 CPUs have AVX2, whose vectors hold four. A loop
//! written over lanes in plain, safe Rust (such as the weighted
//! randomizer's eight streams) runs twice as wide when the compiler may
//! use AVX2 for it. [`with_avx2`] gives it that: the same source, the same
//! operations in the same order on every lane, so the same results bit
//! for bit (Rust never fuses a multiply and an add on its own).

#![allow(unsafe_code)]

/// Whether this CPU runs AVX2 code (std finds it once and keeps the
/// answer); never on other architectures.
pub(crate) fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    return false;
}

/// Runs `work`, compiled for AVX2 where the CPU has it, as it is
/// elsewhere. For the AVX2 copy to be the one that runs, everything `work`
/// does in its hot loop must be inlined into it (`#[inline(always)]` on the
/// functions it calls); what is not inlined runs as compiled for baseline.
#[inline(always)]
pub(crate) fn with_avx2<T>(work: impl FnOnce() -> T) -> T {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: `has_avx2` has just found AVX2 on this CPU, the one
        // feature `avx2` is compiled for.
        return unsafe { avx2(work) };
    }
    work()
}

/// `work()`, compiled for AVX2 (with `work` inlined into it).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn avx2<T>(work: impl FnOnce() -> T) -> T {
    work()
}
