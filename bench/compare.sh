#!/usr/bin/env bash
# Compares two tetrolab binaries randomizer by randomizer: `gen` speed at COUNT pieces (best of 3,
# the two interleaved) and instructions per piece under callgrind (deterministic, so it settles
# what a noisy machine cannot). Usage: bench/compare.sh OLD_BINARY NEW_BINARY [COUNT]
# (default 200000000). Needs valgrind for the instruction counts; skips them without it.
set -euo pipefail
old=$1 new=$2 count=${3:-200000000}
specs="tetrio-7-bag tetrio-14-bag tetrio-classic tetrio-pairs tetrio-total-mayhem tetrio-7+1-bag
       tetrio-7+2-bag tetrio-7+x-bag memoryless 7-bag 14-bag 2x7-bag red-blue-bag laroche-memoryless
       laroche-nes laroche-tgm laroche-7-bag laroche-tgm3 weighted nes tetrisgym-sps nes-ideal tgm1
       tap ti sega"
best() { # the best wall time of 3 runs of "$@"
  local b=999999 t
  for _ in 1 2 3; do
    t=$( { /usr/bin/time -f '%e' "$@" > /dev/null; } 2>&1 | tail -1)
    b=$(awk -v a="$t" -v b="$b" 'BEGIN{print (a<b)?a:b}')
  done
  echo "$b"
}
instructions() { # instructions per piece of `gen` at 5 M pieces
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" gen "$2" --seed 0x8988 -n 5000000 2>&1 \
    > /dev/null | awk '/Collected/ {printf "%.1f", $4 / 5e6}'
}
for spec in $specs; do
  o=$(best "$old" gen "$spec" --seed 0x8988 --count "$count")
  n=$(best "$new" gen "$spec" --seed 0x8988 --count "$count")
  line=$(awk -v s="$spec" -v o="$o" -v n="$n" -v c="$count" \
    'BEGIN{printf "%-22s old %6.2f s %6.1f M/s   new %6.2f s %6.1f M/s  %+5.1f%%", s, o, c/o/1e6, n, c/n/1e6, (o/n-1)*100}')
  if command -v valgrind > /dev/null; then
    line="$line   instructions/piece $(instructions "$old" "$spec") -> $(instructions "$new" "$spec")"
  fi
  echo "$line"
done
