#!/usr/bin/env bash
# What measuring costs beside dealing, per piece: instructions of `gen` and of `stats` (all
# metrics, 5-grams included) under callgrind, as the difference of a 30 M and a 10 M piece run so
# start-up and the summary's fixed costs cancel. Deterministic, so it settles what a noisy machine
# cannot. Usage: bench/stats-cost.sh BINARY [SPEC...] (default: 7-bag tgm1 ti). Needs valgrind.
#
# Why 10 M and 30 M: `stats` deals in 64 batches and computes each batch's conditional entropies
# once, from its 5-gram table. That cost grows with the distinct 5-grams a batch has seen, which
# for `7-bag` have all appeared by 1.6·10^5 pieces a batch (the 10 M run: 30 M − 10 M and
# 100 M − 30 M agree within 0.1); with the 1 M and 3 M runs this script used until 2026-11-28,
# the difference charged about 12 instructions a piece of entropies to the pieces.
# SMALL and LARGE (pieces) override the two runs.
set -euo pipefail
bin=$1
shift
specs=${*:-7-bag tgm1 ti}
small=${SMALL:-10000000}
large=${LARGE:-30000000}
ir() { # instructions of one run
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | awk '/Collected/ {print $4}'
}
for spec in $specs; do
  for cmd in gen stats; do
    a=$(ir "$bin" "$cmd" "$spec" --seed 0x8988 -n "$small")
    b=$(ir "$bin" "$cmd" "$spec" --seed 0x8988 -n "$large")
    awk -v s="$spec" -v c="$cmd" -v a="$a" -v b="$b" -v n="$((large - small))" \
      'BEGIN{printf "%-6s %-14s %6.1f instructions/piece\n", c, s, (b - a) / n}'
  done
done
