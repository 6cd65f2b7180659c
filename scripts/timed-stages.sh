#!/usr/bin/env bash
# Runs `make STAGE` for each stage named, in order, and prints how long each took at the
# end (also when one fails: the table shows how far the run got). `make test` uses it.
set -uo pipefail
cd "$(dirname "$0")/.."
names=()
secs=()
status=0
for stage in "$@"; do
  start=$(date +%s)
  make --no-print-directory "$stage"
  status=$?
  names+=("$stage")
  secs+=($(( $(date +%s) - start )))
  [ "$status" -ne 0 ] && break
done
total=0
printf '\n\033[1mmake test: time per stage\033[0m\n'
for i in "${!names[@]}"; do
  printf '  %-12s %5d s\n' "${names[$i]}" "${secs[$i]}"
  total=$(( total + secs[i] ))
done
printf '  %-12s %5d s (%d min %d s)\n' total "$total" $(( total / 60 )) $(( total % 60 ))
[ "$status" -ne 0 ] && printf 'make test: stage %s failed\n' "${names[-1]}"
exit "$status"
