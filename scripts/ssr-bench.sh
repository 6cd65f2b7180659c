#!/usr/bin/env bash
# Server-side rendering throughput of the home, lobby and game pages, measured with wrk
# (Debian's package) against the release server on a throw-away SQLite file.
#
#   scripts/ssr-bench.sh [SECONDS_PER_PAGE] [CONNECTIONS]     (defaults: 10 s, 16)
#
# Loopback only. Fails when any answer is not 2xx or the server cannot be set up, so the
# quick run in `make test` (2 s per page) is a real check of the pages under load; the
# figures are reported, never asserted. See docs/RELIABILITY.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-10}"
connections="${2:-16}"
target_dir="${CARGO_TARGET_DIR:-$HOME/.cache/karak/target}"
server_bin="${KARAK_SERVER_BIN:-$target_dir/release/karak-server}"
site_root="${KARAK_SITE_ROOT:-target/site}"
say() { printf '\033[1mssr-bench:\033[0m %s\n' "$*"; }

command -v wrk >/dev/null || { say "wrk is missing (apt-get install wrk; make setup does it)"; exit 2; }
. scripts/release-server.sh
start_release_server "$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"

# Two accounts with API tokens (server functions, as the browser calls them).
token_of() {
  local jar="$work/$1.cookies"
  curl -fsS -c "$jar" -b "$jar" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d "{\"name\":\"$1\",\"password\":\"correct horse battery\"}" "$base/api/sign_up" >/dev/null
  curl -fsS -c "$jar" -b "$jar" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"label":"ssr-bench","password":"correct horse battery"}' "$base/api/create_token" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])'
}
host=$(token_of "Bench$RANDOM")
api() { curl -fsS -H "Authorization: Bearer $host" -H 'Content-Type: application/json' "$@"; }
id_of() { python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }

# A waiting game (its page is the lobby) and a game in progress against a bot.
lobby=$(api -d '{"seats":[{},{}]}' "$base/api/v1/games" | id_of)
game=$(api -d '{"seats":[{},{"bot":true}]}' "$base/api/v1/games" | id_of)
api -X POST "$base/api/v1/games/$game/start" >/dev/null

# wrk needs at least one connection per thread.
threads=$(( connections < 2 ? connections : 2 ))
say "release server on $base, $connections connections, $seconds s per page"
printf '%-8s %-28s %10s %9s %9s %9s %8s\n' page path 'req/s' p50 p90 p99 errors
status=0
for entry in "home /" "lobby /games/$lobby" "game /games/$game" "css /pkg/karak.css"; do
  set -- $entry
  out=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$base$2")
  rps=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p90=$(awk '$1=="90%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  bad=$(awk '/Non-2xx or 3xx responses/ {print $NF}' <<<"$out")
  sockerr=$(awk '/Socket errors/ {print $0}' <<<"$out")
  errors="${bad:-0}"
  printf '%-8s %-28s %10s %9s %9s %9s %8s\n' "$1" "$2" "$rps" "$p50" "$p90" "$p99" "$errors"
  if [ "$errors" != 0 ] || [ -n "$sockerr" ]; then
    say "$1: $errors bad answers ${sockerr}"
    status=1
  fi
done
exit "$status"
