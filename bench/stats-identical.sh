#!/usr/bin/env bash
# Whether two binaries measure alike: `stats --json`, `stats --partial` (every counter of every
# batch) and `sweep --json` outputs compared byte for byte, over randomizers, seeds, piece counts
# from 1 up, --game-length and --batches. Prints each run that differs and a count.
# Usage: bench/stats-identical.sh OLD NEW
set -u
old=$1 new=$2
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
fail=0 n=0
differs() { # what args...: counts a run, reports it if the two files differ
  n=$((n + 1))
  if ! cmp -s "$d/old" "$d/new" || [ ! -s "$d/old" ]; then
    echo "differs: $*"
    fail=$((fail + 1))
  fi
}
run() { # args... (stdout)
  "$old" "$@" >"$d/old" 2>/dev/null
  "$new" "$@" >"$d/new" 2>/dev/null
  differs "$@"
}
part() { # args... (a --partial file)
  "$old" "$@" --partial "$d/old" 2>/dev/null
  "$new" "$@" --partial "$d/new" 2>/dev/null
  differs "$@" --partial
}
for spec in 7-bag tgm1 ti memoryless weighted tetrio-classic sega; do
  for seed in 1 0x8988 12345; do
    for count in 1 5 4096 100000 1000000; do
      run stats "$spec" --seed "$seed" -n "$count" --json
      part stats "$spec" --seed "$seed" -n "$count"
    done
  done
  run stats "$spec" --seed 7 -n 200000 --game-length 500 --games 300 --json
  part stats "$spec" --seed 7 -n 200000 --game-length 500 --games 300
  part stats "$spec" --seed 7 -n 300000 --batches 3..9
done
run stats 7-bag --seed 3 -n 20000000 --json
part stats memoryless --seed 3 -n 5000000
every=flood.max,snake.max,balance.max_deviation,balance.rms_deviation,gap.variance,repeat_probability
run sweep 'weighted:denominator=1.0..3.0:0.5' --trials 20 --length 5000 --seed 1 --json \
  --metrics "$every,drought.max,conditional_entropy.2"
run sweep 'weighted:denominator=1.0..3.0:0.5' --trials 50 --length 7 --seed 1 --json --metrics "$every"
run sweep 'weighted:denominator=1.0..3.0:0.5' --trials 20 --length 5000 --seed 1 --json \
  --metrics frequency_std
echo "$n runs, $fail differ"
[ "$fail" -eq 0 ]
