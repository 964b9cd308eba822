#!/usr/bin/env bash
# Timings of `tetrolab plot` (every kind, SVG and PNG) and `tetrolab report` (five randomizers,
# and each seed document's page). Usage: bench/pictures.sh (from anywhere).
# Prints the machine, then one line per command: median wall seconds of 3 runs, the largest
# peak RSS of the 3, and the output's size. Builds tetrolab in release first. Needs GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release
bin=target/release/tetrolab
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "# $(date -u +%F) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores," \
  "$(free -g | awk '/^Mem:/ {print $2}') GB; $(rustc --version)"

bench() { # bench OUTFILE ARGS...: median of 3 wall times, max RSS, output size
  local out=$1; shift
  local times=() peak=0
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$bin" "$@" --out "$tmp/$out" > /dev/null 2> "$tmp/err"
    read -r secs kb < <(tail -1 "$tmp/time")
    times+=("$secs")
    (( kb > peak )) && peak=$kb
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
  printf '%-70s %6.2f s %6d MB %8d bytes\n' "$*" "$median" $((peak / 1024)) "$(stat -c %s "$tmp/$out")"
}

bench w.svg plot weights weighted:denominator=1.1 --rng python --seed 0 -n 1000
bench w.png plot weights weighted:denominator=1.1 --rng python --seed 0 -n 1000
bench h.svg plot histogram 7-bag --seed 1
bench s.svg plot sweep weighted:denominator=1.0..10.0:0.01 --seed 1
bench g.svg plot gap 7-bag 14-bag memoryless --seed 1
bench d.png plot drought 7-bag 14-bag tgm1 memoryless --seed 1
bench game.svg plot game 7-bag tgm1 memoryless 2x7-bag --seed 1
bench b.svg plot balance 7-bag memoryless --seed 1 -n 1e6
bench e.svg plot entropy 7-bag tgm1 memoryless --seed 1
bench c.svg plot compare 7-bag 14-bag tgm1 memoryless laroche-nes --seed 1
bench r.html report 7-bag 14-bag memoryless tgm1 2x7-bag --seed 1
bench r.html report 7-bag 14-bag memoryless tgm1 2x7-bag --seed 1 -n 1e7
bench d0.html report --document 000 --seed 1
bench d2.html report --document 002 --seed 0
bench d3.html report --document 003 --seed 1
