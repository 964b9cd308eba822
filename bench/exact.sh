#!/usr/bin/env bash
# Timings of `tetrolab exact` for every catalog randomizer, and the Monte Carlo (`tetrolab stats`)
# runs it replaces. Usage: bench/exact.sh (run from anywhere; it works from the repo root).
# Prints the machine, then:
#   exact: one line per spec: exit status, states, distinct states, median wall seconds of 3
#     runs, peak RSS (largest of the 3) and the cycle (lead + period) where there is one; a
#     refused spec (exit 2) prints its one-line reason from stderr instead.
#   monte carlo: for six randomizers, `stats -n 1e8` (pooled gap variance) and `stats
#     --game-length 1000 --games 20000` (per-game odds of an I drought of at least 20), each
#     once (seed 1, so the standard errors are the same on every run): time, peak RSS, the
#     estimate and its standard error beside the exact value, and an EXTRAPOLATION of the
#     pieces (games) and time needed for a standard error of 1e-6 (1e-4): n grows as
#     (SE / target)^2, time linearly with n.
# Builds tetrolab in release first. Needs GNU time (/usr/bin/time) and jq.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release
bin=target/release/tetrolab
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "# $(date -u +%F) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores," \
  "$(grep -m1 'cpu MHz' /proc/cpuinfo | cut -d: -f2 | xargs) MHz, $(free -g | awk '/^Mem:/ {print $2}') GB;" \
  "$(rustc --version)"

run() { # run "$@" once under GNU time; sets status, secs, kb; stdout in $tmp/out, stderr in $tmp/err
  status=0
  /usr/bin/time -f '%e %M' -o "$tmp/time" "$@" > "$tmp/out" 2> "$tmp/err" || status=$?
  read -r secs kb < <(tail -1 "$tmp/time")
}

exact() { # label, then the exact command's arguments after `tetrolab exact`
  local label=$1; shift
  local times=() max_kb=0
  for _ in 1 2 3; do
    run "$bin" exact "$@" --json
    if [ "$status" != 0 ]; then
      printf '%-28s exit %s: %s\n' "$label" "$status" "$(head -1 "$tmp/err")"
      return
    fi
    times+=("$secs")
    [ "$kb" -gt "$max_kb" ] && max_kb=$kb
  done
  local median cycle
  median=$(printf '%s\n' "${times[@]}" | sort -g | sed -n 2p)
  cycle=$(jq -r 'if .cycle then "cycle lead \(.cycle.lead) period \(.cycle.period)" else "" end' "$tmp/out")
  printf '%-28s states %9s  distinct %9s  %6.2f s (runs %s)  %7.1f MB  %s\n' "$label" \
    "$(jq -r .states "$tmp/out")" "$(jq -r .distinct_states "$tmp/out")" "$median" \
    "${times[*]}" "$(awk -v k="$max_kb" 'BEGIN{print k/1024}')" "$cycle"
}

echo "## exact (default options: --game-length 1000, every quantity; median of 3 runs)"
for name in $("$bin" list | awk 'NR > 1 && NF == 0 {exit} NR > 1 {print $1}'); do
  exact "$name" "$name"
done
exact "tetrisgym-sps --seed 0x123456" tetrisgym-sps --seed 0x123456
exact "nes:frames=1" nes:frames=1
exact "nes:frames=61" nes:frames=61

echo "## monte carlo (seed 1, one run each); needed n and time are EXTRAPOLATIONS"
for name in 7-bag 14-bag 2x7-bag red-blue-bag tgm1 tetrio-7+x-bag; do
  run "$bin" exact "$name" --json
  exact_var=$(jq -r '.gap.variance' "$tmp/out")
  exact_p=$(jq -r '.game.per_piece.I.p_drought_at_least["20"]' "$tmp/out")

  run "$bin" stats "$name" -n 1e8 --seed 1 --json
  [ "$status" = 0 ] || { echo "$name stats -n 1e8 FAILED: $(head -1 "$tmp/err")"; continue; }
  jq -r --arg s "$secs" --arg kb "$kb" --arg name "$name" --arg exact "$exact_var" '
    .standard_errors["gap.variance"] as $se | ($s | tonumber) as $t |
    (if $se > 0 then .pieces * ($se / 1e-6) * ($se / 1e-6) else 0 end) as $need |
    "\($name) pieces \(.pieces) \($t) s \(($kb | tonumber) / 1024 * 10 | round / 10) MB" +
    "  gap.variance \(.gap.variance) SE \($se) (exact \($exact))" +
    if $se > 0 then "  -> SE 1e-6 needs \($need) pieces, \($t * $need / .pieces) s"
    else "  -> SE 0: every batch agreed, nothing to extrapolate" end' "$tmp/out"

  run "$bin" stats "$name" -n 1e6 --game-length 1000 --games 20000 --seed 1 --json
  [ "$status" = 0 ] || { echo "$name stats --games FAILED: $(head -1 "$tmp/err")"; continue; }
  jq -r --arg s "$secs" --arg kb "$kb" --arg name "$name" --arg exact "$exact_p" '
    .standard_errors["game.I.p_drought_at_least.20"] as $se | ($s | tonumber) as $t |
    (if $se > 0 then .game.games * ($se / 1e-4) * ($se / 1e-4) else 0 end) as $need |
    "\($name) games \(.game.games) \($t) s \(($kb | tonumber) / 1024 * 10 | round / 10) MB" +
    "  game I p_drought_at_least 20 \(.game.per_piece.I.p_drought_at_least["20"]) SE \($se) (exact \($exact))" +
    if $se > 0 then "  -> SE 1e-4 needs \($need) games, \($t * $need / .game.games) s"
    else "  -> SE 0: every game agreed, nothing to extrapolate" end' "$tmp/out"
done
echo "# done"
