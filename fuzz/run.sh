#!/usr/bin/env bash
# Fuzzes the record reader, the fumen decoder, the small parsers (moves,
# triads, setups, markers), specs, sweep templates, every request's options
# and the partial-result reader for SECONDS each (default 60),
# starting from the committed seed corpus (fuzz/corpus/<target>, made from the
# test fixtures). New inputs go to fuzz/target/corpus/<target> and crashes to
# fuzz/artifacts/<target>; both are ignored by git. Needs the nightly toolchain
# and cargo-fuzz, and installs them if missing. CI does not run this.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
if ! rustup toolchain list | grep -q '^nightly'; then
    rustup toolchain install nightly --profile minimal
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi
for target in record fumen parts spec partial; do
    mkdir -p "target/corpus/$target"
    echo "fuzzing $target for ${seconds}s" >&2
    cargo +nightly fuzz run "$target" "target/corpus/$target" "corpus/$target" -- \
        -max_total_time="$seconds" -timeout=10
done
