#!/usr/bin/env bash
# Checks that a refactoring changed nothing a user sees and cost no speed: runs the same commands
# with two tetrolab binaries, compares their outputs byte for byte (stdout, and the files plot and
# report write), and counts each command's instructions under callgrind (deterministic, so it
# settles what a noisy 2-core machine cannot). Usage: bench/same-as-before.sh OLD_BINARY
# NEW_BINARY. Needs valgrind for the counts (skipped without it).
set -euo pipefail
old=$1 new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
commands=(
  "gen tetrio-7-bag --seed 191836487 -n 1e7"
  "gen ti --seed 5 -n 1e7"
  "stats 7-bag --seed 1 -n 1e7 --json"
  "stats weighted --seed 1 -n 1e6 --game-length 100 --games 2000 --json"
  "compare 7-bag 14-bag tgm1 memoryless --seed 1 -n 1e6 --exact --json"
  "sweep weighted:denominator=1.0..2.0:0.1 --seed 1 --json"
  "exact tetrio-pairs --json"
  "identify IJLOSTZSZOLTIJ --json"
  "predict 7-bag IJLOST --json"
  "trace weighted --rng python --seed 0 -n 200 --json"
  "plot drought 7-bag 14-bag tgm1 memoryless --seed 1 --out FILE.svg"
  "plot game 7-bag memoryless --seed 1 --out FILE.svg"
  "plot balance 7-bag --seed 1 --out FILE.svg"
  "plot sweep weighted:denominator=1.0..2.0:0.1 --seed 1 --out FILE.svg"
  "report 7-bag 14-bag memoryless tgm1 2x7-bag --seed 1 --out FILE.html"
  "report --document 002 --seed 0 --out FILE.html"
)
instructions() { # instructions of one run, in millions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null |
    awk '/Collected/ {printf "%.0f", $4 / 1e6}'
}
printf '%-82s %-9s %12s %12s %7s\n' command output "old Minstr" "new Minstr" change
for command in "${commands[@]}"; do
  read -r -a words <<< "${command//FILE/$work/old}"
  "$old" "${words[@]}" > "$work/old.out" 2> /dev/null
  read -r -a words_new <<< "${command//FILE/$work/new}"
  "$new" "${words_new[@]}" > "$work/new.out" 2> /dev/null
  same=same
  cmp -s "$work/old.out" "$work/new.out" || same=DIFFERS
  for ext in svg html; do
    if [ -f "$work/old.$ext" ]; then
      cmp -s "$work/old.$ext" "$work/new.$ext" || same=DIFFERS
      rm -f "$work/old.$ext" "$work/new.$ext"
    fi
  done
  if command -v valgrind > /dev/null; then
    o=$(instructions "$old" "${words[@]}")
    n=$(instructions "$new" "${words_new[@]}")
    rm -f "$work"/old.* "$work"/new.*
    printf '%-82s %-9s %12s %12s %+6.1f%%\n' "$command" "$same" "$o" "$n" \
      "$(awk -v o="$o" -v n="$n" 'BEGIN{print (n/o-1)*100}')"
  else
    printf '%-82s %-9s\n' "$command" "$same"
  fi
done
