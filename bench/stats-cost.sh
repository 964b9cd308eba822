#!/usr/bin/env bash
# What measuring costs beside dealing, per piece: instructions of `gen` and of `stats` (all
# metrics, 5-grams included) under callgrind, as the difference of a 3 M and a 1 M piece run so
# start-up and the summary's fixed cost cancel. Deterministic, so it settles what a noisy machine
# cannot. Usage: bench/stats-cost.sh BINARY [SPEC...] (default: 7-bag tgm1 ti). Needs valgrind.
set -euo pipefail
bin=$1
shift
specs=${*:-7-bag tgm1 ti}
ir() { # instructions of one run
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | awk '/Collected/ {print $4}'
}
for spec in $specs; do
  for cmd in gen stats; do
    a=$(ir "$bin" "$cmd" "$spec" --seed 0x8988 -n 1000000)
    b=$(ir "$bin" "$cmd" "$spec" --seed 0x8988 -n 3000000)
    awk -v s="$spec" -v c="$cmd" -v a="$a" -v b="$b" \
      'BEGIN{printf "%-6s %-14s %6.1f instructions/piece\n", c, s, (b - a) / 2e6}'
  done
done
