#!/usr/bin/env bash
# Whole-process timings of tetrolab against the seed documents' own code:
# `gen` for every randomizer against seed 000's and 001's JavaScript under node,
# `stats` over 10^9 pieces, and seed 002's sweeps against its Python (numpy and
# pandas; like for like, the sweep measures only seed 002's frequency_std).
# Usage: bench/run.sh [COUNT] (default 200000000 pieces for `gen`).
# Prints the machine, then one line per run: what, seconds, pieces/s, peak RSS.
# tetrolab runs are the best of 3; node and Python runs (20-45 s each) run once.
# Builds tetrolab in release first; skips baselines whose interpreter is missing.
# Seed 0x8988 (NES Tetris's power-on state) suits every generator.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-200000000}
cargo build --release --quiet
echo "# $(date -u +%F) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores," \
  "$(grep -m1 'cpu MHz' /proc/cpuinfo | cut -d: -f2 | xargs) MHz; $(rustc --version);" \
  "node $(node --version 2>/dev/null || echo absent); count $count"
time_runs() { # runs "$@" > /dev/null $runs times; prints the best wall time and its peak RSS
  local best_s=999999 best_kb=0
  for _ in $(seq "$runs"); do
    local out
    out=$( { /usr/bin/time -f '%x %e %M' "$@" > /dev/null; } 2>&1 | tail -1 ) || true
    local status=${out%% *}
    if [ "$status" != 0 ]; then printf '%-40s FAILED (%s)\n' "$label" "$out"; return; fi
    out=${out#* }
    local s=${out% *} kb=${out#* }
    if awk "BEGIN{exit !($s < $best_s)}"; then best_s=$s; best_kb=$kb; fi
  done
  awk -v n="$count" -v s="$best_s" -v kb="$best_kb" -v what="$label" \
    'BEGIN{printf "%-40s %8.2f s %9.1f M/s %8d KB\n", what, s, n/s/1e6, kb}'
}
runs=3
for spec in tetrio-7-bag tetrio-14-bag tetrio-classic tetrio-pairs tetrio-total-mayhem \
            tetrio-7+1-bag tetrio-7+2-bag tetrio-7+x-bag memoryless 7-bag 14-bag 2x7-bag \
            red-blue-bag laroche-memoryless laroche-nes laroche-tgm laroche-7-bag laroche-tgm3 \
            weighted nes tetrisgym-sps nes-ideal tgm1 tap ti sega; do
  label="tetrolab $spec"
  time_runs target/release/tetrolab gen "$spec" --seed 0x8988 --count "$count"
done
for spec in laroche-memoryless laroche-nes laroche-tgm laroche-7-bag laroche-tgm3; do
  label="tetrolab $spec --rng minstd"
  time_runs target/release/tetrolab gen "$spec" --rng minstd --seed 0x8988 --count "$count"
done
label="tetrolab stats 7-bag (10^9 pieces)"
count_was=$count; count=1000000000
time_runs target/release/tetrolab stats 7-bag --seed 1 --count "$count"
for sweep in "1.0..10.0:0.01 9000000" "1.0..1.5:0.001 5000000"; do
  set -- $sweep
  label="tetrolab sweep weighted $1"; count=$2
  time_runs target/release/tetrolab sweep "weighted:denominator=$1" --trials 100 --length 100 --seed 1 \
    --csv --metrics frequency_std
  label="tetrolab sweep weighted $1 (default metrics)"
  time_runs target/release/tetrolab sweep "weighted:denominator=$1" --trials 100 --length 100 --seed 1 --csv
done
count=$count_was
if python3 -c "import numpy, pandas" 2> /dev/null; then
  runs=1
  for which in "full 9000000" "focused 5000000"; do
    set -- $which
    label="python seed002 sweep $1"; count=$2
    time_runs python3 bench/baselines/seed002_sweep.py "$1"
  done
  count=$count_was
fi
if command -v node > /dev/null; then
  runs=1
  for t in 7-bag 14-bag classic pairs total-mayhem; do
    label="node seed001 $t"
    time_runs node bench/baselines/seed001.js "$t" "$count" 1
  done
  for g in memoryless nes tgm 7-bag tgm3; do
    label="node seed000 $g"
    time_runs node bench/baselines/seed000.js "$g" "$count"
    label="node seed000 $g (minstd)"
    time_runs node bench/baselines/seed000.js "$g" "$count" minstd 1
  done
fi
